import { requireBoolean, requireInteger } from "../errors";

/** RULES 5 surprise: a stealth roll against 10 plus the watcher's detection modifier. */
export function stealthDifficulty(detection: number): number {
  return 10 + requireInteger("detection", detection);
}

/**
 * Two characters stalking each other each roll stealth. Both failing: no fight happens; one
 * succeeding alone: that one ("first" or "second") has surprise and goes first; both
 * succeeding: they fight with surprise for neither.
 */
export function mutualStalking(
  firstSucceeds: boolean,
  secondSucceeds: boolean,
): "noFight" | "first" | "second" | "neither" {
  const first = requireBoolean("firstSucceeds", firstSucceeds);
  const second = requireBoolean("secondSucceeds", secondSucceeds);
  if (first && second) return "neither";
  if (first) return "first";
  return second ? "second" : "noFight";
}

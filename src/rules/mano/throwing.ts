import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireObject,
} from "../errors";

export const THROWS = ["quickThrow", "powerfulThrow", "heave"] as const;
export type ThrowAction = (typeof THROWS)[number];

/**
 * RULES 5 throwing ranges (metres): a quick throw reaches the throwing modifier plus the
 * strength above the weapon's heft; a powerful throw twice that; a heave as far as a quick
 * throw. Unwieldy weapons can only be heaved. Never below 0.
 */
export function throwRange(
  kind: ThrowAction,
  t: { throwModifier: number; strength: number; heft: number; unwieldy?: boolean },
): number {
  requireChoice("throw", kind, THROWS);
  requireObject("thrower", t);
  const quick = Math.max(
    0,
    requireInteger("throwModifier", t.throwModifier) +
      requireInteger("strength", t.strength, { min: 0 }) -
      requireInteger("heft", t.heft, { min: 0 }),
  );
  if (requireBoolean("unwieldy", t.unwieldy, false) && kind !== "heave")
    throw notAllowed(kind, "an unwieldy object can only be heaved");
  return kind === "powerfulThrow" ? 2 * quick : quick;
}

/** RULES 5: a bow whose heft is at least twice the archer's strength cannot be drawn. */
export function canDrawBow(heft: number, strength: number): boolean {
  return (
    requireInteger("heft", heft, { min: 0 }) < 2 * requireInteger("strength", strength, { min: 0 })
  );
}

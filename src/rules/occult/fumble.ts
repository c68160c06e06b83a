import { requireFace } from "../errors";
import { withDefaults, type OccultOptions } from "../options";

/**
 * What one Epic Fumble table entry does, as data a chat card can apply. Durations are dice
 * formulas in rounds ("1d6") or a fixed count; strike and defence are percentage modifiers.
 */
export interface EpicFumbleEntry {
  readonly face: number;
  readonly id: string;
  readonly rounds?: string | number;
  /** the fumbler's strike modifier while it lasts */
  readonly strike?: number;
  /** the fumbler's defence modifier while it lasts */
  readonly defence?: number;
  /** the target's strike modifier while it lasts */
  readonly targetStrike?: number;
  /** who the attack ends up hitting */
  readonly hits?: "target" | "nearestAlly" | "self";
  readonly status?: "fatigued" | "prone";
  /** what is halved (rounded down) while it lasts */
  readonly halves?: "speed" | "damage";
  /** squares moved: the fumbler backing away, or the weapon flying off */
  readonly squares?: string | number;
  /** the enemies who get a free interrupt attack */
  readonly interruptsAgainst?: "fumbler" | "ally";
}

/** RULES 2: the d20 Epic Fumble table, entries 1–20 of seed 001, as ids and effects. */
export const EPIC_FUMBLES: readonly EpicFumbleEntry[] = [
  { face: 1, id: "notBad", hits: "target" },
  { face: 2, id: "opportunityKnocks" },
  { face: 3, id: "blinded", rounds: "1d6", strike: -30, defence: -30 },
  { face: 4, id: "winded", status: "fatigued", strike: -10 },
  { face: 5, id: "targetEmboldened", rounds: "1d6", targetStrike: 20 },
  { face: 6, id: "awkwardPosition", rounds: "1d6", defence: -20 },
  { face: 7, id: "weaponBreaks" },
  { face: 8, id: "bruisedEgo", rounds: "1d4" },
  { face: 9, id: "distracting", interruptsAgainst: "ally" },
  { face: 10, id: "frazzled", rounds: "1d6", strike: -20 },
  { face: 11, id: "wrongWay", squares: 2 },
  { face: 12, id: "whereAmI", rounds: 1 },
  { face: 13, id: "pulledGroin", rounds: "1d6", halves: "speed" },
  { face: 14, id: "pulledMuscle", rounds: "1d6", halves: "damage" },
  { face: 15, id: "weaponFlies", squares: "1d6" },
  { face: 16, id: "hitsAlly", hits: "nearestAlly" },
  { face: 17, id: "fallsProne", status: "prone" },
  { face: 18, id: "hitsSelf", hits: "self" },
  { face: 19, id: "loweredGuard", interruptsAgainst: "fumbler" },
  { face: 20, id: "nothing" },
];

/** The Epic Fumble table entry for a d20 face. */
export function epicFumbleEntry(d20: number): EpicFumbleEntry {
  return EPIC_FUMBLES[requireFace("d20", d20, 20) - 1];
}

/**
 * RULES 2: what follows an epic fumble — the GM narrates it, or (the `epicFumbleTable` option)
 * the attacker rolls d20 on the table. Pass the d20 once it is rolled.
 */
export function epicFumble(
  options: Partial<OccultOptions> = {},
  d20?: number,
): { kind: "narrate" } | { kind: "table"; entry: EpicFumbleEntry | null } {
  if (!withDefaults("occult", options).epicFumbleTable) return { kind: "narrate" };
  return { kind: "table", entry: d20 === undefined ? null : epicFumbleEntry(d20) };
}

import { notAllowed, requireChoice, requireInteger, requireObject, requireWithin } from "../errors";
import {
  ATTACK_KINDS,
  ROLL_CATEGORIES,
  categoryOf,
  type AttackKind,
  type RollCategory,
} from "./types";

/** The three defences a character sheet lists. */
export interface Defences {
  /** The melee defence: the best defence among the character's weapons. */
  melee: number;
  missile: number;
  grapple: number;
}

/**
 * RULES 5 attack kinds: hand-to-hand attacks roll against the target's best (melee) defence, thrown
 * weapons, bows and guns against its missile defence, grappling against its grapple defence.
 */
export function defenceAgainst(kind: AttackKind, defences: Defences): number {
  requireChoice("attack kind", kind, ATTACK_KINDS);
  const checked = requireDefences(defences);
  return kind === "handToHand"
    ? checked.melee
    : kind === "grapple"
      ? checked.grapple
      : checked.missile;
}

/** A character's three defences (RULES 5), each a whole number of at least 0. */
export function requireDefences(defences: Defences): Defences {
  requireObject("defences", defences);
  requireInteger("melee defense", defences.melee, { min: 0 });
  requireInteger("missile defense", defences.missile, { min: 0 });
  requireInteger("grapple defense", defences.grapple, { min: 0 });
  return defences;
}

/**
 * RULES 5 range: the difficulty rises by 1 for every full 5% (a twentieth) of the weapon's
 * maximum range between attacker and target. A target beyond the maximum range cannot be hit.
 */
export function rangeDifficulty(distance: number, maxRange: number): number {
  requireWithin("maxRange", maxRange, { min: 1 });
  requireWithin("distance", distance, { min: 0 });
  if (distance > maxRange)
    throw notAllowed(`an attack at ${distance} m`, `the weapon's maximum range is ${maxRange} m`);
  // A tiny allowance keeps 7 m of a 140 m range at exactly one step despite binary fractions.
  return Math.floor((distance * 20) / maxRange + 1e-9);
}

/** Lighting at the target. */
export const LIGHTS = ["lit", "dim", "dark"] as const;
export type Light = (typeof LIGHTS)[number];

export const DARKNESS: Record<Light, Record<RollCategory, number>> = {
  lit: { grapple: 0, striking: 0, missile: 0 },
  // RULES 5: very dim light +1 grappling / +2 striking / +3 from a distance
  dim: { grapple: 1, striking: 2, missile: 3 },
  // RULES 5: total darkness +3 grappling / +4 striking / +5 from a distance
  dark: { grapple: 3, striking: 4, missile: 5 },
};

/** RULES 5: what poor light adds to the difficulty of an attack of this kind (a seeing attacker). */
export function darkness(light: Light, kind: AttackKind): number {
  requireChoice("light", light, LIGHTS);
  return DARKNESS[light][categoryOf(requireChoice("attack kind", kind, ATTACK_KINDS))];
}

/**
 * RULES 5 swimming (seed 004, Movement): in the water a character adds its swimming to its
 * striking and grappling rolls and to its defence against them; missiles get nothing.
 * Interpretation: the sheet's swimming score counts, not the speed an encumbered swimmer is
 * slowed to (the load halves movement, not skill).
 */
export function swimmingBonus(category: RollCategory, swimming: number): number {
  requireChoice("roll category", category, ROLL_CATEGORIES);
  const bonus = requireInteger("swimming", swimming, { min: 0 });
  return category === "missile" ? 0 : bonus;
}

import { requireBoolean, requireChoice, requireInteger } from "../errors";
import { FULL_RANK, HALF_RANK } from "../ranks";

/** RULES 1.4: the special effects an attack may buy. */
export type SpecialEffect = "grab" | "disarm" | "takeAway" | "knockdown" | "throw";
export const SPECIAL_EFFECTS: readonly SpecialEffect[] = [
  "grab",
  "disarm",
  "takeAway",
  "knockdown",
  "throw",
];

/** How firmly a target stands: it sets the price of knocking it down. */
export type Stability = "unstable" | "normal" | "braced";
export const STABILITIES: readonly Stability[] = ["unstable", "normal", "braced"];

/** RULES 1.4: knockdown costs 2 successes, 1 against an unstable target, 3 against a braced one or a quadruped. */
export function knockdownCost(stability: Stability = "normal"): number {
  const s = requireChoice("stability", stability, STABILITIES);
  return s === "unstable" ? 1 : s === "braced" ? 3 : 2;
}

/**
 * RULES 1.4: a throw is a knockdown with one success more (3 against a normal target).
 * Interpretation: the extra success is added to whatever the knockdown costs for this target.
 */
export function throwCost(stability: Stability = "normal"): number {
  return knockdownCost(stability) + 1;
}

/** RULES 1.4: a grab holds when its power is at least the victim's hand-to-hand damage − 1 FR. */
export function grabHolds(power: number, victimHandToHand: number): boolean {
  return (
    requireInteger("grab power", power) >=
    requireInteger("victim's hand-to-hand damage", victimHandToHand) - FULL_RANK
  );
}

/** RULES 1.4: escaping a grab needs more power than the grab had. */
export function escapesGrab(escapePower: number, grabPower: number): boolean {
  return requireInteger("escape power", escapePower) > requireInteger("grab power", grabPower);
}

/** RULES 1.4: a disarm needs power above the victim's hand-to-hand damage, a half-rank more for a two-handed weapon. */
export function disarmSucceeds(
  power: number,
  victimHandToHand: number,
  twoHanded = false,
): boolean {
  const threshold =
    requireInteger("victim's hand-to-hand damage", victimHandToHand) +
    (requireBoolean("twoHanded", twoHanded) ? HALF_RANK : 0);
  return requireInteger("disarm power", power) > threshold;
}

/** RULES 1.4: a take-away wins the weapon with power above the victim's hand-to-hand damage; a tie keeps the struggle going. */
export function takeAwayOutcome(
  power: number,
  victimHandToHand: number,
): "taken" | "struggle" | "failed" {
  const margin =
    requireInteger("take-away power", power) -
    requireInteger("victim's hand-to-hand damage", victimHandToHand);
  return margin > 0 ? "taken" : margin === 0 ? "struggle" : "failed";
}

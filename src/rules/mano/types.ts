import { requireChoice } from "../errors";
/** The shared vocabulary of the Mano a Mano rules (RULES 5). */

/** How power that gets through armor turns into damage and stun. */
export const SHARPNESSES = ["sharp", "blunt", "padded"] as const;
export type Sharpness = (typeof SHARPNESSES)[number];

/**
 * Which roll an attack makes: hand-to-hand (weapon attack vs best defence), thrown (throw
 * modifier vs missile defence), shot (archery and guns: attack vs missile defence) or grapple
 * (grapple attack vs grapple defence).
 */
export const ATTACK_KINDS = ["handToHand", "thrown", "shot", "grapple"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/**
 * The three families the position table and darkness speak of: striking (hand-to-hand),
 * missile (anything from a distance) and grappling.
 */
export const ROLL_CATEGORIES = ["striking", "missile", "grapple"] as const;
export type RollCategory = (typeof ROLL_CATEGORIES)[number];

/** The family an attack kind belongs to. */
export function categoryOf(kind: AttackKind): RollCategory {
  requireChoice("attack kind", kind, ATTACK_KINDS);
  if (kind === "handToHand") return "striking";
  if (kind === "grapple") return "grapple";
  return "missile";
}

/** Standing up, or crouching, sitting, crawling or lying on the ground. */
export const POSTURES = ["standing", "ground"] as const;
export type Posture = (typeof POSTURES)[number];

/** A grappler's position relative to the one opponent it grapples; "none" when not grappling. */
export const GRIPS = ["none", "neutral", "dominant", "inferior"] as const;
export type Grip = (typeof GRIPS)[number];

/** The three health states. */
export const HEALTH_STATES = ["healthy", "injured", "incapacitated"] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

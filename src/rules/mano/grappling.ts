import { requireBoolean, requireChoice, requireInteger } from "../errors";
import { succeeds } from "./success";
import { GRIPS, type Grip } from "./types";

/** The position the opponent is in when a grappler is in this one. */
export function opponentGrip(grip: Grip): Grip {
  switch (requireChoice("grip", grip, GRIPS)) {
    case "dominant":
      return "inferior";
    case "inferior":
      return "dominant";
    default:
      return grip;
  }
}

/** What the chooser does with the hold after a grappling roll. */
export type GripChoice = "hold" | "release";

/**
 * RULES 5 grappling positions: a fully successful grappling action lets the actor choose to
 * hold the opponent from the dominant position or to let go. On a failure the opponent chooses
 * whether the hold is released; if it is kept, nobody's position changes (the opponent gains no
 * dominance it did not already have). Returns the actor's new position; the opponent's is
 * opponentGrip() of it.
 */
export function gripAfterGrapple(before: Grip, success: boolean, choice: GripChoice): Grip {
  requireChoice("grip", before, GRIPS);
  requireBoolean("success", success);
  requireChoice("choice", choice, ["hold", "release"] as const);
  if (choice === "release") return "none";
  return success ? "dominant" : before;
}

/** Pushed or tripped targets roll against this or fall; slammed ones to soften the fall. */
export const OFF_BALANCE_DIFFICULTY = 8;

/**
 * RULES 5: a standing target put off balance (push, trip) keeps its feet when its grappling or
 * acrobatics roll beats 8.
 */
export function keepsFooting(natural: number, modifier: number): boolean {
  return succeeds(natural, modifier, OFF_BALANCE_DIFFICULTY);
}

/**
 * RULES 5 push and trip: the modifier of the footing roll, the better of the character's grappling
 * and acrobatics. Interpretation: the sheet's grapple attack is its grappling ability's modifier.
 */
export function footingModifier(grappleAttack: number, acrobatics: number): number {
  return Math.max(
    requireInteger("grapple attack", grappleAttack),
    requireInteger("acrobatics", acrobatics),
  );
}

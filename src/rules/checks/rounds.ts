import { manoChecks } from "./mano/list";
import type { CheckDefinition } from "./types";

/**
 * The checks a rounds character can take from the sheet's Checks section. [I-7] Action Rounds
 * resolves every roll as Mano a Mano does; its own text (RULES 4) adds only that a stealthy
 * character decides how to act first, which the stealth check's result gives. Interpretation:
 * its characters have Mano a Mano's characteristics, so they also jump, climb, fall, swim and fly
 * by Mano a Mano's movement rules.
 */
export const ROUNDS_CHECKS: readonly CheckDefinition[] = manoChecks("rounds");

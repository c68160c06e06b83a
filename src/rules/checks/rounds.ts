import { manoChecks } from "./mano/list";
import type { CheckDefinition } from "./types";

/**
 * The checks a rounds character can take from the sheet's Checks section. [I-7] Action Rounds
 * resolves every roll as Mano a Mano does and its characters have the same characteristics, so
 * they take the Mano a Mano checks; its own text (RULES 4) adds only that a stealthy character
 * decides how to act first, which the stealth check's result gives.
 */
export const ROUNDS_CHECKS: readonly CheckDefinition[] = manoChecks("rounds");

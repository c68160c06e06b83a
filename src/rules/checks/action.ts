import { actionAssist } from "./action-assist";
import { actionSession } from "./action-session";
import { actionStunt } from "./action-stunt";
import { actionTeam } from "./action-team";
import type { CheckDefinition } from "./types";

/** The checks an Action character can take from the sheet's Checks section (RULES 3, seed 002). */
export const ACTION_CHECKS: readonly CheckDefinition[] = [
  actionStunt,
  actionAssist,
  actionTeam,
  actionSession,
];

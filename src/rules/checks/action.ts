import type { CheckDefinition } from "./types";

/** The checks a action character can take from the sheet's Checks section. */
export const ACTION_CHECKS: readonly CheckDefinition[] = [];

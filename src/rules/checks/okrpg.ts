import type { CheckDefinition } from "./types";

/** The checks a okrpg character can take from the sheet's Checks section. */
export const OKRPG_CHECKS: readonly CheckDefinition[] = [];

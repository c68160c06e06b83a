import type { CheckDefinition } from "./types";

/** The checks a rounds character can take from the sheet's Checks section. */
export const ROUNDS_CHECKS: readonly CheckDefinition[] = [];

import type { CheckDefinition } from "./types";

/** The checks a occult character can take from the sheet's Checks section. */
export const OCCULT_CHECKS: readonly CheckDefinition[] = [];

import type { CheckDefinition } from "./types";

/** The checks a mano character can take from the sheet's Checks section. */
export const MANO_CHECKS: readonly CheckDefinition[] = [];

import { manoChecks } from "./mano/list";
import type { CheckDefinition } from "./types";

/** The checks a mano character can take from the sheet's Checks section (RULES 5). */
export const MANO_CHECKS: readonly CheckDefinition[] = manoChecks("mano");

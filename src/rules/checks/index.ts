import { unknownId } from "../errors";
import { parseRuleset, type RulesetId } from "../rulesets";
import { ACTION_CHECKS } from "./action";
import { MANO_CHECKS } from "./mano";
import { OCCULT_CHECKS } from "./occult";
import { OKRPG_CHECKS } from "./okrpg";
import { ROUNDS_CHECKS } from "./rounds";
import type { CheckDefinition } from "./types";

export { checkUnavailable } from "./unavailable";

export type * from "./types";

const CHECKS: Readonly<Record<RulesetId, readonly CheckDefinition[]>> = {
  okrpg: OKRPG_CHECKS,
  occult: OCCULT_CHECKS,
  action: ACTION_CHECKS,
  rounds: ROUNDS_CHECKS,
  mano: MANO_CHECKS,
};

/** The checks a ruleset's characters take, in the order the sheet lists them. */
export function checksFor(ruleset: RulesetId): readonly CheckDefinition[] {
  return CHECKS[parseRuleset(ruleset)];
}

/** One check of a ruleset by its id. */
export function checkById(ruleset: RulesetId, id: string): CheckDefinition {
  const found = checksFor(ruleset).find((check) => check.id === id);
  if (!found) throw unknownId("check", id);
  return found;
}

import { activeConditions, type ConditionFacts } from "./conditions";
import type { ErrorCode } from "./errors";
import type { RulesetId } from "./rulesets";

/*
 * Who cannot act at all, in every ruleset: the one refusal every attack dialog and every check a
 * character makes shares. Each ruleset's text names the state: OK RPG Down (RULES 1.6: all AP lost)
 * and Out; Occult Ops at 0 hit points (Down, the interpretation in conditions.ts); Action out of the
 * action at zero Hits (RULES 3); Mano a Mano and Action Rounds incapacitated, stun + damage at or
 * over stamina (RULES 5, [I-7]).
 */

/** The conditions that stop a character acting, in the order a refusal names them (worst first). */
const STOPPING: Readonly<Record<RulesetId, readonly string[]>> = {
  okrpg: ["out", "down"],
  occult: ["down"],
  action: ["out"],
  rounds: ["incapacitated"],
  mano: ["incapacitated"],
};

const CODE: Readonly<Record<string, ErrorCode>> = {
  out: "CannotActOut",
  down: "CannotActDown",
  incapacitated: "CannotActIncapacitated",
};

/** Why this character cannot act now (an error code naming it), or null when it can. */
export function cannotAct<R extends RulesetId>(
  ruleset: R,
  name: string,
  facts: ConditionFacts[R],
): { code: ErrorCode; details: { name: string; condition: string } } | null {
  const active = activeConditions(ruleset, facts);
  const stopping = STOPPING[ruleset].find((id) => active.includes(id));
  return stopping ? { code: CODE[stopping]!, details: { name, condition: stopping } } : null;
}

import { cannotAct } from "../cannot-act";
import type { ConditionFacts } from "../conditions";
import type { CheckActor, CheckDefinition } from "./types";

/**
 * Why this character cannot take this check now (a lang key), or null: first the shared refusal
 * of a character who cannot act at all (RULES 1.6 Down, 2 at 0 HP, 3 out, 5 incapacitated),
 * unless the check is taken without acting, then the check's own reason.
 */
export function checkUnavailable(check: CheckDefinition, actor: CheckActor): string | null {
  if (!check.withoutActing) {
    const facts = actor.system as unknown as ConditionFacts[typeof check.ruleset];
    const stop = cannotAct(check.ruleset, actor.name, facts);
    if (stop) return `ACTION_ENGINE.Check.CannotAct.${stop.details.condition}`;
  }
  return check.unavailable?.(actor) ?? null;
}

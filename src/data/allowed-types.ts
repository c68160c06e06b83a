import { itemRuleset, type RulesetId } from "../rules/rulesets";
import { rulesetOfType, type DocumentName } from "../rules/schema";
import { typesOf } from "./type-schemas";

/**
 * The types the Create dialog offers while `ruleset` is the world's: its actor type, and the
 * item types of the ruleset whose items it uses (`rounds` uses the `mano-*` items, [I-7]).
 */
export function creatableTypes(documentName: DocumentName, ruleset: RulesetId): string[] {
  const owner = documentName === "Item" ? itemRuleset(ruleset) : ruleset;
  return typesOf(documentName).filter((type) => rulesetOfType(type) === owner);
}

/** The types offered, narrowed further to those a caller asked for (if it asked). */
export function offeredTypes(
  documentName: DocumentName,
  ruleset: RulesetId,
  requested?: readonly string[] | null,
): string[] {
  const allowed = creatableTypes(documentName, ruleset);
  return requested ? allowed.filter((type) => requested.includes(type)) : allowed;
}

/*
 * What an item is, without the ruleset's name: a sheet only ever offers its own ruleset's items,
 * and an Action Rounds character holds Mano a Mano items ([I-7]), so "Add weapon" reads right on
 * every sheet where "Add Mano a Mano weapon" would not.
 */

/** The lang key of an item type's kind ("mano-weapon" → …ItemKind.weapon). */
export function itemKindKey(itemType: string): string {
  const kind = itemType.slice(itemType.indexOf("-") + 1);
  return `ACTION_ENGINE.Sheet.ItemKind.${kind}`;
}

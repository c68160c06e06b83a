/*
 * The acting row always in view: a big fight's tracker scrolls, and the row whose turn it is
 * must not sit below the fold. DOM only (both hosts call it after drawing the tracker).
 */

/**
 * Scrolls the tracker's acting row into view (the least scroll that shows it) when the acting
 * combatant changed since `shown`, so a user scrolling the list is left alone in between.
 * Returns the acting combatant's id now, for the next call.
 */
export function showActingRow(root: ParentNode, shown: string | null): string | null {
  const row = root.querySelector<HTMLElement>(".ae-row.is-acting");
  const acting = row?.dataset.combatantId ?? null;
  if (row && acting !== shown) row.scrollIntoView({ block: "nearest" });
  return acting;
}

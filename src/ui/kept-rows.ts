/*
 * Tracker rows drawn as last time are not drawn at all (issue 28): the tracker's template writes a
 * placeholder, `<li data-combatant-id="…" data-ae-kept="7"></li>`, where the row's HTML would be,
 * and the row shown in the page (stamped `data-ae-stamp="7"` when it was drawn) stays. Parsing
 * the tracker's HTML, a hundred rows of it at every click, was a third of a click's cost. A
 * placeholder with no row of its stamp in the page (a window just opened, a second tracker window)
 * is put back into its row's HTML, which the environment that drew it keeps by stamp. DOM only:
 * no Foundry, no game rules.
 */

import { escapeHtml } from "./html";

/** A drawn row's stamp: which drawing of its row it is. */
export const STAMP = "data-ae-stamp";
/** A placeholder's stamp: the drawing of its row it stands for. */
export const KEPT = "data-ae-kept";

/** The HTML of a row drawing by its stamp, as the environment that drew it kept it. */
export type RowDrawings = (stamp: string) => string | undefined;

/**
 * The row drawings of one Handlebars environment (its `aeKeptRow` helper keeps them), oldest
 * first. A stamp stays long after its row was drawn again (a window's drawing may be put in the
 * page after another window drew the row anew), then goes.
 */
export class KeptDrawings {
  static readonly KEPT = 4000;
  readonly #byStamp = new Map<string, string>();
  #last = 0;

  /** A stamp for a row about to be drawn (its HTML carries it: `STAMP`). */
  newStamp(): string {
    return String(++this.#last);
  }

  /** Keeps a row's HTML, drawn with `stamp`, for its placeholders. */
  keep(stamp: string, html: string): void {
    this.#byStamp.set(stamp, html);
    if (this.#byStamp.size > KeptDrawings.KEPT)
      this.#byStamp.delete(this.#byStamp.keys().next().value!);
  }

  readonly html: RowDrawings = (stamp) => this.#byStamp.get(stamp);
}

/** The placeholder for a row drawn as its stamp's drawing. */
export function keptRowPlaceholder(id: string, stamp: string): string {
  return `<li data-combatant-id="${escapeHtml(id)}" ${KEPT}="${escapeHtml(stamp)}"></li>`;
}

/** A placeholder's stamp, or null for any other node. */
export function placeholderStamp(node: Node): string | null {
  return node.nodeType === 1 ? (node as Element).getAttribute(KEPT) : null;
}

/** Whether `drawn` is a placeholder for the very drawing `shown` is. */
export function standsFor(drawn: Node, shown: Node): boolean {
  const stamp = placeholderStamp(drawn);
  return stamp !== null && shown.nodeType === 1 && (shown as Element).getAttribute(STAMP) === stamp;
}

/**
 * Puts each placeholder in `drawn` back into its row's HTML, but one whose row is shown in
 * `shown` as that same drawing (the morph keeps the shown row in its place). Done before a
 * drawing's listeners are bound, so a row put back gets them like any drawn row.
 */
export function restoreKeptRows(
  drawn: ParentNode,
  shown: ParentNode | null,
  drawings: RowDrawings,
): void {
  const placeholders = drawn.querySelectorAll(`[${KEPT}]`);
  if (!placeholders.length) return;
  const shownStamps = new Set(
    [...(shown?.querySelectorAll(`[${STAMP}]`) ?? [])].map((row) => row.getAttribute(STAMP)),
  );
  for (const placeholder of placeholders) {
    const stamp = placeholder.getAttribute(KEPT)!;
    if (shownStamps.has(stamp)) continue;
    const html = drawings(stamp);
    // a stamp is kept for thousands of drawings: one gone is a bug, and says so where it shows
    if (html === undefined) throw new Error(`tracker row drawing ${stamp} is no longer kept`);
    const template = placeholder.ownerDocument.createElement("template");
    template.innerHTML = html;
    placeholder.replaceWith(template.content);
  }
}

/**
 * The system's own Handlebars helpers, registered on Foundry's Handlebars at init and on the
 * test/playground Handlebars environment. View models precompute almost everything, so these
 * only format numbers the same way everywhere.
 */
interface HelperRegistry {
  // Handlebars' own signature: the helper receives its arguments plus an options hash.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  registerHelper(name: string, fn: (...args: any[]) => unknown): void;
}

import { signed } from "../rules/checks/values";
import { escapeHtml } from "../ui/html";
import { KeptDrawings, keptRowPlaceholder, type RowDrawings } from "../ui/kept-rows";

export { signed };

/** A probability as a percentage with one decimal (for exact-chance readouts). */
export function percent(probability: number): string {
  if (!Number.isFinite(probability)) return "—";
  const value = probability * 100;
  if (value > 0 && value < 0.1) return "<0.1%";
  if (value < 100 && value > 99.9) return ">99.9%";
  return `${value.toFixed(1)}%`;
}

/**
 * A tooltip's text, for `data-tooltip="{{#aeTooltip}}…{{/aeTooltip}}"`. Foundry's TooltipManager
 * shows the attribute's value as HTML (foundryvtt#12356), so the block, already escaped once for
 * the attribute by its own `{{…}}`, is escaped once more: a name in it shows as text.
 */
export function tooltip(this: unknown, options: { fn(context: unknown): string }): string {
  return escapeHtml(options.fn(this));
}

/**
 * A list of labelled values split into its totals and the rest (the breakdown behind them), for
 * `templates/chat/parts/breakdown.hbs`; undefined when there is nothing to fold (no total, or
 * only totals), and the lines then show as they are.
 */
export function splitTotals<L extends { total?: boolean }>(
  lines: readonly L[] | undefined,
): { totals: L[]; rest: L[] } | undefined {
  const totals = (lines ?? []).filter((line) => line.total);
  const rest = (lines ?? []).filter((line) => !line.total);
  return totals.length && rest.length ? { totals, rest } : undefined;
}

/** How many rows the tracker keeps drawn (a long session's combatants come and go). */
const KEPT_ROWS = 2000;

/** A block helper's options: the block, the values named in the call, the template's data. */
interface BlockOptions {
  fn(context: unknown, options?: { data: Record<string, unknown> }): string;
  hash?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/**
 * `{{#aeKeptRow foundry=@root.foundry … placeholders=@root.keptRows}}…{{/aeKeptRow}}` around a
 * tracker row: the row is drawn again only when its view model, or a value the call names (what
 * the row reads from outside itself), changed; else its HTML from last time is used, by combatant
 * id (a click changes a row or two of hundreds). Each drawing is stamped (`@aeStamp`, which the
 * row writes as `data-ae-stamp`); with `placeholders`, a row drawn as last time is only its
 * placeholder, which the tracker's window resolves as it puts the drawing in the page
 * (src/ui/kept-rows.ts). Each Handlebars environment keeps its own rows. The language is not part
 * of the key: a world changes it only with a reload.
 */
export function keptRows(): KeptRowHelper {
  const kept = new Map<string, { view: string; html: string; stamp: string }>();
  const drawings = new KeptDrawings();
  const helper = function keptRow(this: { id: string }, options: BlockOptions) {
    const { placeholders, ...named } = options.hash ?? {};
    const view = JSON.stringify([this, named]);
    const row = kept.get(this.id);
    if (row?.view === view) return placeholders ? keptRowPlaceholder(this.id, row.stamp) : row.html;
    const stamp = drawings.newStamp();
    const data = { ...options.data, _parent: options.data, aeStamp: stamp };
    const html = options.fn(this, { data });
    drawings.keep(stamp, html);
    if (kept.size >= KEPT_ROWS) kept.clear();
    kept.set(this.id, { view, html, stamp });
    return html;
  };
  return Object.assign(helper, { drawings: drawings.html });
}

/** The `aeKeptRow` helper, with the row drawings it keeps for its placeholders. */
export type KeptRowHelper = ((this: { id: string }, options: BlockOptions) => string) & {
  drawings: RowDrawings;
};

/** The row drawings of the `aeKeptRow` helper registered in a Handlebars environment. */
export function rowDrawingsOf(handlebars: unknown): RowDrawings {
  const helpers = (handlebars as { helpers?: Record<string, Partial<KeptRowHelper>> }).helpers;
  return helpers?.aeKeptRow?.drawings ?? (() => undefined);
}

export function registerSystemHelpers(handlebars: HelperRegistry): void {
  handlebars.registerHelper("aeSigned", (value: number) => signed(Number(value)));
  handlebars.registerHelper("aePercent", (value: number) => percent(Number(value)));
  handlebars.registerHelper("aeTooltip", tooltip);
  handlebars.registerHelper("aeSplitTotals", splitTotals);
  handlebars.registerHelper("aeKeptRow", keptRows());
}

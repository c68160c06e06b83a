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

export function registerSystemHelpers(handlebars: HelperRegistry): void {
  handlebars.registerHelper("aeSigned", (value: number) => signed(Number(value)));
  handlebars.registerHelper("aePercent", (value: number) => percent(Number(value)));
  handlebars.registerHelper("aeTooltip", tooltip);
  handlebars.registerHelper("aeSplitTotals", splitTotals);
}

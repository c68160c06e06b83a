import type { HelperDelegate, HelperOptions } from "handlebars";
import Handlebars from "handlebars";
import type { Localizer } from "./i18n";

/**
 * Stand-ins for the Handlebars helpers Foundry VTT registers itself, for rendering the
 * system's templates outside Foundry (tests, playground). Only the helpers our templates use
 * are here, each with the behaviour its use in open-source systems shows:
 * - `localize key [name=value …]`: game.i18n.localize, or format when named arguments are
 *   given (dnd5e templates: `{{localize "DND5E.LevelCount" ordinal=…}}`).
 * - `selectOptions choices selected=… localize=… blank=… valueAttr labelAttr`: <option> tags
 *   for a {value: label} object or an array of {value,label} (dnd5e, Lancer templates).
 * - `checked value` / `disabled value`: the attribute when truthy (Foundry KB "Handlebars").
 * - `eq ne lt lte gt gte and or not`: comparisons and logic used inside `{{#if (…)}}`
 *   (v13 templates of dnd5e and Cosmere).
 * - `concat …`: joins its arguments (dnd5e, SR5 templates).
 * - `ifThen condition a b`: a when the condition holds, else b.
 * - `numberFormat value decimals=0 sign=false`: fixed decimals, a leading + when sign
 *   (dnd5e: `{{numberFormat value sign=true}}`).
 */
export function foundryBuiltins(i18n: Localizer): Record<string, HelperDelegate> {
  const text = (value: unknown) => Handlebars.escapeExpression(String(value ?? ""));
  const args = (all: unknown[]) => all.slice(0, -1);
  return {
    localize(key: string, options: HelperOptions) {
      const data = options?.hash ?? {};
      return Object.keys(data).length ? i18n.format(key, data) : i18n.localize(key);
    },
    selectOptions(choices: unknown, options: HelperOptions) {
      const { selected, localize = false, blank, valueAttr, labelAttr } = options.hash ?? {};
      const chosen = new Set((Array.isArray(selected) ? selected : [selected]).map(String));
      const entries: [string, string][] = Array.isArray(choices)
        ? choices.map((choice) =>
            typeof choice === "object" && choice
              ? [
                  String((choice as Record<string, unknown>)[valueAttr ?? "value"]),
                  String((choice as Record<string, unknown>)[labelAttr ?? "label"]),
                ]
              : [String(choice), String(choice)],
          )
        : Object.entries((choices ?? {}) as Record<string, unknown>).map(([value, label]) => [
            value,
            String(
              typeof label === "object" && label
                ? (label as Record<string, unknown>)[labelAttr ?? "label"]
                : label,
            ),
          ]);
      const html: string[] = [];
      if (blank !== undefined && blank !== null)
        html.push(
          `<option value="">${text(localize && blank ? i18n.localize(blank) : blank)}</option>`,
        );
      for (const [value, label] of entries) {
        const shown = localize ? i18n.localize(label) : label;
        const isSelected = chosen.has(value) ? " selected" : "";
        html.push(`<option value="${text(value)}"${isSelected}>${text(shown)}</option>`);
      }
      return new Handlebars.SafeString(html.join(""));
    },
    checked: (value: unknown) => (value ? "checked" : ""),
    disabled: (value: unknown) => (value ? "disabled" : ""),
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: number, b: number) => a < b,
    lte: (a: number, b: number) => a <= b,
    gt: (a: number, b: number) => a > b,
    gte: (a: number, b: number) => a >= b,
    and: (...all: unknown[]) => args(all).every(Boolean),
    or: (...all: unknown[]) => args(all).some(Boolean),
    not: (value: unknown) => !value,
    concat: (...all: unknown[]) =>
      args(all)
        .map((part) => String(part ?? ""))
        .join(""),
    ifThen: (condition: unknown, a: unknown, b: unknown) => (condition ? a : b),
    numberFormat(value: unknown, options: HelperOptions) {
      const { decimals = 0, sign = false } = options.hash ?? {};
      const n = Number(value);
      const formatted = n.toFixed(decimals);
      return sign && n >= 0 ? `+${formatted}` : formatted;
    },
  };
}

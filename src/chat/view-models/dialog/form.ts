import { percent } from "../../../templates/helpers";
import type { Chance, DialogField, FieldOption, FieldValue } from "./types";

/** Every lang key of the dialog lives under this section. */
export const DIALOG = "ACTION_ENGINE.Dialog";

/** A lang key under ACTION_ENGINE.Dialog. */
export function dialogKey(...parts: readonly string[]): string {
  return [DIALOG, ...parts].join(".");
}

/** The values the form holds, by field name, as the browser gives them (strings, or booleans). */
export type RawValues = Readonly<Record<string, unknown>>;

/**
 * Reads the dialog's values and describes its fields in one pass: each call names a field, its
 * default and its limits, and returns the value to use (the form's when it fits, the default
 * otherwise) along with the field to render. Nothing a player types can reach the rules unchecked.
 */
export class Form {
  readonly fields: DialogField[] = [];

  constructor(private readonly raw: RawValues) {}

  private has(name: string): boolean {
    return Object.hasOwn(this.raw, name) && this.raw[name] !== "" && this.raw[name] !== null;
  }

  private add(field: DialogField): DialogField {
    this.fields.push(field);
    return field;
  }

  /** A whole number between `min` and `max`. */
  number(
    name: string,
    label: string,
    o: { initial: number; min?: number; max?: number; hint?: string },
  ): { field: DialogField; value: number } {
    const read = this.has(name) ? Number(this.raw[name]) : NaN;
    let value = Number.isFinite(read) ? Math.trunc(read) : o.initial;
    value = Math.min(o.max ?? Infinity, Math.max(o.min ?? -Infinity, value));
    const field = this.add({
      name,
      label,
      kind: "number",
      value,
      ...(o.min === undefined ? {} : { min: o.min }),
      ...(o.max === undefined ? {} : { max: o.max }),
      ...(o.hint ? { hint: o.hint } : {}),
    });
    return { field, value };
  }

  /** A checkbox. A form that was read back and lacks it means unticked. */
  checkbox(
    name: string,
    label: string,
    o: { initial: boolean; hint?: string; text?: string },
  ): { field: DialogField; value: boolean } {
    const raw = this.raw[name];
    const submitted = Object.hasOwn(this.raw, "rollMode");
    const value =
      raw === undefined
        ? submitted
          ? false
          : o.initial
        : raw === true || raw === "on" || raw === "true";
    const field = this.add({
      name,
      label,
      kind: "checkbox",
      value,
      ...(o.hint ? { hint: o.hint } : {}),
      ...(o.text ? { text: o.text } : {}),
    });
    return { field, value };
  }

  /** One of the options that are not disabled; the first such one when `initial` is not. */
  select<V extends string>(
    name: string,
    label: string,
    options: readonly (FieldOption & { value: V })[],
    o: { initial: V; hint?: string },
  ): { field: DialogField; value: V } {
    const usable = options.filter((opt) => !opt.disabled).map((opt) => opt.value);
    const wanted = this.has(name) ? String(this.raw[name]) : o.initial;
    const value = (
      usable.includes(wanted as V)
        ? wanted
        : usable.includes(o.initial)
          ? o.initial
          : (usable[0] ?? o.initial)
    ) as V;
    const field = this.add({
      name,
      label,
      kind: "select",
      value,
      options,
      ...(o.hint ? { hint: o.hint } : {}),
    });
    return { field, value };
  }

  /** The fields added since `from` (a target's own block). */
  since(from: number): DialogField[] {
    return this.fields.slice(from);
  }
}

/** A chance line: the outcome's lang key and its exact probability as a percentage. */
export function chance(label: string, probability: number, tone?: Chance["tone"]): Chance {
  return { label, value: percent(probability), ...(tone ? { tone } : {}) };
}

/** The roll modes Foundry offers (CONFIG.Dice.rollModes), with our own labels. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

/** The roll-mode select, defaulting to the mode the user has chosen in the chat log. */
export function rollModeField(
  form: Form,
  initial: string,
): { field: DialogField; value: RollMode } {
  const start = (ROLL_MODES as readonly string[]).includes(initial)
    ? (initial as RollMode)
    : "publicroll";
  return form.select(
    "rollMode",
    dialogKey("RollMode"),
    ROLL_MODES.map((mode) => ({ value: mode, label: dialogKey("Mode", mode) })),
    { initial: start },
  );
}

/** A value as a field's raw string, for building a form back from values (tests, re-renders). */
export function fieldText(value: FieldValue): string {
  return typeof value === "boolean" ? (value ? "on" : "") : String(value);
}

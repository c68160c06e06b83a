import type { OddsBand } from "../../../rules/cards/odds";
import { isRulesError, requireWithin } from "../../../rules/errors";
import { percent } from "../../../templates/helpers";
import { MESSAGE_MODES, messageModeOf, type MessageMode } from "../../message-modes";
import type { Chance, DialogField, FieldOption, FieldValue, Refusal, Warning } from "./types";

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
  /** the values refused so far, in field order: the dialog rolls nothing while there are any */
  readonly errors: Refusal[] = [];

  constructor(private readonly raw: RawValues) {}

  private has(name: string): boolean {
    return Object.hasOwn(this.raw, name) && this.raw[name] !== "" && this.raw[name] !== null;
  }

  private add(field: DialogField): DialogField {
    this.fields.push(field);
    return field;
  }

  /**
   * A typed number checked against the rules' bounds: the number, or the refusal shown next to
   * the field (the rules' own TooLow / TooHigh message). A refused number is never clamped into
   * range; the dialog computes with the default while Roll stays disabled (see `errors`).
   */
  private bounded(
    name: string,
    label: string,
    o: { min?: number; max?: number },
  ): { read: number; error?: Warning } | null {
    const read = this.has(name) ? Number(this.raw[name]) : NaN;
    if (!Number.isFinite(read)) return null;
    const whole = Math.trunc(read);
    try {
      requireWithin(label, whole, { min: o.min ?? -Infinity, max: o.max ?? Infinity });
      return { read: whole };
    } catch (error) {
      if (!isRulesError(error)) throw error;
      this.errors.push({ code: error.code, details: error.details });
      return { read: whole, error: { key: error.i18nKey, details: error.details } };
    }
  }

  private numberField(
    name: string,
    label: string,
    value: FieldValue,
    o: { min?: number; max?: number; hint?: string },
    error: Warning | undefined,
  ): DialogField {
    return this.add({
      name,
      label,
      kind: "number",
      value,
      ...(o.min === undefined ? {} : { min: o.min }),
      ...(o.max === undefined ? {} : { max: o.max }),
      ...(o.hint ? { hint: o.hint } : {}),
      ...(error ? { error } : {}),
    });
  }

  /** A whole number between `min` and `max` (a value outside them is refused, see `bounded`). */
  number(
    name: string,
    label: string,
    o: { initial: number; min?: number; max?: number; hint?: string },
  ): { field: DialogField; value: number } {
    const typed = this.bounded(name, label, o);
    const value = typed && !typed.error ? typed.read : o.initial;
    const field = this.numberField(name, label, typed?.read ?? value, o, typed?.error);
    return { field, value };
  }

  /** A whole number between `min` and `max`, or null while the field is blank. */
  optionalNumber(
    name: string,
    label: string,
    o: { initial: number | null; min?: number; max?: number; hint?: string },
  ): { field: DialogField; value: number | null } {
    const submitted = Object.hasOwn(this.raw, "rollMode");
    const typed = this.bounded(name, label, o);
    const value = typed ? (typed.error ? o.initial : typed.read) : submitted ? null : o.initial;
    const field = this.numberField(name, label, typed?.read ?? value ?? "", o, typed?.error);
    return { field, value };
  }

  /**
   * A checkbox. A form that was read back and lacks it means unticked. A disabled one (the rules
   * refuse it now, `hint` says why) is never ticked, whatever the form holds.
   */
  checkbox(
    name: string,
    label: string,
    o: { initial: boolean; hint?: string; text?: string; disabled?: boolean },
  ): { field: DialogField; value: boolean } {
    const raw = this.raw[name];
    const submitted = Object.hasOwn(this.raw, "rollMode");
    const value =
      !o.disabled &&
      (raw === undefined
        ? submitted
          ? false
          : o.initial
        : raw === true || raw === "on" || raw === "true");
    const field = this.add({
      name,
      label,
      kind: "checkbox",
      value,
      ...(o.hint ? { hint: o.hint } : {}),
      ...(o.text ? { text: o.text } : {}),
      ...(o.disabled ? { disabled: true } : {}),
    });
    return { field, value };
  }

  /** One of the options that are not disabled; the first such one when `initial` is not. */
  select<V extends string>(
    name: string,
    label: string,
    options: readonly (FieldOption & { value: V })[],
    o: { initial: V; hint?: string; alias?: (raw: string) => V | null },
  ): { field: DialogField; value: V } {
    const usable = options.filter((opt) => !opt.disabled).map((opt) => opt.value);
    const given = this.has(name) ? String(this.raw[name]) : o.initial;
    const wanted = o.alias?.(given) ?? given;
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

/** The exclusive bands of a roll (they add up to 100%), best first, as the dialog lists them. */
export function bandChances(bands: readonly OddsBand[]): Chance[] {
  return bands.map((b) => chance(dialogKey("Band", b.id), b.chance, b.tone));
}

/**
 * The message-mode select (still named `rollMode` in the form, as macros give it), offering the
 * modes Foundry lists and starting on the one the user has chosen in the chat log. A macro may
 * give a mode by any name Foundry has used for it (messageModeOf).
 */
export function rollModeField(
  form: Form,
  initial: MessageMode,
  offered: readonly MessageMode[] = MESSAGE_MODES,
): { field: DialogField; value: MessageMode } {
  const modes = MESSAGE_MODES.filter((mode) => offered.includes(mode));
  return form.select(
    "rollMode",
    dialogKey("RollMode"),
    modes.map((mode) => ({ value: mode, label: dialogKey("Mode", mode) })),
    { initial: modes.includes(initial) ? initial : (modes[0] ?? "public"), alias: messageModeOf },
  );
}

/** A value as a field's raw string, for building a form back from values (tests, re-renders). */
export function fieldText(value: FieldValue): string {
  return typeof value === "boolean" ? (value ? "on" : "") : String(value);
}

/**
 * A refusal's details as the user reads them: a dialog refusal names its field by the field's
 * label (a lang key), localised here; any other name is shown as given.
 */
export function labelledDetails(
  details: Readonly<Record<string, string | number>> | undefined,
  localize: (key: string) => string,
): Record<string, string | number> {
  const out = { ...(details ?? {}) };
  if (typeof out.name === "string" && out.name.startsWith("ACTION_ENGINE."))
    out.name = localize(out.name);
  return out;
}

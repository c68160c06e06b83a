import { notAllowed, requireBoolean, requireChoice, requireInteger, showValue } from "../errors";
import type { CheckActor, CheckDefinition, CheckField, CheckPlan, CheckValues } from "./types";

/*
 * What every check shares before the roll: reading the dialog's values for a check's fields
 * (as the form gives them: text, or true/false), checking them against the fields' limits, and
 * the plan they make. A bad value is a rules error naming the field's label (a lang key), so the
 * dialog can say which field is wrong; nothing is clamped out of sight.
 */

/** Chances this close to 1 count as adding up (floating-point sums of exact fractions). */
const SUM_TOLERANCE = 1e-9;

/** A field's value as the form gives it, before checking: text, a number, or a checkbox. */
/** +3 / 0 / −2 with a true minus sign, as sheets and cards show modifiers. */
export function signed(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return "0";
}

export type RawCheckValues = Readonly<Record<string, unknown>>;

function readOne(field: CheckField, raw: unknown): unknown {
  if (raw === undefined) return field.default;
  switch (field.kind) {
    case "number":
      // an empty box is no number; "3.5" and "x" reach the check as what they are
      return typeof raw === "string" ? (raw.trim() === "" ? raw : Number(raw)) : raw;
    case "boolean":
      return raw === "on" || raw === "true" ? true : raw === "" || raw === "false" ? false : raw;
    case "choice":
      return raw;
  }
}

/** The values of a check's fields read from a form: each field's own, or its default when absent. */
export function readCheckValues(
  fields: readonly CheckField[],
  raw: RawCheckValues,
): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.id, readOne(f, raw[f.id])]));
}

/** Checks one value against its field: a whole number within its limits, a listed choice, true/false. */
function requireValue(field: CheckField, value: unknown): CheckValues[string] {
  switch (field.kind) {
    case "number":
      return requireInteger(field.label, value, { min: field.min, max: field.max });
    case "boolean":
      return requireBoolean(field.label, value);
    case "choice":
      return requireChoice(
        field.label,
        value,
        // Stryker disable next-line ArrayDeclaration: a stand-in entry has no value, so no text matches it either
        (field.choices ?? []).map((c) => c.value),
      );
  }
}

/** The values checked against the check's fields; a value for no field is refused. */
export function requireCheckValues(
  fields: readonly CheckField[],
  values: Readonly<Record<string, unknown>>,
): CheckValues {
  for (const id of Object.keys(values))
    if (!fields.some((f) => f.id === id))
      throw notAllowed(`the value ${showValue(id)}`, "the check has no such field");
  return Object.fromEntries(fields.map((f) => [f.id, requireValue(f, values[f.id])]));
}

/** Checks a plan's odds: exclusive bands whose chances lie in [0, 1] and add up to 1. */
export function requireOdds(plan: CheckPlan): CheckPlan {
  let sum = 0;
  for (const band of plan.odds) {
    if (!(band.chance >= 0 && band.chance <= 1))
      throw notAllowed(`a chance of ${showValue(band.chance)}`, "a chance lies between 0 and 1");
    sum += band.chance;
  }
  // Stryker disable next-line EqualityOperator: near 1, sum − 1 is a multiple of 2^-52, never exactly 1e-9
  if (Math.abs(sum - 1) > SUM_TOLERANCE)
    throw notAllowed(`odds adding up to ${sum}`, "a check's results add up to 1");
  return plan;
}

/** The checked values and the plan they make for this character (a rules error on a bad value). */
export function planCheck(
  check: CheckDefinition,
  actor: CheckActor,
  values: Readonly<Record<string, unknown>>,
): { values: CheckValues; plan: CheckPlan } {
  const checked = requireCheckValues(check.fields(actor), values);
  return { values: checked, plan: requireOdds(check.plan(actor, checked)) };
}

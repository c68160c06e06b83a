import {
  requireBoolean,
  requireChoice,
  requireInteger,
  requireObject,
  requireWithin,
} from "../../errors";
import { aimKept } from "../../mano/actions";
import type { Harm } from "../../mano/harm";
import type { PatchValue } from "../../cards/shared";
import type { CheckActor, CheckField, CheckValue, CheckValues, Patch } from "../types";

/*
 * The dialog fields of the Mano a Mano checks and the readers that hold every value to the same
 * limits the field shows, so the dialog, the plan and an Apply refuse the same numbers.
 */

/** A number field's id and limits; `whole` numbers are modifiers, the others metres. */
export interface NumberSpec {
  readonly id: string;
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
}

/** A choice field's id and its values. */
export interface ChoiceSpec<C extends string> {
  readonly id: string;
  readonly choices: readonly C[];
}

/** ACTION_ENGINE.Check.mano.<check>.<name>: where a Mano a Mano check's own strings live. */
export function manoKey(check: string, name: string): string {
  return `ACTION_ENGINE.Check.mano.${check}.${name}`;
}

/** The modifier limits the sheet's abilities and attacks allow (−20 to 50, whole numbers). */
const MODIFIER_LIMITS = { min: -20, max: 50 } as const;

export function modifierSpec(id: string): NumberSpec {
  return { id, ...MODIFIER_LIMITS, whole: true };
}

/** The field a number spec shows: label `<id>`, hint `<id>Hint` under the check's keys. */
export function numberField(check: string, spec: NumberSpec, value: number): CheckField {
  return {
    id: spec.id,
    label: manoKey(check, spec.id),
    hint: manoKey(check, `${spec.id}Hint`),
    kind: "number",
    default: Math.min(spec.max, Math.max(spec.min, value)),
    min: spec.min,
    max: spec.max,
  };
}

/** A choice field; each choice is labelled by `labelOf(value)`. */
export function choiceField<C extends string>(
  check: string,
  spec: ChoiceSpec<C>,
  value: C,
  labelOf: (choice: C) => string,
): CheckField {
  return {
    id: spec.id,
    label: manoKey(check, spec.id),
    hint: manoKey(check, `${spec.id}Hint`),
    kind: "choice",
    default: value,
    choices: spec.choices.map((choice) => ({ value: choice, label: labelOf(choice) })),
  };
}

export function booleanField(check: string, id: string, value: boolean): CheckField {
  return {
    id,
    label: manoKey(check, id),
    hint: manoKey(check, `${id}Hint`),
    kind: "boolean",
    default: value,
  };
}

function valueOf(values: CheckValues, id: string): CheckValue | undefined {
  return requireObject("check values", values)[id] as CheckValue | undefined;
}

/** A number value within its field's limits (a rules error names the field otherwise). */
export function numberValue(values: CheckValues, spec: NumberSpec): number {
  const value = valueOf(values, spec.id);
  return spec.whole ? requireInteger(spec.id, value, spec) : requireWithin(spec.id, value, spec);
}

export function choiceValue<C extends string>(values: CheckValues, spec: ChoiceSpec<C>): C {
  return requireChoice(spec.id, valueOf(values, spec.id), spec.choices);
}

export function booleanValue(values: CheckValues, id: string): boolean {
  return requireBoolean(id, valueOf(values, id));
}

/** A number on the character's prepared sheet (`system.<path>`), as the rules read it. */
export function sheetNumber(actor: CheckActor, path: string): number {
  requireObject("character", actor);
  let at: unknown = requireObject("character data", actor.system);
  for (const part of path.split(".")) at = (at as Record<string, unknown> | undefined)?.[part];
  return requireWithin(`system.${path}`, at, {});
}

/** A text on the character's prepared sheet (`system.<path>`), one of `choices`. */
export function sheetChoice<C extends string>(
  actor: CheckActor,
  path: string,
  choices: readonly C[],
): C {
  requireObject("character", actor);
  const data = requireObject("character data", actor.system);
  return requireChoice(`system.${path}`, data[path], choices);
}

/** The rulesets whose characters take the Mano a Mano checks ([I-7]: Action Rounds borrows them). */
export type ManoRuleset = "mano" | "rounds";

/** The button's name and description: ACTION_ENGINE.Check.<ruleset>.<check>.label / .hint. */
export function buttonKeys(ruleset: ManoRuleset, check: string): { label: string; hint: string } {
  const base = `ACTION_ENGINE.Check.${ruleset}.${check}`;
  return { label: `${base}.label`, hint: `${base}.hint` };
}

/** Why a check cannot be taken now: ACTION_ENGINE.Check.mano.Unavailable.<reason>. */
export function unavailableKey(reason: string): string {
  return `ACTION_ENGINE.Check.mano.Unavailable.${reason}`;
}

/** The fields a check that hurts writes: stun, damage, and the stance an aimer loses. */
export const HARM_PATHS = ["system.stun", "system.damage", "system.stance"] as const;

/**
 * The stun and damage a character has after taking `harm`, read from an Apply's current values;
 * a character that was aiming loses the aim to any of it (RULES 5 aim, aimKept).
 */
export function withHarm(current: Patch, harm: Harm): Patch {
  const stun = requireInteger("system.stun", current["system.stun"], { min: 0 });
  const damage = requireInteger("system.damage", current["system.damage"], { min: 0 });
  const patch: Record<string, PatchValue> = {
    "system.stun": stun + harm.stun,
    "system.damage": damage + harm.damage,
  };
  if (current["system.stance"] === "aiming" && !aimKept(harm.stun, harm.damage))
    patch["system.stance"] = "default";
  return patch;
}

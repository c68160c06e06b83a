/*
 * The context the roll dialog renders (templates/dialog/attack.hbs): the situation's inputs,
 * grouped into sections and per-target blocks, and the exact chance of each outcome for the
 * current choices. Labels are lang keys; user text (names) is left for the template to escape.
 */
import type { ErrorCode, ErrorDetails } from "../../../rules/errors";
import type { Line } from "../types";

export type FieldValue = string | number | boolean;

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  /** a label that is user text (an item's name), not a lang key */
  readonly literal?: boolean;
  readonly disabled?: boolean;
}

/** One input of the dialog. `name` is the form name the values are read back by. */
export interface DialogField {
  readonly name: string;
  readonly label: string;
  readonly kind: "number" | "checkbox" | "select";
  readonly value: FieldValue;
  readonly options?: readonly FieldOption[];
  readonly min?: number;
  readonly max?: number;
  /** a lang key shown under the field */
  readonly hint?: string;
  /** the rules do not allow it now (the hint says why): shown, never ticked */
  readonly disabled?: boolean;
  /** user text shown after the label (an armor piece's name), escaped by the template */
  readonly text?: string;
  /** the value typed is refused (out of the rules' bounds): shown next to the field */
  readonly error?: Warning;
}

/** Why nothing may be rolled now: a rules error's code and details (Roll is disabled). */
export interface Refusal {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;
}

/** One outcome's exact chance, formatted. */
export interface Chance {
  readonly label: string;
  readonly value: string;
  readonly tone?: "success" | "failure" | "critical" | "fumble" | "warning" | "neutral";
}

/** A warning: its lang key and the name it mentions, if any (user text, escaped). */
export interface Warning {
  readonly key: string;
  readonly name?: string;
  /** a rules error's details: `name` is then a lang key (a field's label), localised in turn */
  readonly details?: Readonly<Record<string, string | number>>;
}

/** The parts of the dialog that follow the choices: facts and chances. */
export interface LiveBlock {
  /** where the block goes: "card" or a target id */
  readonly id: string;
  readonly lines: readonly Line[];
  readonly chances: readonly Chance[];
  /** warnings that apply now (out of range, not enough rounds …) */
  readonly warnings: readonly Warning[];
}

export interface DialogSection {
  readonly heading: string;
  readonly fields: readonly DialogField[];
}

export interface DialogTarget {
  readonly id: string;
  readonly name: string;
  readonly fields: readonly DialogField[];
  readonly live: LiveBlock;
}

export interface DialogContext {
  readonly ruleset: string;
  readonly attacker: { readonly name: string };
  readonly weapon: { readonly name: string };
  readonly sections: readonly DialogSection[];
  readonly targets: readonly DialogTarget[];
  /** facts and chances for the whole attack */
  readonly live: LiveBlock;
  /** a lang key warning that nobody is targeted (the attack still rolls; Apply stays off) */
  readonly noTargets: string | null;
  readonly rollMode: DialogField;
  /** why the attack cannot be rolled now (the attacker cannot act, a value is refused), or null */
  readonly refusal: Refusal | null;
}

/** Every field of a context, for reading the form back. */
export function fieldsOf(context: Pick<DialogContext, "sections" | "targets" | "rollMode">) {
  return [
    ...context.sections.flatMap((s) => s.fields),
    ...context.targets.flatMap((t) => t.fields),
    context.rollMode,
  ];
}

import { isRulesError } from "../../../rules/errors";
import { checkUnavailable } from "../../../rules/checks/unavailable";
import { readCheckValues, planCheck } from "../../../rules/checks/values";
import type {
  CheckActor,
  CheckDefinition,
  CheckField,
  CheckPlan,
  CheckValues,
} from "../../../rules/checks/types";
import type { MessageMode } from "../../message-modes";
import { chance, Form, rollModeField, type RawValues } from "./form";
import type { DialogField, LiveBlock, Warning } from "./types";

/*
 * The check dialog's context (templates/dialog/check.hbs): the check's own fields with their
 * defaults and limits, and one live block with the exact odds of every result and how the number
 * to reach is made. A value the check refuses stays in its field and the live block names the
 * field and why, in place of the odds: nothing is rolled with it.
 */

export interface CheckDialogContext {
  readonly ruleset: string;
  readonly character: { readonly name: string };
  readonly check: { readonly label: string; readonly hint: string };
  readonly fields: readonly DialogField[];
  readonly live: LiveBlock;
  /** none: a check has no targets (kept for the live-block wiring the attack dialog shares) */
  readonly targets: readonly never[];
  readonly rollMode: DialogField;
  /** why nothing may be rolled: the character cannot take the check now, or a value is refused */
  readonly refusal: Warning | null;
}

/** What the dialog's values make: the context, and the values and plan to roll (null when refused). */
export interface CheckDialogState {
  readonly context: CheckDialogContext;
  readonly ready: { readonly values: CheckValues; readonly plan: CheckPlan } | null;
  /** the refusal, as a rules error's key and details (null when the values are good) */
  readonly problem: Warning | null;
  readonly messageMode: MessageMode;
}

function shownValue(field: CheckField, raw: unknown): DialogField["value"] {
  if (raw === undefined) return field.default;
  return typeof raw === "boolean" || typeof raw === "number" ? raw : String(raw);
}

function dialogField(field: CheckField, raw: unknown, problem: Warning | null): DialogField {
  const kind =
    field.kind === "choice" ? "select" : field.kind === "boolean" ? "checkbox" : "number";
  return {
    name: field.id,
    label: field.label,
    kind,
    value: shownValue(field, raw),
    ...(field.choices ? { options: field.choices } : {}),
    ...(field.min === undefined ? {} : { min: field.min }),
    ...(field.max === undefined ? {} : { max: field.max }),
    ...(field.hint ? { hint: field.hint } : {}),
    // a refused value is named beside its field (the rules name the field by its label)
    ...(problem?.details?.name === field.label ? { error: problem } : {}),
  };
}

/** The dialog for this check and character with the form's values (none yet: the defaults). */
export function checkDialog(
  check: CheckDefinition,
  actor: CheckActor,
  raw: RawValues,
  initialMode: MessageMode,
  offeredModes?: readonly MessageMode[],
): CheckDialogState {
  const fields = check.fields(actor);
  const mode = rollModeField(new Form(raw), initialMode, offeredModes);
  let ready: CheckDialogState["ready"] = null;
  const unavailable = checkUnavailable(check, actor);
  let problem: Warning | null = unavailable ? { key: unavailable } : null;
  if (!problem)
    try {
      ready = planCheck(check, actor, readCheckValues(fields, raw));
    } catch (error) {
      if (!isRulesError(error)) throw error;
      problem = { key: error.i18nKey, details: error.details };
    }
  const live: LiveBlock = {
    id: "card",
    lines: ready?.plan.lines ?? [],
    chances: ready?.plan.odds.map((b) => chance(b.label, b.chance, b.tone)) ?? [],
    // a value refused beside its field is not said twice
    warnings: problem && !fields.some((f) => problem?.details?.name === f.label) ? [problem] : [],
  };
  return {
    context: {
      ruleset: check.ruleset,
      character: { name: actor.name },
      check: { label: check.label, hint: check.hint },
      fields: fields.map((f) => dialogField(f, raw[f.id], problem)),
      live,
      targets: [],
      rollMode: mode.field,
      refusal: problem,
    },
    ready,
    problem,
    messageMode: mode.value,
  };
}

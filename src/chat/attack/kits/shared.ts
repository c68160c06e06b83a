import { cannotAct } from "../../../rules/cannot-act";
import type { ConditionFacts } from "../../../rules/conditions";
import type { MessageMode } from "../../message-modes";
import { num } from "../../view-models/shared";
import { dialogKey, rollModeField, type Form } from "../../view-models/dialog/form";
import type {
  DialogContext,
  DialogField,
  DialogSection,
  DialogTarget,
  LiveBlock,
  Refusal,
  Warning,
} from "../../view-models/dialog/types";
import type { TargetView } from "../views";
import type { AttackInput, LeftOutWhy } from "./types";

export { dialogKey, num };

/** A section of fields under a lang-key heading. */
export function section(heading: string, fields: readonly DialogField[]): DialogSection {
  return { heading: dialogKey("Section", heading), fields };
}

/** The form name of a target's own field: `target.<id>.<field>`. */
export function targetField(target: { id: string }, field: string): string {
  return `target.${target.id}.${field}`;
}

/** A live block (facts, chances, warnings) for the card or a target. */
export function live(id: string, parts: Partial<Omit<LiveBlock, "id">> = {}): LiveBlock {
  return {
    id,
    lines: parts.lines ?? [],
    chances: parts.chances ?? [],
    warnings: parts.warnings ?? [],
  };
}

/**
 * RULES 1.6, 2, 3, 5: the attacker's own refusal when it cannot act at all (Down, out,
 * incapacitated), shown in the dialog and refused by the card.
 */
export function actingRefusal(input: Pick<AttackInput, "ruleset" | "attacker">): Refusal | null {
  const { actor } = input.attacker;
  return cannotAct(
    input.ruleset,
    actor.name,
    actor.system as unknown as ConditionFacts[typeof input.ruleset],
  );
}

/** The warning a refusal shows in the dialog's live block (the character's name as given). */
export function refusalWarning(refusal: Refusal): Warning {
  const name = refusal.details.name;
  return {
    key: `ACTION_ENGINE.Error.${refusal.code}`,
    ...(typeof name === "string" ? { name } : {}),
  };
}

/**
 * The dialog's frame around a ruleset's sections and targets: who attacks with what, the roll
 * mode, the warning when nobody is targeted, and one warning per targeted character the attack
 * leaves out (one of another ruleset, or the attacker itself), saying why. An attacker who cannot
 * act, or a value refused next to its field, makes the attack's refusal (Roll is disabled).
 */
export function frame(
  input: AttackInput,
  form: Form,
  parts: {
    sections: readonly DialogSection[];
    targets: readonly DialogTarget[];
    live: LiveBlock;
    leftOut: readonly { target: TargetView; why: LeftOutWhy }[];
  },
): { context: DialogContext; messageMode: MessageMode } {
  const mode = rollModeField(form, input.messageMode, input.messageModes);
  const acting = actingRefusal(input);
  const leftOut: Warning[] = parts.leftOut.map(({ target, why }) => ({
    key: dialogKey("Warning", why),
    name: target.name,
  }));
  return {
    messageMode: mode.value,
    context: {
      ruleset: input.ruleset,
      attacker: { name: input.attacker.actor.name },
      weapon: { name: input.attacker.weapon.name },
      sections: parts.sections,
      targets: parts.targets,
      live: {
        ...parts.live,
        warnings: [...(acting ? [refusalWarning(acting)] : []), ...leftOut, ...parts.live.warnings],
      },
      noTargets: parts.targets.length === 0 ? dialogKey("Warning", "noTargets") : null,
      rollMode: mode.field,
      refusal: acting ?? form.errors[0] ?? null,
    },
  };
}

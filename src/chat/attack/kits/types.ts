import type { MessageMode } from "../../message-modes";
import type { RuleOptions } from "../../../rules/options";
import type { RulesetId } from "../../../rules/rulesets";
import type { AttackCard } from "../../view-models";
import type { DialogContext } from "../../view-models/dialog/types";
import type { RawValues } from "../../view-models/dialog/form";
import type { RolledDice } from "../dice";
import type { AttackerView, TargetView } from "../views";

/** Everything an attack starts from: who attacks with what, whom, and the world's options. */
export interface AttackInput<R extends RulesetId = RulesetId> {
  readonly ruleset: R;
  readonly attacker: AttackerView;
  readonly targets: readonly TargetView[];
  readonly options: RuleOptions[R];
  /** the message mode the user has chosen in the chat log */
  readonly messageMode: MessageMode;
  /** the modes Foundry lists (CONFIG.ChatMessage.modes, CONFIG.Dice.rollModes before v14); all four if absent */
  readonly messageModes?: readonly MessageMode[];
  /**
   * the other characters on the scene, neither attacker nor target: Mano a Mano's cover action
   * (RULES 5) lets one of them cover a target
   */
  readonly bystanders?: readonly TargetView[];
}

/** The dialog's context and the plan its current values make. */
export interface Prepared<P> {
  readonly context: DialogContext;
  readonly plan: P;
}

/**
 * One ruleset's attack: the dialog (its fields, read back and checked, with the exact chances),
 * the dice to roll, and the card those dice make. Pure: documents arrive as views, dice as
 * evaluated rolls.
 */
export interface AttackKit<P extends { readonly messageMode: MessageMode }> {
  readonly ruleset: RulesetId;
  prepare(input: AttackInput, raw: RawValues): Prepared<P>;
  /** the Foundry Roll formulas to evaluate, in order */
  formulas(plan: P): string[];
  /** the card from the evaluated rolls (same order as `formulas`) */
  card(plan: P, rolls: readonly RolledDice[]): AttackCard;
  /** the weapon's update the attack makes once its card is posted (a round fired), or null */
  weaponUpdate?(plan: P): Readonly<Record<string, unknown>> | null;
}

/** Why the attack leaves a targeted character out; the dialog warns with this key. */
export type LeftOutWhy = "otherRuleset" | "self";

/**
 * The targets the attack can take: characters of the ruleset's own types, other than the attacker
 * (its own token, or another token of the same character); the rest, each with why, for the
 * dialog's warnings.
 */
export function attackable(
  types: readonly string[],
  input: Pick<AttackInput, "attacker" | "targets">,
): { kept: TargetView[]; left: { target: TargetView; why: LeftOutWhy }[] } {
  const self = (t: TargetView) =>
    t.actor.uuid === input.attacker.actor.uuid ||
    (t.tokenUuid !== null && t.tokenUuid === input.attacker.tokenUuid);
  const kept: TargetView[] = [];
  const left: { target: TargetView; why: LeftOutWhy }[] = [];
  for (const target of input.targets) {
    if (self(target)) left.push({ target, why: "self" });
    else if (!types.includes(target.actor.type)) left.push({ target, why: "otherRuleset" });
    else kept.push(target);
  }
  return { kept, left };
}

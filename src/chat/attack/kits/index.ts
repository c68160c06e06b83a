import { RulesRangeError } from "../../../rules/errors";
import type { MessageMode } from "../../message-modes";
import type { RawValues } from "../../view-models/dialog/form";
import type { Band } from "../../../rules/occult";
import type { RulesetId } from "../../../rules/rulesets";
import type { TargetInput } from "../../card/retarget";
import { actionKit } from "./action";
import { manoKit } from "./mano";
import { occultKit } from "./occult";
import { okrpgKit } from "./okrpg";
import type { AttackInput, AttackKit } from "./types";

export type { AttackInput, AttackKit } from "./types";

/** What every plan holds: the message mode and the card input built from the dialog. */
export interface AnyPlan {
  readonly messageMode: MessageMode;
  readonly input: { readonly targets: readonly TargetInput[] };
  /** Occult Ops: the bands chosen by hand for targets whose distance is unknown */
  readonly bands?: Readonly<Record<string, Band>>;
}

/** Each ruleset's attack (Action Rounds attacks as Mano a Mano does [I-7]). */
export function kitFor(ruleset: RulesetId): AttackKit<AnyPlan> {
  switch (ruleset) {
    case "okrpg":
      return okrpgKit as unknown as AttackKit<AnyPlan>;
    case "occult":
      return occultKit as unknown as AttackKit<AnyPlan>;
    case "action":
      return actionKit as unknown as AttackKit<AnyPlan>;
    default:
      return manoKit as unknown as AttackKit<AnyPlan>;
  }
}

/**
 * The plan the dialog's values make, or the dialog's refusal thrown as a rules error (an attacker
 * who cannot act, a value out of the rules' bounds): what the dialog disables, the card and the
 * API refuse too.
 */
export function rollablePlan(kit: AttackKit<AnyPlan>, input: AttackInput, raw: RawValues): AnyPlan {
  const { context, plan } = kit.prepare(input, raw);
  if (context.refusal) throw new RulesRangeError(context.refusal.code, context.refusal.details);
  return plan;
}

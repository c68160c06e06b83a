import type { MessageMode } from "../../message-modes";
import type { Band } from "../../../rules/occult";
import type { RulesetId } from "../../../rules/rulesets";
import type { TargetInput } from "../../card/retarget";
import { actionKit } from "./action";
import { manoKit } from "./mano";
import { occultKit } from "./occult";
import { okrpgKit } from "./okrpg";
import type { AttackKit } from "./types";

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

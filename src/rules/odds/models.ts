import { actionModel } from "./action";
import { manoModel } from "./mano";
import type { OddsModel } from "./model";
import { occultModel } from "./occult";
import { okrpgModel } from "./okrpg";
import type { OddsInput } from "./types";

/** The ruleset's model of a fight (Action Rounds fights as Mano a Mano does [I-7]). */
export function modelFor(input: OddsInput): OddsModel {
  switch (input.ruleset) {
    case "okrpg":
      return okrpgModel(input) as OddsModel;
    case "occult":
      return occultModel(input) as OddsModel;
    case "action":
      return actionModel(input) as OddsModel;
    default:
      return manoModel(input) as OddsModel;
  }
}

import type { ActionCard } from "../../rules/cards/action";
import type { ManoCard } from "../../rules/cards/mano";
import type { OccultCard } from "../../rules/cards/occult";
import type { OkrpgCard } from "../../rules/cards/okrpg";
import { actionCardView } from "./action";
import { manoCardView } from "./mano";
import { occultCardView } from "./occult";
import { okrpgCardView } from "./okrpg";
import type { CardContext, Viewer } from "./types";

export { actionCardView, manoCardView, occultCardView, okrpgCardView };
export { CARD_TEMPLATES } from "./shared";
export type * from "./types";

/** Any ruleset's attack card, as kept on a chat message. */
export type AttackCard = OkrpgCard | OccultCard | ActionCard | ManoCard;

/** The template context of any card for one viewer; `context.template` names its template. */
export function cardView(card: AttackCard, viewer: Viewer): CardContext {
  switch (card.ruleset) {
    case "okrpg":
      return okrpgCardView(card, viewer);
    case "occult":
      return occultCardView(card, viewer);
    case "action":
      return actionCardView(card, viewer);
    case "mano":
    case "rounds":
      return manoCardView(card, viewer);
  }
}

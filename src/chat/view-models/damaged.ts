import type { StoredProblem } from "../../rules/stored";
import { button, key } from "./shared";
import type { Button } from "./types";

/*
 * A card whose stored data is damaged (readCard found it so) or that the GM marked void: never
 * drawn with another ruleset's rules, never worked on. The block says so, shows what is wrong, and
 * gives the GM the one way on: mark the card void.
 */

export const DAMAGED_TEMPLATE = "systems/action-engine/templates/chat/damaged-card.hbs";

export interface DamagedCardContext {
  readonly template: string;
  readonly voided: boolean;
  /** lang key of the block's message */
  readonly message: string;
  /** what is wrong (a rules error's lang key and details), for the GM; null once void */
  readonly problem: { readonly key: string; readonly details: StoredProblem["details"] } | null;
  readonly buttons: readonly Button[];
}

/** The block a damaged or void card shows to one viewer. */
export function damagedCardView(
  state: { problem: StoredProblem | null; voided: boolean },
  viewer: { isGM: boolean },
): DamagedCardContext {
  const voided = state.voided;
  return {
    template: DAMAGED_TEMPLATE,
    voided,
    message: key("Damaged", voided ? "Void" : "Message"),
    problem:
      !voided && viewer.isGM && state.problem
        ? { key: state.problem.i18nKey, details: state.problem.details }
        : null,
    buttons: !voided && viewer.isGM ? [button("markVoid", key("Damaged", "MarkVoid"))] : [],
  };
}

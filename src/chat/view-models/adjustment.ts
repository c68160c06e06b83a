import { ADJUSTMENT_UNITS, REASON_LIMIT, ADJUSTMENT_LIMIT } from "../../rules/cards/adjustment";
import type { CardTarget } from "../../rules/cards/shared";
import { blocked } from "../card/actions";
import type { AttackCard } from "./index";
import { button, key, signed } from "./shared";
import type { AdjustmentView, Viewer } from "./types";

/*
 * The GM's adjustment of a target's harm on the card (rules/cards/adjustment.ts): what is set,
 * beside the target, for everyone; and, for a GM before Apply, the fields that set it.
 */

/** A target's adjustment as the card shows it, and the GM's fields; null when neither shows. */
export function adjustmentView(
  card: AttackCard,
  target: CardTarget,
  viewer: Viewer,
): AdjustmentView | null {
  const set = target.adjustment;
  const unit = key("Adjust", "Unit", ADJUSTMENT_UNITS[card.ruleset]);
  const shown = set ? { amount: signed(set.amount), unit, reason: set.reason } : null;
  const editable =
    viewer.isGM && !target.applied && !target.missing && blocked(card, target.id) === null;
  if (!shown && !editable) return null;
  const data = { target: target.id };
  return {
    target: target.id,
    shown,
    form: editable
      ? {
          unit,
          amount: set ? String(set.amount) : "",
          reason: set?.reason ?? "",
          limit: String(ADJUSTMENT_LIMIT),
          reasonLimit: String(REASON_LIMIT),
          set: button("adjust", key("Adjust", "Set"), { data }),
          clear: set ? button("unadjust", key("Adjust", "Clear"), { data }) : null,
        }
      : null,
  };
}

import { turns } from "../../rules/sequencing";
import type { TurnsState } from "../../rules/sequencing/turns";
import { REFUSED, Refusal } from "../refusal";
import type { Control } from "./controls";
import { notInMode, requireActing, step, type Step } from "./step";

/** Moves `id` one place earlier (`by` −1) or later (+1) in the GM's order; at an end, nowhere. */
function moved(s: TurnsState, id: string, by: -1 | 1): string[] {
  const order = s.order.map((position) => s.ids[position]);
  const at = order.indexOf(id);
  if (at < 0) throw new Refusal(`${REFUSED}.Unknown`);
  const to = at + by;
  if (to < 0 || to >= order.length) return order;
  const result = [...order];
  [result[at], result[to]] = [result[to], result[at]];
  return result;
}

/** RULES 5 controls on the turns with speed. Each turn that ends lets a character recover stun. */
export function turnsStep(s: TurnsState, control: Control): Step<TurnsState> {
  const ended = (id: string) => [{ kind: "turnEnded" as const, combatantId: id }];
  switch (control.action) {
    case "next":
      requireActing(turns.acting(s), control.combatantId);
      return step(turns.advance(s), "Next", ended(control.combatantId));
    case "skip":
      requireActing(turns.acting(s), control.combatantId);
      return step(turns.skip(s), "Skip", ended(control.combatantId));
    case "counter":
      return step(turns.counter(s, control.combatantId), "Counter", ended(control.combatantId));
    case "evade":
      requireActing(turns.acting(s), control.combatantId);
      return step(turns.evade(s, control.combatantId), "Evade", ended(control.combatantId));
    case "fireCounter":
      return step(
        turns.fireCounter(s, control.combatantId),
        "FireCounter",
        ended(control.combatantId),
      );
    case "reorder":
      return step(turns.reorder(s, control.ids), "Reorder");
    case "moveUp":
      return step(turns.reorder(s, moved(s, control.combatantId, -1)), "Reorder");
    case "moveDown":
      return step(turns.reorder(s, moved(s, control.combatantId, 1)), "Reorder");
    default:
      throw notInMode(control);
  }
}

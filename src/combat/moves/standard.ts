import { standard } from "../../rules/sequencing";
import type { StandardState } from "../../rules/sequencing/standard";
import { REFUSED, Refusal } from "../refusal";
import type { Control } from "./controls";
import { notInMode, requireActing, step, type Step } from "./step";

/**
 * RULES 2: the GM orders ties: `id` swaps places with the tied combatant just before it (`by` −1)
 * or just after it (+1).
 */
function withTieMoved(s: StandardState, id: string, by: -1 | 1): StandardState {
  const at = s.ids.indexOf(id);
  if (at < 0) throw new Refusal(`${REFUSED}.Unknown`);
  const other = s.ids[at + by];
  if (other === undefined || s.totals[other] !== s.totals[id])
    throw new Refusal(`${REFUSED}.NotTied`);
  return standard.tieOrder(s, by < 0 ? [id, other] : [other, id]);
}

/** RULES 2 controls on standard initiative. */
export function standardStep(s: StandardState, control: Control): Step<StandardState> {
  switch (control.action) {
    case "next": {
      requireActing(standard.acting(s), control.combatantId);
      // a foe's interrupt attack is not its turn: the turn goes back, and nothing of its ends
      if (standard.interruptOf(s)?.by === control.combatantId)
        return step(standard.advance(s), "InterruptDone");
      const next = standard.advance(s);
      return step(next, "Next", [
        { kind: "turnEnded", combatantId: control.combatantId },
        // RULES 2: a dodge lasts until the dodger's next turn
        ...standard.acting(next).map((id) => ({ kind: "turnStarted" as const, combatantId: id })),
      ]);
    }
    case "openInterrupt":
      requireActing(standard.acting(s), control.combatantId);
      return step(standard.openInterrupt(s, control.combatantId), "OpenInterrupt");
    case "takeInterrupt":
      return step(standard.takeInterrupt(s, control.combatantId), "TakeInterrupt");
    case "closeInterrupt":
      if (standard.interruptOf(s)?.against !== control.combatantId)
        throw new Refusal(`${REFUSED}.NotActing`, { id: control.combatantId });
      return step(standard.closeInterrupt(s), "CloseInterrupt");
    case "moveUp":
      return step(withTieMoved(s, control.combatantId, -1), "Reorder");
    case "moveDown":
      return step(withTieMoved(s, control.combatantId, 1), "Reorder");
    default:
      throw notInMode(control);
  }
}

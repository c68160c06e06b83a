import { ladder } from "../../rules/sequencing";
import type { LadderState } from "../../rules/sequencing/ladder";
import type { Control } from "./controls";
import { notInMode, step, type Step } from "./step";

/** RULES 1.10 controls on the action-point ladder. */
export function ladderStep(s: LadderState, control: Control): Step<LadderState> {
  switch (control.action) {
    case "act":
      return step(ladder.act(s, control.combatantId), "Act");
    case "hold":
      return step(ladder.hold(s, control.combatantId), "Hold");
    case "defend":
      return step(ladder.defend(s, control.combatantId), "Defend");
    case "pass":
      return step(ladder.pass(s, control.combatantId), "Pass");
    case "deferAll":
      return step(ladder.deferAll(s), "DeferAll");
    case "down":
      return step(ladder.down(s, control.combatantId), "Down");
    case "revive":
      return step(ladder.revive(s, control.combatantId), "Revive");
    case "next":
      // Foundry's "next turn" on the ladder: the named combatant (one of the tie) acts
      return step(ladder.act(s, control.combatantId), "Act");
    default:
      throw notInMode(control);
  }
}

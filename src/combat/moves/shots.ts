import { shots } from "../../rules/sequencing";
import { BASIC_COST, type ShotsState } from "../../rules/sequencing/shots";
import { REFUSED, Refusal } from "../refusal";
import type { Control } from "./controls";
import { notInMode, step, type Step } from "./step";

const COST_NAMES = { 3: "Spend3", 1: "Spend1", 0: "Spend0", all: "SpendAll" } as const;

/**
 * RULES 3: a stunt makes its target lose shots. Interpretation: the GM takes them off, one shot
 * per click.
 */
export const SHOTS_LOST_PER_CLICK = 1;

/** RULES 3 controls on the shot counter. */
export function shotsStep(s: ShotsState, control: Control): Step<ShotsState> {
  switch (control.action) {
    case "spend":
      return step(
        shots.spend(s, control.combatantId, control.cost),
        COST_NAMES[control.cost],
        // RULES 3: a focus (no shot) readies a limit break: the sheet's Focused box says so
        control.cost === 0 ? [{ kind: "focused", combatantId: control.combatantId }] : [],
      );
    case "loseShot":
      return step(shots.lose(s, control.combatantId, SHOTS_LOST_PER_CLICK), "LoseShot");
    case "activeDefence":
      return step(shots.activeDefence(s, control.combatantId), "ActiveDefence");
    case "next": {
      // Foundry's "next turn" on the shot counter: the named creature takes a basic action
      if (shots.roundOver(s)) throw new Refusal(`${REFUSED}.RoundOver`);
      return step(shots.spend(s, control.combatantId, BASIC_COST), COST_NAMES[BASIC_COST]);
    }
    default:
      throw notInMode(control);
  }
}

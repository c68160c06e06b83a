import { readyHp } from "../../rules/sequencing";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import type { Control } from "./controls";
import { notInMode, step, type Step } from "./step";

/** RULES 4 controls on the ready hit points. */
export function readyHpStep(s: ReadyHpState, control: Control): Step<ReadyHpState> {
  switch (control.action) {
    case "spendHp":
      return step(
        readyHp.spend(s, control.combatantId, control.hp, { passiveDefense: control.passive }),
        control.passive ? "Passive" : s.phase === "carryOver" ? "Move" : "SpendHp",
      );
    // Foundry's "next turn" too: the character deciding now does nothing, which costs 1 ready HP
    case "hesitate":
    case "next":
      return step(readyHp.hesitate(s, control.combatantId), "Hesitate");
    default:
      throw notInMode(control);
  }
}

import { readyHp } from "../../rules/sequencing";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import { nonDamagedOf, type ActorFacts } from "../inputs";
import type { Control } from "./controls";
import { notInMode, step, type Step } from "./step";

/** RULES 4 controls on the ready hit points. */
export function readyHpStep(s: ReadyHpState, control: Control): Step<ReadyHpState> {
  switch (control.action) {
    case "spendHp":
      return step(
        readyHp.spend(s, control.combatantId, control.hp, {
          passiveDefense: control.passive,
          ...(control.weapon === undefined ? {} : { weapon: control.weapon }),
          total: control.total ?? null,
        }),
        control.passive ? "Passive" : s.phase === "carryOver" ? "Move" : "SpendHp",
      );
    // Foundry's "next turn" too: the character deciding now does nothing, which costs 1 ready HP
    case "hesitate":
    case "next":
      return step(readyHp.hesitate(s, control.combatantId), "Hesitate");
    // RULES 4: damage or stun taken mid-round lowers what is left to act with
    case "harm":
      return step(readyHp.harm(s, control.combatantId, control.amount), "Harm");
    default:
      throw notInMode(control);
  }
}

/**
 * RULES 4 interfering: the roll total (d20 + modifiers) of an attack made on a card, which an
 * interference with it is rolled against; null when the card rolled against no target.
 * Interpretation: with several targets, the first target's total stands for the act.
 */
export function cardRollTotal(card: unknown): number | null {
  const targets = (card as { targets?: readonly { result?: { total?: unknown } }[] } | null)
    ?.targets;
  const total = Array.isArray(targets) ? targets[0]?.result?.total : undefined;
  return typeof total === "number" && Number.isInteger(total) ? total : null;
}

/**
 * RULES 4: the harm (damage and stun) a combatant's actor took since the engine last counted it,
 * as the "harm" control to raise; null when there is none. Healing mid-round changes nothing
 * until the next round starts from the actor's hit points again.
 */
export function harmControl(
  s: ReadyHpState,
  combatantId: string,
  facts: ActorFacts,
): Control | null {
  const amount = readyHp.nonDamaged(s, combatantId) - nonDamagedOf(facts);
  return amount > 0 ? { action: "harm", combatantId, amount } : null;
}

import type { ManoCard } from "../../rules/cards/mano";
import type { OccultCard } from "../../rules/cards/occult";
import { STANCES, stanceAfterAttack, type Stance } from "../../rules/mano";
import { afterAttack, type AttackTally } from "../../rules/occult";
import type { AttackCard } from "../view-models";

interface ManoAttacker {
  combo?: { action: string; weapon: string }[];
  stance?: unknown;
}

/**
 * RULES 5 combos: the turn's actions after this attack, the dialog's next check reads them. A card
 * that continues the combo (its comboStep) adds its action; any other starts the turn's list anew.
 * RULES 5 aim: the attack spends the aim, so an aiming attacker leaves the aiming row.
 */
function manoAfterAttack(card: ManoCard, attackerSystem: unknown): Record<string, unknown> {
  const { combo: before, stance } = (attackerSystem as ManoAttacker | null) ?? {};
  const step = { action: card.situation.action, weapon: card.weapon.itemId ?? "" };
  const continues = (card.situation.comboStep ?? 0) > 1;
  const update: Record<string, unknown> = {
    "system.combo": [...(continues ? (before ?? []) : []), step],
  };
  // a stance the sheet could not hold is left for the sheet to report, not rewritten here
  if (STANCES.includes(stance as Stance)) {
    const after = stanceAfterAttack(stance as Stance);
    if (after !== stance) update["system.stance"] = after;
  }
  return update;
}

/**
 * What posting an attack changes on the attacker, as one actor update (dotted paths), or null:
 * RULES 2 keeps the round's tally of an Occult Ops character's attacks, which a jump kick, a leap
 * attack and a power punch depend on; RULES 5 the actions of a Mano a Mano character's turn, for
 * its combo, and the aim it spends. Shared by the Foundry flow and the playground.
 */
export function attackerTally(
  card: AttackCard,
  attackerSystem: unknown,
): Record<string, unknown> | null {
  if (card.ruleset === "mano") return manoAfterAttack(card as ManoCard, attackerSystem);
  if (card.ruleset !== "occult") return null;
  const turn = (attackerSystem as { turn?: Partial<AttackTally> } | null)?.turn;
  const next = afterAttack((card as OccultCard).weapon.physicalAttack ?? null, {
    attacks: turn?.attacks ?? 0,
    blocked: turn?.blocked ?? "none",
  });
  return { "system.turn.attacks": next.attacks, "system.turn.blocked": next.blocked };
}

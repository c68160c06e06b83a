import type { OccultCard } from "../../rules/cards/occult";
import { afterAttack, type AttackTally } from "../../rules/occult";
import type { AttackCard } from "../view-models";

/**
 * What posting an attack changes on the attacker, as one actor update (dotted paths), or null:
 * RULES 2 keeps the round's tally of an Occult Ops character's attacks, which a jump kick, a leap
 * attack and a power punch depend on. Shared by the Foundry flow and the playground.
 */
export function attackerTally(
  card: AttackCard,
  attackerSystem: unknown,
): Record<string, unknown> | null {
  if (card.ruleset !== "occult") return null;
  const turn = (attackerSystem as { turn?: Partial<AttackTally> } | null)?.turn;
  const next = afterAttack((card as OccultCard).weapon.physicalAttack ?? null, {
    attacks: turn?.attacks ?? 0,
    blocked: turn?.blocked ?? "none",
  });
  return { "system.turn.attacks": next.attacks, "system.turn.blocked": next.blocked };
}

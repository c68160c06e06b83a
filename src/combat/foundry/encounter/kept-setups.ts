import type { TrackedCombat } from "../executor";
import { snapshotOf } from "../snapshot-of";
import { ladder } from "../../../rules/sequencing";
import type { LadderState } from "../../../rules/sequencing/ladder";
import type { KeptSetups, TargetView } from "../../../chat/attack/views";

/*
 * OK RPG (RULES 1.8): the setups the tracker keeps on the active combat's ladder, for the attack
 * dialog to fill in. Combatants are found by their actor (a token's own actor for an unlinked
 * token, as the attack's views hold it).
 */

interface CombatantLike {
  readonly id: string | null;
  readonly actor: { readonly uuid: string } | null;
}

/** The ladder's setups with the attacker's and targets' combatant ids; null outside a ladder. */
export function keptSetups(actorUuid: string, targets: readonly TargetView[]): KeptSetups | null {
  const combat = (game as unknown as { combat?: TrackedCombat | null }).combat;
  if (!combat) return null;
  const snapshot = snapshotOf(combat);
  if (snapshot.mode !== "ladder" || !snapshot.state) return null;
  const combatants = combat.combatants.contents as unknown as CombatantLike[];
  const idOf = (uuid: string) => combatants.find((one) => one.actor?.uuid === uuid)?.id ?? null;
  const attacker = idOf(actorUuid);
  if (!attacker) return null;
  const byTarget = targets.flatMap((t) => {
    const id = idOf(t.actor.uuid);
    return id ? [[t.id, id] as const] : [];
  });
  return {
    kept: ladder.setups(snapshot.state as LadderState),
    attacker,
    targets: Object.fromEntries(byTarget),
  };
}

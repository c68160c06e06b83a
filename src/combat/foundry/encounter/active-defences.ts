import type { TrackedCombat } from "../executor";
import { snapshotOf } from "../snapshot-of";
import { shots, turns } from "../../../rules/sequencing";
import type { ShotsState } from "../../../rules/sequencing/shots";
import type { TurnsState } from "../../../rules/sequencing/turns";
import type { TargetView } from "../../../chat/attack/views";

/*
 * Action (RULES 3, active defense): the targets whose active defense the shot counter of the
 * active combat holds on the shot being called, for the attack dialog to tick. Combatants are
 * found by their actor (a token's own actor for an unlinked token, as the attack's views hold it).
 */

interface CombatantLike {
  readonly id: string | null;
  readonly actor: { readonly uuid: string } | null;
}

/** The targets, each marked when its active defense holds now; unchanged outside a shot counter. */
export function withActiveDefences(targets: readonly TargetView[]): TargetView[] {
  const combat = (game as unknown as { combat?: TrackedCombat | null }).combat;
  if (!combat) return [...targets];
  const snapshot = snapshotOf(combat);
  if (snapshot.mode !== "shots" || !snapshot.state) return [...targets];
  const defending = new Set(shots.defending(snapshot.state as ShotsState));
  if (defending.size === 0) return [...targets];
  const combatants = combat.combatants.contents as unknown as CombatantLike[];
  const defenders = new Set(
    combatants.filter((one) => one.id && defending.has(one.id)).map((one) => one.actor?.uuid),
  );
  return targets.map((t) => (defenders.has(t.actor.uuid) ? { ...t, activeDefence: true } : t));
}

/**
 * Mano a Mano (RULES 5): the targets evading on the active combat's turns tracker, each with its
 * defence bonus (+4 until its first turn, +5 after an evade until its next); unchanged otherwise.
 */
export function withEvasions(targets: readonly TargetView[]): TargetView[] {
  const combat = (game as unknown as { combat?: TrackedCombat | null }).combat;
  if (!combat) return [...targets];
  const snapshot = snapshotOf(combat);
  if (snapshot.mode !== "turns" || !snapshot.state) return [...targets];
  const state = snapshot.state as TurnsState;
  const bonusByActor = new Map<string | undefined, number>();
  for (const one of combat.combatants.contents as unknown as CombatantLike[])
    if (one.id && state.ids.includes(one.id) && turns.defenseBonus(state, one.id) > 0)
      bonusByActor.set(one.actor?.uuid, turns.defenseBonus(state, one.id));
  return targets.map((t) => {
    const evading = bonusByActor.get(t.actor.uuid);
    return evading ? { ...t, evading } : t;
  });
}

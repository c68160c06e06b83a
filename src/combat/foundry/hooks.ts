import { engineOf } from "../engines";
import { actorFacts } from "../facts";
import { performControl, type TrackedCombat } from "./executor";
import type { Control } from "../moves/controls";
import { followActorControl } from "../moves/follow-actor";
import { activeGM, snapshotOf } from "./snapshot-of";

/*
 * Document changes the tracker follows, on the active GM's client only (the one client that writes
 * for everyone): combatants added or removed join or leave the engine, a defeated one drops out,
 * an OK RPG combatant going Down loses its AP (RULES 1.6, 1.10), and harm taken mid-round lowers
 * a ready-HP combatant's pools (RULES 4).
 */

const GM = { isGM: true, userId: "", gmOnline: true };

interface CombatantLike {
  id: string | null;
  parent: unknown;
  actor: unknown;
  isDefeated?: boolean;
}

function isActiveGM(): boolean {
  return activeGM()?.isSelf ?? false;
}

// Changes to one combat run one after another, each on the revision current when it runs: several
// combatants added at once must not look like a double click to each other.
const queues = new Map<string, Promise<unknown>>();

export function enqueue(combat: TrackedCombat, control: Control): Promise<unknown> {
  const id = combat.id!;
  const run = () => performControl(combat, control, snapshotOf(combat).revision, GM);
  const next = (queues.get(id) ?? Promise.resolve()).then(run, run);
  queues.set(id, next);
  return next;
}

/** Resolves once the changes queued for a combat have been written (tests and macros wait on it). */
export function whenIdle(combat: { id: string | null }): Promise<unknown> {
  return queues.get(combat.id!) ?? Promise.resolve();
}

function started(combat: TrackedCombat): boolean {
  return combat.round > 0;
}

export function onCreateCombatant(combatant: CombatantLike): void {
  const combat = combatant.parent as TrackedCombat | null;
  if (!isActiveGM() || !combat || !started(combat)) return;
  void enqueue(combat, { action: "join", combatantId: combatant.id! });
}

export function onDeleteCombatant(combatant: CombatantLike): void {
  const combat = combatant.parent as TrackedCombat | null;
  if (!isActiveGM() || !combat || !started(combat)) return;
  void enqueue(combat, { action: "leave", combatantId: combatant.id! });
}

/** Defeated ones drop out of the sequence; one no longer defeated joins it again. */
export function onUpdateCombatant(combatant: CombatantLike, changes: { defeated?: boolean }): void {
  const combat = combatant.parent as TrackedCombat | null;
  if (!isActiveGM() || !combat || !started(combat) || !("defeated" in changes)) return;
  const action = changes.defeated ? "leave" : "join";
  void enqueue(combat, { action, combatantId: combatant.id! });
}

/**
 * An actor changed: the engines that follow actor data hear of it — Down on the ladder, harm
 * taken mid-round on the ready hit points (RULES 4).
 */
export function onUpdateActor(actor: unknown): void {
  if (!isActiveGM()) return;
  const combats = (game.combats?.contents ?? []) as unknown as TrackedCombat[];
  for (const combat of combats) {
    const { mode, state } = snapshotOf(combat);
    if (state === null || (mode !== "ladder" && mode !== "readyHp")) continue;
    for (const combatant of combat.combatants.contents as unknown as CombatantLike[]) {
      if (combatant.actor !== actor || !engineOf(mode).ids(state).includes(combatant.id!)) continue;
      const facts = actorFacts(actor as never);
      const control = followActorControl(mode, state, combatant.id!, facts);
      if (control) void enqueue(combat, control);
    }
  }
}

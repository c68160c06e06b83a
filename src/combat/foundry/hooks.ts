import { engineOf } from "../engines";
import { actorFacts } from "../facts";
import { performControl, type TrackedCombat } from "./executor";
import type { Control } from "../moves/controls";
import { followActorControl, followDefeatControl } from "../moves/follow-actor";
import { activeGM, snapshotOf } from "./snapshot-of";
import { announceDefeat } from "./defeat-message";

/*
 * Document changes the tracker follows, on the active GM's client only (the one client that writes
 * for everyone): combatants added or removed join or leave the engine, a defeated one drops out,
 * an OK RPG combatant going Down loses its AP, a combatant going out is announced in chat (RULES 1.6, 1.10), and harm taken mid-round lowers
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

export function enqueue(
  combat: TrackedCombat,
  control: Control | (() => Control | null),
): Promise<unknown> {
  const id = combat.id!;
  const run = async () => {
    // a control worked out when its turn comes sees the changes queued before it
    const now = typeof control === "function" ? control() : control;
    return now && performControl(combat, now, snapshotOf(combat).revision, GM);
  };
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

/**
 * A defeated combatant leaves the sequence; one no longer defeated joins it again. Worked out when
 * its turn in the queue comes, from `isDefeated` (the flag or the defeated status on its actor):
 * core's Mark Defeated changes both, and must move it once.
 */
function followDefeat(combat: TrackedCombat, combatant: CombatantLike): void {
  let wentOut = false;
  void enqueue(combat, () => {
    const { mode, state } = snapshotOf(combat);
    if (!combat.combatants.get(combatant.id!)) return null;
    const control = followDefeatControl(mode, state, combatant.id!, combatant.isDefeated ?? false);
    wentOut = control?.action === "leave";
    return control;
  }).then((result) => {
    // once per defeat: only the leave it caused is announced (core's Mark Defeated changes the
    // flag and the status, two hooks, one leave)
    if (wentOut && (result as { status?: string } | null)?.status === "done")
      return announceDefeat(combat, combatant as never);
  });
}

export function onUpdateCombatant(combatant: CombatantLike, changes: { defeated?: boolean }): void {
  const combat = combatant.parent as TrackedCombat | null;
  if (!isActiveGM() || !combat || !started(combat) || !("defeated" in changes)) return;
  followDefeat(combat, combatant);
}

interface EffectLike {
  parent: unknown;
  /** the actor an effect on a carried item applies to (v13 ActiveEffect#target) */
  target?: unknown;
  /** whether an item's effect applies to the actor carrying the item (ActiveEffect#transfer) */
  transfer?: boolean;
  statuses?: Set<string>;
}

/**
 * The actor an effect applies to: v13's ActiveEffect#target. No public source says v14 keeps it
 * (issue 32), so without it the effect's own actor is its parent, or, for an effect on a carried
 * item that transfers, the actor carrying the item.
 */
export function effectActor(effect: EffectLike): unknown {
  if (effect.target !== undefined) return effect.target;
  const parent = effect.parent as { documentName?: string; parent?: unknown } | null;
  if (parent?.documentName === "Item" && effect.transfer !== false) return parent.parent ?? null;
  return parent;
}

/** The same actor: one instance, or (a token's synthetic actor seen twice) one uuid. */
function sameActor(a: unknown, b: unknown): boolean {
  const uuid = (x: unknown) => (x as { uuid?: string } | null)?.uuid;
  return a === b || (uuid(a) !== undefined && uuid(a) === uuid(b));
}

/**
 * The defeated status put on or taken off an actor (the Token HUD's Mark Defeated, an effect
 * dropped on it, such an effect switched off): Foundry counts it in `Combatant#isDefeated` without
 * touching the combatant, so the engine hears of it here, for every combatant of that actor in a
 * started encounter.
 */
export function onDefeatedStatus(effect: EffectLike): void {
  const defeated = CONFIG.specialStatusEffects.DEFEATED;
  if (!isActiveGM() || !effect.statuses?.has(defeated)) return;
  const combats = (game.combats?.contents ?? []) as unknown as TrackedCombat[];
  for (const combat of combats.filter(started))
    for (const combatant of combat.combatants.contents as unknown as CombatantLike[])
      if (sameActor(combatant.actor, effectActor(effect))) followDefeat(combat, combatant);
}

/**
 * An actor changed: a combatant defeated or healed by its data leaves or joins the sequence, and
 * the engines that follow actor data hear of it — Down on the ladder, harm taken mid-round on the
 * ready hit points (RULES 4).
 */
export function onUpdateActor(actor: unknown): void {
  if (!isActiveGM()) return;
  const combats = (game.combats?.contents ?? []) as unknown as TrackedCombat[];
  // Out (or incapacitated) worked out from the actor's data is Foundry's defeated status
  // (src/rules/conditions.ts): the combatant leaves the sequence, and comes back when healed.
  for (const combat of combats.filter(started))
    for (const combatant of combat.combatants.contents as unknown as CombatantLike[])
      if (sameActor(combatant.actor, actor)) followDefeat(combat, combatant);
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

import { ruleOptions } from "../../settings";
import { factsFor } from "../facts";
import { engineOf } from "../engines";
import { mayUse } from "../moves/permissions";
import type { MoveOutcome } from "../moves/apply";
import type { Control } from "../moves/controls";
import type { RoundOptions } from "../moves/participants";
import { playControl, type ControlHost } from "../moves/pipeline";
import type { ActorUpdate } from "../moves/round-actors";
import { roundRolls, startRound } from "../moves/round-start";
import { combatWrite, type CombatWrite } from "../moves/write";
import type { CombatSnapshot } from "../snapshot";
import { REFUSED, Refusal, refusalOf, withNames } from "../refusal";
import { rollRequests, withRollOffs, type Names } from "./rolls";
import { snapshotOf, type CombatLike } from "./snapshot-of";
import type { Viewer } from "../snapshot";

/*
 * Carrying out tracker controls on the Foundry side: read the Combat, run the pure move, write the
 * result in ONE database operation, then the after-effects on actors. Runs on the client allowed to
 * write (the GM, or a player for their own combatant's choice); see queries.ts for the rest.
 */

/** What became of a request. `stale`: it was made on an older state (a double click); nothing done. */
export type Status = "done" | "stale" | "refused";

export interface Result {
  status: Status;
  refusal?: { i18nKey: string; details: Readonly<Record<string, string | number>> };
}

/** The documents the executor works with (the system's Combat and Combatant classes). */
export interface TrackedCombat extends CombatLike {
  turn: number | null;
  combatants: CombatLike["combatants"] & { get(id: string): TrackedCombatant | undefined };
  update(data: object, options?: object): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextRound(): Promise<unknown>;
}

export interface TrackedCombatant {
  id: string | null;
  name: string;
  actor: unknown;
  update(data: object, options?: object): Promise<unknown>;
}

interface UpdatableActor {
  type: string;
  update(data: object): Promise<unknown>;
}

// Foundry's hooks typed loosely: the tracker passes its own combat and write shapes.
const callHook = (hook: string, ...args: unknown[]) =>
  (Hooks.callAll as (hook: string, ...args: unknown[]) => boolean)(hook, ...args);

// One write per combat at a time: a second click on the same revision while the first is being
// written is a double click and is ignored (the revision check alone cannot see it yet).
const writing = new Map<string, number>();

function refused(error: unknown, combat: TrackedCombat): Result {
  const found = refusalOf(error);
  if (!found) throw error;
  const refusal = withNames(found, combat.combatants.contents);
  return { status: "refused", refusal: { i18nKey: refusal.i18nKey, details: refusal.details } };
}

/** The world's optional rules a round start reads (RULES 1.9 tide every round; RULES 3 simplified). */
export function roundOptions(): RoundOptions {
  return {
    tideEveryRound: ruleOptions("okrpg").tideEveryRound,
    simplified: ruleOptions("action").simplifiedInitiative,
  };
}

export function namesOf(combat: TrackedCombat): Names {
  return Object.fromEntries(combat.combatants.contents.map((one) => [one.id!, one.name]));
}

/** What a round start will write, with the dice rolled through Foundry. */
export interface PreparedRound {
  write: CombatWrite;
  /** RULES 1.3, 1.7, 1.9: the actors' recoveries and rallies, one update per actor */
  actorUpdates: ActorUpdate[];
  hook: "combatStart" | "combatRound";
}

export async function prepareRound(
  combat: TrackedCombat,
  snapshot: CombatSnapshot = snapshotOf(combat),
): Promise<PreparedRound> {
  const facts = factsFor(combat);
  const options = roundOptions();
  const names = namesOf(combat);
  const rolled = await rollRequests(roundRolls(snapshot, facts, options), names);
  const start = await withRollOffs(rolled, names, (faces) =>
    startRound(snapshot, facts, faces, options),
  );
  return {
    write: combatWrite(snapshot, start.outcome),
    actorUpdates: start.actorUpdates,
    hook: start.hook,
  };
}

/**
 * The GM's way out of a damaged engine state: the current round rolled again from the combatants,
 * as if it were the first after a mode switch, in one write. The history goes (its states led to
 * the damage) and the actors are left alone (their recoveries came with the round's first start).
 */
async function restartRound(combat: TrackedCombat, snapshot: CombatSnapshot): Promise<void> {
  if (!snapshot.started) throw new Refusal(`${REFUSED}.NotStarted`);
  const afresh: CombatSnapshot = {
    ...snapshot,
    state: null,
    damage: null,
    round: snapshot.round - 1,
    history: [],
  };
  const { write } = await prepareRound(combat, afresh);
  await combat.update(write);
}

/**
 * RULES 1.3, 1.7, 1.9: after the round's write, one update per OK RPG actor whose nonlethal points
 * recovered or who rallied (a rallied mook then joins the round, as one healed does).
 */
export async function applyActorUpdates(
  combat: TrackedCombat,
  updates: readonly ActorUpdate[],
): Promise<void> {
  for (const { combatantId, update } of updates) {
    const actor = combat.combatants.get(combatantId)?.actor as UpdatableActor | null;
    await actor?.update(update);
  }
}

/** Who acts first in a state (null when nobody does). */
function firstActing(
  snapshot: CombatSnapshot,
  outcome: MoveOutcome,
): [string | null, string | null] {
  const before = snapshot.state ? engineOf(snapshot.mode).acting(snapshot.state)[0] : undefined;
  const after = outcome.state ? engineOf(outcome.mode).acting(outcome.state)[0] : undefined;
  return [before ?? null, after ?? null];
}

/**
 * Writes a control's outcome: one Combat update with what changed of the engine, the round, the
 * turn and the combatants whose initiative or inputs changed. A turn handed to another combatant within the round fires
 * Foundry's combatTurn hook first, as core's nextTurn does; a step back into an earlier round fires
 * combatRound (direction −1), as core's previousRound does.
 */
async function writeOutcome(
  combat: TrackedCombat,
  snapshot: CombatSnapshot,
  outcome: MoveOutcome,
  backward: boolean,
): Promise<void> {
  const write = combatWrite(snapshot, outcome);
  const options = { direction: backward ? -1 : 1 };
  const [before, after] = firstActing(snapshot, outcome);
  // going back over a round start rewinds the round, as core's previousRound does
  if (write.round !== combat.round) callHook("combatRound", combat, write, options);
  else if (after !== null && after !== before) callHook("combatTurn", combat, write, options);
  await combat.update(write, options);
}

/** Foundry as the host of the shared control pipeline (src/combat/moves/pipeline.ts). */
function foundryHost(combat: TrackedCombat): ControlHost {
  const actorOf = (id: string) =>
    (combat.combatants.get(id)?.actor ?? null) as UpdatableActor | null;
  return {
    facts: factsFor(combat),
    gumption: ruleOptions("okrpg").gumption,
    roll: (requests) => rollRequests(requests, namesOf(combat)),
    write: (snapshot, outcome, backward) => writeOutcome(combat, snapshot, outcome, backward),
    writeCombatants: async (diffs) => {
      for (const diff of diffs)
        await combat.combatants.get(diff._id)?.update({ system: diff.system });
    },
    actor: actorOf,
    updateActor: async (id, update) => {
      await actorOf(id)?.update(update);
    },
  };
}

async function carryOut(
  combat: TrackedCombat,
  snapshot: CombatSnapshot,
  control: Control,
): Promise<void> {
  switch (control.action) {
    case "startCombat":
      await combat.startCombat();
      return;
    case "nextRound":
      await combat.nextRound();
      return;
    case "restartRound":
      await restartRound(combat, snapshot);
      return;
    default:
      await playControl(foundryHost(combat), snapshot, control);
  }
}

/**
 * Carries out a control here (the caller may write the documents it touches), if the combat is
 * still at `revision`: a request made on an older state — a repeated click — is ignored.
 * `viewer` is who asked (re-checked: a GM's query handler passes the requesting player).
 */
export async function performControl(
  combat: TrackedCombat,
  control: Control,
  revision: number,
  viewer: Viewer,
): Promise<Result> {
  const id = combat.id!;
  const snapshot = snapshotOf(combat);
  if (snapshot.revision !== revision || writing.get(id) === revision) return { status: "stale" };
  const refusal = mayUse(snapshot, control, viewer);
  if (refusal) return refused(refusal, combat);
  writing.set(id, revision);
  try {
    await carryOut(combat, snapshot, control);
    return { status: "done" };
  } catch (error) {
    return refused(error, combat);
  } finally {
    if (writing.get(id) === revision) writing.delete(id);
  }
}

import { engineOf } from "../engines";
import type {
  CombatantData,
  CombatantSnapshot,
  CombatSnapshot,
  HistoryEntry,
  Phase,
  TideState,
} from "../snapshot";
import type { MoveOutcome } from "./apply";
import { HISTORY_LIMIT } from "./history";
import { turnIndex, turnOrder } from "./order";
import { NO_STORED_STATE, type StoredEncounter } from "./read-stored";
import {
  splitState,
  storedWrite,
  type EngineFields,
  type Entries,
  type StoredState,
} from "./stored";
import { slotOf, stepBetween, storedFromStates, type UndoStep } from "./undo";

/** One combatant's changes, embedded in the Combat's update. */
export interface CombatantDiff {
  _id: string;
  system?: Partial<CombatantData>;
}

/** Undo's ring as written: its counters, and the slot of a step pushed. */
export interface UndoWrite {
  count: number;
  next: number;
  steps?: Record<string, UndoStep>;
}

/**
 * The Combat data model's fields a write sets: a new revision always, the rest only where it
 * changed (Foundry merges an update key by key, so what is left out stays as it is).
 */
export interface CombatSystemWrite {
  revision: number;
  mode?: string;
  phase?: Phase;
  shot?: number;
  tide?: TideState;
  /** the engine's round fields that changed (null: no round state) */
  engine?: EngineFields | null;
  /** the combatants' engine entries that changed, by id */
  entries?: Entries;
  undo?: UndoWrite;
  /** RULES 3: the stance shots paid that changed, by combatant id (the GM's, not the owner's) */
  stancesPaid?: Record<string, number>;
  /** an older world's shape, emptied by the first write in the new one */
  state?: "";
  history?: HistoryEntry[];
}

/**
 * The single database operation a control makes: one update of the Combat carrying what changed
 * of the engine (system), the round and the turn of the acting combatant, and — embedded in the
 * same update — the combatants whose inputs changed (Foundry applies an embedded
 * collection given in a parent's update to the listed documents, by `_id`).
 */
export interface CombatWrite {
  system: CombatSystemWrite;
  round: number;
  turn: number | null;
  combatants: CombatantDiff[];
}

export function phaseOf(snapshotStarted: boolean, outcome: MoveOutcome): Phase {
  if (outcome.state === null) return snapshotStarted || outcome.round > 0 ? "over" : "setup";
  return engineOf(outcome.mode).phase(outcome.state);
}

function changedFields<T extends object>(current: T, wanted: Partial<T>): Partial<T> | null {
  const changed: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (wanted[key] !== undefined && wanted[key] !== current[key]) {
      changed[key] = wanted[key];
      any = true;
    }
  }
  return any ? changed : null;
}

/** A combatant's inputs without the stance shots paid, which the Combat keeps (paidStances). */
function combatantInputs(inputs: Partial<CombatantData> | undefined): Partial<CombatantData> {
  if (!inputs || inputs.stancesPaid === undefined) return inputs ?? {};
  const { stancesPaid: _kept, ...own } = inputs;
  return own;
}

/** RULES 3: the stance shots paid that a control changes, by combatant id. */
function paidStances(
  combatants: readonly CombatantSnapshot[],
  outcome: MoveOutcome,
): Record<string, number> | null {
  const paid: Record<string, number> = {};
  for (const one of combatants) {
    const wanted = outcome.inputs[one.id]?.stancesPaid;
    if (wanted !== undefined && wanted !== one.system.stancesPaid) paid[one.id] = wanted;
  }
  return Object.keys(paid).length ? paid : null;
}

/**
 * The combatants whose inputs change. The engine's own figures are not copied onto them, not
 * even as their initiative: they are the Combat's entries, which only the GM writes (SECURITY.md),
 * and a combatant's initiative is derived from them (src/documents/initiative.ts).
 */
function combatantDiffs(
  combatants: readonly CombatantSnapshot[],
  outcome: MoveOutcome,
): CombatantDiff[] {
  const diffs: CombatantDiff[] = [];
  for (const one of combatants) {
    const system = changedFields(one.system, combatantInputs(outcome.inputs[one.id]));
    if (system) diffs.push({ _id: one.id, system });
  }
  return diffs;
}

/** What the Combat stores of a snapshot's engine (one made in memory: as if nothing were). */
export function storedEncounterOf(snapshot: CombatSnapshot): StoredEncounter {
  if (snapshot.stored) return snapshot.stored;
  const { stored, undo } = storedFromStates(
    snapshot.mode,
    snapshot.state,
    snapshot.history,
    snapshot.revision,
  );
  return { state: stored, undo, legacy: false, fresh: true };
}

/**
 * Undo's ring after a control: the steps the outcome keeps of the snapshot's (fewer after an
 * Undo, the oldest dropped when full) and, for a step pushed, its reverse patch. Written whole
 * when nothing of it is stored yet, else only its counters and the new step's slot.
 */
function undoWrite(
  snapshot: CombatSnapshot,
  outcome: MoveOutcome,
  stored: StoredEncounter,
  before: StoredState,
  after: StoredState,
): UndoWrite | undefined {
  const old = snapshot.history;
  const kept = outcome.history;
  let start = kept.length ? old.indexOf(kept[0]) : -1;
  let same = 0;
  if (start < 0) start = 0;
  else while (same < kept.length && old[start + same] === kept[same]) same++;
  const added = kept.slice(same);
  if (added.length > 1) throw new Error("a control adds at most one step to undo");
  const ring = stored.undo;
  let next = ring.next - old.length + start + same;
  const steps: Record<string, UndoStep> = {};
  if (added.length) {
    const [{ round, mode, label }] = added;
    steps[slotOf(next)] = stepBetween(after, before, {
      revision: snapshot.revision,
      round,
      mode,
      label,
    });
    next += 1;
  }
  const count = Math.min(HISTORY_LIMIT, same + added.length);
  if (stored.fresh) return { count, next, steps: { ...ring.steps, ...steps } };
  if (count === ring.count && next === ring.next) return undefined;
  return { count, next, ...(added.length ? { steps } : {}) };
}

/** The system fields a control changes (a new revision, so a repeated click is stale). */
function systemWrite(snapshot: CombatSnapshot, outcome: MoveOutcome): CombatSystemWrite {
  const stored = storedEncounterOf(snapshot);
  const { change, after } = storedWrite(
    outcome.mode,
    stored.fresh ? NO_STORED_STATE : stored.state,
    splitState(outcome.mode, outcome.state),
    snapshot.revision + 1,
  );
  const undo = undoWrite(snapshot, outcome, stored, stored.state, after);
  const phase = phaseOf(snapshot.started, outcome);
  const shot = outcome.state === null ? 0 : engineOf(outcome.mode).shot(outcome.state);
  const fresh = stored.fresh;
  const paid = paidStances(snapshot.combatants, outcome);
  return {
    revision: snapshot.revision + 1,
    ...(fresh || outcome.mode !== snapshot.mode ? { mode: outcome.mode } : {}),
    ...(fresh || phase !== snapshot.phase ? { phase } : {}),
    ...(fresh || shot !== shotOf(snapshot) ? { shot } : {}),
    ...(fresh || JSON.stringify(outcome.tide) !== JSON.stringify(snapshot.tide)
      ? { tide: outcome.tide }
      : {}),
    ...change,
    ...(undo ? { undo } : {}),
    ...(paid ? { stancesPaid: paid } : {}),
    ...(stored.legacy ? { state: "" as const, history: [] } : {}),
  };
}

function shotOf(snapshot: CombatSnapshot): number {
  return snapshot.state === null ? 0 : engineOf(snapshot.mode).shot(snapshot.state);
}

/** The update a control's outcome writes (a new revision, so a repeated click is stale). */
export function combatWrite(snapshot: CombatSnapshot, outcome: MoveOutcome): CombatWrite {
  const ids = snapshot.combatants.map((one) => one.id);
  const order = turnOrder(outcome.mode, outcome.state, ids);
  return {
    system: systemWrite(snapshot, outcome),
    round: outcome.round,
    turn: turnIndex(outcome.mode, outcome.state, order),
    combatants: combatantDiffs(snapshot.combatants, outcome),
  };
}

/** A control that only changes combatants' own inputs (the carry-over choice): their updates. */
export function combatantWrite(snapshot: CombatSnapshot, outcome: MoveOutcome): CombatantDiff[] {
  return Object.entries(outcome.inputs).flatMap(([id, wanted]) => {
    const one = snapshot.combatants.find((c) => c.id === id);
    const system = one ? changedFields(one.system, combatantInputs(wanted)) : null;
    return system ? [{ _id: id, system }] : [];
  });
}

import type { SequencingMode } from "../../rules/rulesets";
import { readEngineState } from "../../rules/sequencing";
import { reading, type StoredProblem } from "../../rules/stored";
import { engineOf } from "../engines";
import type { EngineState, HistoryEntry } from "../snapshot";
import { joinedState, type StoredState } from "./stored";
import { EMPTY_UNDO, historyOf, readRing, storedFromStates, type UndoRing } from "./undo";

/*
 * Reading an encounter back from the Combat's system data (stored data is never trusted), the
 * same way for Foundry's documents and for the in-memory combats of the playground and tests.
 */

/** What the Combat keeps of its engine, as read from its system data. */
export interface StoredEncounter {
  state: StoredState;
  undo: UndoRing;
  /**
   * The Combat holds the shape of older versions (the engine state as one JSON string and whole
   * copies for Undo), converted here: the next write writes everything in the new shape and
   * empties the old fields (the world's migration does the same for every encounter at once).
   */
  legacy: boolean;
  /** nothing of the new shape is stored yet (an older world's, or a snapshot made in memory) */
  fresh: boolean;
}

export const NO_STORED_STATE: StoredState = { engine: null, entries: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of a Combat's system data this reads. */
export interface StoredSystem {
  mode: unknown;
  revision: unknown;
  engine?: unknown;
  entries?: unknown;
  undo?: unknown;
  /** before 0.x: the engine state as JSON, and Undo's whole copies */
  state?: unknown;
  history?: unknown;
}

/** Whether the system data still holds an encounter in the shape of older versions. */
export function holdsLegacy(system: StoredSystem): boolean {
  const oldState = typeof system.state === "string" && system.state !== "";
  const oldHistory = Array.isArray(system.history) && system.history.length > 0;
  return (oldState || oldHistory) && system.engine == null && readRing(system.undo).count === 0;
}

interface Read {
  stored: StoredEncounter;
  /** the old shape could not be converted: what is wrong with it */
  damage: StoredProblem | null;
}

/** The Combat's stored encounter; one in the old shape converted (storedFromStates). */
export function storedOf(system: StoredSystem): Read {
  if (!holdsLegacy(system)) {
    const entries = isRecord(system.entries) ? (system.entries as StoredState["entries"]) : {};
    return {
      stored: {
        state: { engine: (system.engine ?? null) as StoredState["engine"], entries },
        undo: readRing(system.undo),
        legacy: false,
        fresh: false,
      },
      damage: null,
    };
  }
  const mode = system.mode as SequencingMode;
  const converted = reading(() => {
    const json = typeof system.state === "string" ? system.state : "";
    const state = json === "" ? null : (JSON.parse(json) as EngineState);
    const history = Array.isArray(system.history) ? (system.history as HistoryEntry[]) : [];
    return storedFromStates(mode, state, history, Number(system.revision) || 0);
  });
  if (!converted.ok)
    return {
      stored: { state: NO_STORED_STATE, undo: EMPTY_UNDO, legacy: true, fresh: true },
      damage: converted.problem,
    };
  return {
    stored: {
      state: converted.value.stored,
      undo: converted.value.undo,
      legacy: true,
      fresh: true,
    },
    damage: null,
  };
}

interface ReadState {
  state: EngineState | null;
  damage: StoredProblem | null;
}

/**
 * The engine state a stored form holds, checked by the rules layer, or what is wrong with it.
 * Ids of combatants no longer in the encounter leave the state as they are read: a combatant
 * deleted before its leave was written is simply gone.
 */
function readState(mode: unknown, stored: StoredState, roster: readonly string[]): ReadState {
  if (stored.engine === null) return { state: null, damage: null };
  const read = reading(() => {
    const checked = readEngineState(mode, joinedState(mode as SequencingMode, stored));
    if (!checked.ok) return checked;
    const engine = engineOf(mode as SequencingMode);
    let state: EngineState = checked.state;
    for (const id of engine.ids(state)) if (!roster.includes(id)) state = engine.leave(state, id);
    return { ok: true as const, state };
  });
  if (!read.ok) return { state: null, damage: read.problem };
  return read.value.ok
    ? { state: read.value.state, damage: null }
    : { state: null, damage: read.value.problem };
}

export interface ReadEncounter extends ReadState {
  stored: StoredEncounter;
  history: HistoryEntry[];
}

/** An encounter read back: its stored form, engine state (or damage) and Undo's steps. */
export function readEncounter(system: StoredSystem, roster: readonly string[]): ReadEncounter {
  const { stored, damage } = storedOf(system);
  const mode = system.mode as SequencingMode;
  const history = historyOf(mode, stored.state, stored.undo);
  if (damage) return { stored, history, state: null, damage };
  return { stored, history, ...readState(mode, stored.state, roster) };
}

// Read once per stored form: the tracker renders often between writes.
const cache = new Map<string, ReadEncounter>();

// The cache's key tells apart what JSON would not: a damaged NaN or Infinity is not a null.
const keyed = (_key: string, value: unknown) =>
  typeof value === "number" && !Number.isFinite(value) ? `\u0000${value}` : value;

/** readEncounter, remembered for the last few stored forms. */
export function cachedEncounter(system: StoredSystem, roster: readonly string[]): ReadEncounter {
  const key = JSON.stringify(
    [
      system.mode,
      roster,
      system.engine ?? null,
      system.entries ?? null,
      system.undo ?? null,
      system.state ?? null,
      system.history ?? null,
    ],
    keyed,
  );
  let read = cache.get(key);
  if (!read) {
    if (cache.size > 32) cache.clear();
    read = readEncounter(system, roster);
    cache.set(key, read);
  }
  return read;
}

/** The fields an encounter of an older world is rewritten with (its old ones emptied). */
export interface ConvertedEncounter {
  revision: number;
  engine: StoredState["engine"];
  entries: StoredState["entries"];
  undo: UndoRing;
  state: "";
  history: [];
}

/**
 * The update turning an encounter stored in the shape of older versions into the new one (the
 * world's migration), or null when there is nothing to convert. One whose old state cannot be read
 * is left as it is: the tracker shows it as damaged, with the GM's restart as the way out.
 */
export function convertedEncounter(system: StoredSystem): ConvertedEncounter | null {
  if (!holdsLegacy(system)) return null;
  const { stored, damage } = storedOf(system);
  if (damage) return null;
  return {
    revision: (Number(system.revision) || 0) + 1,
    engine: stored.state.engine,
    entries: stored.state.entries,
    undo: stored.undo,
    state: "",
    history: [],
  };
}

import type { SequencingMode } from "../../rules/rulesets";
import { fromBlocks, toBlocks } from "../../rules/sequencing/blocks";
import type { EngineState } from "../snapshot";

/*
 * How an engine state is kept on the Combat (DESIGN.md "Combat state"): the round's own fields
 * (round, order, who is next, the open interrupt …) as one structured object, and each
 * combatant's entry (its AP, shots, ready HP …) under its id. A write then carries only the
 * fields and entries a control changed: Foundry merges an update into an object key by key,
 * and replaces an array whole.
 */

export type EngineFields = Record<string, unknown>;
export type Entry = Record<string, unknown>;
/** Entries by combatant id; null: not in the engine (left, or never joined). */
export type Entries = Record<string, Entry | null>;

/** An engine state as stored: null fields when no round is under way. */
export interface StoredState {
  engine: EngineFields | null;
  entries: Entries;
}

/**
 * Fields an engine leaves out when it has none of them (a ladder without setups, a shot counter
 * without active defences, standard initiative without an open interrupt). One that goes is
 * written null, since a merge cannot remove a key, and is left out again on reading.
 */
const ABSENT_WHEN_NONE = new Set(["setups", "defences", "interrupt"]);

/** An entry's keys of that kind: a turns evasion's own bonus (Evade mid-fight, RULES 5). */
const ENTRY_ABSENT_WHEN_NONE = ["evadeBonus"];

/** An entry as the rules layer reads it: a key written null when it went is left out. */
function readEntry(entry: Entry | null): Entry | null {
  if (!isRecord(entry) || ENTRY_ABSENT_WHEN_NONE.every((key) => entry[key] !== null)) return entry;
  const kept: Entry = { ...entry };
  for (const key of ENTRY_ABSENT_WHEN_NONE) if (kept[key] === null) delete kept[key];
  return kept;
}

/** Standard initiative keeps its per-combatant figures as records by id, the others in blocks. */
const BY_ID: Partial<Record<SequencingMode, readonly [string, string][]>> = {
  standard: [
    ["totals", "total"],
    ["modifiers", "modifier"],
  ],
};

/** A JSON object (not an array, not null): what a stored entry or engine is, read untrusted. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An engine state split into the round's fields and the combatants' entries. */
export function splitState(mode: SequencingMode, state: EngineState | null): StoredState {
  if (state === null) return { engine: null, entries: {} };
  const source = state as unknown as Record<string, unknown>;
  const ids = source.ids as readonly string[];
  const byId = BY_ID[mode];
  const engine: EngineFields = {};
  const entries: Entries = {};
  if (byId) {
    const skip = new Set(byId.map(([record]) => record));
    for (const [key, value] of Object.entries(source)) if (!skip.has(key)) engine[key] = value;
    for (const id of ids)
      entries[id] = Object.fromEntries(
        byId.map(([record, field]) => [field, (source[record] as Record<string, unknown>)[id]]),
      );
  } else {
    for (const [key, value] of Object.entries(source)) if (key !== "entries") engine[key] = value;
    fromBlocks(source.entries as readonly (readonly Entry[])[]).forEach((entry, i) => {
      entries[ids[i]] = entry;
    });
  }
  return { engine, entries };
}

/**
 * The engine state a stored form holds, before the rules layer reads it back (which checks every
 * field): an entry missing for an id stays missing, so the reading reports it as damage.
 */
export function joinedState(mode: SequencingMode, stored: StoredState): unknown {
  const { engine } = stored;
  const entries: Entries = isRecord(stored.entries) ? stored.entries : {};
  if (engine === null || engine === undefined) return null;
  if (!isRecord(engine)) return engine;
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(engine))
    if (!(value === null && ABSENT_WHEN_NONE.has(key))) state[key] = value;
  const ids: readonly unknown[] = Array.isArray(engine.ids) ? engine.ids : [];
  const entryOf = (id: unknown) =>
    typeof id === "string" && Object.hasOwn(entries, id) ? entries[id] : null;
  const byId = BY_ID[mode];
  if (byId)
    for (const [record, field] of byId)
      state[record] = Object.fromEntries(ids.map((id) => [String(id), entryOf(id)?.[field]]));
  else state.entries = toBlocks(ids.map((id) => readEntry(entryOf(id))));
  return state;
}

/** Two stored values alike (as JSON: they are stored as JSON). */
export const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a stored entry already holds `wanted`: keys it keeps from another mode (a merge never
 * removes one) do not count, as the rules layer reads only its own.
 */
export function holds(stored: Entry | null | undefined, wanted: Entry | null): boolean {
  if (wanted === null) return stored === null || stored === undefined;
  if (!isRecord(stored)) return false;
  return (
    Object.keys(wanted).every((key) => same(stored[key], wanted[key])) &&
    ENTRY_ABSENT_WHEN_NONE.every((key) => key in wanted || (stored[key] ?? null) === null)
  );
}

/**
 * What turns stored entry `from` into `to` under Foundry's merge: null for one gone, the entry
 * whole where none is stored, else only its keys that differ (a round start that resets AP writes
 * `{ap}`, not the whole entry); undefined when it already holds `to`.
 */
function entryChange(from: Entry | null | undefined, to: Entry | null): Entry | null | undefined {
  if (holds(from, to)) return undefined;
  if (to === null) return null;
  if (!isRecord(from)) return to;
  const keys: Entry = {};
  for (const key of Object.keys(to)) if (!same(from[key], to[key])) keys[key] = to[key];
  for (const key of ENTRY_ABSENT_WHEN_NONE)
    if (!(key in to) && (from[key] ?? null) !== null) keys[key] = null;
  return keys;
}

/** Ids of the entries in either form. */
export function entryIds(from: Entries, to: Entries): Set<string> {
  return new Set([...Object.keys(from), ...Object.keys(to)]);
}

/** What a write sets: the engine's fields and the entries that differ, or the engine whole. */
export interface StoredChange {
  /** null: no round state; an object: the fields to merge in */
  engine?: EngineFields | null;
  entries?: Entries;
}

/**
 * The change turning stored form `from` into `to`: every engine field that differs (one gone is
 * written null), the engine whole when there was none or it was not an object, and of each entry
 * that differs the keys that do (entryChange). Entries of ids no longer in the engine are written
 * null, so the stored entries follow the roster.
 */
export function storedChange(from: StoredState, to: StoredState): StoredChange {
  const change: StoredChange = {};
  if (to.engine === null) {
    if (from.engine !== null) change.engine = null;
  } else if (!isRecord(from.engine)) {
    change.engine = { ...to.engine };
  } else {
    const fields: EngineFields = {};
    for (const key of new Set([...Object.keys(from.engine), ...Object.keys(to.engine)]))
      if (!same(from.engine[key], to.engine[key] ?? null)) fields[key] = to.engine[key] ?? null;
    if (Object.keys(fields).length) change.engine = fields;
  }
  const entries: Entries = {};
  const fromEntries = isRecord(from.entries) ? from.entries : {};
  for (const id of entryIds(fromEntries, to.entries)) {
    const change = entryChange(fromEntries[id], to.entries[id] ?? null);
    if (change !== undefined) entries[id] = change;
  }
  if (Object.keys(entries).length) change.entries = entries;
  return change;
}

/** A stored form with a change applied, as Foundry's merge applies it (an entry key by key). */
export function withChange(stored: StoredState, change: StoredChange): StoredState {
  let engine = stored.engine;
  if (change.engine === null) engine = null;
  else if (change.engine !== undefined)
    engine = isRecord(engine) ? { ...engine, ...change.engine } : { ...change.engine };
  const kept = isRecord(stored.entries) ? stored.entries : {};
  if (!change.entries) return { engine, entries: kept };
  const entries = { ...kept };
  for (const [id, entry] of Object.entries(change.entries)) {
    const old = entries[id];
    entries[id] = entry !== null && isRecord(old) ? { ...old, ...entry } : entry;
  }
  return { engine, entries };
}

import type { SequencingMode } from "../../rules/rulesets";
import { isRulesError, requireInteger } from "../../rules/errors";
import { readyHp } from "../../rules/sequencing";
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

/*
 * The round's stamp (issue 28). Where a round start sets every entry's round figures afresh (the
 * ready HP of Action Rounds: ROUND_FIGURES), the engine keeps a `stamp` and an entry's stored
 * figures count only when the entry carries the same stamp: any other entry reads as the round
 * gave it (its figures worked out from its other keys). A round start then writes one new stamp
 * instead of every entry, and its undo step only the old stamp. No stamp on the engine (an older
 * world's, or another mode's): every entry reads as stored.
 */
const STAMP = "stamp";

/** Per mode, the figures a round start gives an entry, from its other keys (stored: untrusted). */
const ROUND_FIGURES: Partial<Record<SequencingMode, (entry: Entry) => Entry>> = {
  readyHp: (entry) => {
    try {
      return readyHp.roundStartFigures(
        entry as unknown as Parameters<typeof readyHp.roundStartFigures>[0],
      );
    } catch (error) {
      // a damaged entry gets no figures: reading it back names the entry's field at fault
      if (isRulesError(error)) return {};
      throw error;
    }
  },
};

/**
 * An entry's keys of that kind: a turns evasion's own bonus (Evade mid-fight, RULES 5), and the
 * round's stamp (one written null reads as none, as one never written).
 */
const ENTRY_ABSENT_WHEN_NONE = ["evadeBonus", STAMP];

/**
 * An entry as the rules layer reads it under the engine's round stamp: its own stamp and keys
 * written null left out, its round figures the round's start unless it carries that stamp.
 */
function readEntry(mode: SequencingMode, stamp: number | null, entry: Entry | null): Entry | null {
  if (!isRecord(entry)) return entry;
  // Copied from its entries (a stored "__proto__" stays a key, as in roster.ts's recordById), the
  // figures assigned onto the copy: spreading two objects into a third, and deleting keys, cost
  // microseconds an entry, and every client reads every entry after each write.
  const kept: Entry = Object.fromEntries(
    Object.entries(entry).filter(
      ([key, value]) => key !== STAMP && !(value === null && ENTRY_ABSENT_WHEN_NONE.includes(key)),
    ),
  );
  const figures = ROUND_FIGURES[mode];
  if (!figures || stamp === null || entry[STAMP] === stamp) return kept;
  return Object.assign(kept, figures(kept));
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
 * field): an entry missing for an id stays missing, so the reading reports it as damage. A round's
 * stamp that is not a whole number is damage too (thrown: every entry's figures hang on it).
 */
export function joinedState(mode: SequencingMode, stored: StoredState): unknown {
  const { engine } = stored;
  const entries: Entries = isRecord(stored.entries) ? stored.entries : {};
  if (engine === null || engine === undefined) return null;
  if (!isRecord(engine)) return engine;
  const kept = ROUND_FIGURES[mode] ? (engine[STAMP] ?? null) : null;
  const stamp = kept === null ? null : requireInteger("stamp", kept, { min: 0 });
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(engine))
    if (key !== STAMP && !(value === null && ABSENT_WHEN_NONE.has(key))) state[key] = value;
  const ids: readonly unknown[] = Array.isArray(engine.ids) ? engine.ids : [];
  const entryOf = (id: unknown) =>
    typeof id === "string" && Object.hasOwn(entries, id) ? entries[id] : null;
  const byId = BY_ID[mode];
  if (byId)
    for (const [record, field] of byId)
      state[record] = Object.fromEntries(ids.map((id) => [String(id), entryOf(id)?.[field]]));
  else state.entries = toBlocks(ids.map((id) => readEntry(mode, stamp, entryOf(id))));
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

/**
 * Stored form `to` (an engine state split) as written over stored form `from` under the round's
 * stamp `stamp` (null: none): an entry whose round figures are the round's start leaves them to
 * its stamp not being the engine's (its stored figures are not written), any other carries the
 * stamp with its figures. Without round figures, or a round, `to` as it is, each entry keeping
 * the stamp it has (a merge cannot remove it; no reading counts it).
 */
function stampedForm(
  mode: SequencingMode,
  from: StoredState,
  to: StoredState,
  stamp: number | null,
): StoredState {
  const figures = ROUND_FIGURES[mode];
  if (to.engine === null) return to;
  const stored: Entries = isRecord(from.entries) ? from.entries : {};
  const storedStamp = (id: string) => {
    const one = stored[id];
    return isRecord(one) ? (one[STAMP] ?? null) : null;
  };
  const entries: Entries = {};
  for (const [id, wanted] of Object.entries(to.entries)) {
    const kept = storedStamp(id);
    if (wanted === null) entries[id] = null;
    else if (!figures || stamp === null)
      entries[id] = kept === null ? wanted : { ...wanted, [STAMP]: kept };
    else {
      const start = figures(wanted);
      const fresh = Object.keys(start).every((key) => same(start[key], wanted[key]));
      if (!fresh) entries[id] = { ...wanted, [STAMP]: stamp };
      else {
        const own: Entry = {};
        for (const key of Object.keys(wanted)) if (!(key in start)) own[key] = wanted[key];
        entries[id] = kept === null || kept === stamp ? own : { ...own, [STAMP]: kept };
      }
    }
  }
  const engine = figures && stamp !== null ? { ...to.engine, [STAMP]: stamp } : to.engine;
  return { engine, entries };
}

/**
 * A few entries: a click's write (one or two combatants' figures), which keeps the round's stamp.
 * A write changing more of them under it (a round start, its Undo) tries the other stamps.
 */
const FEW_ENTRIES = 4;

/** The stamps worth trying besides the engine's: a new one, and the two most entries carry. */
function otherStamps(from: StoredState, fresh: number): number[] {
  const counts = new Map<number, number>();
  for (const one of Object.values(isRecord(from.entries) ? from.entries : {}))
    if (isRecord(one) && typeof one[STAMP] === "number")
      counts.set(one[STAMP], (counts.get(one[STAMP]) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2);
  return [fresh, ...common.map(([value]) => value)];
}

/** The engine's stamp as stored (null: none). */
const stampOf = (stored: StoredState): number | null =>
  isRecord(stored.engine) && typeof stored.engine[STAMP] === "number" ? stored.engine[STAMP] : null;

/**
 * The change a write makes to turn stored form `from` into one that reads as `to` (an engine
 * state split), and the stored form it leaves. In a mode with round figures it keeps the engine's
 * stamp unless another gives a smaller write: a round start's is a new stamp (`fresh`, the
 * write's own revision: revisions only grow), its Undo's the stamp of the round before.
 */
export function storedWrite(
  mode: SequencingMode,
  from: StoredState,
  to: StoredState,
  fresh: number,
): { change: StoredChange; after: StoredState } {
  const changeUnder = (stamp: number | null) =>
    storedChange(from, stampedForm(mode, from, to, stamp));
  const current = stampOf(from);
  let change = changeUnder(current);
  if (
    ROUND_FIGURES[mode] &&
    to.engine !== null &&
    Object.keys(change.entries ?? {}).length > FEW_ENTRIES
  ) {
    let size = JSON.stringify(change).length;
    for (const stamp of otherStamps(from, fresh)) {
      if (stamp === current) continue;
      const other = changeUnder(stamp);
      const otherSize = JSON.stringify(other).length;
      if (otherSize < size) [change, size] = [other, otherSize];
    }
  }
  return { change, after: withChange(from, change) };
}

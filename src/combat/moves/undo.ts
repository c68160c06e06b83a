import { SEQUENCING_MODES, type SequencingMode } from "../../rules/rulesets";
import type { EngineState, HistoryEntry } from "../snapshot";
import { HISTORY_LIMIT, stateJson } from "./history";
import { CONTROL_LABEL } from "./step";
import {
  entryIds,
  holds,
  isRecord,
  joinedState,
  same,
  splitState,
  storedChange,
  withChange,
  type Entries,
  type Entry,
  type StoredChange,
  type StoredState,
} from "./stored";

/*
 * Undo kept as reverse patches (DESIGN.md "Combat state"): each step the GM can undo holds only
 * what it changed, as it was before, so a write adds one small step instead of copying the whole
 * encounter. The steps sit in a ring of HISTORY_LIMIT slots under the Combat's `undo`: `next`
 * counts every step ever pushed (the newest is slot (next − 1) mod HISTORY_LIMIT) and `count` says
 * how many of the newest are kept. Every key of a step is written each time, so a slot's new step
 * replaces the old one whole under Foundry's merge (arrays are replaced, never merged).
 */

export interface UndoStep {
  /** the revision the step was taken from */
  revision: number;
  round: number;
  mode: SequencingMode;
  label: string;
  /** there was no round state before the step */
  cleared: boolean;
  /** the engine fields the step changed, as they were */
  engine: [string, unknown][];
  /**
   * Entry keys the step changed in many entries (a round start's new AP, shots, ready HP), as
   * they were: one list per key, in the order of the engine's `ids` before the step, so the
   * step does not repeat every combatant's id.
   */
  columns?: [string, unknown[]][];
  /** the other entries the step changed, whole as they were (null: none) */
  entries: [string, Entry | null][];
  /** a step read from an older world whose state could not be read: it cannot be undone */
  damaged: boolean;
}

export interface UndoRing {
  count: number;
  next: number;
  steps: Record<string, UndoStep>;
}

export const EMPTY_UNDO: UndoRing = { count: 0, next: 0, steps: {} };

export const slotOf = (seq: number) => String(seq % HISTORY_LIMIT);

/**
 * A step's label as stored: a control's lang key without the prefix every control's shares
 * (30 bytes less in each write); a label of another kind, or of an older world, is kept whole.
 */
const CONTROL_PREFIX = `${CONTROL_LABEL}.`;
const storedLabel = (label: string) =>
  label.startsWith(CONTROL_PREFIX) ? label.slice(CONTROL_PREFIX.length) : label;
const labelOf = (stored: string) =>
  stored === "" || stored.includes(".") ? stored : `${CONTROL_PREFIX}${stored}`;

/** The ids an engine's round fields list, when they are a list of ids. */
function idsOf(engine: StoredState["engine"]): string[] | null {
  const ids = isRecord(engine) ? engine.ids : null;
  return Array.isArray(ids) && ids.every((id) => typeof id === "string") ? ids : null;
}

const sameKeys = (a: Entry, b: Entry) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
};

/**
 * The entries a step changed, as they were: as columns of the keys that changed, when every
 * entry listed in `before` has those keys and that is shorter, else each entry whole.
 */
function entriesBack(
  after: StoredState,
  before: StoredState,
): Pick<UndoStep, "columns" | "entries"> {
  const changed = [...entryIds(after.entries, before.entries)].filter(
    (id) => !holds(after.entries[id], before.entries[id] ?? null),
  );
  const whole = (list: string[]) =>
    list.map((id): [string, Entry | null] => [id, before.entries[id] ?? null]);
  const ids = before.engine === null ? null : idsOf(before.engine);
  if (!ids || changed.length < 2) return { entries: whole(changed) };
  const position = new Set(ids);
  const inColumns = (id: string) => {
    const was = before.entries[id];
    const now = after.entries[id];
    return position.has(id) && isRecord(was) && isRecord(now) && sameKeys(was, now);
  };
  const keys = new Set<string>();
  for (const id of changed.filter(inColumns))
    for (const [key, value] of Object.entries(before.entries[id]!))
      if (!same(after.entries[id]![key], value)) keys.add(key);
  const everyHas = ids.every((id) => {
    const was = before.entries[id];
    return isRecord(was) && [...keys].every((key) => Object.hasOwn(was, key));
  });
  if (!everyHas) return { entries: whole(changed) };
  const columns = [...keys].map((key): [string, unknown[]] => [
    key,
    ids.map((id) => before.entries[id]![key]),
  ]);
  const asColumns = { columns, entries: whole(changed.filter((id) => !inColumns(id))) };
  const asWhole = { entries: whole(changed) };
  return JSON.stringify(asColumns).length < JSON.stringify(asWhole).length ? asColumns : asWhole;
}

/** The step taking stored form `after` back to `before`. */
export function stepBetween(
  after: StoredState,
  before: StoredState,
  taken: { revision: number; round: number; mode: SequencingMode; label: string },
): UndoStep {
  const back: StoredChange = storedChange(after, before);
  return {
    ...taken,
    label: storedLabel(taken.label),
    cleared: before.engine === null,
    engine: back.engine ? Object.entries(back.engine) : [],
    ...entriesBack(after, before),
    damaged: false,
  };
}

/** The stored form before a step, from the one after it. */
function undone(after: StoredState, step: UndoStep): StoredState {
  const engine = step.cleared
    ? withChange(after, { engine: null }).engine
    : withChange(after, {
        ...(step.engine.length || after.engine === null
          ? { engine: Object.fromEntries(step.engine) }
          : {}),
      }).engine;
  const entries: Entries = { ...after.entries };
  const ids = idsOf(engine) ?? [];
  for (const [key, values] of step.columns ?? [])
    ids.forEach((id, i) => {
      const now = entries[id];
      if (isRecord(now)) entries[id] = { ...now, [key]: values[i] };
    });
  for (const [id, entry] of step.entries) entries[id] = entry;
  return { engine, entries };
}

/** A step as stored, or null when it is not one (stored data is never trusted). */
function readStep(value: unknown): UndoStep | null {
  if (!isRecord(value)) return null;
  const { revision, round, mode, label, cleared, engine, columns, entries, damaged } = value;
  const pairs = (list: unknown) =>
    Array.isArray(list) && list.every((one) => Array.isArray(one) && typeof one[0] === "string");
  if (
    typeof revision !== "number" ||
    typeof round !== "number" ||
    !SEQUENCING_MODES.includes(mode as SequencingMode) ||
    typeof label !== "string" ||
    typeof cleared !== "boolean" ||
    typeof damaged !== "boolean" ||
    !pairs(engine) ||
    (columns !== undefined && !pairs(columns)) ||
    (columns as [string, unknown][] | undefined)?.some(([, list]) => !Array.isArray(list)) ||
    !pairs(entries) ||
    (entries as [string, unknown][]).some(([, one]) => one !== null && !isRecord(one))
  )
    return null;
  return value as unknown as UndoStep;
}

/** The ring as stored, read back: an unreadable one counts no steps. */
export function readRing(value: unknown): UndoRing {
  if (!isRecord(value)) return EMPTY_UNDO;
  const { count, next, steps } = value;
  if (
    !Number.isInteger(count) ||
    !Number.isInteger(next) ||
    (count as number) < 0 ||
    (count as number) > Math.min(HISTORY_LIMIT, next as number) ||
    !isRecord(steps)
  )
    return EMPTY_UNDO;
  return { count: count as number, next: next as number, steps: steps as UndoRing["steps"] };
}

/** The JSON no engine state has: a step that cannot be given back (Undo refuses it). */
const DAMAGED_STEP = "\u0000";

/** A stored form's engine state as JSON, or the damaged step's when it cannot be put together. */
function joinedJson(mode: SequencingMode, stored: StoredState): string {
  try {
    return stateJson(joinedState(mode, stored) as EngineState | null);
  } catch {
    return DAMAGED_STEP;
  }
}

/**
 * The steps the GM can undo, oldest first, each with the engine state before it (as JSON, as
 * history.ts restores it), worked back from the stored form one reverse patch at a time. A step
 * that cannot be read, and every older one, keeps its place but cannot be given back.
 *
 * Every client reads the Combat back after each write, and what it reads of the steps is their
 * round, mode and label (the tracker's Undo and Previous turn); only an Undo needs a step's state.
 * So a step's JSON is put together when first read: with a full ring at 100 combatants, reading
 * the stored form back took 1–11 ms, most of it JSON no one read (bench/tracker.bench.ts).
 */
export function historyOf(
  mode: SequencingMode,
  stored: StoredState,
  ring: UndoRing,
): HistoryEntry[] {
  const history: HistoryEntry[] = [];
  let state: StoredState | null = stored;
  for (let seq = ring.next - 1; seq >= ring.next - ring.count; seq--) {
    const step = readStep(ring.steps[slotOf(seq)]);
    if (!step || step.damaged) state = null;
    if (state && step) state = undone(state, step);
    const before = state && step ? { mode: step.mode, state } : null;
    history.push(
      entryJsonWhenRead(
        {
          round: step?.round ?? 0,
          mode: step?.mode ?? mode,
          label: step ? labelOf(step.label) : "",
        },
        () => (before ? joinedJson(before.mode, before.state) : DAMAGED_STEP),
      ),
    );
  }
  return history.reverse();
}

/** A history entry whose state's JSON is made the first time it is read, then kept. */
function entryJsonWhenRead(fields: Omit<HistoryEntry, "state">, json: () => string): HistoryEntry {
  let made: string | undefined;
  return {
    get state() {
      return (made ??= json());
    },
    ...fields,
  };
}

/**
 * A stored form and its Undo ring from an engine state and its history of whole states (how
 * worlds stored an encounter before: the migration's and older snapshots' way in). A history
 * state that is not JSON, and every older one, becomes a step Undo refuses.
 */
export function storedFromStates(
  mode: SequencingMode,
  state: EngineState | null,
  history: readonly HistoryEntry[],
  revision: number,
): { stored: StoredState; undo: UndoRing } {
  const stored = splitState(mode, state);
  const kept = history.slice(-HISTORY_LIMIT);
  const steps: Record<string, UndoStep> = {};
  let after: StoredState | null = stored;
  for (let k = kept.length - 1; k >= 0; k--) {
    const entry = kept[k];
    const taken = {
      revision: Math.max(0, revision - (kept.length - k)),
      round: entry.round,
      mode: entry.mode,
      label: entry.label,
    };
    let before: StoredState | null = null;
    try {
      if (after) before = splitState(entry.mode, parsed(entry.state));
    } catch {
      before = null;
    }
    steps[slotOf(k)] =
      after && before
        ? stepBetween(after, before, taken)
        : {
            ...taken,
            label: storedLabel(taken.label),
            cleared: false,
            engine: [],
            entries: [],
            damaged: true,
          };
    after = before;
  }
  return { stored, undo: { count: kept.length, next: kept.length, steps } };
}

function parsed(json: string): EngineState | null {
  if (json === "") return null;
  const value: unknown = JSON.parse(json);
  if (!isRecord(value) || !Array.isArray(value.ids)) throw new Error("not an engine state");
  if (!("entries" in value) && !("totals" in value)) throw new Error("not an engine state");
  return value as unknown as EngineState;
}

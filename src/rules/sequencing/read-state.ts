import { MAX_HIT_POINTS } from "../rounds/hit-points";
import {
  TABLE_LIMIT,
  notAllowed,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireString,
  requireWithin,
  showValue,
} from "../errors";
import { checkWeaponsOncePerTurn } from "../rounds/spending";
import { SEQUENCING_MODES, type SequencingMode } from "../rulesets";
import { reading, requireArray, requireRecord, type Reading, type StoredProblem } from "../stored";
import { BLOCK_SIZE, type Blocks, fromBlocks } from "./blocks";
import { SETUP_KINDS, type Setup } from "../okrpg/setups";
import { type LadderEntry, type LadderState, topIds } from "./ladder";
import {
  type LastAct,
  type ReadyHpEntry,
  type ReadyHpState,
  type Strikes,
  poolOf,
  READY_HP_PHASES,
} from "./ready-hp";
import { requireId } from "./roster";
import {
  currentOf,
  SHOTS_MODES,
  type ActiveDefence,
  type ShotsEntry,
  type ShotsMode,
  type ShotsState,
} from "./shots";
import type { Interrupt, StandardState } from "./standard";
import type { TurnsEntry, TurnsState } from "./turns";

/**
 * Reading back an engine state a Combat stored (JSON): every field is checked, and so is every
 * cache the engine keeps beside its entries (who is next, the queue), so a state that reads as
 * valid is one the engine plays without a crash. The state returned is a fresh copy holding only
 * the engine's own fields.
 */

/** The engine state of each mode. */
export interface EngineStates {
  ladder: LadderState;
  shots: ShotsState;
  readyHp: ReadyHpState;
  turns: TurnsState;
  standard: StandardState;
}

export type EngineStateReading<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly problem: StoredProblem };

export interface ReadStateOptions {
  /** the combatants the encounter has: an engine id outside them is damage */
  roster?: readonly string[];
}

/** Limits no table reaches: a stored number beyond them is damage, never a loop without end. */
export const STORED_LIMITS = {
  round: 1_000_000,
  /** AP, shots, Reflexes, stances, initiative totals and modifiers */
  count: 1_000_000,
  /** hit points in the ready-HP pools (each turn is ordered by counting up to the largest) */
  hp: 100_000,
  /** rounds between two turns (speed 1/n) */
  every: 1_000,
} as const;

/** A whole number within bounds; the field's name is only spelt out when it is damaged. */
function whole(name: () => string, value: unknown, min: number, max: number): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max)
    return value;
  return requireInteger(name(), value, { min, max });
}
const count = (name: () => string, value: unknown, min = -STORED_LIMITS.count) =>
  whole(name, value, min, STORED_LIMITS.count);
const hp = (name: () => string, value: unknown) => whole(name, value, 0, STORED_LIMITS.hp);

/** A boolean; the name is only spelt out when it is damaged. */
function flag(name: () => string, value: unknown): boolean {
  return typeof value === "boolean" ? value : requireBoolean(name(), value);
}

/**
 * A finite number at least `min` and within the table limit, as the engine's requireWithin
 * checks it; the name is only spelt out when it is damaged.
 */
function atLeast(name: () => string, value: unknown, min: number): number {
  if (typeof value === "number" && value >= min && Math.abs(value) <= TABLE_LIMIT) return value;
  return requireWithin(name(), value, { min });
}

function readRound(s: Record<string, unknown>): number {
  return requireInteger("round", s.round, { min: 1, max: STORED_LIMITS.round });
}

function readIds(value: unknown, o: ReadStateOptions): string[] {
  const list = requireArray("ids", value);
  const seen = new Set<string>();
  const known = o.roster ? new Set(o.roster) : null;
  return list.map((one, i) => {
    const id = requireId(one);
    if (seen.has(id)) throw notAllowed(`ids #${i + 1} ${showValue(id)}`, "an id appears once");
    if (known && !known.has(id))
      throw notAllowed(`ids #${i + 1} ${showValue(id)}`, "no such combatant in the encounter");
    seen.add(id);
    return id;
  });
}

/** Entries in blocks of BLOCK_SIZE (every block full but the last), one per id. */
function readBlocks<T>(
  value: unknown,
  size: number,
  entry: (value: Record<string, unknown>, field: (key: string) => string) => T,
): Blocks<T> {
  const blocks = requireArray("entries", value);
  if (blocks.length !== Math.ceil(size / BLOCK_SIZE))
    throw notAllowed(`entries ${showValue(blocks.length)} blocks`, `${size} combatants`);
  return blocks.map((block, b) => {
    const list = requireArray(`entries[${b}]`, block);
    const expected = Math.min(BLOCK_SIZE, size - b * BLOCK_SIZE);
    if (list.length !== expected)
      throw notAllowed(`entries[${b}] of ${list.length}`, `expected ${expected} entries`);
    return list.map((one, i) => {
      const record =
        typeof one === "object" && one !== null && !Array.isArray(one)
          ? (one as Record<string, unknown>)
          : requireRecord(`entries[${b}][${i}]`, one);
      return entry(record, (key) => `entries[${b}][${i}].${key}`);
    });
  });
}

/** Positions into the roster, each once (`all`: every position, in some order). */
function readPositions(name: string, value: unknown, size: number, all = false): number[] {
  const list = requireArray(name, value);
  const seen = new Set<number>();
  const positions = list.map((one, i) => {
    const position = whole(() => `${name} #${i + 1}`, one, 0, size - 1);
    if (seen.has(position))
      throw notAllowed(`${name} #${i + 1} ${position}`, "a position appears once");
    seen.add(position);
    return position;
  });
  if (all && positions.length !== size)
    throw notAllowed(`${name} of ${positions.length}`, `expected all ${size} combatants`);
  return positions;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((one, i) => one === b[i]);
}

const LADDER_STATUSES = ["in", "passed", "down"] as const;

function ladderEntry(e: Record<string, unknown>, field: (key: string) => string): LadderEntry {
  const ap = count(() => field("ap"), e.ap);
  const status = LADDER_STATUSES.includes(e.status as LadderEntry["status"])
    ? (e.status as LadderEntry["status"])
    : requireChoice(field("status"), e.status, LADDER_STATUSES);
  if (status === "down" && ap !== 0)
    throw notAllowed(`${field("ap")} ${ap}`, "a Down combatant has no AP");
  return { ap, status };
}

function readLadder(value: unknown, o: ReadStateOptions): LadderState {
  const s = requireRecord("state", value);
  const round = readRound(s);
  const ids = readIds(s.ids, o);
  const entries = readBlocks(s.entries, ids.length, ladderEntry);
  const next = requireArray("next", s.next).map((id) => requireId(id));
  // RULES 1.10: who is next is whoever ties for the most AP among those who may act
  if (!sameList(next, topIds(ids, entries)))
    throw notAllowed(`next ${showValue(next)}`, "it does not match the AP on the ladder");
  if (s.setups === undefined) return { round, ids, entries, next };
  const setups = requireArray("setups", s.setups).map((value, i) => readSetup(value, i, ids));
  return { round, ids, entries, next, ...(setups.length ? { setups } : {}) };
}

/** RULES 1.8: a kept setup names its kind and two combatants on the ladder. */
function readSetup(value: unknown, i: number, ids: readonly string[]): Setup {
  const one = requireRecord(`setups[${i}]`, value);
  const kind = requireChoice(`setups[${i}].kind`, one.kind, SETUP_KINDS);
  const [by, target] = (["by", "target"] as const).map((key) => {
    const id = requireId(one[key]);
    if (!ids.includes(id))
      throw notAllowed(`setups[${i}].${key} ${showValue(id)}`, "it is not on the ladder");
    return id;
  });
  return { kind, by, target };
}

const shotsEntry =
  (mode: ShotsMode) =>
  (e: Record<string, unknown>, field: (key: string) => string): ShotsEntry => ({
    // the engine's own guards: shots.ts entryFor, read again on the next round
    reflexes: count(() => field("reflexes"), e.reflexes, 0),
    named: flag(() => field("named"), e.named),
    villain: flag(() => field("villain"), e.villain),
    // a state stored before the limit-break exception had no npc flag: everyone paid all
    npc: e.npc === undefined ? false : flag(() => field("npc"), e.npc),
    stances: count(() => field("stances"), e.stances, 0),
    shot: whole(() => field("shot"), e.shot, 0, mode === "simplified" ? 1 : STORED_LIMITS.count),
  });

function readShots(value: unknown, o: ReadStateOptions): ShotsState {
  const s = requireRecord("state", value);
  const round = readRound(s);
  const mode = requireChoice("mode", s.mode, SHOTS_MODES);
  const started = requireBoolean("started", s.started);
  const ids = readIds(s.ids, o);
  const entries = readBlocks(s.entries, ids.length, shotsEntry(mode));
  const current = requireArray("current", s.current).map((id) => requireId(id));
  // RULES 3: the creatures on the called shot, villains first
  if (!sameList(current, currentOf(ids, entries, mode)))
    throw notAllowed(`current ${showValue(current)}`, "it does not match the shots left");
  // a state stored before active defenses were kept has none
  if (s.defences === undefined) return { round, mode, started, ids, entries, current };
  const defences = requireArray("defences", s.defences).map((one, i) => readDefence(one, i, ids));
  return { round, mode, started, ids, entries, current, ...(defences.length ? { defences } : {}) };
}

/** RULES 3: an active defense names a creature in the count and the shot called when taken. */
function readDefence(value: unknown, i: number, ids: readonly string[]): ActiveDefence {
  const one = requireRecord(`defences[${i}]`, value);
  const id = requireId(one.id);
  if (!ids.includes(id))
    throw notAllowed(`defences[${i}].id ${showValue(id)}`, "it is not in the shot count");
  return { id, shot: whole(() => `defences[${i}].shot`, one.shot, 0, STORED_LIMITS.count) };
}

function readReadyHp(value: unknown, o: ReadStateOptions): ReadyHpState {
  const s = requireRecord("state", value);
  const round = readRound(s);
  const phase = requireChoice("phase", s.phase, READY_HP_PHASES);
  const turn = requireInteger("turn", s.turn, {
    min: 0,
    max: phase === "carryOver" ? 0 : STORED_LIMITS.round,
  });
  const ids = readIds(s.ids, o);
  const entries = readBlocks(s.entries, ids.length, (e, field): ReadyHpEntry => {
    const spent = hp(() => field("spent"), e.spent);
    const carryOver = hp(() => field("carryOver"), e.carryOver);
    return {
      ready: hp(() => field("ready"), e.ready),
      // the engine's own guards: ready-hp.ts entryFor, read again on the next round
      reach: atLeast(() => field("reach"), e.reach, 0),
      missile: flag(() => field("missile"), e.missile),
      bonus: atLeast(() => field("bonus"), e.bonus, -TABLE_LIMIT),
      distance: e.distance === null ? null : atLeast(() => field("distance"), e.distance, 0),
      nonDamaged: whole(() => field("nonDamaged"), e.nonDamaged, 0, MAX_HIT_POINTS),
      spent,
      passive: whole(() => field("passive"), e.passive, 0, spent),
      carryOver,
      moved: whole(() => field("moved"), e.moved, 0, carryOver),
      surprise: flag(() => field("surprise"), e.surprise),
    };
  });
  const ranked = readPositions("ranked", s.ranked, ids.length, true);
  const queue = readPositions("queue", s.queue, ids.length);
  const at = requireInteger("at", s.at, { min: 0, max: queue.length });
  // RULES 4: whoever still decides in this turn has HP in the turn's pool
  const pool = poolOf(phase);
  const all = fromBlocks(entries);
  for (const position of queue.slice(at))
    if (pool(all[position]) <= 0)
      throw notAllowed(`queue position ${position}`, `${ids[position]} has no HP left to act with`);
  const last = readLastAct(s.last, ids, turn);
  const strikes = readStrikes(s.strikes, ids);
  return { round, phase, turn, ids, entries, ranked, queue, at, last, strikes };
}

/** RULES 4 multiple weapons: the latest attacker's weapons, absent in states stored before. */
function readStrikes(value: unknown, ids: readonly string[]): Strikes | null {
  if (value === undefined || value === null) return null;
  const strikes = requireRecord("strikes", value);
  // an id that is no text is in no encounter
  if (!(ids as readonly unknown[]).includes(strikes.id))
    throw notAllowed(`strikes by ${showValue(strikes.id)}`, "it is not in the encounter");
  const weapons = requireArray("strikes.weapons", strikes.weapons).map((weapon, i) =>
    requireString(`strikes.weapons #${i + 1}`, weapon),
  );
  return { id: strikes.id as string, weapons: [...checkWeaponsOncePerTurn(weapons)] };
}

/**
 * RULES 4 interfering: the latest act, absent in states stored before it was kept; its turn, roll
 * and interference are absent in states stored before interference was rolled (then it is the
 * current turn's act, with no roll known and none rolled against it).
 */
function readLastAct(value: unknown, ids: readonly string[], turn: number): LastAct | null {
  if (value === undefined || value === null) return null;
  const last = requireRecord("last", value);
  if (!(ids as readonly unknown[]).includes(last.id))
    throw notAllowed(`last act by ${showValue(last.id)}`, "it is not in the encounter");
  const interference =
    last.interference === undefined
      ? []
      : requireArray("last.interference", last.interference).map((one, i) =>
          requireBoolean(`last.interference #${i + 1}`, one),
        );
  return {
    id: last.id as string,
    hp: hp(() => "last.hp", last.hp),
    turn:
      last.turn === undefined
        ? turn
        : requireInteger("last.turn", last.turn, { min: 0, max: turn }),
    total: last.total == null ? null : requireInteger("last.total", last.total),
    interference,
  };
}

function readTurns(value: unknown, o: ReadStateOptions): TurnsState {
  const s = requireRecord("state", value);
  const round = readRound(s);
  const ids = readIds(s.ids, o);
  const entries = readBlocks(s.entries, ids.length, (e, field): TurnsEntry => ({
    every: requireInteger(field("every"), e.every, { min: 1, max: STORED_LIMITS.every }),
    from: requireInteger(field("from"), e.from, { min: 0, max: STORED_LIMITS.round }),
    evading: requireBoolean(field("evading"), e.evading),
    // RULES 5: a mid-fight evasion's own bonus (turns.ts EVADE_DEFENSE); absent for the opening's
    ...(e.evadeBonus === undefined
      ? {}
      : { evadeBonus: requireInteger(field("evadeBonus"), e.evadeBonus, { min: 1, max: 20 }) }),
    counter:
      e.counter === null
        ? null
        : requireInteger(field("counter"), e.counter, { min: 0, max: STORED_LIMITS.round }),
  }));
  const order = readPositions("order", s.order, ids.length, true);
  const queue = readPositions("queue", s.queue, ids.length);
  const at = requireInteger("at", s.at, { min: 0, max: queue.length });
  return { round, ids, entries, order, queue, at };
}

/** A record with one own entry per id, each a whole number. */
function readById(name: string, value: unknown, ids: readonly string[]): Record<string, number> {
  const record = requireRecord(name, value);
  const keys = Object.keys(record);
  if (keys.length !== ids.length || !ids.every((id) => Object.hasOwn(record, id)))
    throw notAllowed(`${name} ${showValue(keys)}`, "expected one entry per combatant");
  return Object.fromEntries(ids.map((id) => [id, count(() => `${name}.${id}`, record[id])]));
}

function readStandard(value: unknown, o: ReadStateOptions): StandardState {
  const s = requireRecord("state", value);
  const round = readRound(s);
  const ids = readIds(s.ids, o);
  const totals = readById("totals", s.totals, ids);
  const modifiers = readById("modifiers", s.modifiers, ids);
  // RULES 2: the highest total acts first
  ids.forEach((id, i) => {
    if (i > 0 && totals[id] > totals[ids[i - 1]])
      throw notAllowed(`ids ${showValue(ids)}`, `${id} comes after a lower total`);
  });
  const at = requireInteger("at", s.at, { min: 0, max: ids.length });
  const interrupt = readInterrupt(s.interrupt, ids, at);
  return { round, ids, totals, modifiers, at, ...(interrupt ? { interrupt } : {}) };
}

/** RULES 2: an open interrupt is against the combatant whose turn it is, by another or nobody. */
function readInterrupt(value: unknown, ids: readonly string[], at: number): Interrupt | null {
  if (value === undefined || value === null) return null;
  const open = requireRecord("interrupt", value);
  const against = requireId(open.against);
  if (ids[at] !== against)
    throw notAllowed(`an interrupt against ${showValue(against)}`, "it is not their turn");
  if (open.by === null) return { against, by: null };
  const by = requireId(open.by);
  if (!ids.includes(by) || by === against)
    throw notAllowed(`an interrupt by ${showValue(by)}`, "they are not a foe in the round");
  return { against, by };
}

const READERS: { [M in SequencingMode]: (value: unknown, o: ReadStateOptions) => EngineStates[M] } =
  {
    ladder: readLadder,
    shots: readShots,
    readyHp: readReadyHp,
    turns: readTurns,
    standard: readStandard,
  };

/**
 * The check readEngineState makes, throwing the rules error that names what is damaged (the
 * public rules API checks a state it is handed this way). Returns the clean copy.
 */
export function requireEngineState<M extends SequencingMode>(
  mode: M,
  value: unknown,
): EngineStates[M] {
  return READERS[mode](value, {}) as EngineStates[M];
}

/**
 * The entries a ladder or shots state keeps beside `ids` (what topIds and currentOf read),
 * checked as requireEngineState checks them; `ids` are checked by the caller.
 */
export function requireEntries(
  kind: "ladder" | ShotsMode,
  ids: readonly unknown[],
  value: unknown,
): void {
  if (kind === "ladder") readBlocks(value, ids.length, ladderEntry);
  else readBlocks(value, ids.length, shotsEntry(kind));
}

/**
 * Reads an engine state back from storage: the state (a clean copy), or what is wrong with it.
 * An unknown mode is damage too. Never throws.
 */
export function readEngineState<M extends SequencingMode>(
  mode: M,
  value: unknown,
  o?: ReadStateOptions,
): EngineStateReading<EngineStates[M]>;
export function readEngineState(
  mode: unknown,
  value: unknown,
  o?: ReadStateOptions,
): EngineStateReading<EngineStates[SequencingMode]>;
export function readEngineState(
  mode: unknown,
  value: unknown,
  o: ReadStateOptions = {},
): EngineStateReading<EngineStates[SequencingMode]> {
  const read: Reading<EngineStates[SequencingMode]> = reading(() => {
    const known = requireChoice("mode", mode, SEQUENCING_MODES);
    return READERS[known](value, o);
  });
  return read.ok ? { ok: true, state: read.value } : read;
}

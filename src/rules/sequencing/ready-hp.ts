import type { DiceSource } from "../dice";
import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireDiceSource,
  requireFinite,
  requireInteger,
  requireObject,
  requireString,
  requireWithin,
  showValue,
} from "../errors";
import {
  type Blocks,
  entryAt,
  fromBlocks,
  toBlocks,
  withAppended,
  withEntry,
  without,
} from "./blocks";
import { type Contender, compareActingOrder, compareTieBreak } from "../rounds/acting-order";
import { MAX_HIT_POINTS, minimumReady } from "../rounds/hit-points";
import {
  HESITATION_HP,
  checkInterference,
  checkSpend,
  checkWeaponsOncePerTurn,
  interferes,
} from "../rounds/spending";
import { rollOff } from "./roll-off";
import {
  afterLeaving,
  byId,
  idsAt,
  positionOf,
  recordById,
  requireList,
  requireNewIds,
} from "./roster";

/**
 * Action Rounds' ready hit points (RULES 4). At round start at least half of each character's
 * non-damaged HP become ready, the rest may be carried over. Carry-over turns come first (most
 * carry-over HP first, movement only, one each); then, turn after turn, every character with
 * ready HP acts once, most ready HP first, spending at least one. The round ends when nobody has
 * ready HP left.
 */

export interface ReadyHpCombatant {
  id: string;
  /** HP − stun − damage */
  nonDamaged: number;
  /** HP held in place for wind-up or manoeuvring: at most half the non-damaged HP (default 0) */
  carryOver?: number;
  /** reach of the weapon in use (a missile weapon's range), default 0 */
  reach?: number;
  missile?: boolean;
  /** bonus for the action the character means to take, default 0 */
  bonus?: number;
  /** distance to its opponent, when known */
  distance?: number | null;
  /** it surprised the others: it decides first on the carry-over turns and the first turn */
  surprise?: boolean;
}

export interface ReadyHpEntry {
  ready: number;
  /** reach of the weapon in use, in metres; for a missile weapon its range */
  reach: number;
  missile: boolean;
  /** bonus for the action the character is about to take */
  bonus: number;
  /** distance to the opponent, when known */
  distance: number | null;
  nonDamaged: number;
  /** ready HP spent this round, hesitation included */
  spent: number;
  /** of the spent HP, those spent on defensive manoeuvring: +1 defence each this round */
  passive: number;
  carryOver: number;
  /** carry-over HP spent moving on the character's carry-over turn */
  moved: number;
  surprise: boolean;
}

export const READY_HP_PHASES = ["carryOver", "turns"] as const;
export type ReadyHpPhase = (typeof READY_HP_PHASES)[number];

export interface ReadyHpState {
  round: number;
  phase: ReadyHpPhase;
  /** 0 during the carry-over turns, then 1, 2, … */
  turn: number;
  ids: string[];
  entries: Blocks<ReadyHpEntry>;
  /** every position in tie-break order (reach, bonus, roll-off), settled at round start */
  ranked: number[];
  /** positions deciding in the current turn, in order; queue[at] decides now */
  queue: number[];
  at: number;
  /**
   * RULES 4 interfering: the latest act (who, the ready HP it spent, its roll and the
   * interference against it), kept until someone else acts or the round ends; those still to act
   * in its turn may interfere with it. Null (or absent) when there is none.
   */
  last?: LastAct | null;
  /**
   * RULES 4 multiple weapons: who made the latest attack and the weapons it has struck with,
   * while nobody else has acted since; null (or absent) otherwise
   */
  strikes?: Strikes | null;
}

/** The weapons (item ids) the latest attacker has struck with in its act. */
export interface Strikes {
  id: string;
  weapons: string[];
}

/** An act someone may interfere with: its actor and the ready HP it spent. */
export interface LastAct {
  id: string;
  hp: number;
  /** the turn it was made in: only then may the others interfere with it */
  turn: number;
  /** its roll total (d20 + modifiers) when it was rolled on a card or entered since; else null */
  total: number | null;
  /** RULES 4: the interference rolled against it so far, true for each that succeeded */
  interference: boolean[];
}

/** An interference's roll: its d20, its modifier, and the total of the act it opposes. */
export interface InterferenceRoll {
  natural: number;
  modifier: number;
  /** the act's roll total, when not kept with the act (null or absent: the kept one) */
  against?: number | null;
}

// States and entries are copied field by field rather than spread: every copy then shares one
// shape, which keeps a move several times cheaper than a spread with a thousand combatants.
function patch(s: ReadyHpState, change: Partial<ReadyHpState>): ReadyHpState {
  return {
    round: change.round ?? s.round,
    phase: change.phase ?? s.phase,
    turn: change.turn ?? s.turn,
    ids: change.ids ?? s.ids,
    entries: change.entries ?? s.entries,
    ranked: change.ranked ?? s.ranked,
    queue: change.queue ?? s.queue,
    at: change.at ?? s.at,
    last: change.last === undefined ? (s.last ?? null) : change.last,
    strikes: change.strikes === undefined ? (s.strikes ?? null) : change.strikes,
  };
}

// no move changes a distance: the next round starts afresh from the combatants
function patchEntry(
  one: ReadyHpEntry,
  change: Partial<Omit<ReadyHpEntry, "distance">>,
): ReadyHpEntry {
  return {
    nonDamaged: change.nonDamaged ?? one.nonDamaged,
    ready: change.ready ?? one.ready,
    spent: change.spent ?? one.spent,
    passive: change.passive ?? one.passive,
    carryOver: change.carryOver ?? one.carryOver,
    moved: change.moved ?? one.moved,
    reach: change.reach ?? one.reach,
    missile: change.missile ?? one.missile,
    bonus: change.bonus ?? one.bonus,
    distance: one.distance,
    surprise: change.surprise ?? one.surprise,
  };
}

/** RULES 4: at least half the non-damaged HP (rounded up) become ready; the rest may carry over. */
export function maxCarryOver(nonDamaged: number): number {
  return nonDamaged - minimumReady(nonDamaged);
}

/** An entry's figures that last one round: a round start sets them afresh for everyone. */
export type RoundFigures = Pick<ReadyHpEntry, "ready" | "spent" | "passive" | "moved">;

/**
 * RULES 4: what a round start gives a character: every non-damaged HP not carried over is ready,
 * and nothing is spent, spent on defence or moved yet.
 */
export function roundStartFigures(
  one: Pick<ReadyHpEntry, "nonDamaged" | "carryOver">,
): RoundFigures {
  requireObject("entry", one);
  const nonDamaged = requireInteger("non-damaged HP", one.nonDamaged, {
    min: 0,
    max: MAX_HIT_POINTS,
  });
  // harm taken mid-round may leave more carried over than a round start allows: never more than all
  const carryOver = requireInteger("carry-over HP", one.carryOver, { min: 0, max: nonDamaged });
  return { ready: nonDamaged - carryOver, spent: 0, passive: 0, moved: 0 };
}

function entryFor(c: ReadyHpCombatant): ReadyHpEntry {
  requireObject("combatant", c);
  const nonDamaged = requireInteger(`non-damaged HP of ${c.id}`, c.nonDamaged, {
    min: 0,
    max: MAX_HIT_POINTS,
  });
  const carryOver = requireInteger(`carry-over HP of ${c.id}`, c.carryOver ?? 0, {
    min: 0,
    max: maxCarryOver(nonDamaged),
  });
  const distance = c.distance ?? null;
  if (distance !== null) requireWithin(`distance of ${c.id}`, distance, { min: 0 });
  const { ready, spent, passive, moved } = roundStartFigures({ nonDamaged, carryOver });
  return {
    nonDamaged,
    ready,
    spent,
    passive,
    carryOver,
    moved,
    reach: requireWithin(`reach of ${c.id}`, c.reach ?? 0, { min: 0 }),
    missile: requireBoolean(`missile of ${c.id}`, c.missile, false),
    bonus: requireFinite(`bonus of ${c.id}`, c.bonus ?? 0),
    distance,
    surprise: requireBoolean(`surprise of ${c.id}`, c.surprise, false),
  };
}

/**
 * RULES 4: order by reach and bonus, a roll-off (rerolling ties) for whoever is still tied.
 * Interpretation: the roll-offs (d20) are made once, at round start, among everyone tied on
 * reach and bonus, and settle ties on ready HP for every turn of that round.
 */
function rank(entries: readonly ReadyHpEntry[], dice: DiceSource): number[] {
  const positions = entries.map((_, position) => position);
  positions.sort((a, b) => compareTieBreak(entries[a], entries[b]));
  const ranked: number[] = [];
  let runStart = 0;
  for (let i = 1; i <= positions.length; i++) {
    const runEnds =
      i === positions.length ||
      compareTieBreak(entries[positions[i - 1]], entries[positions[i]]) !== 0;
    if (runEnds) {
      ranked.push(...rollOff(positions.slice(runStart, i), dice));
      runStart = i;
    }
  }
  return ranked;
}

/** The pool a turn is ordered by: carry-over HP on the carry-over turns, else ready HP. */
export function poolOf(phase: ReadyHpPhase): (entry: ReadyHpEntry) => number {
  return requireChoice("phase", phase, READY_HP_PHASES) === "carryOver"
    ? (entry) => entry.carryOver - entry.moved
    : (entry) => entry.ready;
}

/** Interpretation: surprise counts on the carry-over turns and the round's first turn. */
function surpriseCounts(phase: ReadyHpPhase, turn: number): boolean {
  return phase === "carryOver" || turn === 1;
}

/** What decides a character's place in a turn: its pool, and surprise on the turns it counts. */
function contenderOf(one: ReadyHpEntry, hp: number, surprise: boolean): Contender {
  const { reach, missile, bonus, distance } = one;
  return { ready: hp, reach, missile, bonus, distance, surprise: surprise && one.surprise };
}

/**
 * Who acts in a turn, in order: RULES 4's acting order (`compareActingOrder`: surprise, most HP in
 * the turn's pool, reach and distance, bonus) among those with HP in the pool. `ranked` holds the
 * round's roll-offs: the sort is stable, so where the rules see a tie its order stands.
 */
function turnQueue(
  entries: Blocks<ReadyHpEntry>,
  ranked: readonly number[],
  phase: ReadyHpPhase,
  turn: number,
): number[] {
  const pool = poolOf(phase);
  const surprise = surpriseCounts(phase, turn);
  // Stryker disable next-line ArrayDeclaration: every position is written before it is read
  const contenders: Contender[] = [];
  // Laid out first by surprise and pool (a counting pass), which the comparator then confirms or
  // corrects: a stable sort of a list already in order costs one comparison per character, where
  // sorting the roll-off order would cost ten times more with a thousand in the fight.
  const buckets: number[][][] = [[], []];
  for (const position of ranked) {
    const one = entryAt(entries, position);
    // a whole number, checked: it indexes the buckets (a text such as "__proto__" would reach
    // Array.prototype from a damaged state handed to the API)
    const hp = requireInteger("ready hit points", pool(one));
    const contender = contenderOf(one, hp, surprise);
    contenders[position] = contender;
    (buckets[contender.surprise ? 0 : 1][hp] ??= []).push(position);
  }
  const laidOut: number[] = [];
  // bucket 0 holds those with no HP in the pool: they do not act
  for (const group of buckets)
    // Stryker disable next-line ArithmeticOperator: an index past the end holds nothing
    for (let hp = group.length - 1; hp > 0; hp--) for (const p of group[hp] ?? []) laidOut.push(p);
  return laidOut.sort((a, b) => compareActingOrder(contenders[a], contenders[b]));
}

/** Puts the rest of the current turn back in order after pools changed out of turn. */
function reordered(s: ReadyHpState, rest: readonly number[]): ReadyHpState {
  const queue = turnQueue(s.entries, s.ranked, s.phase, s.turn);
  const waiting = new Set(rest);
  return settle(patch(s, { queue: queue.filter((position) => waiting.has(position)), at: 0 }));
}

/** Once everyone in the queue has acted, the next turn starts; an empty queue ends the round. */
function settle(s: ReadyHpState): ReadyHpState {
  if (s.at < s.queue.length) return s;
  const base: ReadyHpState = s.phase === "carryOver" ? patch(s, { phase: "turns", turn: 0 }) : s;
  const queue = turnQueue(base.entries, base.ranked, "turns", base.turn + 1);
  if (queue.length === 0) return patch(base, { queue, at: 0 });
  return patch(base, { turn: base.turn + 1, queue, at: 0 });
}

function begin(round: number, c: readonly ReadyHpCombatant[], dice: DiceSource): ReadyHpState {
  requireDiceSource("dice", dice);
  const ids = requireNewIds(requireList("combatants", c).map((one) => one?.id));
  const list = c.map(entryFor);
  const ranked = rank(list, dice);
  const entries = toBlocks(list);
  const queue = turnQueue(entries, ranked, "carryOver", 0);
  return settle({
    round,
    phase: "carryOver",
    turn: 0,
    ids,
    entries,
    ranked,
    queue,
    at: 0,
    last: null,
    strikes: null,
  });
}

/** RULES 4 round start; `dice` settles the roll-offs for the whole round. */
export function start(c: readonly ReadyHpCombatant[], dice: DiceSource): ReadyHpState {
  return begin(1, c, dice);
}

/** Who still acts in the current turn, in order (carry-over turns first); [] = round over. */
export function order(s: ReadyHpState): string[] {
  return idsAt(s.ids, s.queue.slice(s.at));
}

function requireRunning(s: ReadyHpState, move: string): void {
  if (s.at >= s.queue.length) throw notAllowed(move, "the round is over");
}

function requireHead(s: ReadyHpState, id: string, move: () => string): number {
  const head = s.queue[s.at];
  if (head !== undefined && s.ids[head] === id) return head;
  const position = positionOf(s.ids, id);
  requireRunning(s, move());
  const reason = !s.queue.slice(s.at).includes(position)
    ? s.phase === "carryOver"
      ? "it has no carry-over turn left"
      : entryAt(s.entries, position).ready === 0
        ? "it has no ready HP"
        : "it has acted this turn"
    : `${showValue(s.ids[s.queue[s.at]])} decides first`;
  throw notAllowed(move(), reason);
}

/**
 * RULES 4: the character whose turn it is acts. On a normal turn it spends 1…ready HP (beyond
 * the first they add power, or defence with `passiveDefense`); on its carry-over turn it moves
 * with 0…carry-over HP (interpretation: 0 when it stays put), and whatever it leaves is lost
 * for movement. An attack names its `weapon` (RULES 4 multiple weapons): see `strikeAgain`; one
 * rolled on a card gives its roll `total`, which an interference is rolled against.
 */
export function spend(
  s: ReadyHpState,
  id: string,
  hp: number,
  o: { passiveDefense?: boolean; weapon?: string; total?: number | null } = {},
): ReadyHpState {
  requireObject("options", o);
  const move = () => `spending ${showValue(hp)} HP by ${showValue(id)}`;
  const weapon = o.weapon === undefined ? null : requireString("weapon", o.weapon);
  const total = o.total == null ? null : requireInteger("roll total", o.total);
  if (weapon !== null && strikesOf(s, id) !== null) return strikeAgain(s, id, hp, weapon, total);
  const position = requireHead(s, id, move);
  const one = entryAt(s.entries, position);
  const passive = requireBoolean("passiveDefense", o.passiveDefense, false);
  let replacement: ReadyHpEntry;
  let last: LastAct | null = null;
  let strikes: Strikes | null = null;
  if (s.phase === "carryOver") {
    if (passive) throw notAllowed(move(), "carry-over turns are for movement only");
    const moved = requireInteger("carry-over HP moved", hp, { min: 0, max: poolOf(s.phase)(one) });
    replacement = patchEntry(one, { moved });
  } else {
    checkSpend(one.ready, hp);
    replacement = patchEntry(one, {
      ready: one.ready - hp,
      spent: one.spent + hp,
      passive: one.passive + (passive ? hp : 0),
    });
    last = { id, hp, turn: s.turn, total, interference: [] };
    if (weapon !== null && !passive) strikes = { id, weapons: [weapon] };
  }
  return settle(
    patch(s, {
      entries: withEntry(s.entries, position, replacement),
      at: s.at + 1,
      last,
      strikes,
    }),
  );
}

/**
 * RULES 4 multiple weapons: the weapons `id` has struck with in its latest act, when that act is
 * still the latest one and `id` is not deciding now; else null (its next attack is a new act).
 */
function strikesOf(s: ReadyHpState, id: string): Strikes | null {
  const strikes = s.strikes ?? null;
  if (strikes === null || strikes.id !== id || roundOver(s)) return null;
  const head = s.queue[s.at];
  return head !== undefined && s.ids[head] === id ? null : strikes;
}

/**
 * RULES 4 multiple weapons: the weapons `id` has struck with in the act it may still add to (see
 * `strikeAgain`); [] when its next attack starts a new act.
 */
export function weaponsStruck(s: ReadyHpState, id: string): string[] {
  positionOf(s.ids, id);
  return [...(strikesOf(s, id)?.weapons ?? [])];
}

/**
 * RULES 4 multiple weapons: a character holding several weapons strikes with another one as part
 * of the act it just made, spending 1…ready HP more; the same weapon twice is refused.
 * Interpretation: a further weapon joins the act while nobody else has acted since (even when
 * the act ended the turn); it does not take a place in any turn.
 */
function strikeAgain(
  s: ReadyHpState,
  id: string,
  hp: number,
  weapon: string,
  total: number | null,
): ReadyHpState {
  const strikes = strikesOf(s, id) as Strikes;
  const weapons = [...checkWeaponsOncePerTurn([...strikes.weapons, weapon])];
  const position = positionOf(s.ids, id);
  const one = entryAt(s.entries, position);
  checkSpend(one.ready, hp);
  const entries = withEntry(
    s.entries,
    position,
    patchEntry(one, { ready: one.ready - hp, spent: one.spent + hp }),
  );
  // Interpretation: the act is one act however many weapons strike in it; a further weapon's roll
  // is the one an interference now opposes
  const last =
    s.last?.id === id
      ? { ...s.last, hp: s.last.hp + hp, total: total ?? s.last.total }
      : (s.last ?? null);
  return reordered(patch(s, { entries, last, strikes: { id, weapons } }), s.queue.slice(s.at));
}

/** RULES 4: doing nothing on a turn still moves 1 ready HP to used (nothing on a carry-over turn). */
export function hesitate(s: ReadyHpState, id: string): ReadyHpState {
  const after = spend(s, id, s.phase === "carryOver" ? 0 : HESITATION_HP);
  // Interpretation: doing nothing is no act anyone could interfere with; the act before it stays
  // the latest one
  return patch(after, { last: s.last ?? null });
}

/**
 * RULES 4: the latest act of the current turn, which those still to act may interfere with, or
 * null.
 */
export function lastAct(s: ReadyHpState): LastAct | null {
  const last = s.last ?? null;
  return roundOver(s) || last === null || last.turn !== s.turn ? null : last;
}

/**
 * RULES 4 interfering: the latest act and the interference against it, kept after its turn
 * until someone else acts or the round ends (the tracker shows whether it stood), or null.
 */
export function latestAct(s: ReadyHpState): LastAct | null {
  return roundOver(s) ? null : (s.last ?? null);
}

/**
 * RULES 4 interfering with the latest act of this turn: `hp` may not be more than that act spent,
 * and the interference is one roll against that act's roll (`interferes`); several may be rolled
 * against one act, which fails if any succeeds (see `latestAct` and `survivesInterference`).
 * Interpretation: the tracker offers interference against the act just made, by those who have
 * not acted yet in this turn.
 */
export function interfereWithLast(
  s: ReadyHpState,
  id: string,
  hp: number,
  roll: InterferenceRoll,
): ReadyHpState {
  const target = lastAct(s);
  const move = `interfering by ${showValue(id)}`;
  if (target === null) throw notAllowed(move, "there is no act this turn to interfere with");
  if (target.id === id) throw notAllowed(move, "it cannot interfere with its own act");
  requireObject("interference roll", roll);
  const against = roll.against == null ? target.total : requireInteger("act's roll", roll.against);
  if (against === null) throw notAllowed(move, "the roll of the act it opposes is not known");
  const succeeded = interferes(roll.natural, roll.modifier, against);
  const after = interfere(s, id, hp, target.hp);
  const interference = [...target.interference, succeeded];
  return patch(after, { last: { ...target, total: against, interference } });
}

/**
 * RULES 4 interfering: an opposed roll against someone's action, spending at most that action's
 * HP. Interpretation: everyone acts once per turn, so interfering is the interferer's act for
 * this turn and it must not have acted yet.
 */
export function interfere(s: ReadyHpState, id: string, hp: number, actionHp: number): ReadyHpState {
  const move = `interfering by ${showValue(id)}`;
  const position = positionOf(s.ids, id);
  requireRunning(s, move);
  if (s.phase === "carryOver") throw notAllowed(move, "carry-over turns are for movement only");
  const rest = s.queue.slice(s.at);
  if (!rest.includes(position)) {
    const none = entryAt(s.entries, position).ready === 0;
    throw notAllowed(move, none ? "it has no ready HP" : "it has acted this turn");
  }
  const one = entryAt(s.entries, position);
  checkInterference(checkSpend(one.ready, hp), actionHp);
  const entries = withEntry(
    s.entries,
    position,
    patchEntry(one, {
      ready: one.ready - hp,
      spent: one.spent + hp,
    }),
  );
  return reordered(
    patch(s, { entries, strikes: null }),
    rest.filter((p) => p !== position),
  );
}

/**
 * Damage or stun taken mid-round lowers the non-damaged HP the next round starts from.
 * Interpretation: within the round it comes off the ready HP first, then the carry-over HP, so
 * it lowers what the character has left to act with. Ready HP never go below zero.
 */
export function harm(s: ReadyHpState, id: string, amount: number): ReadyHpState {
  const position = positionOf(s.ids, id);
  requireInteger("damage and stun", amount, { min: 0 });
  const one = entryAt(s.entries, position);
  const fromReady = Math.min(amount, one.ready);
  const carryOver = Math.max(0, one.carryOver - (amount - fromReady));
  const entries = withEntry(
    s.entries,
    position,
    patchEntry(one, {
      nonDamaged: Math.max(0, one.nonDamaged - amount),
      ready: one.ready - fromReady,
      carryOver,
      moved: Math.min(one.moved, carryOver),
    }),
  );
  return reordered(patch(s, { entries }), s.queue.slice(s.at));
}

function entry(s: ReadyHpState, id: string): ReadyHpEntry {
  // the character deciding now is the one asked about most: skip the lookup for it
  const head = s.queue[s.at];
  const position = head !== undefined && s.ids[head] === id ? head : positionOf(s.ids, id);
  return entryAt(s.entries, position);
}

/** The non-damaged HP the engine counts for a character (lowered by harm taken mid-round). */
export function nonDamaged(s: ReadyHpState, id: string): number {
  return entry(s, id).nonDamaged;
}

export function ready(s: ReadyHpState, id: string): number {
  return entry(s, id).ready;
}

/** Carry-over HP not spent moving: held in place, and free to move with on the carry-over turn. */
export function carryOver(s: ReadyHpState, id: string): number {
  const one = entry(s, id);
  return one.carryOver - one.moved;
}

/** RULES 4: the character surprised the others and, on this turn, decides first for it. */
export function decidesFirstBySurprise(s: ReadyHpState, id: string): boolean {
  return entry(s, id).surprise && surpriseCounts(s.phase, s.turn);
}

/** RULES 4: passive defence HP spent this round, +1 defence each until the round ends. */
export function passiveDefense(s: ReadyHpState, id: string): number {
  return entry(s, id).passive;
}

export function roundOver(s: ReadyHpState): boolean {
  return s.at >= s.queue.length;
}

/** Who acts now: the character deciding first in the current turn. */
export function acting(s: ReadyHpState): string[] {
  return roundOver(s) ? [] : [s.ids[s.queue[s.at]]];
}

/** The figure mirrored into combatant.initiative: ready HP. */
export function initiative(s: ReadyHpState, id: string): number {
  return ready(s, id);
}

export function initiatives(s: ReadyHpState): Record<string, number> {
  const entries = fromBlocks(s.entries);
  return recordById(s.ids, (_, position) => entries[position].ready);
}

/** What may change for a character between rounds (carry-over and surprise default to none). */
export type ReadyHpChanges = Partial<Omit<ReadyHpCombatant, "id">>;

/**
 * The next round from the current non-damaged HP (after harm), with new carry-over choices.
 * Called before the round is over, it ends this one early: unspent ready HP are lost.
 */
export function nextRound(
  s: ReadyHpState,
  dice: DiceSource,
  changes: Readonly<Record<string, ReadyHpChanges>> = {},
): ReadyHpState {
  requireDiceSource("dice", dice);
  requireObject("changes", changes);
  for (const id of Object.keys(changes)) positionOf(s.ids, id);
  const combatants = fromBlocks(s.entries).map((one, position): ReadyHpCombatant => {
    const id = s.ids[position];
    const { nonDamaged, reach, missile, bonus, distance } = one;
    return { nonDamaged, reach, missile, bonus, distance, ...byId(changes, id), id };
  });
  return begin(s.round + 1, combatants, dice);
}

/**
 * A character joins mid-round and acts in the current turn if that turn counts its pool.
 * Interpretation: it decides after everyone it ties with (no roll-off mid-round). One joining
 * after the round is over acts from the next round: it has no ready HP until then.
 */
export function join(s: ReadyHpState, c: ReadyHpCombatant): ReadyHpState {
  const [id] = requireNewIds([c?.id], s.ids);
  const rolled = entryFor(c);
  const added = roundOver(s) ? patchEntry(rolled, { ready: 0, carryOver: 0 }) : rolled;
  const position = s.ids.length;
  const entries = withAppended(s.entries, added);
  // last in the roll-off order: each turn's sort puts it in its place, after those it ties with
  const ranked = [...s.ranked, position];
  const joined: ReadyHpState = patch(s, { ids: [...s.ids, id], entries, ranked });
  return roundOver(s) ? joined : reordered(joined, [...s.queue.slice(s.at), position]);
}

/** A character leaves the fight. */
export function leave(s: ReadyHpState, id: string): ReadyHpState {
  const position = positionOf(s.ids, id);
  const left: ReadyHpState = patch(s, {
    ids: s.ids.filter((_, p) => p !== position),
    entries: without(s.entries, position),
    ranked: afterLeaving(s.ranked, position),
    ...(s.last?.id === id ? { last: null } : {}),
    ...(s.strikes?.id === id ? { strikes: null } : {}),
  });
  return reordered(left, afterLeaving(s.queue.slice(s.at), position));
}

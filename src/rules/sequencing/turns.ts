import type { DiceSource } from "../dice";
import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireDiceSource,
  requireFinite,
  requireInteger,
  requireObject,
  requireWithin,
  showValue,
} from "../errors";
import { type Blocks, entryAt, toBlocks, withAppended, withEntry, without } from "./blocks";
import { ACTIONS } from "../mano/actions";
import { rollOff } from "./roll-off";
import { afterLeaving, idsAt, positionOf, recordById, requireList, requireNewIds } from "./roster";

/**
 * Mano a Mano turns with speed (RULES 5). Every round each character gets one turn in a fixed
 * order the GM arranges; speed ½ acts every other round and ¼ once every four; anyone may skip.
 * A character may prepare a counterattack instead of acting, which fires (before the attacker's
 * action) if it is attacked before its next turn.
 */

/** RULES 5 start of combat: unsurprised characters start evading or ready to counter. */
export const OPENINGS = ["evading", "counter"] as const;
export type Opening = (typeof OPENINGS)[number];

/** RULES 5: evading gives +4 defence until the character's first turn. */
export const EVADING_DEFENSE = 4;
/**
 * RULES 5 (the seed's worked combat, the evade action's own number): a character that evades on
 * its turn mid-fight defends at +5 until its next turn.
 */
export const EVADE_DEFENSE = ACTIONS.evade.defenceBonus;

export interface TurnsCombatant {
  id: string;
  /** 1 or more: every round; ½: every other round; ¼: once every four rounds */
  speed: number;
  /** how it starts an unsurprised fight (interpretation: evading unless the player says) */
  opening?: Opening;
  /** caught by surprise: it starts neither evading nor ready to counter */
  surprised?: boolean;
}

export interface TurnsOptions {
  /**
   * House rule: surprised characters also lose their first-round turn. Off by default: in the
   * Mano a Mano combat example the ambushed clone is caught unprepared but still takes its
   * first turn right after the ambusher's.
   */
  surprisedLoseFirstTurn?: boolean;
}

export interface TurnsEntry {
  /** rounds from one turn it acts to the next it may act: 1, 2 (speed ½) or 4 (speed ¼) */
  every: number;
  /** the first round in which it may take a turn */
  from: number;
  evading: boolean;
  /** the evasion's bonus when it is one made mid-fight (evade); absent: the opening's +4 */
  evadeBonus?: number;
  /**
   * the round whose turn it gave up for a counterattack still waiting to fire, else null; one
   * that started ready to counter counts the round before its first (interpretation)
   */
  counter: number | null;
}

export interface TurnsState {
  round: number;
  ids: string[];
  entries: Blocks<TurnsEntry>;
  /** positions in the order the GM arranged */
  order: number[];
  /** positions taking a turn this round, in order; queue[at] has the turn now */
  queue: number[];
  at: number;
}

// States and entries are copied field by field rather than spread: every copy then shares one
// shape, which keeps a move several times cheaper than a spread with a thousand combatants.
function patch(s: TurnsState, change: Partial<TurnsState>): TurnsState {
  return {
    round: change.round ?? s.round,
    ids: change.ids ?? s.ids,
    entries: change.entries ?? s.entries,
    order: change.order ?? s.order,
    queue: change.queue ?? s.queue,
    at: change.at ?? s.at,
  };
}

function patchEntry(one: TurnsEntry, change: Partial<TurnsEntry>): TurnsEntry {
  const evading = change.evading ?? one.evading;
  const evadeBonus = evading ? (change.evadeBonus ?? one.evadeBonus) : undefined;
  return {
    every: change.every ?? one.every,
    from: change.from ?? one.from,
    evading,
    counter: change.counter === undefined ? one.counter : change.counter,
    ...(evadeBonus === undefined ? {} : { evadeBonus }),
  };
}

/** RULES 5: how many rounds apart a character's turns are: speed ≥ 1 → 1, ½ → 2, ¼ → 4. */
export function roundsPerTurn(speed: number): number {
  requireWithin("speed", speed, { min: Number.MIN_VALUE });
  if (speed >= 1) return 1;
  const every = Math.round(1 / speed);
  if (Math.abs(every * speed - 1) > 1e-9)
    throw notAllowed(`speed ${showValue(speed)}`, "a speed below 1 is ½, ¼ or another 1/n");
  return every;
}

function entryFor(c: TurnsCombatant, round: number, o: TurnsOptions = {}): TurnsEntry {
  const every = roundsPerTurn(requireFinite(`speed of ${c.id}`, c.speed));
  if (requireBoolean(`surprised of ${c.id}`, c.surprised, false)) {
    const loses = requireBoolean("surprisedLoseFirstTurn", o.surprisedLoseFirstTurn, false);
    return { every, from: loses ? round + 1 : round, evading: false, counter: null };
  }
  const opening = requireChoice(`opening of ${c.id}`, c.opening ?? "evading", OPENINGS);
  return {
    every,
    from: round,
    evading: opening === "evading",
    counter: opening === "counter" ? round - 1 : null,
  };
}

function queueFor(entries: Blocks<TurnsEntry>, order: readonly number[], round: number): number[] {
  return order.filter((position) => entryAt(entries, position).from <= round);
}

/**
 * RULES 5 start of combat; the turn order is the array order (see defaultOrder; whoever has the
 * advantage of surprise goes first, so the caller puts it first).
 */
export function start(c: readonly TurnsCombatant[], o: TurnsOptions = {}): TurnsState {
  requireObject("options", o);
  const ids = requireNewIds(requireList("combatants", c).map((one) => one?.id));
  const entries = toBlocks(c.map((one) => entryFor(one, 1, o)));
  const order = ids.map((_, position) => position);
  return { round: 1, ids, entries, order, queue: queueFor(entries, order, 1), at: 0 };
}

/** RULES 5 default order: longer reach first, a roll-off (rerolling ties) among equal reaches. */
export function defaultOrder(
  c: readonly { id: string; reach: number }[],
  dice: DiceSource,
): string[] {
  requireDiceSource("dice", dice);
  const list = requireList("combatants", c);
  requireNewIds(list.map((one) => one?.id));
  const byReach = new Map<number, string[]>();
  for (const one of list) {
    const reach = requireWithin(`reach of ${one.id}`, one.reach, { min: 0 });
    byReach.set(reach, [...(byReach.get(reach) ?? []), one.id]);
  }
  return [...byReach.keys()]
    .sort((a, b) => b - a)
    .flatMap((reach) => rollOff(byReach.get(reach) as string[], dice));
}

/**
 * Who gets a turn in `round` (this one or a later one), in order. For later rounds it assumes
 * everyone acts whenever it may and no counter fires.
 */
export function actors(s: TurnsState, round: number): string[] {
  requireInteger("round", round, { min: s.round });
  if (round === s.round) return idsAt(s.ids, s.queue);
  const waiting = new Set(s.queue.slice(s.at));
  const result: string[] = [];
  for (const position of s.order) {
    const { every, from } = entryAt(s.entries, position);
    const first = waiting.has(position) ? s.round + every : Math.max(from, s.round + 1);
    if (round >= first && (round - first) % every === 0) result.push(s.ids[position]);
  }
  return result;
}

export function roundOver(s: TurnsState): boolean {
  return s.at >= s.queue.length;
}

/** Who has the turn now ([] once the round is over). */
export function acting(s: TurnsState): string[] {
  return roundOver(s) ? [] : [s.ids[s.queue[s.at]]];
}

function requireTurn(s: TurnsState, move: string): TurnsEntry {
  if (roundOver(s)) throw notAllowed(move, "the round is over");
  return entryAt(s.entries, s.queue[s.at]);
}

function endTurn(s: TurnsState, replacement: TurnsEntry): TurnsState {
  return patch(s, { entries: withEntry(s.entries, s.queue[s.at], replacement), at: s.at + 1 });
}

/**
 * The character whose turn it is has moved and acted. Its evasion and any old counter end, and
 * (speed ½, ¼) it must sit out the turns its speed says.
 */
export function advance(s: TurnsState): TurnsState {
  const one = requireTurn(s, "ending a turn");
  return endTurn(s, patchEntry(one, { from: s.round + one.every, evading: false, counter: null }));
}

/**
 * RULES 5 (the seed's worked combat): the character evades on its turn: the turn is taken, and it
 * defends at +5 until its next turn comes up.
 */
export function evade(s: TurnsState, id: string): TurnsState {
  const position = positionOf(s.ids, id);
  const one = requireTurn(s, `evading by ${showValue(id)}`);
  if (s.queue[s.at] !== position)
    throw notAllowed(
      `evading by ${showValue(id)}`,
      `it is the turn of ${showValue(s.ids[s.queue[s.at]])}`,
    );
  const evading = { from: s.round + one.every, evading: true, evadeBonus: EVADE_DEFENSE };
  return endTurn(s, patchEntry(one, { ...evading, counter: null }));
}

/** RULES 5: the character skips its turn; it may act again next round. */
export function skip(s: TurnsState): TurnsState {
  const one = requireTurn(s, "skipping a turn");
  return endTurn(s, patchEntry(one, { evading: false, counter: null }));
}

/**
 * RULES 5: on its turn the character prepares a counterattack instead of acting. If nobody
 * attacks it before its next turn, the turn counts as skipped.
 */
export function counter(s: TurnsState, id: string): TurnsState {
  const position = positionOf(s.ids, id);
  const one = requireTurn(s, `a counterattack by ${showValue(id)}`);
  if (s.queue[s.at] !== position)
    throw notAllowed(
      `a counterattack by ${showValue(id)}`,
      `it is the turn of ${showValue(s.ids[s.queue[s.at]])}`,
    );
  return endTurn(s, patchEntry(one, { evading: false, counter: s.round }));
}

/**
 * Whether it is `position`'s turn right now. Interpretation: a waiting counter or an evasion
 * ends as soon as the character's own turn comes up.
 */
function hasTurn(s: TurnsState, position: number): boolean {
  return !roundOver(s) && s.queue[s.at] === position;
}

function counterReady(s: TurnsState, position: number): boolean {
  return entryAt(s.entries, position).counter !== null && !hasTurn(s, position);
}

/** True when `id` is attacked with a counterattack ready: it fires before the attacker acts. */
export function attacked(s: TurnsState, id: string): boolean {
  return counterReady(s, positionOf(s.ids, id));
}

/**
 * RULES 5: the ready counterattack fires: the character moves and acts now, before the
 * attacker's action. The order is unchanged and the counter is used up. Interpretation: the
 * delayed turn counts as taken in the round it was given up, so a slow character then sits out
 * the turns its speed says from that round.
 */
export function fireCounter(s: TurnsState, id: string): TurnsState {
  const position = positionOf(s.ids, id);
  const one = entryAt(s.entries, position);
  if (one.counter === null || !counterReady(s, position))
    throw notAllowed(`a counterattack by ${showValue(id)}`, "it has no counterattack ready");
  const from = Math.max(one.from, one.counter + one.every);
  const entries = withEntry(s.entries, position, patchEntry(one, { from, counter: null }));
  // A turn still waiting in this round's queue is one its speed no longer allows: it goes.
  const waiting = s.queue.indexOf(position, s.at);
  if (from <= s.round || waiting < 0) return patch(s, { entries });
  return patch(s, { entries, queue: s.queue.toSpliced(waiting, 1) });
}

/**
 * RULES 5: the defence bonus of a character still evading: +4 until its first turn, +5 from an
 * evade until its next (both end as its own turn comes up).
 */
export function defenseBonus(s: TurnsState, id: string): number {
  const position = positionOf(s.ids, id);
  const one = entryAt(s.entries, position);
  if (!one.evading || hasTurn(s, position)) return 0;
  return one.evadeBonus ?? EVADING_DEFENSE;
}

/**
 * The GM rearranges the order (all ids, each once). Turns already taken this round stay taken;
 * the rest of the round follows the new order.
 */
export function reorder(s: TurnsState, ids: readonly string[]): TurnsState {
  const list = requireList("order", ids);
  if (list.length !== s.ids.length || new Set(list).size !== list.length)
    throw notAllowed(`the order ${showValue(list)}`, "it must name every combatant once");
  const order = list.map((id) => positionOf(s.ids, id));
  const waiting = new Set(s.queue.slice(s.at));
  const queue = [...s.queue.slice(0, s.at), ...order.filter((p) => waiting.has(p))];
  return patch(s, { order, queue });
}

/**
 * The next round: everyone whose speed lets it act this round gets a turn, in order. Called
 * before the round is over, it ends this one early: the rest count as having skipped.
 */
export function nextRound(s: TurnsState): TurnsState {
  const round = s.round + 1;
  return patch(s, { round, queue: queueFor(s.entries, s.order, round), at: 0 });
}

/** Position in the GM's order, mirrored into combatant.initiative: the first has the most. */
export function initiative(s: TurnsState, id: string): number {
  return s.order.length - s.order.indexOf(positionOf(s.ids, id));
}

export function initiatives(s: TurnsState): Record<string, number> {
  const places = new Map(s.order.map((position, place) => [position, place]));
  return recordById(s.ids, (_, position) => s.order.length - (places.get(position) as number));
}

/** A character joins at the end of the order; it takes a turn this round if the round runs on. */
export function join(s: TurnsState, c: TurnsCombatant): TurnsState {
  const [id] = requireNewIds([c?.id], s.ids);
  const position = s.ids.length;
  const entries = withAppended(s.entries, entryFor(c, s.round));
  const order = [...s.order, position];
  const joins = !roundOver(s) && entryAt(entries, position).from <= s.round;
  const queue = joins ? [...s.queue, position] : s.queue;
  return patch(s, { ids: [...s.ids, id], entries, order, queue });
}

/** A character leaves the fight (if it had the turn, the next one in order has it now). */
export function leave(s: TurnsState, id: string): TurnsState {
  const position = positionOf(s.ids, id);
  const place = s.queue.indexOf(position);
  return patch(s, {
    ids: s.ids.filter((_, p) => p !== position),
    entries: without(s.entries, position),
    order: afterLeaving(s.order, position),
    queue: afterLeaving(s.queue, position),
    at: place >= 0 && place < s.at ? s.at - 1 : s.at,
  });
}

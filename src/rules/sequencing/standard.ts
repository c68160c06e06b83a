import { notAllowed, requireFace, requireInteger, requireObject, showValue } from "../errors";
import { initiative as initiativeTotal } from "../occult/initiative";
import { byId, positionOf, recordById, requireList, requireNewIds } from "./roster";

/**
 * Standard initiative (RULES 2, Occult Ops): each combatant rolls d20 + its initiative modifier,
 * the highest acts first, and the GM orders those who tie. The round steps through that order.
 */

export interface StandardCombatant {
  id: string;
  /** the d20 face */
  roll: number;
  modifier?: number;
}

/**
 * RULES 2 (seed 001 "Interrupt Attack"): an action that lets a foe strike at once — disengaging
 * from melee, a shot at point blank, a grenade thrown. `against` is the combatant whose turn it
 * is; `by` the foe making the free attack, null until one takes it.
 */
export interface Interrupt {
  against: string;
  by: string | null;
}

export interface StandardState {
  round: number;
  /** the acting order: highest total first, ties in the GM's order; ids[at] acts now */
  ids: string[];
  totals: Record<string, number>;
  modifiers: Record<string, number>;
  at: number;
  /** an interrupt opened on the acting combatant's turn (absent or null: none) */
  interrupt?: Interrupt | null;
}

// States and entries are copied field by field rather than spread: every copy then shares one
// shape, which keeps a move several times cheaper than a spread with a thousand combatants.
function patch(s: StandardState, change: Partial<StandardState>): StandardState {
  const interrupt = "interrupt" in change ? change.interrupt : s.interrupt;
  return {
    round: change.round ?? s.round,
    ids: change.ids ?? s.ids,
    totals: change.totals ?? s.totals,
    modifiers: change.modifiers ?? s.modifiers,
    at: change.at ?? s.at,
    ...(interrupt ? { interrupt } : {}),
  };
}

export const INITIATIVE_DIE = 20;

function totalOf(c: StandardCombatant, modifier: number): number {
  return initiativeTotal(requireFace(`d20 of ${c.id}`, c.roll, INITIATIVE_DIE), modifier);
}

/** Highest total first; the sort is stable, so ties keep the order they were given in. */
function sorted(ids: readonly string[], totals: Readonly<Record<string, number>>): string[] {
  return [...ids].sort((a, b) => totals[b] - totals[a]);
}

function begin(
  round: number,
  c: readonly StandardCombatant[],
  modifiers: Readonly<Record<string, number>>,
): StandardState {
  const ids = requireNewIds(requireList("combatants", c).map((one) => one?.id));
  const kept = recordById(ids, (id, i) =>
    requireInteger(`modifier of ${id}`, c[i].modifier ?? byId(modifiers, id) ?? 0),
  );
  const totals = recordById(ids, (id, i) => totalOf(c[i], kept[id]));
  return { round, ids: sorted(ids, totals), totals, modifiers: kept, at: 0 };
}

/** RULES 2 initiative: d20 + modifier, highest first. */
export function start(c: readonly StandardCombatant[]): StandardState {
  return begin(1, c, {});
}

/** The acting order of the round. */
export function order(s: StandardState): string[] {
  return [...s.ids];
}

export function total(s: StandardState, id: string): number {
  positionOf(s.ids, id);
  return s.totals[id];
}

export function roundOver(s: StandardState): boolean {
  return s.at >= s.ids.length;
}

/** Who acts now ([] once the round is over): the foe making an interrupt attack, if one is. */
export function acting(s: StandardState): string[] {
  if (roundOver(s)) return [];
  return [s.interrupt?.by ?? s.ids[s.at]];
}

/** The interrupt open now, or null. */
export function interruptOf(s: StandardState): Interrupt | null {
  return s.interrupt ?? null;
}

/**
 * The combatant acting has finished: a foe's interrupt attack gives the turn back to the one it
 * interrupted, who then carries on; otherwise the turn ends (and an interrupt nobody took lapses).
 */
export function advance(s: StandardState): StandardState {
  if (roundOver(s)) throw notAllowed("ending a turn", "the round is over");
  if (s.interrupt?.by) return patch(s, { interrupt: null });
  return patch(s, { at: s.at + 1, interrupt: null });
}

/** RULES 2: the acting combatant does something that opens an interrupt attack against it. */
export function openInterrupt(s: StandardState, id: string): StandardState {
  positionOf(s.ids, id);
  if (roundOver(s)) throw notAllowed("opening an interrupt", "the round is over");
  if (s.interrupt) throw notAllowed("opening an interrupt", "one is open already");
  if (s.ids[s.at] !== id)
    throw notAllowed(`opening an interrupt on ${showValue(id)}`, "it is not their turn");
  return patch(s, { interrupt: { against: id, by: null } });
}

/**
 * RULES 2: a foe takes the free attack: it acts now, out of order; the only thing it may do is
 * attack. Its Next hands the turn back.
 */
export function takeInterrupt(s: StandardState, by: string): StandardState {
  positionOf(s.ids, by);
  const open = s.interrupt;
  if (!open) throw notAllowed("an interrupt attack", "no interrupt is open");
  if (open.by) throw notAllowed("an interrupt attack", `${showValue(open.by)} is making it`);
  if (open.against === by)
    throw notAllowed("an interrupt attack", "nobody interrupts their own action");
  return patch(s, { interrupt: { against: open.against, by } });
}

/** Nobody takes the interrupt attack: the acting combatant carries on. */
export function closeInterrupt(s: StandardState): StandardState {
  const open = s.interrupt;
  if (!open) throw notAllowed("closing an interrupt", "no interrupt is open");
  if (open.by)
    throw notAllowed("closing an interrupt", `${showValue(open.by)} is making the attack`);
  return patch(s, { interrupt: null });
}

/**
 * The GM sets the order among combatants who tie: they keep the places they hold between them,
 * filled in the given order. Only combatants who have not had their turn this round.
 */
export function tieOrder(s: StandardState, ids: readonly string[]): StandardState {
  const list = requireList("tied combatants", ids);
  if (s.interrupt) throw notAllowed(`ordering ${showValue(list)}`, "an interrupt is open");
  if (new Set(list).size !== list.length)
    throw notAllowed(`the order ${showValue(list)}`, "it names a combatant twice");
  const places = list.map((id) => positionOf(s.ids, id));
  const totals = new Set(list.map((id) => s.totals[id]));
  if (totals.size > 1)
    throw notAllowed(`ordering ${showValue(list)}`, "their initiative totals differ");
  const early = places.find((place) => place < s.at);
  if (early !== undefined)
    throw notAllowed(`ordering ${showValue(list)}`, `${showValue(s.ids[early])} has had its turn`);
  const order = [...s.ids];
  [...places].sort((a, b) => a - b).forEach((place, i) => (order[place] = list[i]));
  return patch(s, { ids: order });
}

/**
 * The next round. Without rolls the order stays (initiative rolled once per fight); with rolls
 * (one d20 face per combatant) it is rolled afresh, each keeping its modifier unless given a new
 * one. Called before the round is over, it ends this one early: the rest lose their turns.
 */
export function nextRound(
  s: StandardState,
  rolls?: Readonly<Record<string, number>>,
  modifiers: Readonly<Record<string, number>> = {},
): StandardState {
  if (rolls !== undefined) requireObject("rolls", rolls);
  requireObject("modifiers", modifiers);
  for (const id of [...Object.keys(rolls ?? {}), ...Object.keys(modifiers)]) positionOf(s.ids, id);
  if (rolls === undefined) {
    if (Object.keys(modifiers).length > 0)
      throw notAllowed("new modifiers without new rolls", "the order would not change");
    return patch(s, { round: s.round + 1, at: 0, interrupt: null });
  }
  const combatants = s.ids.map((id) => ({
    id,
    roll: byId(rolls, id) as number,
    modifier: byId(modifiers, id),
  }));
  return begin(s.round + 1, combatants, s.modifiers);
}

/**
 * A combatant joins: it takes its place by total, after those it ties with. If that place is
 * before the combatant acting now, it has missed its count and acts from the next round (as in
 * Foundry's own tracker).
 */
export function join(s: StandardState, c: StandardCombatant): StandardState {
  const [id] = requireNewIds([c?.id], s.ids);
  const modifier = requireInteger(`modifier of ${id}`, c.modifier ?? 0);
  const joinerTotal = totalOf(c, modifier);
  let place = s.ids.findIndex((other) => s.totals[other] < joinerTotal);
  if (place < 0) place = s.ids.length;
  return patch(s, {
    ids: s.ids.toSpliced(place, 0, id),
    totals: { ...s.totals, [id]: joinerTotal },
    modifiers: { ...s.modifiers, [id]: modifier },
    at: place <= s.at ? s.at + 1 : s.at,
  });
}

/** A combatant leaves (if it was acting, the next in order acts now). */
export function leave(s: StandardState, id: string): StandardState {
  const place = positionOf(s.ids, id);
  // rebuilt without the entry rather than deleted from a copy: `delete` leaves V8 a slow object
  const without = (record: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));
  const totals = without(s.totals);
  const modifiers = without(s.modifiers);
  // an interrupt ends with either side of it gone
  const open = s.interrupt;
  const ends = open && (open.against === id || open.by === id);
  return patch(s, {
    ids: s.ids.filter((other) => other !== id),
    totals,
    modifiers,
    at: place < s.at ? s.at - 1 : s.at,
    ...(ends ? { interrupt: null } : {}),
  });
}

/** A fraction scale that keeps `size` tied combatants below the next whole number. */
function tieScale(size: number): number {
  return 10 ** String(size - 1).length;
}

/**
 * The figure mirrored into combatant.initiative: the total, plus a fraction below one that keeps
 * the GM's order among ties when sorted (three tied on 15 show 15.2, 15.1, 15).
 */
export function initiative(s: StandardState, id: string): number {
  const place = positionOf(s.ids, id);
  const value = s.totals[id];
  let first = place;
  while (first > 0 && s.totals[s.ids[first - 1]] === value) first -= 1;
  let end = place + 1;
  while (end < s.ids.length && s.totals[s.ids[end]] === value) end += 1;
  return value + (end - 1 - place) / tieScale(end - first);
}

/** initiative() for everyone at once, one pass over the order. */
export function initiatives(s: StandardState): Record<string, number> {
  const result: [string, number][] = [];
  let first = 0;
  while (first < s.ids.length) {
    const value = s.totals[s.ids[first]];
    let end = first + 1;
    while (end < s.ids.length && s.totals[s.ids[end]] === value) end += 1;
    for (let place = first; place < end; place++)
      result.push([s.ids[place], value + (end - 1 - place) / tieScale(end - first)]);
    first = end;
  }
  return Object.fromEntries(result);
}

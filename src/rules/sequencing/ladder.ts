import { notAllowed, requireBoolean, requireInteger, requireObject, showValue } from "../errors";
import { initiativeAp } from "../okrpg/initiative";
import { type Setup, afterAction, setupTaken } from "../okrpg/setups";
import {
  type Blocks,
  entryAt,
  fromBlocks,
  toBlocks,
  withAppended,
  withEntry,
  without,
} from "./blocks";
import {
  byId,
  idsAt,
  positionOf,
  recordById,
  requireIdsFor,
  requireList,
  requireNewIds,
  topTier,
} from "./roster";

/**
 * The OK RPG action-point ladder (RULES 1.10). Whoever has the most AP acts (−3) or holds (−1);
 * a defensive action costs 3 at any time; the round ends when nobody with 3 or more AP is left
 * to act. Every move returns a new state; the state is plain JSON.
 */

/** "in": still in the round; "passed": done for this round; "down": no AP until revived. */
export type LadderStatus = "in" | "passed" | "down";

export interface LadderEntry {
  ap: number;
  status: LadderStatus;
}

export interface LadderState {
  round: number;
  /** combatant ids; an entry's position in `entries` is its id's position here */
  ids: string[];
  entries: Blocks<LadderEntry>;
  /** the ids tied for the most AP among those who may act, in roster order; [] = round over */
  next: string[];
  /** RULES 1.8: setups made and not yet used or lost, by combatant id; absent when none */
  setups?: Setup[];
}

export interface LadderCombatant {
  id: string;
  /** initiative successes rolled, impairment already applied */
  roll: number;
  /** last round's leftover AP: at most 3, negative when it is a penalty */
  carry?: number;
  down?: boolean;
}

// States and entries are copied field by field rather than spread: every copy then shares one
// shape, which keeps a move several times cheaper than a spread with a thousand combatants.
function patch(s: LadderState, change: Partial<LadderState>): LadderState {
  const setups = change.setups ?? s.setups;
  return {
    round: change.round ?? s.round,
    ids: change.ids ?? s.ids,
    entries: change.entries ?? s.entries,
    next: change.next ?? s.next,
    ...(setups?.length ? { setups } : {}),
  };
}

/** RULES 1.8: `id` took an action: its own setup is used or lost, general ones against it end. */
function acted(s: LadderState, id: string): Partial<LadderState> {
  return s.setups?.length ? { setups: afterAction(s.setups, id) } : {};
}

/** RULES 1.10: acting costs 3 AP, a hold 1, a defensive action 3; nobody carries more than 3. */
export const ACT_COST = 3;
export const HOLD_COST = 1;
export const DEFENSE_COST = 3;
export const CARRY_CAP = 3;

/** The AP an entry competes with for the next action, or null when it cannot act. */
function actingAp(entry: LadderEntry): number | null {
  return entry.status === "in" && entry.ap >= ACT_COST ? entry.ap : null;
}

function entryFor(c: LadderCombatant): LadderEntry {
  if (requireBoolean(`down of ${c.id}`, c.down, false)) return { ap: 0, status: "down" };
  const roll = requireInteger(`roll of ${c.id}`, c.roll);
  const carry = requireInteger(`carry of ${c.id}`, c.carry ?? 0, { max: CARRY_CAP });
  return { ap: initiativeAp(roll, carry), status: "in" };
}

function begin(round: number, c: readonly LadderCombatant[]): LadderState {
  const ids = requireNewIds(requireList("combatants", c).map((one) => one?.id));
  const entries = toBlocks(c.map(entryFor));
  return { round, ids, entries, next: tierIds(ids, entries) };
}

/** RULES 1.10 round start: AP = max(0, carry, roll + carry); Down combatants get none. */
export function start(c: readonly LadderCombatant[]): LadderState {
  return begin(1, c);
}

/** The ids tied for the most AP among those with 3 or more who have not passed; [] = round over. */
export function next(s: LadderState): string[] {
  return s.next.slice();
}

function entry(s: LadderState, id: string): LadderEntry {
  return entryAt(s.entries, positionOf(s.ids, id));
}

/** The ids of everyone tied at the top of the ladder, found by one scan. */
export function topIds(ids: readonly string[], entries: Blocks<LadderEntry>): string[] {
  return tierIds(requireIdsFor(ids, entries), entries);
}

function tierIds(ids: readonly string[], entries: Blocks<LadderEntry>): string[] {
  return idsAt(ids, topTier(entries, actingAp));
}

/** The AP of those at the top of the ladder (next(s) must not be empty). */
function topAp(s: LadderState): number {
  return entryAt(s.entries, positionOf(s.ids, s.next[0])).ap;
}

function isNext(s: LadderState, position: number): boolean {
  if (s.next.length === 0) return false;
  return actingAp(entryAt(s.entries, position)) === topAp(s);
}

function whyNotNext(s: LadderState, position: number): string {
  const { ap, status } = entryAt(s.entries, position);
  if (status === "down") return "it is Down";
  if (status === "passed") return "it has passed this round";
  if (s.next.length === 0) return "the round is over";
  if (ap < ACT_COST) return `it has ${ap} AP, fewer than ${ACT_COST}`;
  return `it has ${ap} AP and ${showValue(s.next[0])} has ${topAp(s)}`;
}

/** The position of `id`, which must be among next(s) to take a turn. */
function requireNext(s: LadderState, id: string, move: string): number {
  const position = positionOf(s.ids, id);
  if (!isNext(s, position))
    throw notAllowed(`${move} by ${showValue(id)}`, whyNotNext(s, position));
  return position;
}

/** The tie group after `id`'s AP or status dropped: leave it out, rescan once the group is empty. */
function nextAfterChange(s: LadderState, id: string, entries: Blocks<LadderEntry>): string[] {
  const at = s.next.indexOf(id);
  if (at < 0) return s.next;
  // Stryker disable next-line ConditionalExpression: rescanning a group of two or more finds the same group less `id`; the splice only saves the scan
  if (s.next.length === 1) return tierIds(s.ids, entries);
  return s.next.toSpliced(at, 1);
}

function changed(s: LadderState, position: number, replacement: LadderEntry): LadderState {
  const entries = withEntry(s.entries, position, replacement);
  return patch(s, { entries, next: nextAfterChange(s, s.ids[position], entries) });
}

/** RULES 1.10: one of the combatants with the most AP (and at least 3) acts, spending 3. */
export function act(s: LadderState, id: string): LadderState {
  const position = requireNext(s, id, "acting");
  const { ap } = entryAt(s.entries, position);
  return patch(changed(s, position, { ap: ap - ACT_COST, status: "in" }), acted(s, id));
}

/**
 * RULES 1.8: the setter spends its action (3 AP) on a setup that worked, kept for its next action
 * (free or hard) or for everyone's actions against the target until the target acts (general).
 * A hard or general setup whose roll failed is a plain act.
 */
export function setUp(s: LadderState, setup: Setup): LadderState {
  requireObject("setup", setup);
  positionOf(s.ids, setup.target);
  if (setup.target === setup.by)
    throw notAllowed(`${showValue(setup.by)} setting itself up`, "a setup has another target");
  const after = act(s, setup.by);
  return patch(after, { setups: setupTaken(s.setups ?? [], setup) });
}

/** RULES 1.8: the setups kept on the ladder now. */
export function setups(s: LadderState): Setup[] {
  requireObject("ladder state", s);
  return [...(s.setups ?? [])];
}

/** RULES 1.10: instead of acting, the combatant declares a hold, spending 1. */
export function hold(s: LadderState, id: string): LadderState {
  const position = requireNext(s, id, "holding");
  const { ap } = entryAt(s.entries, position);
  return changed(s, position, { ap: ap - HOLD_COST, status: "in" });
}

/** RULES 1.10: when every tied combatant defers to the others, they all hold. */
export function deferAll(s: LadderState): LadderState {
  if (s.next.length === 0) throw notAllowed("deferring", "the round is over");
  let entries = s.entries;
  for (const id of s.next) {
    const position = positionOf(s.ids, id);
    const { ap } = entryAt(entries, position);
    entries = withEntry(entries, position, { ap: ap - HOLD_COST, status: "in" });
  }
  return patch(s, { entries, next: tierIds(s.ids, entries) });
}

/**
 * RULES 1.10: a defensive action answers an attack out of turn and costs 3 AP, even below zero.
 * Interpretation: a combatant who passed may still defend, and so may one attacked by the
 * round's last action (the ladder is already empty by then).
 */
export function defend(s: LadderState, id: string): LadderState {
  const position = positionOf(s.ids, id);
  const { ap, status } = entryAt(s.entries, position);
  if (status === "down") throw notAllowed(`defending by ${showValue(id)}`, "it is Down");
  // Interpretation: a defensive action is an action between a setup and the set-up action
  return patch(changed(s, position, { ap: ap - DEFENSE_COST, status }), acted(s, id));
}

/**
 * RULES 1.10: a combatant declares it is done for this round. Interpretation: only one that
 * could still act (3 or more AP, not Down) can pass.
 */
export function pass(s: LadderState, id: string): LadderState {
  const position = positionOf(s.ids, id);
  const { ap, status } = entryAt(s.entries, position);
  if (status !== "in") throw notAllowed(`passing by ${showValue(id)}`, whyNotNext(s, position));
  if (ap < ACT_COST)
    throw notAllowed(`passing by ${showValue(id)}`, `it has ${ap} AP and could not act anyway`);
  return changed(s, position, { ap, status: "passed" });
}

/** RULES 1.10 (seed: Down loses all AP at once): the combatant goes Down mid-round. */
export function down(s: LadderState, id: string): LadderState {
  const position = positionOf(s.ids, id);
  if (entryAt(s.entries, position).status === "down")
    throw notAllowed(`putting ${showValue(id)} Down`, "it is Down already");
  return changed(s, position, { ap: 0, status: "down" });
}

/**
 * Interpretation (RULES 1.10 only says Down gets no AP): a Down combatant healed back on its
 * feet gets no AP for the rest of this round and rolls again next round.
 */
export function revive(s: LadderState, id: string): LadderState {
  const position = positionOf(s.ids, id);
  if (entryAt(s.entries, position).status !== "down")
    throw notAllowed(`reviving ${showValue(id)}`, "it is not Down");
  return changed(s, position, { ap: 0, status: "in" });
}

/** RULES 1.10: next round's carry is min(3, AP), a negative balance kept as a penalty, Down 0. */
export function carry(s: LadderState): Record<string, number> {
  const entries = fromBlocks(s.entries);
  return recordById(s.ids, (_, position) => {
    const one = entries[position];
    // Stryker disable next-line ConditionalExpression,StringLiteral: a Down entry holds 0 AP (start, down() and the stored state's reader see to it), so min(3, AP) is 0 as well
    return one.status === "down" ? 0 : Math.min(CARRY_CAP, one.ap);
  });
}

export function ap(s: LadderState, id: string): number {
  return entry(s, id).ap;
}

export function status(s: LadderState, id: string): LadderStatus {
  return entry(s, id).status;
}

/** The round is over when nobody with 3 or more AP is left to act. */
export function roundOver(s: LadderState): boolean {
  return s.next.length === 0;
}

/** Who acts now: every combatant tied at the top of the ladder (the GM picks among them). */
export function acting(s: LadderState): string[] {
  return next(s);
}

/** The figure mirrored into combatant.initiative: the combatant's AP. */
export function initiative(s: LadderState, id: string): number {
  return ap(s, id);
}

export function initiatives(s: LadderState): Record<string, number> {
  const entries = fromBlocks(s.entries);
  return recordById(s.ids, (_, position) => entries[position].ap);
}

/**
 * The next round from this one: each combatant not Down needs its new initiative roll; carries
 * come from carry(s). Down combatants stay Down (and need no roll). Called before the round is
 * over, it ends this one early, as if everyone still able to act had passed.
 */
export function nextRound(s: LadderState, rolls: Readonly<Record<string, number>>): LadderState {
  requireObject("rolls", rolls);
  for (const id of Object.keys(rolls)) positionOf(s.ids, id);
  const carries = carry(s);
  const combatants = fromBlocks(s.entries).map((one, position): LadderCombatant => {
    const id = s.ids[position];
    return {
      id,
      roll: byId(rolls, id) as number,
      carry: byId(carries, id),
      down: one.status === "down",
    };
  });
  // RULES 1.8. Interpretation: a setup waits for its action, whatever round that comes in
  return patch(begin(s.round + 1, combatants), { setups: s.setups });
}

/**
 * A combatant joins mid-round with its own roll (and carry, if it fought before), taking its
 * place on the ladder at once. Interpretation: one joining after the round is over acts from
 * the next round; it enters with no AP (so no carry) and its new roll then counts.
 */
export function join(s: LadderState, c: LadderCombatant): LadderState {
  const [id] = requireNewIds([c?.id], s.ids);
  const rolled = entryFor(c);
  const ids = [...s.ids, id];
  if (roundOver(s)) {
    const waiting: LadderEntry = { ap: 0, status: rolled.status };
    return patch(s, { ids, entries: withAppended(s.entries, waiting) });
  }
  const added = rolled;
  const entries = withAppended(s.entries, added);
  // one that cannot act (Down, or under 3 AP) never reaches the top
  const joinerAp = actingAp(added) ?? -Infinity;
  const most = topAp(s); // the round is not over, so someone is at the top
  let nextTier = s.next;
  if (joinerAp > most) nextTier = [id];
  else if (joinerAp === most) nextTier = [...s.next, id];
  return patch(s, { ids, entries, next: nextTier });
}

/** A combatant leaves the fight. */
export function leave(s: LadderState, id: string): LadderState {
  const position = positionOf(s.ids, id);
  const ids = s.ids.filter((_, p) => p !== position);
  const entries = without(s.entries, position);
  return patch(s, { ids, entries, next: tierIds(ids, entries) });
}

import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireObject,
  showValue,
} from "../errors";
import { ACTIVE_DEFENCE_SHOTS, defenceStillActive } from "../action/support";
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
 * The Action shot counter (RULES 3). Each creature starts the round on its first shot; the GM
 * counts down from the highest shot and the creatures on it act, villains before heroes; actions
 * spend shots; the round ends when nobody has a shot left. A surprise round gives 3 shots or
 * none, and the simplified round-robin gives everyone one action in order of Reflexes.
 */

/** "shots": a normal round; "surprise": a surprise round; "simplified": one action each. */
export const SHOTS_MODES = ["shots", "surprise", "simplified"] as const;
export type ShotsMode = (typeof SHOTS_MODES)[number];

export interface ShotsEntry {
  reflexes: number;
  named: boolean;
  villain: boolean;
  /** RULES 3 limit breaks: a non-player character's costs it a basic action's shots, not all */
  npc: boolean;
  /** stances paid for from this round's first shot */
  stances: number;
  /** shots left this round; in the simplified mode 1 until the creature has acted, then 0 */
  shot: number;
}

export interface ShotsState {
  round: number;
  mode: ShotsMode;
  /** the countdown has begun: someone spent shots, so initiative can no longer be rerolled */
  started: boolean;
  ids: string[];
  entries: Blocks<ShotsEntry>;
  /** the ids of the creatures on the called shot, villains first; [] = round over */
  current: string[];
  /** RULES 3 active defenses taken this round, with the shot called then; absent when none */
  defences?: ActiveDefence[];
}

/** A creature's active defense and the shot that was being called when it was taken. */
export interface ActiveDefence {
  id: string;
  shot: number;
}

/**
 * A creature at round start. Interpretation: a surprise round or the simplified mode counts no
 * rolled shots, so `roll` and `stances` are not used there; stances adopted before a surprise
 * round are paid in the first normal round (nextRound's `stances`).
 */
export interface ShotsCombatant {
  id: string;
  reflexes: number;
  /** the closed Reflexes roll (-5…5) of a named creature; unnamed groups do not roll */
  roll?: number;
  named: boolean;
  villain: boolean;
  /** not a player's hero: its limit break costs a basic action's shots (limitBreakCost) */
  npc?: boolean;
  /** stances adopted before the round, one shot each */
  stances?: number;
  /** in a surprise round: caught unaware, so no shots at all */
  surprised?: boolean;
}

export interface ShotsOptions {
  /** RULES 3: a surprise round, 3 shots for the side with the drop and none for the surprised */
  surpriseRound?: boolean;
  /** RULES 3 simplified initiative: one action each per round, highest Reflexes first */
  simplified?: boolean;
}

// States and entries are copied field by field rather than spread: every copy then shares one
// shape, which keeps a move several times cheaper than a spread with a thousand combatants.
function patch(s: ShotsState, change: Partial<ShotsState>): ShotsState {
  const next: ShotsState = {
    round: change.round ?? s.round,
    mode: change.mode ?? s.mode,
    started: change.started ?? s.started,
    ids: change.ids ?? s.ids,
    entries: change.entries ?? s.entries,
    current: change.current ?? s.current,
  };
  const defences = change.defences ?? s.defences;
  if (defences?.length) next.defences = defences;
  return next;
}

function patchEntry(one: ShotsEntry, change: Partial<ShotsEntry>): ShotsEntry {
  return {
    reflexes: change.reflexes ?? one.reflexes,
    named: change.named ?? one.named,
    villain: change.villain ?? one.villain,
    npc: change.npc ?? one.npc,
    stances: change.stances ?? one.stances,
    shot: change.shot ?? one.shot,
  };
}

/** RULES 3 action costs. */
export const BASIC_COST = 3;
export const TRIGGER_COST = 1;
export const STANCE_COST = 1;
export const FREE_COST = 0;
/** RULES 3: the side with the drop gets 3 shots in a surprise round. */
export const SURPRISE_SHOTS = 3;

/** A closed roll reads -5…+5; a closed confident roll (a fortune reroll) 0…+5. */
const CLOSED_ROLL = { min: -5, max: 5 };
const CONFIDENT_CLOSED_ROLL = { min: 0, max: 5 };

/** RULES 3: first shot = Reflexes + roll − stances, never below 1 outside a surprise round. */
export function firstShot(reflexes: number, roll: number, stances = 0): number {
  requireInteger("reflexes", reflexes, { min: 0 });
  requireInteger("roll", roll, CLOSED_ROLL);
  requireInteger("stances", stances, { min: 0 });
  return Math.max(1, reflexes + roll - stances);
}

function modeOf(o: ShotsOptions): ShotsMode {
  requireObject("options", o);
  const surprise = requireBoolean("surpriseRound", o.surpriseRound, false);
  const simplified = requireBoolean("simplified", o.simplified, false);
  if (surprise && simplified)
    throw notAllowed("a surprise round", "the simplified initiative has no surprise round");
  return surprise ? "surprise" : simplified ? "simplified" : "shots";
}

function entryFor(c: ShotsCombatant, mode: ShotsMode): ShotsEntry {
  const reflexes = requireInteger(`reflexes of ${c.id}`, c.reflexes, { min: 0 });
  const named = requireBoolean(`named of ${c.id}`, c.named);
  const villain = requireBoolean(`villain of ${c.id}`, c.villain);
  const npc = requireBoolean(`npc of ${c.id}`, c.npc, false);
  const surprised = requireBoolean(`surprised of ${c.id}`, c.surprised, false);
  if (mode === "surprise")
    return { reflexes, named, villain, npc, stances: 0, shot: surprised ? 0 : SURPRISE_SHOTS };
  if (surprised)
    throw notAllowed(`surprising ${showValue(c.id)}`, "surprise needs a surprise round");
  if (mode === "simplified") return { reflexes, named, villain, npc, stances: 0, shot: 1 };
  const stances = requireInteger(`stances of ${c.id}`, c.stances ?? 0, { min: 0 });
  if (!named && c.roll !== undefined)
    throw notAllowed(`a roll for ${showValue(c.id)}`, "unnamed groups act on their Reflexes");
  const roll = named ? requireInteger(`roll of ${c.id}`, c.roll, CLOSED_ROLL) : 0;
  return { reflexes, named, villain, npc, stances, shot: firstShot(reflexes, roll, stances) };
}

/** What the counter calls for an entry (its shot, or Reflexes when simplified); null once done. */
function keyIn(mode: ShotsMode): (entry: ShotsEntry) => number | null {
  return mode === "simplified" ? calledReflexes : calledShot;
}

function calledShot(entry: ShotsEntry): number | null {
  return entry.shot > 0 ? entry.shot : null;
}

function calledReflexes(entry: ShotsEntry): number | null {
  return entry.shot > 0 ? entry.reflexes : null;
}

/** RULES 3: on each shot villains act before heroes (each side in the order given). */
export function currentOf(
  ids: readonly string[],
  entries: Blocks<ShotsEntry>,
  mode: ShotsMode,
): string[] {
  return onShot(requireIdsFor(ids, entries), entries, requireChoice("mode", mode, SHOTS_MODES));
}

function onShot(ids: readonly string[], entries: Blocks<ShotsEntry>, mode: ShotsMode): string[] {
  const tier = topTier(entries, keyIn(mode));
  const villains = tier.filter((p) => entryAt(entries, p).villain);
  const heroes = tier.filter((p) => !entryAt(entries, p).villain);
  return idsAt(ids, [...villains, ...heroes]);
}

/** The entry of the first creature on the called shot (current must not be empty). */
function firstOnShot(s: ShotsState): ShotsEntry {
  return entryAt(s.entries, positionOf(s.ids, s.current[0]));
}

function begin(round: number, c: readonly ShotsCombatant[], mode: ShotsMode): ShotsState {
  const ids = requireNewIds(requireList("combatants", c).map((one) => one?.id));
  const entries = toBlocks(c.map((one) => entryFor(one, mode)));
  return { round, mode, started: false, ids, entries, current: onShot(ids, entries, mode) };
}

/** RULES 3 round start: each creature's first shot (or 3/0 in a surprise round). */
export function start(c: readonly ShotsCombatant[], o: ShotsOptions = {}): ShotsState {
  return begin(1, c, modeOf(o));
}

/** The shot being called and who acts on it, villains first; null = round over. */
export function current(s: ShotsState): { shot: number; ids: string[] } | null {
  if (s.current.length === 0) return null;
  const called = keyIn(s.mode)(firstOnShot(s)) as number;
  return { shot: called, ids: s.current.slice() };
}

function changed(s: ShotsState, position: number, replacement: ShotsEntry): ShotsState {
  const entries = withEntry(s.entries, position, replacement);
  const at = s.current.indexOf(s.ids[position]);
  let now = s.current;
  // every change lowers the shots left, so one on the called shot leaves it
  if (at >= 0)
    // Stryker disable next-line ConditionalExpression: rescanning with others still on the shot finds them again; the splice only saves the scan
    now = s.current.length === 1 ? onShot(s.ids, entries, s.mode) : s.current.toSpliced(at, 1);
  return patch(s, { started: true, entries, current: now });
}

/** A turn action (basic, limit break) needs the creature's shot to be called, villains first. */
function requireTurn(s: ShotsState, position: number, move: () => string): ShotsEntry {
  const id = () => showValue(s.ids[position]);
  const one = entryAt(s.entries, position);
  const key = keyIn(s.mode);
  // Stryker disable next-line ConditionalExpression: when it is first on the shot, firstOnShot finds this same entry; the test only saves the look-up
  const first = s.current[0] === s.ids[position] ? one : firstOnShot(s);
  const called = key(first);
  if (key(one) !== called) {
    const reason =
      s.mode === "simplified"
        ? one.shot === 0
          ? "it has had its action this round"
          : `Reflexes ${called} acts before its ${one.reflexes}`
        : `shot ${called} is being called and it is on shot ${one.shot}`;
    throw notAllowed(`${move()} by ${id()}`, reason);
  }
  if (!one.villain && first.villain)
    throw notAllowed(
      `${move()} by ${id()}`,
      `villains act before heroes and ${showValue(s.current[0])} has not acted yet`,
    );
  return one;
}

/**
 * RULES 3 (seed 002, Limit Break): a limit break takes all the shots left, except a non-player
 * character's, which is otherwise like a basic action. Interpretation: a non-player character is
 * one whose role is not hero, and its limit break costs the basic action's 3 shots.
 */
export function limitBreakCost(npc: boolean): number | "all" {
  return requireBoolean("npc", npc) ? BASIC_COST : "all";
}

function requireCost(cost: unknown): number | "all" {
  if (cost === "all" || cost === BASIC_COST || cost === TRIGGER_COST || cost === FREE_COST)
    return cost;
  throw notAllowed(
    `spending ${showValue(cost)} shots`,
    "an action costs 3 (basic), 1 (trigger or stance), 0 (focus or finisher) or all (limit break)",
  );
}

/**
 * RULES 3: a creature spends shots on an action. 3 (basic) or "all" (limit break) need its shot
 * to be called; a 3-shot action on shot 1 or 2 just ends its round. 1 (trigger, or a stance
 * adopted mid-round) may come at any time. 0 (focus, finisher) changes nothing. In the
 * simplified mode a basic action or limit break is the creature's one action; a trigger taken
 * before it forfeits that action. Interpretation: a trigger needs a shot left to spend (a
 * creature out of shots, or surprised, cannot react), and nothing is spent once the round is
 * over.
 */
export function spend(s: ShotsState, id: string, cost: number | "all"): ShotsState {
  const position = positionOf(s.ids, id);
  const price = requireCost(cost);
  const move = () => (price === "all" ? "a limit break" : `a ${price}-shot action`);
  if (s.current.length === 0)
    throw notAllowed(`${move()} by ${showValue(id)}`, "the round is over");
  const one = entryAt(s.entries, position);
  if (price === FREE_COST) return patch(s, { started: true });
  if (price === TRIGGER_COST) {
    if (s.mode === "simplified") return changed(s, position, patchEntry(one, { shot: 0 }));
    if (one.shot < TRIGGER_COST)
      throw notAllowed(`${move()} by ${showValue(id)}`, "it has no shots left this round");
    return changed(s, position, patchEntry(one, { shot: one.shot - TRIGGER_COST }));
  }
  requireTurn(s, position, move);
  const paid = price === "all" ? limitBreakCost(one.npc) : price;
  // in the simplified mode a creature holds 1 shot, so any action leaves it none
  const left = paid === "all" ? 0 : Math.max(0, one.shot - paid);
  return changed(s, position, patchEntry(one, { shot: left }));
}

/**
 * RULES 3 (seed 002, Active Defense): a trigger that costs a shot like any other (spend) and
 * lasts only while the shot called when it was taken is still being called (defenceStillActive).
 * Taking it again later renews it; a new round starts without any. Interpretation: "the current
 * shot" is the one the counter calls (the attacker's); a creature alone on it that defends moves
 * the counter on, so its defense ends at once.
 */
export function activeDefence(s: ShotsState, id: string): ShotsState {
  const called = current(s);
  const spent = spend(s, id, ACTIVE_DEFENCE_SHOTS);
  const kept = defending(s).filter((other) => other !== id);
  // Stryker disable next-line ArrayDeclaration: with no defences stored none is kept, so nothing of the fallback list passes
  const defences = (s.defences ?? []).filter((d) => kept.includes(d.id));
  return patch(spent, { defences: [...defences, { id, shot: called!.shot }] });
}

/** RULES 3: the creatures whose active defense still holds on the shot being called now. */
export function defending(s: ShotsState): string[] {
  const called = current(s);
  if (!called || !s.defences) return [];
  return s.defences.filter((d) => defenceStillActive(d.shot, called.shot)).map((d) => d.id);
}

/** RULES 3: a creature loses shots to someone else's stunt (never below 0). */
export function lose(s: ShotsState, id: string, shots: number): ShotsState {
  const position = positionOf(s.ids, id);
  requireInteger("shots lost", shots, { min: 1 });
  if (s.mode === "simplified")
    throw notAllowed(`losing shots by ${showValue(id)}`, "the simplified initiative counts none");
  const one = entryAt(s.entries, position);
  return changed(s, position, patchEntry(one, { shot: Math.max(0, one.shot - shots) }));
}

/**
 * RULES 3: fortune rerolls a named creature's initiative as a closed confident roll (0…5), which
 * sets a new first shot, only before the countdown starts.
 */
export function reroll(s: ShotsState, id: string, roll: number): ShotsState {
  const position = positionOf(s.ids, id);
  const one = entryAt(s.entries, position);
  const move = `rerolling the initiative of ${showValue(id)}`;
  if (s.mode !== "shots") throw notAllowed(move, `a ${s.mode} round has no initiative roll`);
  if (s.started) throw notAllowed(move, "the countdown has started");
  if (!one.named) throw notAllowed(move, "unnamed groups do not roll");
  requireInteger("fortune roll", roll, CONFIDENT_CLOSED_ROLL);
  const entries = withEntry(
    s.entries,
    position,
    patchEntry(one, {
      shot: firstShot(one.reflexes, roll, one.stances),
    }),
  );
  return patch(s, { entries, current: onShot(s.ids, entries, s.mode) });
}

/** Shots left (simplified mode: 1 until the creature has acted, then 0). */
export function shot(s: ShotsState, id: string): number {
  return entryAt(s.entries, positionOf(s.ids, id)).shot;
}

/** The round is over when no creature has a shot left. */
export function roundOver(s: ShotsState): boolean {
  return s.current.length === 0;
}

/** Who acts now: the creatures on the called shot, villains first. */
export function acting(s: ShotsState): string[] {
  return s.current.slice();
}

/** The figure mirrored into combatant.initiative: shots left (Reflexes when simplified). */
export function initiative(s: ShotsState, id: string): number {
  const one = entryAt(s.entries, positionOf(s.ids, id));
  return s.mode === "simplified" ? one.reflexes : one.shot;
}

export function initiatives(s: ShotsState): Record<string, number> {
  return recordById(s.ids, (id) => initiative(s, id));
}

/**
 * The next round: named creatures roll again (rolls by id), unnamed groups use Reflexes. A
 * stance costs a shot only in the round it is adopted, so `stances` counts new ones. A surprise
 * round is followed by normal rounds; the simplified mode stays simplified. Called before the
 * round is over, it ends this one early: shots left are lost (as ever, nothing carries over).
 */
export function nextRound(
  s: ShotsState,
  rolls: Readonly<Record<string, number>> = {},
  stances: Readonly<Record<string, number>> = {},
): ShotsState {
  requireObject("rolls", rolls);
  requireObject("stances", stances);
  for (const id of [...Object.keys(rolls), ...Object.keys(stances)]) positionOf(s.ids, id);
  const mode: ShotsMode = s.mode === "simplified" ? "simplified" : "shots";
  const combatants = fromBlocks(s.entries).map((one, position): ShotsCombatant => {
    const id = s.ids[position];
    const { reflexes, named, villain, npc } = one;
    const roll = byId(rolls, id);
    return { id, reflexes, named, villain, npc, roll, stances: byId(stances, id) };
  });
  return begin(s.round + 1, combatants, mode);
}

/**
 * A creature joins mid-round. Interpretation: once the countdown has started it enters no
 * higher than the shot being called, so the counter never goes back up; after the round is
 * over (in every mode) it waits for the next round.
 */
export function join(s: ShotsState, c: ShotsCombatant): ShotsState {
  const [id] = requireNewIds([c?.id], s.ids);
  let added = entryFor(c, s.mode);
  if (roundOver(s)) added = patchEntry(added, { shot: 0 });
  // (in the simplified mode every creature still to act holds 1 shot, so the cap changes nothing)
  else if (s.started) {
    const called = firstOnShot(s).shot;
    added = patchEntry(added, { shot: Math.min(added.shot, called) });
  }
  const entries = withAppended(s.entries, added);
  const ids = [...s.ids, id];
  return patch(s, { ids, entries, current: onShot(ids, entries, s.mode) });
}

/** A creature leaves the fight. */
export function leave(s: ShotsState, id: string): ShotsState {
  const position = positionOf(s.ids, id);
  const ids = s.ids.filter((_, p) => p !== position);
  const entries = without(s.entries, position);
  const now = onShot(ids, entries, s.mode);
  const defences = (s.defences ?? []).filter((d) => d.id !== id);
  return patch(s, { ids, entries, current: now, defences });
}

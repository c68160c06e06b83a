import { notAllowed, requireList, showValue, unknownId } from "../errors";
import type { Blocks } from "./blocks";

/**
 * Helpers every sequencing engine shares: combatant ids, finding a combatant's position, and the
 * lists of positions (queues, tie groups) the engines keep in their states.
 */

/** The combatants given to an engine: a list (of at most LIST_LIMIT), each checked by the engine. */
export { requireList } from "../errors";

/** A combatant id: a non-empty string. */
export function requireId(value: unknown): string {
  if (typeof value !== "string" || value === "")
    throw notAllowed(`combatant id ${showValue(value)}`, "an id is a non-empty string");
  return value;
}

/** The ids beside a state's entries: a list of ids, none repeated, one for each entry. */
export function requireIdsFor(ids: unknown, entries: Blocks<unknown>): string[] {
  const checked = requireNewIds(requireList("ids", ids));
  const size = entries.reduce((n, block) => n + block.length, 0);
  if (checked.length !== size)
    throw notAllowed(`ids of ${checked.length}`, `expected one for each of ${size} entries`);
  return checked;
}

/** Checks new ids: each a non-empty string, none repeated, none already among `existing`. */
export function requireNewIds(ids: readonly unknown[], existing?: readonly string[]): string[] {
  const seen = new Set(existing);
  return ids.map((value) => {
    const id = requireId(value);
    if (seen.has(id)) throw notAllowed(`adding combatant ${showValue(id)}`, "that id is taken");
    seen.add(id);
    return id;
  });
}

// States keep the same ids array from move to move, so one lookup table serves a whole round. The
// cache is invisible: it is rebuilt from the array whenever it meets a new one.
const positionCache = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function cachePositions(ids: readonly string[]): ReadonlyMap<string, number> {
  const positions = new Map(ids.map((known, position) => [known, position]));
  positionCache.set(ids, positions);
  return positions;
}

/** Up to this many ids a scan finds one faster than building and asking the map. */
const SCANNED = 16;

/** Where `id` sits in `ids`, or an UnknownId error naming it. */
export function positionOf(ids: readonly string[], id: string): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: a scan and the map find the same position, or both refuse the id
  if (ids.length <= SCANNED) {
    const found = ids.indexOf(id);
    if (found < 0) throw unknownId("combatant", id);
    return found;
  }
  const position = (positionCache.get(ids) ?? cachePositions(ids)).get(id);
  if (position === undefined) throw unknownId("combatant", id);
  return position;
}

/**
 * `record[id]` when it is the record's own entry, else undefined: an id such as "constructor" or
 * "toString" must never read a member every object inherits.
 */
export function byId<T>(record: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/**
 * A record with one own entry per id. Built from entries (never by assignment), so an id named
 * "__proto__" is an entry like any other and the record stays plain JSON.
 */
export function recordById<T>(
  ids: readonly string[],
  value: (id: string, position: number) => T,
): Record<string, T> {
  return Object.fromEntries(ids.map((id, position) => [id, value(id, position)]));
}

/** The ids at the given positions. */
export function idsAt(ids: readonly string[], positions: readonly number[]): string[] {
  return positions.map((position) => ids[position]);
}

/** `list` without `position`, the later positions renumbered after a combatant left. */
export function afterLeaving(list: readonly number[], position: number): number[] {
  const kept: number[] = [];
  for (const p of list)
    if (p < position) kept.push(p);
    else if (p > position) kept.push(p - 1);
  return kept;
}

/**
 * Positions (ascending) of every entry sharing the greatest key; `key` returns null for entries
 * out of the running. One scan, used when an engine's cached tie group runs out.
 */
export function topTier<T>(blocks: Blocks<T>, key: (entry: T) => number | null): number[] {
  let best = -Infinity;
  let tier: number[] = [];
  let position = 0;
  for (const block of blocks) {
    for (const entry of block) {
      const value = key(entry);
      if (value !== null) {
        if (value > best) {
          best = value;
          tier = [position];
        } else if (value === best) tier.push(position);
      }
      position += 1;
    }
  }
  return tier;
}

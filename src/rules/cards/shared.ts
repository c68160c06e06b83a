import {
  LIST_LIMIT,
  notAllowed,
  requireBoolean,
  requireFinite,
  requireInteger,
  requireList,
  requireObject,
  requireString,
  showValue,
  unknownId,
} from "../errors";
import type { HarmAdjustment } from "./adjustment";

/*
 * What every attack card shares, whatever the ruleset: who is named on it, how a target's
 * result is written to its actor (apply) and taken back (undo), and the checks every
 * transition makes. A card is plain JSON kept on its chat message; every transition returns a
 * new card and never changes the one it was given.
 */

/** Version of the stored card shape, for migrations. */
export const CARD_VERSION = 1;

/** A value a card writes to a document field. */
export type PatchValue = number | string | boolean | null;

/** Document changes as dotted paths ("system.hp.value") → values. */
export type Patch = Readonly<Record<string, PatchValue>>;

/**
 * Changes to embedded items are recorded under `items.<item id>.<path>` beside the actor's
 * own paths, and handed to the adapter separately (see `ApplyResult.items`).
 */
export const ITEM_PREFIX = "items.";

/**
 * How a distance on a card was measured: by the scene's own grid ("scene"), or estimated from
 * the tokens' centres where the scene could not measure it ("estimate"). The card shows which.
 */
export const DISTANCE_SOURCES = ["scene", "estimate"] as const;
export type DistanceSource = (typeof DISTANCE_SOURCES)[number];

/** A character named on a card: display name and the documents it stands for. */
export interface CardActor {
  readonly name: string;
  readonly actorUuid: string | null;
  readonly tokenUuid?: string | null;
}

/** What an Apply wrote: the fields' values just before and just after. */
export interface AppliedRecord {
  readonly before: Patch;
  readonly after: Patch;
  /**
   * The values the document stored where they differ from the numbers in `before` (Action's
   * null = full Hits): an Undo with nothing else changed since puts these back exactly.
   */
  readonly stored?: Patch;
}

/** One target on a card, as every ruleset has it. */
export interface CardTarget extends CardActor {
  /** the card's own key for this target (the adapter uses the token id, or the actor id) */
  readonly id: string;
  /** the actor no longer exists: the card says so and refuses to apply */
  readonly missing?: true;
  /**
   * the actor was gone while this card's result was applied to it: that share counts as undone
   * (there is nothing left to undo it on), and the card says so
   */
  readonly goneUndone?: true;
  /** present while this card's result is applied to the target */
  readonly applied?: AppliedRecord;
  /** the GM's adjustment of the harm Apply writes (adjustment.ts) */
  readonly adjustment?: HarmAdjustment;
}

/** The result of apply, undo or another transition that writes to a document. */
export interface ApplyResult<C> {
  readonly card: C;
  /** the actor's changes, or null when nothing is to be written */
  readonly patch: Patch | null;
  /** changes to the actor's embedded items by item id (empty when none) */
  readonly items: Readonly<Record<string, Patch>>;
}

/** A copy of a readonly shape that may be changed before it is returned. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Any card: it has targets. */
export interface WithTargets {
  readonly targets: readonly CardTarget[];
}
type TargetOf<C extends WithTargets> = C["targets"][number];

/** Lowest and highest value a numeric field may take, by dotted path. */
export type FieldLimits = Readonly<
  Record<string, { readonly min?: number; readonly max?: number }>
>;

/**
 * Checks document values as the adapter hands them over (a patch): a group of fields, each a
 * number (finite, within TABLE_LIMIT), text, true/false or null.
 */
export function requirePatch(name: string, patch: Patch): Patch {
  requireString("patch name", name);
  for (const [path, value] of Object.entries(requireObject(name, patch)))
    if (value !== null && typeof value !== "string" && typeof value !== "boolean")
      requireFinite(`${name} ${path}`, value);
  return patch;
}

/** Checks the names and document ids of a character on a card. */
export function requireCardActor<A extends CardActor>(what: string, actor: A): A {
  requireString("what", what);
  if (!actor || typeof actor !== "object")
    throw notAllowed(`${what} ${showValue(actor)}`, "expected a character");
  if (typeof actor.name !== "string")
    throw notAllowed(`${what} name ${showValue(actor.name)}`, "expected text");
  if (actor.actorUuid !== null && typeof actor.actorUuid !== "string")
    throw notAllowed(`${what} actor uuid ${showValue(actor.actorUuid)}`, "expected text or null");
  if (actor.tokenUuid != null && typeof actor.tokenUuid !== "string")
    throw notAllowed(`${what} token uuid ${showValue(actor.tokenUuid)}`, "expected text or null");
  return actor;
}

/** Checks a card's list of targets: at least `min`, each with a distinct id. */
export function requireTargets<T extends CardTarget>(targets: readonly T[], min = 0): readonly T[] {
  if (!Array.isArray(targets)) throw notAllowed(`targets ${showValue(targets)}`, "expected a list");
  requireInteger("number of targets", targets.length, {
    min: requireInteger("least number of targets", min, { min: 0 }),
    max: LIST_LIMIT,
  });
  const seen = new Set<string>();
  targets.forEach((target, i) => {
    requireCardActor(`target #${i + 1}`, target);
    if (typeof target.id !== "string" || target.id === "") throw unknownId("target", target.id);
    if (seen.has(target.id))
      throw notAllowed(`listing target ${showValue(target.id)} twice`, "each target appears once");
    seen.add(target.id);
  });
  return targets;
}

/** The target with this id, or an error naming the id. */
export function findTarget<T extends CardTarget>(targets: readonly T[], id: string): T {
  requireList("targets", targets);
  requireString("target id", id);
  const found = targets.find((t) => t.id === id);
  if (!found) throw unknownId("target", id);
  return found;
}

/** A copy of the card's targets with one of them changed. */
export function replaceTarget<T extends CardTarget>(
  targets: readonly T[],
  id: string,
  change: (target: T) => T,
): T[] {
  findTarget(targets, id);
  return targets.map((t) => (t.id === id ? change(t) : t));
}

/** Refuses a change to a result that is already written to a target: undo it first. */
export function requireNotApplied(targets: readonly CardTarget[], what: string): void {
  requireList("targets", targets);
  requireString("what", what);
  const applied = targets.find((t) => t.applied);
  if (applied) throw notAllowed(what, `it is applied to ${applied.name}; undo that first`);
}

/** True when any target has this card's result applied. */
export function anyApplied(targets: readonly CardTarget[]): boolean {
  requireList("targets", targets);
  return targets.some((t) => t.applied !== undefined);
}

function withoutApplied<T extends CardTarget>(target: T): T {
  const copy: Mutable<T> = { ...target };
  delete copy.applied;
  return copy;
}

/** The entries of `after` that differ from `before`, or null when none do. */
export function changes(before: Patch, after: Patch): Patch | null {
  requirePatch("before", before);
  requirePatch("after", after);
  const changed = Object.entries(after).filter(([path, value]) => before[path] !== value);
  return changed.length ? Object.fromEntries(changed) : null;
}

/** Splits recorded paths into the actor's own patch and its embedded items' patches. */
export function splitPatch(patch: Patch | null): {
  patch: Patch | null;
  items: Record<string, Patch>;
} {
  if (patch === null) return { patch: null, items: {} };
  requirePatch("patch", patch);
  const own: Record<string, PatchValue> = {};
  const items: Record<string, Record<string, PatchValue>> = {};
  for (const [path, value] of Object.entries(patch)) {
    if (!path.startsWith(ITEM_PREFIX)) {
      own[path] = value;
      continue;
    }
    const rest = path.slice(ITEM_PREFIX.length);
    const dot = rest.indexOf(".");
    const itemId = rest.slice(0, dot);
    (items[itemId] ??= {})[rest.slice(dot + 1)] = value;
  }
  return { patch: Object.keys(own).length ? own : null, items };
}

/** The recorded path of an embedded item's field. */
export function itemPath(itemId: string, path: string): string {
  requireString("field path", path);
  if (typeof itemId !== "string" || itemId === "" || itemId.includes("."))
    throw unknownId("item", itemId);
  return `${ITEM_PREFIX}${itemId}.${path}`;
}

/** Keeps a number within a field's limits. */
export function clamp(value: number, limits: { min?: number; max?: number } = {}): number {
  requireFinite("value", value);
  requireObject("limits", limits);
  if (limits.min !== undefined) requireFinite("lowest value", limits.min);
  if (limits.max !== undefined) requireFinite("highest value", limits.max);
  return Math.min(limits.max ?? Infinity, Math.max(limits.min ?? -Infinity, value));
}

/**
 * Applies a card's result to one target. `compute` gets the target and returns the fields'
 * values now (`before`) and after the hit (`after`), already kept within their limits. The
 * target is marked applied with both recorded. Applying again changes nothing and returns a
 * null patch (a double click is harmless); a target whose actor is gone is refused.
 */
export function applyToTarget<C extends WithTargets>(
  card: C,
  targetId: string,
  compute: (target: TargetOf<C>) => AppliedRecord,
): ApplyResult<C> {
  const target = findTarget(card.targets, targetId);
  if (target.missing)
    throw notAllowed(`applying the result to ${target.name}`, "the actor no longer exists");
  if (target.applied) return { card, patch: null, items: {} };
  const record = compute(target);
  const next = {
    ...card,
    targets: replaceTarget(card.targets, targetId, (t) => ({ ...t, applied: record })),
  };
  return { card: next, ...splitPatch(changes(record.before, record.after)) };
}

/**
 * Takes a target's applied result back. Nothing else happened since: every field returns to
 * its recorded before-value exactly (the stored one where the record keeps it). Something else changed a field since (more damage, a
 * heal): undo removes only this card's own share and keeps the rest — a number goes back by
 * the amount this card moved it (current − (after − before), kept within `limits`); any other
 * value (a status) returns to its before-value only while it still holds this card's
 * after-value, and is left alone otherwise. Undo when nothing is applied changes nothing.
 * `current` holds the target's values now for the recorded paths.
 */
export function undoOnTarget<C extends WithTargets>(
  card: C,
  targetId: string,
  current: Patch,
  limits: FieldLimits = {},
): ApplyResult<C> {
  requirePatch("current", current);
  requireObject("field limits", limits);
  const target = findTarget(card.targets, targetId);
  const record = target.applied;
  if (!record) return { card, patch: null, items: {} };
  const now: Record<string, PatchValue> = {};
  const restored: Record<string, PatchValue> = {};
  for (const [path, after] of Object.entries(record.after)) {
    const before = record.before[path];
    const value = path in current ? current[path] : after;
    now[path] = value;
    if (record.stored && Object.hasOwn(record.stored, path) && value === after)
      restored[path] = record.stored[path];
    else if (typeof after === "number" && typeof before === "number" && typeof value === "number") {
      requireInteger(`current ${path}`, value);
      restored[path] = clamp(value - (after - before), limits[path]);
    } else restored[path] = value === after ? before : value;
  }
  const next: C = { ...card, targets: replaceTarget(card.targets, targetId, withoutApplied) };
  return { card: next, ...splitPatch(changes(now, restored)) };
}

/**
 * Marks a target's actor as gone (or back); the view says so and Apply is refused. A result
 * still applied to a gone actor counts as undone (`goneUndone`), so the card is never held by a
 * share nobody can take back (switching whom Apply acts on, respending).
 */
export function markMissing<C extends WithTargets>(card: C, targetId: string, missing = true): C {
  requireBoolean("missing", missing);
  return {
    ...card,
    targets: replaceTarget(card.targets, targetId, (t) => {
      const copy: Mutable<typeof t> = { ...t };
      if (!missing) delete copy.missing;
      else {
        copy.missing = true;
        if (copy.applied) copy.goneUndone = true;
        delete copy.applied;
      }
      return copy;
    }),
  };
}

/** The card with every target in `goneIds` marked gone (see markMissing); unchanged if none. */
export function markGone<C extends WithTargets>(card: C, goneIds: readonly string[]): C {
  let marked = card;
  for (const id of requireList("gone target ids", goneIds))
    if (!findTarget(marked.targets, id).missing) marked = markMissing(marked, id);
  return marked;
}

/** Reads a current numeric value the adapter passed for a field. */
export function currentNumber(current: Patch, path: string, min = 0): number {
  requirePatch("current", current);
  requireInteger("lowest value", min);
  return requireInteger(`current ${path}`, current[path], { min });
}

/** A list of small whole numbers (die faces, indices), checked and copied. */
export function requireIntegerList(
  name: string,
  list: unknown,
  bounds: { min?: number; max?: number } = {},
): number[] {
  requireString("list name", name);
  requireObject("bounds", bounds);
  if (bounds.min !== undefined) requireFinite("lowest value", bounds.min);
  if (bounds.max !== undefined) requireFinite("highest value", bounds.max);
  if (!Array.isArray(list))
    throw notAllowed(`${name} ${showValue(list)}`, "expected a list of numbers");
  return requireList<unknown>(name, list).map((n, i) =>
    requireInteger(`${name} #${i + 1}`, n, bounds),
  );
}

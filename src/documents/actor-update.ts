import type { PatchValue } from "../rules/cards/shared";

/**
 * One actor write: its own fields and its embedded items' in a single update (Foundry applies an
 * `items` array in a parent's update to the items listed by `_id`).
 */
export function actorUpdate(
  patch: Record<string, PatchValue> | null,
  items: Readonly<Record<string, Record<string, PatchValue>>>,
): Record<string, unknown> {
  // each item's changes as nested objects: dotted keys are expanded for the parent's own fields,
  // and nested data is what an embedded entry carries either way
  const embedded = Object.entries(items).map(([_id, changes]) =>
    foundry.utils.expandObject({ ...changes, _id }),
  );
  return { ...(patch ?? {}), ...(embedded.length ? { items: embedded } : {}) };
}

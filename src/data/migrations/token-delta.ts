import { migrateSystem, itemUpdate, type ItemUpdate } from "./migrate-source";
import type { SystemMigration } from "./migration";
import { changedLeaves } from "./repairs";

/*
 * An unlinked token's own actor (Foundry's ActorDelta): the token stores only what it overrides of
 * its world actor — some system values, whole items of its own. Its data as a migration reads it
 * is the world actor's, already migrated, with the token's overrides on top; so what a migration
 * changes there is the token's own data, never the world actor's again.
 */

type Source = Record<string, unknown>;

interface DocumentSource {
  _id?: unknown;
  name?: unknown;
  type?: unknown;
  system?: unknown;
  items?: unknown;
}

function isObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `over` laid on `base`, objects merged key by key (an ActorDelta's system over its actor's). */
function overlaid(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const merged: Source = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlaid(base[key], value);
  return merged;
}

const itemsOf = (source: DocumentSource): DocumentSource[] =>
  Array.isArray(source.items) ? (source.items as DocumentSource[]) : [];

/**
 * The token's actor as a migration reads it: the world actor's stored data migrated, the token's
 * stored overrides laid on top (its items replace the actor's of the same id, or join them).
 */
export function tokenActorSource(
  base: DocumentSource,
  delta: DocumentSource,
  migrations: readonly SystemMigration[],
): DocumentSource {
  const type = String(base.type);
  const own = new Map(itemsOf(delta).map((item) => [String(item._id), item]));
  const baseItems = itemsOf(base).map(
    (item) =>
      own.get(String(item._id)) ?? {
        ...item,
        system: migrateSystem(String(item.type), item.system, migrations),
      },
  );
  const added = [...own.values()].filter(
    (item) => !itemsOf(base).some((b) => String(b._id) === String(item._id)),
  );
  return {
    ...base,
    system: overlaid(migrateSystem(type, base.system, migrations), delta.system ?? {}),
    items: [...baseItems, ...added],
  };
}

/**
 * The update migrating a token's actor, or null when nothing changes: only the system values that
 * change, by dotted path (the token keeps overriding nothing else), and each changed item whole
 * (an ActorDelta takes an item as a whole: dnd5e's migration sends them merged, as core's
 * ActorDelta updates of embedded items otherwise go wrong, foundryvtt#9384).
 */
export function tokenActorUpdate(
  source: DocumentSource,
  migrations: readonly SystemMigration[],
): (Source & { items?: Source[] }) | null {
  const migrated = migrateSystem(String(source.type), source.system, migrations);
  const update: Source & { items?: Source[] } = Object.fromEntries(
    changedLeaves(source.system ?? {}, migrated).map((leaf) => [leaf.field, leaf.after]),
  );
  const items = itemsOf(source).flatMap((item) => {
    const changed: ItemUpdate | null = itemUpdate(item, migrations);
    return changed ? [{ ...(item as Source), system: changed.system }] : [];
  });
  if (items.length) update.items = items;
  return Object.keys(update).length ? update : null;
}

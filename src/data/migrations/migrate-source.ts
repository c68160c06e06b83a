import type { SystemMigration } from "./migration";

type Source = Record<string, unknown>;

function isObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function applies(migration: SystemMigration, type: string): boolean {
  return migration.types === "all" || migration.types.includes(type);
}

/** One document's system data after the given migrations, in order. */
export function migrateSystem(
  type: string,
  system: unknown,
  migrations: readonly SystemMigration[],
): Source {
  return migrations.reduce(
    (data, m) => (applies(m, type) ? m.migrate(data, type) : data),
    isObject(system) ? system : {},
  );
}

/** Deep equality of plain JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** An update for one item: its id and new system data. */
export interface ItemUpdate {
  _id: string;
  system: Source;
}

/** An update for one actor: new system data and/or updates of its embedded items. */
export interface ActorUpdate {
  _id: string;
  system?: Source;
  items?: ItemUpdate[];
}

interface DocumentSource {
  _id?: unknown;
  type?: unknown;
  system?: unknown;
  items?: unknown;
}

/** The update migrating one item's source data, or null when nothing changes. */
export function itemUpdate(
  source: DocumentSource,
  migrations: readonly SystemMigration[],
): ItemUpdate | null {
  const system = migrateSystem(String(source.type), source.system, migrations);
  return sameJson(system, source.system) ? null : { _id: String(source._id), system };
}

/**
 * The update migrating one actor's source data and its embedded items (dnd5e's
 * module/migration.mjs puts changed embedded items in the actor update the same way), or null
 * when nothing changes.
 */
export function actorUpdate(
  source: DocumentSource,
  migrations: readonly SystemMigration[],
): ActorUpdate | null {
  const update: ActorUpdate = { _id: String(source._id) };
  const system = migrateSystem(String(source.type), source.system, migrations);
  if (!sameJson(system, source.system)) update.system = system;
  const items = (Array.isArray(source.items) ? source.items : [])
    .map((item: DocumentSource) => itemUpdate(item, migrations))
    .filter((u): u is ItemUpdate => u !== null);
  if (items.length) update.items = items;
  return update.system || update.items ? update : null;
}

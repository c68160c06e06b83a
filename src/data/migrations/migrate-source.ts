import type { SystemMigration, TokenBarsSource } from "./migration";

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

const BARS = ["bar1", "bar2"] as const;

/**
 * The bars of a token of an actor of `type` (its prototype token, or a token on a scene) that the
 * migrations change, as an update (`{bar1: {attribute}}`), or null when they stay.
 */
export function barsUpdate(
  type: string,
  stored: unknown,
  migrations: readonly SystemMigration[],
): Record<string, { attribute: unknown }> | null {
  if (!isObject(stored)) return null;
  const before = stored as TokenBarsSource;
  const after = migrations.reduce(
    (bars, m) => (m.bars && applies(m, type) ? m.bars(bars, type) : bars),
    before,
  );
  const changed = BARS.filter((bar) => after[bar]?.attribute !== before[bar]?.attribute);
  if (!changed.length) return null;
  return Object.fromEntries(changed.map((bar) => [bar, { attribute: after[bar]?.attribute }]));
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

/** An update for one actor: new system data, its prototype token's bars, its embedded items. */
export interface ActorUpdate {
  _id: string;
  system?: Source;
  prototypeToken?: Source;
  items?: ItemUpdate[];
}

interface DocumentSource {
  _id?: unknown;
  type?: unknown;
  system?: unknown;
  items?: unknown;
  prototypeToken?: unknown;
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
  const bars = barsUpdate(String(source.type), source.prototypeToken, migrations);
  if (bars) update.prototypeToken = bars;
  const items = (Array.isArray(source.items) ? source.items : [])
    .map((item: DocumentSource) => itemUpdate(item, migrations))
    .filter((u): u is ItemUpdate => u !== null);
  if (items.length) update.items = items;
  return update.system || update.prototypeToken || update.items ? update : null;
}

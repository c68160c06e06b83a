import type { SystemMigration } from "./migration";
import { barsUpdate, migrateSystem } from "./migrate-source";

/*
 * What a migration changed, field by field, so that no stored value is changed silently: the GM
 * is told which document and which field, what it held and what it holds now.
 */

/** One stored value a migration changed. */
export interface Repair {
  /** the document's name (an embedded item: "Actor › Item") */
  readonly document: string;
  /** `system.<path>` */
  readonly field: string;
  /** the values before and after, as JSON ("—" for a value taken away) */
  readonly from: string;
  readonly to: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const shown = (value: unknown) => (value === undefined ? "—" : JSON.stringify(value));

/** One stored value a migration changed: its dotted path and the values before and after. */
export interface ChangedLeaf {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * The values whose stored value differs after the migration. A field the document did not hold
 * (one added to its type since) is filled with its default, which changes nothing it held.
 */
export function changedLeaves(before: unknown, after: unknown, path = "system"): ChangedLeaf[] {
  if (isObject(before) && isObject(after))
    return Object.keys(before).flatMap((key) =>
      before[key] === undefined ? [] : changedLeaves(before[key], after[key], `${path}.${key}`),
    );
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: path, before, after }];
}

/** The fields whose stored value differs after the migration, as the GM's report shows them. */
export function changedFields(
  before: unknown,
  after: unknown,
  path = "system",
): { field: string; from: string; to: string }[] {
  return changedLeaves(before, after, path).map((leaf) => ({
    field: leaf.field,
    from: shown(leaf.before),
    to: shown(leaf.after),
  }));
}

interface NamedSource {
  name?: unknown;
  type?: unknown;
  system?: unknown;
  items?: unknown;
  prototypeToken?: unknown;
}

/**
 * What the migrations change in the bars of a token of an actor of `type` (`path`: where the bars
 * live, "prototypeToken" for an actor's, "" for a token on a scene), as the GM's report shows it.
 */
export function barRepairs(
  document: string,
  type: string,
  stored: unknown,
  migrations: readonly SystemMigration[],
  path = "",
): Repair[] {
  const update = barsUpdate(type, stored, migrations) ?? {};
  const before = (stored ?? {}) as Record<string, { attribute?: unknown } | undefined>;
  return Object.entries(update).map(([bar, { attribute }]) => ({
    document,
    field: `${path ? `${path}.` : ""}${bar}.attribute`,
    from: shown(before[bar]?.attribute),
    to: shown(attribute),
  }));
}

function sourceRepairs(
  source: NamedSource,
  migrations: readonly SystemMigration[],
  owner: string | null,
): Repair[] {
  const name = String(source.name ?? "");
  const document = owner === null ? name : `${owner} › ${name}`;
  const migrated = migrateSystem(String(source.type), source.system, migrations);
  const own = changedFields(source.system ?? {}, migrated).map((one) => ({ document, ...one }));
  const bars = barRepairs(
    document,
    String(source.type),
    source.prototypeToken,
    migrations,
    "prototypeToken",
  );
  const items = Array.isArray(source.items) ? (source.items as NamedSource[]) : [];
  return [...own, ...bars, ...items.flatMap((item) => sourceRepairs(item, migrations, document))];
}

/**
 * What the migrations change in these documents (actors with their items, or items), each named
 * after `owner` when they live in something (a scene's token, a compendium: "Warehouse › Goon").
 */
export function repairsOf(
  sources: readonly Readonly<Record<string, unknown>>[],
  migrations: readonly SystemMigration[],
  owner: string | null = null,
): Repair[] {
  return sources.flatMap((source) => sourceRepairs(source as NamedSource, migrations, owner));
}

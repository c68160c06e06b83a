import { SYSTEM_ID } from "../../config";
import { migrationVersion } from "../../settings";
import { pendingMigrations, CURRENT_MIGRATION_VERSION } from "../../data/migrations/list";
import {
  actorUpdate,
  itemUpdate,
  type ActorUpdate,
  type ItemUpdate,
} from "../../data/migrations/migrate-source";
import type { SystemMigration } from "../../data/migrations/migration";

type Source = Record<string, unknown> & { _id?: string };

/** The active GM, and only one, runs migrations (Foundry knowledge base "Users": the active GM). */
function isActiveGM(): boolean {
  return game.users?.activeGM?.isSelf ?? false;
}

/**
 * The source data of every world document of a collection, valid or not. Valid documents give
 * their source; documents that failed validation (old shapes) are read from the raw world data,
 * as PbtA's and dnd5e's migrations read `game.data` for invalid documents.
 */
function worldSources(collection: "actors" | "items"): Source[] {
  const raw = (game.data as unknown as Record<string, Source[] | undefined>)?.[collection] ?? [];
  const docs = (game[collection]?.contents ?? []) as unknown as {
    id: string;
    toObject(): Source;
  }[];
  const invalid = [...((game[collection]?.invalidDocumentIds as Set<string> | undefined) ?? [])];
  const valid = docs.map((doc) => raw.find((r) => r._id === doc.id) ?? doc.toObject());
  return [...valid, ...invalid.flatMap((id) => raw.filter((r) => r._id === id))];
}

/** The updates a set of migrations makes to the world's actors (with their items) and items. */
export function worldUpdates(migrations: readonly SystemMigration[]): {
  actors: ActorUpdate[];
  items: ItemUpdate[];
} {
  return {
    actors: worldSources("actors")
      .map((source) => actorUpdate(source, migrations))
      .filter((u): u is ActorUpdate => u !== null),
    items: worldSources("items")
      .map((source) => itemUpdate(source, migrations))
      .filter((u): u is ItemUpdate => u !== null),
  };
}

/**
 * Runs the migrations the world still needs, on `ready`, on the active GM's client only: every
 * changed world actor (with its embedded items) in one batched update, every changed world item
 * in another, and only then stores the new migration version. A world with nothing to change (a
 * new world, or one whose data already has the current shape) records the version without a
 * notice, as dnd5e stamps a new world. A failure shows a localised error and leaves the stored
 * version, so the next start tries again (each migration is idempotent).
 * Returns whether the world is now current.
 */
export async function migrateWorld(): Promise<boolean> {
  if (!isActiveGM()) return false;
  const from = migrationVersion();
  const pending = pendingMigrations(from);
  if (!pending.length) return true;
  const version = CURRENT_MIGRATION_VERSION;
  const record = () => game.settings!.set(SYSTEM_ID, "migrationVersion", version);
  const { actors, items } = worldUpdates(pending);
  if (!actors.length && !items.length) {
    await record();
    return true;
  }
  ui.notifications?.info(game.i18n!.format("ACTION_ENGINE.Migration.Begin", { version }));
  try {
    if (actors.length) await Actor.updateDocuments(actors as never);
    if (items.length) await Item.updateDocuments(items as never);
    await record();
    ui.notifications?.info(game.i18n!.format("ACTION_ENGINE.Migration.Done", { version }));
    return true;
  } catch (error) {
    console.error(`${SYSTEM_ID} | migration to ${version} failed`, error);
    ui.notifications?.error(
      game.i18n!.format("ACTION_ENGINE.Migration.Failed", {
        version,
        error: error instanceof Error ? error.message : String(error),
      }),
      { permanent: true },
    );
    return false;
  }
}

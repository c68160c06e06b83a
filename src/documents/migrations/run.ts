import { SYSTEM_ID } from "../../config";
import { migrationVersion } from "../../settings";
import {
  MIGRATIONS,
  pendingMigrations,
  CURRENT_MIGRATION_VERSION,
} from "../../data/migrations/list";
import { repairsOf, type Repair } from "../../data/migrations/repairs";
import {
  actorUpdate,
  itemUpdate,
  type ActorUpdate,
  type ItemUpdate,
} from "../../data/migrations/migrate-source";
import type { SystemMigration } from "../../data/migrations/migration";
import { notify } from "../../ui/foundry/notify";
import { escapeHtml } from "../../ui/html";

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

/**
 * The updates a set of migrations makes to the world's actors (with their items) and items, and
 * every stored value they change (reported to the GM: nothing is changed silently).
 */
export function worldUpdates(migrations: readonly SystemMigration[]): {
  actors: ActorUpdate[];
  items: ItemUpdate[];
  repairs: Repair[];
} {
  const actors = worldSources("actors");
  const items = worldSources("items");
  return {
    actors: actors
      .map((source) => actorUpdate(source, migrations))
      .filter((u): u is ActorUpdate => u !== null),
    items: items
      .map((source) => itemUpdate(source, migrations))
      .filter((u): u is ItemUpdate => u !== null),
    repairs: [...repairsOf(actors, migrations), ...repairsOf(items, migrations)],
  };
}

/** Writes the updates: every changed actor (with its items) in one batch, items in another. */
async function writeUpdates(actors: ActorUpdate[], items: ItemUpdate[]): Promise<void> {
  if (actors.length) await Actor.updateDocuments(actors as never);
  if (items.length) await Item.updateDocuments(items as never);
}

/**
 * Tells the GM what was repaired, by document and field: a notice, and the list whispered to the
 * GMs in the chat (it stays there to be read, unlike the notice).
 */
async function reportRepairs(repairs: readonly Repair[]): Promise<void> {
  if (!repairs.length) return;
  const i18n = game.i18n!;
  notify("warn", "ACTION_ENGINE.Migration.Repaired", { count: repairs.length });
  const lineHtml = repairs.map(
    (one) =>
      `<li>${escapeHtml(
        i18n.format("ACTION_ENGINE.Migration.RepairLine", {
          document: one.document,
          field: one.field,
          from: one.from,
          to: one.to,
        }),
      )}</li>`,
  );
  const gms = (game.users?.contents ?? []).filter((user) => user.isGM).map((user) => user.id);
  await ChatMessage.create({
    content: `<p><strong>${escapeHtml(i18n.localize("ACTION_ENGINE.Migration.RepairTitle"))}</strong></p><ul>${lineHtml.join("")}</ul>`,
    whisper: gms,
  } as never);
}

/**
 * Finds and repairs malformed documents in a world that is already current (an import, a module
 * writing straight to the database, an old document the on-load migration could read): every
 * migration is run again (each is idempotent, so valid data is untouched), and what it repaired
 * is reported. Runs on the active GM's client on every start, and as `game.system.api.repairData`.
 * Returns the repairs made.
 */
export async function repairWorld(): Promise<Repair[]> {
  if (!isActiveGM()) return [];
  const { actors, items, repairs } = worldUpdates(MIGRATIONS);
  if (!actors.length && !items.length) return [];
  try {
    await writeUpdates(actors, items);
  } catch (error) {
    console.error(`${SYSTEM_ID} | repairing malformed data failed`, error);
    notify(
      "error",
      "ACTION_ENGINE.Migration.CheckFailed",
      { error: error instanceof Error ? error.message : String(error) },
      { permanent: true },
    );
    return [];
  }
  await reportRepairs(repairs);
  return repairs;
}

/**
 * Runs the migrations the world still needs, on `ready`, on the active GM's client only: every
 * changed world actor (with its embedded items) in one batched update, every changed world item
 * in another, and only then stores the new migration version. A world with nothing to change (a
 * new world, or one whose data already has the current shape) records the version without a
 * notice, as dnd5e stamps a new world. Every stored value a migration changed is reported to
 * the GM by document and field (see reportRepairs). A failure shows a localised error and leaves the stored
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
  const { actors, items, repairs } = worldUpdates(pending);
  if (!actors.length && !items.length) {
    await record();
    return true;
  }
  notify("info", "ACTION_ENGINE.Migration.Begin", { version });
  try {
    await writeUpdates(actors, items);
    await record();
    notify("info", "ACTION_ENGINE.Migration.Done", { version });
    await reportRepairs(repairs);
    return true;
  } catch (error) {
    console.error(`${SYSTEM_ID} | migration to ${version} failed`, error);
    notify(
      "error",
      "ACTION_ENGINE.Migration.Failed",
      { version, error: error instanceof Error ? error.message : String(error) },
      { permanent: true },
    );
    return false;
  }
}

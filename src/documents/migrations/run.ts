import { SYSTEM_ID } from "../../config";
import { migrationVersion, packMigrationVersions } from "../../settings";
import { compareVersions } from "../../data/migrations/version";
import {
  MIGRATIONS,
  pendingMigrations,
  CURRENT_MIGRATION_VERSION,
} from "../../data/migrations/list";
import { barRepairs, repairsOf, type Repair } from "../../data/migrations/repairs";
import { tokenActorSource, tokenActorUpdate } from "../../data/migrations/token-delta";
import {
  actorUpdate,
  barsUpdate,
  itemUpdate,
  type ActorUpdate,
  type ItemUpdate,
} from "../../data/migrations/migrate-source";
import type { SystemMigration } from "../../data/migrations/migration";
import { notify } from "../../ui/foundry/notify";
import {
  convertedEncounter,
  type ConvertedEncounter,
  type StoredSystem,
} from "../../combat/moves/read-stored";
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

interface TokenLike {
  readonly name: string;
  readonly actorLink: boolean;
  readonly actorId: string | null;
  readonly actor: { readonly type?: string; update(data: object): Promise<unknown> } | null;
  /** the ActorDelta: what the token overrides of its actor, as stored */
  readonly delta?: { toObject(): Source } | null;
  /** the bars the token shows (its own, linked or not: copied from the prototype when placed) */
  readonly bar1?: { readonly attribute?: unknown } | null;
  readonly bar2?: { readonly attribute?: unknown } | null;
  update(data: object): Promise<unknown>;
}

interface SceneLike {
  readonly name: string;
  readonly tokens: { readonly contents: readonly TokenLike[] };
}

interface PackLike {
  readonly collection: string;
  readonly documentName: string;
  readonly locked: boolean;
  readonly metadata: { readonly label: string; readonly packageType: string };
  readonly invalidDocumentIds?: Set<string>;
  getDocuments(): Promise<{ toObject(): Source }[]>;
  getInvalid?(id: string): { toObject(): Source } | undefined;
  configure(settings: { locked: boolean }): Promise<unknown>;
}

/** One unlinked token's actor update (each written on its own: foundryvtt#9566). */
interface TokenUpdate {
  readonly token: TokenLike;
  readonly update: object;
}

/** A token's own bars (TokenDocument bar1 / bar2), written on the token document. */
interface TokenBarsUpdate {
  readonly token: TokenLike;
  readonly update: object;
}

/** A compendium's updates, written in one batch with the pack opened for it. */
interface PackUpdate {
  readonly pack: PackLike;
  readonly updates: object[];
}

/** An encounter stored in the shape of older versions, and its conversion (issue 28). */
interface EncounterUpdate {
  readonly combat: { update(data: object): Promise<unknown> };
  readonly update: { system: ConvertedEncounter };
}

/** What a set of migrations changes, and every stored value it changes (for the GM's report). */
export interface WorldUpdates {
  actors: ActorUpdate[];
  items: ItemUpdate[];
  tokens: TokenUpdate[];
  tokenBars: TokenBarsUpdate[];
  packs: PackUpdate[];
  encounters: EncounterUpdate[];
  repairs: Repair[];
  /** the world compendiums whose documents were read (their schema version is recorded after) */
  checkedPacks: string[];
}

/**
 * Which world compendiums are opened: only those whose recorded schema version is behind the
 * code's (loading a pack builds every document in it, slow in a big world; dnd5e likewise gates
 * its migration by a stored version), or every one (`game.system.api.repairData({packs: "all"})`).
 */
export type PackChoice = "behind" | "all";

/**
 * The world's encounters still in the old shape (the engine state as one JSON string, whole
 * copies for Undo), each converted to the structured fields and reverse patches; one whose old
 * state cannot be read is left for the tracker to show as damaged (convertedEncounter).
 */
function encounterUpdates(): EncounterUpdate[] {
  const combats = (game.combats?.contents ?? []) as unknown as {
    system: StoredSystem;
    update(data: object): Promise<unknown>;
  }[];
  return combats.flatMap((combat) => {
    const system = convertedEncounter(combat.system);
    return system ? [{ combat, update: { system } }] : [];
  });
}

const i18n = () => game.i18n!;

/** The world actor a token stands for, as stored: a lookup over the world's stored actors. */
function storedActors(): (id: string | null) => Source | null {
  const raw = (game.data as unknown as { actors?: Source[] } | undefined)?.actors ?? [];
  const byId = new Map(raw.map((r) => [r._id, r]));
  return (id) => {
    if (!id) return null;
    const doc = game.actors?.get(id) as unknown as { toObject(): Source } | undefined;
    return byId.get(id) ?? doc?.toObject() ?? null;
  };
}

/**
 * The tokens on the scenes: each one's own bars (a token keeps the bars it was placed with, linked
 * or not), and the unlinked tokens' own actors (most NPCs on a map): each token's stored overrides
 * read over its world actor, as dnd5e's migration walks `game.scenes` for tokens that are not
 * linked.
 */
function tokenUpdates(
  migrations: readonly SystemMigration[],
): Pick<WorldUpdates, "tokens" | "tokenBars" | "repairs"> {
  const tokens: TokenUpdate[] = [];
  const tokenBars: TokenBarsUpdate[] = [];
  const repairs: Repair[] = [];
  const scenes = (game.scenes?.contents ?? []) as unknown as SceneLike[];
  const storedActor = storedActors();
  for (const scene of scenes) {
    const owner = i18n().format("ACTION_ENGINE.Migration.Scene", { name: scene.name });
    for (const token of scene.tokens.contents) {
      const base = storedActor(token.actorId);
      const type = String(base?.type ?? token.actor?.type ?? "");
      const bars = { bar1: token.bar1, bar2: token.bar2 };
      const barUpdate = barsUpdate(type, bars, migrations);
      if (barUpdate) {
        tokenBars.push({ token, update: barUpdate });
        repairs.push(...barRepairs(`${owner} › ${token.name}`, type, bars, migrations));
      }
      if (token.actorLink || !token.actor || !base) continue;
      // the token's own actor: its system and items (its bars are the token's, above)
      const { prototypeToken: _prototype, ...read } = tokenActorSource(
        base,
        token.delta?.toObject() ?? {},
        migrations,
      ) as Source;
      const source = { ...read, name: token.name };
      const update = tokenActorUpdate(source, migrations);
      if (!update) continue;
      tokens.push({ token, update });
      repairs.push(...repairsOf([source], migrations, owner));
    }
  }
  return { tokens, tokenBars, repairs };
}

/**
 * The world's own compendiums of actors and items, locked or not (dnd5e migrates every world
 * pack; the system's own packs ship in the current shape, and a module's belong to its author),
 * those behind the current schema only unless every one is asked for.
 */
function worldPacks(choice: PackChoice): PackLike[] {
  const packs = (game.packs?.contents ?? []) as unknown as PackLike[];
  const versions = packMigrationVersions();
  const behind = (pack: PackLike) =>
    compareVersions(versions[pack.collection] ?? "", CURRENT_MIGRATION_VERSION) < 0;
  return packs.filter(
    (pack) =>
      pack.metadata.packageType === "world" &&
      ["Actor", "Item"].includes(pack.documentName) &&
      (choice === "all" || behind(pack)),
  );
}

/** Each world compendium's updates: its documents as stored, valid or not. */
async function packUpdates(
  migrations: readonly SystemMigration[],
  choice: PackChoice,
): Promise<Pick<WorldUpdates, "packs" | "repairs" | "checkedPacks">> {
  const packs: PackUpdate[] = [];
  const repairs: Repair[] = [];
  const checkedPacks: string[] = [];
  for (const pack of worldPacks(choice)) {
    checkedPacks.push(pack.collection);
    const valid = (await pack.getDocuments()).map((doc) => doc.toObject());
    const invalid = [...(pack.invalidDocumentIds ?? [])].flatMap((id): Source[] => {
      const doc = pack.getInvalid?.(id);
      return doc ? [doc.toObject()] : [];
    });
    const sources: Source[] = [...valid, ...invalid];
    const migrate = pack.documentName === "Actor" ? actorUpdate : itemUpdate;
    const updates = sources
      .map((source) => migrate(source, migrations))
      .filter((u): u is ActorUpdate => u !== null);
    if (!updates.length) continue;
    packs.push({ pack, updates });
    const owner = i18n().format("ACTION_ENGINE.Migration.Pack", { name: pack.metadata.label });
    repairs.push(...repairsOf(sources, migrations, owner));
  }
  return { packs, repairs, checkedPacks };
}

/**
 * The updates a set of migrations makes to the world's actors (with their items) and items, the
 * unlinked tokens' own actors, and the world's compendiums, and every stored value they change
 * (reported to the GM: nothing is changed silently).
 */
export async function worldUpdates(
  migrations: readonly SystemMigration[],
  choice: PackChoice = "behind",
): Promise<WorldUpdates> {
  const actors = worldSources("actors");
  const items = worldSources("items");
  const tokens = tokenUpdates(migrations);
  const packs = await packUpdates(migrations, choice);
  return {
    actors: actors
      .map((source) => actorUpdate(source, migrations))
      .filter((u): u is ActorUpdate => u !== null),
    items: items
      .map((source) => itemUpdate(source, migrations))
      .filter((u): u is ItemUpdate => u !== null),
    tokens: tokens.tokens,
    tokenBars: tokens.tokenBars,
    packs: packs.packs,
    encounters: encounterUpdates(),
    repairs: [
      ...repairsOf(actors, migrations),
      ...repairsOf(items, migrations),
      ...tokens.repairs,
      ...packs.repairs,
    ],
    checkedPacks: packs.checkedPacks,
  };
}

/** The compendiums read are now at the current schema: the next start need not open them. */
async function recordPacks(checked: readonly string[]): Promise<void> {
  if (!checked.length) return;
  const versions = { ...packMigrationVersions() };
  for (const id of checked) versions[id] = CURRENT_MIGRATION_VERSION;
  await game.settings!.set(SYSTEM_ID, "packMigrationVersions", versions);
}

const nothingToWrite = (u: WorldUpdates) =>
  !u.actors.length &&
  !u.items.length &&
  !u.tokens.length &&
  !u.tokenBars.length &&
  !u.packs.length &&
  !u.encounters.length;

/**
 * A compendium's updates in one batch (API docs, DatabaseUpdateOperation#pack). A locked pack is
 * opened for the write and locked again after, whatever happens (dnd5e's migrateCompendium).
 */
async function writePack({ pack, updates }: PackUpdate): Promise<void> {
  const wasLocked = pack.locked;
  if (wasLocked) await pack.configure({ locked: false });
  try {
    const cls = pack.documentName === "Actor" ? Actor : Item;
    await cls.updateDocuments(updates as never, { pack: pack.collection } as never);
  } finally {
    if (wasLocked) await pack.configure({ locked: true });
  }
}

/**
 * Writes the updates: every changed world actor (with its items) in one batch, world items in
 * another, each token's actor on its own (ActorDelta updates are reliable one synthetic actor at a
 * time: foundryvtt#9566; dnd5e migrates them "individually"), each compendium in one batch.
 */
async function writeUpdates(u: WorldUpdates): Promise<void> {
  if (u.actors.length) await Actor.updateDocuments(u.actors as never);
  if (u.items.length) await Item.updateDocuments(u.items as never);
  for (const { token, update } of u.tokens) await token.actor?.update(update);
  for (const { token, update } of u.tokenBars) await token.update(update);
  for (const pack of u.packs) await writePack(pack);
  for (const { combat, update } of u.encounters) await combat.update(update);
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
 * A world compendium is opened only when its recorded schema version is behind the code's, unless
 * `packs: "all"` asks for every one (a GM who imported old data into a compendium).
 * Returns the repairs made.
 */
export async function repairWorld({ packs = "behind" }: { packs?: PackChoice } = {}): Promise<
  Repair[]
> {
  if (!isActiveGM()) return [];
  const updates = await worldUpdates(MIGRATIONS, packs === "all" ? "all" : "behind");
  if (nothingToWrite(updates)) {
    await recordPacks(updates.checkedPacks);
    return [];
  }
  try {
    await writeUpdates(updates);
    await recordPacks(updates.checkedPacks);
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
  await reportRepairs(updates.repairs);
  return updates.repairs;
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
  const updates = await worldUpdates(pending);
  if (nothingToWrite(updates)) {
    await record();
    await recordPacks(updates.checkedPacks);
    return true;
  }
  notify("info", "ACTION_ENGINE.Migration.Begin", { version });
  try {
    await writeUpdates(updates);
    await record();
    await recordPacks(updates.checkedPacks);
    notify("info", "ACTION_ENGINE.Migration.Done", { version });
    await reportRepairs(updates.repairs);
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

import { Collection, type DbOperation, type DocumentDouble } from "./documents";
import { lacksPermission } from "./permissions";
import { deepClone, mergeInto } from "./utils";

/**
 * Test double for compendium packs (`game.packs`, CompendiumCollection; sources in
 * test/foundry/BEHAVIOURS.md, "Compendium packs"):
 * - a pack's `metadata` names its id, label, document type and the package it belongs to
 *   (`packageType` "world", "system" or "module"); `collection` is its id;
 * - `getDocuments()` loads every stored document through its data model; one that fails
 *   validation is left out and listed in `invalidDocumentIds`, and `getInvalid(id)` gives it with
 *   its stored data; `loads` counts the calls (each builds every document: what a test counts);
 * - `locked` packs refuse every write; `configure({locked})` (a GM's) locks or unlocks one;
 * - `<Document>.updateDocuments(updates, {pack})` updates documents of a pack in one operation
 *   (an Actor's embedded `items` by id); an update that leaves a document invalid writes nothing.
 */

type Data = Record<string, unknown>;

export interface PackMetadata {
  id: string;
  label: string;
  type: "Actor" | "Item";
  packageType: "world" | "system" | "module";
  packageName: string;
}

interface UserLike {
  id: string;
  name?: string;
  isGM: boolean;
}

/** Merges an update into a stored source: embedded items by id (foundryvtt#8351), the rest deep. */
function updated(source: Data, diff: Data): Data {
  const { items, ...rest } = diff;
  const next = mergeInto(deepClone(source), rest);
  if (Array.isArray(items)) {
    const stored = (next.items as Data[] | undefined) ?? [];
    next.items = stored.map((item) => {
      const change = (items as Data[]).find((i) => i._id === item._id);
      return change ? mergeInto(deepClone(item), change) : item;
    });
  }
  return next;
}

/** What the packs share with the installed world: its classes, its user, its operations log. */
export interface PackWorld {
  classOf(documentName: string): typeof DocumentDouble;
  user(): UserLike;
  operations: DbOperation[];
}

export class CompendiumDouble {
  readonly documents = new Collection<DocumentDouble>();
  readonly invalidDocumentIds = new Set<string>();
  /** every lock change, for tests to read */
  readonly configured: { locked: boolean }[] = [];
  /** how many times its documents were loaded with getDocuments() */
  loads = 0;
  private readonly stored = new Map<string, Data>();

  constructor(
    readonly metadata: PackMetadata,
    sources: Data[],
    public locked: boolean,
    private readonly world: PackWorld,
  ) {
    for (const source of sources) this.stored.set(String(source._id), deepClone(source));
  }

  get collection(): string {
    return this.metadata.id;
  }

  get documentName(): string {
    return this.metadata.type;
  }

  get title(): string {
    return this.metadata.label;
  }

  /** The stored data as it is now (a test reads what was written). */
  source(id: string): Data | undefined {
    return deepClone(this.stored.get(id));
  }

  async getDocuments(): Promise<DocumentDouble[]> {
    this.loads++;
    return this.load();
  }

  private load(): DocumentDouble[] {
    this.documents.clear();
    this.invalidDocumentIds.clear();
    const cls = this.world.classOf(this.documentName);
    for (const [id, source] of this.stored) {
      try {
        this.documents.set(id, new cls(deepClone(source)));
      } catch {
        this.invalidDocumentIds.add(id);
      }
    }
    return this.documents.contents;
  }

  getInvalid(id: string): { id: string; toObject(): Data } | undefined {
    if (!this.invalidDocumentIds.has(id)) return undefined;
    return { id, toObject: () => deepClone(this.stored.get(id)!) };
  }

  async configure({ locked }: { locked: boolean }): Promise<void> {
    const user = this.world.user();
    if (!user.isGM)
      throw new Error(`User ${user.name ?? user.id} may not configure ${this.collection}`);
    this.locked = locked;
    this.configured.push({ locked });
  }

  /** `<Document>.updateDocuments(updates, {pack})`: one operation, or nothing and an error. */
  async update(documentName: string, diffs: Data[]): Promise<DocumentDouble[]> {
    const user = this.world.user();
    for (const diff of diffs)
      if (!user.isGM) throw lacksPermission(user, "update", documentName, String(diff._id));
    if (this.locked)
      throw new Error("You cannot modify content in this compendium pack because it is locked.");
    const cls = this.world.classOf(documentName);
    const next = diffs.map((diff) => {
      const source = this.stored.get(String(diff._id));
      if (!source)
        throw new Error(`${documentName} ${String(diff._id)} does not exist in ${this.collection}`);
      const after = updated(source, diff);
      new cls(deepClone(after)); // validated before anything is written
      return after;
    });
    this.world.operations.push({
      action: "update",
      documentName,
      parent: null,
      pack: this.collection,
      data: deepClone(diffs),
    });
    for (const after of next) this.stored.set(String(after._id), after);
    this.load();
    return next.map((after) => this.documents.get(String(after._id))!);
  }
}

/** `game.packs`, and a way to add a pack to it. */
export function installCompendiums(world: PackWorld) {
  const packs = new Collection<CompendiumDouble>();
  (globalThis as unknown as { game: Data }).game.packs = packs;
  return {
    packs,
    pack(metadata: PackMetadata, sources: Data[], o: { locked?: boolean } = {}): CompendiumDouble {
      // world packs start unlocked, a system's or module's locked (the double's assumption)
      const pack = new CompendiumDouble(
        metadata,
        sources,
        o.locked ?? metadata.packageType !== "world",
        world,
      );
      packs.set(metadata.id, pack);
      return pack;
    },
  };
}

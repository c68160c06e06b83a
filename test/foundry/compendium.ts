import { Collection, type DocumentDouble } from "./documents";
import type { FoundryDouble } from "./index";
import { PACKS, SOURCES, type PackEntry } from "../packs/sources";
import { deepClone } from "./utils";

/**
 * The system's compendium packs, read from their YAML sources as the build compiles them
 * (test/packs/sources.ts), and importing from them (sources: test/foundry/BEHAVIOURS.md,
 * "Compendiums"):
 * - `game.packs` holds a CompendiumCollection per pack, keyed "<package>.<name>", with its
 *   `collection` id, `documentName` (the manifest's type) and `metadata`; it is locked;
 * - `pack.getIndex()` resolves with a Collection of index entries (`_id`, `name`, `type`, `img`,
 *   `uuid`); `pack.getDocument(id)` builds that document with the configured class, `pack` set;
 * - `game.actors.importFromCompendium(pack, id, updateData)` (WorldCollection) creates a world
 *   copy: the pack document's data without its `_id`, folder and sort, merged with updateData.
 */
type Data = Record<string, unknown>;

interface WithClass {
  config: Record<string, { documentClass: unknown }>;
}

export class CompendiumDouble {
  readonly collection: string;
  readonly documentName: string;
  readonly metadata: Data;
  readonly locked = true;

  constructor(
    private readonly entry: PackEntry,
    private readonly foundry: WithClass,
  ) {
    this.collection = `${entry.system}.${entry.name}`;
    this.documentName = entry.type;
    this.metadata = {
      id: this.collection,
      name: entry.name,
      label: entry.label,
      type: entry.type,
      packageName: entry.system,
      packageType: "system",
    };
  }

  private sources(): Data[] {
    return SOURCES.filter((s) => s.pack.name === this.entry.name).map((s) => s.doc);
  }

  async getIndex(): Promise<Collection<Data>> {
    const index = new Collection<Data>();
    for (const doc of this.sources())
      index.set(String(doc._id), {
        _id: doc._id,
        name: doc.name,
        type: doc.type,
        img: doc.img,
        uuid: `Compendium.${this.collection}.${this.documentName}.${String(doc._id)}`,
      });
    return index;
  }

  async getDocument(id: string): Promise<DocumentDouble | undefined> {
    const source = this.sources().find((doc) => doc._id === id);
    if (!source) return undefined;
    const Class = this.foundry.config[this.documentName].documentClass as new (
      data: Data,
    ) => DocumentDouble;
    const doc = new Class(deepClone(source));
    Object.assign(doc, { pack: this.collection });
    return doc;
  }
}

/** Adds `game.packs` and WorldCollection#importFromCompendium to an installed double. */
export function installPacks(foundry: FoundryDouble): Collection<CompendiumDouble> {
  const packs = new Collection<CompendiumDouble>();
  for (const entry of PACKS) {
    const pack = new CompendiumDouble(entry, foundry as unknown as WithClass);
    packs.set(pack.collection, pack);
  }
  for (const [collection, documentName] of [
    [foundry.actors, "Actor"],
    [foundry.items, "Item"],
  ] as const)
    Object.assign(collection, {
      documentName,
      async importFromCompendium(pack: CompendiumDouble, id: string, updateData: Data = {}) {
        const doc = await pack.getDocument(id);
        if (!doc) throw new Error(`${pack.collection} has no document ${id}`);
        const data = doc.toObject();
        delete data._id;
        delete data.folder;
        delete data.sort;
        const Class = (foundry.config as unknown as WithClass["config"])[documentName]
          .documentClass as { create(d: Data): Promise<DocumentDouble | undefined> };
        return Class.create({ ...data, ...updateData });
      },
    });
  (globalThis as unknown as { game: Data }).game.packs = packs;
  return packs;
}

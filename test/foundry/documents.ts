import { deepClone, expandObject, getProperty, mergeInto, setProperty } from "./utils";

type Data = Record<string, unknown>;
type Model = { new (data: unknown, options: { parent: unknown }): SystemModel } & {
  cleanAndValidate(data: unknown): Data;
};
interface SystemModel {
  toObject(): Data;
  updateSource(changes: Data): Data;
  prepareBaseData(): void;
  prepareDerivedData(): void;
}
interface UserLike {
  id: string;
  isGM: boolean;
}

/** One database operation, as a test reads it back: what, on which documents, with what data. */
export interface DbOperation {
  action: "create" | "update" | "delete";
  documentName: string;
  /** the parent document's uuid for embedded documents, null for world documents */
  parent: string | null;
  /** created sources, update diffs (with `_id`), or deleted ids */
  data: unknown[];
}

/** The state the document doubles share with the installed Foundry double. */
export interface DocumentWorld {
  operations: DbOperation[];
  dialogs: { documentName: string; types: string[]; data: unknown }[];
  config: Record<string, { documentClass: unknown; dataModels: Record<string, Model> }>;
  collections: Record<string, Collection<DocumentDouble>>;
  user: () => UserLike;
  hooks: { call(hook: string, ...args: unknown[]): boolean };
}

let world: DocumentWorld | null = null;
let nextId = 0;

/** Points the document doubles at a fresh world (called by installFoundry). */
export function bindDocuments(state: DocumentWorld): void {
  world = state;
  nextId = 0;
}

function current(): DocumentWorld {
  if (!world) throw new Error("installFoundry() has not run");
  return world;
}

/** Foundry ids are 16 characters; the double numbers them for readable tests. */
function newId(): string {
  nextId += 1;
  return `doc${String(nextId).padStart(13, "0")}`;
}

/** Test double for Foundry's Collection: a Map with `contents` and the array helpers used. */
export class Collection<T> extends Map<string, T> {
  /** ids of stored documents that failed validation (Foundry's WorldCollection#invalidDocumentIds) */
  readonly invalidDocumentIds = new Set<string>();

  get contents(): T[] {
    return [...this.values()];
  }

  map<U>(fn: (value: T) => U): U[] {
    return this.contents.map(fn);
  }

  filter(fn: (value: T) => boolean): T[] {
    return this.contents.filter(fn);
  }

  find(fn: (value: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
}

/**
 * Foundry's document ownership levels (knowledge base "Document Ownership"; CONST.DOCUMENT_OWNERSHIP_LEVELS).
 */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/**
 * Active Effect change modes (CONST.ACTIVE_EFFECT_MODES; knowledge base "Active Effects"): the
 * double applies MULTIPLY, ADD and OVERRIDE.
 */
export const EFFECT_MODES = { MULTIPLY: 1, ADD: 2, OVERRIDE: 5 } as const;

export interface EffectChange {
  key: string;
  mode: number;
  value: string | number;
}

/**
 * Test double for a client Document (Actor, Item). It imitates the document lifecycle systems
 * rely on (knowledge base "Document" and "System Data Models"; dnd5e's and Lancer's document
 * classes override the same methods):
 * - construction validates `type` against CONFIG[documentName].dataModels and builds `system`
 *   with that data model;
 * - `prepareData` runs the model's prepareBaseData, prepares embedded documents, applies the
 *   actor's Active Effects, then runs prepareDerivedData;
 * - `createDocuments` constructs each document, awaits its `_preCreate` (false cancels it), then
 *   calls the `preCreate<Document>` hook (false cancels it); the survivors are written in ONE
 *   database operation. `updateDocuments` and `deleteDocuments` likewise write one operation per
 *   call; an update is validated before anything is written;
 * - `isOwner` / `testUserPermission` follow the ownership levels (a GM owns everything).
 * Every write is recorded in the world's `operations` so tests can assert them.
 */
export class DocumentDouble {
  static documentName = "Document";

  declare _id: string;
  declare name: string;
  declare type: string;
  declare system: SystemModel & Data;
  declare parent: DocumentDouble | null;
  declare ownership: Record<string, number>;
  declare effects: { disabled?: boolean; changes: EffectChange[] }[];
  declare items: Collection<DocumentDouble>;

  constructor(data: Data, { parent = null }: { parent?: DocumentDouble | null } = {}) {
    const cls = this.constructor as typeof DocumentDouble;
    const model = cls.modelFor(String(data.type));
    if (typeof data.name !== "string" || data.name.trim() === "")
      throw new Error(`${cls.documentName} validation errors: name may not be blank`);
    this._id = typeof data._id === "string" ? data._id : newId();
    this.name = data.name;
    this.type = String(data.type);
    this.parent = parent;
    this.ownership = deepClone((data.ownership as Record<string, number>) ?? { default: 0 });
    this.effects = deepClone((data.effects as DocumentDouble["effects"]) ?? []);
    this.system = new model(data.system ?? {}, { parent: this }) as SystemModel & Data;
    this.items = new Collection();
    for (const item of (data.items as Data[]) ?? []) {
      const ItemClass = current().config.Item.documentClass as typeof DocumentDouble;
      const embedded = new ItemClass(item, { parent: this });
      this.items.set(embedded.id, embedded);
    }
    this.prepareData();
  }

  /** The configured document class (API docs, Document.implementation: CONFIG[name].documentClass). */
  static get implementation(): typeof DocumentDouble {
    return (current().config[this.documentName]?.documentClass as typeof DocumentDouble) ?? this;
  }

  static modelFor(type: string): Model {
    const model = current().config[this.documentName]?.dataModels[type];
    if (!model)
      throw new Error(`"${type}" is not a valid type for the ${this.documentName} Document class`);
    return model;
  }

  /** The types this document class has (API docs, Document.TYPES; here from CONFIG's data models). */
  static get TYPES(): string[] {
    return Object.keys(current().config[this.documentName].dataModels);
  }

  get id(): string {
    return this._id;
  }

  get documentName(): string {
    return (this.constructor as typeof DocumentDouble).documentName;
  }

  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }

  get actor(): DocumentDouble | null {
    return this.parent;
  }

  prepareData(): void {
    this.system.prepareBaseData();
    for (const item of this.items.values()) item.prepareData();
    this.applyActiveEffects();
    this.system.prepareDerivedData();
    this.prepareDerivedData();
  }

  /**
   * The document's own derived-data step, after its data model's (knowledge base "System Data
   * Models": the model's prepareDerivedData runs before the document's).
   */
  prepareDerivedData(): void {}

  /** Called on every client after an update is applied (API docs, Document#_onUpdate). */
  _onUpdate(_changed: Data, _options: Data, _userId: string): void {}

  applyActiveEffects(): void {
    for (const effect of this.effects) {
      if (effect.disabled) continue;
      for (const change of effect.changes) {
        const before = Number(getProperty(this, change.key));
        const value = Number(change.value);
        const after =
          change.mode === EFFECT_MODES.ADD
            ? before + value
            : change.mode === EFFECT_MODES.MULTIPLY
              ? before * value
              : value;
        setProperty(this as unknown as Data, change.key, after);
      }
    }
  }

  toObject(): Data {
    return {
      _id: this.id,
      name: this.name,
      type: this.type,
      system: this.system.toObject(),
      items: this.items.map((item) => item.toObject()),
      effects: deepClone(this.effects),
      ownership: deepClone(this.ownership),
    };
  }

  testUserPermission(user: UserLike, level: keyof typeof OWNERSHIP | number): boolean {
    if (user.isGM) return true;
    const wanted = typeof level === "number" ? level : OWNERSHIP[level];
    const held = this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE;
    return held >= wanted;
  }

  get isOwner(): boolean {
    return this.testUserPermission(current().user(), "OWNER");
  }

  /** The collection a document of this class lives in: the parent's, or the world's. */
  static collectionFor(parent: DocumentDouble | null): Collection<DocumentDouble> {
    if (parent) return parent.items;
    return current().collections[this.documentName];
  }

  async _preCreate(_data: Data, _options: Data, _user: UserLike): Promise<boolean | void> {}

  static async create(data: Data, options: Data = {}): Promise<DocumentDouble | undefined> {
    return (await this.createDocuments([data], options))[0];
  }

  static async createDocuments(
    data: Data[],
    options: { parent?: DocumentDouble | null } & Data = {},
  ): Promise<DocumentDouble[]> {
    const parent = options.parent ?? null;
    const user = current().user();
    const created: DocumentDouble[] = [];
    // Foundry builds documents with the configured class (CONFIG[documentName].documentClass),
    // whichever class `create` was called on.
    const implementation = this.implementation;
    for (const candidate of data) {
      const doc = new implementation(candidate, { parent });
      if ((await doc._preCreate(candidate, options, user)) === false) continue;
      if (
        current().hooks.call(`preCreate${this.documentName}`, doc, candidate, options, user.id) ===
        false
      )
        continue;
      created.push(doc);
    }
    if (!created.length) return [];
    current().operations.push({
      action: "create",
      documentName: this.documentName,
      parent: parent?.uuid ?? null,
      data: created.map((doc) => doc.toObject()),
    });
    for (const doc of created) this.collectionFor(parent).set(doc.id, doc);
    parent?.prepareData();
    return created;
  }

  static async updateDocuments(
    updates: Data[],
    options: { parent?: DocumentDouble | null } & Data = {},
  ): Promise<DocumentDouble[]> {
    const parent = options.parent ?? null;
    const collection = this.collectionFor(parent);
    const diffs = updates.map((update) => expandObject(update));
    // Validate every change first: a failing update writes nothing.
    const targets = diffs.map((diff) => {
      const doc = collection.get(String(diff._id));
      if (!doc) throw new Error(`${this.documentName} ${String(diff._id)} does not exist`);
      return doc;
    });
    targets.forEach((doc, i) => doc.checkUpdate(diffs[i]));
    current().operations.push({
      action: "update",
      documentName: this.documentName,
      parent: parent?.uuid ?? null,
      data: diffs,
    });
    targets.forEach((doc, i) => doc.applyUpdate(diffs[i]));
    for (const doc of targets) doc.prepareData();
    parent?.prepareData();
    targets.forEach((doc, i) => doc._onUpdate(diffs[i], options, current().user().id));
    return targets;
  }

  private checkUpdate(diff: Data): void {
    if (diff.system) {
      const model = (this.constructor as typeof DocumentDouble).modelFor(this.type);
      model.cleanAndValidate(mergeInto(this.system.toObject(), diff.system as Data));
    }
    for (const itemDiff of (diff.items as Data[]) ?? []) {
      const item = this.items.get(String(itemDiff._id));
      if (!item) throw new Error(`Item ${String(itemDiff._id)} does not exist on ${this.name}`);
      item.checkUpdate(itemDiff);
    }
  }

  private applyUpdate(diff: Data): void {
    if (typeof diff.name === "string") this.name = diff.name;
    if (diff.system) this.system.updateSource(diff.system as Data);
    for (const itemDiff of (diff.items as Data[]) ?? [])
      this.items.get(String(itemDiff._id))!.applyUpdate(itemDiff);
  }

  async update(changes: Data, options: Data = {}): Promise<this> {
    const cls = this.constructor as typeof DocumentDouble;
    await cls.updateDocuments([{ ...changes, _id: this.id }], { ...options, parent: this.parent });
    return this;
  }

  static async deleteDocuments(
    ids: string[],
    options: { parent?: DocumentDouble | null } = {},
  ): Promise<string[]> {
    const parent = options.parent ?? null;
    const collection = this.collectionFor(parent);
    const found = ids.filter((id) => collection.has(id));
    if (!found.length) return [];
    current().operations.push({
      action: "delete",
      documentName: this.documentName,
      parent: parent?.uuid ?? null,
      data: found,
    });
    for (const id of found) collection.delete(id);
    parent?.prepareData();
    return found;
  }

  private embeddedClass(name: string): typeof DocumentDouble {
    return current().config[name].documentClass as typeof DocumentDouble;
  }

  createEmbeddedDocuments(name: string, data: Data[], options: Data = {}) {
    return this.embeddedClass(name).createDocuments(data, { ...options, parent: this });
  }

  updateEmbeddedDocuments(name: string, updates: Data[], options: Data = {}) {
    return this.embeddedClass(name).updateDocuments(updates, { ...options, parent: this });
  }

  deleteEmbeddedDocuments(name: string, ids: string[]) {
    return this.embeddedClass(name).deleteDocuments(ids, { parent: this });
  }

  /**
   * The Create dialog: records which types it would offer and resolves as if cancelled. Foundry
   * v13's createDialog takes the offered `types` in its third argument (BRP's, Pendragon's and
   * Ryuutama's createDialog overrides pass them there), else every type of the document.
   */
  static async createDialog(
    data: Data = {},
    _createOptions: Data = {},
    options: { types?: string[] } = {},
  ): Promise<null> {
    current().dialogs.push({
      documentName: this.documentName,
      types: options.types ?? this.TYPES,
      data,
    });
    return null;
  }

  /**
   * Foundry's default token-bar edit (API docs, Actor#modifyTokenAttribute; dnd5e overrides it
   * for hit points the same way): for a bar, the new value (or current + delta) is clamped to
   * 0..max and written to `system.<attribute>.value`; otherwise the number is written as is.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    const currentValue = getProperty(this.system, attribute) as
      { value: number; max: number } | number;
    if (isBar && typeof currentValue === "object") {
      const target = isDelta ? currentValue.value + value : value;
      const clamped = Math.min(currentValue.max, Math.max(0, target));
      return this.update({ [`system.${attribute}.value`]: clamped });
    }
    const target = isDelta ? Number(currentValue) + value : value;
    return this.update({ [`system.${attribute}`]: target });
  }
}

export class ActorDouble extends DocumentDouble {
  static override documentName = "Actor";
}

export class ItemDouble extends DocumentDouble {
  static override documentName = "Item";
}

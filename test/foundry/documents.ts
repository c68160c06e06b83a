import { generation } from "./generation";
import { deepClone, expandObject, getProperty, mergeInto, setProperty } from "./utils";
import { lacksPermission, mayModifyOwned, userCan } from "./permissions";
import { transit } from "./transit";

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
  role?: number;
}

/** One database operation, as a test reads it back: what, on which documents, with what data. */
export interface DbOperation {
  action: "create" | "update" | "delete";
  documentName: string;
  /** the parent document's uuid for embedded documents, null for world documents */
  parent: string | null;
  /** the compendium pack written to (DatabaseUpdateOperation#pack), absent for the world */
  pack?: string;
  /** created sources, update diffs (with `_id`), or deleted ids */
  data: unknown[];
}

/** A compendium pack's update of its documents (test/foundry/compendiums.ts). */
interface PackLike {
  update(documentName: string, diffs: Data[]): Promise<DocumentDouble[]>;
}

/** A parent that keeps its children's changes itself (an unlinked token's ActorDelta). */
interface ChildKeeper {
  checkChildUpdate?(doc: DocumentDouble, diff: Data): void;
  recordChildUpdate?(doc: DocumentDouble, diff: Data): void;
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

/** A v13 change: `effect.changes[]` with a numeric mode. */
export interface EffectChange {
  key: string;
  mode: number;
  value: string | number;
}

/** A v14 change: `effect.system.changes[]` with a string type and a phase (ActiveEffectChangeData). */
export interface EffectChangeV14 {
  key: string;
  type: string;
  phase: string;
  value: string | number;
  priority?: number | null;
}

export interface EffectSource {
  _id?: string;
  disabled?: boolean;
  /** an item's effect that applies to the actor carrying the item */
  transfer?: boolean;
  statuses?: string[];
  changes?: EffectChange[];
  system?: { changes?: EffectChangeV14[] };
}

/** v14's change types and their default priorities (CONST.ACTIVE_EFFECT_CHANGE_TYPES). */
const CHANGE_TYPES: Record<string, number> = {
  custom: 0,
  multiply: 10,
  add: 20,
  subtract: 20,
  downgrade: 30,
  upgrade: 40,
  override: 50,
};
const TYPE_OF_MODE: Record<number, string> = {
  0: "custom",
  1: "multiply",
  2: "add",
  3: "downgrade",
  4: "upgrade",
  5: "override",
};

/**
 * The effect as the generation stores it: v13 keeps `changes`; v14 migrates them into
 * `system.changes` (foundryvtt#13740), each mode becoming its type, in the `initial` phase.
 */
export function effectSource(effect: EffectSource): EffectSource {
  if (generation() < 14 || !effect.changes) return effect;
  const { changes, ...rest } = effect;
  return {
    ...rest,
    system: {
      ...effect.system,
      changes: changes.map((c) => ({
        key: c.key,
        value: c.value,
        type: TYPE_OF_MODE[c.mode] ?? "custom",
        phase: "initial",
      })),
    },
  };
}

/** One change applied to the current value (types as CONST.ACTIVE_EFFECT_CHANGE_TYPES names them). */
function changed(type: string, before: number, value: number): number {
  switch (type) {
    case "add":
      return before + value;
    case "subtract":
      return before - value;
    case "multiply":
      return before * value;
    case "upgrade":
      return Math.max(before, value);
    case "downgrade":
      return Math.min(before, value);
    case "override":
      return value;
    default:
      return before; // custom: left to the applyActiveEffect hook, which the double does not call
  }
}

/**
 * Test double for a client Document (Actor, Item). It imitates the document lifecycle systems
 * rely on (knowledge base "Document" and "System Data Models"; dnd5e's and Lancer's document
 * classes override the same methods):
 * - construction validates `type` against CONFIG[documentName].dataModels and builds `system`
 *   with that data model;
 * - `prepareData` runs the model's prepareBaseData, prepares embedded documents, applies the
 *   actor's Active Effects, then runs prepareDerivedData; on v14 the effects' `final` phase is
 *   applied after prepareDerivedData (test/foundry/generation.ts);
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
  declare effects: EffectSource[];
  declare items: Collection<DocumentDouble>;
  /** Document#flags: `{scope: {key: value}}`, written by path like any field (API docs, Document#setFlag) */
  declare flags: Data;

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
    this.effects = deepClone((data.effects as EffectSource[]) ?? []).map(effectSource);
    this.flags = deepClone((data.flags as Data) ?? {});
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

  /**
   * v13: effects apply once, between prepareBaseData and prepareDerivedData. v14: the `initial`
   * phase applies there and the `final` phase after prepareDerivedData (ActiveEffectChangeData).
   */
  prepareData(): void {
    this.system.prepareBaseData();
    for (const item of this.items.values()) item.prepareData();
    if (generation() < 14) {
      this.applyActiveEffects();
      this.system.prepareDerivedData();
      this.prepareDerivedData();
      return;
    }
    this.applyActiveEffects("initial");
    this.system.prepareDerivedData();
    this.prepareDerivedData();
    this.applyActiveEffects("final");
  }

  /**
   * The document's own derived-data step, after its data model's (knowledge base "System Data
   * Models": the model's prepareDerivedData runs before the document's).
   */
  prepareDerivedData(): void {}

  /**
   * The applications showing this document, by id (API docs, ClientDocument#apps: those "which
   * should be re-rendered whenever this document is updated"); a sheet joins when it renders.
   */
  readonly apps: Record<string, { render(): unknown }> = {};

  /** API docs, ClientDocument#render: draws again every application in `apps`. */
  render(): void {
    for (const app of Object.values(this.apps)) void app.render();
  }

  /** Called on every client after an update is applied (API docs, Document#_onUpdate). */
  _onUpdate(_changed: Data, _options: Data, _userId: string): void {}

  /** The active changes of a phase (v14) or all of them (v13), in priority order. */
  private changesOf(phase?: string): EffectChangeV14[] {
    const changes: EffectChangeV14[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (effect.disabled) continue;
      if (generation() < 14)
        changes.push(
          ...(effect.changes ?? []).map((c) => ({
            key: c.key,
            value: c.value,
            type: TYPE_OF_MODE[c.mode] ?? "custom",
            phase: "initial",
            priority: c.mode * 10,
          })),
        );
      else changes.push(...(effect.system?.changes ?? []).filter((c) => c.phase === phase));
    }
    const priority = (c: EffectChangeV14) => c.priority ?? CHANGE_TYPES[c.type] ?? 0;
    return changes.sort((a, b) => priority(a) - priority(b));
  }

  /**
   * The effects that may apply to this document (API docs, Actor#allApplicableEffects): its own,
   * and on an actor those of its items that transfer (`transfer: true`) to it.
   */
  *allApplicableEffects(): Generator<EffectSource> {
    yield* this.effects;
    if (this.documentName !== "Actor") return;
    for (const item of this.items.values())
      for (const effect of item.effects) if (effect.transfer === true) yield effect;
  }

  applyActiveEffects(phase?: string): void {
    for (const change of this.changesOf(phase)) {
      const before = Number(getProperty(this, change.key));
      setProperty(
        this as unknown as Data,
        change.key,
        changed(change.type, before, Number(change.value)),
      );
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
      ...(Object.keys(this.flags).length ? { flags: deepClone(this.flags) } : {}),
    };
  }

  /**
   * API docs, Document#testUserPermission(user, permission, {exact}): a GM holds OWNER on every
   * document; `exact` asks for that level and no other.
   */
  testUserPermission(
    user: UserLike,
    level: keyof typeof OWNERSHIP | number,
    { exact = false }: { exact?: boolean } = {},
  ): boolean {
    // an embedded document has its parent's ownership (an Item in an Actor)
    if (this.parent && !user.isGM) return this.parent.testUserPermission(user, level, { exact });
    const wanted = typeof level === "number" ? level : OWNERSHIP[level];
    const held = user.isGM
      ? OWNERSHIP.OWNER
      : (this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE);
    return exact ? held === wanted : held >= wanted;
  }

  get isOwner(): boolean {
    return this.testUserPermission(current().user(), "OWNER");
  }

  /**
   * API docs, ClientDocument#limited: "whether the current game User has exactly LIMITED
   * visibility (and no greater)" — never for a GM.
   */
  get limited(): boolean {
    return this.testUserPermission(current().user(), "LIMITED", { exact: true });
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
    // the server checks what the client sends, after its _preCreate and preCreate hooks
    for (const doc of created)
      if (!this.mayCreate(user, parent))
        throw lacksPermission(user, "create", this.documentName, doc.id, parent);
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

  /**
   * Inside a document (an Item in an Actor) creating needs the parent's OWNER level; a world Actor
   * or Item needs the ACTOR_CREATE or ITEM_CREATE user permission (ASSISTANT by default).
   */
  private static mayCreate(user: UserLike, parent: DocumentDouble | null): boolean {
    if (parent) return mayModifyOwned(user, (u, level) => parent.testUserPermission(u, level));
    return userCan(user, `${this.documentName.toUpperCase()}_CREATE`);
  }

  static async updateDocuments(
    updates: Data[],
    options: { parent?: DocumentDouble | null; pack?: string } & Data = {},
  ): Promise<DocumentDouble[]> {
    // documents of a compendium pack (API docs, DatabaseUpdateOperation#pack; compendiums.ts)
    if (options.pack) {
      const packs = (globalThis as { game?: { packs?: Map<string, PackLike> } }).game?.packs;
      const pack = packs?.get(options.pack);
      if (!pack) throw new Error(`no compendium pack ${options.pack}`);
      return pack.update(
        this.documentName,
        updates.map((update) => expandObject(update)),
      );
    }
    // the request travels to the server (test/foundry/transit.ts), which then checks and writes
    const sent = transit(`update ${this.documentName}`);
    if (sent) await sent;
    const parent = options.parent ?? null;
    const collection = this.collectionFor(parent);
    const diffs = updates.map((update) => expandObject(update));
    // Validate every change first: a failing update writes nothing.
    const targets = diffs.map((diff) => {
      const doc = collection.get(String(diff._id));
      if (!doc) throw new Error(`${this.documentName} ${String(diff._id)} does not exist`);
      return doc;
    });
    // the server refuses the whole operation when one document is not the user's to change
    const user = current().user();
    for (const doc of targets)
      if (!mayModifyOwned(user, (u, level) => doc.testUserPermission(u, level)))
        throw lacksPermission(user, "update", this.documentName, doc.id, parent);
    targets.forEach((doc, i) => doc.checkUpdate(diffs[i]));
    // a parent that keeps its children's changes itself (an unlinked token's delta) checks them too
    const keeper = parent as ChildKeeper | null;
    targets.forEach((doc, i) => keeper?.checkChildUpdate?.(doc, diffs[i]));
    current().operations.push({
      action: "update",
      documentName: this.documentName,
      parent: parent?.uuid ?? null,
      data: diffs,
    });
    targets.forEach((doc, i) => doc.applyUpdate(diffs[i]));
    targets.forEach((doc, i) => keeper?.recordChildUpdate?.(doc, diffs[i]));
    for (const doc of targets) doc.prepareData();
    parent?.prepareData();
    targets.forEach((doc, i) => doc._onUpdate(diffs[i], options, current().user().id));
    const answered = transit(`updated ${this.documentName}`);
    if (answered) await answered;
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

  protected applyUpdate(diff: Data): void {
    if (typeof diff.name === "string") this.name = diff.name;
    if (diff.system) this.system.updateSource(diff.system as Data);
    if (diff.flags) mergeInto(this.flags, diff.flags as Data);
    for (const itemDiff of (diff.items as Data[]) ?? [])
      this.items.get(String(itemDiff._id))!.applyUpdate(itemDiff);
  }

  async update(changes: Data, options: Data = {}): Promise<this> {
    const cls = this.constructor as typeof DocumentDouble;
    await cls.updateDocuments([{ ...changes, _id: this.id }], { ...options, parent: this.parent });
    return this;
  }

  /** Deletes this document (API docs, Document#delete): one operation, as deleteDocuments. */
  async delete(options: Data = {}): Promise<this> {
    const cls = this.constructor as typeof DocumentDouble;
    await cls.deleteDocuments([this.id], { ...options, parent: this.parent });
    return this;
  }

  static async deleteDocuments(
    ids: string[],
    options: { parent?: DocumentDouble | null } = {},
  ): Promise<string[]> {
    const parent = options.parent ?? null;
    const collection = this.collectionFor(parent);
    const found = ids.filter((id) => collection.has(id));
    const user = current().user();
    for (const id of found)
      if (!mayModifyOwned(user, (u, level) => collection.get(id)!.testUserPermission(u, level)))
        throw lacksPermission(user, "delete", this.documentName, id, parent);
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

/** The bars of a prototype token (TokenDocument bar1 / bar2: the attribute each bar shows). */
interface PrototypeToken {
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };
}

/**
 * Test double for an Actor: a DocumentDouble with a prototype token. A new actor's token bars
 * default to the system manifest's `primaryTokenAttribute` / `secondaryTokenAttribute` (API docs,
 * TokenDocument `bar1`, `bar2`; KB "System Development": the manifest names the attributes "used
 * by default for new tokens") unless its data gives them. `updateSource` changes the document's
 * data without a database write (API docs, DataModel#updateSource; dnd5e's and Draw Steel's
 * `_preCreate` set prototype token fields with it).
 */
export class ActorDouble extends DocumentDouble {
  static override documentName = "Actor";
  declare prototypeToken: PrototypeToken;

  constructor(data: Data, options: { parent?: DocumentDouble | null } = {}) {
    super(data, options);
    const manifest = (globalThis as { game?: { system?: Record<string, unknown> } }).game?.system;
    const given = (data.prototypeToken ?? {}) as Partial<PrototypeToken>;
    const bar = (n: 1 | 2, fallback: unknown) => {
      const attribute = given[`bar${n}`]?.attribute;
      return {
        attribute: (attribute === undefined ? (fallback ?? null) : attribute) as string | null,
      };
    };
    this.prototypeToken = {
      ...deepClone(given),
      bar1: bar(1, manifest?.primaryTokenAttribute),
      bar2: bar(2, manifest?.secondaryTokenAttribute),
    };
  }

  /** Changes the actor's own data in memory: `name`, `system`, `prototypeToken`. */
  updateSource(changes: Data): Data {
    const diff = expandObject(changes);
    if (typeof diff.name === "string") this.name = diff.name;
    if (diff.system) this.system.updateSource(diff.system as Data);
    if (diff.prototypeToken)
      mergeInto(this.prototypeToken as unknown as Data, diff.prototypeToken as Data);
    return diff;
  }

  /** An update's `prototypeToken` changes it too (Actor#update of the prototype token's fields). */
  protected override applyUpdate(diff: Data): void {
    super.applyUpdate(diff);
    if (diff.prototypeToken)
      mergeInto(this.prototypeToken as unknown as Data, diff.prototypeToken as Data);
  }

  override toObject(): Data {
    return { ...super.toObject(), prototypeToken: deepClone(this.prototypeToken) };
  }
}

export class ItemDouble extends DocumentDouble {
  static override documentName = "Item";
}

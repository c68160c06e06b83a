import { DocumentDouble, effectSource, type EffectSource } from "./documents";
import { deepClone, expandObject } from "./utils";

/**
 * ActiveEffects as embedded documents of actors and items, for the self-check (sources:
 * test/foundry/BEHAVIOURS.md, "Active Effects as documents"). The effects stay plain sources in
 * the parent's `effects` (as the rest of the double reads them); these calls add the document
 * side:
 * - `parent.createEmbeddedDocuments("ActiveEffect", data)` needs the parent's OWNER level, writes
 *   one operation, prepares the actor again and calls `createActiveEffect` on every client with
 *   the effect document; the effect's `update` and `delete` likewise (`updateActiveEffect`,
 *   `deleteActiveEffect`);
 * - an effect document has its parent and `target`, the document it modifies: its actor, or for
 *   an item's effect that transfers the actor carrying the item (API docs, ActiveEffect#target;
 *   kept the same on v14, where no source says otherwise);
 * - on v14 a change given with a numeric mode is stored in `system.changes` (generation.ts).
 */
type Data = Record<string, unknown>;
type Parent = DocumentDouble & { effects: EffectSource[] };

let nextEffect = 0;

const hooks = () =>
  (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): boolean } })
    .Hooks;
const userId = () => (globalThis as unknown as { game: { user: { id: string } } }).game.user.id;

/** The actor an effect's parent belongs to (the parent itself, or the item's actor). */
const actorOf = (parent: DocumentDouble): DocumentDouble | null =>
  parent.documentName === "Actor" ? parent : parent.parent;

/** The effect as a document: its source, seen through the members systems read. */
function effectDocument(parent: Parent, source: EffectSource & Data) {
  const id = String(source._id);
  return {
    get id() {
      return id;
    },
    _id: id,
    documentName: "ActiveEffect",
    get uuid() {
      return `${parent.uuid}.ActiveEffect.${id}`;
    },
    parent,
    get name() {
      return String(source.name ?? "");
    },
    get statuses() {
      return new Set(source.statuses ?? []);
    },
    get disabled() {
      return source.disabled === true;
    },
    get transfer() {
      return source.transfer === true;
    },
    get target() {
      if (parent.documentName === "Actor") return parent;
      return source.transfer === true ? (parent.parent ?? parent) : parent;
    },
    toObject: () => deepClone(source),
    async update(changes: Data) {
      if (!parent.isOwner)
        throw new Error(`User ${userId()} lacks permission to update ActiveEffect ${id}`);
      const diff = expandObject(changes);
      Object.assign(source, diff);
      record("update", parent, [{ _id: id, ...diff }]);
      prepare(parent);
      hooks().callAll("updateActiveEffect", this, diff, {}, userId());
      return this;
    },
    async delete() {
      if (!parent.isOwner)
        throw new Error(`User ${userId()} lacks permission to delete ActiveEffect ${id}`);
      parent.effects = parent.effects.filter((one) => one !== source);
      record("delete", parent, [id]);
      prepare(parent);
      hooks().callAll("deleteActiveEffect", this, {}, userId());
      return this;
    },
  };
}

let log: { action: string; documentName: string; parent: string | null; data: unknown[] }[] = [];

function record(action: "create" | "update" | "delete", parent: Parent, data: unknown[]): void {
  log.push({ action, documentName: "ActiveEffect", parent: parent.uuid, data });
}

/**
 * After a write Foundry prepares the document afresh from its source (Document#reset): the data
 * models start again from their stored values, then effects apply once.
 */
function prepare(parent: DocumentDouble): void {
  const actor = actorOf(parent) ?? parent;
  for (const doc of [actor, ...actor.items.values()]) doc.system.updateSource({});
  actor.prepareData();
}

/** Puts the effect documents in place, writing their operations into the world's list. */
export function installEffects(list: typeof log): void {
  log = list;
  nextEffect = 0;
}

const base = DocumentDouble.prototype.createEmbeddedDocuments;
DocumentDouble.prototype.createEmbeddedDocuments = function (
  this: Parent,
  name: string,
  data: Data[],
  options: Data = {},
) {
  if (name !== "ActiveEffect") return base.call(this, name, data, options);
  if (!this.isOwner) throw new Error(`User ${userId()} lacks permission to create ActiveEffect`);
  const sources = data.map(
    (one) =>
      effectSource({
        ...deepClone(one),
        _id: `effect${String(++nextEffect).padStart(10, "0")}`,
      } as EffectSource) as EffectSource & Data,
  );
  this.effects = [...this.effects, ...sources];
  record(
    "create",
    this,
    sources.map((one) => deepClone(one)),
  );
  prepare(this);
  const made = sources.map((source) => effectDocument(this, source));
  for (const effect of made) hooks().callAll("createActiveEffect", effect, {}, userId());
  return Promise.resolve(made as never);
} as typeof base;

import { normalisedSystem, preparedActorSystem, preparedItemSystem } from "../../src/data/prepared";
import { withDefaults, type OkrpgOptions, type RuleOptions } from "../../src/rules/options";
import type { RulesetId } from "../../src/rules/rulesets";

/*
 * The playground's in-memory world: the actors as stored data (what Foundry keeps in its
 * database), their prepared data (what a data model prepares: the same pure derivations), and a
 * log of every write, each of which Foundry would make as one database operation.
 */

type Data = Record<string, unknown>;

export interface StoredItem {
  _id: string;
  name: string;
  type: string;
  img?: string;
  sort?: number;
  system: Data;
}

export interface StoredActor {
  _id: string;
  name: string;
  type: string;
  img?: string;
  system: Data;
  items: StoredItem[];
  /** the pack's token settings: its disposition decides the side it joins an encounter on */
  prototypeToken?: { disposition?: number };
  /** Foundry's document flags: the records a card keeps on the actors it wrote (card/trust.ts) */
  flags?: Data;
}

/** Prepared system data; `toObject()` gives the stored data, as a Foundry data model does. */
export type PreparedSystem = Data & { toObject(): Data };

export interface PreparedItem {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly sort: number;
  readonly system: PreparedSystem;
}

export interface PreparedActor {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  readonly type: string;
  readonly isOwner: true;
  readonly system: PreparedSystem;
  readonly items: { readonly contents: PreparedItem[]; get(id: string): PreparedItem | undefined };
  readonly flags: Data;
}

export interface LogEntry {
  /** "Actor.update", "Item.update", "Combat.update", "ChatMessage.create" … */
  readonly operation: string;
  readonly name: string;
  readonly data: unknown;
}

function withToObject(prepared: Data, stored: Data): PreparedSystem {
  Object.defineProperty(prepared, "toObject", {
    value: () => structuredClone(stored),
    enumerable: false,
  });
  return prepared as PreparedSystem;
}

const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Foundry's update semantics on plain data: dotted keys are paths, objects merge into objects. */
export function mergeUpdate(target: Data, update: Data): void {
  for (const [key, value] of Object.entries(update)) {
    const parts = key.split(".");
    let node = target;
    for (const part of parts.slice(0, -1)) {
      if (!isObject(node[part])) node[part] = {};
      node = node[part] as Data;
    }
    const last = parts.at(-1)!;
    if (isObject(value) && isObject(node[last])) mergeUpdate(node[last] as Data, value);
    else node[last] = structuredClone(value);
  }
}

export const actorUuid = (id: string) => `Actor.${id}`;
export const itemUuid = (actorId: string, itemId: string) => `Actor.${actorId}.Item.${itemId}`;

export class Store {
  readonly #actors = new Map<string, StoredActor>();
  readonly #prepared = new Map<string, PreparedActor>();
  readonly log: LogEntry[] = [];
  readonly #listeners = new Set<() => void>();
  /** the world's OK RPG optional rules (Foundry's settings); the playground's GM may switch them */
  #okrpgOptions: OkrpgOptions = withDefaults("okrpg");
  #changes = 0;

  /** How many changes the store has seen: a view drawn from it is stale once this moves on. */
  get changes(): number {
    return this.#changes;
  }

  get okrpgOptions(): OkrpgOptions {
    return this.#okrpgOptions;
  }

  /** The options an attack hands the rules layer, as Foundry's ruleOptions(ruleset) reads them. */
  ruleOptions<R extends RulesetId>(ruleset: R): RuleOptions[R] {
    return (ruleset === "okrpg" ? this.#okrpgOptions : withDefaults(ruleset)) as RuleOptions[R];
  }

  /** A world setting changed: every actor is prepared again with it, as Foundry's data models are. */
  setOkrpgOptions(options: Partial<OkrpgOptions>): void {
    this.#okrpgOptions = withDefaults("okrpg", { ...this.#okrpgOptions, ...options });
    this.#prepared.clear();
    this.#notify();
  }

  add(actor: StoredActor): void {
    this.#actors.set(actor._id, structuredClone(actor));
    this.#changes++;
    this.#prepared.delete(actor._id);
  }

  clear(): void {
    this.#changes++;
    this.#actors.clear();
    this.#prepared.clear();
    this.log.length = 0;
  }

  ids(): string[] {
    return [...this.#actors.keys()];
  }

  stored(id: string): StoredActor | undefined {
    return this.#actors.get(id);
  }

  /** The actor as its data model would prepare it (cached until it is written). */
  actor(id: string): PreparedActor | undefined {
    const cached = this.#prepared.get(id);
    if (cached) return cached;
    const stored = this.#actors.get(id);
    if (!stored) return undefined;
    const items: PreparedItem[] = stored.items.map((item) => {
      const system = preparedItemSystem(item.type, item.system);
      return {
        id: item._id,
        uuid: itemUuid(stored._id, item._id),
        name: item.name,
        img: item.img ?? "",
        type: item.type,
        sort: item.sort ?? 0,
        system: withToObject(system, normalisedSystem(item.type, item.system)),
      };
    });
    const views = items.map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system }));
    const system = preparedActorSystem(stored.type, stored.system, views, this.#okrpgOptions);
    const prepared: PreparedActor = {
      id: stored._id,
      uuid: actorUuid(stored._id),
      name: stored.name,
      img: stored.img ?? "",
      type: stored.type,
      isOwner: true,
      system: withToObject(system, normalisedSystem(stored.type, stored.system)),
      items: { contents: items, get: (itemId) => items.find((i) => i.id === itemId) },
      flags: structuredClone(stored.flags ?? {}),
    };
    this.#prepared.set(id, prepared);
    return prepared;
  }

  /** The actor (or one of its items) a card or the tracker names by uuid. */
  byUuid(uuid: string | null | undefined): PreparedActor | undefined {
    const match = /^Actor\.([^.]+)$/.exec(uuid ?? "");
    return match ? this.actor(match[1]) : undefined;
  }

  itemByUuid(uuid: string): { actor: PreparedActor; item: PreparedItem } | undefined {
    const match = /^Actor\.([^.]+)\.Item\.([^.]+)$/.exec(uuid);
    const actor = match ? this.actor(match[1]) : undefined;
    const item = actor?.items.get(match![2]);
    return actor && item ? { actor, item } : undefined;
  }

  /**
   * One actor update, as Foundry's Actor#update takes it: its own fields by path, and embedded
   * items' changes in an `items` array keyed by `_id`.
   */
  updateActor(id: string, update: Data): void {
    const stored = this.#actors.get(id);
    if (!stored) return;
    const { items, ...own } = update;
    mergeUpdate(stored as unknown as Data, own);
    for (const change of (items as (Data & { _id: string })[] | undefined) ?? []) {
      const { _id, ...fields } = change;
      const item = stored.items.find((i) => i._id === _id);
      if (item) mergeUpdate(item as unknown as Data, fields);
    }
    this.#written(id, { operation: "Actor.update", name: stored.name, data: update });
  }

  updateItem(actorId: string, itemId: string, update: Data): void {
    const item = this.#actors.get(actorId)?.items.find((i) => i._id === itemId);
    if (!item) return;
    mergeUpdate(item as unknown as Data, update);
    this.#written(actorId, { operation: "Item.update", name: item.name, data: update });
  }

  createItem(actorId: string, data: Omit<StoredItem, "_id">): string {
    const actor = this.#actors.get(actorId)!;
    const _id = `pg${Date.now().toString(36)}${actor.items.length}`.padEnd(16, "0").slice(0, 16);
    actor.items.push({ ...structuredClone(data), _id });
    this.#written(actorId, { operation: "Item.create", name: data.name, data });
    return _id;
  }

  deleteItem(actorId: string, itemId: string): void {
    const actor = this.#actors.get(actorId);
    const item = actor?.items.find((i) => i._id === itemId);
    if (!actor || !item) return;
    actor.items = actor.items.filter((i) => i._id !== itemId);
    this.#written(actorId, { operation: "Item.delete", name: item.name, data: [itemId] });
  }

  /** A write that touches no actor (the combat, a chat message): logged only. */
  record(entry: LogEntry): void {
    this.log.push(entry);
    this.#notify();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #written(actorId: string, entry: LogEntry): void {
    this.#prepared.delete(actorId);
    this.log.push(entry);
    this.#notify();
  }

  #notify(): void {
    this.#changes++;
    for (const listener of this.#listeners) listener();
  }
}

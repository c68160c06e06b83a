import { AsyncLocalStorage } from "node:async_hooks";
import { Collection, type DbOperation } from "./documents";
import { deepClone, expandObject, mergeInto } from "./utils";
import { overTheWire } from "./json";
import { transit } from "./transit";
import {
  lacksPermission,
  userCan,
  mayUpdateCombat,
  mayUpdateCombatant,
  type PermissionUser,
} from "./permissions";

/**
 * Test doubles for Combat, Combatant and the connected users, imitating what the tracker relies
 * on. Sources: Foundry's API documentation (foundryvtt.com/api, classes Combat, Combatant, User,
 * Users) and knowledge base articles "Combat Encounters" and "Hooks"; v13 systems overriding the
 * same methods (Draw Steel's and Cosmere's combats; Lancer's combat tracker).
 * - Combat#startCombat updates `{round: 1, turn: 0}` after calling the `combatStart` hook with that
 *   update; nextRound updates `{round + 1, turn}` after `combatRound`; nextTurn moves to the next
 *   turn (or calls nextRound after the last) after `combatTurn`. Each is one `update`, which runs
 *   the document's `_preUpdate(changed, options, user)` first (a system may add to `changed`).
 * - An update carrying `combatants: [{_id, …}]` changes those embedded combatants by id in the
 *   same database operation (foundryvtt/foundryvtt#8351: "passing items or effects inline with
 *   update just adds/updates the documents specified").
 * - `setupTurns` sorts combatants by initiative (highest first, none last), then name; `combatant`
 *   is `turns[turn]`; `started` means a round is under way.
 * - Permissions are the server's (test/foundry/permissions.ts): a player may change a Combat's
 *   turn and round only while owning the current combatant, and embedded combatants only as they
 *   may change them; a Combatant's owner (its actor's) only its initiative and system data. The
 *   check runs on what the client sends, after `_preUpdate`; a refused write throws and writes
 *   nothing.
 * - Creating, updating and deleting combatants writes one operation each and then calls the
 *   `createCombatant` / `updateCombatant` / `deleteCombatant` hooks on every client.
 * - Users: `game.users.activeGM` is the first connected GM; `User#query(name, data, {timeout})`
 *   carries JSON (test/foundry/json.ts) to that user's client, runs the handler registered in
 *   `CONFIG.queries[name]` there (with that user as `game.user` meanwhile) and resolves with its
 *   answer; it rejects when the user is not connected or does not answer within the timeout, whose
 *   clock starts as the query is sent. Any client may query any connected user.
 */
type Data = Record<string, unknown>;

interface Model {
  toObject(): Data;
  updateSource(changes: Data): Data;
  prepareBaseData(): void;
  prepareDerivedData(): void;
}
type ModelClass = { new (data: unknown, options: { parent: unknown }): Model } & {
  cleanAndValidate(data: unknown): Data;
};

export class UserDouble {
  active = true;
  /** CONST.USER_ROLES; undefined: GAMEMASTER for a GM, PLAYER otherwise (permissions.ts) */
  role?: number;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
  ) {}

  /** API docs, User#can: whether this user's role is granted the permission in this world. */
  can(permission: string): boolean {
    return userCan(this, permission);
  }

  get isSelf(): boolean {
    return current().users.current === this;
  }

  /** false: this user's client never answers a query (the caller's timeout ends the wait) */
  responds = true;

  /**
   * v13 User#query: the data crosses to this user's client as JSON, the named CONFIG.queries
   * handler runs there (with this user as `game.user`), and its answer crosses back as JSON. A
   * user who is not connected cannot be asked; a query not answered within `timeout` ms rejects.
   */
  async query(name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    const config = current().config as unknown as {
      queries: Record<string, (data: unknown, options: object) => unknown>;
    };
    if (!this.active) throw new Error(`${this.name} is not connected`);
    // foundryvtt#11235: the querying user needs QUERY_USER (the error's text: no source found)
    const sender = current().users.current;
    if (!userCan(sender, "QUERY_USER"))
      throw new Error(`User ${sender.name} lacks permission to query User [${this.id}]`);
    const sent = overTheWire(data, `query ${name}`);
    current().queries.push({ name, data: deepClone(sent), to: this.id });
    const handler = config.queries[name];
    if (!handler) throw new Error(`no query handler "${name}"`);
    // the caller starts waiting as it sends; the query travels to this user's client, and the
    // answer back (test/foundry/transit.ts)
    const result = await withTimeout(options.timeout, name, () =>
      this.responds
        ? current().users.as(this, async () => {
            const arrived = transit(`query ${name}`);
            if (arrived) await arrived;
            const value = await handler(sent, { timeout: options.timeout });
            const back = transit(`answer ${name}`);
            if (back) await back;
            return value;
          })
        : new Promise<never>(() => {}),
    );
    return overTheWire(result, `answer to ${name}`);
  }
}

/** The answer `ask` gives, or a rejection once `ms` have passed (the timer starts first). */
function withTimeout<T>(ms: number | undefined, name: string, ask: () => Promise<T>): Promise<T> {
  if (!ms) return ask();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`query ${name} timed out`)), ms);
    const answer = ask();
    answer.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * The client whose code is running, by world (each `as` call is one client's). One storage for
 * every world: Node keeps an AsyncLocalStorage that has run in its list until `disable()` and
 * calls each one listed on every promise created (`_propagate`), so a storage per world made each
 * promise of a test file slower than the last (issue 25: a sixth of the Foundry-facing tests' CPU).
 */
const runningClients = new AsyncLocalStorage<ReadonlyMap<UsersDouble, UserDouble>>();

export class UsersDouble extends Collection<UserDouble> {
  private base: UserDouble;

  constructor(users: UserDouble[], currentUser: UserDouble) {
    super(users.map((user) => [user.id, user]));
    this.base = currentUser;
  }

  /** `game.user`: the running client's user, kept across its awaits while other clients run */
  get current(): UserDouble {
    return runningClients.getStore()?.get(this) ?? this.base;
  }

  set current(user: UserDouble) {
    this.base = user;
  }

  get activeGM(): UserDouble | null {
    return this.contents.find((user) => user.isGM && user.active) ?? null;
  }

  get players(): UserDouble[] {
    return this.contents.filter((user) => !user.isGM);
  }

  /**
   * Runs `fn` on `user`'s client: `game.user` is that user for everything `fn` does, awaits
   * included, even while other clients' code runs in between (each browser has its own).
   */
  async as<T>(user: UserDouble, fn: () => T | Promise<T>): Promise<T> {
    const running = new Map(runningClients.getStore()).set(this, user);
    return runningClients.run(running, async () => await fn());
  }
}

export interface CombatWorld {
  operations: DbOperation[];
  config: Record<string, { documentClass: unknown; dataModels: Record<string, ModelClass> }>;
  hooks: {
    call(hook: string, ...args: unknown[]): boolean;
    callAll(hook: string, ...args: unknown[]): boolean;
  };
  actors: Collection<{ testUserPermission(user: unknown, level: string | number): boolean }>;
  combats: Collection<CombatDouble>;
  users: UsersDouble;
  /** every query sent, in order */
  queries: { name: string; data: unknown; to: string }[];
  /** token documents by id (a combatant's token carries its disposition) */
  tokens: Map<string, { disposition: number }>;
}

let world: CombatWorld | null = null;
let nextId = 0;

export function bindCombat(state: CombatWorld): void {
  world = state;
  nextId = 0;
}

function current(): CombatWorld {
  if (!world) throw new Error("installFoundry() has not run");
  return world;
}

function newId(prefix: string): string {
  nextId += 1;
  return `${prefix}${String(nextId).padStart(16 - prefix.length, "0")}`;
}

/** A base type without a registered data model keeps its system data as a plain object. */
class PlainSystem implements Model {
  constructor(private data: Data = {}) {}
  static cleanAndValidate(data: unknown): Data {
    return deepClone((data ?? {}) as Data);
  }
  toObject(): Data {
    return deepClone(this.data);
  }
  updateSource(changes: Data): Data {
    this.data = mergeInto(this.data, changes);
    return changes;
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

function modelFor(documentName: string, type: string): ModelClass {
  return (current().config[documentName]?.dataModels[type] ??
    (PlainSystem as unknown as ModelClass)) as ModelClass;
}

const OWNER = 3;

export class CombatantDouble {
  static documentName = "Combatant";

  declare _id: string;
  type = "base";
  declare system: Model & Data;
  actorId: string | null;
  tokenId: string | null;
  name: string;
  img: string | null;
  initiative: number | null;
  hidden: boolean;
  defeated: boolean;

  constructor(
    data: Data,
    readonly parent: CombatDouble | null = null,
  ) {
    this._id = typeof data._id === "string" ? data._id : newId("cbt");
    this.actorId = (data.actorId as string) ?? null;
    this.tokenId = (data.tokenId as string) ?? null;
    this.img = (data.img as string) ?? null;
    this.initiative = (data.initiative as number) ?? null;
    this.hidden = Boolean(data.hidden);
    this.defeated = Boolean(data.defeated);
    const actor = this.actor as { name?: string } | null;
    this.name = (data.name as string) || actor?.name || "Unknown";
    this.system = new (modelFor("Combatant", this.type))(data.system ?? {}, {
      parent: this,
    }) as Model & Data;
  }

  static get implementation(): typeof CombatantDouble {
    return (current().config.Combatant?.documentClass as typeof CombatantDouble) ?? this;
  }

  get id(): string {
    return this._id;
  }

  get documentName(): string {
    return "Combatant";
  }

  get uuid(): string {
    return `${this.parent?.uuid}.Combatant.${this.id}`;
  }

  get combat(): CombatDouble | null {
    return this.parent;
  }

  get actor(): unknown {
    return this.actorId ? (current().actors.get(this.actorId) ?? null) : null;
  }

  get token(): { disposition: number } | null {
    return this.tokenId ? (current().tokens.get(this.tokenId) ?? null) : null;
  }

  /** Core also counts the defeated status effect; the double keeps the flag only. */
  get isDefeated(): boolean {
    return this.defeated;
  }

  testUserPermission(user: { isGM: boolean }, level: string | number): boolean {
    if (user.isGM) return true;
    const actor = this.actor as CombatWorld["actors"] extends Collection<infer A> ? A : never;
    return actor ? actor.testUserPermission(user, level) : false;
  }

  get isOwner(): boolean {
    return this.testUserPermission(current().users.current, "OWNER");
  }

  /** Foundry's rule for players (test/foundry/permissions.ts); `data` defaults to `{}`. */
  canUserModify(user: PermissionUser, action: string, data: Data = {}): boolean {
    const owns = this.testUserPermission(user, OWNER);
    if (action !== "update") return user.isGM || owns;
    return mayUpdateCombatant(user, owns, data);
  }

  get players(): UserDouble[] {
    return current().users.players.filter((user) => this.testUserPermission(user, "OWNER"));
  }

  prepareData(): void {
    this.system.prepareBaseData();
    this.system.prepareDerivedData();
  }

  updateSource(changes: Data): void {
    const diff = expandObject(changes);
    if (diff.system) this.system.updateSource(diff.system as Data);
  }

  async _preCreate(_data: Data, _options: Data, _user: unknown): Promise<boolean | void> {}

  toObject(): Data {
    return {
      _id: this.id,
      type: this.type,
      actorId: this.actorId,
      tokenId: this.tokenId,
      name: this.name,
      img: this.img,
      initiative: this.initiative,
      hidden: this.hidden,
      defeated: this.defeated,
      system: this.system.toObject(),
    };
  }

  checkDiff(diff: Data): void {
    if (diff.system)
      modelFor("Combatant", this.type).cleanAndValidate(
        mergeInto(this.system.toObject(), diff.system as Data),
      );
  }

  applyDiff(diff: Data): void {
    for (const key of ["name", "img", "initiative", "hidden", "defeated"] as const)
      if (key in diff) (this as Data)[key] = diff[key];
    if (diff.system) this.system.updateSource(diff.system as Data);
  }

  async update(changes: Data, options: Data = {}): Promise<this> {
    await this.parent!.updateEmbeddedDocuments(
      "Combatant",
      [{ ...changes, _id: this.id }],
      options,
    );
    return this;
  }

  async delete(): Promise<void> {
    await this.parent!.deleteEmbeddedDocuments("Combatant", [this.id]);
  }
}

export class CombatDouble {
  static documentName = "Combat";

  declare _id: string;
  type = "base";
  declare system: Model & Data;
  round: number;
  turn: number | null;
  active: boolean;
  readonly combatants = new Collection<CombatantDouble>();
  turns: CombatantDouble[] = [];
  current: {
    round: number;
    turn: number | null;
    combatantId: string | null;
    tokenId: string | null;
  } = { round: 0, turn: null, combatantId: null, tokenId: null };

  constructor(data: Data = {}) {
    this._id = typeof data._id === "string" ? data._id : newId("cbt0");
    this.round = (data.round as number) ?? 0;
    this.turn = (data.turn as number | null) ?? null;
    this.active = Boolean(data.active ?? true);
    this.system = new (modelFor("Combat", this.type))(data.system ?? {}, {
      parent: this,
    }) as Model & Data;
    for (const one of (data.combatants as Data[]) ?? []) {
      const combatant = new CombatantDouble.implementation(one, this);
      this.combatants.set(combatant.id, combatant);
    }
    this.prepareData();
  }

  static get implementation(): typeof CombatDouble {
    return (current().config.Combat?.documentClass as typeof CombatDouble) ?? this;
  }

  get id(): string {
    return this._id;
  }

  get documentName(): string {
    return "Combat";
  }

  get uuid(): string {
    return `Combat.${this.id}`;
  }

  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }

  get combatant(): CombatantDouble | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  prepareData(): void {
    this.system.prepareBaseData();
    for (const combatant of this.combatants.values()) combatant.prepareData();
    this.system.prepareDerivedData();
    this.setupTurns();
  }

  setupTurns(): CombatantDouble[] {
    const turns = this.combatants.contents.sort(
      (a, b) =>
        (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || a.name.localeCompare(b.name),
    );
    if (this.turn !== null) this.turn = Math.min(Math.max(this.turn, 0), turns.length - 1);
    const combatant = this.turn === null ? undefined : turns[this.turn];
    this.current = {
      round: this.round,
      turn: this.turn,
      combatantId: combatant?.id ?? null,
      tokenId: combatant?.tokenId ?? null,
    };
    this.turns = turns;
    return turns;
  }

  testUserPermission(user: { isGM: boolean }): boolean {
    return user.isGM;
  }

  /**
   * Foundry's rule (test/foundry/permissions.ts): a player may change only turn, round and the
   * combatants they may change themselves. `data` defaults to `{}`, which a player passes.
   */
  canUserModify(user: PermissionUser, action: string, data: Data = {}): boolean {
    if (action !== "update") return user.isGM;
    return mayUpdateCombat(
      user,
      {
        ownsCurrent: (who) => !!this.combatant?.testUserPermission(who, OWNER),
        mayUpdateCombatant: (who, diff) =>
          !!this.combatants.get(String(diff._id))?.canUserModify(who, "update", diff),
      },
      expandObject(data),
    );
  }

  updateSource(changes: Data): void {
    const diff = expandObject(changes);
    if (diff.system) this.system.updateSource(diff.system as Data);
  }

  toObject(): Data {
    return {
      _id: this.id,
      type: this.type,
      round: this.round,
      turn: this.turn,
      active: this.active,
      system: this.system.toObject(),
      combatants: this.combatants.map((one) => one.toObject()),
    };
  }

  async _preCreate(_data: Data, _options: Data, _user: unknown): Promise<boolean | void> {}

  async _preUpdate(_changed: Data, _options: Data, _user: unknown): Promise<boolean | void> {}

  static async create(data: Data = {}, options: Data = {}): Promise<CombatDouble | undefined> {
    const w = current();
    const combat = new this.implementation(data);
    if (!w.users.current.isGM)
      throw lacksPermission(w.users.current, "create", "Combat", combat.id);
    if ((await combat._preCreate(data, options, w.users.current)) === false) return undefined;
    w.operations.push({
      action: "create",
      documentName: "Combat",
      parent: null,
      data: [combat.toObject()],
    });
    w.combats.set(combat.id, combat);
    combat.prepareData();
    w.hooks.callAll("createCombat", combat, data, options, w.users.current.id);
    return combat;
  }

  async update(changes: Data, options: Data = {}): Promise<this> {
    const w = current();
    const user = w.users.current;
    const changed = deepClone(changes);
    if ((await this._preUpdate(changed, options, user)) === false) return this;
    const diff = expandObject(changed);
    // the server checks what the client sends, after the client's _preUpdate added to it
    if (!this.canUserModify(user, "update", diff))
      throw lacksPermission(user, "update", "Combat", this.id);
    const embedded = (diff.combatants as Data[] | undefined) ?? [];
    // validate everything first: a failing update writes nothing
    if (diff.system)
      modelFor("Combat", this.type).cleanAndValidate(
        mergeInto(this.system.toObject(), diff.system as Data),
      );
    const targets = embedded.map((one) => {
      const combatant = this.combatants.get(String(one._id));
      if (!combatant) throw new Error(`Combatant ${String(one._id)} does not exist`);
      combatant.checkDiff(one);
      return combatant;
    });
    w.operations.push({
      action: "update",
      documentName: "Combat",
      parent: null,
      data: [{ ...diff, _id: this.id }],
    });
    if ("round" in diff) this.round = diff.round as number;
    if ("turn" in diff) this.turn = diff.turn as number | null;
    if ("active" in diff) this.active = Boolean(diff.active);
    if (diff.system) this.system.updateSource(diff.system as Data);
    targets.forEach((combatant, i) => combatant.applyDiff(embedded[i]));
    this.prepareData();
    w.hooks.callAll("updateCombat", this, diff, options, user.id);
    return this;
  }

  async delete(): Promise<void> {
    const w = current();
    if (!w.users.current.isGM) throw lacksPermission(w.users.current, "delete", "Combat", this.id);
    w.operations.push({ action: "delete", documentName: "Combat", parent: null, data: [this.id] });
    w.combats.delete(this.id);
    w.hooks.callAll("deleteCombat", this, {}, w.users.current.id);
  }

  async createEmbeddedDocuments(
    name: string,
    data: Data[],
    options: Data = {},
  ): Promise<CombatantDouble[]> {
    if (name !== "Combatant") throw new Error(`Combat has no ${name} documents`);
    const w = current();
    const created: CombatantDouble[] = [];
    for (const one of data) {
      const combatant = new CombatantDouble.implementation(one, this);
      if (!combatant.canUserModify(w.users.current, "create"))
        throw lacksPermission(w.users.current, "create", "Combatant", combatant.id, this);
      if ((await combatant._preCreate(one, options, w.users.current)) === false) continue;
      created.push(combatant);
    }
    if (!created.length) return [];
    w.operations.push({
      action: "create",
      documentName: "Combatant",
      parent: this.uuid,
      data: created.map((one) => one.toObject()),
    });
    for (const one of created) this.combatants.set(one.id, one);
    this.prepareData();
    for (const one of created)
      w.hooks.callAll("createCombatant", one, {}, options, w.users.current.id);
    return created;
  }

  async updateEmbeddedDocuments(
    name: string,
    updates: Data[],
    options: Data = {},
  ): Promise<CombatantDouble[]> {
    if (name !== "Combatant") throw new Error(`Combat has no ${name} documents`);
    const w = current();
    const user = w.users.current;
    const diffs = updates.map((update) => expandObject(update));
    const targets = diffs.map((diff) => {
      const combatant = this.combatants.get(String(diff._id));
      if (!combatant) throw new Error(`Combatant ${String(diff._id)} does not exist`);
      if (!combatant.canUserModify(user, "update", diff))
        throw lacksPermission(user, "update", "Combatant", combatant.id, this);
      combatant.checkDiff(diff);
      return combatant;
    });
    w.operations.push({
      action: "update",
      documentName: "Combatant",
      parent: this.uuid,
      data: diffs,
    });
    targets.forEach((combatant, i) => combatant.applyDiff(diffs[i]));
    this.prepareData();
    targets.forEach((combatant, i) =>
      w.hooks.callAll("updateCombatant", combatant, diffs[i], options, user.id),
    );
    return targets;
  }

  async deleteEmbeddedDocuments(
    name: string,
    ids: string[],
    options: Data = {},
  ): Promise<CombatantDouble[]> {
    if (name !== "Combatant") throw new Error(`Combat has no ${name} documents`);
    const w = current();
    const found = ids.map((id) => this.combatants.get(id)).filter((one) => one !== undefined);
    for (const one of found)
      if (!one.canUserModify(w.users.current, "delete"))
        throw lacksPermission(w.users.current, "delete", "Combatant", one.id, this);
    if (!found.length) return [];
    w.operations.push({
      action: "delete",
      documentName: "Combatant",
      parent: this.uuid,
      data: found.map((one) => one.id),
    });
    for (const one of found) this.combatants.delete(one.id);
    this.prepareData();
    for (const one of found) w.hooks.callAll("deleteCombatant", one, options, w.users.current.id);
    return found;
  }

  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    current().hooks.callAll("combatStart", this, updateData);
    return this.update(updateData);
  }

  async nextRound(): Promise<this> {
    const updateData = { round: this.round + 1, turn: this.turn === null ? null : 0 };
    const updateOptions = { direction: 1 };
    current().hooks.callAll("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = { direction: 1 };
    current().hooks.callAll("combatTurn", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async previousTurn(): Promise<this> {
    return this.update({ turn: Math.max(0, (this.turn ?? 0) - 1) }, { direction: -1 });
  }

  async previousRound(): Promise<this> {
    return this.update({ round: Math.max(0, this.round - 1) }, { direction: -1 });
  }

  async rollInitiative(_ids: string | string[]): Promise<this> {
    throw new Error("the double does not imitate core's initiative rolls");
  }

  async endCombat(): Promise<this> {
    await this.delete();
    return this;
  }
}

import type { DbOperation } from "./documents";
import { MessageElement } from "./dom";
import { deprecated, generation, v14Mode, visibility } from "./generation";
import { deepClone, expandObject, mergeInto } from "./utils";
import { transit } from "./transit";

/**
 * Test doubles for chat messages of a system subtype, the Roll faces they carry, and roll modes,
 * as the attack cards use them. Sources: Foundry's API documentation (ChatMessage#isContentVisible,
 * ChatMessage.applyRollMode, ChatMessage.getSpeaker, ChatMessage#canUserModify; Roll#dice with each
 * die's `results[].result`, exploding dice `x`) and the knowledge base articles "Roll Modes",
 * "System Data Models" (v13 chat messages have a `type` and a `system` model) and "Dice Rolls"
 * (an exploding die rolls again on its highest face and keeps every result active).
 * - A message's `system` is built with CONFIG.ChatMessage.dataModels[type]; an update validates
 *   it before anything is written and is refused for a user who is neither a GM nor the author
 *   (Foundry lets the author and GMs change a message). A player posts as themselves and cannot make
 *   another user a message's author (no public source found; SECURITY.md names the assumption).
 * - Message modes (test/foundry/generation.ts): v13's applyRollMode, v14's applyMode; public → no
 *   whisper; gm → whispered to the GMs; blind → whispered to the GMs and blind; self → whispered
 *   to the roller. `isContentVisible`: a whispered roll shows
 *   its result to the users whispered to and to its author unless blind; a public one to everyone.
 * - Every create and update is recorded as one operation, then the create/update hook is called.
 * - `renderHTML` (API docs, ChatMessage#renderHTML and the renderChatMessageHTML hook) builds the
 *   message's element, then calls renderChatMessageHTML with `Hooks.callAll`, which returns
 *   nothing to await (API docs, Hooks.callAll: `void`); the chat log adds the element as soon as
 *   renderHTML resolves, so `shownInLog` keeps what the hook had written by then.
 */
type Data = Record<string, unknown>;

interface Model {
  toObject(): Data;
  updateSource(changes: Data): Data;
}
type ModelClass = { new (data: unknown, options: { parent: unknown }): Model } & {
  cleanAndValidate(data: unknown): Data;
};

interface UserLike {
  readonly id: string;
  readonly isGM: boolean;
}

export interface ChatWorld {
  operations: DbOperation[];
  config: { ChatMessage: { dataModels: Record<string, ModelClass> } };
  hooks: { callAll(hook: string, ...args: unknown[]): boolean };
  user: () => UserLike;
  users: () => readonly UserLike[];
  messages: Map<string, MessageDouble>;
}

let world: ChatWorld | null = null;
let nextId = 0;

export function bindChat(state: ChatWorld): void {
  world = state;
  nextId = 0;
}

function current(): ChatWorld {
  if (!world) throw new Error("installChat() has not run");
  return world;
}

/** A roll as a message keeps it: the double stores the roll objects and records their formulas. */
interface RollLike {
  formula: string;
}

export class MessageDouble {
  static documentName = "ChatMessage";

  _id: string;
  type: string;
  author: UserLike | null;
  content: string;
  system: Model & Data;
  rolls: RollLike[];
  whisper: string[];
  blind: boolean;
  speaker: Data;
  sound: string | null;
  /** Document#flags: `{scope: {key: value}}`, written by dotted path in an update (API Document#flags) */
  flags: Data;

  constructor(data: Data) {
    this._id = typeof data._id === "string" ? data._id : `msg${String(++nextId).padStart(13, "0")}`;
    this.type = String(data.type ?? "base");
    const authorId = String(data.author ?? current().user().id);
    this.author =
      current()
        .users()
        .find((u) => u.id === authorId) ?? null;
    this.content = String(data.content ?? "");
    const model = current().config.ChatMessage.dataModels[this.type];
    this.system = (
      model ? new model(data.system ?? {}, { parent: this }) : deepClone(data.system ?? {})
    ) as Model & Data;
    this.rolls = [...((data.rolls as RollLike[]) ?? [])];
    this.whisper = [...((data.whisper as string[]) ?? [])];
    this.blind = Boolean(data.blind);
    this.speaker = deepClone((data.speaker as Data) ?? {});
    this.sound = (data.sound as string) ?? null;
    this.flags = deepClone((data.flags as Data) ?? {});
  }

  /** API Document#getFlag: the value under the scope and key, undefined when none. */
  getFlag(scope: string, key: string): unknown {
    return (this.flags[scope] as Data | undefined)?.[key];
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `ChatMessage.${this.id}`;
  }

  get documentName(): string {
    return "ChatMessage";
  }

  get isAuthor(): boolean {
    return this.author?.id === current().user().id;
  }

  canUserModify(user: UserLike, _action: string): boolean {
    return user.isGM || user.id === this.author?.id;
  }

  get isOwner(): boolean {
    return this.canUserModify(current().user(), "update");
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  get isContentVisible(): boolean {
    const user = current().user();
    if (!this.whisper.length) return true;
    if (this.whisper.includes(user.id)) return true;
    return this.isAuthor && !this.blind;
  }

  /** What the chat log showed when it added this message's element last (see renderHTML). */
  shownInLog: string | null = null;

  async renderHTML(): Promise<MessageElement> {
    const html = new MessageElement(this.id);
    html.content.innerHTML = this.content;
    // Foundry renders the message frame from its own template first (an await)
    await Promise.resolve();
    current().hooks.callAll("renderChatMessageHTML", this, html, { message: this.toObject() });
    this.shownInLog = html.content.innerHTML;
    return html;
  }

  toObject(): Data {
    return {
      _id: this.id,
      type: this.type,
      author: this.author?.id ?? null,
      content: this.content,
      system:
        typeof this.system.toObject === "function"
          ? this.system.toObject()
          : deepClone(this.system),
      rolls: this.rolls.map((r) => r.formula),
      whisper: [...this.whisper],
      blind: this.blind,
      speaker: deepClone(this.speaker),
      ...(Object.keys(this.flags).length ? { flags: deepClone(this.flags) } : {}),
    };
  }

  static get implementation(): typeof MessageDouble {
    return MessageDouble;
  }

  static async create(data: Data): Promise<MessageDouble>;
  static async create(data: Data[]): Promise<MessageDouble[]>;
  /** One message, or several in one operation (API docs, Document.create takes a list too). */
  static async create(data: Data | Data[]): Promise<MessageDouble | MessageDouble[]> {
    const user = current().user();
    const list = Array.isArray(data) ? data : [data];
    // a player posts as themselves: only a GM may name another user as a message's author
    for (const one of list)
      if (one.author !== undefined && !user.isGM && one.author !== user.id)
        throw new Error(`User ${user.id} lacks permission to create ChatMessage`);
    const created = list.map((one) => new MessageDouble(one));
    current().operations.push({
      action: "create",
      documentName: "ChatMessage",
      parent: null,
      data: created.map((message) => message.toObject()),
    });
    for (const message of created) {
      current().messages.set(message.id, message);
      current().hooks.callAll("createChatMessage", message, {}, current().user().id);
    }
    return Array.isArray(data) ? created : created[0];
  }

  /** Its author or a GM deletes it (KB "Chat Messages"); every client hears of it. */
  async delete(): Promise<this> {
    const user = current().user();
    if (!this.canUserModify(user, "delete"))
      throw new Error(`User ${user.id} lacks permission to delete ChatMessage ${this.id}`);
    current().operations.push({
      action: "delete",
      documentName: "ChatMessage",
      parent: null,
      data: [this.id],
    });
    current().messages.delete(this.id);
    current().hooks.callAll("deleteChatMessage", this, {}, user.id);
    return this;
  }

  async update(changes: Data): Promise<this> {
    // the request travels to the server (test/foundry/transit.ts), which then checks and writes
    const sent = transit("update ChatMessage");
    if (sent) await sent;
    const user = current().user();
    if (!this.canUserModify(user, "update"))
      throw new Error(`User ${user.id} lacks permission to update ChatMessage ${this.id}`);
    const diff = expandObject(changes);
    // a player's message stays theirs: only a GM may make another user its author
    if ("author" in diff && !user.isGM && diff.author !== user.id)
      throw new Error(`User ${user.id} lacks permission to update ChatMessage ${this.id}`);
    if (diff.system) {
      const model = current().config.ChatMessage.dataModels[this.type];
      model?.cleanAndValidate(mergeInto(this.system.toObject(), diff.system as Data));
    }
    current().operations.push({
      action: "update",
      documentName: "ChatMessage",
      parent: null,
      data: [
        {
          ...diff,
          _id: this.id,
          ...(diff.rolls ? { rolls: (diff.rolls as RollLike[]).map((r) => r.formula) } : {}),
        },
      ],
    });
    if (diff.system) this.system.updateSource(diff.system as Data);
    if (diff.rolls) this.rolls = [...(diff.rolls as RollLike[])];
    if (typeof diff.content === "string") this.content = diff.content;
    if (diff.flags) this.flags = mergeInto(deepClone(this.flags), diff.flags as Data);
    if (typeof diff.author === "string")
      this.author =
        current()
          .users()
          .find((u) => u.id === diff.author) ?? null;
    current().hooks.callAll("updateChatMessage", this, diff, {}, user.id);
    const answered = transit("updated ChatMessage");
    if (answered) await answered;
    return this;
  }

  /** ChatMessage.applyRollMode (v13; a deprecated shim over applyMode on v14). */
  static applyRollMode(data: Data, mode: string): Data {
    deprecated("ChatMessage.applyRollMode", "ChatMessage.applyMode");
    const name = generation() < 14 ? mode : (v14Mode(mode) ?? mode);
    return MessageDouble.setVisibility(data, name);
  }

  /** ChatMessage.applyMode (v14 only): sets whisper and blind for a message mode. */
  static applyMode(data: Data, mode: string): Data {
    if (generation() < 14) throw new TypeError("ChatMessage.applyMode is not a function");
    return MessageDouble.setVisibility(data, mode);
  }

  private static setVisibility(data: Data, mode: string): Data {
    const gms = current()
      .users()
      .filter((u) => u.isGM)
      .map((u) => u.id);
    return Object.assign(data, visibility(mode, gms, current().user().id));
  }

  static getSpeaker({
    actor,
    token,
  }: { actor?: { id?: string; name?: string }; token?: { id?: string } } = {}) {
    return { actor: actor?.id ?? null, token: token?.id ?? null, alias: actor?.name ?? null };
  }
}

/**
 * A Roll double whose faces are scripted in order (`CardRoll.expect(formula, faces)`): each die
 * term takes its faces from the script; an exploding die (`1d6x`) keeps taking faces while it
 * shows its highest. Parentheses, multipliers and flavour text (`[positive]`) are read past.
 */
export class CardRoll {
  static script: { formula: string | null; faces: number[] }[] = [];
  static rolled: CardRoll[] = [];
  /**
   * For tests that walk through many rolls without caring what they show (the HTML payload
   * test): an unscripted die shows this face instead of throwing. Null: every roll is scripted.
   */
  static anyFace: ((size: number | "F") => number) | null = null;

  static expect(formula: string | null, faces: number[]): void {
    CardRoll.script.push({ formula, faces: [...faces] });
  }

  static reset(): void {
    CardRoll.script = [];
    CardRoll.rolled = [];
    CardRoll.anyFace = null;
  }

  dice: {
    faces: number | "F";
    results: { result: number; active: boolean; exploded?: boolean }[];
  }[] = [];
  total: number | undefined;
  evaluated = false;

  constructor(readonly formula: string) {}

  async evaluate(): Promise<this> {
    const next = CardRoll.script.shift();
    const anyFace = CardRoll.anyFace;
    if (!next && !anyFace) throw new Error(`unscripted roll ${this.formula}`);
    if (next && next.formula !== null && next.formula !== this.formula)
      throw new Error(`expected a roll of ${next.formula}, got ${this.formula}`);
    const faces = next ? [...next.faces] : [];
    let total = 0;
    const text = this.formula.replace(/\[[^\]]*\]/g, "");
    for (const match of text.matchAll(/([+-]?)\s*\(?\s*(\d*)d(\d+|F)(x)?/g)) {
      const sign = match[1] === "-" ? -1 : 1;
      const count = Number(match[2] || 1);
      const size = match[3] === "F" ? "F" : Number(match[3]);
      const results: { result: number; active: boolean; exploded?: boolean }[] = [];
      for (let die = 0; die < count; die++) {
        for (;;) {
          const face = next ? faces.shift() : anyFace!(size);
          if (face === undefined) throw new Error(`${this.formula}: not enough faces scripted`);
          const ok = size === "F" ? [-1, 0, 1].includes(face) : face >= 1 && face <= size;
          if (!ok) throw new Error(`${face} is not a face of d${size}`);
          const explodes = match[4] === "x" && face === size;
          results.push({ result: face, active: true, ...(explodes ? { exploded: true } : {}) });
          total += sign * face;
          if (!explodes) break;
        }
      }
      this.dice.push({ faces: size, results });
    }
    if (faces.length) throw new Error(`${this.formula}: ${faces.length} faces left over`);
    this.total = total;
    this.evaluated = true;
    CardRoll.rolled.push(this);
    return this;
  }

  toJSON(): Data {
    return { formula: this.formula, dice: deepClone(this.dice) };
  }
}

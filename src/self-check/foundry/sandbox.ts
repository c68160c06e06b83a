import type { CardResult } from "../../chat/foundry/card/execute";
import { cardClickSettled } from "../../chat/foundry/card/request";
import { SYSTEM_ID } from "../../config";
import type { SequencingMode } from "../../rules/rulesets";
import type { Ledger } from "../ledger";
import { ensure, fail, skip, type StepNotes } from "../step";
import type { AnsweredDialog, DialogAnswer } from "./dialogs";
import type {
  ActorLike,
  AppLike,
  CombatLike,
  Data,
  DocumentLike,
  ElementLike,
  ItemLike,
  MessageLike,
  PackLike,
  SceneLike,
  TokenLike,
  WorldCollectionLike,
} from "./documents";

/*
 * What one self-check step works with: its own temporary scene, actors, items, tokens, combat and
 * messages, made through Foundry's documents API and entered in the step's ledger as they are
 * made (so the runner deletes them whatever happens); and a user's hands: viewing the scene,
 * targeting tokens, opening a sheet, pressing an application's button (its action handler, as
 * Foundry calls it, awaited), clicking a chat card's button, answering dialogs. It never reads or
 * writes a document it did not make.
 */

/** How long a user's move may take to show in the documents (Dice So Nice animates first). */
const WAIT_MS = 30_000;

/** What the session shares with the step's sandbox. */
export interface SandboxShared {
  /** the answer the next dialogs get */
  dialogAnswer: DialogAnswer;
  /** what the dialogs answered so far came to */
  readonly dialogs: AnsweredDialog[];
  /** the messages the system posted for this step's actors, in order */
  readonly messages: MessageLike[];
  /** the names and ids of the step's actors (to know its messages) */
  readonly actorIds: Set<string>;
  readonly actorNames: Set<string>;
  /** the applications the step opened (closed after it) */
  readonly opened: AppLike[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with `read()` once it is truthy; null after `ms`. */
export async function waitFor<T>(read: () => T, ms = WAIT_MS): Promise<T | null> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) return null;
    await sleep(25);
  }
}

function documentClass<T>(name: string): T {
  return (CONFIG as unknown as Record<string, { documentClass: T }>)[name].documentClass;
}

export class Sandbox {
  constructor(
    private readonly ledger: Ledger,
    readonly notes: StepNotes,
    private readonly shared: SandboxShared,
  ) {}

  /** The self-check's mark on every name it gives, so a GM knows its documents in the sidebar. */
  named(name: string): string {
    return game.i18n!.format("ACTION_ENGINE.SelfCheck.Named", { name });
  }

  /** Enters a document in the ledger; `exists` tells whether it is still there. */
  async track<T extends DocumentLike>(doc: T, exists: () => boolean): Promise<T> {
    await this.ledger.track({ uuid: doc.uuid, exists, delete: () => doc.delete() });
    return doc;
  }

  private worldDoc<T extends DocumentLike>(collection: "actors" | "items" | "scenes" | "combats") {
    return async (doc: T | undefined | null): Promise<T> => {
      ensure(doc, "Sandbox.NotCreated");
      const world = game[collection] as unknown as { get(id: string): unknown };
      return this.track(doc, () => Boolean(world.get(doc.id!)));
    };
  }

  private remember(actor: ActorLike): ActorLike {
    this.shared.actorIds.add(actor.id!);
    this.shared.actorNames.add(actor.name);
    return actor;
  }

  /** A world actor of the self-check's own. */
  async actor(data: Data): Promise<ActorLike> {
    const Actor = documentClass<{ create(d: Data): Promise<ActorLike | undefined> }>("Actor");
    const actor = await this.worldDoc<ActorLike>("actors")(
      await Actor.create({ ...data, name: this.named(String(data.name)) }),
    );
    return this.remember(actor);
  }

  /** A world item of the self-check's own. */
  async item(data: Data): Promise<ItemLike> {
    const Item = documentClass<{ create(d: Data): Promise<ItemLike | undefined> }>("Item");
    return this.worldDoc<ItemLike>("items")(
      await Item.create({ ...data, name: this.named(String(data.name)) }),
    );
  }

  /** One of the system's compendium packs (skips the step when the world lacks it). */
  pack(name: string): PackLike {
    const id = `${SYSTEM_ID}.${name}`;
    const pack = (game.packs as unknown as { get(id: string): PackLike | undefined }).get(id);
    if (!pack) skip("Sandbox.NoPack", { pack: id });
    return pack;
  }

  /** A document's index entry in a pack, by name. */
  async packEntry(pack: PackLike, name: string): Promise<{ _id: string; name: string }> {
    const index = [...(await pack.getIndex()).values()];
    const entry = index.find((one) => one.name === name);
    if (!entry) fail("Sandbox.NotInPack", { pack: pack.collection, name });
    return entry;
  }

  /** Imports a pack's document into the world as the sidebar's Import does, renamed as ours. */
  async importFrom(pack: PackLike, name: string): Promise<DocumentLike> {
    const entry = await this.packEntry(pack, name);
    const collection = pack.documentName === "Actor" ? "actors" : "items";
    const world = game[collection] as unknown as WorldCollectionLike;
    const imported = await world.importFromCompendium(pack, entry._id, {
      name: this.named(entry.name),
    });
    const doc = await this.worldDoc(collection)(imported);
    if (collection === "actors") this.remember(doc as ActorLike);
    return doc;
  }

  /** A temporary scene on a square 5-ft grid, hidden from the navigation. */
  async scene(): Promise<SceneLike> {
    const Scene = documentClass<{ create(d: Data): Promise<SceneLike | undefined> }>("Scene");
    return this.worldDoc<SceneLike>("scenes")(
      await Scene.create({
        name: this.named(game.i18n!.localize("ACTION_ENGINE.SelfCheck.SceneName")),
        navigation: false,
        width: 2000,
        height: 1200,
        grid: { type: 1, size: 100, distance: 5, units: "ft" },
      }),
    );
  }

  /** A linked token of the actor on the scene, `at` in grid squares. */
  async token(
    scene: SceneLike,
    actor: ActorLike,
    at: { x: number; y: number },
    disposition = -1,
  ): Promise<TokenLike> {
    const [token] = await scene.createEmbeddedDocuments("Token", [
      {
        name: actor.name,
        actorId: actor.id,
        actorLink: true,
        x: at.x * 100,
        y: at.y * 100,
        disposition,
        texture: { src: actor.img ?? "icons/svg/mystery-man.svg" },
      },
    ]);
    ensure(token, "Sandbox.NotCreated");
    return this.track(token, () => Boolean(scene.tokens.get(token.id!)));
  }

  /** Shows the scene on this client's canvas, as a GM clicking it does (no one else's view moves). */
  async view(scene: SceneLike, tokens: readonly TokenLike[] = []): Promise<void> {
    if (!canvas) skip("Sandbox.NoCanvas");
    await scene.view();
    const drawn = await waitFor(
      () =>
        (canvas as unknown as { scene?: { id: string } | null }).scene?.id === scene.id &&
        tokens.every((token) => scene.tokens.get(token.id!)?.object),
    );
    if (!drawn) skip("Sandbox.NoCanvas");
  }

  /** This user targets exactly these tokens (Token#setTarget, as a click with T does). */
  target(...tokens: TokenLike[]): void {
    tokens.forEach((token, i) => {
      const placeable = token.object;
      if (!placeable?.setTarget) fail("Sandbox.NoTargeting");
      placeable.setTarget(true, { releaseOthers: i === 0, groupSelection: true });
    });
    const targets = (game.user as unknown as { targets?: Set<unknown> }).targets;
    ensure(targets?.size === tokens.length, "Sandbox.NotTargeted", { count: tokens.length });
  }

  /** An encounter of the scene's tokens in a tracker mode, the first token friendly. */
  async combat(scene: SceneLike, mode: SequencingMode, tokens: TokenLike[]): Promise<CombatLike> {
    const Combat = documentClass<{ create(d: Data): Promise<CombatLike | undefined> }>("Combat");
    const combat = await this.worldDoc<CombatLike>("combats")(
      await Combat.create({ scene: scene.id, system: { mode } }),
    );
    await combat.createEmbeddedDocuments(
      "Combatant",
      tokens.map((token, i) => ({
        tokenId: token.id,
        sceneId: scene.id,
        actorId: token.actor?.id,
        ...(i > 0 ? { system: { side: "hostile" } } : {}),
      })),
    );
    return combat;
  }

  /** The sidebar's combat tracker showing the encounter (the session shows the GM's again after). */
  async tracker(combat: CombatLike): Promise<AppLike> {
    const tracker = (ui as unknown as { combat?: AppLike & { viewed: unknown } }).combat;
    ensure(tracker, "Sandbox.NoTracker");
    try {
      tracker.viewed = combat;
    } catch {
      fail("Sandbox.NoTracker");
    }
    await tracker.render({ force: true });
    ensure(
      await waitFor(() => tracker.element?.querySelector?.(".ae-tracker-part [data-combatant-id]")),
      "Sandbox.NoTracker",
    );
    return tracker;
  }

  /** The document's sheet, rendered (closed again after the step). */
  async sheet(doc: { sheet: AppLike | null }, options: Data = {}): Promise<AppLike> {
    const sheet = doc.sheet;
    ensure(sheet, "Sandbox.NoSheet");
    await sheet.render({ force: true, ...options });
    this.shared.opened.push(sheet);
    ensure(await waitFor(() => sheet.element?.querySelector?.("[data-action]")), "Sandbox.NoSheet");
    return sheet;
  }

  /** An application the step caused to open, closed again after the step. */
  keepClosed(app: AppLike | null | undefined): void {
    if (app) this.shared.opened.push(app);
  }

  /** The first element of an application matching `selector` (the step fails without one). */
  find(app: AppLike | ElementLike, selector: string): HTMLElement {
    const root = "element" in app ? app.element : app;
    const found = root.querySelector(selector) as HTMLElement | null;
    if (!found) fail("Sandbox.NoButton", { selector });
    return found;
  }

  /**
   * Presses an application's button as Foundry does on a click: the handler its `actions` give
   * for the button's data-action, called with the application and the button, and waited for.
   */
  async press(app: AppLike, button: HTMLElement): Promise<void> {
    ensure(!(button as HTMLButtonElement).disabled, "Sandbox.Disabled", {
      action: button.dataset.action ?? "",
    });
    const action = button.dataset.action ?? "";
    const entry = app.options.actions?.[action] as
      | ((this: unknown, event: Event, target: HTMLElement) => unknown)
      | { handler?: (this: unknown, event: Event, target: HTMLElement) => unknown }
      | undefined;
    const handler = typeof entry === "function" ? entry : entry?.handler;
    ensure(handler, "Sandbox.NoHandler", { action });
    const view = button.ownerDocument?.defaultView as unknown as {
      PointerEvent?: typeof MouseEvent;
      MouseEvent: typeof MouseEvent;
    } | null;
    const EventClass = view?.PointerEvent ?? view?.MouseEvent ?? MouseEvent;
    await handler.call(app, new EventClass("click", { bubbles: true, detail: 1 }), button);
  }

  /** Clicks a button of a rendered chat card and waits for what the click came to. */
  async click(message: MessageLike, button: HTMLElement): Promise<CardResult | null> {
    ensure(!(button as HTMLButtonElement).disabled, "Sandbox.Disabled", {
      action: button.dataset.action ?? "",
    });
    button.click();
    return cardClickSettled(message.id!);
  }

  /** The answer the system's dialogs get from now on in this step. */
  answerDialogs(answer: DialogAnswer): void {
    this.shared.dialogAnswer = answer;
  }

  /** The dialogs answered in this step, in order. */
  get dialogsAnswered(): readonly AnsweredDialog[] {
    return this.shared.dialogs;
  }

  /** A message the system posted for one of this step's actors: deleted with the step. */
  async adopt(message: MessageLike): Promise<void> {
    this.shared.messages.push(message);
    const messages = game.messages as unknown as { get(id: string): unknown };
    await this.track(message, () => Boolean(messages.get(message.id!)));
  }

  /** Whether a message was posted for one of this step's actors (by its speaker). */
  speaksFor(message: MessageLike): boolean {
    const speaker = message.speaker ?? {};
    return (
      (speaker.actor != null && this.shared.actorIds.has(speaker.actor)) ||
      (speaker.alias != null && this.shared.actorNames.has(speaker.alias))
    );
  }

  /** The messages the system posted for this step's actors since `from`. */
  messagesSince(from: number): MessageLike[] {
    return this.shared.messages.slice(from);
  }

  get messageCount(): number {
    return this.shared.messages.length;
  }
}

import { describeRefusal, dropItem } from "../changes/items";
import { ACTOR_ACTIONS, ignoreSubmit } from "./actions";
import { applyInput, enrichEditors, i18n, readSheetInput, warn, type Updatable } from "./io";
import {
  actorSheetParts,
  foundryTemplate,
  limitedSheetParts,
  SHEET_SIZE,
  shownTab,
  type SheetPart,
} from "../layout";
import { sheetSnapshot, type PlainDocument } from "../snapshot";
import {
  actorSheetView,
  limitedActorView,
  tabPartContext,
  withEnriched,
  type ActorSheetContext,
} from "../view-models";

import { actorSheetBase } from "./sheet-base";
import { keepFocus } from "../../ui/focus";
import { foundryItemDrop } from "./drop";

type Part = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/**
 * The character sheet of every actor type (ApplicationV2, see Foundry's API docs for
 * foundry.applications.sheets). It stays thin: `_prepareContext` snapshots the actor and calls the
 * pure view model of its type; each click or input computes ONE change with a pure function from
 * changes/ and writes it in one database operation.
 */
export class ActionEngineActorSheet extends actorSheetBase() {
  static override DEFAULT_OPTIONS = {
    classes: ["action-engine", "ae-sheet", "ae-sheet--actor"],
    position: { ...SHEET_SIZE.actor },
    window: { resizable: true },
    // Inputs are applied one by one as they change (_onChangeForm); a submit has nothing left to do.
    form: { submitOnChange: false, closeOnSubmit: false, handler: ignoreSubmit },
    actions: { ...ACTOR_ACTIONS },
  };

  /** A user who may only see a little of the character gets the small limited window. */
  constructor(options: { document?: { limited?: boolean }; position?: object } = {}) {
    const limited = options.document?.limited ?? false;
    super(
      limited ? { ...options, position: { ...SHEET_SIZE.limited, ...options.position } } : options,
    );
  }

  /**
   * Whether the user sees only the limited view: LIMITED ownership and no more (Foundry's
   * ClientDocument#limited; a GM or an observer sees everything, dnd5e's BaseActorSheet asks the
   * same question).
   */
  get #limited(): boolean {
    return this.actor.limited;
  }

  #parts(): SheetPart[] {
    return this.#limited ? limitedSheetParts() : actorSheetParts(this.actor.type);
  }

  /**
   * The parts of this actor type's sheet: header, tab navigation, one part per tab; for a user
   * with LIMITED ownership, the one limited part instead (as dnd5e's LIMITED_PARTS).
   */
  protected override _configureRenderParts(_options: unknown): Record<string, Part> {
    return Object.fromEntries(
      this.#parts().map((part) => [
        part.id,
        {
          template: foundryTemplate(part.template),
          ...(part.scrollable ? { scrollable: [""] } : {}),
        },
      ]),
    );
  }

  /**
   * The actor seen through the narrow shapes the helpers read. Checking the configured Actor type
   * against them structurally sends TypeScript into foundry-vtt-types' deep generics, so the
   * actor is handed over as the plain document it is.
   */
  get #plainActor(): PlainDocument {
    return this.actor as unknown as PlainDocument;
  }

  // foundry-vtt-types 13.345 types the render context as the base sheet's; ours is the view
  // model's (ActorSheetContext), hence the casts at these two boundaries.
  protected override async _prepareContext(options: never) {
    const base = await super._prepareContext(options);
    if (this.#limited) return { ...base, ...this.#limitedContext() } as never;
    const tab = shownTab(this.actor.type, this.tabGroups.primary ?? undefined);
    this.tabGroups.primary = tab;
    const snapshot = sheetSnapshot(this.#plainActor, {
      documentName: "Actor",
      editable: this.isEditable,
      tab,
      isGM: game.user?.isGM ?? false,
    });
    const context = actorSheetView(snapshot);
    const enriched = await enrichEditors(context.editors, this.actor);
    return { ...base, ...withEnriched(context, enriched) } as never;
  }

  /** What the limited view shows: nothing of the actor's numbers, items or notes is read. */
  #limitedContext() {
    const actor = this.actor as unknown as PlainDocument & { statuses?: Set<string> };
    const { id, name, img, type } = actor;
    return limitedActorView({ id, name, img, type, statuses: actor.statuses ?? [] });
  }

  protected override async _preparePartContext(partId: string, context: never, options: never) {
    const part = await super._preparePartContext(partId, context, options);
    if (this.#limited) return part as never;
    return tabPartContext(part as unknown as ActorSheetContext, partId) as never;
  }

  /**
   * One changed input (Foundry calls _onChangeForm for every change inside the sheet's form): one
   * update of the actor, or of the item whose row holds the input, or a refusal. With
   * submitOnChange off, Foundry's own handling does nothing more.
   */
  /** A click re-renders the sheet: the keyboard focus goes back to the control used (src/ui/focus). */
  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.#dropStaleParts();
    keepFocus(this.element);
  }

  /**
   * Foundry's Handlebars mixin leaves a part it no longer renders on screen (Draw Steel issue
   * #1168), so when the user's ownership changes between LIMITED and more while the sheet is open,
   * the other view's parts are taken away here.
   */
  #dropStaleParts(): void {
    const wanted = new Set(this.#parts().map((part) => part.id));
    for (const element of this.element.querySelectorAll<HTMLElement>("[data-application-part]"))
      if (!wanted.has(element.dataset.applicationPart ?? "")) element.remove();
  }

  protected override _onChangeForm(formConfig: never, event: Event): void {
    const input = readSheetInput(event.target);
    if (!input) return super._onChangeForm(formConfig, event);
    const document = input.itemId ? this.actor.items.get(input.itemId) : this.actor;
    if (document) void applyInput(document as unknown as Updatable, input, () => this.render());
  }

  /**
   * An item dropped from a compendium, the sidebar or another actor (ActorSheetV2#_onDropItem in
   * v13, as dnd5e's BaseActorSheet overrides it). An item of another ruleset is refused here, with
   * one message and nothing written; the rest is Foundry's usual drop (./drop.ts).
   */
  async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const plan = dropItem(this.#plainActor, { type: item.type, name: item.name });
    if ("refuse" in plan) {
      warn(describeRefusal(plan.refuse, i18n()));
      return null;
    }
    return foundryItemDrop(this, event, item);
  }
}

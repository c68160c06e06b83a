import {
  addEntry,
  deletePrompt,
  newItemData,
  removeEntry,
  toggleActive,
  toggleEquipped,
} from "../changes/items";
import { restPrompt, weekOfRest } from "../changes/rest";
import { attackWithItem } from "../../chat/foundry/attack/flow";
import { isPositionAction, positionUpdate } from "../changes/position";
import { inEncounter } from "../../combat/foundry/encounter";
import { takeCheck } from "../../chat/foundry/check/flow";
import { coveringFireChange } from "../changes/covering-fire";
import { reloadChange } from "../changes/reload";
import { i18n, pickImage, warn } from "./io";
import { dialogWindow, openSheet } from "./windows";
import { itemSnapshot } from "../snapshot";
import { notify } from "../../ui/foundry/notify";

/*
 * The sheets' click handlers (ApplicationV2 `actions`: Foundry calls each with the sheet as `this`,
 * the click event and the element carrying data-action). Each computes its change with a pure
 * function from changes/ and writes it in ONE database operation.
 */

interface Writable {
  readonly type: string;
  readonly name: string;
  readonly img?: string | null;
  readonly system: { toObject(): Record<string, unknown> };
  update(data: Record<string, unknown>): Promise<unknown>;
}

interface DocumentSheetLike {
  readonly document: Writable;
}

interface ActorSheetLike {
  readonly actor: Actor.Implementation;
}

type Handler = (this: unknown, event: Event, target: HTMLElement) => Promise<void>;

// Foundry binds `this` to the sheet; the handlers are shared by the actor and item sheets, so
// they read it through these narrow views rather than through the sheet classes.
const documentSheet = (self: unknown) => self as DocumentSheetLike;
const actorSheet = (self: unknown) => self as ActorSheetLike;

function itemOf(self: unknown, target: HTMLElement): Item.Implementation | undefined {
  return actorSheet(self).actor.items.get(target.dataset.itemId ?? "");
}

/** Actions every sheet has: the picture, and the lists stored on the document. */
export const DOCUMENT_ACTIONS: Readonly<Record<string, Handler>> = {
  async editImage() {
    await pickImage(documentSheet(this).document, this);
  },

  async addEntry(_event, target) {
    const { document } = documentSheet(this);
    await document.update(
      addEntry(document.type, document.system.toObject(), target.dataset.list ?? ""),
    );
  },

  async removeEntry(_event, target) {
    const { document } = documentSheet(this);
    await document.update(
      removeEntry(
        document.type,
        document.system.toObject(),
        target.dataset.list ?? "",
        Number(target.dataset.index),
      ),
    );
  },
};

/** Actions of the actor sheets: the embedded items. */
export const ACTOR_ACTIONS: Readonly<Record<string, Handler>> = {
  ...DOCUMENT_ACTIONS,

  /** A new item of the button's type, opened for editing (in this sheet's window, if detached). */
  async createItem(_event, target) {
    const { actor } = actorSheet(this);
    const data = newItemData(actor.type, target.dataset.type ?? "", i18n());
    const created = (await actor.createEmbeddedDocuments("Item", [data as never])) as
      Item.Implementation[] | undefined;
    await openSheet(created?.[0], this);
  },

  async editItem(_event, target) {
    await openSheet(itemOf(this, target), this);
  },

  /** Deletes the item once the user confirms (Foundry's DialogV2.confirm). */
  async deleteItem(_event, target) {
    const { actor } = actorSheet(this);
    const item = itemOf(this, target);
    if (!item) return;
    const prompt = deletePrompt(item.name, actor.name, i18n());
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: prompt.title },
      content: prompt.content,
      rejectClose: false,
      ...dialogWindow(this),
    } as never);
    if (confirmed === true) await actor.deleteEmbeddedDocuments("Item", [item.id!]);
  },

  async toggleEquipped(_event, target) {
    const item = itemOf(this, target);
    if (item) await item.update(toggleEquipped(itemSnapshot(item)));
  },

  async toggleActive(_event, target) {
    const item = itemOf(this, target);
    if (item) await item.update(toggleActive(itemSnapshot(item)));
  },

  /** RULES 5 drop, stand, instant stand or rest: the rules' change, in one actor update. */
  async positionAction(_event, target) {
    const { actor } = actorSheet(this);
    const id = target.dataset.position ?? "";
    if (!isPositionAction(id)) return;
    // RULES 5 combos: in a fight the action is a step of the turn's combo
    const result = positionUpdate(id, actor.system, inEncounter(actor.uuid));
    if ("refused" in result) return warn(i18n().localize(result.refused));
    if (Object.keys(result.update).length) await actor.update(result.update as never);
  },

  /**
   * RULES 1.3: the GM applies a week of rest to an OK RPG character: its lethal points heal at the
   * weekly rate, the fraction kept in the healing counter. Asked first, then one write.
   */
  async restWeek() {
    const { actor } = actorSheet(this);
    if (!game.user?.isGM) return warn(i18n().localize("ACTION_ENGINE.Sheet.Rest.GMOnly"));
    const rest = weekOfRest(actor.system as never);
    if ("refuse" in rest)
      return warn(i18n().format(`ACTION_ENGINE.Sheet.Rest.${rest.refuse}`, { name: actor.name }));
    const prompt = restPrompt(actor.name, rest, i18n());
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: prompt.title },
      content: prompt.content,
      rejectClose: false,
      ...dialogWindow(this),
    } as never);
    if (confirmed === true) await actor.update(rest.update as never);
  },

  /** RULES 2: covering fire from a gun's row: the rounds and the shooter's mark, one write. */
  async coveringFire(_event, target) {
    const { actor } = actorSheet(this);
    const item = itemOf(this, target);
    if (!item) return;
    const change = coveringFireChange(itemSnapshot(item));
    if ("refuse" in change) notify("warn", change.refuse.key, change.refuse.details);
    else await actor.update(change.update as never);
  },

  /** RULES 5 load: Unload or Load on a weapon row, one action of the reload, one item update. */
  async reload(_event, target) {
    const item = itemOf(this, target);
    const step = target.dataset.step;
    if (!item || (step !== "unload" && step !== "load")) return;
    const change = reloadChange(itemSnapshot(item), step);
    if ("refuse" in change) notify("warn", change.refuse.key, change.refuse.details);
    else await item.update(change.update as never);
  },

  /** The weapon row's attack button (src/chat/foundry/attack/flow.ts); shift-click skips the dialog. */
  async attack(event, target) {
    const item = itemOf(this, target);
    if (item)
      await attackWithItem(item as never, {
        fastForward: (event as MouseEvent).shiftKey,
        opener: this,
      });
  },

  /** A button of the Checks section (src/chat/foundry/check/flow.ts); shift-click skips the dialog. */
  async takeCheck(event, target) {
    await takeCheck(actorSheet(this).actor as never, target.dataset.check ?? "", {
      fastForward: (event as MouseEvent).shiftKey,
      opener: this,
    });
  },
};

/** The form handler: inputs are applied one by one as they change, so a submit has nothing to do. */
export async function ignoreSubmit(): Promise<void> {}

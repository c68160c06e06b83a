import { actorSheetHtml, itemSheetHtml } from "../../src/sheets/html";
import { shownTab } from "../../src/sheets/layout";
import { readSheetInput } from "../../src/sheets/read-input";
import { itemSnapshot, sheetSnapshot, type PlainDocument } from "../../src/sheets/snapshot";
import {
  actorSheetView,
  itemSheetView,
  withEnriched,
  type EditorView,
} from "../../src/sheets/view-models";
import {
  addEntry,
  deletePrompt,
  describeInputError,
  inputChange,
  newItemData,
  removeEntry,
  restPrompt,
  toggleActive,
  toggleEquipped,
  weekOfRest,
  coveringFireChange,
} from "../../src/sheets/changes";

import type { Host } from "./host";
import { openModal } from "./modal";
import { isPositionAction, positionUpdate } from "../../src/sheets/changes/position";
import { reloadChange } from "../../src/sheets/changes/reload";
import type { PreparedActor } from "./store";

/*
 * Character sheets in the page: the real sheet templates over the real view models, and every
 * input and button computing its change with the same pure functions the Foundry sheets call,
 * written to the store as one update.
 */

/** The host's enrichment stand-in: the stored HTML as it is (no links or inline rolls here). */
const asEnriched = (editors: readonly EditorView[]) =>
  Object.fromEntries(editors.map((e) => [e.name, e.source]));

const plain = (document: unknown) => document as PlainDocument;

export function actorSheetContent(host: Host, actor: PreparedActor, tab: string | undefined) {
  const snapshot = sheetSnapshot(plain(actor), {
    documentName: "Actor",
    editable: true,
    tab: shownTab(actor.type, tab),
    isGM: true,
  });
  const context = actorSheetView(snapshot);
  return actorSheetHtml(host.render, withEnriched(context, asEnriched(context.editors)));
}

function itemSheetContent(host: Host, actor: PreparedActor, itemId: string): string | null {
  const item = actor.items.get(itemId);
  if (!item) return null;
  const snapshot = sheetSnapshot(plain(item), { documentName: "Item", editable: true });
  const context = itemSheetView(snapshot);
  return itemSheetHtml(host.render, withEnriched(context, asEnriched(context.editors)));
}

/** One changed input: one update of the actor or of the item its row edits, or a refusal. */
function applyInput(host: Host, actorId: string, target: EventTarget | null, itemId?: string) {
  const input = readSheetInput(target);
  const actor = host.store.actor(actorId);
  if (!input || !actor) return;
  const editedItem = input.itemId ?? itemId;
  const document = editedItem ? actor.items.get(editedItem) : actor;
  if (!document) return;
  const result = inputChange(document.type, document.system.toObject(), input);
  if ("error" in result) {
    host.notify(describeInputError(result.error, host.i18n));
    host.refresh();
    return;
  }
  if (editedItem) host.store.updateItem(actorId, editedItem, { ...result.update });
  else host.store.updateActor(actorId, { ...result.update });
}

/** The item sheet of an embedded item, in a window; its inputs write as they change. */
async function openItemSheet(host: Host, actorId: string, itemId: string, theme: string) {
  const actor = host.store.actor(actorId);
  const content = actor ? itemSheetContent(host, actor, itemId) : null;
  if (!actor || content === null) return;
  await openModal({
    title: actor.items.get(itemId)!.name,
    content: `<div class="pg-item-sheet">${content}</div>`,
    classes: "sheet action-engine ae-sheet ae-sheet--item",
    theme,
    closeLabel: host.i18n.localize("ACTION_ENGINE.Playground.Close"),
    buttons: [{ label: host.i18n.localize("ACTION_ENGINE.Playground.Close"), value: () => true }],
    onRender(form) {
      form.addEventListener("change", (event) => {
        applyInput(host, actorId, event.target, itemId);
        const now = host.store.actor(actorId);
        const fresh = now ? itemSheetContent(host, now, itemId) : null;
        const slot = form.querySelector(".pg-item-sheet");
        if (slot && fresh !== null) slot.innerHTML = fresh;
      });
    },
  });
}

export interface SheetEvents {
  /** the weapon row's attack button */
  attack(actorId: string, itemId: string): void;
  /** a button of the Checks section */
  check(actorId: string, checkId: string): void;
  /** the sheet's tab changed */
  tab(actorId: string, tab: string): void;
  /** the character fights in the encounter under way (its position actions join the combo) */
  inEncounter(actorId: string): boolean;
  theme(): string;
}

/** One changed input inside an actor's sheet (the sheet's `_onChangeForm`). */
export function onSheetChange(host: Host, actorId: string, target: EventTarget | null): void {
  applyInput(host, actorId, target);
}

/** One click on a sheet button (the sheet's `actions`): its change, written once. */
export function onSheetClick(
  host: Host,
  actorId: string,
  button: HTMLElement,
  events: SheetEvents,
) {
  const actor = host.store.actor(actorId);
  if (!actor) return;
  const data = button.dataset;
  const item = data.itemId ? actor.items.get(data.itemId) : undefined;
  const stored = () => actor.system.toObject();
  switch (data.action) {
    case "tab":
      events.tab(actorId, data.tab ?? "");
      return;
    case "attack":
      if (item) events.attack(actorId, item.id);
      return;
    case "takeCheck":
      events.check(actorId, data.check ?? "");
      return;
    case "coveringFire": {
      // RULES 2: half the clip and the shooter's mark, one write (as the Foundry sheet does)
      if (!item) return;
      const change = coveringFireChange(itemSnapshot(item));
      if ("refuse" in change)
        host.notify(host.i18n.format(change.refuse.key, change.refuse.details));
      else host.store.updateActor(actorId, change.update as Record<string, unknown>);
      return;
    }
    case "reload": {
      // RULES 5 load: one action of the reload, one item write (as the Foundry sheet does)
      const step = data.step;
      if (!item || (step !== "unload" && step !== "load")) return;
      const change = reloadChange(itemSnapshot(item), step);
      if ("refuse" in change)
        host.notify(host.i18n.format(change.refuse.key, change.refuse.details));
      else host.store.updateItem(actorId, item.id, change.update as Record<string, unknown>);
      return;
    }
    case "toggleEquipped":
      if (item) host.store.updateItem(actorId, item.id, toggleEquipped(itemSnapshot(item)));
      return;
    case "toggleActive":
      if (item) host.store.updateItem(actorId, item.id, toggleActive(itemSnapshot(item)));
      return;
    case "addEntry":
      host.store.updateActor(actorId, addEntry(actor.type, stored(), data.list ?? ""));
      return;
    case "removeEntry":
      host.store.updateActor(
        actorId,
        removeEntry(actor.type, stored(), data.list ?? "", Number(data.index)),
      );
      return;
    case "createItem": {
      const created = newItemData(actor.type, data.type ?? "", host.i18n);
      const id = host.store.createItem(actorId, { ...created, system: {} });
      void openItemSheet(host, actorId, id, events.theme());
      return;
    }
    case "editItem":
      if (item) void openItemSheet(host, actorId, item.id, events.theme());
      return;
    case "deleteItem":
      if (item) void confirmDelete(host, actor, item.id, events.theme());
      return;
    case "restWeek":
      void restWeek(host, actor);
      return;
    case "editImage":
      host.notify(host.i18n.localize("ACTION_ENGINE.Playground.NoFilePicker"), "info");
      return;
    case "positionAction": {
      const id = data.position ?? "";
      if (!isPositionAction(id)) return;
      const result = positionUpdate(id, actor.system, events.inEncounter(actorId));
      if ("refused" in result) host.notify(host.i18n.localize(result.refused));
      else if (Object.keys(result.update).length) host.store.updateActor(actorId, result.update);
      return;
    }
  }
}

/** RULES 1.3: the GM's week of rest (the Foundry sheet's restWeek): asked first, one write. */
async function restWeek(host: Host, actor: PreparedActor) {
  const rest = weekOfRest(actor.system as never);
  if ("refuse" in rest)
    return host.notify(
      host.i18n.format(`ACTION_ENGINE.Sheet.Rest.${rest.refuse}`, { name: actor.name }),
    );
  const prompt = restPrompt(actor.name, rest, host.i18n);
  const yes = await host.confirm({
    title: prompt.title,
    content: prompt.text,
    yes: host.i18n.localize("ACTION_ENGINE.Playground.Yes"),
    no: host.i18n.localize("ACTION_ENGINE.Playground.No"),
  });
  if (yes) host.store.updateActor(actor.id, { ...rest.update });
}

async function confirmDelete(host: Host, actor: PreparedActor, itemId: string, theme: string) {
  const item = actor.items.get(itemId)!;
  const prompt = deletePrompt(item.name, actor.name, host.i18n);
  const confirmed = await openModal({
    title: prompt.title,
    content: prompt.content,
    theme,
    closeLabel: host.i18n.localize("ACTION_ENGINE.Playground.Close"),
    buttons: [
      {
        label: host.i18n.localize("ACTION_ENGINE.Playground.Yes"),
        value: () => true,
        primary: true,
      },
      { label: host.i18n.localize("ACTION_ENGINE.Playground.No"), value: () => false },
    ],
  });
  if (confirmed) host.store.deleteItem(actor.id, itemId);
}

import { beforeEach, describe, expect, it, vi } from "vitest";
import { click as domClick, dispatch } from "../foundry/dom";
import { ACTOR_TYPES, sampleActor, startFoundry, type DocumentHandle } from "./fixtures";
import type { FoundryDouble } from "../foundry";
import {
  ConfirmingDialogV2,
  DocumentSheetConfig,
  FilePicker,
  TextEditor,
  V1ActorSheet,
  V1ItemSheet,
  loadedTemplates,
  resetSheetDoubles,
} from "../foundry/sheets";
import en from "../../lang/en.json";
import { createLocalizer } from "../../playground/host/i18n";
import { typesOf } from "../../src/data/type-schemas";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { ActionEngineItemSheet } from "../../src/sheets/foundry/item-sheet";
import { actorTabs, foundryTemplate, SHEET_PARTIALS } from "../../src/sheets/layout";
import { registerSheets, SHEET_LABELS } from "../../src/sheets/foundry/register";
import type { ActorSheetContext, TabView } from "../../src/sheets/view-models/types";

/*
 * The Foundry sheet classes against the test double: each click or input is ONE database
 * operation on the right document with the right data; refusals write nothing and say why once.
 */

type Data = Record<string, unknown>;
interface SheetDouble {
  element: HTMLElement;
  pending: Promise<unknown>;
  options: {
    actions: Record<string, (this: unknown, event: object, target: object) => Promise<void>>;
  };
  rendered: { parts: string[]; contexts: Record<string, Data> }[];
  tabGroups: Record<string, string | null>;
  render(): Promise<unknown>;
  changeTab(tab: string, group: string): void;
  _onDropItem(event: object, item: unknown): Promise<unknown>;
}

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = startFoundry();
  resetSheetDoubles();
  registerSheets();
});

const actorSheet = (actor: DocumentHandle) =>
  new ActionEngineActorSheet({ document: actor } as never) as unknown as SheetDouble;
const itemSheet = (item: DocumentHandle) =>
  new ActionEngineItemSheet({ document: item } as never) as unknown as SheetDouble;

/** The sheet as the user sees it: rendered once before the first click or change. */
async function shown(sheet: SheetDouble): Promise<HTMLElement> {
  if (!sheet.rendered.length) await sheet.render();
  return sheet.element;
}

/** Whether an element (or a row around it) carries these data-* values. */
const carries = (el: Element, dataset: Record<string, string>) =>
  Object.entries(dataset).every(
    ([key, value]) =>
      (el as HTMLElement).dataset[key] === value ||
      el.closest(`[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"]`),
  );

/** A click on the sheet's rendered button with this data-action and these data-* values. */
async function click(sheet: SheetDouble, action: string, dataset: Record<string, string> = {}) {
  const root = await shown(sheet);
  const button = [...root.querySelectorAll(`[data-action="${action}"]`)].find((el) =>
    carries(el, dataset),
  );
  if (!button) throw new Error(`no ${action} ${JSON.stringify(dataset)} on the sheet`);
  domClick(button);
  await sheet.pending;
}

/** The user changes the sheet's rendered input of this name (and data-* values). */
async function change(
  sheet: SheetDouble,
  target: { name: string; value?: string; checked?: boolean; dataset?: Record<string, string> },
) {
  const root = await shown(sheet);
  const input = target.name
    ? [...root.querySelectorAll<HTMLInputElement>(`[name="${target.name}"]`)].find((el) =>
        carries(el, target.dataset ?? {}),
      )
    : root.querySelector<HTMLInputElement>("button, a");
  if (!input) throw new Error(`no input ${target.name} on the sheet`);
  if (target.checked !== undefined) input.checked = target.checked;
  if (target.value !== undefined) input.value = target.value;
  dispatch(input, "change");
}

const writes = () => foundry.operations.length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registration on init", () => {
  it("replaces core's sheets for every actor and item type, with localised labels", () => {
    const registered = DocumentSheetConfig.registered.map((r) => ({ ...r, sheetClass: undefined }));
    expect(registered).toEqual([
      {
        documentName: "Actor",
        scope: "action-engine",
        sheetClass: undefined,
        types: typesOf("Actor"),
        makeDefault: true,
        label: SHEET_LABELS.Actor,
      },
      {
        documentName: "Item",
        scope: "action-engine",
        sheetClass: undefined,
        types: typesOf("Item"),
        makeDefault: true,
        label: SHEET_LABELS.Item,
      },
    ]);
    expect(DocumentSheetConfig.registered.map((r) => r.sheetClass)).toEqual([
      ActionEngineActorSheet,
      ActionEngineItemSheet,
    ]);
    expect(
      DocumentSheetConfig.unregistered.map((u) => [u.documentName, u.scope, u.sheetClass]),
    ).toEqual([
      ["Actor", "core", V1ActorSheet],
      ["Item", "core", V1ItemSheet],
    ]);
    const i18n = createLocalizer(en, { onMissing: "throw" });
    expect(i18n.localize(SHEET_LABELS.Actor)).toBe("Action Engine character sheet");
    expect(loadedTemplates).toEqual(SHEET_PARTIALS.map(foundryTemplate));
  });

  it("still registers its sheets once a Foundry without foundry.appv1 has no v1 sheets to drop", () => {
    // the global `foundry` namespace (the double's), not the installed double named `foundry` here
    const namespace = (globalThis as unknown as { foundry: { appv1?: unknown } }).foundry;
    const appv1 = namespace.appv1;
    delete namespace.appv1;
    try {
      resetSheetDoubles();
      registerSheets();
      expect(DocumentSheetConfig.unregistered).toEqual([]);
      expect(DocumentSheetConfig.registered).toHaveLength(2);
    } finally {
      namespace.appv1 = appv1;
    }
  });
});

describe.each(ACTOR_TYPES)("the %s sheet class", (type) => {
  it("renders its header, tab navigation and one part per tab from the view model", async () => {
    const actor = await sampleActor(type);
    const sheet = actorSheet(actor);
    await sheet.render();
    const [render] = sheet.rendered;
    expect(render.parts).toEqual(["header", "tabs", ...actorTabs(type)]);
    for (const tab of actorTabs(type)) expect((render.contexts[tab].tab as TabView).id).toBe(tab);
    const header = render.contexts.header as unknown as ActorSheetContext;
    expect(header.name.value).toBe(actor.name);
    expect(header.editable).toBe(true);
    expect(sheet.tabGroups.primary).toBe(actorTabs(type)[0]);
  });

  it("enriches the notes with Foundry's enricher, secrets shown to the owner", async () => {
    const actor = await sampleActor(type);
    await actorSheet(actor).render();
    expect(TextEditor.calls).toHaveLength(1);
    expect(TextEditor.calls[0].options).toMatchObject({ secrets: true, relativeTo: actor });
  });
});

describe("inputs on the actor sheet", () => {
  it("write one update of the actor with the value read by the field's kind", async () => {
    const actor = await sampleActor("okrpg");
    const sheet = actorSheet(actor);
    const before = writes();
    await change(sheet, { name: "system.wounds.nonlethal", value: "4" });
    await vi.waitFor(() => expect(writes()).toBe(before + 1));
    expect(foundry.operations.at(-1)).toEqual({
      action: "update",
      documentName: "Actor",
      parent: null,
      data: [{ _id: actor.id, system: { wounds: { nonlethal: 4 } } }],
    });
  });

  it("write an item row's input to that item, once", async () => {
    const actor = await sampleActor("okrpg");
    const brawny = actor.items.contents.find((i) => i.name === "Brawny")!;
    const sheet = actorSheet(actor);
    const before = writes();
    await change(sheet, { name: "system.rank", value: "Grt", dataset: { itemId: brawny.id } });
    await vi.waitFor(() => expect(writes()).toBe(before + 1));
    expect(foundry.operations.at(-1)).toMatchObject({
      action: "update",
      documentName: "Item",
      parent: actor.uuid,
      data: [{ _id: brawny.id, system: { rank: 6 } }],
    });
  });

  it("refuse a bad value with one notification naming the field and value, write nothing, and re-render", async () => {
    const actor = await sampleActor("okrpg");
    const brawny = actor.items.contents.find((i) => i.name === "Brawny")!;
    const sheet = actorSheet(actor);
    const before = writes();
    await change(sheet, { name: "system.rank", value: "Gd++", dataset: { itemId: brawny.id } });
    // drawn once for the user, then again to put the stored rank back in the input
    await vi.waitFor(() => expect(sheet.rendered).toHaveLength(2));
    const input = sheet.element.querySelector<HTMLInputElement>(
      `[name="system.rank"][data-item-id="${brawny.id}"]`,
    )!;
    expect(input.value).not.toBe("Gd++");
    expect(writes()).toBe(before);
    expect(foundry.notifications.shown).toMatchObject([
      {
        type: "warning",
        message:
          'Rank was not changed: "Gd++" is not a rank (expected a label such as Avg, Gd+, (Mth+1) or (Pth-1)+).',
      },
    ]);
  });

  it("refuse a number out of bounds the same way", async () => {
    const actor = await sampleActor("occult");
    const sheet = actorSheet(actor);
    const before = writes();
    await change(sheet, { name: "system.dex", value: "31" });
    await vi.waitFor(() => expect(foundry.notifications.shown).toHaveLength(1));
    expect(foundry.notifications.shown[0].message).toBe(
      "DEX was not changed: DEX must be between 0 and 30, got 31.",
    );
    expect(writes()).toBe(before);
  });

  it("write a checkbox of a set as the whole set, once", async () => {
    const actor = await sampleActor("occult");
    const sheet = actorSheet(actor);
    const before = writes();
    await change(sheet, { name: "system.conditions.prone", checked: true });
    await vi.waitFor(() => expect(writes()).toBe(before + 1));
    expect(foundry.operations.at(-1)!.data).toEqual([
      { _id: actor.id, system: { conditions: { prone: true } } },
    ]);
  });

  it("ignore changes from elements that name no field", async () => {
    const actor = await sampleActor("mano");
    const before = writes();
    await change(actorSheet(actor), { name: "" });
    await settle();
    expect(writes()).toBe(before);
  });
});

/**
 * The reason a disabled button gives: the tooltip of the wrapper around it (a disabled button
 * gets no pointer events, so a tooltip on the button itself never shows) and its description
 * to assistive technology, which must say the same.
 */
function reasonShown(button: HTMLButtonElement): string | undefined {
  expect(button.dataset.tooltip).toBeUndefined();
  const wrap = button.parentElement!;
  expect(wrap.classList.contains("ae-button-wrap")).toBe(true);
  expect(button.getAttribute("aria-description")).toBe(wrap.dataset.tooltip);
  return wrap.dataset.tooltip;
}

describe("RULES 5 position actions on the Mano a Mano sheet", () => {
  const lastUpdate = (from: number) => foundry.operations.slice(from);

  it("Rest: Bruno's 3 stun all come back and he is in the resting row (+5 defence), in one update", async () => {
    const actor = await sampleActor("mano");
    const before = writes();
    await click(actorSheet(actor), "positionAction", { position: "rest" });
    expect(lastUpdate(before)).toEqual([
      expect.objectContaining({
        action: "update",
        documentName: "Actor",
        data: [expect.objectContaining({ system: { stance: "resting", stun: 0 } })],
      }),
    ]);
  });

  it("Drop puts him on the ground in one update; Stand, off while he stood, then gets him up", async () => {
    const actor = await sampleActor("mano");
    const sheet = actorSheet(actor);
    const stand = (await shown(sheet)).querySelector<HTMLButtonElement>(
      '[data-action="positionAction"][data-position="stand"]',
    )!;
    expect(stand.disabled).toBe(true);
    expect(reasonShown(stand)).toBe("Already standing.");
    let before = writes();
    await click(sheet, "positionAction", { position: "drop" });
    expect(lastUpdate(before)).toHaveLength(1);
    expect((actor.system as unknown as { posture: string }).posture).toBe("ground");
    await sheet.render();
    before = writes();
    await click(sheet, "positionAction", { position: "stand" });
    expect(lastUpdate(before)).toHaveLength(1);
    expect((actor.system as unknown as { posture: string }).posture).toBe("standing");
  });

  it("Instant stand is strenuous: off for an injured character (stun + damage 9 ≥ toughness 7)", async () => {
    const actor = await sampleActor("mano");
    await actor.update({ system: { posture: "ground", stun: 7 } } as never);
    const button = (await shown(actorSheet(actor))).querySelector<HTMLButtonElement>(
      '[data-action="positionAction"][data-position="instantStand"]',
    )!;
    expect(button.disabled).toBe(true);
    expect(reasonShown(button)).toBe("Only a healthy character can do a strenuous action.");
  });
});

describe("item buttons on the actor sheet", () => {
  it("equip or unequip a weapon in one update of the weapon", async () => {
    const actor = await sampleActor("mano");
    const machete = actor.items.contents.find((i) => i.name === "Machete")!;
    const before = writes();
    await click(actorSheet(actor), "toggleEquipped", { itemId: machete.id });
    expect(foundry.operations.slice(before)).toEqual([
      {
        action: "update",
        documentName: "Item",
        parent: actor.uuid,
        data: [{ _id: machete.id, system: { equipped: false } }],
      },
    ]);
  });

  it("the keyboard focus stays on the toggle used when the sheet is drawn again", async () => {
    const actor = await sampleActor("mano");
    const machete = actor.items.contents.find((i) => i.name === "Machete")!;
    const sheet = actorSheet(actor);
    const toggle = (await shown(sheet)).querySelector<HTMLElement>(
      `[data-action=toggleEquipped][data-item-id="${machete.id}"]`,
    )!;
    toggle.focus();
    await click(sheet, "toggleEquipped", { itemId: machete.id });
    // Foundry draws the sheet again after the item's update
    await sheet.render();
    const focused = sheet.element.ownerDocument.activeElement as HTMLElement;
    expect(focused).not.toBe(toggle);
    expect([focused.dataset.action, focused.dataset.itemId]).toEqual([
      "toggleEquipped",
      machete.id,
    ]);
    expect(focused.getAttribute("aria-pressed")).toBe("false");
  });

  it("switch a stance on or off in one update", async () => {
    const actor = await sampleActor("action");
    const stance = actor.items.contents.find((i) => i.type === "action-stance")!;
    const before = writes();
    await click(actorSheet(actor), "toggleActive", { itemId: stance.id });
    expect(foundry.operations.slice(before)).toHaveLength(1);
    expect(stance.system.active).toBe(false);
  });

  it("create a named item of the button's type in one operation and open its sheet", async () => {
    const actor = await sampleActor("rounds");
    const before = writes();
    await click(actorSheet(actor), "createItem", { type: "mano-gear" });
    const ops = foundry.operations.slice(before);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ action: "create", documentName: "Item", parent: actor.uuid });
    expect(ops[0].data).toMatchObject([{ name: "New gear", type: "mano-gear" }]);
    const created = actor.items.contents.find((i) => i.name === "New gear")!;
    const sheet = (created as unknown as { sheet: SheetDouble }).sheet;
    expect(sheet).toBeInstanceOf(ActionEngineItemSheet);
    expect(sheet.rendered).toHaveLength(1);
  });

  it("RULES 2 covering fire from the Desert Eagle (7-round clip, 5 loaded): 4 rounds leave, the shooter is marked, one write", async () => {
    const actor = await sampleActor("occult");
    const eagle = actor.items.contents.find((i) => i.name === "Desert Eagle")!;
    const before = writes();
    await click(actorSheet(actor), "coveringFire", { itemId: eagle.id });
    expect(foundry.operations.slice(before)).toEqual([
      {
        action: "update",
        documentName: "Actor",
        parent: null,
        data: [
          {
            _id: actor.id,
            system: { conditions: { coveringFire: true } },
            items: [{ _id: eagle.id, system: { magazine: { loaded: 1 } } }],
          },
        ],
      },
    ]);
    // 1 round left is less than half the clip: refused with its reason, nothing written
    const again = writes();
    await click(actorSheet(actor), "coveringFire", { itemId: eagle.id });
    expect(writes()).toBe(again);
    expect(foundry.notifications.shown.at(-1)?.message).toBe(
      "Covering fire with Desert Eagle needs half the clip loaded: 4 rounds (1 in it now).",
    );
  });

  it("RULES 5 load: the musket's reload is 9 actions: Unload (1/9), eight Loads, one item write each; Load is off while it is full", async () => {
    const actor = await sampleActor("mano");
    const [musket] = await (
      actor as unknown as {
        createEmbeddedDocuments(t: string, d: object[]): Promise<DocumentHandle[]>;
      }
    ).createEmbeddedDocuments("Item", [
      {
        name: "Flintlock musket",
        type: "mano-weapon",
        system: {
          kind: "gun",
          power: 8,
          range: 100,
          reloadActions: 9,
          shots: { capacity: 1, loaded: 1 },
        },
      },
    ]);
    const sheet = actorSheet(actor);
    // the sheet drawn again after each write, as Foundry does on the item's update
    const reload = async (step: string) => {
      await click(sheet, "reload", { itemId: musket.id, step });
      await sheet.render();
    };
    const button = async (step: string) =>
      (await shown(sheet)).querySelector<HTMLButtonElement>(
        `[data-action="reload"][data-step="${step}"][data-item-id="${musket.id}"]`,
      )!;
    const load = await button("load");
    expect(load.disabled).toBe(true);
    expect(reasonShown(load)).toBe("It is fully loaded.");
    expect(load.getAttribute("aria-label")).toBe("Load Flintlock musket");
    let before = writes();
    await reload("unload");
    expect(foundry.operations.slice(before)).toEqual([
      {
        action: "update",
        documentName: "Item",
        parent: actor.uuid,
        data: [{ _id: musket.id, system: { shots: { loaded: 0, reloading: 1 } } }],
      },
    ]);
    expect((await shown(sheet)).textContent).toContain("1/9 actions");
    expect((await button("unload")).disabled).toBe(true);
    for (let i = 0; i < 7; i++) await reload("load");
    expect((musket.system as unknown as { shots: object }).shots).toMatchObject({
      loaded: 0,
      reloading: 8,
    });
    expect((await shown(sheet)).textContent).toContain("8/9 actions");
    before = writes();
    await reload("load");
    expect(writes()).toBe(before + 1);
    expect((musket.system as unknown as { shots: object }).shots).toMatchObject({
      loaded: 1,
      reloading: 0,
    });
    // full again: Load is off with its reason
    expect((await button("load")).disabled).toBe(true);
  });

  it("open an item's sheet to edit it, writing nothing", async () => {
    const actor = await sampleActor("occult");
    const eagle = actor.items.contents.find((i) => i.name === "Desert Eagle")!;
    const before = writes();
    await click(actorSheet(actor), "editItem", { itemId: eagle.id });
    expect((eagle as unknown as { sheet: SheetDouble }).sheet.rendered).toHaveLength(1);
    expect(writes()).toBe(before);
  });

  it("delete an item only once the user confirms, in one operation", async () => {
    const actor = await sampleActor("okrpg");
    const rope = actor.items.contents.find((i) => i.name === "Climbing rope")!;
    const sheet = actorSheet(actor);
    const before = writes();
    ConfirmingDialogV2.confirmAnswers = [false];
    await click(sheet, "deleteItem", { itemId: rope.id });
    expect(writes()).toBe(before);
    await click(sheet, "deleteItem", { itemId: rope.id });
    expect(foundry.operations.slice(before)).toEqual([
      { action: "delete", documentName: "Item", parent: actor.uuid, data: [rope.id] },
    ]);
    expect(ConfirmingDialogV2.confirms[0]).toMatchObject({
      window: { title: "Delete an item" },
      content: "<p>Climbing rope will be removed from Jack Marlowe. This cannot be undone.</p>",
    });
  });

  it("add and remove a line of a stored list in one update each", async () => {
    const actor = await sampleActor("occult");
    const sheet = actorSheet(actor);
    const before = writes();
    await click(sheet, "addEntry", { list: "system.weaponSkills" });
    await click(sheet, "removeEntry", { list: "system.weaponSkills", index: "0" });
    const ops = foundry.operations.slice(before);
    expect(ops.map((op) => op.data)).toEqual([
      [
        {
          _id: actor.id,
          system: {
            weaponSkills: [
              { name: "Pistol", bonus: 15 },
              { name: "", bonus: 0 },
            ],
          },
        },
      ],
      [{ _id: actor.id, system: { weaponSkills: [{ name: "", bonus: 0 }] } }],
    ]);
  });

  it("change the picture through Foundry's file picker, in one update", async () => {
    const actor = await sampleActor("action");
    const before = writes();
    await click(actorSheet(actor), "editImage");
    expect(FilePicker.opened).toHaveLength(1);
    expect(FilePicker.opened[0].options.type).toBe("image");
    FilePicker.opened[0].options.callback!("worlds/heroes/max.webp");
    await vi.waitFor(() => expect(writes()).toBe(before + 1));
    expect(foundry.operations.at(-1)!.data).toEqual([
      { _id: actor.id, img: "worlds/heroes/max.webp" },
    ]);
  });
});

describe("dropping an item on an actor sheet", () => {
  it("refuses an item of another ruleset with one notification and writes nothing", async () => {
    const actor = await sampleActor("okrpg");
    const eagle = (await Item.create({
      name: "Desert Eagle",
      type: "occult-weapon",
    } as never)) as unknown;
    const before = writes();
    await actorSheet(actor)._onDropItem({}, eagle);
    expect(writes()).toBe(before);
    expect(foundry.notifications.shown.map((n) => n.message)).toEqual([
      "Desert Eagle cannot be added to Jack Marlowe: the item is from Occult Ops, the character from OK RPG Rules: Action.",
    ]);
  });

  it("copies an item from another character of the same ruleset in one operation", async () => {
    const bruno = await sampleActor("mano");
    const lena = await sampleActor("rounds");
    const machete = bruno.items.contents.find((i) => i.name === "Machete")!;
    const before = writes();
    await actorSheet(lena)._onDropItem({}, machete);
    const ops = foundry.operations.slice(before);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ action: "create", documentName: "Item", parent: lena.uuid });
    expect(lena.items.contents.map((i) => i.name)).toContain("Machete");
    expect(foundry.notifications.shown).toEqual([]);
  });
});

describe("the sheet's tabs and permissions", () => {
  it("keeps the tab a user switched to across renders", async () => {
    const actor = await sampleActor("mano");
    const sheet = actorSheet(actor);
    sheet.changeTab("gear", "primary");
    await sheet.render();
    const header = sheet.rendered[0].contexts.header as unknown as ActorSheetContext;
    expect(header.tabList.find((t) => t.active)!.id).toBe("gear");
  });

  it("is read-only for a player who does not own the character", async () => {
    const actor = await sampleActor("okrpg");
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = false;
    const sheet = actorSheet(actor);
    await sheet.render();
    const header = sheet.rendered[0].contexts.header as unknown as ActorSheetContext;
    expect(header.editable).toBe(false);
    expect(header.name.disabled).toBe(true);
    expect(header.editImage).toBeNull();
  });
});

describe("the item sheet class", () => {
  it("renders its header and body and writes one input to the item", async () => {
    const actor = await sampleActor("occult");
    const jacket = actor.items.contents.find((i) => i.name === "Flak jacket")!;
    const sheet = itemSheet(jacket);
    await sheet.render();
    expect(sheet.rendered[0].parts).toEqual(["header", "body"]);
    expect(sheet.rendered[0].contexts.header).toMatchObject({ stats: [{ value: "4" }] });
    const before = writes();
    await change(sheet, { name: "system.hp.value", value: "40" });
    await vi.waitFor(() => expect(writes()).toBe(before + 1));
    expect(foundry.operations.at(-1)).toMatchObject({
      documentName: "Item",
      parent: actor.uuid,
      data: [{ _id: jacket.id, system: { hp: { value: 40 } } }],
    });
  });

  it("refuses a value out of the descriptor's bounds and writes nothing", async () => {
    const actor = await sampleActor("mano");
    const helmet = actor.items.contents.find((i) => i.name === "Helmet")!;
    const sheet = itemSheet(helmet);
    const before = writes();
    await change(sheet, { name: "system.cover", value: "101" });
    await vi.waitFor(() => expect(foundry.notifications.shown).toHaveLength(1));
    expect(foundry.notifications.shown[0].message).toBe(
      "Cover was not changed: Cover must be between 0 and 100, got 101.",
    );
    expect(writes()).toBe(before);
  });
});

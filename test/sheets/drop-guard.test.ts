import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleActor, startFoundry, type DocumentHandle } from "./fixtures";
import type { FoundryDouble } from "../foundry";
import { ActorSheetV2, resetSheetDoubles } from "../foundry/sheets";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { coreItemDrop } from "../../src/sheets/foundry/drop";
import { registerSheets } from "../../src/sheets/foundry/register";

/*
 * Issue 32 (2): the sheet hands a dropped item to Foundry's ActorSheetV2#_onDropItem through the
 * prototype. No public source says v14 keeps that name; renamed, the call must not throw: the
 * sheet then makes the documented default drop itself (a copy of the item on the actor, nothing
 * for the actor's own item). Run on the double's v13 and v14 generations.
 */

interface Droppable {
  _onDropItem(event: object, item: unknown): Promise<unknown>;
}

let foundry: FoundryDouble;
const coreDrop = Object.getOwnPropertyDescriptor(ActorSheetV2.prototype, "_onDropItem")!;

beforeEach(() => {
  foundry = startFoundry();
  resetSheetDoubles();
  registerSheets();
});
afterEach(() => Object.defineProperty(ActorSheetV2.prototype, "_onDropItem", coreDrop));

const sheetOf = (actor: DocumentHandle) =>
  new ActionEngineActorSheet({ document: actor } as never) as unknown as Droppable;

/** Foundry without ActorSheetV2#_onDropItem (renamed or gone). */
function withoutCoreDrop(): void {
  delete (ActorSheetV2.prototype as unknown as Record<string, unknown>)._onDropItem;
}

describe("dropping an item when Foundry's ActorSheetV2#_onDropItem is not there", () => {
  it("is found while it is there, and missed once it is gone", () => {
    expect(coreItemDrop()).toBe(coreDrop.value);
    withoutCoreDrop();
    expect(coreItemDrop()).toBeNull();
  });

  it("copies the dropped item onto the actor in one operation", async () => {
    const bruno = await sampleActor("mano");
    const lena = await sampleActor("rounds");
    const machete = bruno.items.contents.find((i) => i.name === "Machete")!;
    withoutCoreDrop();
    const before = foundry.operations.length;
    await sheetOf(lena)._onDropItem({}, machete);
    const ops = foundry.operations.slice(before);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ action: "create", documentName: "Item", parent: lena.uuid });
    const copy = lena.items.contents.find((i) => i.name === "Machete")!;
    expect(copy.id).not.toBe(machete.id);
    expect(bruno.items.contents.map((i) => i.name)).toContain("Machete");
  });

  it("creates nothing for an item already on the actor (a sort within the sheet)", async () => {
    const lena = await sampleActor("rounds");
    withoutCoreDrop();
    const before = foundry.operations.length;
    await sheetOf(lena)._onDropItem({}, lena.items.contents[0]);
    expect(foundry.operations.length).toBe(before);
  });

  it("still refuses an item of another ruleset first", async () => {
    const actor = await sampleActor("okrpg");
    const eagle = await Item.create({ name: "Desert Eagle", type: "occult-weapon" } as never);
    withoutCoreDrop();
    const before = foundry.operations.length;
    await sheetOf(actor)._onDropItem({}, eagle);
    expect(foundry.operations.length).toBe(before);
    expect(foundry.notifications.shown).toHaveLength(1);
  });
});

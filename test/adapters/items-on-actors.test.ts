import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { registerDocuments } from "../../src/documents/registry";
import { registerSettings } from "../../src/settings";

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
});

interface ActorLike {
  id: string;
  uuid: string;
  items: Map<string, { name: string }>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown[]>;
}
const makeActor = async (type: string, name = "Hero") =>
  (await Actor.create({ name, type } as never)) as unknown as ActorLike;

describe("an item of another ruleset is refused on an actor", () => {
  it("writes nothing and warns, naming the item, the actor and both rulesets", async () => {
    const hero = await makeActor("okrpg", "Jack");
    const writesBefore = foundry.operations.length;
    const created = await hero.createEmbeddedDocuments("Item", [
      { name: "Desert Eagle", type: "occult-weapon" },
    ]);
    expect(created).toEqual([]);
    expect(foundry.operations.length).toBe(writesBefore);
    expect(hero.items.size).toBe(0);
    expect(foundry.notifications.shown).toMatchObject([
      {
        type: "warning",
        message:
          "Desert Eagle cannot be added to Jack: the item is from Occult Ops, the character from OK RPG Rules: Action.",
      },
    ]);
  });

  it("keeps the fitting items of a mixed drop: one write holding only those", async () => {
    const hero = await makeActor("okrpg");
    await hero.createEmbeddedDocuments("Item", [
      { name: "Katana", type: "okrpg-weapon" },
      { name: "Shotgun", type: "action-weapon" },
      { name: "Kevlar", type: "okrpg-armor" },
    ]);
    const writes = foundry.operations.filter((op) => op.parent === hero.uuid);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ action: "create", documentName: "Item" });
    expect(writes[0].data.map((d) => (d as { name: string }).name)).toEqual(["Katana", "Kevlar"]);
    expect(foundry.notifications.shown.map((n) => n.type)).toEqual(["warning"]);
  });

  it("lets Action Rounds characters carry Mano a Mano items [I-7], but not other rulesets' items", async () => {
    const fighter = await makeActor("rounds");
    await fighter.createEmbeddedDocuments("Item", [{ name: "Machete", type: "mano-weapon" }]);
    await fighter.createEmbeddedDocuments("Item", [
      { name: "Tiger stance", type: "action-stance" },
    ]);
    expect([...fighter.items.values()].map((i) => i.name)).toEqual(["Machete"]);
    expect(foundry.notifications.shown).toHaveLength(1);
  });

  it("refuses the same way when the item is created with the actor as its parent", async () => {
    const hero = await makeActor("mano");
    const made = await Item.create(
      { name: "Flak jacket", type: "occult-armor" } as never,
      {
        parent: hero,
      } as never,
    );
    expect(made).toBeUndefined();
    expect(foundry.operations.filter((op) => op.parent === hero.uuid)).toEqual([]);
  });

  it("leaves world items of any ruleset alone: only owning them is refused", async () => {
    await Item.create({ name: "Spare katana", type: "okrpg-weapon" } as never);
    await Item.create({ name: "Spare musket", type: "mano-weapon" } as never);
    expect(foundry.items.size).toBe(2);
    expect(foundry.notifications.shown).toEqual([]);
  });
});

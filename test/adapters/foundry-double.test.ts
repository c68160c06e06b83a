import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { OWNERSHIP } from "../foundry/documents";
import { registerDocuments } from "../../src/documents/registry";
import { registerSettings } from "../../src/settings";

// The behaviours of the Foundry double that the adapters and their tests rely on.
let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
});

type Doc = {
  id: string;
  isOwner: boolean;
  testUserPermission(user: object, level: string | number): boolean;
  createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string }[]>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<string[]>;
  items: Map<string, unknown>;
  uuid: string;
};
const make = async (data: object = {}) =>
  (await Actor.create({ name: "Owned", type: "mano", ...data } as never)) as unknown as Doc;

describe("the Foundry double", () => {
  it("lets a GM own everything and a player what its ownership level grants", async () => {
    const actor = await make({
      ownership: { default: OWNERSHIP.OBSERVER, player00000000001: OWNERSHIP.OWNER },
    });
    expect(actor.isOwner).toBe(true);
    foundry.user.isGM = false;
    expect(actor.isOwner).toBe(false);
    expect(actor.testUserPermission(foundry.user, "OBSERVER")).toBe(true);
    foundry.user.id = "player00000000001";
    expect(actor.isOwner).toBe(true);
  });

  it("writes each create, update or delete call as one operation, whatever the batch size", async () => {
    const actor = await make();
    const items = await actor.createEmbeddedDocuments("Item", [
      { name: "Hand", type: "mano-weapon" },
      { name: "Foot", type: "mano-weapon" },
    ]);
    await actor.deleteEmbeddedDocuments(
      "Item",
      items.map((i) => i.id),
    );
    expect(
      foundry.operations.map((op) => [op.action, op.documentName, op.parent, op.data.length]),
    ).toEqual([
      ["create", "Actor", null, 1],
      ["create", "Item", actor.uuid, 2],
      ["delete", "Item", actor.uuid, 2],
    ]);
    expect(actor.items.size).toBe(0);
  });

  it("cancels a creation when a preCreate hook returns false", async () => {
    foundry.hooks.on("preCreateActor", () => false);
    expect(await Actor.create({ name: "No", type: "mano" } as never)).toBeUndefined();
    expect(foundry.operations).toEqual([]);
  });

  it("localises from lang/en.json and throws on a missing key", () => {
    expect(foundry.i18n.localize("ACTION_ENGINE.Ruleset.mano")).toBe("Mano a Mano");
    expect(
      foundry.i18n.format("ACTION_ENGINE.Error.TooLow", { name: "stun", min: 0, value: -1 }),
    ).toBe("stun must be at least 0, got -1.");
    expect(() => foundry.i18n.localize("ACTION_ENGINE.Nope")).toThrow(/Missing lang key/);
  });
});

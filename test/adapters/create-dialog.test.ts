import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { registerDocuments } from "../../src/documents/registry";
import { RULESET_IDS, type RulesetId } from "../../src/rules/rulesets";
import { registerSettings } from "../../src/settings";

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
});

const ITEMS_OF: Record<RulesetId, string[]> = {
  okrpg: ["okrpg-attribute", "okrpg-weapon", "okrpg-armor", "okrpg-gear"],
  occult: ["occult-weapon", "occult-armor", "occult-gear"],
  action: ["action-weapon", "action-schtick", "action-stance", "action-gear"],
  rounds: ["mano-weapon", "mano-armor", "mano-gear"],
  mano: ["mano-weapon", "mano-armor", "mano-gear"],
};

/** The sidebar's Create button opens the configured document class's dialog. */
async function offered(documentName: "Actor" | "Item", options: object = {}) {
  const cls = CONFIG[documentName].documentClass as unknown as {
    createDialog(...args: unknown[]): Promise<unknown>;
  };
  await cls.createDialog({}, {}, options);
  return foundry.dialogs.at(-1)!.types;
}

describe("the Create dialogs offer only the world's ruleset's types", () => {
  it.each(RULESET_IDS)("in a %s world", async (ruleset) => {
    await foundry.settings.set("action-engine", "ruleset", ruleset);
    expect(await offered("Actor")).toEqual([ruleset]);
    expect((await offered("Item")).sort()).toEqual([...ITEMS_OF[ruleset]].sort());
  });

  it("narrows a caller's own list of types, but never adds another ruleset's", async () => {
    await foundry.settings.set("action-engine", "ruleset", "occult");
    expect(await offered("Item", { types: ["occult-armor", "okrpg-armor"] })).toEqual([
      "occult-armor",
    ]);
  });
});

describe("switching the world's ruleset", () => {
  it("keeps existing documents working; only what can be created changes", async () => {
    const hero = (await Actor.create({
      name: "Jack",
      type: "okrpg",
      system: { wounds: { nonlethal: 5 } },
      items: [{ name: "Katana", type: "okrpg-weapon" }],
    } as never)) as unknown as {
      system: { condition: { impaired: boolean } };
      items: Map<string, unknown>;
      update(data: object): Promise<unknown>;
    };
    const writes = foundry.operations.length;

    await foundry.settings.set("action-engine", "ruleset", "mano");

    expect(foundry.operations.length).toBe(writes);
    expect(hero.items.size).toBe(1);
    expect(hero.system.condition.impaired).toBe(true);
    await hero.update({ "system.wounds.nonlethal": 0 });
    expect(hero.system.condition.impaired).toBe(false);
    expect(await offered("Actor")).toEqual(["mano"]);
  });
});

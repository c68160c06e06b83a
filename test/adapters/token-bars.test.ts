import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { getProperty } from "../foundry/utils";
import { registerDocuments } from "../../src/documents/registry";
import { TOKEN_BARS } from "../../src/documents/token-bars";
import { RULESET_IDS } from "../../src/rules/rulesets";
import { registerSettings } from "../../src/settings";

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
});

interface Bar {
  value: number;
  max: number;
}
interface TokenActor {
  uuid: string;
  id: string;
  system: Record<string, unknown>;
  modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta?: boolean,
    isBar?: boolean,
  ): Promise<unknown>;
}
const make = async (type: string, system: object = {}) =>
  (await Actor.create({ name: "T", type, system } as never)) as unknown as TokenActor;

const lastWrite = () => foundry.operations.at(-1)!;

describe("token bars", () => {
  it.each(RULESET_IDS)(
    "a %s actor offers every configured bar as a value/max pair",
    async (type) => {
      const actor = await make(type);
      const config = (
        CONFIG.Actor.trackableAttributes as Record<string, { bar: string[]; value: string[] }>
      )[type];
      expect(config.bar).toEqual(TOKEN_BARS[type].bar);
      for (const path of config.bar) {
        const bar = getProperty(actor.system, path) as Bar;
        expect(typeof bar.value, path).toBe("number");
        expect(typeof bar.max, path).toBe("number");
      }
      for (const path of config.value)
        expect(typeof getProperty(actor.system, path), path).toBe("number");
      expect(config.bar).toContain(TOKEN_BARS[type].primary);
      expect(config.bar).toContain(TOKEN_BARS[type].secondary);
    },
  );

  it("an Action hero's Hits bar takes a hit: one write of the stored current value", async () => {
    const hero = await make("action", { attributes: { body: 5 } });
    const writes = foundry.operations.length;
    await hero.modifyTokenAttribute("hits", -1, true, true);
    expect(foundry.operations.length).toBe(writes + 1);
    expect(lastWrite()).toMatchObject({
      action: "update",
      documentName: "Actor",
      data: [{ _id: hero.id, system: { hits: { value: 4 } } }],
    });
    expect(hero.system.hits).toEqual({ value: 4, max: 5, stored: 4 });
  });

  it("the OK RPG health bar writes nonlethal points (what is left before Out at 10)", async () => {
    const hero = await make("okrpg", { wounds: { lethal: 2 } });
    expect(hero.system.health).toEqual({ value: 8, max: 10 });
    await hero.modifyTokenAttribute("health", -3, true, true);
    expect(lastWrite().data).toEqual([{ _id: hero.id, system: { wounds: { nonlethal: 3 } } }]);
    expect(hero.system.health).toEqual({ value: 5, max: 10 });
  });

  it("the OK RPG lethal bar writes lethal points, and a mook's health bar its points", async () => {
    const hero = await make("okrpg");
    await hero.modifyTokenAttribute("lethalHealth", 6, false, true);
    expect(lastWrite().data).toEqual([{ _id: hero.id, system: { wounds: { lethal: 4 } } }]);
    const mook = await make("okrpg", { mookSystem: "mook" });
    await mook.modifyTokenAttribute("health", -20, true, true);
    expect(lastWrite().data).toEqual([{ _id: mook.id, system: { mook: { points: 7 } } }]);
  });

  it("a Mano a Mano harm track and an Action Rounds hit-point bar move stun", async () => {
    const fighter = await make("mano", { toughness: 7, stamina: 14, damage: 2 });
    await fighter.modifyTokenAttribute("harmTrack", 9, false, true);
    expect(lastWrite().data).toEqual([{ _id: fighter.id, system: { stun: 3 } }]);
    const rounds = await make("rounds", { strength: 5 });
    await rounds.modifyTokenAttribute("hp", -4, true, true);
    expect(lastWrite().data).toEqual([{ _id: rounds.id, system: { stun: 4 } }]);
    expect(rounds.system.hp).toEqual({ value: 6, max: 10 });
  });

  it("a stored track (Occult Ops hit points) goes through Foundry's own bar edit, clamped to 0..max", async () => {
    const agent = await make("occult", { hp: { value: 10, max: 12 } });
    await agent.modifyTokenAttribute("hp", -15, true, true);
    expect(lastWrite().data).toEqual([{ _id: agent.id, system: { hp: { value: 0 } } }]);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { EFFECT_MODES } from "../foundry/documents";
import { installFoundry, type FoundryDouble } from "../foundry";
import { DataModelValidationError } from "../foundry/fields";
import { DATA_MODELS, registerDocuments } from "../../src/documents/registry";
import { parseRank } from "../../src/rules/ranks";
import { registerSettings } from "../../src/settings";

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
});

type Sys = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads derived data
async function actor(type: string, system: Sys = {}, items: Sys[] = [], effects: Sys[] = []) {
  const created = await Actor.create({ name: `A ${type}`, type, system, items, effects } as never);
  return created as unknown as {
    system: Sys;
    items: Map<string, unknown>;
    update(d: Sys): Promise<unknown>;
    ruleset: string;
    modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown>;
  };
}
const attribute = (name: string, rank: string, roles: string[]) => ({
  name,
  type: "okrpg-attribute",
  system: { rank: parseRank(rank), roles },
});

describe("every data model carries its ruleset", () => {
  it.each(Object.entries(DATA_MODELS.Actor))("actor type %s", async (type) => {
    const a = await actor(type);
    expect(a.system.ruleset).toBe(type);
    expect(a.ruleset).toBe(type);
  });

  it.each(Object.keys(DATA_MODELS.Item))("item type %s", async (type) => {
    const item = (await Item.create({ name: "I", type } as never)) as unknown as {
      system: Sys;
      ruleset: string;
    };
    expect(item.system.ruleset).toBe(type.split("-")[0]);
    expect(item.ruleset).toBe(type.split("-")[0]);
  });
});

describe("data models refuse bad data", () => {
  it("refuses to create an actor with data outside the schema, and writes nothing", async () => {
    await expect(actor("mano", { stun: -1 })).rejects.toThrow(DataModelValidationError);
    await expect(actor("okrpg", { mookSystem: "heroic" })).rejects.toThrow(/mookSystem/);
    expect(foundry.operations).toEqual([]);
  });

  it("refuses an update outside the schema, and writes nothing", async () => {
    const a = await actor("occult");
    const before = foundry.operations.length;
    await expect(a.update({ "system.fatigue.points": 0 })).rejects.toThrow(/fatigue.points/);
    expect(foundry.operations.length).toBe(before);
    expect(a.system.fatigue.points).toBe(5);
  });
});

describe("OK RPG derived values (RULES 1.1, 1.3, 1.6, 1.7)", () => {
  const hero = [
    attribute("Kung Fu", "Grt", ["initiative", "attack", "defence"]),
    attribute("Brawn", "Grt", ["strength", "toughness"]),
    attribute("Grit", "Gd", ["recovery", "healing"]),
    attribute("Build", "Avg", ["size"]),
  ];

  it("reads the seed's DR and recovery table: Grt toughness → DR Gd, Gd recovery → 2/3 a round, 1 a week", async () => {
    const a = await actor("okrpg", {}, hero);
    expect(a.system.roles.toughness).toEqual({ step: parseRank("Grt"), attribute: "Brawn" });
    expect(a.system.dr).toBe(parseRank("Gd"));
    expect(a.system.recovery.perRound).toBeCloseTo(2 / 3);
    expect(a.system.recovery.rate).toEqual({ num: 2, den: 3 });
    expect(a.system.healing.perWeek).toBe(1);
  });

  it("moves by net strength (the seed's Net Strength table): Gd net runs 7 m/s, Grt net 10 m/s", async () => {
    const a = await actor("okrpg", {}, hero);
    expect(a.system.netStrength).toBe(parseRank("Gd"));
    expect(a.system.movement.run).toBe(7);
    const g = await actor("okrpg", {}, [
      attribute("Brawn", "Ext", ["strength"]),
      attribute("Build", "Avg", ["size"]),
    ]);
    expect(g.system.movement.run).toBe(10);
  });

  it("tracks damage: 5 points impair (−1 FR), 7 down, 10 out, 10 lethal dying with 90 minutes", async () => {
    const a = await actor("okrpg", { wounds: { nonlethal: 3, lethal: 2 } });
    expect(a.system.condition).toMatchObject({ impaired: true, down: false });
    expect(a.system.impairment).toBe(-2);
    expect(a.system.health).toEqual({ value: 5, max: 10 });
    await a.update({ "system.wounds.lethal": 10, "system.wounds.nonlethal": 0 });
    expect(a.system.condition).toMatchObject({ out: true, dying: true });
    expect(a.system.condition.timeLeft).toMatchObject({ amount: 90, unit: "minutes" });
    expect(a.system.lethalHealth).toEqual({ value: 0, max: 10 });
    expect(a.system.fallen).toBe(true);
  });

  it("uses the world's default damage system unless the actor picks its own (RULES 1.7)", async () => {
    await foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "mook");
    const mook = await actor("okrpg", { mook: { points: 5 } });
    expect(mook.system.damageSystem).toBe("mook");
    expect(mook.system.mookState).toEqual({ system: "mook", points: 5 });
    expect(mook.system.fallen).toBe(true);
    expect(mook.system.health).toEqual({ value: 2, max: 7 });
    // The line on the mook's scrap of paper, from its DR (Avg): the ranks doing 1 … 7 points.
    expect(mook.system.mookChart.at(0)).toEqual({ damage: parseRank("Def"), points: 1 });
    expect(mook.system.mookChart.at(-1)).toMatchObject({ points: 7 });
    const full = await actor("okrpg", { mookSystem: "full", mook: { points: 5 } });
    expect(full.system.damageSystem).toBe("full");
    expect(full.system.mookState).toBeNull();
    expect(full.system.fallen).toBe(false);
  });

  it("follows a change of the world's default damage system at once", async () => {
    const a = await actor("okrpg");
    expect(a.system.damageSystem).toBe("full");
    await foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    expect(a.system.damageSystem).toBe("simplest");
  });

  it("counts even-simpler tags [I-5] and simplest downs on the health bar", async () => {
    const tagged = await actor("okrpg", { mookSystem: "evenSimpler", mook: { status: "tagged" } });
    expect(tagged.system.health).toEqual({ value: 2, max: 3 });
    expect(tagged.system.fallen).toBe(false);
    const down = await actor("okrpg", { mookSystem: "simplest", mook: { down: true } });
    expect(down.system.health).toEqual({ value: 0, max: 1 });
    expect(down.system.fallen).toBe(true);
  });

  it("lists equipped armor and resolves each weapon's attack attribute", async () => {
    const a = await actor("okrpg", {}, [
      ...hero,
      attribute("Gunslinging", "Gd", ["attack"]),
      {
        name: "Vest",
        type: "okrpg-armor",
        system: { protection: 4, coverage: 2, protectionByType: { cutting: 2 } },
      },
      { name: "Spare vest", type: "okrpg-armor", system: { equipped: false } },
      { name: "Pistol", type: "okrpg-weapon", system: { attribute: "gunslinging" } },
      { name: "Fist", type: "okrpg-weapon" },
    ]);
    expect(a.system.armor).toEqual([
      expect.objectContaining({
        name: "Vest",
        protection: 4,
        coverage: 2,
        protectionByType: { cutting: 2 },
      }),
    ]);
    const weapons = Object.fromEntries(a.system.weapons.map((w: Sys) => [w.name, w]));
    expect(weapons.Pistol).toMatchObject({ attackStep: parseRank("Gd"), attribute: "Gunslinging" });
    expect(weapons.Fist).toMatchObject({ attackStep: parseRank("Grt"), attribute: "Kung Fu" });
  });
});

describe("Occult Ops derived values (RULES 2)", () => {
  it("gives the flak jacket of the seed DR 5 at 50 HP, DR 4 at 45, and sums worn armor for the bar", async () => {
    const a = await actor("occult", {}, [
      { name: "Flak jacket", type: "occult-armor", system: { hp: { value: 45, max: 50 } } },
      { name: "Helmet", type: "occult-armor", system: { hp: { value: 9, max: 20 } } },
    ]);
    expect(a.system.armor.map((x: Sys) => x.dr)).toEqual([4, 0]);
    expect(a.system.armorHp).toEqual({ value: 54, max: 70 });
    const jacket = (await Item.create({
      name: "J",
      type: "occult-armor",
      system: { hp: { value: 50, max: 50 } },
    } as never)) as unknown as { system: Sys };
    expect(jacket.system.dr).toBe(5);
  });

  it("turns fatigued after as many rounds as fatigue points, exhausted at twice (−10% / −20%)", async () => {
    const a = await actor("occult", { fatigue: { points: 4, roundsFought: 4 } });
    expect(a.system.fatigueState).toBe("fatigued");
    expect(a.system.strikeModifiers).toContain("fatigued");
    await a.update({ "system.fatigue.roundsFought": 8 });
    expect(a.system.fatigueState).toBe("exhausted");
    expect(a.system.strikeModifiers).toContain("exhausted");
  });

  it("brings the actor's conditions to the modifier tables, and STR's damage bonus", async () => {
    const a = await actor("occult", { str: 8, conditions: { prone: true, dodge: true } });
    expect(a.system.strikeModifiers).toEqual(["prone"]);
    expect(a.system.defenceModifiers).toEqual(["prone", "dodge"]);
    expect(a.system.strBonus).toBe(2);
  });
});

describe("Action derived values (RULES 3)", () => {
  it("gives heroes and villains Body hits and Mind fortune (at least 3), henchmen 3 and 3, mooks 1 and 0", async () => {
    const hero = await actor("action", { attributes: { body: 5, mind: 2 } });
    // the bars also carry the value as stored: null = full
    expect(hero.system.hits).toEqual({ value: 5, max: 5, stored: null });
    expect(hero.system.fortune).toEqual({ value: 3, max: 3, stored: null });
    const henchman = await actor("action", { role: "henchman", attributes: { body: 7 } });
    expect(henchman.system.hits.max).toBe(3);
    const mook = await actor("action", { role: "mook" });
    expect([mook.system.hits.max, mook.system.fortune.max]).toEqual([1, 0]);
  });

  it("keeps the current hits stored, at most the maximum; at zero the character is out", async () => {
    const a = await actor("action", { attributes: { body: 5 }, hits: { value: 2 } });
    expect(a.system.hits).toEqual({ value: 2, max: 5, stored: 2 });
    expect(a.system.out).toBe(false);
    await a.update({ "system.hits.value": 0 });
    expect(a.system.out).toBe(true);
    await a.update({ "system.hits.value": 9 });
    expect(a.system.hits.value).toBe(5);
  });

  it("soaks with Toughness and pays one shot per active stance", async () => {
    const a = await actor("action", { attributes: { toughness: 6 } }, [
      { name: "Tiger", type: "action-stance", system: { active: true } },
      { name: "Crane", type: "action-stance", system: { active: true } },
      { name: "Snake", type: "action-stance", system: { active: false } },
    ]);
    expect(a.system.soak).toBe(6);
    expect(a.system.stanceShots).toBe(2);
  });
});

describe("Mano a Mano derived values (RULES 5)", () => {
  const clone = { speed: 1, strength: 3, toughness: 7, stamina: 14 };

  it("follows the seed's fight: the clone at 10 damage is injured, at 15 incapacitated", async () => {
    const a = await actor("mano", { ...clone, damage: 10 });
    expect(a.system.health).toBe("injured");
    expect(a.system.harmTrack).toEqual({ value: 4, max: 14 });
    await a.update({ "system.damage": 15 });
    expect(a.system.health).toBe("incapacitated");
  });

  it("absorbs with the best worn armor and adds every avoidable cover (jacket 5/2 + helmet 2/5 → 5, +7)", async () => {
    const a = await actor("mano", clone, [
      { name: "Leather jacket", type: "mano-armor", system: { cover: 5, absorption: 2 } },
      { name: "Crash helmet", type: "mano-armor", system: { cover: 2, absorption: 5 } },
    ]);
    expect(a.system.bestAbsorption).toBe(5);
    expect(a.system.totalCover).toBe(7);
  });

  it("layers pieces worn at the same location: the overlap absorbs both", async () => {
    const a = await actor("mano", clone, [
      {
        name: "Brigandine",
        type: "mano-armor",
        system: { cover: 4, absorption: 4, location: "torso" },
      },
      {
        name: "Gambeson",
        type: "mano-armor",
        system: { cover: 6, absorption: 2, location: "torso" },
      },
    ]);
    expect(a.system.bestAbsorption).toBe(6);
    expect(a.system.totalCover).toBe(6);
  });

  it("carries by the strength table (3 → 5 kg) and is encumbered above it", async () => {
    const a = await actor("mano", clone, [
      { name: "Pack", type: "mano-gear", system: { weight: 2, quantity: 3 } },
    ]);
    expect(a.system.carryingCapacity).toBe(5);
    expect(a.system.carried).toBe(6);
    expect(a.system.load).toBe("encumbered");
    expect(a.system.movement).toEqual({ running: 2.5, swimming: 0.5 });
  });

  it("gives one quick action per point of speed, plus one with several weapons ready", async () => {
    const a = await actor("mano", { ...clone, speed: 2 }, [
      { name: "Hand", type: "mano-weapon" },
      { name: "Foot", type: "mano-weapon" },
    ]);
    expect(a.system.quickActions).toBe(3);
  });

  it("reports data that breaks a rule instead of failing to prepare (stamina below toughness)", async () => {
    const a = await actor("mano", { toughness: 9, stamina: 4 });
    expect(a.system.health).toBe("healthy");
    expect(a.system.problems.map((p: Sys) => p.i18nKey)).toContain("ACTION_ENGINE.Error.TooLow");
  });
});

describe("Action Rounds derived values (RULES 4, [I-7])", () => {
  it("has hit points of twice strength, and non-damaged ones after stun and damage", async () => {
    const a = await actor("rounds", { strength: 6, stun: 2, damage: 3 });
    expect(a.system.hp).toEqual({ value: 7, max: 12 });
    expect(a.system.minimumReady).toBe(4);
    expect(a.system.health).toBe("healthy");
  });
});

describe("Active Effects change numeric fields before the derived values are computed", () => {
  it("an effect adding 2 steps to the toughness role raises DR by a full rank", async () => {
    const effects = [
      { changes: [{ key: "system.roleModifiers.toughness", mode: EFFECT_MODES.ADD, value: "2" }] },
    ];
    const a = await actor("okrpg", {}, [attribute("Brawn", "Gd", ["toughness"])], effects);
    expect(a.system.roles.toughness.step).toBe(parseRank("Grt"));
    expect(a.system.dr).toBe(parseRank("Gd"));
  });

  it("an effect lowering toughness makes a Mano a Mano character injured sooner", async () => {
    const effects = [
      { changes: [{ key: "system.toughness", mode: EFFECT_MODES.ADD, value: "-3" }] },
    ];
    const a = await actor("mano", { toughness: 7, stamina: 14, stun: 5 }, [], effects);
    expect(a.system.health).toBe("injured");
  });

  it("lists, per type, the numeric paths effects may change (traits, not values moving in play)", () => {
    const okrpg = DATA_MODELS.Actor.okrpg.effectPaths;
    expect(okrpg).toContain("system.roleModifiers.toughness");
    expect(okrpg).not.toContain("system.wounds.nonlethal");
    expect(DATA_MODELS.Actor.mano.effectPaths).toEqual(
      expect.arrayContaining(["system.toughness", "system.stamina", "system.defences.melee"]),
    );
    expect(DATA_MODELS.Actor.mano.effectPaths).not.toContain("system.stun");
    expect(DATA_MODELS.Actor.occult.effectPaths).toContain("system.hp.max");
    expect(DATA_MODELS.Actor.occult.effectPaths).not.toContain("system.hp.value");
  });
});

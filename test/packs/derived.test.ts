import { beforeEach, describe, expect, it } from "vitest";
// The Foundry test double must load before the data models, which extend its classes.
import { installFoundry } from "../foundry";
import { registerDocuments } from "../../src/documents/registry";
import { fortune, highestDifficulty, hits, soak } from "../../src/rules/action";
import {
  avoidArmor,
  bestAbsorption,
  carryingCapacity,
  health,
  layeredRegions,
  quickActions,
  resolveAttack as manoAttack,
  type ArmorPiece,
  type Defender,
} from "../../src/rules/mano";
import {
  armorDr,
  armorHit,
  bandSpans,
  rangeBand,
  resolveAttack as occultAttack,
  strDamageBonus,
  targetNumber,
} from "../../src/rules/occult";
import {
  armorAgainst,
  damageResistance,
  healingPerWeek,
  movement,
  recoveryPerRound,
} from "../../src/rules/okrpg";
import { roleRanks } from "../../src/rules/okrpg/schema";
import { parseRank } from "../../src/rules/ranks";
import { hitPoints, minimumReady, nonDamagedHp } from "../../src/rules/rounds";
import { registerSettings } from "../../src/settings";
import { sourceNamed, sourcesOf, type SourceDoc } from "./sources";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read derived data freely
type Sys = Record<string, any>;
interface Built {
  system: Sys;
  items: Map<string, { name: string; type: string; system: Sys }>;
}

beforeEach(() => {
  installFoundry();
  registerSettings();
  registerDocuments();
});

/** A pack actor constructed through the Foundry test double, as dropping it into a world would. */
async function build(doc: SourceDoc): Promise<Built> {
  return (await Actor.create(structuredClone(doc) as never)) as unknown as Built;
}

const itemsOf = (doc: SourceDoc, type: string): SourceDoc[] =>
  (doc.items as SourceDoc[]).filter((i) => i.type === type);
const itemNamed = (doc: SourceDoc, name: string): SourceDoc => {
  const found = (doc.items as SourceDoc[]).find((i) => i.name === name);
  if (!found) throw new Error(`${doc.name} has no ${name}`);
  return found;
};
const actorsOf = (type: string) =>
  sourcesOf("Actor")
    .filter((s) => s.doc.type === type)
    .map((s) => [s.doc.name as string, s.doc] as const);

// ------------------------------------------------------------------------------------------------

describe("OK RPG sample characters: derived values are the rules layer's (RULES 1.1, 1.3)", () => {
  it.each(actorsOf("okrpg"))("%s", async (_, doc) => {
    const actor = await build(doc);
    const roles = roleRanks(
      itemsOf(doc, "okrpg-attribute").map((a) => ({
        name: a.name,
        rank: a.system.rank,
        roles: a.system.roles,
      })),
    );
    expect(actor.system.roles).toEqual(roles);
    expect(actor.system.dr).toBe(damageResistance(roles.toughness.step));
    expect(actor.system.netStrength).toBe(roles.movement.step - roles.size.step);
    expect(actor.system.movement).toEqual(movement(roles.movement.step - roles.size.step));
    expect(actor.system.recovery.perRound).toBe(recoveryPerRound(roles.recovery.step));
    expect(actor.system.healing.perWeek).toBe(healingPerWeek(roles.healing.step));
    // Every sample starts unhurt, whichever damage system it uses.
    expect(actor.system.health.value).toBe(actor.system.health.max);
    expect(actor.system.fallen).toBe(false);
  });

  it("reads the seed's DR column: Gd toughness → Avg+, Ext → Gd+, Avg → Avg", async () => {
    const dr = async (name: string) =>
      (await build(sourceNamed("okrpg-characters", name))).system.dr;
    expect(await dr("Jack Steele")).toBe(parseRank("Avg+"));
    expect(await dr("Viktor Kross")).toBe(parseRank("Gd+"));
    expect(await dr("Bystander")).toBe(parseRank("Avg"));
  });

  it("reads the seed's Net Strength rows: Avg runs 5 m/s, Gd 7 m/s and jumps 5 m, Grt 10 m/s and jumps 10 m", async () => {
    const move = async (name: string) =>
      (await build(sourceNamed("okrpg-characters", name))).system.movement;
    expect(await move("Jack Steele")).toMatchObject({ run: 5, swim: 1, jump: 2 });
    expect(await move("Viktor Kross")).toMatchObject({ run: 7, swim: 1.5, jump: 5 });
    expect(await move("Mei Lin")).toMatchObject({ run: 10, swim: 2, jump: 10 });
  });

  it("a bystander recovers 1/2 a point a round and heals 2/3 a week (the seed's Avg row)", async () => {
    const bystander = await build(sourceNamed("okrpg-characters", "Bystander"));
    expect(bystander.system.recovery.rate).toEqual({ num: 1, den: 2 });
    expect(bystander.system.healing.rate).toEqual({ num: 2, den: 3 });
  });

  it("the goon uses the mook damage system, with the mook chart from his DR (RULES 1.7)", async () => {
    const goon = await build(sourceNamed("okrpg-characters", "Hired goon"));
    expect(goon.system.damageSystem).toBe("mook");
    expect(goon.system.health).toEqual({ value: 7, max: 7 });
    expect(goon.system.mookChart.length).toBeGreaterThan(0);
  });

  it("Jack shoots with Gunslinging (Grt) and wears the ballistic vest's per-type protection", async () => {
    const jack = await build(sourceNamed("okrpg-characters", "Jack Steele"));
    expect(jack.system.weapons.find((w: Sys) => w.name === "Heavy pistol")).toMatchObject({
      attackStep: parseRank("Grt"),
      attribute: "Gunslinging",
    });
    expect(jack.system.armor).toEqual([
      expect.objectContaining({
        name: "Ballistic vest",
        protection: parseRank("Gd"),
        coverage: 1,
        protectionByType: { ballistic: parseRank("Gd"), cutting: parseRank("Avg"), piercing: parseRank("Avg") },
      }),
    ]);
  });

  it("the seed's shotgun (Grt+, penetration Gd+) against the seed's kevlar vest (Gd against guns, Avg against blades)", () => {
    const shotgun = sourceNamed("okrpg-arsenal", "Pump shotgun").system;
    const vest = sourceNamed("okrpg-arsenal", "Ballistic vest").system;
    const armor = { protection: vest.protection, coverage: vest.coverage, protectionByType: { ballistic: 4, cutting: 2, piercing: 2 } };
    expect(vest.protectionByType).toMatchObject(armor.protectionByType);
    const options = { penetration: true, armorVariation: true };
    // Penetration Gd+ is one step over the vest's Gd: the damage drops by 3 steps [I-3].
    expect(armorAgainst(armor, shotgun, false, options)).toMatchObject({
      penetration: parseRank("Gd+"),
      protection: parseRank("Gd"),
      stopped: false,
      reduction: 3,
    });
    // A knife (Avg+) is over the vest's Avg against blades.
    const knife = sourceNamed("okrpg-arsenal", "Knife").system;
    expect(armorAgainst(armor, knife, false, options)).toMatchObject({ protection: 2, reduction: 3 });
  });

  it("the multi-target discounts of RULES 1.4: staff 1, autofire 2, area effect 3", () => {
    const discount = (name: string) => sourceNamed("okrpg-arsenal", name).system.multiTarget;
    expect(discount("Quarterstaff")).toBe(1);
    expect(discount("Submachine gun")).toBe(2);
    expect(discount("Assault rifle")).toBe(2);
    expect(discount("Hand grenade")).toBe(3);
    expect(discount("Rocket launcher")).toBe(3);
  });
});

// ------------------------------------------------------------------------------------------------

describe("Occult Ops sample characters: derived values are the rules layer's (RULES 2)", () => {
  it.each(actorsOf("occult"))("%s", async (_, doc) => {
    const actor = await build(doc);
    const armor = itemsOf(doc, "occult-armor");
    expect(actor.system.strBonus).toBe(strDamageBonus(doc.system.str));
    expect(actor.system.armor.map((a: Sys) => a.dr)).toEqual(
      armor.map((a) => armorDr({ hp: a.system.hp.value, drPercent: a.system.drPercent })),
    );
    expect(actor.system.armorHp).toEqual({
      value: armor.reduce((sum, a) => sum + a.system.hp.value, 0),
      max: armor.reduce((sum, a) => sum + a.system.hp.max, 0),
    });
    expect(actor.system.fatigueState).toBe("fresh");
  });

  const todd = sourceNamed("occult-characters", "Todd");
  const bandit = sourceNamed("occult-characters", "Bandit");

  it("Todd and the bandit have DEX 8: +10% to strike and to defense", () => {
    for (const c of [todd, bandit]) expect(c.system).toMatchObject({ dex: 8, strike: 10, defence: 10 });
  });

  it("the soldier's kevlar vest has DR 6; the bandit's 50 hit point flak jacket DR 5", async () => {
    expect((await build(todd)).system.armor).toEqual([
      expect.objectContaining({ name: "Kevlar vest", hp: 60, dr: 6 }),
    ]);
    expect((await build(bandit)).system.armor).toEqual([
      expect.objectContaining({ name: "Flak jacket", hp: 50, max: 50, dr: 5 }),
    ]);
  });

  it("the worked example: Todd's USP9 at 20 ft is short range, 60% against the bandit behind partial cover; 45 hits the armor", () => {
    const usp9 = itemNamed(todd, "USP9").system;
    const band = rangeBand(20, usp9.maxRange);
    expect(band).toBe("short");
    const skill = (todd.system.weaponSkills as SourceDoc[]).find((s) => s.name === usp9.skill);
    expect(skill).toEqual({ name: "Pistol", bonus: 10 });
    const { target } = targetNumber({
      range: band as "short",
      strike: todd.system.strike,
      skill: skill!.bonus,
      defence: bandit.system.defence,
      defenceModifiers: ["partialCover"],
    });
    expect(target).toBe(60);
    expect(occultAttack(target, 45)).toMatchObject({ hit: true, bypassArmor: false });
  });

  it("10 damage on the flak jacket: DR 5 absorbs 5, it drops to 45 hit points and DR 4", () => {
    const jacket = itemNamed(bandit, "Flak jacket").system;
    expect(armorHit({ hp: jacket.hp.value, drPercent: jacket.drPercent }, 10)).toMatchObject({
      hp: 45,
      dr: 4,
      absorbed: 5,
    });
  });

  it("the Desert Eagle (max 65 ft): short 6–15, medium 16–31, long 32–64, extreme 65", () => {
    const eagle = sourceNamed("occult-arsenal", "Desert Eagle").system;
    expect(eagle.maxRange).toBe(65);
    expect(bandSpans(eagle.maxRange)).toEqual({
      pointBlank: { from: 0, to: 5 },
      short: { from: 6, to: 15 },
      medium: { from: 16, to: 31 },
      long: { from: 32, to: 64 },
      extreme: { from: 65, to: 65 },
    });
  });
});

// ------------------------------------------------------------------------------------------------

describe("Action sample characters: derived values are the rules layer's (RULES 3)", () => {
  it.each(actorsOf("action"))("%s", async (_, doc) => {
    const actor = await build(doc);
    const { role, attributes } = doc.system;
    expect(actor.system.hits).toMatchObject({
      value: hits(role, attributes.body),
      max: hits(role, attributes.body),
    });
    expect(actor.system.fortune.max).toBe(fortune(role, attributes.mind));
    expect(actor.system.soak).toBe(soak(attributes.toughness));
    expect(actor.system.out).toBe(false);
    // Stances come inactive: a player switches them on before the first shot.
    expect(actor.system.stanceShots).toBe(0);
  });

  it("the seed's example: Fred's stunt on Peter faces the higher of Maneuver 10 and Dodge 13", () => {
    const peter = sourceNamed("action-characters", "Peter").system;
    expect([peter.skills.maneuver, peter.skills.dodge]).toEqual([10, 13]);
    expect(highestDifficulty([peter.skills.maneuver, peter.skills.dodge])).toBe(13);
  });

  it("mooks have one hit and no fortune; named heroes at least three of each", async () => {
    const thugs = await build(sourceNamed("action-characters", "Triad thugs"));
    expect([thugs.system.hits.max, thugs.system.fortune.max]).toEqual([1, 0]);
    const peter = await build(sourceNamed("action-characters", "Peter"));
    expect(peter.system.hits.max).toBeGreaterThanOrEqual(3);
  });
});

// ------------------------------------------------------------------------------------------------

/** The armor regions the rules see: pieces at one location layered, the others as they are. */
function regions(doc: SourceDoc): Required<ArmorPiece>[] {
  const worn = itemsOf(doc, "mano-armor").filter((a) => a.system.equipped);
  const piece = (a: SourceDoc) => ({
    cover: a.system.cover,
    absorption: a.system.absorption,
    complete: a.system.complete,
  });
  const locations = [...new Set(worn.map((a) => a.system.location))];
  return locations.flatMap((location) => {
    const here = worn.filter((a) => a.system.location === location).map(piece);
    return location === "none" ? here : layeredRegions(here);
  });
}

function expectManoDerived(actor: Built, doc: SourceDoc) {
  const { stun, damage, toughness, stamina, strength, speed } = doc.system;
  const armor = regions(doc);
  const weapons = itemsOf(doc, "mano-weapon").filter((w) => w.system.equipped);
  expect(actor.system.health).toBe(health(stun, damage, toughness, stamina));
  expect(actor.system.armor).toEqual(armor);
  expect(actor.system.bestAbsorption).toBe(bestAbsorption(armor));
  expect(actor.system.totalCover).toBe(
    avoidArmor(armor, armor.flatMap((r, i) => (r.complete ? [] : [i]))).difficulty,
  );
  expect(actor.system.carryingCapacity).toBe(carryingCapacity(strength));
  expect(actor.system.load).toBe("unencumbered");
  expect(actor.system.quickActions).toBe(quickActions(speed, weapons.length > 1));
  expect(actor.system.harmTrack).toEqual({ value: stamina, max: stamina });
}

describe("Mano a Mano sample characters: derived values are the rules layer's (RULES 5)", () => {
  it.each(actorsOf("mano"))("%s", async (_, doc) => expectManoDerived(await build(doc), doc));

  const steven = sourceNamed("mano-characters", "Steven");
  const clone = sourceNamed("mano-characters", "The Clone");

  it("Steven and his clone carry the seed's sheet", async () => {
    for (const robber of [steven, clone])
      expect(robber.system).toMatchObject({
        speed: 1,
        agility: 0,
        strength: 3,
        toughness: 7,
        stamina: 14,
        running: 5,
        defences: { missile: 10, grapple: 13 },
        grappleAttack: 3,
      });
    expect([steven.system.defences.melee, clone.system.defences.melee]).toEqual([14, 12]);
    for (const name of ["Hands", "Feet"])
      expect(itemNamed(clone, name).system).toMatchObject({ power: 3, attack: 2, defense: 12 });
    expect(itemNamed(steven, "Machete").system).toMatchObject({
      sharpness: "sharp",
      weight: 0.5,
      heft: 3,
      power: 5,
      attack: 4,
      defense: 14,
    });
    const built = await build(steven);
    expect([built.system.bestAbsorption, built.system.totalCover]).toEqual([0, 0]);
  });

  it("hands and feet make the clone's combo two quick strikes", async () => {
    expect((await build(clone)).system.quickActions).toBe(2);
  });

  it("replays the fight: Steven's powerful machete counter (14 + 4 vs 12) does 10 damage and leaves the clone injured; 17 + 4 beats 12 + 5 evading for 5 more and incapacitates it", () => {
    const machete = itemNamed(steven, "Machete").system;
    const target = (damage: number, defenceBonus = 0): Defender => ({
      defences: clone.system.defences,
      stun: clone.system.stun,
      damage,
      toughness: clone.system.toughness,
      stamina: clone.system.stamina,
      defenceBonus,
    });
    const counter = manoAttack({
      action: "powerfulStrike",
      natural: 14,
      attacker: { modifier: machete.attack },
      weapon: machete,
      target: target(0),
    });
    expect(counter.wound).toMatchObject({ damage: 10, stun: 0, after: "injured" });
    const follow = manoAttack({
      action: "quickStrike",
      natural: 17,
      attacker: { modifier: machete.attack },
      weapon: machete,
      target: target(10, 5),
    });
    expect(follow.wound).toMatchObject({ damage: 15, after: "incapacitated" });
  });

  it("the seed's leather jacket (5 cover, 2 absorption) and crash helmet (2, 5): absorption 5, 7 cover to avoid both", async () => {
    const biker = sourceNamed("mano-characters", "Road warrior");
    expect(itemNamed(biker, "Leather jacket").system).toMatchObject({ cover: 5, absorption: 2 });
    expect(itemNamed(biker, "Crash helmet").system).toMatchObject({ cover: 2, absorption: 5 });
    const built = await build(biker);
    expect([built.system.bestAbsorption, built.system.totalCover]).toEqual([5, 7]);
  });

  it("layers: gambeson, mail and brigandine overlap to absorb 10; a vest's insert spot absorbs 14", async () => {
    const knight = await build(sourceNamed("mano-characters", "Man-at-arms"));
    expect(knight.system.armor).toEqual(
      expect.arrayContaining([
        { cover: 2, absorption: 6, complete: false },
        { cover: 4, absorption: 10, complete: false },
        { cover: 2, absorption: 6, complete: false },
      ]),
    );
    expect(knight.system.bestAbsorption).toBe(10);
    const officer = await build(sourceNamed("mano-characters", "Tactical officer"));
    expect(officer.system.armor).toEqual([
      { cover: 3, absorption: 6, complete: false },
      { cover: 1, absorption: 14, complete: false },
    ]);
  });
});

describe("Action Rounds sample characters: Mano a Mano's values plus hit points (RULES 4, [I-7])", () => {
  it.each(actorsOf("rounds"))("%s", async (_, doc) => {
    const actor = await build(doc);
    expectManoDerived(actor, doc);
    const max = hitPoints(doc.system.strength);
    const nonDamaged = nonDamagedHp(max, doc.system.stun, doc.system.damage);
    expect(actor.system.hp).toEqual({ value: nonDamaged, max });
    expect(actor.system.minimumReady).toBe(minimumReady(nonDamaged));
  });

  it("Sir Aldric has 14 hit points (7 ready at least), Brenna 10 (5), and her spear outreaches his sword", async () => {
    const aldric = sourceNamed("rounds-characters", "Sir Aldric");
    const brenna = sourceNamed("rounds-characters", "Brenna of the Marches");
    expect((await build(aldric)).system).toMatchObject({ hp: { max: 14 }, minimumReady: 7 });
    expect((await build(brenna)).system).toMatchObject({ hp: { max: 10 }, minimumReady: 5 });
    expect(itemNamed(brenna, "Spear").system.reach).toBeGreaterThan(
      itemNamed(aldric, "Longsword").system.reach,
    );
  });
});

import { describe, expect, it } from "vitest";
import { canDrawBow } from "../../src/rules/mano";
import { PHYSICAL_ATTACKS, PHYSICAL_ATTACK_IDS, blastZone } from "../../src/rules/occult";
import { parseRank } from "../../src/rules/ranks";
import { SOURCES, sourceNamed, type SourceDoc } from "./sources";

const arsenal = (pack: string, type: string): SourceDoc[] =>
  SOURCES.filter((s) => s.pack.name === pack && s.doc.type === type).map((s) => s.doc);

describe("OK RPG arsenal (RULES 1.4–1.6)", () => {
  const weapons = arsenal("okrpg-arsenal", "okrpg-weapon");

  it("has at least 20 weapons, from bare hands (Avg) to heavy weapons (Ext and above)", () => {
    expect(weapons.length).toBeGreaterThanOrEqual(20);
    const damage = weapons.map((w) => w.system.damage);
    expect(Math.min(...damage)).toBe(parseRank("Avg"));
    expect(Math.max(...damage)).toBeGreaterThanOrEqual(parseRank("Ext"));
  });

  it("spans every lethality row, melee and ranged weapons, and all three multi-target discounts", () => {
    expect(new Set(weapons.map((w) => w.system.lethality))).toEqual(
      new Set([0, -1, -2, -3, -4, -5, -6]),
    );
    expect(new Set(weapons.map((w) => w.system.multiTarget))).toEqual(new Set([0, 1, 2, 3]));
    // Ranged weapons have no melee reach; melee ones have some.
    for (const w of weapons) expect(w.system.reach === 0, w.name).toBe(w.system.ranged);
  });

  it("has at least 10 armors, the ballistic vest weak against blades (armor variation)", () => {
    const armor = arsenal("okrpg-arsenal", "okrpg-armor");
    expect(armor.length).toBeGreaterThanOrEqual(10);
    const vest = sourceNamed("okrpg-arsenal", "Ballistic vest").system.protectionByType;
    expect(vest.ballistic).toBeGreaterThan(vest.cutting);
    expect(new Set(armor.map((a) => a.system.coverage))).toEqual(new Set([1, 2, 3]));
  });

  it("offers attribute templates for every role", () => {
    const roles = arsenal("okrpg-arsenal", "okrpg-attribute").flatMap((a) => a.system.roles);
    for (const role of ["initiative", "defence", "toughness", "recovery", "strength", "size"])
      expect(roles).toContain(role);
  });
});

describe("Occult Ops arsenal (RULES 2)", () => {
  const weapons = arsenal("occult-arsenal", "occult-weapon");
  const ofKind = (kind: string) => weapons.filter((w) => w.system.kind === kind);

  it("has firearms with a maximum range and a loaded magazine, some able to burst", () => {
    for (const gun of ofKind("firearm")) {
      expect(gun.system.maxRange, gun.name).toBeGreaterThan(0);
      expect(gun.system.magazine.capacity, gun.name).toBeGreaterThan(0);
      expect(gun.system.magazine.loaded, gun.name).toBe(gun.system.magazine.capacity);
    }
    expect(ofKind("firearm").filter((g) => g.system.burst).length).toBeGreaterThan(0);
  });

  it("lists every physical attack of the rules once, with the rules' dice", () => {
    const physical = ofKind("physical");
    const ids = physical.map((w) => w.system.physicalAttack);
    expect([...ids].sort()).toEqual([...PHYSICAL_ATTACK_IDS].sort());
    for (const w of physical) {
      const id = w.system.physicalAttack as keyof typeof PHYSICAL_ATTACKS;
      expect(w.system.damage, w.name).toBe(PHYSICAL_ATTACKS[id].damage ?? "");
      expect(w.system.addsStrength, w.name).toBe(true);
    }
    expect(sourceNamed("occult-arsenal", "Jump kick").system.damage).toBe("3d6x2");
    const weapons = ["firearm", "melee", "thrown", "grenade"].flatMap((kind) => ofKind(kind));
    for (const w of weapons) expect(w.system.physicalAttack, w.name).toBe("none");
  });

  it("has grenades with S/M/L radii and single-radius ones", () => {
    const radii = ofKind("grenade").map((g) => g.system.radius);
    expect(radii.some((r) => r.medium !== null && r.long !== null)).toBe(true);
    expect(radii.some((r) => r.medium === null && r.long === null)).toBe(true);
    const frag = sourceNamed("occult-arsenal", "Fragmentation grenade").system.radius;
    const zones = [5, 15, 25, 35].map((ft) =>
      blastZone(ft, { S: frag.short, M: frag.medium, L: frag.long }),
    );
    expect(zones).toEqual(["S", "M", "L", null]);
  });

  it("has armor with hit points and a DR percentage, the 50 hit point flak jacket among it", () => {
    expect(sourceNamed("occult-arsenal", "Flak jacket").system).toMatchObject({
      hp: { value: 50, max: 50 },
      drPercent: 10,
    });
  });
});

describe("Action arsenal (RULES 3)", () => {
  it("has weapons, schticks (trigger actions among them) and stances costing one shot", () => {
    expect(arsenal("action-arsenal", "action-weapon").length).toBeGreaterThan(5);
    const schticks = arsenal("action-arsenal", "action-schtick");
    expect(schticks.filter((s) => s.system.action === "trigger").length).toBeGreaterThan(3);
    expect(sourceNamed("action-arsenal", "Active Defense").system).toMatchObject({
      action: "trigger",
      trigger: "defense",
      bonus: 3,
    });
    for (const stance of arsenal("action-arsenal", "action-stance"))
      expect(stance.system.shotCost, stance.name).toBe(1);
  });
});

describe("Mano a Mano arsenal (RULES 5)", () => {
  const weapons = arsenal("mano-arsenal", "mano-weapon");

  it("has hands, feet and the machete of the rules' example", () => {
    expect(sourceNamed("mano-arsenal", "Hands").system).toMatchObject({ natural: true, power: 3 });
    expect(sourceNamed("mano-arsenal", "Feet").system).toMatchObject({ natural: true, power: 3 });
    expect(sourceNamed("mano-arsenal", "Machete").system).toMatchObject({
      power: 5,
      sharpness: "sharp",
    });
  });

  it("has bows whose draw is their heft: a longbow needs strength over half its heft", () => {
    const bows = weapons.filter((w) => w.system.kind === "bow");
    expect(bows.length).toBeGreaterThanOrEqual(3);
    const longbow = sourceNamed("mano-arsenal", "Longbow").system;
    expect(canDrawBow(longbow.heft, 4)).toBe(false);
    expect(canDrawBow(longbow.heft, 5)).toBe(true);
  });

  it("has guns with a range, shots and reload actions (a musket's nine, a magazine's two)", () => {
    for (const gun of weapons.filter((w) => w.system.kind === "gun")) {
      expect(gun.system.range, gun.name).toBeGreaterThan(0);
      expect(gun.system.shots.capacity, gun.name).toBeGreaterThan(0);
    }
    expect(sourceNamed("mano-arsenal", "Flintlock musket").system.reloadActions).toBe(9);
    expect(sourceNamed("mano-arsenal", "Semi-automatic pistol").system.reloadActions).toBe(2);
  });

  it("has the armor pieces that show layering, several sharing the torso", () => {
    const armor = arsenal("mano-arsenal", "mano-armor");
    const names = armor.map((a) => a.name);
    for (const name of [
      "Leather jacket",
      "Crash helmet",
      "Gambeson",
      "Brigandine",
      "Mail shirt",
      "Ballistic vest",
      "Ballistic vest insert",
    ])
      expect(names).toContain(name);
    expect(armor.filter((a) => a.system.location === "torso").length).toBeGreaterThan(2);
  });
});

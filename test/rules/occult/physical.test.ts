import { describe, expect, it } from "vitest";
import {
  PHYSICAL_ATTACKS,
  PHYSICAL_ATTACK_IDS,
  bodyBlockKnocksProne,
  damageFromFaces,
  disarmDistanceFt,
  doubleable,
  maxDice,
  minDice,
  parseDice,
  physicalAttackRefusal,
  physicalDamage,
  physicalEffect,
  physicalStrikeModifiers,
  targetNumber,
  type PhysicalAttackId,
} from "../../../src/rules/occult";

describe("RULES 2 physical attacks list", () => {
  it.each([
    ["backhand", "1d4", 1, 4],
    ["punch", "1d6", 1, 6],
    ["karateChop", "2d4", 2, 8],
    ["elbow", "1d6", 1, 6],
    ["snapKick", "1d6", 1, 6],
    ["kick", "2d4", 2, 8],
    ["karateKick", "2d6", 2, 12],
    ["knee", "1d6", 1, 6],
    ["wheelKick", "2d6", 2, 12],
    ["roundhouseKick", "3d6", 3, 18],
    ["crescentKick", "2d4+2", 4, 10],
    ["jumpKick", "3d6x2", 6, 36],
    ["bodyBlock", "1d4", 1, 4],
  ] as const)("%s does %s (%i–%i) plus the STR bonus", (id, dice, low, high) => {
    const input = physicalDamage({ attack: id, strBonus: 2 });
    expect(input).toStrictEqual({ dice, bonus: 2 });
    const expression = parseDice(dice);
    expect([minDice(expression), maxDice(expression)]).toEqual([low, high]);
  });

  it.each(["bodyFlip", "trip", "hold", "disarm"] as const)("%s deals no damage", (id) => {
    expect(physicalDamage({ attack: id, strBonus: 4 })).toBeNull();
  });

  it("flip and trip knock the target prone, a hold holds it, a disarm takes its weapon", () => {
    expect(PHYSICAL_ATTACKS.bodyFlip.effect).toBe("prone");
    expect(PHYSICAL_ATTACKS.trip.effect).toBe("prone");
    expect(PHYSICAL_ATTACKS.hold.effect).toBe("held");
    expect(PHYSICAL_ATTACKS.disarm.effect).toBe("disarmed");
  });

  it("the list has every attack of the seed: 6 hand, 9 kick, 4 special", () => {
    const groups = PHYSICAL_ATTACK_IDS.map((id) => PHYSICAL_ATTACKS[id].group);
    expect(groups.filter((g) => g === "hand")).toHaveLength(6);
    expect(groups.filter((g) => g === "kick")).toHaveLength(9);
    expect(groups.filter((g) => g === "special")).toHaveLength(4);
  });

  it("a power punch doubles a hand attack, STR bonus after doubling: punch 5, STR +2 → 12", () => {
    const input = physicalDamage({ attack: "powerPunch", with: "punch", strBonus: 2 });
    expect(input).toMatchObject({ dice: "1d6", doubled: true, bonus: 2 });
    expect(damageFromFaces(input!, [5]).total).toBe(12);
    expect(PHYSICAL_ATTACKS.powerPunch).toMatchObject({ attacksUsed: 2, skipsNextAction: true });
  });

  it("the effects read from the list: a body block knocks down, a punch has none", () => {
    expect(physicalEffect("bodyBlock")).toBe("bodyBlock");
    expect(physicalEffect("trip")).toBe("prone");
    expect(physicalEffect("punch")).toBeUndefined();
  });

  it("what may be doubled: the four damaging hand attacks; leaping, a melee weapon too", () => {
    const hand = ["backhand", "punch", "karateChop", "elbow"];
    expect(doubleable("powerPunch")).toEqual({ hand, meleeWeapons: false });
    expect(doubleable("leapAttack")).toEqual({ hand, meleeWeapons: true });
    expect(doubleable("punch")).toEqual({ hand: [], meleeWeapons: false });
  });

  it("a power punch only goes with a hand attack that deals damage", () => {
    expect(() => physicalDamage({ attack: "powerPunch", with: "karateKick" })).toThrow(
      /doubles a hand attack that deals damage/,
    );
    expect(() => physicalDamage({ attack: "powerPunch", with: "2d6" })).toThrow(
      /doubles a hand attack/,
    );
    expect(() => physicalDamage({ attack: "powerPunch" })).toThrow(/say which attack it doubles/);
  });

  it("a punch is 1d6 with the STR bonus; a critical hit is carried to the damage roll", () => {
    expect(physicalDamage({ attack: "punch" })).toEqual({ dice: "1d6", bonus: 0 });
    expect(physicalDamage({ attack: "punch", strBonus: -2, critical: true })).toEqual({
      dice: "1d6",
      bonus: -2,
      critical: true,
    });
    expect(physicalDamage({ attack: "trip", critical: true })).toBeNull();
  });

  it("a leap attack doubles a punch or a melee weapon's damage, STR bonus after", () => {
    expect(physicalDamage({ attack: "leapAttack", with: "karateChop", strBonus: 1 })).toMatchObject(
      { dice: "2d4", doubled: true, bonus: 1 },
    );
    const sword = physicalDamage({ attack: "leapAttack", with: "1d8+1", strBonus: 2 })!;
    expect(damageFromFaces(sword, [5]).total).toBe(14);
  });

  it("without the Weapon: Unarmed skill physical attacks are at −20%", () => {
    expect(physicalStrikeModifiers(true)).toEqual([]);
    const strikeModifiers = physicalStrikeModifiers(false);
    expect(targetNumber({ range: "melee", strikeModifiers }).target).toBe(30);
  });

  it("a hold needs Wrestling; a disarm needs an armed target", () => {
    expect(physicalAttackRefusal("hold", {})).toBe("needsWrestling");
    expect(physicalAttackRefusal("hold", { wrestling: true })).toBeNull();
    expect(physicalAttackRefusal("disarm", { targetArmed: false })).toBe("needsArmedTarget");
    // a target not said to be armed is not
    expect(physicalAttackRefusal("disarm", {})).toBe("needsArmedTarget");
    expect(physicalAttackRefusal("disarm", { targetArmed: true })).toBeNull();
  });

  it("jump kick and leap attack come first in the round and reach 2 squares (10 ft)", () => {
    for (const id of ["jumpKick", "leapAttack"] as PhysicalAttackId[]) {
      expect(physicalAttackRefusal(id, { firstAttackThisRound: false })).toBe("notFirstAttack");
      expect(physicalAttackRefusal(id, { distanceFt: 10 })).toBeNull();
      expect(physicalAttackRefusal(id, { distanceFt: 15 })).toBe("outOfReach");
    }
    expect(physicalAttackRefusal("punch", { distanceFt: 10 })).toBe("outOfReach");
    expect(
      physicalAttackRefusal("punch", { distanceFt: 5, firstAttackThisRound: false }),
    ).toBeNull();
  });

  it("a body block knocks the target prone on 60 or less of a d100", () => {
    expect(bodyBlockKnocksProne(60)).toBe(true);
    expect(bodyBlockKnocksProne(61)).toBe(false);
    const prone = Array.from({ length: 100 }, (_, i) => bodyBlockKnocksProne(i + 1));
    expect(prone.filter(Boolean)).toHaveLength(60);
  });

  it("a disarmed weapon flies 1d4 squares: 5–20 ft", () => {
    expect([1, 2, 3, 4].map(disarmDistanceFt)).toEqual([5, 10, 15, 20]);
  });

  it("rejects unknown attacks and a d100 off the die, naming them", () => {
    expect(() => physicalDamage({ attack: "headbutt" as "punch" })).toThrow(
      /attack must be one of .*got "headbutt"/,
    );
    expect(() => bodyBlockKnocksProne(0)).toThrow(/d100 must be between 1 and 100, got 0/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LETHALITY,
  SPEND_OPTIONS,
  type SpendAttack,
  type SpendChoices,
  type SpendOption,
  type SpendTarget,
  spend,
  spendMenu,
  spendResult,
  unspend,
} from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";
import * as okrpg from "../../../src/rules/okrpg";
import { isRulesError } from "../../../src/rules/errors";

// A sword (Gd+ damage, cutting) in the hand of someone with Avg+ hand-to-hand damage, against a
// fighter in Gd armor of coverage 2 whose own hand-to-hand damage is Gd.
const sword = (extra: number, more: Partial<SpendAttack> = {}): SpendAttack => ({
  extra,
  damage: parseRank("Gd+"),
  handToHand: parseRank("Avg+"),
  lethality: LETHALITY.cutting,
  reach: 1,
  ...more,
});
const fighter: SpendTarget = {
  armor: { protection: parseRank("Gd"), coverage: 2 },
  handToHand: parseRank("Gd"),
};
const unarmored: SpendTarget = { handToHand: parseRank("Gd") };

/** Buys the options in order, one unit each, as the card's + buttons would. */
function buy(attack: SpendAttack, target: SpendTarget, ...ids: SpendOption[]): SpendChoices {
  return ids.reduce<SpendChoices>((choices, id) => spend(attack, target, choices, id), {});
}

function entry(attack: SpendAttack, target: SpendTarget, choices: SpendChoices, id: SpendOption) {
  const found = spendMenu(attack, target, choices).entries.find((e) => e.id === id);
  if (!found) throw new Error(`no menu entry ${id}`);
  return found;
}

describe("RULES 1.4 a refused purchase says why in plain words", () => {
  it("each reason the menu gives reads as the error message says it", () => {
    const words = (reason: Parameters<typeof okrpg.describeReason>[0]) =>
      okrpg.describeReason(reason);
    expect(words({ code: "notEnoughSuccesses", cost: 2, remaining: 1 })).toBe(
      "it costs 2 and 1 remain",
    );
    expect(words({ code: "limitReached", limit: 1 })).toBe("at most 1 may be bought");
    expect(words({ code: "needs", option: "fullDamage" })).toBe("it needs fullDamage first");
    expect(words({ code: "needsSpecialEffect" })).toBe("it needs a special effect");
    expect(words({ code: "conflicts", option: "lethalityDown" })).toBe(
      "it cannot go with lethalityDown",
    );
    expect(words({ code: "noArmor" })).toBe("the target has no armor against this attack");
    expect(words({ code: "armorWorthless" })).toBe("the armor is worthless against this attack");
    expect(words({ code: "rangedAttack" })).toBe("only hand-to-hand attacks extend their reach");
    expect(words({ code: "lethalityAtLimit" })).toBe("lethality is already at its limit");
    expect(words({ code: "notTaken" })).toBe("none was bought");
    expect(words({ code: "requiredBy", option: "style" })).toBe("style depends on it");
  });

  it("a bad reason is refused, naming the bad part", () => {
    expect(() => okrpg.describeReason(null as never)).toThrow(/reason must be a group of fields/);
    expect(() => okrpg.describeReason({ code: "shrug" } as never)).toThrow(/reason code/);
    expect(() =>
      okrpg.describeReason({ code: "notEnoughSuccesses", cost: -1, remaining: 1 } as never),
    ).toThrow(/cost must be at least 0/);
    expect(() =>
      okrpg.describeReason({ code: "notEnoughSuccesses", cost: 2, remaining: -1 } as never),
    ).toThrow(/remaining must be at least 0/);
    expect(() => okrpg.describeReason({ code: "needs", option: "x" } as never)).toThrow(
      /reason option/,
    );
    expect(() => okrpg.describeReason({ code: "limitReached", limit: -1 } as never)).toThrow(
      /limit/,
    );
  });
});

describe("RULES 1.4 a marginal hit does base damage − 1 FR, reduced by armor", () => {
  it("Gd+ sword, no successes spent: Avg+ damage, and the Gd armor takes 3 steps off it", () => {
    const result = spendResult(sword(0), fighter);
    expect(result).toMatchObject({
      spent: 0,
      remaining: 0,
      damage: parseRank("Avg+"),
      marginal: true,
      damageAfterArmor: 0,
      lethality: LETHALITY.cutting,
      targets: 1,
      calledShot: "none",
      style: "none",
      effects: {},
    });
    expect(result.armor).toMatchObject({
      protection: 4,
      penetration: 5,
      reduction: 3,
      stopped: false,
    });
  });
});

describe("RULES 1.4 full damage and more damage", () => {
  it("one success buys the full base damage back", () => {
    expect(spendResult(sword(1), unarmored, { fullDamage: 1 })).toMatchObject({
      damage: 5,
      marginal: false,
      spent: 1,
    });
  });

  it("each further success adds one step", () => {
    const choices = buy(sword(3), unarmored, "fullDamage", "moreDamage", "moreDamage");
    expect(spendResult(sword(3), unarmored, choices)).toMatchObject({
      damage: 7,
      spent: 3,
      remaining: 0,
    });
  });

  it("more damage needs full damage first, and full damage cannot be given back while more is bought", () => {
    expect(entry(sword(3), unarmored, {}, "moreDamage").addBlocked).toEqual({
      code: "needs",
      option: "fullDamage",
    });
    const choices = buy(sword(3), unarmored, "fullDamage", "moreDamage");
    expect(entry(sword(3), unarmored, choices, "fullDamage").removeBlocked).toEqual({
      code: "requiredBy",
      option: "moreDamage",
    });
    expect(() => unspend(sword(3), unarmored, choices, "fullDamage")).toThrow(
      /giving back fullDamage is not allowed: moreDamage depends on it/,
    );
  });
});

describe("RULES 1.4–1.5 bypassing armor costs its coverage", () => {
  it("coverage 2 costs two successes, and the whole damage gets through", () => {
    expect(entry(sword(3), fighter, {}, "bypassArmor").cost).toBe(2);
    const result = spendResult(
      sword(3),
      fighter,
      buy(sword(3), fighter, "fullDamage", "bypassArmor"),
    );
    expect(result).toMatchObject({ spent: 3, damage: 5, damageAfterArmor: 5 });
    expect(result.armor).toMatchObject({ bypassed: true, reduction: 0 });
  });

  it("armor two full ranks below the penetration is worthless and needs no bypass", () => {
    const paper = { armor: { protection: parseRank("Def+"), coverage: 1 }, handToHand: 4 };
    expect(entry(sword(2), paper, {}, "bypassArmor").addBlocked).toEqual({
      code: "armorWorthless",
    });
    expect(spendResult(sword(1), paper, { fullDamage: 1 }).damageAfterArmor).toBe(5);
  });

  it("there is nothing to bypass on an unarmored target", () => {
    expect(entry(sword(2), unarmored, {}, "bypassArmor").addBlocked).toEqual({ code: "noArmor" });
  });

  it("armor at or above the penetration stops a hit that does not bypass it", () => {
    const plate = { armor: { protection: parseRank("Grt"), coverage: 3 }, handToHand: 4 };
    expect(spendResult(sword(1), plate, { fullDamage: 1 })).toMatchObject({
      damage: 5,
      damageAfterArmor: null,
    });
    expect(spendResult(sword(4), plate, { fullDamage: 1, bypassArmor: 1 }).damageAfterArmor).toBe(
      5,
    );
  });
});

describe("RULES 1.4 / 1.6 lethality moves a row pair per success, within 1 and 1/10", () => {
  it("a cutting attack becomes fully lethal with one success and can go no further", () => {
    const choices = buy(sword(2), unarmored, "lethalityUp");
    expect(spendResult(sword(2), unarmored, choices).lethality).toBe(LETHALITY.deepPuncture);
    expect(entry(sword(2), unarmored, choices, "lethalityUp").addBlocked).toEqual({
      code: "lethalityAtLimit",
    });
  });

  it("pulling a blow: cutting → less vicious → allegedly → really nonlethal, then no further", () => {
    const choices = buy(sword(4), unarmored, "lethalityDown", "lethalityDown", "lethalityDown");
    expect(spendResult(sword(4), unarmored, choices).lethality).toBe(LETHALITY.reallyNonlethal);
    expect(entry(sword(4), unarmored, choices, "lethalityDown").addBlocked).toEqual({
      code: "lethalityAtLimit",
    });
  });

  it("lethality is moved one way only", () => {
    const choices = buy(sword(2), unarmored, "lethalityDown");
    expect(entry(sword(2), unarmored, choices, "lethalityUp").addBlocked).toEqual({
      code: "conflicts",
      option: "lethalityDown",
    });
  });

  it("stored choices moving lethality both ways, one success each, are refused (a card read back, not clicked)", () => {
    expect(() => spendResult(sword(2), unarmored, { lethalityUp: 1, lethalityDown: 1 })).toThrow(
      /buying 1 × lethalityUp is not allowed: it cannot go with lethalityDown/,
    );
  });
});

describe("RULES 1.4 reach", () => {
  it("each success extends a melee attack by one move", () => {
    expect(spendResult(sword(2), unarmored, { reach: 2 })).toMatchObject({
      reachMoves: 2,
      reach: 1,
    });
  });

  it("a ranged attack cannot buy reach", () => {
    const pistol = sword(2, { reach: null, lethality: LETHALITY.deepPuncture });
    expect(entry(pistol, unarmored, {}, "reach").addBlocked).toEqual({ code: "rangedAttack" });
  });
});

describe("RULES 1.4 called shots: 1 large part, 2 small, 3 very small, 4 a trick shot", () => {
  it.each([
    [1, "largePart"],
    [2, "smallPart"],
    [3, "verySmallPart"],
    [4, "trickShot"],
  ])("%i successes hit a %s", (units, part) => {
    expect(spendResult(sword(4), unarmored, { calledShot: units })).toMatchObject({
      calledShot: part,
      spent: units,
    });
  });

  it("there is nothing more precise than a trick shot", () => {
    expect(entry(sword(5), unarmored, { calledShot: 4 }, "calledShot").addBlocked).toEqual({
      code: "limitReached",
      limit: 4,
    });
  });
});

describe("RULES 1.4 [I-2] grab: one success, power from hand-to-hand damage", () => {
  it("holds a victim whose hand-to-hand damage is at most one full rank above the power", () => {
    expect(spendResult(sword(1), unarmored, { grab: 1 }).effects.grab).toEqual({
      power: 3,
      holds: true,
    });
    const ogre = { handToHand: parseRank("Ext") };
    expect(spendResult(sword(1), ogre, { grab: 1 }).effects.grab).toEqual({
      power: 3,
      holds: false,
    });
    expect(spendResult(sword(4), ogre, { grab: 1, grabPower: 3 }).effects.grab).toEqual({
      power: 6,
      holds: true,
    });
  });

  it("a weapon suited to grabbing lends its damage as the power", () => {
    const whip = sword(1, { weaponSuits: ["grab"] });
    expect(spendResult(whip, unarmored, { grab: 1 }).effects.grab?.power).toBe(5);
  });

  it("still does marginal damage unless that is avoided for one more success", () => {
    expect(spendResult(sword(1), unarmored, { grab: 1 })).toMatchObject({
      damage: 3,
      damageAfterArmor: 3,
    });
    const gentle = spendResult(sword(2), unarmored, { grab: 1, avoidMarginalDamage: 1 });
    expect(gentle).toMatchObject({ damage: null, damageAfterArmor: null, armor: null, spent: 2 });
  });

  it("power on an effect needs the effect", () => {
    expect(entry(sword(2), unarmored, {}, "grabPower").addBlocked).toEqual({
      code: "needs",
      option: "grab",
    });
  });
});

describe("RULES 1.4 disarm: two successes, power above the victim's hand-to-hand damage", () => {
  it("Avg+ power does not beat a Gd fighter; two more successes do", () => {
    expect(spendResult(sword(2), unarmored, { disarm: 1 }).effects.disarm).toMatchObject({
      power: 3,
      succeeds: false,
    });
    expect(
      spendResult(sword(4), unarmored, { disarm: 1, disarmPower: 2 }).effects.disarm,
    ).toMatchObject({
      power: 5,
      succeeds: true,
    });
  });

  it("a two-handed weapon needs a half-rank more", () => {
    const twoHander = { ...unarmored, twoHandedWeapon: true };
    expect(
      spendResult(sword(4), twoHander, { disarm: 1, disarmPower: 2 }).effects.disarm?.succeeds,
    ).toBe(false);
    expect(
      spendResult(sword(5), twoHander, { disarm: 1, disarmPower: 3 }).effects.disarm?.succeeds,
    ).toBe(true);
  });

  it("further successes fling the weapon further, and one more chooses its direction", () => {
    const choices = { disarm: 1, disarmDistance: 2, disarmAim: 1 };
    expect(spendResult(sword(5), unarmored, choices)).toMatchObject({
      spent: 5,
      effects: { disarm: { flung: 2, aimed: true } },
    });
    expect(entry(sword(6), unarmored, choices, "disarmAim").addBlocked).toEqual({
      code: "limitReached",
      limit: 1,
    });
  });

  it("is already a called shot at the weapon", () => {
    expect(entry(sword(4), unarmored, { disarm: 1 }, "calledShot").addBlocked).toEqual({
      code: "conflicts",
      option: "disarm",
    });
  });
});

describe("RULES 1.4 take-away: three successes; above the victim's power wins, a tie struggles", () => {
  it.each([
    [0, "failed"],
    [1, "struggle"],
    [2, "taken"],
  ])("with %i power bought the take-away is %s", (power, outcome) => {
    expect(
      spendResult(sword(5), unarmored, { takeAway: 1, takeAwayPower: power }).effects.takeAway,
    ).toEqual({
      power: 3 + power,
      outcome,
    });
  });

  it("already holds a grab and a disarm", () => {
    expect(entry(sword(5), unarmored, { takeAway: 1 }, "grab").addBlocked).toEqual({
      code: "conflicts",
      option: "takeAway",
    });
    expect(entry(sword(5), unarmored, { disarm: 1 }, "takeAway").addBlocked).toEqual({
      code: "conflicts",
      option: "disarm",
    });
  });
});

describe("RULES 1.4 knockdown and throw depend on how firmly the target stands", () => {
  it.each([
    ["unstable", 1, 2],
    ["normal", 2, 3],
    ["braced", 3, 4],
  ] as const)("a %s target: knockdown costs %i, a throw %i", (stability, knockdown, thrown) => {
    const target = { ...unarmored, stability };
    expect(entry(sword(4), target, {}, "knockdown").cost).toBe(knockdown);
    expect(entry(sword(4), target, {}, "throw").cost).toBe(thrown);
  });

  it("a downed target defends one full rank worse", () => {
    expect(spendResult(sword(2), unarmored, { knockdown: 1 }).effects.knockdown).toEqual({
      power: 3,
      defencePenalty: -2,
    });
    expect(spendResult(sword(3), unarmored, { throw: 1 }).effects.throw).toEqual({
      power: 3,
      defencePenalty: -2,
      distance: null, // nobody said how strong the thrower is
    });
  });

  // seed 000 (throws): 2 m, one rank further per rank of strength beyond lifting the victim
  it.each([
    ["Avg", "Avg", 2],
    ["Avg+", "Avg", 3],
    ["Gd", "Avg", 5],
    ["Grt", "Avg", 10],
    ["Grt", "Gd", 5],
    ["Avg", "Gd", 2], // heavier than the thrower could lift: the basic 2 m
  ])("a thrower of strength %s flings a victim of size %s %d m", (strength, size, metres) => {
    const thrower = { ...sword(3), strength: parseRank(strength) };
    const victim = { ...unarmored, size: parseRank(size) };
    expect(spendResult(thrower, victim, { throw: 1 }).effects.throw?.distance).toBe(metres);
  });

  it("the distance needs both the thrower's strength and the victim's size", () => {
    const thrower = { ...sword(3), strength: parseRank("Grt") };
    const victim = { ...unarmored, size: parseRank("Avg") };
    expect(spendResult(thrower, unarmored, { throw: 1 }).effects.throw?.distance).toBeNull();
    expect(spendResult(sword(3), victim, { throw: 1 }).effects.throw?.distance).toBeNull();
  });

  it("a throw already knocks down", () => {
    expect(entry(sword(5), unarmored, { throw: 1 }, "knockdown").addBlocked).toEqual({
      code: "conflicts",
      option: "throw",
    });
  });
});

describe("[I-2] special effects: only those bought, each with its own base power", () => {
  it("damage alone buys no special effect", () => {
    expect(spendResult(sword(2), unarmored, { fullDamage: 1, moreDamage: 1 }).effects).toEqual({});
  });

  it("a disarm bought without aiming lets the weapon fall where it may", () => {
    expect(spendResult(sword(2), unarmored, { disarm: 1 }).effects.disarm).toEqual({
      power: 3,
      succeeds: false,
      flung: 0,
      aimed: false,
    });
  });

  it.each([
    ["disarm", { disarm: 1 }],
    ["takeAway", { takeAway: 1 }],
    ["knockdown", { knockdown: 1 }],
    ["throw", { throw: 1 }],
  ] as const)(
    "a weapon suited to %s lends its Gd+ damage as the power, not the Avg+ hand-to-hand",
    (effect, choices) => {
      const suited = sword(4, { weaponSuits: [effect] });
      expect(spendResult(suited, unarmored, choices).effects[effect]?.power).toBe(parseRank("Gd+"));
      expect(spendResult(sword(4), unarmored, choices).effects[effect]?.power).toBe(
        parseRank("Avg+"),
      );
    },
  );
});

describe("RULES 1.4 multiple targets", () => {
  it.each([
    [0, 1, 1],
    [0, 2, 2],
    [0, 3, 3],
    [0, 4, 5],
    [0, 6, 10],
    [1, 1, 2],
    [2, 2, 5],
    [3, 3, 10],
    [1, 3, 5],
  ])("discount %i: %i successes reach %i targets", (discount, units, targets) => {
    const attack = sword(units, { multiTargetDiscount: discount });
    expect(spendResult(attack, unarmored, { multipleTargets: units }).targets).toBe(targets);
  });
});

describe("RULES 1.4 style", () => {
  it("one success for style, two for something outrageous, and no more", () => {
    expect(spendResult(sword(1), unarmored, { style: 1 }).style).toBe("style");
    expect(spendResult(sword(2), unarmored, { style: 2 })).toMatchObject({
      style: "outrageous",
      damage: 3,
    });
    expect(entry(sword(3), unarmored, { style: 2 }, "style").addBlocked).toEqual({
      code: "limitReached",
      limit: 2,
    });
  });
});

describe("RULES 1.4 avoiding marginal damage", () => {
  it("needs a special effect, and cannot go with buying damage, bypass or lethality", () => {
    expect(entry(sword(3), fighter, {}, "avoidMarginalDamage").addBlocked).toEqual({
      code: "needsSpecialEffect",
    });
    const knocked = { knockdown: 1 };
    expect(
      entry(sword(4), fighter, { ...knocked, fullDamage: 1 }, "avoidMarginalDamage").addBlocked,
    ).toEqual({
      code: "conflicts",
      option: "fullDamage",
    });
    const avoided = { ...knocked, avoidMarginalDamage: 1 };
    for (const id of ["fullDamage", "bypassArmor", "lethalityDown"] as const)
      expect(entry(sword(4), fighter, avoided, id).addBlocked).toEqual({
        code: "conflicts",
        option: "avoidMarginalDamage",
      });
  });

  it("the last special effect cannot be given back while damage is avoided", () => {
    expect(
      entry(sword(4), fighter, { knockdown: 1, avoidMarginalDamage: 1 }, "knockdown").removeBlocked,
    ).toEqual({
      code: "requiredBy",
      option: "avoidMarginalDamage",
    });
  });
});

describe("RULES 1.4 spending never exceeds the extra successes", () => {
  it("refuses an option that costs more than remains, saying what it costs", () => {
    expect(entry(sword(1), unarmored, {}, "disarm").addBlocked).toEqual({
      code: "notEnoughSuccesses",
      cost: 2,
      remaining: 1,
    });
    expect(() => spend(sword(1), unarmored, {}, "disarm")).toThrow(
      /buying disarm is not allowed: it costs 2 and 1 remain/,
    );
  });

  it("keeps a running total on the menu", () => {
    const menu = spendMenu(sword(5), fighter, { fullDamage: 1, bypassArmor: 1 });
    expect(menu).toMatchObject({ extra: 5, spent: 3, remaining: 2 });
    expect(menu.entries.map((e) => e.id)).toEqual(SPEND_OPTIONS);
    expect(menu.entries.find((e) => e.id === "bypassArmor")).toMatchObject({
      taken: 1,
      spent: 2,
      limit: 1,
    });
    expect(menu.result.damageAfterArmor).toBe(5);
  });

  it("refuses a set of choices that costs too much, an unknown option or a bad count, naming it", () => {
    expect(() => spendResult(sword(1), unarmored, { fullDamage: 1, style: 1 })).toThrow(
      /spending 2 successes is not allowed: only 1 extra successes were rolled/,
    );
    expect(() => spendResult(sword(1), unarmored, { sneeze: 1 } as SpendChoices)).toThrow(
      /spend option: no combatant or entry with id "sneeze"/,
    );
    expect(() => spendResult(sword(1), unarmored, { style: -1 })).toThrow(
      /style units must be at least 0, got -1/,
    );
    expect(() => spendResult(sword(1), unarmored, { style: 0.5 })).toThrow(/style units/);
    expect(() => unspend(sword(1), unarmored, {}, "style")).toThrow(
      /giving back style is not allowed: none was bought/,
    );
    expect(() => spendResult(sword(-1), unarmored)).toThrow(
      /extra successes must be at least 0, got -1/,
    );
    expect(() => spendResult(sword(1), unarmored, null as never)).toThrow(
      /spend choices must be a group of fields/,
    );
  });

  it("a + or − click checks the stored choices and the option clicked before buying or giving back", () => {
    expect(() => spend(sword(1), unarmored, { style: -1 }, "fullDamage")).toThrow(
      /style units must be at least 0, got -1/,
    );
    expect(() => spend(sword(1), unarmored, { style: 0.5 }, "fullDamage")).toThrow(/style units/);
    expect(() => unspend(sword(2), unarmored, { style: -1 }, "fullDamage")).toThrow(
      /style units must be at least 0, got -1/,
    );
    expect(() => spend(sword(1), unarmored, {}, "sneeze" as SpendOption)).toThrow(
      /spend option: no combatant or entry with id "sneeze"/,
    );
    expect(() => unspend(sword(1), unarmored, {}, "sneeze" as SpendOption)).toThrow(
      /spend option: no combatant or entry with id "sneeze"/,
    );
  });

  it("only the choices' own counts are read, never one inherited from elsewhere", () => {
    const inherited = Object.create({ style: 1 }) as SpendChoices;
    expect(spendMenu(sword(2), unarmored, inherited)).toMatchObject({ spent: 0, remaining: 2 });
  });

  it("− gives back one unit of that option and leaves every other choice as it was", () => {
    const choices = { fullDamage: 1, style: 2 };
    expect(unspend(sword(3), unarmored, choices, "style")).toEqual({ fullDamage: 1, style: 1 });
    expect(unspend(sword(3), unarmored, { fullDamage: 1, style: 1 }, "style")).toEqual({
      fullDamage: 1,
    });
  });

  const anyOption = fc.constantFrom(...SPEND_OPTIONS);
  const clicks = fc.array(fc.tuple(fc.boolean(), anyOption), { maxLength: 40 });
  const attacks = fc.record({
    extra: fc.integer({ min: 0, max: 8 }),
    damage: fc.integer({ min: -2, max: 14 }),
    handToHand: fc.integer({ min: -2, max: 10 }),
    lethality: fc.integer({ min: -6, max: 0 }),
    reach: fc.option(fc.integer({ min: 0, max: 3 })),
    multiTargetDiscount: fc.integer({ min: 0, max: 3 }),
  });
  const targets = fc.record({
    armor: fc.option(
      fc.record({
        protection: fc.integer({ min: -2, max: 14 }),
        coverage: fc.integer({ min: 1, max: 3 }),
      }),
    ),
    stability: fc.constantFrom("unstable", "normal", "braced"),
    handToHand: fc.integer({ min: -2, max: 10 }),
  });

  it("whatever + and − are clicked, the menu's legality is what spend/unspend do, and the total stays within the extra", () => {
    fc.assert(
      fc.property(attacks, targets, clicks, (attack, target, sequence) => {
        let choices: SpendChoices = {};
        for (const [add, id] of sequence) {
          const row = entry(attack, target, choices, id);
          const blocked = add ? row.addBlocked : row.removeBlocked;
          if (blocked) {
            expect(() => (add ? spend : unspend)(attack, target, choices, id)).toThrow(
              /is not allowed/,
            );
            continue;
          }
          choices = (add ? spend : unspend)(attack, target, choices, id);
          const menu = spendMenu(attack, target, choices);
          expect(menu.spent).toBeLessThanOrEqual(attack.extra);
          expect(menu.spent + menu.remaining).toBe(attack.extra);
          expect(menu.entries.reduce((sum, e) => sum + e.spent, 0)).toBe(menu.spent);
        }
      }),
    );
  });

  it("+ then − gives back exactly the choices and successes there were", () => {
    fc.assert(
      fc.property(attacks, targets, anyOption, (attack, target, id) => {
        if (entry(attack, target, {}, id).addBlocked) return;
        const after = unspend(attack, target, spend(attack, target, {}, id), id);
        expect(after).toEqual({});
      }),
    );
  });
});

describe("an attack or target the spending rules cannot read is refused, each named", () => {
  it.each([
    [null, fighter, /attack must be a group of fields, got null/],
    [sword(1, { damage: 5.5 }), fighter, /damage step must be a whole number, got 5.5/],
    [
      sword(1, { handToHand: 3.5 }),
      fighter,
      /attacker's hand-to-hand damage must be a whole number, got 3.5/,
    ],
    // against no armor the penetration is never compared, but it is still read
    [sword(1, { penetration: 6.5 }), unarmored, /penetration must be a whole number, got 6.5/],
    [sword(1, { reach: -1 }), fighter, /reach must be at least 0, got -1/],
    [
      sword(1, { weaponSuits: ["grab", "tickle" as never] }),
      fighter,
      /weapon suits #2 must be one of grab, disarm, takeAway, knockdown, throw, got "tickle"/,
    ],
    [sword(1, { strength: 4.5 }), fighter, /attacker's strength must be a whole number, got 4.5/],
    [sword(1), null, /target must be a group of fields, got null/],
    [
      sword(1),
      { ...fighter, armor: { protection: 4, coverage: 4 } },
      /armor coverage must be between 1 and 3, got 4/,
    ],
    [sword(1), { ...fighter, stability: "wobbly" }, /stability must be one of unstable, normal/],
    [sword(1), { handToHand: 4.5 }, /target's hand-to-hand damage must be a whole number, got 4.5/],
    [sword(1), { ...fighter, twoHandedWeapon: "yes" }, /twoHandedWeapon must be true or false/],
    [sword(1), { ...fighter, size: 2.5 }, /target's size must be a whole number, got 2.5/],
  ])("%#", (attack, target, message) => {
    expect(() => spendMenu(attack as never, target as never, {})).toThrow(message);
  });

  it("a penetration, size and strength given as whole numbers are read", () => {
    const menu = spendMenu(
      sword(1, { penetration: 6, strength: 4 }),
      { ...fighter, size: 2, twoHandedWeapon: true },
      {},
    );
    expect(menu.remaining).toBe(1);
  });
});

describe("spendEffects with a context made by hand (issue 26, finding 6)", () => {
  const attack = { extra: 4, damage: 5, handToHand: 3, lethality: -1, reach: 1 };
  const target = { armor: { protection: 4, coverage: 2 }, handToHand: 4 };
  const none = Object.fromEntries(okrpg.SPEND_OPTIONS.map((id) => [id, 0]));
  const valid = okrpg.spendContext(attack, target);

  it.each([
    ["NaN extra successes", { ...valid, attack: { ...attack, extra: NaN } }],
    ["no target", { ...valid, target: undefined }],
    ["no attack", { ...valid, attack: null }],
    ["a text for the damage", { ...valid, attack: { ...attack, damage: "5" } }],
    ["not a context", NaN],
  ])("%s is refused with a rules error naming it, never answered with NaN", (_name, ctx) => {
    let thrown: unknown = null;
    try {
      okrpg.spendEffects(ctx as never, none as never, 0, {});
    } catch (error) {
      thrown = error;
    }
    expect(isRulesError(thrown), String(thrown)).toBe(true);
  });

  it.each([
    ["counts that are not a group", null, 0, /spend counts must be a group of fields, got null/],
    ["a negative count", { ...none, style: -1 }, 0, /style units must be at least 0, got -1/],
    ["negative successes spent", none, -1, /spent successes must be at least 0, got -1/],
  ])("%s are refused, named", (_name, counts, spent, message) => {
    expect(() => okrpg.spendEffects(valid, counts as never, spent, {})).toThrow(message);
  });

  it.each([
    [null, /spend context must be a group of fields, got null/],
    [{ ...valid, armorApplies: "yes" }, /armorApplies must be true or false, got "yes"/],
    [{ ...valid, armorWorthless: 0 }, /armorWorthless must be true or false, got 0/],
    [
      { ...valid, target: { ...target, armor: { protection: 4, coverage: 4 } } },
      /armor coverage must be between 1 and 3, got 4/,
    ],
  ])("a context that is not one is refused, named (%#)", (ctx, message) => {
    // marginal damage avoided: the armor is never consulted, but a bad one is still refused
    const avoided = { ...none, grab: 1, avoidMarginalDamage: 1 };
    expect(() => okrpg.spendEffects(ctx as never, avoided as never, 0, {})).toThrow(message);
  });

  it("a context spendContext built still answers", () => {
    expect(okrpg.spendEffects(valid, none as never, 0, {}).remaining).toBe(4);
  });
});

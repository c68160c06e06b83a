import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  damageAfterHealing,
  damageHealed,
  healingDifficulty,
  health,
  healthOf,
  severity,
  stunAfterRest,
  stunAfterTurn,
} from "../../../src/rules/mano";

describe("RULES 5 health states (toughness 7, stamina 14 as in the seed's example)", () => {
  it.each([
    [0, 0, "healthy"],
    [2, 1, "healthy"],
    [6, 0, "healthy"],
    [0, 7, "injured"],
    [3, 4, "injured"],
    [0, 10, "injured"],
    [13, 0, "injured"],
    [0, 14, "incapacitated"],
    [0, 15, "incapacitated"],
    [10, 10, "incapacitated"],
  ] as const)("%s stun + %s damage → %s", (stun, damage, state) => {
    expect(health(stun, damage, 7, 14)).toBe(state);
  });

  it("rejects negative stun, damage or toughness and a stamina below toughness, naming them", () => {
    expect(() => health(-1, 0, 7, 14)).toThrow(/stun must be at least 0, got -1/);
    expect(() => health(0, -1, 7, 14)).toThrow(/damage must be at least 0, got -1/);
    expect(() => health(0, 0, -1, 14)).toThrow(/toughness must be at least 0, got -1/);
    expect(() => health(0, 0, 7, 5)).toThrow(/stamina must be at least 7, got 5/);
  });

  it("a sheet's condition reads the same way; one that is no group of fields is refused", () => {
    expect(healthOf({ stun: 3, damage: 4, toughness: 7, stamina: 14 })).toBe("injured");
    expect(() => healthOf(null as never)).toThrow(/condition must be a group of fields, got null/);
  });

  it("healthy is the least severe, incapacitated the most; an unknown state is named", () => {
    expect(["healthy", "injured", "incapacitated"].map((s) => severity(s as never))).toEqual([
      0, 1, 2,
    ]);
    expect(() => severity("dazed" as never)).toThrow(/health must be one of .*got "dazed"/);
  });

  it("more harm never makes a character healthier", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (stun, damage, moreStun, moreDamage, toughness, extra) => {
          const stamina = toughness + extra;
          const before = severity(health(stun, damage, toughness, stamina));
          const after = severity(health(stun + moreStun, damage + moreDamage, toughness, stamina));
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});

describe("RULES 5 stun recovery", () => {
  const t = { toughness: 7, stamina: 14 };
  it("the end of a character's own turn takes one stun away", () => {
    expect(stunAfterTurn({ ...t, stun: 4, damage: 0 })).toBe(3);
    expect(stunAfterTurn({ ...t, stun: 0, damage: 3 })).toBe(0);
  });

  it("an incapacitated character recovers half its stun, rounded up, each turn", () => {
    expect(stunAfterTurn({ ...t, stun: 15, damage: 0 })).toBe(7);
    expect(stunAfterTurn({ ...t, stun: 4, damage: 12 })).toBe(2);
    expect(stunAfterTurn({ ...t, stun: 1, damage: 14 })).toBe(0);
  });

  it("the rest action recovers all stun", () => {
    expect(stunAfterRest(9)).toBe(0);
    expect(() => stunAfterRest(-2)).toThrow(/stun must be at least 0, got -2/);
  });
});

describe("RULES 5 weekly healing", () => {
  it("the difficulty is 10, +1 per day of exertion, +1 per hurt, +5 per knockout by damage", () => {
    expect(healingDifficulty({ exertedDays: 0, timesHurt: 0, timesIncapacitatedByDamage: 0 })).toBe(
      10,
    );
    expect(healingDifficulty({ exertedDays: 3, timesHurt: 2, timesIncapacitatedByDamage: 1 })).toBe(
      20,
    );
    expect(() =>
      healingDifficulty({ exertedDays: 8, timesHurt: 0, timesIncapacitatedByDamage: 0 }),
    ).toThrow(/exertedDays must be between 0 and 7, got 8/);
  });

  it("each time hurt adds 1 and each knockout by damage 5, apart; bad counts are named", () => {
    const week = { exertedDays: 0, timesHurt: 0, timesIncapacitatedByDamage: 0 };
    expect(healingDifficulty({ ...week, exertedDays: 7 })).toBe(17);
    expect(healingDifficulty({ ...week, timesHurt: 4 })).toBe(14);
    expect(healingDifficulty({ ...week, timesIncapacitatedByDamage: 2 })).toBe(20);
    expect(() => healingDifficulty({ ...week, exertedDays: -1 })).toThrow(
      /exertedDays must be between 0 and 7, got -1/,
    );
    expect(() => healingDifficulty({ ...week, timesHurt: -1 })).toThrow(
      /timesHurt must be at least 0, got -1/,
    );
    expect(() => healingDifficulty({ ...week, timesIncapacitatedByDamage: -1 })).toThrow(
      /timesIncapacitatedByDamage must be at least 0, got -1/,
    );
    expect(() => healingDifficulty("a week" as never)).toThrow(
      /healing week must be a group of fields, got "a week"/,
    );
  });

  it("a success heals half the damage rounded up: 5 damage heals 3, leaving 2", () => {
    expect(damageHealed(5)).toBe(3);
    expect(damageHealed(4)).toBe(2);
    expect(() => damageHealed(-1)).toThrow(/damage must be at least 0, got -1/);
    expect(damageAfterHealing(5, 11, 0, 10)).toBe(2);
  });

  it("a failed roll heals nothing; a natural 20 always heals", () => {
    expect(damageAfterHealing(5, 10, 0, 10)).toBe(5);
    expect(damageAfterHealing(8, 20, 0, 40)).toBe(4);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scripted } from "../../../src/rules/dice";
import {
  damageDice,
  damageFormula,
  damageFromFaces,
  maxDice,
  parseDice,
  rollDamage,
  strDamageBonus,
} from "../../../src/rules/occult";

describe("RULES 2 damage rolls", () => {
  it("a normal hit rolls the weapon's dice: Todd's 10 damage", () => {
    expect(damageFromFaces({ dice: "2d6" }, [4, 6])).toMatchObject({ faces: [4, 6], total: 10 });
    expect(damageDice({ dice: "2d6+1" })).toEqual([6, 6]);
    expect(damageFormula({ dice: "2d6+1" })).toBe("2d6+1");
  });

  it("a critical on 4d6 deals 24 + 1d6 instead of rolling the dice", () => {
    expect(damageDice({ dice: "4d6", critical: true })).toEqual([6]);
    expect(damageFormula({ dice: "4d6", critical: true })).toBe("1d6");
    expect(damageFromFaces({ dice: "4d6", critical: true }, [3])).toEqual({
      faces: [],
      criticalDie: 3,
      dice: 24,
      multiplier: 1,
      multiplied: 24,
      bonus: 0,
      total: 27,
    });
  });

  it("a critical adds the character's damage bonuses too: 2d4+2 with STR +2 and a 5 is 10+5+2", () => {
    expect(damageFromFaces({ dice: "2d4+2", critical: true, bonus: 2 }, [5]).total).toBe(17);
  });

  it("bursts multiply the damage: short ×1.5 rounded up, medium ×2, long ×4", () => {
    expect(damageFromFaces({ dice: "2d6", burst: "short" }, [3, 4]).total).toBe(11);
    expect(damageFromFaces({ dice: "2d6", burst: "short" }, [3, 3]).total).toBe(9);
    expect(damageFromFaces({ dice: "2d6", burst: "medium" }, [3, 4]).total).toBe(14);
    expect(damageFromFaces({ dice: "2d6", burst: "long" }, [3, 4]).total).toBe(28);
  });

  it("a critical burst multiplies the weapon's maximum, then adds the d6", () => {
    const result = damageFromFaces({ dice: "2d6", burst: "long", critical: true }, [2]);
    expect(result).toMatchObject({ dice: 12, multiplier: 4, multiplied: 48, total: 50 });
  });

  it("a doubled attack adds the STR bonus after doubling: power punch 1d6 of 4 with STR +2 is 10", () => {
    expect(damageFromFaces({ dice: "1d6", doubled: true, bonus: 2 }, [4]).total).toBe(10);
  });

  it("a weak character's penalty never takes damage below 0", () => {
    expect(damageFromFaces({ dice: "1d4", bonus: -4 }, [1]).total).toBe(0);
  });

  it("a pulled muscle halves the damage, rounded down", () => {
    expect(damageFromFaces({ dice: "2d6", halved: true }, [3, 4]).total).toBe(3);
  });

  it("rolls from a DiceSource", () => {
    expect(rollDamage({ dice: "3d6x2", bonus: 4 }, scripted([1, 2, 3])).total).toBe(16);
    expect(rollDamage({ dice: "3d6x2", critical: true }, scripted([6])).total).toBe(42);
  });

  it("a critical never deals less than any normal roll of the same weapon", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("1d4", "2d6+1", "3d6x2", "2d4+2", "4d6"),
        fc.integer({ min: -4, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
        (text, bonus, d6, faces) => {
          const sizes = damageDice({ dice: text });
          const normal = damageFromFaces(
            { dice: text, bonus },
            sizes.map((s, i) => Math.min(s, faces[i])),
          );
          const critical = damageFromFaces({ dice: text, bonus, critical: true }, [d6]);
          return critical.total >= normal.total && critical.dice === maxDice(parseDice(text));
        },
      ),
    );
  });

  it("rejects a fractional bonus, a wrong burst and a missing critical die, naming them", () => {
    expect(() => damageFromFaces({ dice: "1d6", bonus: 1.5 }, [3])).toThrow(
      /bonus must be a whole number, got 1.5/,
    );
    expect(() => damageFromFaces({ dice: "1d6", burst: "full" as "long" }, [3])).toThrow(
      /burst must be one of short, medium, long, got "full"/,
    );
    expect(() => damageFromFaces({ dice: "4d6", critical: true }, [])).toThrow(
      /number of dice faces must be between 1 and 1, got 0/,
    );
    expect(() => damageFromFaces({ dice: "4d6", critical: true }, [7])).toThrow(
      /critical die must be between 1 and 6, got 7/,
    );
  });
});

describe("STR damage bonus", () => {
  it("the builds chart: STR 2 → −4, 4 → −2, 6 → 0, 8 → +2, 10 → +4", () => {
    expect([2, 4, 6, 8, 10].map(strDamageBonus)).toEqual([-4, -2, 0, 2, 4]);
  });
  it("rejects a negative or fractional STR", () => {
    expect(() => strDamageBonus(-1)).toThrow(/STR must be at least 0, got -1/);
    expect(() => strDamageBonus(6.5)).toThrow(/STR must be a whole number, got 6.5/);
  });
});

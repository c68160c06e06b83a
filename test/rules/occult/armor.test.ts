import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { armorDr, armorHit } from "../../../src/rules/occult";

describe("RULES 2 armor damage resistance", () => {
  it("the flak jacket: 50 HP is DR 5; 10 damage → 5 absorbed, 45 HP, DR 4", () => {
    expect(armorDr({ hp: 50 })).toBe(5);
    expect(armorHit({ hp: 50 }, 10)).toEqual({
      hp: 45,
      dr: 4,
      absorbed: 5,
      armorDamage: 5,
      excess: 0,
      destroyed: false,
    });
  });

  it("damage up to the DR is absorbed completely", () => {
    expect(armorHit({ hp: 50 }, 5)).toMatchObject({ hp: 50, dr: 5, absorbed: 5, armorDamage: 0 });
    expect(armorHit({ hp: 50 }, 0)).toMatchObject({ hp: 50, absorbed: 0 });
  });

  it("DR is 0 once the armor is below 10 HP, even with a high DR%", () => {
    expect(armorDr({ hp: 10 })).toBe(1);
    expect(armorDr({ hp: 9, drPercent: 50 })).toBe(0);
    expect(armorHit({ hp: 12 }, 4)).toMatchObject({ hp: 9, dr: 0, absorbed: 1 });
  });

  it("another DR% (rounded down): 15% of 45 HP is 6", () => {
    expect(armorDr({ hp: 45, drPercent: 15 })).toBe(6);
    expect(armorDr({ hp: 100, drPercent: 7 })).toBe(7);
  });

  it("armor cannot drop below 0 HP; the rest of the damage is reported as excess", () => {
    expect(armorHit({ hp: 8 }, 20)).toEqual({
      hp: 0,
      dr: 0,
      absorbed: 0,
      armorDamage: 8,
      excess: 12,
      destroyed: true,
    });
  });

  it("a hit never raises the armor's HP, and absorbed + armor damage + excess = damage", () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.integer({ min: 0, max: 100 }),
        fc.nat(300),
        (hp, drPercent, damage) => {
          const result = armorHit({ hp, drPercent }, damage);
          return (
            result.hp <= hp &&
            result.hp >= 0 &&
            result.dr <= armorDr({ hp, drPercent }) &&
            result.absorbed + result.armorDamage + result.excess === damage
          );
        },
      ),
    );
  });

  it("rejects negative HP or damage and a DR% above 100, naming them", () => {
    expect(() => armorHit({ hp: -1 }, 3)).toThrow(/armor hp must be at least 0, got -1/);
    expect(() => armorHit({ hp: 50 }, -3)).toThrow(/damage must be at least 0, got -3/);
    expect(() => armorDr({ hp: 50, drPercent: 120 })).toThrow(
      /drPercent must be between 0 and 100, got 120/,
    );
  });

  it("does not change the armor object it was given", () => {
    const armor = Object.freeze({ hp: 50, drPercent: 10 });
    armorHit(armor, 10);
    expect(armor).toEqual({ hp: 50, drPercent: 10 });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { damage, fortune, hits, soak, takeHits } from "../../../src/rules/action";

describe("RULES 3 damage: outcome + weapon damage against soak", () => {
  it("reaching the soak is a Hit; soak + 10 is also a Damage Setback", () => {
    expect(damage({ outcome: 2, weaponDamage: 5, soak: 7 })).toEqual({
      hit: true,
      setback: false,
      finalDamage: 7,
    });
    expect(damage({ outcome: 1, weaponDamage: 5, soak: 7 })).toMatchObject({
      hit: false,
      setback: false,
    });
    expect(damage({ outcome: 12, weaponDamage: 5, soak: 7 })).toMatchObject({
      hit: true,
      setback: true,
    });
    expect(damage({ outcome: 11, weaponDamage: 5, soak: 7 })).toMatchObject({
      hit: true,
      setback: false,
    });
  });

  it("a marginal success still deals the weapon's damage", () => {
    expect(damage({ outcome: 0, weaponDamage: 8, soak: 8 }).hit).toBe(true);
  });

  it("a failed attack deals nothing, however big the weapon", () => {
    expect(damage({ outcome: -1, weaponDamage: 30, soak: 5 })).toMatchObject({
      hit: false,
      setback: false,
    });
  });

  it("a Damage Setback always comes with a Hit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (outcome, weaponDamage, s) => {
          const result = damage({ outcome, weaponDamage, soak: s });
          return !result.setback || result.hit;
        },
      ),
    );
  });

  it("resistance powers add to the Toughness soak", () => {
    expect(soak(6)).toBe(6);
    expect(soak(6, [3])).toBe(9);
  });
});

describe("RULES 3 hits and fortune by role", () => {
  it.each([
    ["hero", 5, 5, 4, 4],
    ["hero", 2, 3, 1, 3],
    ["villain", 7, 7, 6, 6],
    ["henchman", 7, 3, 6, 3],
    ["mook", 7, 1, 6, 0],
  ] as const)("%s with Body %i has %i Hits; with Mind %i, %i Fortune", (role, body, h, mind, f) => {
    expect(hits(role, body)).toBe(h);
    expect(fortune(role, mind)).toBe(f);
  });

  it("at zero hits the character is out of the action", () => {
    expect(takeHits(3)).toEqual({ hits: 2, out: false });
    expect(takeHits(1)).toEqual({ hits: 0, out: true });
    expect(takeHits(2, 5)).toEqual({ hits: 0, out: true });
  });

  it("rejects an unknown role and negative hits, naming them", () => {
    expect(() => hits("boss" as "hero", 4)).toThrow(
      /role must be one of hero, villain, henchman, mook, got "boss"/,
    );
    expect(() => takeHits(-1)).toThrow(/hits must be at least 0, got -1/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAutomatic, successChance, succeeds } from "../../../src/rules/mano";

describe("RULES 5 success roll: d20 + modifiers must beat the difficulty", () => {
  it("a higher total succeeds and an equal one fails", () => {
    expect(succeeds(11, 0, 10)).toBe(true);
    expect(succeeds(10, 0, 10)).toBe(false);
    expect(succeeds(8, 4, 12)).toBe(false);
    expect(succeeds(9, 4, 12)).toBe(true);
  });

  it("a natural 20 succeeds against any difficulty, and nothing else does by itself", () => {
    expect(succeeds(20, -10, 40)).toBe(true);
    expect(succeeds(19, -10, 40)).toBe(false);
    expect(isAutomatic(20)).toBe(true);
    expect(isAutomatic(19)).toBe(false);
    expect(() => isAutomatic(0)).toThrow(/natural must be between 1 and 20, got 0/);
  });

  it("rejects a face that is not on a d20 and a fractional difficulty, naming them", () => {
    expect(() => succeeds(21, 0, 10)).toThrow(/natural must be between 1 and 20, got 21/);
    expect(() => succeeds(0, 0, 10)).toThrow(/natural must be between 1 and 20, got 0/);
    expect(() => succeeds(10, 0, 10.5)).toThrow(/difficulty must be a whole number, got 10.5/);
    expect(() => succeeds(10, Number.NaN, 10)).toThrow(/modifier must be a finite number/);
    expect(() => successChance(0.5, 10)).toThrow(/modifier must be a whole number, got 0.5/);
    expect(() => successChance(0, 10.5)).toThrow(/difficulty must be a whole number, got 10.5/);
  });
});

describe("exact success chance on a d20", () => {
  it("counts the winning faces: +4 against 14 needs 11 or more, 10 faces", () => {
    expect(successChance(4, 14)).toBe(0.5);
    expect(successChance(0, 10)).toBe(0.5);
    expect(successChance(2, 12)).toBe(0.5);
  });

  it("never drops below the natural 20 nor rises above certainty", () => {
    expect(successChance(0, 40)).toBe(0.05);
    expect(successChance(30, 5)).toBe(1);
    expect(successChance(0, 0)).toBe(1);
    expect(successChance(0, 1)).toBe(0.95);
  });

  it("equals the share of faces that succeed, for any modifier and difficulty", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -10, max: 50 }), (m, d) => {
        let wins = 0;
        for (let face = 1; face <= 20; face++) if (succeeds(face, m, d)) wins++;
        expect(successChance(m, d)).toBe(wins / 20);
      }),
    );
  });
});

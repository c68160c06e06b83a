import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scripted, seeded } from "../../../src/rules/dice";
import { rollOff } from "../../../src/rules/sequencing";

describe("RULES 4 roll-off", () => {
  it("the highest roll goes first", () => {
    expect(rollOff(["a", "b", "c"], scripted([4, 17, 9]))).toEqual(["b", "c", "a"]);
  });

  it("those who roll the same reroll among themselves until nobody ties", () => {
    // a and c tie on 12 and reroll: 5 and 5 tie again, then 2 against 8
    expect(rollOff(["a", "b", "c"], scripted([12, 3, 12, 5, 5, 2, 8]))).toEqual(["c", "a", "b"]);
  });

  it("a lone contestant needs no dice", () => {
    expect(rollOff(["solo"], scripted([]))).toEqual(["solo"]);
  });

  it("dice that always tie are refused rather than rolled forever", () => {
    expect(() => rollOff(["a", "b"], { roll: () => 7 })).toThrow(/the dice tied 100 times/);
  });

  it("always returns every contestant exactly once", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { maxLength: 60 }), fc.integer(), (list, seed) => {
        const result = rollOff(list, seeded(seed));
        expect([...result].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
      }),
    );
  });
});

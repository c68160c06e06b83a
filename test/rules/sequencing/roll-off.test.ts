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
    expect(() => rollOff(["a", "b"], { roll: () => 7 })).toThrow(
      /another roll-off is not allowed: the dice tied 100 times in a row/,
    );
  });

  it("a hundred tied roll-offs in a row are still rolled off: the next one decides", () => {
    const hundredTies = Array.from({ length: 200 }, () => 7);
    expect(rollOff(["a", "b"], scripted([...hundredTies, 3, 9]))).toEqual(["b", "a"]);
  });

  it("ties counted toward that limit are those of everyone still in it: a pair that ties again and again after beating a third starts its own count", () => {
    // a and b beat c (10, 10 against 1), then tie a hundred times before b wins
    const hundredTies = Array.from({ length: 200 }, () => 7);
    expect(rollOff(["a", "b", "c"], scripted([10, 10, 1, ...hundredTies, 3, 9]))).toEqual([
      "b",
      "a",
      "c",
    ]);
  });

  it.each([
    [
      "contestants",
      () => rollOff("ab" as never, scripted([])),
      /contestants must be a list, got "ab"/,
    ],
    ["dice", () => rollOff(["a", "b"], null as never), /dice must be a dice source/],
    [
      "depth",
      () => rollOff(["a", "b"], scripted([]), 0.5),
      /roll-off depth must be a whole number/,
    ],
    [
      "depth below 0",
      () => rollOff(["a", "b"], scripted([]), -1),
      /roll-off depth must be at least 0, got -1/,
    ],
    ["face", () => rollOff(["a", "b"], { roll: () => 21 }), /roll-off must be .*got 21/],
  ])("a bad roll-off is refused, its %s named", (_what, call, message) =>
    expect(call).toThrow(message),
  );

  it("always returns every contestant exactly once", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { maxLength: 60 }), fc.integer(), (list, seed) => {
        const result = rollOff(list, seeded(seed));
        expect([...result].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FUDGE_FACES,
  fudgeSum,
  fudgeSumCounts,
  rollDice,
  rollFudge,
  scripted,
  seeded,
} from "../../src/rules/dice";
import { named } from "./refusal-cases";

describe("dice sources", () => {
  it("a seeded source repeats its sequence and stays within 1..faces", () => {
    const a = seeded(42);
    const b = seeded(42);
    const rolls = Array.from({ length: 1000 }, () => a.roll(6));
    expect(rolls).toEqual(Array.from({ length: 1000 }, () => b.roll(6)));
    expect(new Set(rolls)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it("a seeded source is mulberry32: seed 1 rolls d100s of 63, 1, 53, 99, 97", () => {
    const dice = seeded(1);
    expect(Array.from({ length: 5 }, () => dice.roll(100))).toEqual([63, 1, 53, 99, 97]);
    // a seed is any 32-bit integer, signed or not: -1 is 2^32 - 1
    const signed = seeded(-1);
    const unsigned = seeded(2 ** 32 - 1);
    expect([signed.roll(100), signed.roll(100)]).toEqual([unsigned.roll(100), unsigned.roll(100)]);
    expect(seeded(-(2 ** 31)).roll(6)).toBeGreaterThanOrEqual(1);
  });

  it("rejects a die with no faces, naming the value", () => {
    expect(() => seeded(1).roll(0)).toThrow(/faces must be at least 1, got 0/);
    expect(() => seeded(Number.NaN)).toThrow(/seed must be a finite number, got NaN/);
  });

  it("a scripted source replays faces and refuses ones that do not fit the die", () => {
    // as many faces as a thousand rolls of a hundred dice
    expect(() => scripted(new Array(1001).fill(1))).not.toThrow();
    const dice = scripted([3, 6]);
    expect(dice.roll(6)).toBe(3);
    expect(() => dice.roll(4)).toThrow(/face #2 must be between 1 and 4, got 6/);
  });

  it("a scripted source that runs out says after how many rolls", () => {
    const dice = scripted([2]);
    expect(dice.roll(6)).toBe(2);
    expect(() => dice.roll(6)).toThrow(
      "another scripted roll is not allowed: the dice ran out after 1 rolls.",
    );
  });

  it.each(
    named([
      [() => seeded(2 ** 32), /^seed must be between -2147483648 and 4294967295, got 4294967296/],
      [() => seeded(-(2 ** 31) - 1), /^seed must be between -2147483648 and 4294967295/],
      [() => scripted("6" as never), /^scripted faces must be a list, got "6"/],
      [() => scripted([3, 0]), /^face #2 must be between 1 and 1000, got 0/],
      [() => scripted([1001]), /^face #1 must be between 1 and 1000, got 1001/],
      [() => scripted([1]).roll(0), /^faces must be at least 1, got 0/],
      [() => rollDice(null as never, 1, 6), /^dice must be a dice source .*, got null/],
      [() => rollDice(seeded(1), 1, 0), /^faces must be between 1 and 1000, got 0/],
      [() => rollDice(seeded(1), 1, 1001), /^faces must be between 1 and 1000, got 1001/],
      [() => rollDice(seeded(1), 101, 6), /^dice count must be between 0 and 100, got 101/],
      [() => fudgeSum([1], -1), /^Fudge dice count must be between 0 and 100, got -1/],
      [() => fudgeSum([], 101), /^Fudge dice count must be between 0 and 100, got 101/],
      [
        () => fudgeSum("1100" as never),
        /^Fudge faces "1100" is not allowed: expected a list of faces/,
      ],
      [
        () => fudgeSum([1, 1, 0]),
        /^a roll of 3 Fudge dice is not allowed: it reads exactly 4 faces/,
      ],
      [() => fudgeSumCounts(31), /^Fudge dice count must be between 0 and 30, got 31/],
      [() => fudgeSumCounts(-1), /^Fudge dice count must be between 0 and 30, got -1/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});

describe("Fudge dice [I-1]", () => {
  it("reads each Fudge face from one three-sided roll: 1 → −1, 2 → 0, 3 → +1", () => {
    expect(rollFudge(scripted([1, 2, 3, 3]))).toEqual([-1, 0, 1, 1]);
  });

  it("a seeded source rolls every Fudge face and nothing else", () => {
    const faces = rollFudge(seeded(7), 100);
    expect(new Set(faces)).toEqual(new Set(FUDGE_FACES));
  });

  it("4dF has 81 outcomes: 1, 4, 10, 16, 19, 16, 10, 4, 1 ways for sums −4 … +4", () => {
    expect(fudgeSumCounts()).toEqual([1, 4, 10, 16, 19, 16, 10, 4, 1]);
    expect(fudgeSumCounts().reduce((a, b) => a + b)).toBe(81);
  });

  it("the outcome counts of any number of Fudge dice sum to 3^n and are symmetric", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (n) => {
        const counts = fudgeSumCounts(n);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(3 ** n);
        expect(counts).toEqual([...counts].reverse());
      }),
    );
  });

  it("sums four faces and refuses the wrong number of dice or a face off the die", () => {
    expect(fudgeSum([1, 1, 0, -1])).toBe(1);
    expect(() => fudgeSum([1, 1, 0])).toThrow(/a roll of 3 Fudge dice is not allowed/);
    expect(() => fudgeSum([1, 2, 0, 0])).toThrow(/Fudge face #2 must be between -1 and 1, got 2/);
  });

  it("rolls plain dice through a source and checks the faces", () => {
    expect(rollDice(scripted([6, 1]), 2, 6)).toEqual([6, 1]);
    expect(() => rollDice(seeded(1), -1, 6)).toThrow(
      /dice count must be between 0 and 100, got -1/,
    );
    // issue 16: a billion dice is refused before anything is rolled or allocated
    expect(() => rollDice(seeded(1), 1e9, 6)).toThrow(/dice count must be between 0 and 100/);
    expect(() => rollDice({ roll: () => 7 }, 1, 6)).toThrow(/face #1 must be between 1 and 6/);
  });
});

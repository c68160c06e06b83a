import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { interpretRoll, type RollOptions } from "../../../src/rules/action";
import type * as Distribution from "../../../src/rules/action/distribution";

/*
 * The module builds each kind of roll's table on first use and keeps it. Each test loads it
 * afresh, so its figures come from tables built for that test, never from one an earlier test
 * (or, in a mutation run, an earlier version of the code) left behind.
 */
const MODULE = new URL("../../../src/rules/action/distribution.ts", import.meta.url).pathname;
let d: typeof Distribution;
let loads = 0;
beforeEach(async () => {
  loads += 1;
  d = (await import(/* @vite-ignore */ `${MODULE}?load=${loads}`)) as typeof Distribution;
});
const KINDS: RollOptions[] = [
  {},
  { confident: true },
  { closed: true },
  { closed: true, confident: true },
];

/**
 * An independent oracle for the open die: its value is 6K + R with K sixes (P(K = k) =
 * (5/6)(1/6)^k) and a last face R uniform on 1–5, so P(die ≥ m) has a closed form.
 */
function dieAtLeast(m: number): number {
  if (m <= 1) return 1;
  const sixes = Math.floor((m - 1) / 6);
  const last = m - 6 * sixes; // 1..6
  const beyond = 6 ** -(sixes + 1);
  return beyond + (5 / 6) * 6 ** -sixes * ((6 - last) / 5);
}

function standardAtLeastOracle(k: number): number {
  let sum = 0;
  for (let sixes = 0; sixes < 40; sixes++)
    for (let last = 1; last <= 5; last++)
      sum += 6 ** -(sixes + 1) * dieAtLeast(6 * sixes + last + k);
  return sum;
}

describe("RULES 3 exact roll distributions", () => {
  it.each(KINDS.map((o) => [JSON.stringify(o), o] as const))("%s sums to 1 within 1e-9", (_, o) => {
    const total = d.rollDistribution(o).reduce((sum, r) => sum + r.probability, 0);
    expect(Math.abs(total - 1)).toBeLessThan(1e-9);
  });

  it("a closed roll is every pair of faces: −5…+5, P(+3 or more) = 6/36", () => {
    const closed = d.rollDistribution({ closed: true });
    expect(closed.map((r) => r.result)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(closed.find((r) => r.result === 0)?.probability).toBeCloseTo(6 / 36, 15);
    expect(d.chanceAtLeast({ closed: true }, 3)).toBeCloseTo(6 / 36, 15);
    expect(d.chanceAtLeast({ closed: true }, 0)).toBeCloseTo(21 / 36, 15);
  });

  it("a closed confident roll is 0…5; boxcars reads as 6 − 6 = 0: P(0) = 6/36", () => {
    const roll = d.rollDistribution({ closed: true, confident: true });
    expect(roll.map((r) => r.result)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(roll[0].probability).toBeCloseTo(6 / 36, 15);
    expect(roll[5].probability).toBeCloseTo(2 / 36, 15);
  });

  it("standard: a tie has chance exactly 1/7, so P(result ≥ 0) = 4/7 and the roll is symmetric", () => {
    expect(d.chanceAtLeast({}, 0)).toBeCloseTo(4 / 7, 14);
    expect(d.chanceAtLeast({}, 1)).toBeCloseTo(3 / 7, 14);
    for (let k = 1; k < 40; k++)
      expect(d.chanceAtLeast({}, k)).toBeCloseTo(1 - d.chanceAtLeast({}, 1 - k), 14);
  });

  it("standard: P(result ≥ k) matches the closed-form open die to 1e-12 for k from −30 to 60", () => {
    for (let k = -30; k <= 60; k++)
      expect(Math.abs(d.chanceAtLeast({}, k) - standardAtLeastOracle(k))).toBeLessThan(1e-12);
  });

  it("confident: below 0 only on boxcars with the negative die ahead, 1/36 × 3/7 = 1/84", () => {
    expect(1 - d.chanceAtLeast({ confident: true }, 0)).toBeCloseTo(1 / 84, 14);
  });

  it("confident results are never below 0 except on boxcars, which reach −∞ with tiny chance", () => {
    const negative = d.rollDistribution({ confident: true }).filter((r) => r.result < 0);
    expect(negative.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1 / 84, 14);
    expect(d.checkChances({ confident: true, skill: 0, difficulty: 0 }).fumble).toBeCloseTo(
      1 / 84,
      14,
    );
  });

  it("the distribution agrees with interpretRoll over every pair of closed faces", () => {
    for (const o of [{ closed: true }, { closed: true, confident: true }]) {
      const counts = new Map<number, number>();
      for (let p = 1; p <= 6; p++)
        for (let n = 1; n <= 6; n++) {
          const { result } = interpretRoll(o, [p], [n]);
          counts.set(result, (counts.get(result) ?? 0) + 1);
        }
      for (const { result, probability } of d.rollDistribution(o))
        expect(probability).toBeCloseTo((counts.get(result) ?? 0) / 36, 15);
    }
  });

  it("P(result ≥ k) never rises as k rises", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.integer({ min: -80, max: 80 }), (o, k) => {
        return d.chanceAtLeast(o, k + 1) <= d.chanceAtLeast(o, k) + 1e-15;
      }),
    );
  });
});

describe("RULES 3 boxcars told apart in the distribution", () => {
  it("a closed roll shows boxcars only as 6 − 6 = 0, 1/36, beside the other ties' 5/36", () => {
    const closed = d.flaggedDistribution({ closed: true });
    expect(closed.filter((r) => r.boxcars)).toEqual([
      { result: 0, probability: expect.closeTo(1 / 36, 15) as number, boxcars: true },
    ]);
    expect(closed.find((r) => r.result === 0 && !r.boxcars)?.probability).toBeCloseTo(5 / 36, 15);
    expect(closed.map((r) => r.result)).toEqual([-5, -4, -3, -2, -1, 0, 0, 1, 2, 3, 4, 5]);
  });

  it.each(KINDS.map((o) => [JSON.stringify(o), o] as const))(
    "%s: plain and boxcars chances of each result add up to its chance",
    (_, o) => {
      const flagged = d.flaggedDistribution(o);
      for (const { result, probability } of d.rollDistribution(o)) {
        const parts = flagged.filter((r) => r.result === result);
        expect(parts.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(probability, 15);
      }
    },
  );
});

describe("RULES 3 results beyond the dice", () => {
  it("a closed roll never reaches +6; an open one nothing past 20 rerolls of sixes (6 × 20 + 5 − 1 = 124)", () => {
    for (const k of [6, 7, 8, 9]) expect(d.chanceAtLeast({ closed: true }, k)).toBe(0);
    expect(d.chanceAtLeast({ closed: true }, -5)).toBeCloseTo(1, 15);
    expect(d.chanceAtLeast({ closed: true }, -9)).toBeCloseTo(1, 15);
    expect(d.chanceAtLeast({}, 124)).toBeGreaterThan(0);
    expect(d.rollDistribution({}).at(-1)?.result).toBe(124);
    expect(d.chanceAtLeast({}, 125)).toBe(0);
    expect(d.chanceAtLeast({}, 126)).toBe(0);
    expect(d.chanceAtLeast({}, 127)).toBe(0);
  });
});

describe("RULES 3 chance of success for skill vs difficulty", () => {
  it("Fred (Maneuver 12) against Peter's 13 needs +1: 3/7 standard, 5/12 closed", () => {
    expect(d.successChance({ skill: 12, difficulty: 13 })).toBeCloseTo(3 / 7, 14);
    expect(d.successChance({ closed: true, skill: 12, difficulty: 13 })).toBeCloseTo(15 / 36, 14);
  });

  it("success, marginal, windfall and fumble add up: windfall + fumble = boxcars = 1/36", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (o, skill, difficulty) => {
          const c = d.checkChances({ ...o, skill, difficulty });
          return (
            Math.abs(c.windfall + c.fumble - 1 / 36) < 1e-12 &&
            c.windfall <= c.success + 1e-15 &&
            c.marginal <= c.success + 1e-15 &&
            c.snakeEyes === 1 / 36
          );
        },
      ),
    );
  });

  it("a marginal success needs exactly the difficulty: closed, need 0, P = 6/36", () => {
    expect(d.checkChances({ closed: true, skill: 10, difficulty: 10 }).marginal).toBeCloseTo(
      6 / 36,
      15,
    );
  });

  it("boxcars exactly on the difficulty: closed confident reads 6 − 6 as 0, so need 0 gives 1/36", () => {
    const c = d.checkChances({ closed: true, confident: true, skill: 10, difficulty: 10 });
    expect(c.boxcarsMarginal).toBeCloseTo(1 / 36, 15);
    expect(c.windfall).toBeCloseTo(1 / 36, 15);
    expect(
      d.checkChances({ closed: true, confident: true, skill: 10, difficulty: 9 }).boxcarsMarginal,
    ).toBe(0);
  });

  it("rejects bad difficulties, skills and kinds of roll, naming them", () => {
    expect(() => d.successChance({ skill: 10, difficulty: -1 })).toThrow(
      /difficulty must be at least 0, got -1/,
    );
    expect(() => d.successChance({ skill: -1, difficulty: 10 })).toThrow(
      /skill must be at least 0, got -1/,
    );
    expect(() => d.chanceAtLeast({}, 0.5)).toThrow(/k must be a whole number, got 0.5/);
    expect(() => d.chanceAtLeast(null as never, 0)).toThrow(
      /roll options must be a group of fields, got null/,
    );
    expect(() => d.rollDistribution({ closed: 1 as never })).toThrow(
      /closed must be true or false, got 1/,
    );
  });

  it("rejects a fractional skill, naming it", () => {
    expect(() => d.successChance({ skill: 1.5, difficulty: 3 })).toThrow(
      /skill must be a whole number, got 1.5/,
    );
    expect(() => d.chanceAtLeast({ confident: "yes" as unknown as boolean }, 0)).toThrow(
      /confident must be true or false, got "yes"/,
    );
  });
});

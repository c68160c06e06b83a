import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chanceAtLeast,
  checkChances,
  interpretRoll,
  rollDistribution,
  successChance,
  type RollOptions,
} from "../../../src/rules/action";

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
    const total = rollDistribution(o).reduce((sum, r) => sum + r.probability, 0);
    expect(Math.abs(total - 1)).toBeLessThan(1e-9);
  });

  it("a closed roll is every pair of faces: −5…+5, P(+3 or more) = 6/36", () => {
    const closed = rollDistribution({ closed: true });
    expect(closed.map((r) => r.result)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(closed.find((r) => r.result === 0)?.probability).toBeCloseTo(6 / 36, 15);
    expect(chanceAtLeast({ closed: true }, 3)).toBeCloseTo(6 / 36, 15);
    expect(chanceAtLeast({ closed: true }, 0)).toBeCloseTo(21 / 36, 15);
  });

  it("a closed confident roll is 0…5; boxcars reads as 6 − 6 = 0: P(0) = 6/36", () => {
    const roll = rollDistribution({ closed: true, confident: true });
    expect(roll.map((r) => r.result)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(roll[0].probability).toBeCloseTo(6 / 36, 15);
    expect(roll[5].probability).toBeCloseTo(2 / 36, 15);
  });

  it("standard: a tie has chance exactly 1/7, so P(result ≥ 0) = 4/7 and the roll is symmetric", () => {
    expect(chanceAtLeast({}, 0)).toBeCloseTo(4 / 7, 14);
    expect(chanceAtLeast({}, 1)).toBeCloseTo(3 / 7, 14);
    for (let k = 1; k < 40; k++)
      expect(chanceAtLeast({}, k)).toBeCloseTo(1 - chanceAtLeast({}, 1 - k), 14);
  });

  it("standard: P(result ≥ k) matches the closed-form open die to 1e-12 for k from −30 to 60", () => {
    for (let k = -30; k <= 60; k++)
      expect(Math.abs(chanceAtLeast({}, k) - standardAtLeastOracle(k))).toBeLessThan(1e-12);
  });

  it("confident: below 0 only on boxcars with the negative die ahead, 1/36 × 3/7 = 1/84", () => {
    expect(1 - chanceAtLeast({ confident: true }, 0)).toBeCloseTo(1 / 84, 14);
  });

  it("confident results are never below 0 except on boxcars, which reach −∞ with tiny chance", () => {
    const negative = rollDistribution({ confident: true }).filter((r) => r.result < 0);
    expect(negative.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1 / 84, 14);
    expect(checkChances({ confident: true, skill: 0, difficulty: 0 }).fumble).toBeCloseTo(
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
      for (const { result, probability } of rollDistribution(o))
        expect(probability).toBeCloseTo((counts.get(result) ?? 0) / 36, 15);
    }
  });

  it("P(result ≥ k) never rises as k rises", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.integer({ min: -80, max: 80 }), (o, k) => {
        return chanceAtLeast(o, k + 1) <= chanceAtLeast(o, k) + 1e-15;
      }),
    );
  });
});

describe("RULES 3 chance of success for skill vs difficulty", () => {
  it("Fred (Maneuver 12) against Peter's 13 needs +1: 3/7 standard, 5/12 closed", () => {
    expect(successChance({ skill: 12, difficulty: 13 })).toBeCloseTo(3 / 7, 14);
    expect(successChance({ closed: true, skill: 12, difficulty: 13 })).toBeCloseTo(15 / 36, 14);
  });

  it("success, marginal, windfall and fumble add up: windfall + fumble = boxcars = 1/36", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (o, skill, difficulty) => {
          const c = checkChances({ ...o, skill, difficulty });
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
    expect(checkChances({ closed: true, skill: 10, difficulty: 10 }).marginal).toBeCloseTo(
      6 / 36,
      15,
    );
  });

  it("rejects a fractional skill, naming it", () => {
    expect(() => successChance({ skill: 1.5, difficulty: 3 })).toThrow(
      /skill must be a whole number, got 1.5/,
    );
    expect(() => chanceAtLeast({ confident: "yes" as unknown as boolean }, 0)).toThrow(
      /confident must be true or false, got "yes"/,
    );
  });
});

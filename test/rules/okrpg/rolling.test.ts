import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  IMPAIRED_PENALTY,
  rollOutcome,
  successChance,
  successOdds,
  successes,
} from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

const face = fc.constantFrom(-1, 0, 1);
const fourFaces = fc.tuple(face, face, face, face);

/** Every one of the 81 equally likely 4dF outcomes. */
function allOutcomes(): number[][] {
  const out: number[][] = [];
  for (const a of [-1, 0, 1])
    for (const b of [-1, 0, 1])
      for (const c of [-1, 0, 1]) for (const d of [-1, 0, 1]) out.push([a, b, c, d]);
  return out;
}

describe("RULES 1.2 [I-1] a roll is base successes + 4dF + modifier", () => {
  it("adds the four Fudge faces and the modifier to the base", () => {
    expect(successes(4, [1, 1, 0, -1])).toBe(5);
    expect(successes(4, [1, 1, 1, 1], -2)).toBe(6);
    expect(successes(2, [-1, -1, -1, -1])).toBe(-2);
  });

  it("never moves a roll more than two full ranks from its base", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 30 }), fourFaces, (base, faces) => {
        expect(Math.abs(successes(base, faces) - base)).toBeLessThanOrEqual(4);
      }),
    );
  });

  it("an impaired character rolls one full rank worse", () => {
    expect(IMPAIRED_PENALTY).toBe(-2);
    expect(successes(4, [0, 0, 0, 0], IMPAIRED_PENALTY)).toBe(2);
  });

  it("refuses a face off the Fudge die or a fractional base, naming it", () => {
    expect(() => successes(4, [0, 0, 0, 3])).toThrow(
      /Fudge face #4 must be between -1 and 1, got 3/,
    );
    expect(() => successes(4.5, [0, 0, 0, 0])).toThrow(
      /base successes must be a whole number, got 4.5/,
    );
    expect(() => successes(4, [0, 0, 0, 0, 0])).toThrow(/a roll of 5 Fudge dice/);
  });
});

describe("RULES 1.2 exact success chances on 4dF", () => {
  it("the seed's bystander: Average initiative reaches 3 AP only 31/81 of the time, Avg+ 50/81", () => {
    expect(successOdds(parseRank("Avg"), 3)).toEqual({ favourable: 31, outcomes: 81 });
    expect(successOdds(parseRank("Avg+"), 3)).toEqual({ favourable: 50, outcomes: 81 });
    expect(successChance(2, 3)).toBeLessThan(0.5); // less likely than not
    expect(successChance(3, 3)).toBeGreaterThan(0.5); // more likely than not
  });

  it("matches a count over all 81 outcomes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 20 }),
        fc.integer({ min: -10, max: 20 }),
        fc.integer({ min: -4, max: 4 }),
        (base, required, modifier) => {
          const hits = allOutcomes().filter((f) => successes(base, f, modifier) >= required).length;
          expect(successOdds(base, required, modifier).favourable).toBe(hits);
          expect(successChance(base, required, modifier)).toBe(hits / 81);
        },
      ),
    );
  });

  it("the chances of each exact result, over all outcomes, match the dice and sum to 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 20 }),
        fc.integer({ min: -4, max: 4 }),
        (base, modifier) => {
          let total = 0;
          for (let r = base + modifier - 4; r <= base + modifier + 4; r++) {
            const exactly = successChance(base, r, modifier) - successChance(base, r + 1, modifier);
            const ways = allOutcomes().filter((f) => successes(base, f, modifier) === r).length;
            expect(exactly).toBeCloseTo(ways / 81, 12);
            total += exactly;
          }
          expect(total).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it("is certain four or more steps below the base and impossible five above", () => {
    expect(successChance(4, 0)).toBe(1);
    expect(successChance(4, 8)).toBe(1 / 81);
    expect(successChance(4, 9)).toBe(0);
  });

  it("refuses a non-integer requirement, naming it", () => {
    expect(() => successChance(2, Number.POSITIVE_INFINITY)).toThrow(
      /required successes must be a finite number, got Infinity/,
    );
  });
});

describe("RULES 1.2 success, marginal success and extra successes", () => {
  it("equal is a marginal success with nothing to spend", () => {
    expect(rollOutcome(5, 5)).toEqual({ success: true, marginal: true, extra: 0 });
  });
  it("each success above the requirement is one extra", () => {
    expect(rollOutcome(8, 5)).toEqual({ success: true, marginal: false, extra: 3 });
  });
  it("below the requirement fails", () => {
    expect(rollOutcome(4, 5)).toEqual({ success: false, marginal: false, extra: -1 });
  });
});

describe("rolls whose figures are not whole numbers are refused, each named", () => {
  it.each([
    [() => successes(4.5, [0, 0, 0, 0]), /base successes must be a whole number, got 4.5/],
    [() => successes(4, [0, 0, 0, 0], 0.5), /modifier must be a whole number, got 0.5/],
    [() => successOdds(4.5, 4), /base successes must be a whole number, got 4.5/],
    [() => successOdds(4, 4.5), /required successes must be a whole number, got 4.5/],
    [() => successOdds(4, 4, 0.5), /modifier must be a whole number, got 0.5/],
    [() => rollOutcome(4.5, 4), /rolled successes must be a whole number, got 4.5/],
    [() => rollOutcome(4, 4.5), /required successes must be a whole number, got 4.5/],
  ])("%#", (call, message) => expect(call).toThrow(message));
});

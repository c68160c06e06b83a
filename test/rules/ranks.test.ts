import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHART_LABELS,
  MAX_STEP,
  MIN_STEP,
  halvedRank,
  parseRank,
  rankLabel,
  rankNumber,
  rankRatio,
} from "../../src/rules/ranks";

// RULES 1.1: the rank chart, step → label → Number.
const CHART: readonly [number, string, number][] = [
  [-2, "Pth", 1 / 5],
  [-1, "Pth+", 1 / 3],
  [0, "Def", 1 / 2],
  [1, "Def+", 2 / 3],
  [2, "Avg", 1],
  [3, "Avg+", 1.5],
  [4, "Gd", 2],
  [5, "Gd+", 3],
  [6, "Grt", 5],
  [7, "Grt+", 7],
  [8, "Ext", 10],
  [9, "Ext+", 15],
  [10, "Her", 20],
  [11, "Her+", 30],
  [12, "Leg", 50],
  [13, "Leg+", 70],
  [14, "Mth", 100],
  [15, "Mth+", 150],
];

describe("RULES 1.1 the rank chart", () => {
  it.each(CHART)("step %i is %s with Number %d", (step, label, number) => {
    expect(rankLabel(step)).toBe(label);
    expect(parseRank(label)).toBe(step);
    expect(rankNumber(step)).toBe(number);
  });

  it("lists the chart's labels from Pth to Mth+", () => {
    expect(CHART_LABELS).toEqual(CHART.map(([, label]) => label));
  });

  it("keeps the exact fractions below Average (1/3 per round is one point every three rounds)", () => {
    expect(rankRatio(-2)).toEqual({ num: 1, den: 5 });
    expect(rankRatio(-1)).toEqual({ num: 1, den: 3 });
    expect(rankRatio(0)).toEqual({ num: 1, den: 2 });
    expect(rankRatio(1)).toEqual({ num: 2, den: 3 });
  });
});

describe("RULES 1.1 the chart extends both ways", () => {
  it.each([
    [16, "(Mth+1)", 200],
    [17, "(Mth+1)+", 300],
    [18, "(Mth+2)", 500],
    [19, "(Mth+2)+", 700],
    [20, "(Mth+3)", 1000],
    [21, "(Mth+3)+", 1500],
    [-3, "(Pth-1)+", 0.15],
    [-4, "(Pth-1)", 0.1],
    [-5, "(Pth-2)+", 1 / 15],
    [-6, "(Pth-2)", 1 / 20],
    [-8, "(Pth-3)", 1 / 50],
  ])("step %i is %s with Number %d", (step, label, number) => {
    expect(rankLabel(step)).toBe(label);
    expect(parseRank(label)).toBe(step);
    expect(rankNumber(step)).toBeCloseTo(number, 12);
  });

  it("three full ranks multiply the Number by ten, in both directions", () => {
    // Pth+ (1/3) and Def+ (2/3) are the chart's own exact fractions, not a tenth of Avg+ and Grt+.
    const ownFractions = [-1, 1];
    fc.assert(
      fc.property(
        fc.integer({ min: -200, max: 200 }).filter((s) => !ownFractions.includes(s)),
        (step) => {
          const ratio = rankNumber(step + 6) / rankNumber(step);
          expect(ratio).toBeCloseTo(10, 9);
        },
      ),
    );
  });

  it("Numbers rise with every step", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_STEP, max: MAX_STEP - 1 }), (step) => {
        expect(rankNumber(step + 1)).toBeGreaterThan(rankNumber(step));
      }),
    );
  });
});

describe("RULES 1.1 parsing rank labels", () => {
  it("ignores letter case", () => {
    expect(parseRank("gd+")).toBe(5);
    expect(parseRank("GRT")).toBe(6);
    expect(parseRank("(mth+1)")).toBe(16);
    expect(parseRank("(PTH-1)+")).toBe(-3);
  });

  it("reads back every label it writes, far beyond the chart", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_STEP, max: MAX_STEP }), (step) => {
        expect(parseRank(rankLabel(step))).toBe(step);
      }),
    );
  });

  it.each(["Gd++", "Good", "", "7", "(Mth+0)", "(Mth-1)", "(Pth+1)", "Gd +", "(Mth+1)++"])(
    "refuses %j, naming the text",
    (text) => {
      expect(() => parseRank(text)).toThrow(`${JSON.stringify(text)} is not a rank`);
    },
  );

  it("reads ranks out to the last steps kept, (Mth+493) and (Pth-499), and none beyond", () => {
    expect(parseRank("(Mth+493)")).toBe(MAX_STEP);
    expect(parseRank("(Pth-499)")).toBe(MIN_STEP);
    for (const text of ["(Mth+493)+", "(Pth-500)"])
      expect(() => parseRank(text)).toThrow(`${JSON.stringify(text)} is not a rank`);
  });

  it("carries the NotARank error code for localisation", () => {
    expect(() => parseRank("Good")).toThrow(expect.objectContaining({ code: "NotARank" }));
  });
});

describe("RULES 1.1 halved rank = 1 + floor(step / 2)", () => {
  it.each([
    ["Avg", "Avg"],
    ["Gd", "Avg+"],
    ["Grt", "Gd"],
    ["Def", "Def+"],
    ["Pth", "Def"],
    ["Mth", "Ext"],
  ])("halves %s to %s", (rank, halved) => {
    expect(rankLabel(halvedRank(parseRank(rank)))).toBe(halved);
  });

  it("a + gives the same halved rank as the full rank below it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (n) => {
        expect(halvedRank(2 * n + 1)).toBe(halvedRank(2 * n));
        expect(halvedRank(2 * n + 2)).toBe(halvedRank(2 * n) + 1);
      }),
    );
  });
});

describe("ranks reject bad steps, naming them", () => {
  it("refuses fractional, non-finite and absurd steps", () => {
    expect(() => rankLabel(2.5)).toThrow(/rank step must be a whole number, got 2.5/);
    expect(() => rankNumber(Number.NaN)).toThrow(/rank step must be a finite number, got NaN/);
    expect(() => halvedRank(MAX_STEP + 1)).toThrow(
      /rank step must be between -1000 and 1000, got 1001/,
    );
    expect(() => parseRank(7 as unknown as string)).toThrow(/7 is not a rank/);
  });
});

import { describe, expect, it } from "vitest";
import { coversExactly, formulaRange, tableCoverage } from "../../src/rules/tables";
import { named } from "./refusal-cases";

describe("a roll table's results cover every total its formula rolls, each once", () => {
  it("the totals of a formula: 1d20 rolls 1 to 20, 2d6 2 to 12, 1d6-3 down to -2", () => {
    expect(formulaRange("1d20")).toEqual({ min: 1, max: 20 });
    expect(formulaRange("2d6")).toEqual({ min: 2, max: 12 });
    expect(formulaRange("1d6-3")).toEqual({ min: -2, max: 3 });
  });

  it("1d6 split 1-2, 3-4, 5-6 covers every total exactly once", () => {
    expect(
      tableCoverage("1d6", [
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toEqual({ min: 1, max: 6, gaps: [], overlaps: [], outside: [] });
    expect(
      coversExactly("1d6", [
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toBe(true);
  });

  it("a total no result covers is a gap, one two results cover an overlap", () => {
    const coverage = tableCoverage("1d6", [
      [1, 3],
      [3, 4],
      [6, 6],
    ]);
    expect(coverage).toEqual({ min: 1, max: 6, gaps: [5], overlaps: [3], outside: [] });
    expect(
      coversExactly("1d6", [
        [1, 3],
        [4, 4],
        [6, 6],
      ]),
    ).toBe(false);
    expect(
      coversExactly("1d6", [
        [1, 3],
        [3, 6],
      ]),
    ).toBe(false);
  });

  it("a result reaching below the lowest total or above the highest is outside", () => {
    const coverage = tableCoverage("1d6", [
      [0, 3],
      [4, 6],
      [7, 9],
    ]);
    expect(coverage).toEqual({ min: 1, max: 6, gaps: [], overlaps: [], outside: [0, 2] });
    expect(
      coversExactly("1d6", [
        [0, 3],
        [4, 6],
      ]),
    ).toBe(false);
    expect(
      coversExactly("1d6", [
        [1, 3],
        [4, 7],
      ]),
    ).toBe(false);
    // the results reaching outside still cover the totals they share with the formula
    expect(tableCoverage("2d6", [[1, 12]]).gaps).toEqual([]);
  });

  it.each(
    named([
      [() => tableCoverage("1d6", [[1, 6, 7]] as never), /^range #1 must be a list, got \[1,6,7\]/],
      [() => tableCoverage("1d6", [[1, 6], 3] as never), /^range #2 must be a list, got 3/],
      [() => tableCoverage("1d6", [[1.5, 6]]), /^range #1 low must be a whole number, got 1.5/],
      [() => tableCoverage("1d6", [[4, 3]]), /^range #1 high must be at least 4, got 3/],
      [() => formulaRange("one die"), /is not a dice expression/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});

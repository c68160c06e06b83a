import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frictionCheck } from "../../src/rules/action/friction";
import { EPIC_FUMBLES, epicFumbleEntry } from "../../src/rules/occult/fumble";
import {
  coversExactly,
  formulaRange,
  tableCoverage,
  type TableRange,
} from "../../src/rules/tables";
import { sourceNamed, sourcesOf, type SourceDoc } from "./sources";

const rangesOf = (table: SourceDoc): TableRange[] =>
  (table.results as SourceDoc[]).map((r) => r.range as TableRange);

/** The result a total picks. */
function resultFor(table: SourceDoc, total: number): SourceDoc {
  const found = (table.results as SourceDoc[]).filter(
    (r) => r.range[0] <= total && total <= r.range[1],
  );
  expect(found, `total ${total}`).toHaveLength(1);
  return found[0];
}

describe("every roll table covers its die range with no gaps or overlaps", () => {
  it.each(sourcesOf("RollTable").map((s) => [s.doc.name, s.doc] as const))("%s", (_, table) => {
    const coverage = tableCoverage(table.formula, rangesOf(table));
    expect(coverage).toMatchObject({ gaps: [], overlaps: [], outside: [] });
    expect(coversExactly(table.formula, rangesOf(table))).toBe(true);
    // Foundry's "normalize results" rebuilds ranges from weights: each weight is its range's width.
    for (const result of table.results as SourceDoc[])
      expect(result.weight, result.name).toBe(result.range[1] - result.range[0] + 1);
  });
});

describe("Occult Ops Epic Fumbles (RULES 2): d20, entries 1–20 each exactly once", () => {
  const table = sourceNamed("occult-tables", "Epic Fumbles");

  it("rolls 1d20 over twenty single-face results", () => {
    expect(table.formula).toBe("1d20");
    expect(formulaRange(table.formula)).toEqual({ min: 1, max: 20 });
    expect(rangesOf(table)).toEqual(
      Array.from({ length: 20 }, (_, i) => [i + 1, i + 1] as TableRange),
    );
  });

  it("each face's result names the rules layer's entry for that face", () => {
    for (let face = 1; face <= 20; face++)
      expect(resultFor(table, face).flags["action-engine"].fumble).toBe(epicFumbleEntry(face).id);
    expect(new Set(EPIC_FUMBLES.map((e) => e.id)).size).toBe(20);
  });

  it("says what the entry does with the rules' numbers (e.g. 3: blinded, −30% for 1d6 rounds)", () => {
    for (let face = 1; face <= 20; face++) {
      const entry = epicFumbleEntry(face);
      const text = resultFor(table, face).description as string;
      for (const n of [entry.strike, entry.defence, entry.targetStrike])
        if (n !== undefined) expect(text, entry.id).toContain(`${Math.abs(n)}%`);
      if (typeof entry.rounds === "string") expect(text, entry.id).toContain(entry.rounds);
      if (entry.squares !== undefined) expect(text, entry.id).toContain(String(entry.squares));
    }
  });
});

describe("Action Friction Check (RULES 3): d6, 1–3 limitations, 4 heavy, 5 light, 6 minor", () => {
  const table = sourceNamed("action-tables", "Friction Check");

  it("rolls 1d6 over four results", () => {
    expect(table.formula).toBe("1d6");
    expect(rangesOf(table)).toEqual([
      [1, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
  });

  it("each face's result names the row frictionCheck reads for it", () => {
    for (let face = 1; face <= 6; face++)
      expect(resultFor(table, face).flags["action-engine"].friction).toBe(frictionCheck(face).row);
  });
});

describe("table coverage (src/rules/tables.ts)", () => {
  it("reads a formula's totals: 1d20 → 1–20, 2d6 → 2–12, 1d6+2 → 3–8", () => {
    expect(formulaRange("1d20")).toEqual({ min: 1, max: 20 });
    expect(formulaRange("2d6")).toEqual({ min: 2, max: 12 });
    expect(formulaRange("1d6+2")).toEqual({ min: 3, max: 8 });
  });

  it("names the gaps, the double cover and the results outside the roll", () => {
    expect(
      tableCoverage("1d6", [
        [1, 2],
        [2, 3],
        [5, 7],
      ]),
    ).toEqual({ min: 1, max: 6, gaps: [4], overlaps: [2], outside: [2] });
  });

  it("rejects a range that is not two whole numbers, low before high, naming it", () => {
    expect(() => tableCoverage("1d6", [[3, 1]])).toThrow(/range #1 high/);
    expect(() => tableCoverage("1d6", [[1.5, 2]])).toThrow(/range #1 low/);
    expect(() => tableCoverage("1d6", [[1] as unknown as TableRange])).toThrow(/range #1/);
    expect(() => tableCoverage("d", [])).toThrow(/"d"/);
  });

  /** A formula NdF and a split of its totals into consecutive ranges. */
  const partitioned = fc
    .record({ count: fc.integer({ min: 1, max: 4 }), faces: fc.integer({ min: 2, max: 20 }) })
    .chain(({ count, faces }) => {
      const min = count;
      const max = count * faces;
      return fc
        .uniqueArray(fc.integer({ min: min + 1, max }), { maxLength: max - min })
        .map((cuts) => {
          const starts = [min, ...cuts.sort((a, b) => a - b)];
          const ranges = starts.map(
            (start, i) => [start, (starts[i + 1] ?? max + 1) - 1] as TableRange,
          );
          return { formula: `${count}d${faces}`, ranges };
        });
    });

  it("a split of the totals into consecutive ranges covers them exactly", () => {
    fc.assert(
      fc.property(partitioned, ({ formula, ranges }) => coversExactly(formula, ranges)),
    );
  });

  it("dropping one range leaves exactly its totals as gaps", () => {
    fc.assert(
      fc.property(partitioned, fc.nat(), ({ formula, ranges }, pick) => {
        const i = pick % ranges.length;
        const [low, high] = ranges[i];
        const coverage = tableCoverage(formula, ranges.toSpliced(i, 1));
        expect(coverage.gaps).toEqual(Array.from({ length: high - low + 1 }, (_, k) => low + k));
        expect(coverage.overlaps).toEqual([]);
      }),
    );
  });

  it("repeating one range makes exactly its totals double covered, and the input is untouched", () => {
    fc.assert(
      fc.property(partitioned, fc.nat(), ({ formula, ranges }, pick) => {
        const i = pick % ranges.length;
        const [low, high] = ranges[i];
        const input = [...ranges, ranges[i]];
        const before = structuredClone(input);
        const coverage = tableCoverage(formula, input);
        expect(coverage.overlaps).toEqual(
          Array.from({ length: high - low + 1 }, (_, k) => low + k),
        );
        expect(coverage.gaps).toEqual([]);
        expect(input).toEqual(before);
      }),
    );
  });
});

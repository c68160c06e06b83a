import { requireInteger, showValue, RulesTypeError } from "./errors";
import { maxDice, minDice, parseDice } from "./occult/dice-expression";

/*
 * Roll tables (the Occult Ops Epic Fumbles, the Action Friction Check, any a GM adds): a table's
 * formula rolls a total between its lowest and highest, and every total must pick exactly one
 * result. These checks read a table as plain data, without Foundry.
 */

/** A result's range of totals, lowest and highest included (Foundry's TableResult `range`). */
export type TableRange = readonly [number, number];

/** How a table's results cover the totals its formula can roll. */
export interface TableCoverage {
  /** the lowest and highest total of the formula */
  readonly min: number;
  readonly max: number;
  /** totals no result covers */
  readonly gaps: number[];
  /** totals more than one result covers */
  readonly overlaps: number[];
  /** indices of results reaching below min or above max */
  readonly outside: number[];
}

/** The lowest and highest total a table formula rolls: "1d20" → 1…20, "2d6" → 2…12. */
export function formulaRange(formula: string): { min: number; max: number } {
  const dice = parseDice(formula);
  return { min: minDice(dice), max: maxDice(dice) };
}

function requireRange(index: number, range: unknown): TableRange {
  const name = `range #${index + 1}`;
  if (!Array.isArray(range) || range.length !== 2)
    throw new RulesTypeError("NotAList", { name, value: showValue(range) });
  const low = requireInteger(`${name} low`, range[0]);
  return [low, requireInteger(`${name} high`, range[1], { min: low })];
}

/**
 * Which totals of `formula` the result ranges leave uncovered or cover twice, and which results
 * reach outside the totals the formula can roll.
 */
export function tableCoverage(formula: string, ranges: readonly TableRange[]): TableCoverage {
  const { min, max } = formulaRange(formula);
  const hits = new Array<number>(max - min + 1).fill(0);
  const outside: number[] = [];
  ranges.forEach((raw, index) => {
    const [low, high] = requireRange(index, raw);
    if (low < min || high > max) outside.push(index);
    for (let total = Math.max(low, min); total <= Math.min(high, max); total++)
      hits[total - min] += 1;
  });
  const totalsWhere = (test: (count: number) => boolean) =>
    hits.flatMap((count, i) => (test(count) ? [min + i] : []));
  return {
    min,
    max,
    gaps: totalsWhere((count) => count === 0),
    overlaps: totalsWhere((count) => count > 1),
    outside,
  };
}

/** Whether every total of `formula` picks exactly one result and no result reaches beyond. */
export function coversExactly(formula: string, ranges: readonly TableRange[]): boolean {
  const { gaps, overlaps, outside } = tableCoverage(formula, ranges);
  return gaps.length === 0 && overlaps.length === 0 && outside.length === 0;
}

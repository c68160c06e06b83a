import { requireBoolean, requireInteger, requireObject } from "../errors";
import type { RollOptions } from "./roll";

/**
 * How many rerolls of one open die are followed. An open die has a chance of 6^-n of needing more
 * than n faces, so everything left out weighs 6^-20 ≈ 3e-16 per die — far below 1e-9.
 */
export const OPEN_DEPTH = 20;

/** One result of a roll and its exact chance. */
export interface ResultChance {
  readonly result: number;
  readonly probability: number;
}

/** A roll's result distribution, split by whether the dice came up boxcars. */
interface Table {
  readonly min: number;
  /** probability of each result (index = result − min) without boxcars */
  readonly plain: Float64Array;
  /** the same with boxcars */
  readonly boxcars: Float64Array;
  /** suffix sums of plain + boxcars: atLeast[i] = P(result ≥ min + i) */
  readonly atLeast: Float64Array;
  readonly boxcarsAtLeast: Float64Array;
}

/** Values of one die with their chances: 1–5, then 6 + (1–5), 12 + (1–5), … (RULES 3). */
function dieValues(closed: boolean): { value: number; probability: number }[] {
  if (closed) return [1, 2, 3, 4, 5, 6].map((value) => ({ value, probability: 1 / 6 }));
  // Stryker disable next-line ArrayDeclaration: a stray entry has no value: its NaN index is ignored
  const values: { value: number; probability: number }[] = [];
  for (let sixes = 0; sixes <= OPEN_DEPTH; sixes++) {
    const probability = 6 ** -(sixes + 1);
    for (let last = 1; last <= 5; last++) values.push({ value: 6 * sixes + last, probability });
  }
  return values;
}

function suffixSums(values: Float64Array, other?: Float64Array): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let i = values.length - 1; i >= 0; i--)
    sums[i] = sums[i + 1] + values[i] + (other?.[i] ?? 0);
  return sums;
}

function buildTable(confident: boolean, closed: boolean): Table {
  const die = dieValues(closed);
  const top = die[die.length - 1].value;
  const min = -top;
  const plain = new Float64Array(2 * top + 1);
  const boxcars = new Float64Array(2 * top + 1);
  // A die's first face was a 6 exactly when its total is 6 or more.
  for (const plus of die) {
    for (const minus of die) {
      const probability = plus.probability * minus.probability;
      const isBoxcars = plus.value >= 6 && minus.value >= 6;
      const difference = plus.value - minus.value;
      // RULES 3: confident reads the higher die as positive, unless boxcars.
      const result = confident && !isBoxcars ? Math.abs(difference) : difference;
      (isBoxcars ? boxcars : plain)[result - min] += probability;
    }
  }
  return {
    min,
    plain,
    boxcars,
    atLeast: suffixSums(plain, boxcars),
    boxcarsAtLeast: suffixSums(boxcars),
  };
}

const tables = new Map<string, Table>();

function table(o: RollOptions): Table {
  requireObject("roll options", o);
  const confident = requireBoolean("confident", o.confident, false);
  const closed = requireBoolean("closed", o.closed, false);
  const key = `${confident}/${closed}`;
  let found = tables.get(key);
  // Stryker disable next-line ConditionalExpression: building the table again gives the same table
  if (!found) {
    found = buildTable(confident, closed);
    tables.set(key, found);
  }
  return found;
}

/** The exact distribution of a roll's result (standard, confident, closed), lowest first. */
export function rollDistribution(o: RollOptions = {}): ResultChance[] {
  const t = table(o);
  const out: ResultChance[] = [];
  t.plain.forEach((p, i) => {
    const probability = p + t.boxcars[i];
    if (probability > 0) out.push({ result: t.min + i, probability });
  });
  return out;
}

/** One result of a roll, whether the dice showed boxcars, and its exact chance. */
export interface FlaggedChance extends ResultChance {
  readonly boxcars: boolean;
}

/** The exact distribution of a roll's result with boxcars told apart, lowest first. */
export function flaggedDistribution(o: RollOptions = {}): FlaggedChance[] {
  const t = table(o);
  const out: FlaggedChance[] = [];
  t.plain.forEach((p, i) => {
    if (p > 0) out.push({ result: t.min + i, probability: p, boxcars: false });
    if (t.boxcars[i] > 0) out.push({ result: t.min + i, probability: t.boxcars[i], boxcars: true });
  });
  return out;
}

function suffixAt(sums: Float64Array, min: number, k: number): number {
  const index = k - min;
  // Stryker disable next-line EqualityOperator: at index 0 both branches read sums[0]
  if (index <= 0) return sums[0];
  return index >= sums.length ? 0 : sums[index];
}

/** RULES 3: the exact chance that a roll's result is at least `k`. */
export function chanceAtLeast(o: RollOptions, k: number): number {
  const t = table(o);
  return suffixAt(t.atLeast, t.min, requireInteger("k", k));
}

export interface CheckChances {
  /** skill + result ≥ difficulty */
  readonly success: number;
  /** exactly the difficulty */
  readonly marginal: number;
  /** boxcars and a success */
  readonly windfall: number;
  /** boxcars and exactly the difficulty (a windfall that is also marginal) */
  readonly boxcarsMarginal: number;
  /** boxcars and a failure */
  readonly fumble: number;
  /** both first faces 1 */
  readonly snakeEyes: number;
}

/** RULES 3: the exact chances of a check of `skill` against `difficulty` with this kind of roll. */
export function checkChances(a: RollOptions & { skill: number; difficulty: number }): CheckChances {
  const t = table(a);
  const need =
    requireInteger("difficulty", a.difficulty, { min: 0 }) -
    requireInteger("skill", a.skill, { min: 0 });
  const success = suffixAt(t.atLeast, t.min, need);
  const boxcarsSuccess = suffixAt(t.boxcarsAtLeast, t.min, need);
  const boxcarsTotal = t.boxcarsAtLeast[0];
  return {
    success,
    marginal: success - suffixAt(t.atLeast, t.min, need + 1),
    windfall: boxcarsSuccess,
    boxcarsMarginal: boxcarsSuccess - suffixAt(t.boxcarsAtLeast, t.min, need + 1),
    fumble: boxcarsTotal - boxcarsSuccess,
    snakeEyes: 1 / 36,
  };
}

/** The exact chance that skill + roll reaches the difficulty, for a dialog to show. */
export function successChance(a: RollOptions & { skill: number; difficulty: number }): number {
  return checkChances(a).success;
}

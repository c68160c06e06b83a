import { RulesRangeError, RulesTypeError, requireInteger, showValue } from "./errors";

/**
 * OK RPG ranks (RULES 1.1). A rank is held as an integer step: its base successes. One step is
 * a half-rank, two steps a full rank.
 */
export const HALF_RANK = 1;
export const FULL_RANK = 2;

/** Steps of the ranks the rules name most often. */
export const DEFICIENT = 0;
/** Average: a Number of 1. */
export const AVERAGE = 2;
export const GOOD = 4;
export const GREAT = 6;

/** Steps far enough out that every rank Number stays a finite, non-zero float. */
export const MIN_STEP = -1000;
export const MAX_STEP = 1000;

/** An exact rank Number as numerator / denominator. */
export interface Ratio {
  readonly num: number;
  readonly den: number;
}

interface ChartRow {
  readonly label: string;
  readonly num: number;
  readonly den: number;
}

// RULES 1.1: the chart from Pth (-2) to Mth+ (15), with the exact fractions below Avg.
const CHART_FIRST_STEP = -2;
const CHART: readonly ChartRow[] = [
  { label: "Pth", num: 1, den: 5 },
  { label: "Pth+", num: 1, den: 3 },
  { label: "Def", num: 1, den: 2 },
  { label: "Def+", num: 2, den: 3 },
  { label: "Avg", num: 1, den: 1 },
  { label: "Avg+", num: 3, den: 2 },
  { label: "Gd", num: 2, den: 1 },
  { label: "Gd+", num: 3, den: 1 },
  { label: "Grt", num: 5, den: 1 },
  { label: "Grt+", num: 7, den: 1 },
  { label: "Ext", num: 10, den: 1 },
  { label: "Ext+", num: 15, den: 1 },
  { label: "Her", num: 20, den: 1 },
  { label: "Her+", num: 30, den: 1 },
  { label: "Leg", num: 50, den: 1 },
  { label: "Leg+", num: 70, den: 1 },
  { label: "Mth", num: 100, den: 1 },
  { label: "Mth+", num: 150, den: 1 },
];
const CHART_LAST_STEP = CHART_FIRST_STEP + CHART.length - 1;
const MYTHIC = 14;
const PATHETIC = -2;
/** Three full ranks multiply a Number by ten (RULES 1.1). */
const DECADE = 6;

const STEP_BY_LABEL = new Map(
  CHART.map((row, i) => [row.label.toLowerCase(), CHART_FIRST_STEP + i]),
);
const BEYOND_CHART = /^\((mth|pth)([+-])([1-9]\d*)\)(\+?)$/i;

function requireStep(step: unknown): number {
  return requireInteger("rank step", step, { min: MIN_STEP, max: MAX_STEP });
}

function notARank(text: string): RulesRangeError {
  return new RulesRangeError("NotARank", { value: showValue(text) });
}

/** Reads a rank label ("Gd+", "avg", "(Mth+1)", "(Pth-1)+") as its step. */
export function parseRank(text: string): number {
  if (typeof text !== "string") throw new RulesTypeError("NotARank", { value: showValue(text) });
  const onChart = STEP_BY_LABEL.get(text.toLowerCase());
  if (onChart !== undefined) return onChart;
  const beyond = BEYOND_CHART.exec(text);
  if (!beyond) throw notARank(text);
  const [, anchor, sign, count, plus] = beyond;
  const distance = Number(count);
  let step: number;
  if (anchor.toLowerCase() === "mth" && sign === "+") step = MYTHIC + FULL_RANK * distance;
  else if (anchor.toLowerCase() === "pth" && sign === "-") step = PATHETIC - FULL_RANK * distance;
  else throw notARank(text);
  step += plus ? HALF_RANK : 0;
  if (step < MIN_STEP || step > MAX_STEP) throw notARank(text);
  return step;
}

/** The label of a step: 5 → "Gd+", 16 → "(Mth+1)", -3 → "(Pth-1)+". */
export function rankLabel(step: number): string {
  const s = requireStep(step);
  if (s > CHART_LAST_STEP) {
    const above = s - MYTHIC;
    return `(Mth+${Math.floor(above / FULL_RANK)})${above % FULL_RANK ? "+" : ""}`;
  }
  if (s < CHART_FIRST_STEP) {
    const below = PATHETIC - s;
    return `(Pth-${Math.ceil(below / FULL_RANK)})${below % FULL_RANK ? "+" : ""}`;
  }
  return CHART[s - CHART_FIRST_STEP].label;
}

/** The exact Number of a step as a fraction: 1 → 2/3, 16 → 200/1, -3 → 3/20. */
export function rankRatio(step: number): Ratio {
  const s = requireStep(step);
  // Stryker disable next-line EqualityOperator: at the chart's last step the decade formula reads the same row (0 decades)
  if (s > CHART_LAST_STEP) {
    // RULES 1.1: Number(s + 6) = 10 × Number(s)
    const decades = Math.ceil((s - CHART_LAST_STEP) / DECADE);
    const row = CHART[s - DECADE * decades - CHART_FIRST_STEP];
    return { num: row.num * 10 ** decades, den: row.den };
  }
  // Stryker disable next-line EqualityOperator: at the chart's first step the decade formula reads the same row (0 decades)
  if (s < CHART_FIRST_STEP) {
    const decades = Math.ceil((CHART_FIRST_STEP - s) / DECADE);
    const row = CHART[s + DECADE * decades - CHART_FIRST_STEP];
    return { num: row.num, den: row.den * 10 ** decades };
  }
  const row = CHART[s - CHART_FIRST_STEP];
  return { num: row.num, den: row.den };
}

/** The Number of a step: 6 → 5, 1 → 2/3, -3 → 0.15, 16 → 200. */
export function rankNumber(step: number): number {
  const { num, den } = rankRatio(step);
  return num / den;
}

/** The halved rank of a step: 1 + floor(step / 2) (Gd → Avg+, Grt → Gd, Pth → Def). */
export function halvedRank(step: number): number {
  return 1 + Math.floor(requireStep(step) / FULL_RANK);
}

/** Every label on the chart, Pth to Mth+, in step order. */
export const CHART_LABELS: readonly string[] = CHART.map((row) => row.label);

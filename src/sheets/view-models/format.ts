import type { Ratio } from "../../rules/ranks";
import { rankLabel } from "../../rules/ranks";

/*
 * Numbers as the sheets print them. Display text uses a true minus sign; input values stay plain
 * digits so the browser's number inputs accept them.
 */

/** A whole or decimal number for display: a true minus sign, at most two decimals. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return "—";
  const rounded = Math.round(n * 100) / 100;
  const text = String(Math.abs(rounded));
  return rounded < 0 ? `\u2212${text}` : text;
}

/** +3 / 0 / −2. */
export function signed(n: number): string {
  if (!Number.isFinite(n)) return "—";
  return n > 0 ? `+${num(n)}` : num(n);
}

/** A percentage modifier: +10% / −20%. */
export function signedPercent(n: number): string {
  return `${signed(n)}%`;
}

/** A number as an input's value: plain digits, "" for null. */
export function inputNumber(n: unknown): string {
  return typeof n === "number" && Number.isFinite(n) ? String(n) : "";
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** An exact fraction in lowest terms: 1/3, 2, 1 1/2. */
export function fraction({ num: top, den }: Ratio): string {
  const divisor = gcd(top, den);
  const [n, d] = [top / divisor, den / divisor];
  if (d === 1) return num(n);
  const whole = Math.floor(n / d);
  return whole > 0 ? `${whole} ${n - whole * d}/${d}` : `${n}/${d}`;
}

// Denominators the rank chart's fractions use below one (RULES 1.1: 1/5, 1/3, 1/2, 2/3; 1/7 in
// the lethality table): figures below one print as these fractions, as the seed's tables do.
const CHART_DENOMINATORS = [2, 3, 5, 7];

/** A rank-chart figure (movement, a Number): 2/3 below one when exact, else decimals. */
export function chartNumber(n: number): string {
  if (!Number.isFinite(n)) return "—";
  if (n > 0 && n < 1)
    for (const den of CHART_DENOMINATORS) {
      const top = Math.round(n * den);
      if (top > 0 && Math.abs(top / den - n) < 1e-9) return fraction({ num: top, den });
    }
  return num(n);
}

/** A rank step as its label; "—" for none. */
export function rank(step: unknown): string {
  return typeof step === "number" && Number.isInteger(step) ? rankLabel(step) : "—";
}

/** current / maximum as a 0–100 fill. */
export function percentOf(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.round(Math.min(1, Math.max(0, value / max)) * 100);
}

import { requireInteger } from "../errors";
import type { Ratio } from "../ranks";

/** Exact fractions for quantities that accumulate across rounds (recovery counters). */
export const ZERO: Ratio = { num: 0, den: 1 };

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** Checks a fraction: a whole numerator ≥ 0 over a whole denominator ≥ 1. */
export function requireRatio(name: string, value: Ratio | undefined): Ratio {
  if (value === undefined) return ZERO;
  requireInteger(`${name} numerator`, value.num, { min: 0 });
  requireInteger(`${name} denominator`, value.den, { min: 1 });
  return value;
}

/** a + b × times, in lowest terms. */
export function addTimes(a: Ratio, b: Ratio, times: number): Ratio {
  const num = a.num * b.den + b.num * times * a.den;
  const den = a.den * b.den;
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

/** Splits a fraction into its whole part and the fraction left over. */
export function splitWhole(r: Ratio): { whole: number; rest: Ratio } {
  const whole = Math.floor(r.num / r.den);
  // addTimes gives lowest terms: with nothing left the denominator is 1 already (ZERO)
  return { whole, rest: { num: r.num - whole * r.den, den: r.den } };
}

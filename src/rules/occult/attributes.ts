import { requireInteger } from "../errors";

/**
 * The extra melee damage of a STR score. Interpretation: seed 001 names the bonus without its
 * table; the Occult Ops builds chart pairs STR 2/4/6/8/10 with −4/−2/0/+2/+4, i.e. STR − 6.
 */
export function strDamageBonus(str: number): number {
  return requireInteger("STR", str, { min: 0 }) - 6;
}

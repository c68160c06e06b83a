import { requireInteger } from "../errors";

/**
 * RULES 2 hit points. Interpretation: hit points never go below 0, and a character at 0 is down
 * (out of the fight until healed); the seed names no other state for it.
 */
export function occultDown(hp: number): boolean {
  return requireInteger("hp", hp, { min: 0 }) === 0;
}

import { FUDGE_DICE, fudgeSum, fudgeSumCounts } from "../dice";
import { requireInteger } from "../errors";
import { FULL_RANK } from "../ranks";

/** RULES 1.6: an impaired character rolls one full rank worse, initiative included. */
export const IMPAIRED_PENALTY = -FULL_RANK;

const FUDGE_OUTCOMES = 3 ** FUDGE_DICE;
/** Ways to roll each 4dF sum, indexed by sum + 4. */
const WAYS_BY_SUM = fudgeSumCounts(FUDGE_DICE);

/** [I-1] Rolled successes: base successes + the four Fudge faces + a modifier in steps. */
export function successes(base: number, fudge: readonly number[], modifier = 0): number {
  requireInteger("base successes", base);
  requireInteger("modifier", modifier);
  return base + fudgeSum(fudge) + modifier;
}

/** The exact odds of rolling at least `required` successes: favourable outcomes out of 81. */
export function successOdds(
  base: number,
  required: number,
  modifier = 0,
): { favourable: number; outcomes: number } {
  requireInteger("base successes", base);
  requireInteger("required successes", required);
  requireInteger("modifier", modifier);
  let favourable = 0;
  WAYS_BY_SUM.forEach((ways, i) => {
    if (base + modifier + i - FUDGE_DICE >= required) favourable += ways;
  });
  return { favourable, outcomes: FUDGE_OUTCOMES };
}

/** The exact chance P(successes ≥ required) on 4dF [I-1]. */
export function successChance(base: number, required: number, modifier = 0): number {
  const { favourable, outcomes } = successOdds(base, required, modifier);
  return favourable / outcomes;
}

/** How a roll went against what it needed (RULES 1.2). */
export interface RollOutcome {
  readonly success: boolean;
  /** rolled exactly what was needed */
  readonly marginal: boolean;
  /** successes beyond those needed; negative on a failure */
  readonly extra: number;
}

/** RULES 1.2: success when rolled ≥ required; equal is a marginal success; extra = the excess. */
export function rollOutcome(rolled: number, required: number): RollOutcome {
  requireInteger("rolled successes", rolled);
  requireInteger("required successes", required);
  const extra = rolled - required;
  return { success: extra >= 0, marginal: extra === 0, extra };
}

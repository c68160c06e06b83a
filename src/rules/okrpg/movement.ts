import { requireBoolean, requireInteger } from "../errors";
import { AVERAGE, GOOD, GREAT, HALF_RANK, halvedRank, rankNumber } from "../ranks";

/** Movement figures for one net strength (metres, metres per second, seconds). */
export interface Movement {
  /** running speed, m/s */
  readonly run: number;
  /** swimming speed, m/s */
  readonly swim: number;
  /** longest horizontal jump, m */
  readonly jump: number;
  /** time in the air for that jump, s */
  readonly jumpSeconds: number;
  /** rise of the centre of gravity in a vertical jump, m */
  readonly vertical: number;
  /** overall speed when covering ground by repeated leaps, m/s */
  readonly leapSpeed: number;
}

/** A round lasts five seconds: Number(Grt). */
const ROUND_SECONDS_STEP = GREAT;
/** Number(Gd) = 2. */
const TWO_METRES = GOOD;

/**
 * RULES 1.1 (seed table "Net Strength"): movement for net strength = strength − size, in steps.
 * Impaired characters move one half-rank less in every figure (RULES 1.6); their shorter leap
 * takes proportionally less time, as the seed says of any shorter leap.
 */
export function movement(netStrengthStep: number, impaired = false): Movement {
  const net = requireInteger("net strength step", netStrengthStep);
  const penalty = requireBoolean("impaired", impaired) ? HALF_RANK : 0;
  const halved = halvedRank(net);
  const run = halved + 4;
  const jumpSeconds = halved - 1;
  // Leaps per round = round length / airborne time, in steps: Number(a) / Number(b) = Number(a − b + Avg).
  const leapsPerRound = ROUND_SECONDS_STEP - jumpSeconds + AVERAGE;
  // Seed: overall leaping speed is the run less a half-rank, less the halved rank of the leaps per
  // round counted from Average. Interpretation: fewer than one leap per round never adds speed
  // (this reproduces the seed's Mth row, 30 m/s).
  const leapPenalty = Math.max(0, halvedRank(leapsPerRound) - AVERAGE);
  return {
    run: rankNumber(run - penalty),
    swim: rankNumber(halved - penalty),
    jump: rankNumber(net + 2 - penalty),
    jumpSeconds: rankNumber(jumpSeconds - penalty),
    vertical: rankNumber(net - 3 - penalty),
    leapSpeed: rankNumber(run - HALF_RANK - leapPenalty - penalty),
  };
}

/**
 * RULES 1.4 throw: a thrown victim flies 2 m, one rank further for each rank of strength to spare
 * beyond what lifting them takes.
 */
export function throwDistance(spareStrengthSteps: number): number {
  const spare = requireInteger("spare strength steps", spareStrengthSteps, { min: 0 });
  return rankNumber(TWO_METRES + spare);
}

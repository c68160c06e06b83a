import { requireBoolean, requireChoice, requireInteger, requireWithin } from "../errors";
import { AVERAGE, FULL_RANK, type Ratio, rankRatio } from "../ranks";

/** Damage more than one full rank below DR does no points (RULES 1.6). */
export const LEAST_HARMFUL_MARGIN = -FULL_RANK;

/**
 * RULES 1.6: points = Number(Avg + damage − DR), rounded to nearest with halves up; `roundedUp`
 * marks the seed's asterisk (1/2 → 1, 2/3 → 1, 1.5 → 2).
 */
export function damagePoints(
  damageStep: number,
  drStep: number,
): { points: number; roundedUp: boolean } {
  const margin = requireInteger("damage step", damageStep) - requireInteger("DR step", drStep);
  if (margin < LEAST_HARMFUL_MARGIN) return { points: 0, roundedUp: false };
  const { num, den } = rankRatio(AVERAGE + margin);
  const points = roundHalfUp(num, den);
  return { points, roundedUp: points * den > num };
}

/** num / den rounded to the nearest whole number, halves up. */
export function roundHalfUp(num: number, den: number): number {
  // rank Numbers far up the chart are huge but exact enough: no table limit here
  requireWithin("numerator", num, { min: -Infinity, max: Infinity });
  requireWithin("denominator", den, { min: Number.MIN_VALUE, max: Infinity });
  return Math.floor((2 * num + den) / (2 * den));
}

/** RULES 1.6: lethality rows by attack type, as steps below fully lethal. */
export const LETHALITY = {
  deepPuncture: 0,
  cutting: -1,
  viciousBashing: -2,
  lessViciousBashing: -3,
  regularBashing: -4,
  allegedlyNonlethal: -5,
  reallyNonlethal: -6,
} as const;
export type AttackType = keyof typeof LETHALITY;
export const ATTACK_TYPES = Object.keys(LETHALITY) as AttackType[];

export const MOST_LETHAL = LETHALITY.deepPuncture;
export const LEAST_LETHAL = LETHALITY.reallyNonlethal;

// RULES 1.6: the seed's fractions, row by row (1/7 is not a chart Number, so the table is explicit).
const LETHAL_FRACTIONS: readonly Ratio[] = [
  { num: 1, den: 1 },
  { num: 2, den: 3 },
  { num: 1, den: 2 },
  { num: 1, den: 3 },
  { num: 1, den: 5 },
  { num: 1, den: 7 },
  { num: 1, den: 10 },
];

/** Checks a lethality row: a whole number of steps from 0 (deep puncture) to −6 (really nonlethal). */
export function requireLethality(lethalitySteps: unknown): number {
  return requireInteger("lethality steps", lethalitySteps, { min: LEAST_LETHAL, max: MOST_LETHAL });
}

/** The lethality row of an attack type: "cutting" → −1. */
export function lethalityOf(attackType: AttackType): number {
  return LETHALITY[requireChoice("attack type", attackType, ATTACK_TYPES)];
}

/** The share of points that is lethal for a lethality row, exactly: −1 → 2/3, −5 → 1/7. */
export function lethalFraction(lethalitySteps: number): Ratio {
  return LETHAL_FRACTIONS[MOST_LETHAL - requireLethality(lethalitySteps)];
}

/**
 * RULES 1.6: moving lethality by spent successes: each success moves two rows (a full rank),
 * never beyond fully lethal nor below really nonlethal. Positive `successes` raise lethality.
 */
export function shiftLethality(lethalitySteps: number, successes: number): number {
  const row = requireLethality(lethalitySteps);
  const shifted = row + FULL_RANK * requireInteger("lethality successes", successes);
  return Math.min(MOST_LETHAL, Math.max(LEAST_LETHAL, shifted));
}

/**
 * [I-4] Lethal points = points × lethality fraction, rounded half up; the rest are nonlethal.
 * RULES 1.6: a rounded-up hit always keeps at least one nonlethal point.
 */
export function lethalSplit(
  points: number,
  lethalitySteps: number,
  roundedUp: boolean,
): { lethal: number; nonlethal: number } {
  requireInteger("points", points, { min: 0 });
  requireBoolean("roundedUp", roundedUp);
  const { num, den } = lethalFraction(lethalitySteps);
  let lethal = roundHalfUp(points * num, den);
  if (roundedUp && points > 0 && lethal === points) lethal -= 1;
  return { lethal, nonlethal: points - lethal };
}

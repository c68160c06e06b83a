import { notAllowed, requireInteger } from "../errors";

/** RULES 1.6: running totals that impair, down and take out; lethal points that kill. */
export const IMPAIRED_AT = 5;
export const DOWN_AT = 7;
export const OUT_AT = 10;
export const DYING_AT = 10;

/** How long a dying character has left, for display and for a timer. */
export interface TimeLeft {
  readonly amount: number;
  readonly unit: "minutes" | "rounds";
  readonly seconds: number;
}

/** A round lasts five seconds (OK RPG seed). */
export const ROUND_SECONDS = 5;

// RULES 1.6: 10 lethal → 90 min, then two full ranks less per further point; 15 or more → half a round.
export const DYING_TIME_LEFT: readonly TimeLeft[] = [
  { amount: 90, unit: "minutes", seconds: 90 * 60 },
  { amount: 20, unit: "minutes", seconds: 20 * 60 },
  { amount: 5, unit: "minutes", seconds: 5 * 60 },
  { amount: 1, unit: "minutes", seconds: 60 },
  { amount: 2, unit: "rounds", seconds: 2 * ROUND_SECONDS },
  { amount: 0.5, unit: "rounds", seconds: ROUND_SECONDS / 2 },
];

/** RULES 1.6: time left to a dying character by lethal points; null below 10. */
export function dyingTime(lethal: number): TimeLeft | null {
  const points = requireInteger("lethal points", lethal, { min: 0 });
  if (points < DYING_AT) return null;
  return DYING_TIME_LEFT[Math.min(points - DYING_AT, DYING_TIME_LEFT.length - 1)];
}

/** A character's state from its running damage total and the lethal part of it. */
export interface Condition {
  readonly impaired: boolean;
  readonly down: boolean;
  readonly out: boolean;
  readonly dying: boolean;
  /** time left while dying, else null */
  readonly timeLeft: TimeLeft | null;
}

/** RULES 1.6: total ≥ 5 impaired, ≥ 7 down, ≥ 10 out; lethal ≥ 10 dying, with the time left. */
export function condition(total: number, lethal: number): Condition {
  requireInteger("total points", total, { min: 0 });
  // Stryker disable next-line ObjectLiteral: dyingTime refuses negative lethal points in the same words
  requireInteger("lethal points", lethal, { min: 0 });
  if (lethal > total)
    throw notAllowed(
      `${lethal} lethal points in a total of ${total}`,
      "lethal points are part of the total",
    );
  return {
    impaired: total >= IMPAIRED_AT,
    down: total >= DOWN_AT,
    out: total >= OUT_AT,
    dying: lethal >= DYING_AT,
    timeLeft: dyingTime(lethal),
  };
}

import { notAllowed, requireInteger, requireList } from "../errors";
import { AVERAGE, FULL_RANK, rankRatio } from "../ranks";

/** RULES 1.4: a weapon's multi-target discount: how many full steps of targets cost one success. */
export type MultiTargetDiscount = 0 | 1 | 2 | 3;

/** Checks a multi-target discount: a whole number from 0 to 3. */
export function requireDiscount(discount: unknown): MultiTargetDiscount {
  return requireInteger("multi-target discount", discount, {
    min: 0,
    max: 3,
  }) as MultiTargetDiscount;
}

/**
 * RULES 1.4: targets hit for successes spent on multiple targets: floor(Number(Avg + steps)),
 * one step per success, but each of the first `discount` successes buys a full step (two).
 * 2 → 2 targets, 4 → 5, 6 → 10; staff (1) 1 → 2, autofire (2) 2 → 5, area (3) 3 → 10.
 */
export function multiTargetCount(successes: number, discount: MultiTargetDiscount = 0): number {
  const spent = requireInteger("multi-target successes", successes, { min: 0 });
  const d = requireDiscount(discount);
  const steps = FULL_RANK * Math.min(spent, d) + Math.max(0, spent - d);
  const { num, den } = rankRatio(AVERAGE + steps);
  return Math.floor(num / den);
}

/**
 * RULES 1.4: in a multiple attack the attacker names how many rolled successes buy the basic
 * hit; a target is hit when that covers its required successes, and the rest are extra.
 */
export function multiTargetHits(
  rolled: number,
  basicHit: number,
  required: readonly number[],
): { extra: number; hits: boolean[] } {
  requireInteger("rolled successes", rolled);
  requireInteger("successes for the basic hit", basicHit, { min: 0 });
  requireList("required successes", required);
  if (basicHit > rolled)
    throw notAllowed(
      `putting ${basicHit} successes into the basic hit`,
      `only ${rolled} were rolled`,
    );
  const hits = required.map(
    (r, i) => basicHit >= requireInteger(`target #${i + 1} required successes`, r),
  );
  return { extra: rolled - basicHit, hits };
}

import { requireFace, requireInteger } from "../errors";

/** RULES 2: any roll above 90 is an epic fumble. */
export const EPIC_FUMBLE_ABOVE = 90;

export interface AttackResult {
  readonly hit: boolean;
  /** the hit strikes past the armor to the person */
  readonly bypassArmor: boolean;
  readonly critical: boolean;
  /** an epic fumble: always a miss */
  readonly fumble: boolean;
}

/** RULES 2 armor: a roll under half the target (rounded down) strikes past the armor. */
export function bypassBelow(target: number): number {
  return Math.floor(requireInteger("target", target) / 2);
}

/**
 * A roll under a tenth of the target is a critical. Seed 001 rounds only the armor's half down
 * ("Armor Rating"); the critical's tenth is the exact fraction ("Critical Hits"): at 65, under 6.5.
 */
export function criticalBelow(target: number): number {
  return requireInteger("target", target) / 10;
}

/** The highest roll that still hits, bypasses armor, or is a critical, for a target number. */
function thresholds(target: number): { hit: number; bypass: number; critical: number } {
  // [I-6] "under" is strictly less: the last whole number below each limit
  return {
    hit: target - 1,
    bypass: bypassBelow(target) - 1,
    critical: Math.ceil(criticalBelow(target)) - 1,
  };
}

/** RULES 2: reads a d100 attack roll (1–100) against its target number. */
export function resolveAttack(target: number, roll: number): AttackResult {
  requireInteger("target", target);
  requireFace("roll", roll, 100);
  const limit = thresholds(target);
  const fumble = roll > EPIC_FUMBLE_ABOVE;
  const hit = !fumble && roll <= limit.hit;
  return {
    hit,
    bypassArmor: hit && roll <= limit.bypass,
    critical: hit && roll <= limit.critical,
    fumble,
  };
}

export interface AttackChances {
  readonly hit: number;
  /** hits that strike the person past the armor (criticals included) */
  readonly bypassArmor: number;
  /** hits that only strike the armor */
  readonly armorHit: number;
  readonly critical: number;
  readonly fumble: number;
  readonly miss: number;
}

function rollsAtMost(highest: number): number {
  return Math.min(EPIC_FUMBLE_ABOVE, Math.max(0, highest));
}

/** The exact chances of each result of a d100 attack roll against a target number. */
export function attackChances(target: number): AttackChances {
  requireInteger("target", target);
  const limit = thresholds(target);
  const hits = rollsAtMost(limit.hit);
  const bypass = rollsAtMost(limit.bypass);
  return {
    hit: hits / 100,
    bypassArmor: bypass / 100,
    armorHit: (hits - bypass) / 100,
    critical: rollsAtMost(limit.critical) / 100,
    fumble: (100 - EPIC_FUMBLE_ABOVE) / 100,
    miss: (100 - hits) / 100,
  };
}

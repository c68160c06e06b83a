import { requireInteger } from "../errors";

/** [I-7] Action Rounds hit points come from Hack & Slash: twice the strength. */
export function hitPoints(strength: number): number {
  return 2 * requireInteger("strength", strength, { min: 0 });
}

/** RULES 4: the hit points not taken by stun or damage (never below 0). */
export function nonDamagedHp(hp: number, stun: number, damage: number): number {
  requireInteger("hit points", hp, { min: 0 });
  requireInteger("stun", stun, { min: 0 });
  requireInteger("damage", damage, { min: 0 });
  return Math.max(0, hp - stun - damage);
}

/** RULES 4: at least half the non-damaged hit points, rounded up, become ready each round. */
export function minimumReady(nonDamaged: number): number {
  return Math.ceil(requireInteger("non-damaged hit points", nonDamaged, { min: 0 }) / 2);
}

/**
 * RULES 4 round start: the player keeps `carryOver` of the non-damaged hit points in place
 * (holding wind-up or manoeuvring bonuses) and the rest become ready; at least half, rounded
 * up, must be ready, so at most half, rounded down, can carry over.
 */
export function roundStartSplit(
  nonDamaged: number,
  carryOver: number,
): { ready: number; carryOver: number } {
  const ready = minimumReady(nonDamaged);
  requireInteger("carry-over hit points", carryOver, { min: 0, max: nonDamaged - ready });
  return { ready: nonDamaged - carryOver, carryOver };
}

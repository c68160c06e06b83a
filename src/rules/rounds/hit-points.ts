import { requireInteger } from "../errors";

/**
 * The most hit points one character has. [I-7] they are twice the strength, and Mano a Mano's
 * strength table ends at 50, so a character of the seeds has at most 100; ten times that leaves
 * room for monsters and house rules while keeping every ready-HP round a few hundred moves long.
 */
export const MAX_HIT_POINTS = 1000;

/** [I-7] Action Rounds hit points come from Hack & Slash: twice the strength. */
export function hitPoints(strength: number): number {
  return 2 * requireInteger("strength", strength, { min: 0, max: MAX_HIT_POINTS / 2 });
}

/** RULES 4: the hit points not taken by stun or damage (never below 0). */
export function nonDamagedHp(hp: number, stun: number, damage: number): number {
  requireInteger("hit points", hp, { min: 0, max: MAX_HIT_POINTS });
  requireInteger("stun", stun, { min: 0 });
  requireInteger("damage", damage, { min: 0 });
  return Math.max(0, hp - stun - damage);
}

/** RULES 4: at least half the non-damaged hit points, rounded up, become ready each round. */
export function minimumReady(nonDamaged: number): number {
  const hp = requireInteger("non-damaged hit points", nonDamaged, { min: 0, max: MAX_HIT_POINTS });
  return Math.ceil(hp / 2);
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

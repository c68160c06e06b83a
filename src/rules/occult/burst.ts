import { notAllowed, requireChoice, requireInteger, requireObject, requireWithin } from "../errors";

export type BurstKind = "short" | "medium" | "long";
export const BURST_KINDS: readonly BurstKind[] = ["short", "medium", "long"];

/** RULES 2: a burst adds +5% to strike (the `burst` strike modifier). */
export const BURST_STRIKE_BONUS = 5;

// RULES 2: share of the magazine fired (as a fraction n/d) and the damage multiplier.
const BURSTS: Readonly<Record<BurstKind, { share: [number, number]; multiplier: number }>> = {
  short: { share: [1, 10], multiplier: 1.5 },
  medium: { share: [1, 2], multiplier: 2 },
  long: { share: [1, 1], multiplier: 4 },
};

function requireMagazine(magazine: number): number {
  return requireInteger("magazine", magazine, { min: 1 });
}

/** RULES 2: rounds a burst fires from a magazine's capacity (rounded up) and its damage multiplier. */
export function burst(kind: BurstKind, magazine: number): { rounds: number; multiplier: number } {
  const { share, multiplier } = BURSTS[requireChoice("burst", kind, BURST_KINDS)];
  const capacity = requireMagazine(magazine);
  // Stryker disable next-line ArithmeticOperator: every burst's share is 1/n, so × and ÷ by share[0] agree
  return { rounds: Math.ceil((capacity * share[0]) / share[1]), multiplier };
}

/** A weapon's magazine: its capacity and the rounds in it now. */
export interface Magazine {
  readonly magazine: number;
  readonly loaded: number;
}

function requireLoaded(weapon: Magazine): { capacity: number; loaded: number } {
  requireObject("weapon", weapon);
  const capacity = requireMagazine(weapon.magazine);
  return { capacity, loaded: requireInteger("loaded", weapon.loaded, { min: 0, max: capacity }) };
}

/**
 * RULES 2: fires a burst, which needs its rounds loaded (a 30-round magazine needs 3 for a short
 * burst); returns the rounds fired, the damage multiplier and the rounds left.
 */
export function fireBurst(
  kind: BurstKind,
  weapon: Magazine,
): { rounds: number; multiplier: number; loaded: number } {
  const { loaded } = requireLoaded(weapon);
  const { rounds, multiplier } = burst(kind, weapon.magazine);
  if (loaded < rounds)
    throw notAllowed(`A ${kind} burst`, `it needs ${rounds} rounds loaded and there are ${loaded}`);
  return { rounds, multiplier, loaded: loaded - rounds };
}

/** RULES 2: a shot that is no burst fires one round, which must be loaded. */
export const SINGLE_SHOT_ROUNDS = 1;

/**
 * RULES 2: a burst fires part of the magazine. Interpretation: a plain shot fires one round of it.
 * Returns the round fired and the rounds left; refused with an empty magazine.
 */
export function fireSingle(weapon: Magazine): { rounds: number; loaded: number } {
  const { loaded } = requireLoaded(weapon);
  if (loaded < SINGLE_SHOT_ROUNDS)
    throw notAllowed("A shot", "the magazine is empty: load it first");
  return { rounds: SINGLE_SHOT_ROUNDS, loaded: loaded - SINGLE_SHOT_ROUNDS };
}

/** RULES 2: covering fire gives +10% defence against ranged attacks… */
export const COVERING_FIRE_DEFENCE = 10;
/** …to the shooter and allies within 25 ft. */
export const COVERING_FIRE_RADIUS_FT = 25;

/**
 * RULES 2: covering fire spends half a clip (rounded up, as bursts are) and does no damage; it
 * needs that half loaded. Returns the rounds fired and the rounds left.
 */
export function coveringFire(weapon: Magazine): { rounds: number; loaded: number } {
  const { capacity, loaded } = requireLoaded(weapon);
  const rounds = Math.ceil(capacity / 2);
  if (loaded < rounds)
    throw notAllowed("Covering fire", `it needs ${rounds} rounds loaded and there are ${loaded}`);
  return { rounds, loaded: loaded - rounds };
}

/** RULES 2: whether an ally at `distanceFt` from the shooter is covered by the fire. */
export function coveredByFire(distanceFt: number): boolean {
  return requireWithin("distanceFt", distanceFt, { min: 0 }) <= COVERING_FIRE_RADIUS_FT;
}

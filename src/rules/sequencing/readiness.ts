/**
 * Who decides first among characters with ready hit points (RULES 4): most ready HP, then the
 * longest reach, then the highest bonus for the action; a roll-off settles what is still tied.
 * Kept apart from the ready-HP engine so Action Rounds' own code can share the comparator.
 */
export interface Readiness {
  ready: number;
  /** reach of the weapon in use, in metres; for a missile weapon its range */
  reach: number;
  /** the weapon is a missile weapon (it keeps the lead whenever its range is the longest) */
  missile: boolean;
  /** bonus for the action the character is about to take */
  bonus: number;
  /** distance to the opponent, when known */
  distance: number | null;
}

/**
 * RULES 4 reach: the longer reach decides first, unless the pair stand closer than half the
 * longer reach, in which case the closer (shorter-reach) character does; a missile weapon with
 * the longest range keeps the lead regardless. Interpretation: each character records the
 * distance to its opponent, and the pair's distance is the shorter-reach character's own, else
 * the other's. Negative when `a` decides first.
 */
export function compareReach(a: Readiness, b: Readiness): number {
  if (a.reach === b.reach) return 0;
  const aLonger = a.reach > b.reach;
  const longer = aLonger ? a : b;
  const shorter = aLonger ? b : a;
  const gap = shorter.distance ?? longer.distance;
  const closeIn = !longer.missile && gap !== null && gap < longer.reach / 2;
  const longerFirst = aLonger ? -1 : 1;
  return closeIn ? -longerFirst : longerFirst;
}

/** RULES 4 ties on ready HP: reach, then the higher bonus. 0 leaves it to a roll-off. */
export function compareTieBreak(a: Readiness, b: Readiness): number {
  return compareReach(a, b) || b.bonus - a.bonus;
}

/** RULES 4: most ready HP first, then the tie-breaks. 0 leaves it to a roll-off. */
export function compareReadiness(a: Readiness, b: Readiness): number {
  return b.ready - a.ready || compareTieBreak(a, b);
}

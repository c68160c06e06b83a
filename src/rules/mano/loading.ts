import { RulesRangeError, requireInteger, requireObject } from "../errors";

/** A weapon's rounds: how many it holds and how many are in it now. */
export interface Shots {
  readonly capacity: number;
  readonly loaded: number;
}

/**
 * RULES 5 load: fires one round from a weapon that must be loaded, returning the rounds left.
 * Interpretation: a weapon with a capacity above 0 is one that must be loaded (a gun, a musket);
 * a capacity of 0 (a bow, a sword) never runs dry, so it fires with nothing taken off. An empty
 * loaded weapon is refused before any die is rolled.
 */
export function fireShot(shots: Shots): { loaded: number } {
  requireObject("shots", shots);
  const capacity = requireInteger("capacity", shots.capacity, { min: 0 });
  const loaded = requireInteger("loaded", shots.loaded, { min: 0, max: capacity });
  if (capacity === 0) return { loaded };
  if (loaded < 1) throw new RulesRangeError("NotLoaded", { capacity });
  return { loaded: loaded - 1 };
}

import { requireChoice, requireInteger, requireObject } from "../errors";
import { powerThroughArmor } from "./armor";
import { SHARPNESSES, type Sharpness } from "./types";

/** Stun and damage dealt by one hit. */
export interface Harm {
  damage: number;
  stun: number;
}

/**
 * RULES 5 sharpness: the power that gets through the armor becomes all damage (sharp), half
 * rounded down damage and the rest stun (blunt), or all stun (padded).
 */
export function harm(power: number, absorption: number, sharpness: Sharpness): Harm {
  const through = powerThroughArmor(power, absorption);
  switch (requireChoice("sharpness", sharpness, SHARPNESSES)) {
    case "sharp":
      return { damage: through, stun: 0 };
    case "blunt": {
      const damage = Math.floor(through / 2);
      return { damage, stun: through - damage };
    }
    case "padded":
      return { damage: 0, stun: through };
  }
}

/** Raises the stun of a hit to a floor that armor cannot lower (a choke, a fall). */
export function withMinimumStun(h: Harm, minimum: number): Harm {
  requireHarm(h);
  requireInteger("minimum stun", minimum, { min: 0 });
  return { damage: h.damage, stun: Math.max(h.stun, minimum) };
}

/**
 * RULES 5 (seed 004 "Movement", Swimming): in the water a striking attack's stun is halved,
 * rounded down (our reading), and its damage is unchanged.
 */
export function swimmingHarm(h: Harm): Harm {
  requireHarm(h);
  return { damage: h.damage, stun: Math.floor(h.stun / 2) };
}

/** Harm as given: whole damage and stun, neither below 0. */
function requireHarm(h: Harm): Harm {
  requireObject("harm", h);
  requireInteger("damage", h.damage, { min: 0 });
  requireInteger("stun", h.stun, { min: 0 });
  return h;
}

/** A fall always does at least this much stun, whatever the armor. */
export const FALL_MINIMUM_STUN = 2;

/**
 * RULES 5 (seed's grappling section): a fall hurts like a quick attack with the given power, the
 * surface setting the sharpness; at least two stun whatever the armor. Hitting a wall after a
 * push or throw counts as a fall. The seed adds 1 "damage" per metre of height; like its slam
 * rule, it uses the word for the hit's power, so each whole metre adds 1 power (our reading).
 */
export function fallHarm(f: {
  power: number;
  metres?: number;
  absorption: number;
  surface: Sharpness;
}): Harm {
  requireObject("fall", f);
  const metres = requireInteger("fall height", f.metres ?? 0, { min: 0 });
  const power = requireInteger("power", f.power, { min: 0 }) + metres;
  return withMinimumStun(harm(power, f.absorption, f.surface), FALL_MINIMUM_STUN);
}

import {
  requireBoolean,
  requireChoice,
  requireInteger,
  requireObject,
  requireWithin,
} from "../errors";
import { succeeds } from "./success";
import type { Harm } from "./harm";

/**
 * RULES 5 jumping (the seed's movement section): with a running start a character jumps as far
 * as its running, without one half as far; it jumps half as high as it jumps far.
 */
export function jumpLimits(
  running: number,
  runningStart: boolean,
): { distance: number; height: number } {
  requireWithin("running", running, { min: 0 });
  const distance = requireBoolean("runningStart", runningStart) ? running : running / 2;
  return { distance, height: distance / 2 };
}

/**
 * A jump within 1 m of the limit needs an acrobatics roll; beyond the limit it cannot be made.
 * Returns "easy", "roll" or "impossible".
 */
export function jumpCheck(needed: number, limit: number): "easy" | "roll" | "impossible" {
  requireWithin("needed", needed, { min: 0 });
  requireWithin("limit", limit, { min: 0 });
  if (needed > limit) return "impossible";
  return needed > limit - 1 ? "roll" : "easy";
}

/** The seed's climbing surfaces. */
export const CLIMBS = ["ladder", "rope", "handHolds", "fingerHolds", "sheer"] as const;
export type Climb = (typeof CLIMBS)[number];

const CLIMB_DIFFICULTY: Record<Climb, number> = {
  ladder: 0, // also a steep mountain slope
  rope: 5, // also a pole
  handHolds: 10,
  fingerHolds: 15,
  sheer: 20,
};

/** RULES 5 climbing table: the difficulty of each kind of climb. */
export function climbDifficulty(climb: Climb): number {
  return CLIMB_DIFFICULTY[requireChoice("climb", climb, CLIMBS)];
}

/**
 * Metres climbed per turn where the seed gives it: half the running speed rounded up on a
 * ladder or steep slope, 1 m on a rope or pole; null where it leaves it to the GM.
 */
export function climbSpeed(climb: Climb, running: number): number | null {
  requireChoice("climb", climb, CLIMBS);
  requireWithin("running", running, { min: 0 });
  if (climb === "ladder") return Math.ceil(running / 2);
  return climb === "rope" ? 1 : null;
}

export type FallDanger = "safe" | "dangerous" | "lethal";

/**
 * How bad a fall from this height may be: more than 3 m can hurt, more than 6 m can kill
 * (the surface may make it milder; the GM decides), 30 m or more is usually lethal.
 */
export function fallDanger(metres: number): FallDanger {
  requireWithin("metres", metres, { min: 0 });
  if (metres > 6) return "lethal";
  return metres > 3 ? "dangerous" : "safe";
}

/**
 * RULES 5 falling off a climb: roll against the climb's difficulty (agility added, climbing or
 * acrobatics). A dangerous fall: success is unharmed, failure takes damage and stun equal to
 * toughness. A lethal fall: success takes damage and stun equal to toughness, failure damage
 * equal to stamina. Armor does not help.
 */
export function climbingFall(
  danger: FallDanger,
  roll: { natural: number; modifier: number; difficulty: number },
  c: { toughness: number; stamina: number },
): Harm {
  requireChoice("danger", danger, ["safe", "dangerous", "lethal"] as const);
  requireObject("climbing roll", roll);
  requireObject("climber", c);
  const toughness = requireInteger("toughness", c.toughness, { min: 0 });
  const stamina = requireInteger("stamina", c.stamina, { min: toughness });
  const success = succeeds(roll.natural, roll.modifier, roll.difficulty);
  const byToughness = { damage: toughness, stun: toughness };
  if (danger === "safe") return { damage: 0, stun: 0 };
  if (danger === "dangerous") return success ? { damage: 0, stun: 0 } : byToughness;
  return success ? byToughness : { damage: stamina, stun: 0 };
}

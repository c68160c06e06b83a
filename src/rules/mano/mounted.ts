import { requireBoolean, requireInteger, requireObject, requireWithin } from "../errors";
import { chargePower } from "./power";

/** RULES 5 mounted combat: the riding roll to stay mounted whenever the mount attacks or defends. */
export const STAY_MOUNTED_DIFFICULTY = 10;

/**
 * The animal-handling roll a rider makes: to keep a fighting mount from attacking (10, or 15
 * when it has stun or damage), or to keep a mount not trained to fight from running (15, or
 * 20 when hurt).
 */
export function handlingDifficulty(m: { trainedToFight: boolean; hurt: boolean }): number {
  requireObject("mount", m);
  const base = requireBoolean("trainedToFight", m.trainedToFight) ? 10 : 15;
  return base + (requireBoolean("hurt", m.hurt) ? 5 : 0);
}

/** Ramming: the attack modifier is the lower of the driving modifier and the vehicle's agility. */
export function rammingModifier(driving: number, vehicleAgility: number): number {
  return Math.min(requireInteger("driving", driving), requireInteger("agility", vehicleAgility));
}

/** A vehicle's (or mount's) collision with its target: the metres each moved since its last turn. */
export interface Collision {
  sameDirection: boolean;
  vehicleMetres: number;
  targetMetres: number;
}

/** What a ram needs: the driver's (or rider's) driving modifier and the vehicle's agility. */
export interface Ramming {
  driving: number;
  agility: number;
}

/**
 * The power a collision adds (charging rules, RULES 5): head-on or broadside, each mover's own
 * charge bonus adds up; moving the same way, only the difference of the distances moved since
 * their last turns counts as a charge. The same bonus hurts both sides.
 */
export function collisionCharge(c: Collision): number {
  requireObject("collision", c);
  const vehicle = requireWithin("vehicleMetres", c.vehicleMetres, { min: 0 });
  const target = requireWithin("targetMetres", c.targetMetres, { min: 0 });
  return requireBoolean("sameDirection", c.sameDirection)
    ? chargePower(0, Math.abs(vehicle - target))
    : chargePower(0, vehicle) + chargePower(0, target);
}

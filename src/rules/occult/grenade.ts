import {
  requireChoice,
  requireFace,
  requireInteger,
  requireObject,
  requireWithin,
} from "../errors";
import { resolveAttack } from "./resolve";

/** A grid square, x to the right and y downwards (as on Foundry's canvas). */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/**
 * The step for each d8 face. Interpretation: the seed numbers the eight neighbouring squares
 * without saying how, so 1 is straight up (north) and the numbers go clockwise.
 */
export const SCATTER_STEPS: readonly Square[] = [
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
];

/** Where a thrown grenade goes: on target, scattered by a miss, or up in the thrower's hand. */
export type GrenadeThrow = "onTarget" | "scatter" | "inHand";

/** RULES 2: a hit lands on target, a miss scatters, an epic fumble blows up in the hand. */
export function grenadeThrow(target: number, roll: number): GrenadeThrow {
  const result = resolveAttack(target, roll);
  if (result.fumble) return "inHand";
  return result.hit ? "onTarget" : "scatter";
}

/** Tells whether a grenade cannot pass into `square` coming from `from` (a wall in the way). */
export type Blocked = (square: Square, from: Square) => boolean;

export interface ScatterResult {
  /** the blast centre */
  readonly square: Square;
  /** squares actually travelled */
  readonly squares: number;
  /** it stopped early against a wall */
  readonly hitWall: boolean;
}

function requireSquare(name: string, square: Square): Square {
  requireObject(name, square);
  return { x: requireInteger(`${name}.x`, square.x), y: requireInteger(`${name}.y`, square.y) };
}

/**
 * RULES 2: a missed grenade moves d8 (direction, one of the 8 neighbouring squares) × d4 squares
 * from the target square. Interpretation: when a wall blocks the next square it explodes in the
 * square before the wall.
 */
export function scatter(a: {
  target: Square;
  direction: number;
  distance: number;
  blocked?: Blocked;
}): ScatterResult {
  requireObject("scatter", a);
  let square = requireSquare("target", a.target);
  const step = SCATTER_STEPS[requireFace("direction", a.direction, 8) - 1];
  const distance = requireFace("distance", a.distance, 4);
  for (let travelled = 0; travelled < distance; travelled++) {
    const next = { x: square.x + step.x, y: square.y + step.y };
    if (a.blocked?.(next, square)) return { square, squares: travelled, hitWall: true };
    square = next;
  }
  return { square, squares: distance, hitWall: false };
}

export type BlastZone = "S" | "M" | "L";
export const BLAST_ZONES: readonly BlastZone[] = ["S", "M", "L"];

// RULES 2: full damage in the short radius, half in the medium, a quarter in the long.
const BLAST_DIVISOR: Readonly<Record<BlastZone, number>> = { S: 1, M: 2, L: 4 };

/** RULES 2: damage (or an effect's size) in a blast zone: S full, M half, L quarter, rounded down. */
export function blastDamage(damage: number, zone: BlastZone): number {
  const full = requireInteger("damage", damage, { min: 0 });
  return Math.floor(full / BLAST_DIVISOR[requireChoice("zone", zone, BLAST_ZONES)]);
}

/** A grenade's radii; one listed alone has the same effect throughout (RULES 2). */
export interface BlastRadii {
  readonly S: number;
  readonly M?: number;
  readonly L?: number;
}

/** The zone a spot at `distance` from the blast centre is in, or null outside every radius. */
export function blastZone(distance: number, radii: BlastRadii): BlastZone | null {
  requireObject("blast radii", radii);
  const d = requireWithin("distance", distance, { min: 0 });
  const short = requireWithin("radius S", radii.S, { min: 0 });
  const medium = radii.M === undefined ? short : requireWithin("radius M", radii.M, { min: short });
  const long = radii.L === undefined ? medium : requireWithin("radius L", radii.L, { min: medium });
  if (d <= short) return "S";
  if (d <= medium) return "M";
  if (d <= long) return "L";
  return null;
}

import { requireInteger, requireWithin } from "../errors";

/** RULES 2: one square of the grid is 5 ft. */
export const SQUARE_FT = 5;

/** RULES 2: ending a turn 15 ft (3 squares) or more from where it began makes a moving target. */
export const MOVING_TARGET_FT = 15;

/** RULES 2: whether a move earns the moving-target defence (+5%) until the next turn. */
export function movingTarget(movedFt: number): boolean {
  return requireWithin("movedFt", movedFt, { min: 0 }) >= MOVING_TARGET_FT;
}

/** RULES 2: a kneeling shot needs a move of at most half the Speed (rounded down) this turn. */
export function mayKneel(movedSquares: number, speed: number): boolean {
  const moved = requireInteger("movedSquares", movedSquares, { min: 0 });
  return moved <= Math.floor(requireInteger("speed", speed, { min: 0 }) / 2);
}

/** RULES 2 (seed 001 move actions): running moves twice the Speed, costs a fatigue point, no attacks. */
export function runSquares(speed: number): number {
  return 2 * requireInteger("speed", speed, { min: 0 });
}

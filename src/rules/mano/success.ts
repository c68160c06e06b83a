import { requireFace, requireInteger } from "../errors";

/** The success roll is one twenty-sided die. */
export const D20 = 20;

/** The face that succeeds whatever the difficulty. */
export const AUTOMATIC_FACE = 20;

/** True when the natural face alone makes the roll succeed (a natural 20). */
export function isAutomatic(natural: number): boolean {
  return requireFace("natural", natural, D20) === AUTOMATIC_FACE;
}

/**
 * RULES 5: a success roll beats the difficulty only when d20 + modifiers is strictly higher
 * (equal fails); a natural 20 always succeeds.
 */
export function succeeds(natural: number, modifier: number, difficulty: number): boolean {
  requireFace("natural", natural, D20);
  requireInteger("modifier", modifier);
  requireInteger("difficulty", difficulty);
  return natural === AUTOMATIC_FACE || natural + modifier > difficulty;
}

/** The number of d20 faces (out of 20) that succeed with this modifier against this difficulty. */
export function successfulFaces(modifier: number, difficulty: number): number {
  requireInteger("modifier", modifier);
  requireInteger("difficulty", difficulty);
  const lowestWinningFace = Math.max(1, difficulty - modifier + 1);
  const faces = Math.max(0, D20 - lowestWinningFace + 1);
  return Math.max(1, Math.min(D20, faces)); // RULES 5: the natural 20 always counts
}

/** The exact chance (0..1) that d20 + modifier beats the difficulty, natural 20 included. */
export function successChance(modifier: number, difficulty: number): number {
  return successfulFaces(modifier, difficulty) / D20;
}

import { FUDGE_DICE, type DiceSource } from "../dice";

/*
 * The simulation's dice, read from its DiceSource the way src/rules/dice.ts reads them (a Fudge
 * die is a three-sided roll less 2, [I-1]) but without checking each face again: the source is
 * always the seeded one, whose faces are in range by construction, and a fight reads thousands.
 */

/** [I-1] Four Fudge faces (−1, 0 or +1 each), as rollFudge reads them. */
export function fudgeFaces(dice: DiceSource): number[] {
  // Stryker disable next-line ArrayDeclaration: the loop writes every one of the four faces
  const faces = new Array<number>(FUDGE_DICE);
  for (let i = 0; i < FUDGE_DICE; i++) faces[i] = dice.roll(3) - 2;
  return faces;
}

/** One face of a die with `faces` sides. */
export function face(dice: DiceSource, faces: number): number {
  return dice.roll(faces);
}

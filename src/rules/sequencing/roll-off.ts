import type { DiceSource } from "../dice";
import { notAllowed, requireDiceSource, requireFace, requireInteger, requireList } from "../errors";

/** Roll-offs use a d20, the die of Mano a Mano and Action Rounds. */
export const ROLL_OFF_DIE = 20;
const MAX_REROLLS = 100;

/**
 * A roll-off among tied contestants: each rolls a die, the highest goes first, and any who roll
 * the same number roll again among themselves until nobody ties (RULES 4; RULES 5 default order).
 * Returns the contestants in winning order. Dice are read in the contestants' order, then group
 * by group from the highest roll down.
 */
export function rollOff<T>(contestants: readonly T[], dice: DiceSource, depth = 0): T[] {
  requireList("contestants", contestants);
  requireDiceSource("dice", dice);
  requireInteger("roll-off depth", depth, { min: 0 });
  if (contestants.length < 2) return [...contestants];
  if (depth > MAX_REROLLS)
    throw notAllowed("another roll-off", `the dice tied ${MAX_REROLLS} times in a row`);
  // one bucket per face, each in the contestants' order: no comparison sort
  // Stryker disable next-line ArrayDeclaration: bucket 0 is never filled nor read (faces are 1 up)
  const byRoll: T[][] = [];
  for (const contestant of contestants)
    (byRoll[requireFace("roll-off", dice.roll(ROLL_OFF_DIE), ROLL_OFF_DIE)] ??= []).push(
      contestant,
    );
  const order: T[] = [];
  // Stryker disable next-line EqualityOperator: bucket 0 is never filled (faces are 1 up)
  for (let roll = ROLL_OFF_DIE; roll > 0; roll--) {
    const tied = byRoll[roll];
    if (tied === undefined) continue;
    // a lone roller is its own order (rollOff rolls nothing for one); those tied roll again
    const allTied = tied.length === contestants.length;
    for (const contestant of rollOff(tied, dice, allTied ? depth + 1 : 0)) order.push(contestant);
  }
  return order;
}

import type { DiceSource } from "../dice";
import { notAllowed, requireFace } from "../errors";

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
  if (contestants.length < 2) return [...contestants];
  if (depth > MAX_REROLLS)
    throw notAllowed("another roll-off", `the dice tied ${MAX_REROLLS} times in a row`);
  const byRoll = new Map<number, T[]>();
  for (const contestant of contestants) {
    const roll = requireFace("roll-off", dice.roll(ROLL_OFF_DIE), ROLL_OFF_DIE);
    const group = byRoll.get(roll);
    if (group) group.push(contestant);
    else byRoll.set(roll, [contestant]);
  }
  const rolls = [...byRoll.keys()].sort((a, b) => b - a);
  const tied = rolls.length === 1;
  return rolls.flatMap((roll) => rollOff(byRoll.get(roll) as T[], dice, tied ? depth + 1 : 0));
}

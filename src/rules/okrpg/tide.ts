import { type DiceSource, rollDice } from "../dice";
import { notAllowed, requireChoice, requireFace, requireInteger } from "../errors";
import { type OkrpgOptions, withDefaults } from "../options";

/** RULES 1.9 optional: an unlucky side keeps the worse of two dice, a blessed side the better. */
export type TideLuck = "normal" | "unlucky" | "blessed";
export const TIDE_LUCK: readonly TideLuck[] = ["normal", "unlucky", "blessed"];

/** One side's Tide of Battle for a round. */
export interface Tide {
  /** the die that counts */
  readonly die: number;
  /** beginning-of-round recoveries for everyone on the side: 2 on a 6, 0 on a 1, else 1 */
  readonly recoveries: 0 | 1 | 2;
  /** a 6: the side gets an advantage (and downed mooks may rally) */
  readonly advantage: boolean;
  /** a 1: something goes wrong for the side */
  readonly mishap: boolean;
}

/** A round without a Tide of Battle roll: one ordinary recovery. */
export const CALM_TIDE: Tide = { die: 0, recoveries: 1, advantage: false, mishap: false };

function diceFor(luck: TideLuck): number {
  return luck === "normal" ? 1 : 2;
}

/** RULES 1.9: reads a side's Tide of Battle from its d6 faces (two for unlucky or blessed sides). */
export function tideOfBattle(faces: readonly number[], luck: TideLuck = "normal"): Tide {
  requireChoice("tide luck", luck, TIDE_LUCK);
  const count = diceFor(luck);
  if (!Array.isArray(faces) || faces.length !== count)
    throw notAllowed(
      `a Tide of Battle of ${Array.isArray(faces) ? faces.length : 0} dice`,
      `a ${luck} side rolls ${count}`,
    );
  faces.forEach((face, i) => requireFace(`tide die #${i + 1}`, face, 6));
  const die = luck === "unlucky" ? Math.min(...faces) : Math.max(...faces);
  return {
    die,
    recoveries: die === 6 ? 2 : die === 1 ? 0 : 1,
    advantage: die === 6,
    mishap: die === 1,
  };
}

/** RULES 1.9: rolls a side's Tide of Battle from a DiceSource. */
export function rollTide(dice: DiceSource, luck: TideLuck = "normal"): Tide {
  return tideOfBattle(
    rollDice(dice, diceFor(requireChoice("tide luck", luck, TIDE_LUCK)), 6),
    luck,
  );
}

/** Exact odds of each counting face 1…6 for a side: ways out of 6 (normal) or 36 (two dice). */
export function tideOdds(luck: TideLuck = "normal"): { ways: number[]; outcomes: number } {
  requireChoice("tide luck", luck, TIDE_LUCK);
  if (luck === "normal") return { ways: [1, 1, 1, 1, 1, 1], outcomes: 6 };
  const ways = [0, 0, 0, 0, 0, 0];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      ways[(luck === "unlucky" ? Math.min(a, b) : Math.max(a, b)) - 1] += 1;
  return { ways, outcomes: 36 };
}

/** RULES 1.9: the GM rolls the Tide at the start of the fight, and every round if the world says so. */
export function tideRollDue(round: number, options: Partial<OkrpgOptions> = {}): boolean {
  const r = requireInteger("round", round, { min: 1 });
  return r === 1 || withDefaults("okrpg", options).tideEveryRound;
}

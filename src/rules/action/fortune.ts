import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireFace,
  requireInteger,
  requireObject,
} from "../errors";
import type { RollOptions } from "./roll";

/** RULES 3: spending a Fortune point; refused when none are left. */
export function spendFortune(points: number): number {
  if (requireInteger("fortune", points, { min: 0 }) === 0)
    throw notAllowed("Spending Fortune", "no Fortune points are left");
  return points - 1;
}

/**
 * RULES 3 (seed 002): a roll bought with Fortune is rerolled as a confident roll, closed if the
 * first was (initiative: a closed confident roll).
 */
export function fortuneReroll(original: RollOptions): RollOptions {
  requireObject("roll options", original);
  return { confident: true, closed: requireBoolean("closed", original.closed, false) };
}

/**
 * RULES 3 (seed 002): a d6 table roll has no confident form; Fortune rerolls it and the player
 * keeps whichever of the two faces they choose.
 */
export function fortuneTableFace(
  original: number,
  reroll: number,
  keep: "original" | "reroll",
): number {
  const first = requireFace("original d6", original, 6);
  const second = requireFace("reroll d6", reroll, 6);
  return requireChoice("keep", keep, ["original", "reroll"]) === "original" ? first : second;
}

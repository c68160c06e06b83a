import {
  notAllowed,
  requireFace,
  requireInteger,
  requireList,
  requireDiceSource,
  showValue,
} from "./errors";

/** Where dice come from: an integer 1..faces per call. Foundry rolls are adapted to this. */
export interface DiceSource {
  roll(faces: number): number;
}

/**
 * The most dice one roll reads, and the most faces a die has: the rules roll a handful of dice
 * at most (OK RPG's 4dF, Occult's damage dice up to a grenade's 4d6, Action's 2d6 chains) and
 * the largest die is the d100. The limits leave room for house rules while keeping every roll
 * small enough to list.
 */
export const MAX_DICE = 100;
export const MAX_FACES = 1000;

/**
 * A deterministic DiceSource (mulberry32) for tests, simulation and benchmarks. The same seed
 * always yields the same sequence.
 */
export function seeded(seed: number): DiceSource {
  // mulberry32 keeps a 32-bit state: a seed is any 32-bit integer, signed or not
  let state = requireInteger("seed", seed, { min: -(2 ** 31), max: 2 ** 32 - 1 }) >>> 0;
  return {
    roll(faces: number): number {
      requireInteger("faces", faces, { min: 1 });
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(unit * faces);
    },
  };
}

/** A DiceSource that replays the given faces in order and throws when they run out. */
export function scripted(faces: readonly number[]): DiceSource {
  requireList("scripted faces", faces, { max: MAX_DICE * MAX_DICE });
  faces.forEach((face, i) => requireInteger(`face #${i + 1}`, face, { min: 1, max: MAX_FACES }));
  let index = 0;
  return {
    roll(max: number): number {
      requireInteger("faces", max, { min: 1 });
      if (index >= faces.length)
        throw notAllowed("another scripted roll", `the dice ran out after ${index} rolls`);
      const face = requireInteger(`face #${index + 1}`, faces[index], { min: 1, max });
      index += 1;
      return face;
    },
  };
}

/** The faces of one Fudge die (dF): minus, blank, plus. */
export const FUDGE_FACES: readonly number[] = [-1, 0, 1];

/** How many Fudge dice an OK RPG roll uses [I-1]. */
export const FUDGE_DICE = 4;

/** Reads `count` Fudge faces (-1, 0 or +1) from a DiceSource, one three-sided roll each. */
export function rollFudge(dice: DiceSource, count = FUDGE_DICE): number[] {
  return rollDice(dice, count, 3).map((face) => face - 2);
}

/** Reads `count` faces of a `faces`-sided die from a DiceSource (e.g. 2d6: rollDice(d, 2, 6)). */
export function rollDice(dice: DiceSource, count: number, faces: number): number[] {
  requireDiceSource("dice", dice);
  requireInteger("dice count", count, { min: 0, max: MAX_DICE });
  requireInteger("faces", faces, { min: 1, max: MAX_FACES });
  return Array.from({ length: count }, (_, i) =>
    requireFace(`face #${i + 1}`, dice.roll(faces), faces),
  );
}

/** Checks a set of Fudge faces: exactly `count` of them, each -1, 0 or +1. Returns the sum. */
export function fudgeSum(faces: readonly number[], count = FUDGE_DICE): number {
  requireInteger("Fudge dice count", count, { min: 0, max: MAX_DICE });
  if (!Array.isArray(faces))
    throw notAllowed(`Fudge faces ${showValue(faces)}`, "expected a list of faces");
  if (faces.length !== count)
    throw notAllowed(`a roll of ${faces.length} Fudge dice`, `it reads exactly ${count} faces`);
  let sum = 0;
  faces.forEach((face, i) => {
    sum += requireInteger(`Fudge face #${i + 1}`, face, { min: -1, max: 1 });
  });
  return sum;
}

/**
 * How many of the 3^count equally likely Fudge outcomes give each sum: entry i counts the sum
 * i - count (4dF: 1, 4, 10, 16, 19, 16, 10, 4, 1 out of 81).
 */
export function fudgeSumCounts(count = FUDGE_DICE): number[] {
  requireInteger("Fudge dice count", count, { min: 0, max: 30 });
  let counts = [1];
  for (let die = 0; die < count; die++) {
    const next = new Array<number>(counts.length + 2).fill(0);
    counts.forEach((ways, i) => {
      for (let face = 0; face < 3; face++) next[i + face] += ways;
    });
    counts = next;
  }
  return counts;
}

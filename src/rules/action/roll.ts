import {
  notAllowed,
  requireBoolean,
  requireFace,
  requireList,
  requireObject,
  requireString,
} from "../errors";

/** How a roll is made (RULES 3): standard by default; confident, closed, or both. */
export interface RollOptions {
  readonly confident?: boolean;
  readonly closed?: boolean;
}

/** What a pair of dice came to. */
export interface RollResult {
  /** the bonus added to the skill: positive die − negative die */
  readonly result: number;
  /** both dice came up 6 on their first face */
  readonly boxcars: boolean;
  /** both dice came up 1 on their first face */
  readonly snakeEyes: boolean;
  /** the totals of the die read as positive and the one read as negative */
  readonly positive: number;
  readonly negative: number;
  /** the roll was read as confident (false for a confident roll that boxcars turned standard) */
  readonly confident: boolean;
}

export const DIE_FACES = 6;

/**
 * A die's total from its chain of faces. An open die rerolls every 6 and adds it, so only the
 * last face may be below 6 and the chain must not stop on a 6; a closed die reads its first face.
 */
export function dieTotal(name: string, chain: readonly number[], closed: boolean): number {
  requireString("die name", name);
  requireBoolean("closed", closed);
  if (requireList(`${name} die faces`, chain).length === 0)
    throw notAllowed(`An empty ${name} die`, "give at least its first face");
  if (closed) return requireFace(`${name} die face #1`, chain[0], DIE_FACES);
  let total = 0;
  for (let index = 0; index < chain.length; index++) {
    const face = chain[index];
    if (!(Number.isInteger(face) && face >= 1 && face <= DIE_FACES))
      requireFace(`${name} die face #${index + 1}`, face, DIE_FACES);
    const last = index === chain.length - 1;
    if (last === (face === DIE_FACES))
      throw notAllowed(
        `The ${name} die chain [${chain.join(", ")}]`,
        "every 6 rolls again and only a 6 does",
      );
    total += face;
  }
  return total;
}

/**
 * RULES 3: reads a roll from each die's chain of faces (e.g. [6, 6, 2]). Standard: positive −
 * negative, open-ended. Confident: the higher die counts as positive, unless boxcars turns it
 * back into a standard roll. Closed: sixes do not reroll, so only the first face is read.
 */
export function interpretRoll(
  o: RollOptions,
  positive: readonly number[],
  negative: readonly number[],
): RollResult {
  requireObject("roll options", o);
  const confident = requireBoolean("confident", o.confident, false);
  const closed = requireBoolean("closed", o.closed, false);
  const plus = dieTotal("positive", positive, closed);
  const minus = dieTotal("negative", negative, closed);
  // RULES 3: boxcars and snake eyes look at the first faces, before any reroll.
  const boxcars = positive[0] === DIE_FACES && negative[0] === DIE_FACES;
  const snakeEyes = positive[0] === 1 && negative[0] === 1;
  const readConfident = confident && !boxcars;
  // Stryker disable next-line EqualityOperator: swapping two equal totals reads the same
  const [high, low] = readConfident && minus > plus ? [minus, plus] : [plus, minus];
  return {
    result: high - low,
    boxcars,
    snakeEyes,
    positive: high,
    negative: low,
    confident: readConfident,
  };
}

/**
 * RULES 3: with several rolls for one action (an area attack), only the first is checked for snake
 * eyes; boxcars counts on every roll.
 */
export function actionSpecials(rolls: readonly Pick<RollResult, "boxcars" | "snakeEyes">[]): {
  snakeEyes: boolean;
  boxcars: boolean[];
} {
  if (requireList("rolls", rolls).length === 0)
    throw notAllowed("An action with no rolls", "give at least one roll");
  rolls.forEach((roll, index) => requireObject(`roll #${index + 1}`, roll));
  return {
    snakeEyes: requireBoolean("snakeEyes", rolls[0].snakeEyes),
    boxcars: rolls.map((roll, index) =>
      requireBoolean(`boxcars of roll #${index + 1}`, roll.boxcars),
    ),
  };
}

/**
 * The two dice's chains from a roll's faces listed die after die, as a Foundry roll of
 * `1d6x - 1d6x` lists them: the positive die's chain, then the negative's. A closed die has one
 * face; an open die's chain runs up to its first face below 6.
 */
export function chainsOf(
  faces: readonly number[],
  closed: boolean,
): { positive: number[]; negative: number[] } {
  const list = requireList<number>("faces", faces);
  if (requireBoolean("closed", closed)) {
    if (list.length !== 2) throw notAllowed(`A closed roll of ${list.length} faces`, "it has two");
    return { positive: [list[0]], negative: [list[1]] };
  }
  const end = list.findIndex((face) => face !== DIE_FACES);
  if (end < 0) throw notAllowed(`The faces [${list.join(", ")}]`, "an open die stops below 6");
  const positive = list.slice(0, end + 1);
  const negative = list.slice(end + 1);
  dieTotal("positive", positive, false);
  dieTotal("negative", negative, false);
  return { positive, negative };
}

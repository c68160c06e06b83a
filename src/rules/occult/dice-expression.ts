import { type DiceSource, MAX_DICE, MAX_FACES, rollDice as rollFaces } from "../dice";
import {
  RulesRangeError,
  RulesTypeError,
  requireFace,
  requireInteger,
  requireList,
  requireObject,
  requireWithin,
  showValue,
} from "../errors";

/** `count` dice of `faces` sides, added (sign 1) or subtracted (sign -1). */
export interface DiceTerm {
  readonly count: number;
  readonly faces: number;
  readonly sign: 1 | -1;
}

/** A damage formula such as "2d4+2" or "3d6x2": (dice + flat) × multiplier, rounded up. */
export interface DiceExpression {
  readonly dice: readonly DiceTerm[];
  readonly flat: number;
  readonly multiplier: number;
}

const MAX_COUNT = MAX_DICE;
// RULES 2 multiplies damage by 2 or 3 at most (doubling, bursts); a hundred leaves room
const MAX_MULTIPLIER = 100;
const TERM = /^(\d*)d(\d+)$|^(\d+)$/i;
const MULTIPLIER = /^(.*?)\s*[x×*]\s*(\d+(?:\.\d+)?)$/i;

function notDice(text: unknown): RulesRangeError {
  return new RulesRangeError("NotADiceExpression", { value: JSON.stringify(text) });
}

function parseSum(text: string, original: string): { dice: DiceTerm[]; flat: number } {
  const body = text.startsWith("(") && text.endsWith(")") ? text.slice(1, -1) : text;
  const compact = body.replace(/\s/g, "");
  // a blank formula has no parts: refused below
  const parts = compact.match(/[+-]?[^+-]+/g);
  if (!parts || parts.join("") !== compact) throw notDice(original);
  const dice: DiceTerm[] = [];
  let flat = 0;
  for (const part of parts) {
    const sign: 1 | -1 = part.startsWith("-") ? -1 : 1;
    // Stryker disable next-line Regex: a part holds its sign at its start only ([+-]?[^+-]+)
    const match = TERM.exec(part.replace(/^[+-]/, ""));
    if (!match) throw notDice(original);
    if (match[3] !== undefined) {
      flat += sign * Number(match[3]);
      continue;
    }
    const count = match[1] === "" ? 1 : Number(match[1]);
    const faces = Number(match[2]);
    if (count < 1 || count > MAX_COUNT || faces < 1 || faces > MAX_FACES) throw notDice(original);
    dice.push({ count, faces, sign });
  }
  return { dice, flat };
}

/** Reads a damage formula: "1d6", "2d4+2", "d8-1", "3d6x2" (also "3d6×2", "(3d6)*2"). */
export function parseDice(text: string): DiceExpression {
  if (typeof text !== "string")
    throw new RulesTypeError("NotADiceExpression", { value: String(text) });
  const trimmed = text.trim();
  const multiplied = MULTIPLIER.exec(trimmed);
  const multiplier = multiplied ? Number(multiplied[2]) : 1;
  if (!(multiplier > 0)) throw notDice(text);
  const { dice, flat } = parseSum(multiplied ? multiplied[1] : trimmed, text);
  return requireDiceExpression({ dice, flat, multiplier });
}

/**
 * Checks an expression given as data: at most MAX_DICE dice in all (so rolling or listing it
 * stays small), each of 1..MAX_FACES faces, a whole flat part and a positive multiplier.
 */
export function requireDiceExpression(expression: DiceExpression): DiceExpression {
  requireObject("dice expression", expression);
  let dice = 0;
  requireList<DiceTerm>("dice terms", expression.dice).forEach((term, i) => {
    requireObject(`dice term #${i + 1}`, term);
    dice += requireInteger(`dice term #${i + 1} count`, term.count, { min: 1, max: MAX_COUNT });
    requireInteger(`dice term #${i + 1} faces`, term.faces, { min: 1, max: MAX_FACES });
    if (term.sign !== 1 && term.sign !== -1)
      throw new RulesRangeError("UnknownChoice", {
        name: `dice term #${i + 1} sign`,
        value: showValue(term.sign),
        choices: "1, -1",
      });
  });
  requireInteger("number of dice", dice, { max: MAX_DICE });
  requireInteger("flat bonus", expression.flat);
  requireWithin("dice multiplier", expression.multiplier, { min: 0.01, max: MAX_MULTIPLIER });
  return expression;
}

/** Accepts either a formula or an already parsed expression. */
export function toDice(dice: string | DiceExpression): DiceExpression {
  return typeof dice === "string" ? parseDice(dice) : requireDiceExpression(dice);
}

function sumText(expression: DiceExpression): string {
  const parts = expression.dice.map(
    (term, index) => `${term.sign === -1 ? "-" : index > 0 ? "+" : ""}${term.count}d${term.faces}`,
  );
  if (expression.flat !== 0 || parts.length === 0) {
    const sign = expression.flat < 0 ? "-" : parts.length > 0 ? "+" : "";
    parts.push(`${sign}${Math.abs(expression.flat)}`);
  }
  return parts.join("");
}

/** The expression as players read it: "2d4+2", "3d6x2". */
export function formatDice(expression: DiceExpression): string {
  requireDiceExpression(expression);
  const sum = sumText(expression);
  return expression.multiplier === 1 ? sum : `${sum}x${expression.multiplier}`;
}

/** A formula Foundry's Roll understands: "2d4+2", "(3d6)*2". */
export function diceFormula(expression: DiceExpression): string {
  requireDiceExpression(expression);
  const sum = sumText(expression);
  return expression.multiplier === 1 ? sum : `(${sum})*${expression.multiplier}`;
}

/** The size of every die to roll, in the order their faces are expected. */
export function dieSizes(expression: DiceExpression): number[] {
  requireDiceExpression(expression);
  const sizes: number[] = [];
  for (const term of expression.dice) for (let i = 0; i < term.count; i++) sizes.push(term.faces);
  return sizes;
}

function scaled(sum: number, multiplier: number): number {
  return Math.ceil(sum * multiplier);
}

/** The highest total the expression can produce. */
export function maxDice(expression: DiceExpression): number {
  requireDiceExpression(expression);
  const sum = expression.dice.reduce(
    (total, term) => total + term.sign * term.count * (term.sign === 1 ? term.faces : 1),
    expression.flat,
  );
  return scaled(sum, expression.multiplier);
}

/** The lowest total the expression can produce. */
export function minDice(expression: DiceExpression): number {
  requireDiceExpression(expression);
  const sum = expression.dice.reduce(
    (total, term) => total + term.sign * term.count * (term.sign === 1 ? 1 : term.faces),
    expression.flat,
  );
  return scaled(sum, expression.multiplier);
}

/** The expression's total for the given faces, one per die in `dieSizes` order. */
export function totalFromFaces(expression: DiceExpression, faces: readonly number[]): number {
  requireDiceExpression(expression);
  requireList("dice faces", faces);
  const count = expression.dice.reduce((n, term) => n + term.count, 0);
  requireInteger("number of dice faces", faces.length, { min: count, max: count });
  let index = 0;
  let sum = expression.flat;
  for (const term of expression.dice) {
    for (let die = 0; die < term.count; die++, index++) {
      const face = faces[index];
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: the shortcut past requireFace, which returns the same face whenever it fits
      const fits = Number.isInteger(face) && face >= 1 && face <= term.faces;
      sum += term.sign * (fits ? face : requireFace(`face #${index + 1}`, face, term.faces));
    }
  }
  return scaled(sum, expression.multiplier);
}

/** Rolls the expression from a DiceSource. */
export function rollDice(
  expression: DiceExpression,
  source: DiceSource,
): { faces: number[]; total: number } {
  const faces = dieSizes(expression).map((size) => rollFaces(source, 1, size)[0]);
  return { faces, total: totalFromFaces(expression, faces) };
}

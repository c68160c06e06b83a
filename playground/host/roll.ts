import type { DiceSource } from "../../src/rules/dice";

/*
 * The playground's stand-in for Foundry's Roll: evaluates the few formula shapes the system
 * rolls ("4dF + 2", "1d100", "1d6x - 1d6x", "2d6kh", "3d20", "2d6 + 1", "(3d6)*2") with a DiceSource, and
 * gives the faces back in the shape the pure code reads from a Foundry roll (`dice[i].results`).
 * It decides nothing: which dice to roll and what the faces mean come from the shared code.
 */

export interface RollResult {
  readonly result: number;
  /** false for a die a keep-highest/lowest dropped */
  readonly active: boolean;
}

export interface DieTerm {
  readonly faces: number | "F";
  readonly sign: 1 | -1;
  readonly results: readonly RollResult[];
}

export interface EvaluatedRoll {
  readonly formula: string;
  readonly dice: readonly DieTerm[];
  readonly total: number;
}

const TERM = /^([+-]?)\s*(?:(\d*)d(F|\d+)(x|kh|kl)?|(\d+))$/;

/** The formula's terms: "1d6x - 1d6x" → ["1d6x", "-1d6x"]. */
function terms(formula: string): string[] {
  return formula
    .replace(/\s+/g, "")
    .split(/(?=[+-])/)
    .filter(Boolean);
}

function rollOne(dice: DiceSource, faces: number | "F"): number {
  return faces === "F" ? dice.roll(3) - 2 : dice.roll(faces);
}

/** Foundry's `x`: a die showing its highest face is rolled again and added, again and again. */
function exploding(dice: DiceSource, faces: number): RollResult[] {
  const results: RollResult[] = [];
  let face: number;
  do {
    face = dice.roll(faces);
    results.push({ result: face, active: true });
  } while (face === faces && results.length < 100);
  return results;
}

/** A sum multiplied, as Occult Ops writes "3d6x2" for Foundry: "(3d6)*2". */
const MULTIPLIED = /^\((.+)\)\*(\d+)$/;

export function evaluate(formula: string, dice: DiceSource): EvaluatedRoll {
  const multiplied = MULTIPLIED.exec(formula.replace(/\s+/g, ""));
  if (multiplied) {
    const inner = evaluate(multiplied[1], dice);
    return { formula, dice: inner.dice, total: inner.total * Number(multiplied[2]) };
  }
  const rolled: DieTerm[] = [];
  let total = 0;
  for (const term of terms(formula)) {
    const match = TERM.exec(term);
    if (!match) throw new Error(`The playground cannot roll "${formula}"`);
    const sign = match[1] === "-" ? -1 : 1;
    if (match[5] !== undefined) {
      total += sign * Number(match[5]);
      continue;
    }
    const count = Number(match[2] || "1");
    const faces = match[3] === "F" ? "F" : Number(match[3]);
    const modifier = match[4];
    let results: RollResult[];
    if (modifier === "x" && faces !== "F") results = exploding(dice, faces);
    else {
      const all = Array.from({ length: count }, () => rollOne(dice, faces));
      const keep =
        modifier === "kh" ? Math.max(...all) : modifier === "kl" ? Math.min(...all) : null;
      let kept = false;
      results = all.map((result) => {
        const active = keep === null || (!kept && result === keep);
        if (keep !== null && active) kept = true;
        return { result, active };
      });
    }
    total += sign * results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
    rolled.push({ faces, sign, results });
  }
  return { formula, dice: rolled, total };
}

/** Every face of a roll, kept or not (what the tracker's pure code reads). */
export function allFaces(roll: EvaluatedRoll): number[] {
  return roll.dice.flatMap((term) => term.results.map((r) => r.result));
}

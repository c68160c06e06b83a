import type { CheckDice } from "../../rules/checks/types";

/*
 * The Foundry Roll formulas an attack and its card buttons roll, and how their faces are read
 * back. A formula keeps every die in its own term so each face can be read from
 * `roll.dice[i].results[j].result` (Foundry's DiceTerm results; dnd5e and Lancer read them the
 * same way) and handed to the rules layer.
 */

/** One die term of an evaluated Roll, as far as the faces go. */
export interface RolledTerm {
  readonly results: readonly { readonly result: number; readonly active?: boolean }[];
}

/** An evaluated Roll, as far as the faces go. */
export interface RolledDice {
  readonly dice: readonly RolledTerm[];
}

/** [I-1] OK RPG: four Fudge dice; each face reads −1, 0 or +1. */
export const FUDGE_FORMULA = "4dF";
/** RULES 2: the d100 to hit. */
export const D100_FORMULA = "1d100";
/** RULES 5 and [I-7]: the d20 success roll. */
export const D20_FORMULA = "1d20";
/** RULES 2: the Epic Fumble table's d20. */
export const FUMBLE_FORMULA = "1d20";
/** RULES 2: a missed grenade's d8 direction, then its d4 squares. */
export const SCATTER_FORMULA = "1d8 + 1d4";
/** One six-sided die. */
export const D6_FORMULA = "1d6";
/** RULES 3: the Friction Check's d6. */
export const FRICTION_FORMULA = D6_FORMULA;

/**
 * RULES 3: a positive and a negative d6, each its own chain. An open roll rerolls every 6 and
 * adds it (Foundry's `x` modifier explodes on the highest face, again and again); a closed roll
 * does not.
 */
export function actionFormula(closed: boolean): string {
  return closed ? "1d6 - 1d6" : "1d6x - 1d6x";
}

function activeFaces(term: RolledTerm): number[] {
  return term.results.filter((r) => r.active !== false).map((r) => r.result);
}

/** Every face of the roll, term after term, in the order the formula lists its dice. */
export function facesOf(roll: RolledDice): number[] {
  return roll.dice.flatMap(activeFaces);
}

/** The faces of one die term (an exploding die's whole chain). */
export function chainOf(roll: RolledDice, term: number): number[] {
  const found = roll.dice[term];
  if (!found) throw new RangeError(`the roll has no die term #${term + 1}`);
  return activeFaces(found);
}

/** RULES 3: the positive and the negative die's chains of an Action roll. */
export function actionDice(roll: RolledDice): { positive: number[]; negative: number[] } {
  return { positive: chainOf(roll, 0), negative: chainOf(roll, 1) };
}

/** The single face of a one-die roll (d100, d20, d6). */
export function singleFace(roll: RolledDice): number {
  return chainOf(roll, 0)[0];
}

/** The Foundry formula of a check's dice (src/rules/checks/types.ts), or null when nothing is rolled. */
export function checkFormula(dice: CheckDice): string | null {
  switch (dice.kind) {
    case "fudge":
      return FUDGE_FORMULA;
    case "d100":
      return D100_FORMULA;
    case "d20":
      return D20_FORMULA;
    case "d6":
      return D6_FORMULA;
    case "action":
      // RULES 3 team actions: one pair for each member, in the order the check lists them
      return Array.from({ length: dice.rolls ?? 1 }, () => actionFormula(dice.closed)).join(" + ");
    case "none":
      return null;
  }
}

/**
 * The faces a check reads, in the order its dice list them (an Action roll's positive chain, then
 * its negative one: each chain ends on its first face below six, so the flat list reads back).
 */
export function checkFaces(roll: RolledDice | null): number[] {
  return roll ? facesOf(roll) : [];
}

import { signed } from "../values";
import { requireFace, requireList } from "../../errors";
import { D20, isAutomatic, successfulFaces, succeeds } from "../../mano/success";
import type { CheckBand, CheckLine, CheckPlan, CheckTone } from "../types";

/*
 * The one roll every Mano a Mano check makes (RULES 5): d20 + modifier beats the difficulty when
 * strictly higher, and a natural 20 always succeeds. The odds are counted in faces of the d20.
 */

/** A result a check can end in: its lang key and how the card colours it. */
export interface CheckResult {
  readonly label: string;
  readonly tone: CheckTone;
}

/** A success roll as a check makes it: the numbers and how they were made. */
export interface SuccessRoll {
  readonly modifier: number;
  readonly difficulty: number;
  /** how the modifier and the difficulty were made, shown before the roll */
  readonly lines: readonly CheckLine[];
}

const LINE = (name: string) => `ACTION_ENGINE.Check.mano.Line.${name}`;

export { signed };

export function line(label: string, value: number | string, total = false): CheckLine {
  return total ? { label, value: String(value), total } : { label, value: String(value) };
}

function band(result: CheckResult, faces: number): CheckBand {
  return { label: result.label, chance: faces / D20, tone: result.tone };
}

/** The plan of a d20 roll: the success band takes the faces that beat the difficulty. */
export function rollPlan(roll: SuccessRoll, success: CheckResult, failure: CheckResult): CheckPlan {
  const faces = successfulFaces(roll.modifier, roll.difficulty);
  return {
    dice: { kind: "d20" },
    odds: [band(success, faces), band(failure, D20 - faces)],
    lines: roll.lines,
  };
}

/** The plan of a check with nothing to roll: one result, certain. */
export function certainPlan(result: CheckResult, lines: readonly CheckLine[]): CheckPlan {
  return { dice: { kind: "none" }, odds: [band(result, D20)], lines };
}

/** The one d20 face a rolled check was given. */
export function d20Face(faces: readonly number[]): number {
  return requireFace("d20", requireList("faces", faces, { min: 1, max: 1 })[0], D20);
}

/** A check with nothing to roll takes no faces. */
export function noFaces(faces: readonly number[]): void {
  requireList("faces", faces, { max: 0 });
}

/** Whether the face rolled makes the roll, with the lines that show it on the card. */
export function readRoll(
  roll: SuccessRoll,
  faces: readonly number[],
): { success: boolean; lines: CheckLine[] } {
  const natural = d20Face(faces);
  const success = succeeds(natural, roll.modifier, roll.difficulty);
  const total = natural + roll.modifier;
  const lines = [
    line(LINE("natural"), natural),
    line(LINE("modifier"), signed(roll.modifier)),
    line(LINE("total"), total, true),
    line(LINE("difficulty"), roll.difficulty),
  ];
  // RULES 5: a natural 20 succeeds even where the total does not beat the difficulty
  if (isAutomatic(natural) && total <= roll.difficulty) lines.push(line(LINE("automatic"), D20));
  return { success, lines };
}

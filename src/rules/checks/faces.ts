import { FUDGE_DICE } from "../dice";
import { notAllowed, showValue } from "../errors";
import { requireIntegerList } from "../cards/shared";
import type { CheckDice } from "./types";

/*
 * The faces a check's dice can show, in the order the dice list them: a stored card's faces are
 * checked against them before any definition reads them.
 */

const SINGLE_DIE: Readonly<Record<"d100" | "d20" | "d6", number>> = { d100: 100, d20: 20, d6: 6 };

/** RULES 3: an open die's chain is every six rerolled, ending on the first face below six. */
function chainLength(faces: readonly number[], from: number): number {
  let i = from;
  while (faces[i] === 6) i += 1;
  return i - from + 1;
}

/** The faces checked against the dice that rolled them; a rules error when they cannot be. */
export function requireCheckFaces(dice: CheckDice, faces: unknown): number[] {
  const wrong = (reason: string) =>
    notAllowed(`the faces ${showValue(faces)} for ${dice.kind} dice`, reason);
  switch (dice.kind) {
    case "none": {
      const list = requireIntegerList("faces", faces);
      if (list.length) throw wrong("nothing is rolled");
      return list;
    }
    case "fudge": {
      const list = requireIntegerList("faces", faces, { min: -1, max: 1 });
      if (list.length !== FUDGE_DICE) throw wrong(`expected ${FUDGE_DICE} Fudge dice`);
      return list;
    }
    case "action": {
      const list = requireIntegerList("faces", faces, { min: 1, max: 6 });
      const pairs = dice.rolls ?? 1;
      let at = 0;
      for (let pair = 0; pair < pairs; pair++) {
        at += dice.closed ? 1 : chainLength(list, at); // the positive die
        at += dice.closed ? 1 : chainLength(list, at); // the negative die
      }
      if (list.length !== at)
        throw wrong(
          pairs === 1
            ? "expected a positive and a negative die"
            : `expected ${pairs} pairs of a positive and a negative die`,
        );
      return list;
    }
    default: {
      const list = requireIntegerList("faces", faces, { min: 1, max: SINGLE_DIE[dice.kind] });
      if (list.length !== 1) throw wrong("expected one die");
      return list;
    }
  }
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scripted, seeded } from "../../../src/rules/dice";
import {
  diceFormula,
  dieSizes,
  formatDice,
  maxDice,
  minDice,
  parseDice,
  rollDice,
  totalFromFaces,
} from "../../../src/rules/occult";

describe("damage dice expressions", () => {
  it("reads the seed's formulas: 1d4, 2d4+2, 3d6×2", () => {
    expect(parseDice("1d4")).toEqual({
      dice: [{ count: 1, faces: 4, sign: 1 }],
      flat: 0,
      multiplier: 1,
    });
    expect(parseDice("2d4+2")).toEqual({
      dice: [{ count: 2, faces: 4, sign: 1 }],
      flat: 2,
      multiplier: 1,
    });
    const jump = { dice: [{ count: 3, faces: 6, sign: 1 }], flat: 0, multiplier: 2 };
    expect(parseDice("3d6×2")).toEqual(jump);
    expect(parseDice("3d6x2")).toEqual(jump);
    expect(parseDice("(3d6)*2")).toEqual(jump);
  });

  it("reads spaces, a bare d, subtraction and several dice", () => {
    expect(parseDice(" d8 - 1 ")).toEqual({
      dice: [{ count: 1, faces: 8, sign: 1 }],
      flat: -1,
      multiplier: 1,
    });
    expect(parseDice("2d6+1d4+3").dice).toHaveLength(2);
    expect(parseDice("1d6-1d4").dice[1]).toEqual({ count: 1, faces: 4, sign: -1 });
    expect(parseDice("12")).toEqual({ dice: [], flat: 12, multiplier: 1 });
  });

  it("writes it back for players and for Foundry's Roll", () => {
    expect(formatDice(parseDice("3d6x2"))).toBe("3d6x2");
    expect(diceFormula(parseDice("3d6x2"))).toBe("(3d6)*2");
    expect(diceFormula(parseDice("2d4+2"))).toBe("2d4+2");
    expect(formatDice(parseDice("d8-1"))).toBe("1d8-1");
    expect(formatDice(parseDice("1d6-1d4"))).toBe("1d6-1d4");
    expect(formatDice(parseDice("7"))).toBe("7");
  });

  it("lists every die to roll and totals given faces: 2d4+2 with 3 and 4 is 9; 3d6×2 with 6,5,1 is 24", () => {
    expect(dieSizes(parseDice("2d4+2"))).toEqual([4, 4]);
    expect(totalFromFaces(parseDice("2d4+2"), [3, 4])).toBe(9);
    expect(totalFromFaces(parseDice("3d6x2"), [6, 5, 1])).toBe(24);
    expect(totalFromFaces(parseDice("1d6-1d4"), [2, 4])).toBe(-2);
  });

  it("knows its range: 4d6 is 4–24, 3d6×2 is 6–36, 2d4+2 is 4–10", () => {
    expect([minDice(parseDice("4d6")), maxDice(parseDice("4d6"))]).toEqual([4, 24]);
    expect([minDice(parseDice("3d6x2")), maxDice(parseDice("3d6x2"))]).toEqual([6, 36]);
    expect([minDice(parseDice("2d4+2")), maxDice(parseDice("2d4+2"))]).toEqual([4, 10]);
    expect([minDice(parseDice("1d6-1d4")), maxDice(parseDice("1d6-1d4"))]).toEqual([-3, 5]);
  });

  it("rolls from a DiceSource and stays within its range", () => {
    expect(rollDice(parseDice("2d4+2"), scripted([1, 4]))).toEqual({ faces: [1, 4], total: 7 });
    const dice = seeded(7);
    fc.assert(
      fc.property(
        fc.constantFrom("1d4", "2d6+1", "3d6x2", "2d4+2", "1d6-1d4", "1d6x1.5"),
        (text) => {
          const expression = parseDice(text);
          const { total } = rollDice(expression, dice);
          return total >= minDice(expression) && total <= maxDice(expression);
        },
      ),
    );
  });

  it("rejects what is not a formula, naming the text", () => {
    for (const bad of ["", "2d", "d", "2d6++1", "0d6", "2d0", "fireball", "2d6x", "2d6x0"])
      expect(() => parseDice(bad)).toThrow(`${JSON.stringify(bad)} is not a dice expression`);
    expect(() => parseDice(5 as unknown as string)).toThrow(/5 is not a dice expression/);
  });

  it("rejects the wrong number of faces and faces that do not fit the die", () => {
    expect(() => totalFromFaces(parseDice("2d4"), [3])).toThrow(
      /number of dice faces must be between 2 and 2, got 1/,
    );
    expect(() => totalFromFaces(parseDice("2d4"), [3, 5])).toThrow(
      /face #2 must be between 1 and 4, got 5/,
    );
  });
});

describe("issue 16: a dice expression given as data is checked before it is rolled or listed", () => {
  const endless = {
    dice: [{ count: Infinity, faces: 6, sign: 1 as const }],
    flat: 0,
    multiplier: 1,
  };

  it("an infinite or billion-die count is refused at once, not looped over", () => {
    expect(() => dieSizes(endless)).toThrow(/dice term #1 count must be a finite number/);
    expect(() => rollDice(endless, seeded(1))).toThrow(/dice term #1 count/);
    const billion = { ...endless, dice: [{ count: 1e9, faces: 6, sign: 1 as const }] };
    expect(() => dieSizes(billion)).toThrow(/dice term #1 count must be between 1 and 100/);
  });

  it("NaN or missing parts never come out as a formula such as NaNd6+1 or 2d6xundefined", () => {
    const twoD6 = { dice: [{ count: 2, faces: 6, sign: 1 as const }], flat: 0, multiplier: 1 };
    expect(() => formatDice({ ...twoD6, flat: NaN })).toThrow(/flat bonus must be a finite number/);
    expect(() => diceFormula({ ...twoD6, multiplier: undefined as never })).toThrow(
      /dice multiplier must be a number, got undefined/,
    );
    expect(() => maxDice({ ...twoD6, dice: [{ count: NaN, faces: 6, sign: 1 }] })).toThrow(
      /dice term #1 count must be a finite number, got NaN/,
    );
  });
});

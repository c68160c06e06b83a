import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scripted, seeded } from "../../../src/rules/dice";
import { RulesRangeError } from "../../../src/rules/errors";
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
import { named } from "../refusal-cases";

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

describe("a damage formula's limits and how it is written back", () => {
  const refusal = (call: () => unknown) => {
    try {
      call();
    } catch (error) {
      return error;
    }
    return "accepted";
  };

  it("a formula that is not one is refused by its own error, naming the text", () => {
    const error = refusal(() => parseDice("fireball")) as RulesRangeError;
    expect(error).toBeInstanceOf(RulesRangeError);
    expect(error.code).toBe("NotADiceExpression");
    expect(error.message).toBe(
      '"fireball" is not a dice expression (expected something like 2d6+1, 1d4-1 or 3d6x2).',
    );
  });

  it("brackets are read only around the whole sum", () => {
    for (const bad of ["(12", "12)", "2d6)", "(2d6"])
      expect(
        refusal(() => parseDice(bad)),
        bad,
      ).toBeInstanceOf(RulesRangeError);
    expect(parseDice("(2d6)")).toEqual(parseDice("2d6"));
  });

  it("spaces around the multiplier are read too", () => {
    expect(parseDice("  3d6 x 2  ")).toEqual(parseDice("3d6x2"));
  });

  it("up to 100 dice of up to 1000 faces; a d1 is a die", () => {
    expect(parseDice("100d6").dice).toEqual([{ count: 100, faces: 6, sign: 1 }]);
    expect(parseDice("1d1000").dice).toEqual([{ count: 1, faces: 1000, sign: 1 }]);
    expect(parseDice("1d1").dice).toEqual([{ count: 1, faces: 1, sign: 1 }]);
    for (const bad of ["101d6", "1d1001"])
      expect(() => parseDice(bad)).toThrow(`"${bad}" is not a dice expression`);
  });

  it("100 dice in all, however the terms split them", () => {
    expect(() => parseDice("60d6+60d4")).toThrow(/^number of dice must be at most 100, got 120/);
    expect(parseDice("50d6+50d4").dice).toHaveLength(2);
  });

  it("a second die term is written with its plus; a flat 0 alone is 0", () => {
    expect(formatDice(parseDice("2d6+1d4+3"))).toBe("2d6+1d4+3");
    expect(formatDice(parseDice("0"))).toBe("0");
    expect(diceFormula(parseDice("-2"))).toBe("-2");
  });

  const twoD6 = { dice: [{ count: 2, faces: 6, sign: 1 as const }], flat: 0, multiplier: 1 };
  it.each(
    named([
      [() => formatDice(null as never), /^dice expression must be a group of fields, got null/],
      [
        () => formatDice({ ...twoD6, dice: "2d6" as never }),
        /^dice terms must be a list, got "2d6"/,
      ],
      [
        () => formatDice({ ...twoD6, dice: [twoD6.dice[0], null as never] }),
        /^dice term #2 must be a group of fields, got null/,
      ],
      [
        () => formatDice({ ...twoD6, dice: [twoD6.dice[0], { count: 0, faces: 6, sign: 1 }] }),
        /^dice term #2 count must be between 1 and 100, got 0/,
      ],
      [
        () => formatDice({ ...twoD6, dice: [twoD6.dice[0], { count: 1, faces: 1001, sign: 1 }] }),
        /^dice term #2 faces must be between 1 and 1000, got 1001/,
      ],
      [
        () =>
          formatDice({ ...twoD6, dice: [twoD6.dice[0], { count: 1, faces: 6, sign: 0 as never }] }),
        /^dice term #2 sign must be one of 1, -1, got 0/,
      ],
      [() => formatDice({ ...twoD6, flat: 1.5 }), /^flat bonus must be a whole number, got 1.5/],
      [
        () => formatDice({ ...twoD6, multiplier: 0 }),
        /^dice multiplier must be between 0.01 and 100, got 0/,
      ],
      [
        () => formatDice({ ...twoD6, multiplier: 101 }),
        /^dice multiplier must be between 0.01 and 100, got 101/,
      ],
      [() => totalFromFaces(twoD6, "6,6" as never), /^dice faces must be a list, got "6,6"/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });

  it("a term's sign must be 1 or -1, refused by its own error", () => {
    const error = refusal(() =>
      formatDice({ ...twoD6, dice: [{ count: 1, faces: 6, sign: 2 as never }] }),
    ) as RulesRangeError;
    expect(error).toBeInstanceOf(RulesRangeError);
    expect(error.details).toEqual({ name: "dice term #1 sign", value: "2", choices: "1, -1" });
  });
});

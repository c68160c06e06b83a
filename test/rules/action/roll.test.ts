import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionSpecials, chainsOf, interpretRoll } from "../../../src/rules/action";

const face = fc.integer({ min: 1, max: 6 });
/** An open die as its chain of faces: some sixes, then a face below 6. */
const openChain = fc
  .tuple(fc.nat(4), fc.integer({ min: 1, max: 5 }))
  .map(([sixes, last]) => [...Array<number>(sixes).fill(6), last]);

describe("RULES 3 standard roll: positive die − negative die, open-ended", () => {
  it("reads positive minus negative: 5 and 2 → +3; 2 and 5 → −3", () => {
    expect(interpretRoll({}, [5], [2]).result).toBe(3);
    expect(interpretRoll({}, [2], [5]).result).toBe(-3);
  });

  it("each 6 rolls again and adds, again and again: [6, 6, 2] against [3] is 14 − 3 = 11", () => {
    expect(interpretRoll({}, [6, 6, 2], [3])).toMatchObject({
      result: 11,
      positive: 14,
      negative: 3,
    });
    expect(interpretRoll({}, [1], [6, 4]).result).toBe(-9);
  });

  it("refuses a chain that stops on a 6 or rerolls a face below 6", () => {
    expect(() => interpretRoll({}, [6], [2])).toThrow(
      /The positive die chain \[6\] is not allowed: every 6 rolls again and only a 6 does/,
    );
    expect(() => interpretRoll({}, [3], [4, 2])).toThrow(/negative die chain \[4, 2\]/);
    expect(() => interpretRoll({}, [], [2])).toThrow(/An empty positive die is not allowed/);
    expect(() => interpretRoll({}, [7], [2])).toThrow(
      /positive die face #1 must be between 1 and 6, got 7/,
    );
  });
});

describe("RULES 3 confident roll", () => {
  it("the higher die is the positive one: 2 and 5 → +3", () => {
    expect(interpretRoll({ confident: true }, [2], [5])).toMatchObject({
      result: 3,
      positive: 5,
      negative: 2,
      confident: true,
    });
  });

  it("boxcars turns it back into a standard roll, which can go negative", () => {
    expect(interpretRoll({ confident: true }, [6, 3], [6, 6, 1])).toMatchObject({
      result: -4,
      boxcars: true,
      confident: false,
    });
  });

  it("a confident result is never below 0 unless boxcars", () => {
    fc.assert(
      fc.property(openChain, openChain, (plus, minus) => {
        const roll = interpretRoll({ confident: true }, plus, minus);
        return roll.result >= 0 || roll.boxcars;
      }),
    );
  });
});

describe("RULES 3 closed roll", () => {
  it("sixes do not reroll: only the first face is read", () => {
    expect(interpretRoll({ closed: true }, [6, 6, 2], [1]).result).toBe(5);
    expect(interpretRoll({ closed: true }, [6], [2]).result).toBe(4);
  });

  it("closed rolls may be confident: 1 and 4 → +3; boxcars stays closed: 0", () => {
    expect(interpretRoll({ closed: true, confident: true }, [1], [4]).result).toBe(3);
    expect(interpretRoll({ closed: true, confident: true }, [6], [6])).toMatchObject({
      result: 0,
      boxcars: true,
      confident: false,
    });
  });

  it("a closed result is always within −5…+5", () => {
    fc.assert(
      fc.property(
        fc.array(face, { minLength: 1, maxLength: 4 }),
        fc.array(face, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (plus, minus, confident) => {
          const { result } = interpretRoll({ closed: true, confident }, plus, minus);
          return result >= -5 && result <= 5;
        },
      ),
    );
  });
});

describe("RULES 3 boxcars and snake eyes look at the first faces", () => {
  it("boxcars: both dice 6 before the rerolls", () => {
    expect(interpretRoll({}, [6, 2], [6, 5]).boxcars).toBe(true);
    expect(interpretRoll({}, [6, 2], [5]).boxcars).toBe(false);
  });

  it("snake eyes: both dice 1", () => {
    expect(interpretRoll({}, [1], [1])).toMatchObject({
      result: 0,
      snakeEyes: true,
      boxcars: false,
    });
    expect(interpretRoll({ closed: true }, [1], [1]).snakeEyes).toBe(true);
  });

  it("one die on 1 is no snake eyes, whichever it is", () => {
    expect(interpretRoll({}, [1], [3]).snakeEyes).toBe(false);
    expect(interpretRoll({}, [3], [1]).snakeEyes).toBe(false);
  });

  it("with several rolls for one action only the first is checked for snake eyes; boxcars counts on all", () => {
    const area = [
      interpretRoll({}, [3], [4]),
      interpretRoll({}, [1], [1]),
      interpretRoll({}, [6, 1], [6, 2]),
    ];
    expect(actionSpecials(area)).toEqual({ snakeEyes: false, boxcars: [false, false, true] });
    expect(actionSpecials([interpretRoll({}, [1], [1])]).snakeEyes).toBe(true);
    expect(() => actionSpecials([])).toThrow(/An action with no rolls is not allowed/);
  });

  it("does not change the chains it was given", () => {
    const plus = Object.freeze([6, 6, 2]);
    const minus = Object.freeze([6, 1]);
    interpretRoll({ confident: true }, plus, minus);
    expect([plus, minus]).toEqual([
      [6, 6, 2],
      [6, 1],
    ]);
  });
});

describe("a roll's faces listed die after die, as Foundry's 1d6x - 1d6x lists them", () => {
  it("an open roll: the positive chain runs to its first face below 6, the rest is the negative's", () => {
    expect(chainsOf([6, 6, 2, 6, 4], false)).toEqual({ positive: [6, 6, 2], negative: [6, 4] });
    expect(chainsOf([5, 3], false)).toEqual({ positive: [5], negative: [3] });
  });

  it("a closed roll: one face each, sixes and all", () => {
    expect(chainsOf([6, 6], true)).toEqual({ positive: [6], negative: [6] });
  });
});

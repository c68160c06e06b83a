import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTACK_TYPES,
  LETHALITY,
  damagePoints,
  lethalFraction,
  lethalSplit,
  lethalityOf,
  roundHalfUp,
  shiftLethality,
} from "../../../src/rules/okrpg";

const DR = 4;

// RULES 1.6 / the seed's points table: damage relative to DR → points (* = rounded up).
const POINTS_TABLE: readonly [string, number, number, boolean][] = [
  ["−1 FR", -2, 1, true],
  ["−1 HR", -1, 1, true],
  ["equal", 0, 1, false],
  ["+1 HR", 1, 2, true],
  ["+1 FR", 2, 2, false],
  ["+3 HR", 3, 3, false],
  ["+2 FR", 4, 5, false],
  ["+5 HR", 5, 7, false],
  ["+3 FR", 6, 10, false],
  ["+7 HR", 7, 15, false],
];

describe("RULES 1.6 damage points = Number(Avg + damage − DR), rounded half up", () => {
  it.each(POINTS_TABLE)(
    "%s DR: %i steps → %i points (rounded up: %s)",
    (_, margin, points, roundedUp) => {
      expect(damagePoints(DR + margin, DR)).toEqual({ points, roundedUp });
    },
  );

  it("does nothing below one full rank under DR", () => {
    expect(damagePoints(DR - 3, DR)).toEqual({ points: 0, roundedUp: false });
    expect(damagePoints(DR - 10, DR)).toEqual({ points: 0, roundedUp: false });
  });

  it("depends only on damage − DR", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -10, max: 10 }),
        (dr, margin) => {
          expect(damagePoints(dr + margin, dr)).toEqual(damagePoints(margin, 0));
        },
      ),
    );
  });

  it("points never decrease as damage rises", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 40 }),
        fc.integer({ min: -10, max: 20 }),
        (damage, dr) => {
          expect(damagePoints(damage + 1, dr).points).toBeGreaterThanOrEqual(
            damagePoints(damage, dr).points,
          );
        },
      ),
    );
  });

  it("refuses a fractional damage step, naming it", () => {
    expect(() => damagePoints(4.5, 2)).toThrow(/damage step must be a whole number, got 4.5/);
    expect(() => damagePoints(4, "2" as unknown as number)).toThrow(
      /DR step must be a number, got "2"/,
    );
  });
});

// RULES 1.6 / the seed's lethality table.
const LETHALITY_TABLE: readonly [string, number, number][] = [
  ["deepPuncture", 0, 1],
  ["cutting", -1, 2 / 3],
  ["viciousBashing", -2, 1 / 2],
  ["lessViciousBashing", -3, 1 / 3],
  ["regularBashing", -4, 1 / 5],
  ["allegedlyNonlethal", -5, 1 / 7],
  ["reallyNonlethal", -6, 1 / 10],
];

describe("RULES 1.6 lethality by attack type", () => {
  it.each(LETHALITY_TABLE)("%s is row %i, fraction %d", (type, row, fraction) => {
    expect(lethalityOf(type as keyof typeof LETHALITY)).toBe(row);
    const { num, den } = lethalFraction(row);
    expect(num / den).toBe(fraction);
  });

  it("knows exactly the seed's seven attack types", () => {
    expect(ATTACK_TYPES).toEqual(LETHALITY_TABLE.map(([type]) => type));
  });

  it("a spent success moves lethality two rows, to at most 1 and at least 1/10", () => {
    expect(shiftLethality(LETHALITY.regularBashing, 1)).toBe(LETHALITY.viciousBashing);
    expect(shiftLethality(LETHALITY.cutting, 1)).toBe(LETHALITY.deepPuncture);
    expect(shiftLethality(LETHALITY.cutting, -1)).toBe(LETHALITY.lessViciousBashing);
    expect(shiftLethality(LETHALITY.allegedlyNonlethal, -1)).toBe(LETHALITY.reallyNonlethal);
    expect(shiftLethality(LETHALITY.deepPuncture, -3)).toBe(LETHALITY.reallyNonlethal);
  });

  it("refuses an unknown attack type or a row off the table, naming it", () => {
    expect(() => lethalityOf("stabbing" as keyof typeof LETHALITY)).toThrow(
      /attack type must be one of .*got "stabbing"/,
    );
    expect(() => lethalFraction(-7)).toThrow(/lethality steps must be between -6 and 0, got -7/);
  });
});

describe("RULES 1.6 [I-4] lethal points = points × fraction rounded half up", () => {
  it.each([
    [10, LETHALITY.deepPuncture, false, 10, 0],
    [10, LETHALITY.cutting, false, 7, 3],
    [3, LETHALITY.viciousBashing, false, 2, 1],
    [5, LETHALITY.lessViciousBashing, false, 2, 3],
    [5, LETHALITY.regularBashing, false, 1, 4],
    [7, LETHALITY.allegedlyNonlethal, false, 1, 6],
    [15, LETHALITY.reallyNonlethal, false, 2, 13],
    [2, LETHALITY.regularBashing, false, 0, 2],
  ])(
    "%i points at row %i: %i lethal, %i nonlethal",
    (points, row, roundedUp, lethal, nonlethal) => {
      expect(lethalSplit(points, row, roundedUp)).toEqual({ lethal, nonlethal });
    },
  );

  it("a rounded-up hit keeps at least one nonlethal point, even from a bullet", () => {
    expect(lethalSplit(1, LETHALITY.deepPuncture, true)).toEqual({ lethal: 0, nonlethal: 1 });
    expect(lethalSplit(2, LETHALITY.deepPuncture, true)).toEqual({ lethal: 1, nonlethal: 1 });
    expect(lethalSplit(2, LETHALITY.cutting, true)).toEqual({ lethal: 1, nonlethal: 1 });
  });

  it("lethal + nonlethal = points, and more lethal rows never give fewer lethal points", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -6, max: -1 }),
        fc.boolean(),
        (points, row, roundedUp) => {
          const split = lethalSplit(points, row, roundedUp);
          expect(split.lethal + split.nonlethal).toBe(points);
          expect(split.lethal).toBeGreaterThanOrEqual(0);
          expect(lethalSplit(points, row + 1, roundedUp).lethal).toBeGreaterThanOrEqual(
            split.lethal,
          );
        },
      ),
    );
  });

  it("refuses negative points, naming them", () => {
    expect(() => lethalSplit(-1, 0, false)).toThrow(/points must be at least 0, got -1/);
    expect(() => lethalSplit(1, 0, 1 as unknown as boolean)).toThrow(
      /roundedUp must be true or false, got 1/,
    );
  });
});

describe("RULES 1.6 damage far below DR, and refusals", () => {
  it("a pin against a battleship: damage 1,100 steps below DR does 0 points, past the rank chart's end", () => {
    expect(damagePoints(DR, DR + 1100)).toEqual({ points: 0, roundedUp: false });
  });

  it.each([
    [() => roundHalfUp(Number.NaN, 1), /numerator must be a finite number, got NaN/],
    [() => roundHalfUp(1, 0), /denominator must be at least 5e-324, got 0/],
    [() => shiftLethality(0, 1.5), /lethality successes must be a whole number, got 1.5/],
  ])("refuses %#, naming it", (call, message) => expect(call).toThrow(message));
});

import { describe, expect, it } from "vitest";
import { carryingCapacity, encumberedMovement, load } from "../../../src/rules/mano";

// RULES 5: the seed's strength table, every row.
// prettier-ignore
const TABLE: [number, number][] = [
  [0, 0], [1, 1], [2, 2], [3, 5], [4, 10], [5, 15], [6, 20], [7, 30], [8, 50], [9, 65],
  [10, 80], [11, 100], [12, 120], [13, 150], [14, 200], [15, 250], [16, 300], [17, 400],
  [18, 500], [19, 600], [20, 800], [21, 1000], [22, 1200], [23, 1500], [24, 1800], [25, 2100],
  [26, 2500], [27, 3000], [28, 4000], [29, 5000], [30, 6000], [31, 7500], [32, 9000],
  [33, 10000], [34, 12000], [35, 15000], [36, 20000], [37, 25000], [38, 30000], [39, 35000],
  [40, 40000], [41, 45000], [42, 50000], [43, 55000], [44, 60000], [45, 65000], [46, 70000],
  [47, 75000], [48, 80000], [49, 90000], [50, 100000],
];

describe("RULES 5 carrying capacity by strength", () => {
  it.each(TABLE)("strength %s carries %s kg", (strength, kg) => {
    expect(carryingCapacity(strength)).toBe(kg);
  });

  it("Steven's strength 3 carries 5 kg", () => {
    expect(carryingCapacity(3)).toBe(5);
  });

  it("rejects a strength off the table, naming it", () => {
    expect(() => carryingCapacity(51)).toThrow(/strength must be between 0 and 50, got 51/);
    expect(() => carryingCapacity(2.5)).toThrow(/strength must be a whole number, got 2.5/);
    expect(() => carryingCapacity(-1)).toThrow(/strength must be between 0 and 50, got -1/);
  });
});

describe("RULES 5 encumbrance", () => {
  it("up to the capacity is unencumbered, above it encumbered, above twice it too much", () => {
    expect(load(50, 8)).toBe("unencumbered");
    expect(load(51, 8)).toBe("encumbered");
    expect(load(100, 8)).toBe("encumbered");
    expect(load(101, 8)).toBe("overloaded");
    expect(() => load(-1, 8)).toThrow(/load must be at least 0, got -1/);
  });

  it("an encumbered character runs and swims at half speed", () => {
    expect(encumberedMovement({ running: 5, swimming: 2 }, true)).toEqual({
      running: 2.5,
      swimming: 1,
    });
    expect(encumberedMovement({ running: 5, swimming: 2 }, false)).toEqual({
      running: 5,
      swimming: 2,
    });
  });

  it("rejects negative speeds, movement that is no group of fields, or an encumbrance that is no yes or no", () => {
    expect(() => encumberedMovement({ running: -1, swimming: 2 }, true)).toThrow(
      /running must be at least 0, got -1/,
    );
    expect(() => encumberedMovement({ running: 5, swimming: -2 }, true)).toThrow(
      /swimming must be at least 0, got -2/,
    );
    expect(() => encumberedMovement(5 as never, true)).toThrow(
      /movement must be a group of fields, got 5/,
    );
    expect(() => encumberedMovement({ running: 5, swimming: 2 }, "yes" as never)).toThrow(
      /encumbered must be true or false, got "yes"/,
    );
  });
});

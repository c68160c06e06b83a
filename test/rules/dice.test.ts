import { describe, expect, it } from "vitest";
import { scripted, seeded } from "../../src/rules/dice";

describe("dice sources", () => {
  it("a seeded source repeats its sequence and stays within 1..faces", () => {
    const a = seeded(42);
    const b = seeded(42);
    const rolls = Array.from({ length: 1000 }, () => a.roll(6));
    expect(rolls).toEqual(Array.from({ length: 1000 }, () => b.roll(6)));
    expect(new Set(rolls)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it("rejects a die with no faces, naming the value", () => {
    expect(() => seeded(1).roll(0)).toThrow(/faces must be at least 1, got 0/);
    expect(() => seeded(Number.NaN)).toThrow(/seed must be a finite number, got NaN/);
  });

  it("a scripted source replays faces and refuses ones that do not fit the die", () => {
    const dice = scripted([3, 6]);
    expect(dice.roll(6)).toBe(3);
    expect(() => dice.roll(4)).toThrow(/face #2 must be between 1 and 4, got 6/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fatigue,
  fatigueModifier,
  initiative,
  mayKneel,
  movingTarget,
  runSquares,
  targetNumber,
} from "../../../src/rules/occult";

describe("RULES 2 fatigue", () => {
  it("with 12 fatigue points: fresh for 11 rounds, fatigued at 12, exhausted at 24", () => {
    expect(fatigue(11, 12)).toBe("fresh");
    expect(fatigue(12, 12)).toBe("fatigued");
    expect(fatigue(23, 12)).toBe("fatigued");
    expect(fatigue(24, 12)).toBe("exhausted");
  });

  it("fatigued is −10% to strike; exhausted −20% replaces it", () => {
    expect(fatigueModifier("fresh")).toBeNull();
    expect(fatigueModifier("fatigued")).toBe("fatigued");
    const exhausted = targetNumber({
      range: "melee",
      strikeModifiers: [fatigueModifier("exhausted")!],
    });
    expect(exhausted.target).toBe(30);
  });

  it("running costs a fatigue point: 10 rounds and 2 runs tire a character of 12", () => {
    expect(fatigue(10, 12, 2)).toBe("fatigued");
    expect(fatigue(10, 12, 1)).toBe("fresh");
  });

  it("fatigue only gets worse as rounds go by", () => {
    const order = ["fresh", "fatigued", "exhausted"];
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.nat(50),
        fc.integer({ min: 1, max: 40 }),
        (rounds, more, points) => {
          return (
            order.indexOf(fatigue(rounds + more, points)) >= order.indexOf(fatigue(rounds, points))
          );
        },
      ),
    );
  });

  it("rejects zero fatigue points and negative rounds, naming them", () => {
    expect(() => fatigue(3, 0)).toThrow(/fatiguePoints must be at least 1, got 0/);
    expect(() => fatigue(-1, 10)).toThrow(/roundsFought must be at least 0, got -1/);
  });
});

describe("RULES 2 initiative and move actions", () => {
  it("initiative is d20 + modifier: Todd's 12 beats the bandit's 10", () => {
    expect(initiative(12)).toBe(12);
    expect(initiative(12) > initiative(10)).toBe(true);
    expect(initiative(9, 2)).toBe(11);
    expect(initiative(3, -4)).toBe(-1);
    expect(() => initiative(21)).toThrow(/d20 must be between 1 and 20, got 21/);
  });

  it("ending a turn 15 ft (3 squares) or more away makes a moving target (+5% defence)", () => {
    expect(movingTarget(10)).toBe(false);
    expect(movingTarget(15)).toBe(true);
    expect(targetNumber({ range: "short", defenceModifiers: ["movingTarget"] }).target).toBe(55);
  });

  it("kneeling needs a move of at most half the Speed, rounded down", () => {
    expect(mayKneel(2, 5)).toBe(true);
    expect(mayKneel(3, 5)).toBe(false);
    expect(mayKneel(0, 0)).toBe(true);
  });

  it("running moves twice the Speed", () => {
    expect(runSquares(6)).toBe(12);
  });
});

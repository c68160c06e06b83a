import { describe, expect, it } from "vitest";
import {
  boxcarsEffect,
  check,
  highestDifficulty,
  pushLuck,
  teamCheck,
} from "../../../src/rules/action";

describe("RULES 3 check = skill + result against the difficulty", () => {
  it("Fred's tag targets Peter's Maneuver 10 or Dodge 13: the higher, 13, applies", () => {
    expect(highestDifficulty([10, 13])).toBe(13);
    expect(check({ skill: 12, result: 1, difficulty: [10, 13] })).toEqual({
      total: 13,
      difficulty: 13,
      outcome: 0,
      success: true,
      marginal: true,
      special: null,
    });
  });

  it("the outcome is the margin either way", () => {
    expect(check({ skill: 12, result: 4, difficulty: 13 })).toMatchObject({
      outcome: 3,
      success: true,
      marginal: false,
    });
    expect(check({ skill: 12, result: -3, difficulty: 13 })).toMatchObject({
      outcome: -4,
      success: false,
    });
  });

  it("boxcars on a success is a windfall, on a failure a fumble", () => {
    expect(check({ skill: 10, result: 8, difficulty: 13, boxcars: true }).special).toBe("windfall");
    expect(check({ skill: 10, result: -4, difficulty: 13, boxcars: true }).special).toBe("fumble");
    expect(boxcarsEffect(true)).toBe("windfall");
    expect(boxcarsEffect(false)).toBe("fumble");
  });

  it("rejects a fractional skill and an empty list of difficulties, naming them", () => {
    expect(() => check({ skill: 10.5, result: 0, difficulty: 10 })).toThrow(
      /skill must be a whole number, got 10.5/,
    );
    expect(() => check({ skill: 10, result: 0, difficulty: [] })).toThrow(
      /A check with no difficulty/,
    );
    expect(() => check({ skill: 10, result: 0, difficulty: [10, Number.NaN] })).toThrow(
      /difficulty #2 must be a finite number, got NaN/,
    );
  });
});

describe("RULES 3 push luck", () => {
  it("rerolls a failed check: success counts as success, failure adds a Setback", () => {
    expect(pushLuck({ success: false }, { success: true })).toEqual({
      success: true,
      setback: false,
    });
    expect(pushLuck({ success: false }, { success: false })).toEqual({
      success: false,
      setback: true,
    });
  });
  it("only a failed action can be pushed", () => {
    expect(() => pushLuck({ success: true }, { success: true })).toThrow(
      /only a failed action can be pushed/,
    );
  });
});

describe("RULES 3 team actions", () => {
  it("4 climbers each roll Maneuver at −4 and the best check decides for the group", () => {
    const result = teamCheck({
      members: [
        { skill: 12, result: 1 },
        { skill: 15, result: 2 },
        { skill: 9, result: 5 },
        { skill: 11, result: -2 },
      ],
      difficulty: 12,
    });
    expect(result.penalty).toBe(4);
    expect(result.checks.map((c) => c.total)).toEqual([9, 13, 10, 5]);
    expect(result).toMatchObject({ best: 1, outcome: 1, success: true, inTrouble: [] });
  });

  it("a member who rolled boxcars and fumbled is in trouble even when the team succeeds", () => {
    const result = teamCheck({
      members: [
        { skill: 15, result: 3 },
        { skill: 10, result: -3, boxcars: true },
      ],
      difficulty: 12,
    });
    expect(result.success).toBe(true);
    expect(result.inTrouble).toEqual([1]);
  });
});

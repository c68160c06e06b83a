import { describe, expect, it } from "vitest";
import {
  ACTIVE_DEFENCE_BONUS,
  ACTIVE_DEFENCE_SHOTS,
  assist,
  assistBonus,
  defenceStillActive,
  defenceValue,
  fortuneReroll,
  fortuneTableFace,
  modifiedSkill,
  mookGroupBonus,
  spendFortune,
} from "../../../src/rules/action";

describe("RULES 3 active defence", () => {
  it("adds +3 to the skill used as a difficulty, for 1 shot", () => {
    expect(ACTIVE_DEFENCE_SHOTS).toBe(1);
    expect(defenceValue(13, [ACTIVE_DEFENCE_BONUS])).toBe(16);
    expect(defenceValue(13)).toBe(13);
  });
  it("several defences do not stack: the highest bonus counts", () => {
    expect(defenceValue(13, [3, 3, 2])).toBe(16);
  });
  it("lasts until the next shot", () => {
    expect(defenceStillActive(9, 9)).toBe(true);
    expect(defenceStillActive(9, 8)).toBe(false);
  });
});

describe("RULES 3 assist", () => {
  it("+1 per successful assistant, at most +3", () => {
    expect([0, 1, 2, 3, 4, 7].map(assistBonus)).toEqual([0, 1, 2, 3, 3, 3]);
  });
  it("an assistant rolls confident against the friend's skill, or skips it for a friend no better", () => {
    expect(assist({ assistantSkill: 10, friendSkill: 13, result: 3 })).toEqual({
      rolled: true,
      success: true,
    });
    expect(assist({ assistantSkill: 10, friendSkill: 13, result: 2 })).toEqual({
      rolled: true,
      success: false,
    });
    expect(assist({ assistantSkill: 13, friendSkill: 13 })).toEqual({
      rolled: false,
      success: true,
    });
    expect(() => assist({ assistantSkill: 10, friendSkill: 13 })).toThrow(/roll the assist/);
  });
  it("a group of 4 mooks acts once at +3", () => {
    expect(mookGroupBonus(4)).toBe(3);
    expect(mookGroupBonus(1)).toBe(0);
    expect(mookGroupBonus(6)).toBe(3);
  });
});

describe("seed 002 modifiers to rolls", () => {
  it("schtick modifiers never stack: only the best applies; Advantages stack", () => {
    expect(modifiedSkill({ skill: 12, schtick: [2, 3], advantage: [1, 2] })).toBe(18);
  });
  it("action modifiers apply to own actions only; an impairment (Jade Killer's 5 points) to defences too", () => {
    expect(modifiedSkill({ skill: 12, action: -2, impairment: 5 })).toBe(5);
    expect(modifiedSkill({ skill: 12, action: -2, impairment: 5, asDefence: true })).toBe(7);
  });
});

describe("RULES 3 fortune", () => {
  it("spending Fortune takes one point and needs one left", () => {
    expect(spendFortune(3)).toBe(2);
    expect(() => spendFortune(0)).toThrow(
      /Spending Fortune is not allowed: no Fortune points are left/,
    );
  });
  it("a Fortune reroll is confident; initiative's stays closed", () => {
    expect(fortuneReroll({})).toEqual({ confident: true, closed: false });
    expect(fortuneReroll({ closed: true })).toEqual({ confident: true, closed: true });
  });
  it("a d6 table reroll keeps whichever face the player picks", () => {
    expect(fortuneTableFace(2, 5, "reroll")).toBe(5);
    expect(fortuneTableFace(2, 5, "original")).toBe(2);
  });
});

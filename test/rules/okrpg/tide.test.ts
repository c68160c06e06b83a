import { describe, expect, it } from "vitest";
import { CALM_TIDE, rollTide, tideOdds, tideOfBattle, tideRollDue } from "../../../src/rules/okrpg";
import { scripted } from "../../../src/rules/dice";

describe("RULES 1.9 Tide of Battle: one d6 per side", () => {
  it("a 6: everyone on the side recovers twice and the side gets an advantage", () => {
    expect(tideOfBattle([6])).toEqual({ die: 6, recoveries: 2, advantage: true, mishap: false });
  });
  it("a 1: no recovery for the side, and a mishap", () => {
    expect(tideOfBattle([1])).toEqual({ die: 1, recoveries: 0, advantage: false, mishap: true });
  });
  it("anything else: one ordinary recovery", () => {
    for (const die of [2, 3, 4, 5])
      expect(tideOfBattle([die])).toEqual({ die, recoveries: 1, advantage: false, mishap: false });
    expect(CALM_TIDE.recoveries).toBe(1);
  });

  it("an unlucky side keeps the worse of two dice, a blessed side the better", () => {
    expect(tideOfBattle([6, 1], "unlucky").die).toBe(1);
    expect(tideOfBattle([6, 1], "blessed").die).toBe(6);
    expect(rollTide(scripted([5, 2]), "unlucky").die).toBe(2);
    expect(rollTide(scripted([4])).die).toBe(4);
  });

  it("the seed's odds: unlucky raises a 1 from 1/6 (17%) to 11/36 (31%) and cuts a 6 to 1/36 (under 3%)", () => {
    const normal = tideOdds();
    const unlucky = tideOdds("unlucky");
    expect(normal.ways[0] / normal.outcomes).toBeCloseTo(0.17, 2);
    expect(unlucky.ways[0]).toBe(11);
    expect(unlucky.ways[0] / unlucky.outcomes).toBeCloseTo(0.31, 2);
    expect(unlucky.ways[5] / unlucky.outcomes).toBeLessThan(0.03);
    expect(tideOdds("blessed").ways).toEqual([...unlucky.ways].reverse());
    for (const luck of ["normal", "unlucky", "blessed"] as const) {
      const { ways, outcomes } = tideOdds(luck);
      expect(ways.reduce((a, b) => a + b)).toBe(outcomes);
    }
  });

  it("is rolled at the start of the fight, and every round only if the world says so", () => {
    expect(tideRollDue(1)).toBe(true);
    expect(tideRollDue(2)).toBe(false);
    expect(tideRollDue(2, { tideEveryRound: true })).toBe(true);
  });

  it("refuses the wrong number of dice or a face off the d6, naming them", () => {
    expect(() => tideOfBattle([3, 4])).toThrow(
      /a Tide of Battle of 2 dice is not allowed: a normal side rolls 1/,
    );
    expect(() => tideOfBattle([7])).toThrow(/tide die #1 must be between 1 and 6, got 7/);
    expect(() => tideOfBattle([3], "cursed" as "unlucky")).toThrow(
      /tide luck must be one of normal, unlucky, blessed, got "cursed"/,
    );
    expect(() => tideRollDue(0)).toThrow(/round must be at least 1, got 0/);
    const cursed = /tide luck must be one of normal, unlucky, blessed, got "cursed"/;
    expect(() => rollTide(scripted([3]), "cursed" as "unlucky")).toThrow(cursed);
    expect(() => tideOdds("cursed" as "unlucky")).toThrow(cursed);
  });
});

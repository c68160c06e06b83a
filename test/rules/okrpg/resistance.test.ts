import { describe, expect, it } from "vitest";
import {
  damageResistance,
  healingPerWeek,
  healingRate,
  recoveryPerRound,
  recoveryRate,
} from "../../../src/rules/okrpg";
import { parseRank, rankLabel } from "../../../src/rules/ranks";

// The seed's table "Taking It Like A Man": attribute → DR, recovery per round, healing per week.
// (The seed writes Great as "Gt"; one lethal point a day is seven a week.)
const SEED_TABLE: readonly [string, string, number, number][] = [
  ["Def", "Def+", 1 / 3, 1 / 2],
  ["Avg", "Avg", 1 / 2, 2 / 3],
  ["Gd", "Avg+", 2 / 3, 1],
  ["Grt", "Gd", 1, 3 / 2],
  ["Ext", "Gd+", 3 / 2, 2],
  ["Her", "Grt", 2, 3],
  ["Leg", "Grt+", 3, 5],
  ["Mth", "Ext", 5, 7],
];

describe("RULES 1.3 damage resistance and recovery, against the seed's table", () => {
  it.each(SEED_TABLE)(
    "%s: DR %s, recovers %d per round, heals %d per week",
    (attr, dr, round, week) => {
      const step = parseRank(attr);
      expect(rankLabel(damageResistance(step))).toBe(dr);
      expect(recoveryPerRound(step)).toBe(round);
      expect(healingPerWeek(step)).toBe(week);
    },
  );

  it("keeps the rates exact for counting fractions across rounds and weeks", () => {
    expect(recoveryRate(parseRank("Def"))).toEqual({ num: 1, den: 3 });
    expect(recoveryRate(parseRank("Ext"))).toEqual({ num: 3, den: 2 });
    expect(healingRate(parseRank("Avg"))).toEqual({ num: 2, den: 3 });
  });

  it("a + on the attribute changes nothing, since the rank is halved first", () => {
    expect(recoveryPerRound(parseRank("Gd+"))).toBe(recoveryPerRound(parseRank("Gd")));
  });

  it("refuses a fractional attribute, naming it", () => {
    expect(() => recoveryPerRound(3.5)).toThrow(/rank step must be a whole number, got 3.5/);
    expect(() => damageResistance(Number.NaN)).toThrow(
      /rank step must be a finite number, got NaN/,
    );
  });
});

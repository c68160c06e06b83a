import { describe, expect, it } from "vitest";
import { RulesRangeError } from "../../../src/rules/errors";
import {
  climbDifficulty,
  climbSpeed,
  flightRate,
  flightStep,
  swimmingBonus,
  climbingFall,
  fallDanger,
  jumpCheck,
  jumpLimits,
} from "../../../src/rules/mano";

describe("RULES 5 jumping", () => {
  it("with a run-up as far as the running speed, half as high", () => {
    expect(jumpLimits(5, true)).toEqual({ distance: 5, height: 2.5 });
  });
  it("standing, half as far and a quarter of the running speed high", () => {
    expect(jumpLimits(5, false)).toEqual({ distance: 2.5, height: 1.25 });
  });
  it("within 1 m of the limit needs an acrobatics roll; beyond it cannot be done", () => {
    expect(jumpCheck(3.9, 5)).toBe("easy");
    expect(jumpCheck(4, 5)).toBe("easy");
    expect(jumpCheck(4.5, 5)).toBe("roll");
    expect(jumpCheck(5, 5)).toBe("roll");
    expect(jumpCheck(5.1, 5)).toBe("impossible");
  });
  it("rejects a negative speed, distance or limit and a running start that is no yes or no, naming it", () => {
    expect(() => jumpLimits(-1, true)).toThrow(/running must be at least 0, got -1/);
    expect(() => jumpLimits(5, "yes" as never)).toThrow(
      /runningStart must be true or false, got "yes"/,
    );
    expect(() => jumpCheck(-1, 5)).toThrow(/needed must be at least 0, got -1/);
    expect(() => jumpCheck(1, -5)).toThrow(/limit must be at least 0, got -5/);
  });
});

describe("RULES 5 climbing", () => {
  it.each([
    ["ladder", 0],
    ["rope", 5],
    ["handHolds", 10],
    ["fingerHolds", 15],
    ["sheer", 20],
  ] as const)("a %s climb has difficulty %s", (climb, difficulty) => {
    expect(climbDifficulty(climb)).toBe(difficulty);
  });

  it("a ladder goes at half the running speed rounded up, a rope at 1 m a turn", () => {
    expect(climbSpeed("ladder", 5)).toBe(3);
    expect(climbSpeed("rope", 5)).toBe(1);
    expect(climbSpeed("sheer", 5)).toBeNull();
    expect(climbSpeed("ladder", 4)).toBe(2);
    expect(climbSpeed("handHolds", 5)).toBeNull();
  });

  it("rejects an unknown climb or a negative running speed, naming it", () => {
    expect(() => climbDifficulty("tree" as never)).toThrow(/climb must be one of .*got "tree"/);
    expect(() => climbSpeed("tree" as never, 5)).toThrow(/climb must be one of .*got "tree"/);
    expect(() => climbSpeed("rope", -1)).toThrow(/running must be at least 0, got -1/);
    expect(() => fallDanger(-1)).toThrow(/metres must be at least 0, got -1/);
  });

  it("falls over one storey (3 m) can hurt, over two (6 m) can kill", () => {
    expect(fallDanger(3)).toBe("safe");
    expect(fallDanger(4)).toBe("dangerous");
    expect(fallDanger(6)).toBe("dangerous");
    expect(fallDanger(7)).toBe("lethal");
    expect(fallDanger(30)).toBe("lethal");
  });

  const steven = { toughness: 7, stamina: 14 };
  it("a dangerous fall: success unharmed, failure damage and stun equal to toughness", () => {
    expect(climbingFall("dangerous", { natural: 15, modifier: 0, difficulty: 10 }, steven)).toEqual(
      { damage: 0, stun: 0 },
    );
    expect(climbingFall("dangerous", { natural: 5, modifier: 0, difficulty: 10 }, steven)).toEqual({
      damage: 7,
      stun: 7,
    });
  });

  it("a safe fall harms no one, even on a failed roll", () => {
    expect(climbingFall("safe", { natural: 1, modifier: 0, difficulty: 10 }, steven)).toEqual({
      damage: 0,
      stun: 0,
    });
  });

  it("a fall refuses an unknown danger, a roll or climber that is no group of fields, bad thresholds", () => {
    const roll = { natural: 5, modifier: 0, difficulty: 10 };
    expect(() => climbingFall("deadly" as never, roll, steven)).toThrow(
      /danger must be one of safe, dangerous, lethal, got "deadly"/,
    );
    expect(() => climbingFall("lethal", 5 as never, steven)).toThrow(
      /climbing roll must be a group of fields, got 5/,
    );
    expect(() => climbingFall("lethal", roll, [] as never)).toThrow(
      /climber must be a group of fields/,
    );
    expect(() => climbingFall("lethal", roll, { toughness: -1, stamina: 14 })).toThrow(
      /toughness must be at least 0, got -1/,
    );
    expect(() => climbingFall("lethal", roll, { toughness: 7, stamina: 6 })).toThrow(
      /stamina must be at least 7, got 6/,
    );
  });

  it("a lethal fall: success toughness in damage and stun, failure stamina in damage", () => {
    expect(climbingFall("lethal", { natural: 15, modifier: 0, difficulty: 10 }, steven)).toEqual({
      damage: 7,
      stun: 7,
    });
    expect(climbingFall("lethal", { natural: 5, modifier: 0, difficulty: 10 }, steven)).toEqual({
      damage: 14,
      stun: 0,
    });
  });
});

describe("RULES 5 flying", () => {
  it("climbs and descends safely at most half the airspeed a turn", () => {
    expect(flightRate(10)).toBe(5);
    expect(flightRate(5)).toBe(2.5);
  });

  it("each metre climbed costs 1 airspeed, each metre down gives 1 back", () => {
    expect(flightStep(10, 10, 5)).toEqual({ airspeed: 5, safe: true });
    expect(flightStep(10, 5, -2.5)).toEqual({ airspeed: 7.5, safe: true });
  });

  it("a dive never lifts the airspeed above twice the normal one; past the safe rate it is unsafe", () => {
    expect(flightStep(10, 18, -9)).toEqual({ airspeed: 20, safe: true });
    expect(flightStep(10, 10, -8)).toEqual({ airspeed: 18, safe: false });
  });

  it("no climb faster than half the airspeed, none at all with no airspeed left", () => {
    expect(() => flightStep(10, 10, 6)).toThrow(RulesRangeError);
    expect(() => flightStep(10, 0, 1)).toThrow(/climbing 1 m is not allowed: no airspeed is left/);
    expect(flightStep(10, 0, -3)).toEqual({ airspeed: 3, safe: false });
  });

  it("the airspeed flown with is between 0 and twice the sheet's", () => {
    expect(() => flightStep(10, 21, 0)).toThrow(
      /current airspeed must be between 0 and 20, got 21/,
    );
    expect(() => flightStep(-1, 0, 0)).toThrow(/airspeed must be at least 0, got -1/);
    expect(() => flightStep(10, 10, Number.NaN)).toThrow(/metres must be a finite number/);
    expect(() => flightRate(-1)).toThrow(/airspeed must be at least 0, got -1/);
  });

  it("a climb of exactly half the airspeed is allowed; past it the refusal names the rate", () => {
    expect(flightStep(10, 10, 5)).toEqual({ airspeed: 5, safe: true });
    expect(() => flightStep(10, 10, 5.5)).toThrow(
      /climbing 5.5 m is not allowed: a flier climbs at most half its airspeed \(5 m\)/,
    );
    expect(flightStep(10, 0, 0)).toEqual({ airspeed: 0, safe: true });
  });
});

describe("RULES 5 swimming bonus", () => {
  it("swimming adds to striking and grappling, not to missiles", () => {
    expect(swimmingBonus("striking", 3)).toBe(3);
    expect(swimmingBonus("grapple", 3)).toBe(3);
    expect(swimmingBonus("missile", 3)).toBe(0);
    expect(() => swimmingBonus("striking", -1)).toThrow(/swimming must be at least 0, got -1/);
    expect(() => swimmingBonus("magic" as never, 3)).toThrow(
      /roll category must be one of .*got "magic"/,
    );
  });
});

import { describe, expect, it } from "vitest";
import { condition, dyingTime, gumptionResult, impairmentPenalty } from "../../../src/rules/okrpg";

describe("RULES 1.6 conditions by running total", () => {
  it.each([
    [4, false, false, false],
    [5, true, false, false],
    [6, true, false, false],
    [7, true, true, false],
    [9, true, true, false],
    [10, true, true, true],
  ])("%i points: impaired %s, down %s, out %s", (total, impaired, down, out) => {
    expect(condition(total, 0)).toMatchObject({
      impaired,
      down,
      out,
      dying: false,
      timeLeft: null,
    });
  });

  it("lethal and nonlethal points count alike towards the total", () => {
    expect(condition(7, 7)).toMatchObject({ down: true, dying: false });
  });

  it("refuses lethal points beyond the total, or a negative total, naming them", () => {
    expect(() => condition(3, 4)).toThrow(
      /4 lethal points in a total of 3 is not allowed: lethal points are part of the total/,
    );
    expect(() => condition(5, 1.5)).toThrow(/lethal points must be a whole number, got 1.5/);
    expect(() => dyingTime(-1)).toThrow(/lethal points must be at least 0, got -1/);
    expect(() => condition(-1, 0)).toThrow(/total points must be at least 0, got -1/);
  });
});

describe("RULES 1.6 dying: ten lethal points, and the time left", () => {
  it.each([
    [10, 90, "minutes", 5400],
    [11, 20, "minutes", 1200],
    [12, 5, "minutes", 300],
    [13, 1, "minutes", 60],
    [14, 2, "rounds", 10],
    [15, 0.5, "rounds", 2.5],
    [22, 0.5, "rounds", 2.5],
  ])("%i lethal points leave %d %s", (lethal, amount, unit, seconds) => {
    expect(dyingTime(lethal)).toEqual({ amount, unit, seconds });
    expect(condition(lethal, lethal)).toMatchObject({
      out: true,
      dying: true,
      timeLeft: { amount, unit },
    });
  });

  it("nine lethal points are not dying", () => {
    expect(dyingTime(9)).toBeNull();
    expect(condition(12, 9).dying).toBe(false);
  });
});

describe("RULES 1.6 impairment penalty", () => {
  it("an impaired character is one full rank down on every roll", () => {
    expect(impairmentPenalty({ total: 4 })).toBe(0);
    expect(impairmentPenalty({ total: 5 })).toBe(-2);
  });

  it("optional limb-mangling: a half-rank overall, two full ranks with the mangled limb", () => {
    const options = { limbMangling: true };
    expect(impairmentPenalty({ total: 6, mangledLimb: "left arm" }, options)).toBe(-1);
    expect(
      impairmentPenalty({ total: 6, mangledLimb: "left arm", usingMangledLimb: true }, options),
    ).toBe(-4);
    expect(impairmentPenalty({ total: 6, mangledLimb: "left arm" })).toBe(-2);
  });

  it("optional gumption: a Good result ignores half the impairment, a Great one all of it", () => {
    const options = { gumption: true };
    expect(impairmentPenalty({ total: 5, gumption: "good" }, options)).toBe(-1);
    expect(impairmentPenalty({ total: 5, gumption: "great" }, options)).toBe(0);
    expect(impairmentPenalty({ total: 5, gumption: "great" })).toBe(-2);
    // without a good roll, or without the rule, the full rank stays
    expect(impairmentPenalty({ total: 5 }, options)).toBe(-2);
    expect(impairmentPenalty({ total: 5, gumption: "good" })).toBe(-2);
    const both = { gumption: true, limbMangling: true };
    expect(
      impairmentPenalty(
        { total: 5, mangledLimb: "leg", usingMangledLimb: true, gumption: "good" },
        both,
      ),
    ).toBe(-2);
    // half of a half-rank rounds in the hero's favour
    expect(impairmentPenalty({ total: 5, mangledLimb: "leg", gumption: "good" }, both)).toBe(0);
  });

  it("a gumption roll is Good from Gd successes and Great from Grt", () => {
    expect(gumptionResult(3)).toBe("none");
    expect(gumptionResult(4)).toBe("good");
    expect(gumptionResult(5)).toBe("good");
    expect(gumptionResult(6)).toBe("great");
  });

  it("refuses an unknown gumption result, naming it", () => {
    expect(() => impairmentPenalty({ total: 5, gumption: "heroic" as "good" })).toThrow(
      /gumption must be one of none, good, great, got "heroic"/,
    );
  });

  it.each([
    [() => gumptionResult(4.5), /gumption successes must be a whole number, got 4.5/],
    [() => impairmentPenalty(null as never), /impairment must be a group of fields, got null/],
    [() => impairmentPenalty({ total: -1 }), /total points must be at least 0, got -1/],
    [
      () => impairmentPenalty({ total: 5, usingMangledLimb: "yes" as never }),
      /usingMangledLimb must be true or false, got "yes"/,
    ],
  ])("figures that are not what they should be are refused, each named (%#)", (call, message) =>
    expect(call).toThrow(message),
  );
});

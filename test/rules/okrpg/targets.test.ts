import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type MultiTargetDiscount,
  multiTargetCount,
  multiTargetHits,
} from "../../../src/rules/okrpg";

describe("RULES 1.4 multiTargetCount = floor(Number(Avg + steps))", () => {
  it("two successes per full step: 2 hit 2, 4 hit 5, 6 hit 10; 1.5 targets round down to 1", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8].map((s) => multiTargetCount(s))).toEqual([
      1, 1, 2, 3, 5, 7, 10, 20,
    ]);
  });

  it("the seed's discounts: a staff hits 2 for 1, autofire 5 for 2, an area effect 10 for 3", () => {
    expect(multiTargetCount(1, 1)).toBe(2);
    expect(multiTargetCount(2, 2)).toBe(5);
    expect(multiTargetCount(3, 3)).toBe(10);
  });

  it("steps beyond the discount cost the regular two successes each", () => {
    expect(multiTargetCount(3, 1)).toBe(5);
    expect(multiTargetCount(4, 2)).toBe(10);
  });

  it("more successes or a bigger discount never hit fewer targets", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 2 }), (s, d) => {
        const discount = d as MultiTargetDiscount;
        expect(multiTargetCount(s + 1, discount)).toBeGreaterThanOrEqual(
          multiTargetCount(s, discount),
        );
        expect(multiTargetCount(s, (d + 1) as MultiTargetDiscount)).toBeGreaterThanOrEqual(
          multiTargetCount(s, discount),
        );
      }),
    );
  });

  it("refuses a discount above 3 or negative successes, naming them", () => {
    expect(() => multiTargetCount(2, 4 as MultiTargetDiscount)).toThrow(
      /multi-target discount must be between 0 and 3, got 4/,
    );
    expect(() => multiTargetCount(-1)).toThrow(/multi-target successes must be at least 0, got -1/);
  });
});

describe("RULES 1.4 the attacker names the successes that buy the basic hit", () => {
  it("8 rolled, 5 for the basic hit: targets needing up to 5 are hit, 3 successes are left to spend", () => {
    expect(multiTargetHits(8, 5, [4, 5, 6])).toEqual({ extra: 3, hits: [true, true, false] });
  });

  it("cannot put more into the basic hit than was rolled; all of them is fine", () => {
    expect(() => multiTargetHits(4, 5, [3])).toThrow(
      /putting 5 successes into the basic hit is not allowed: only 4 were rolled/,
    );
    expect(multiTargetHits(5, 5, [5, 6])).toEqual({ extra: 0, hits: [true, false] });
  });

  it.each([
    [() => multiTargetHits(1.5, 1, [1]), /rolled successes must be a whole number, got 1.5/],
    [() => multiTargetHits(3, -1, [1]), /successes for the basic hit must be at least 0, got -1/],
    [() => multiTargetHits(3, 1, null as never), /required successes must be a list, got null/],
    [
      () => multiTargetHits(3, 2, [1, 1.5]),
      /target #2 required successes must be a whole number, got 1.5/,
    ],
  ])("figures that are not what they should be are refused, each named (%#)", (call, message) =>
    expect(call).toThrow(message),
  );
});

import { describe, expect, it } from "vitest";
import { initiativeAp } from "../../../src/rules/okrpg";

describe("RULES 1.10 initiative AP = max(0, carry, roll + carry)", () => {
  it("adds a carried balance to the roll", () => {
    expect(initiativeAp(4, 2)).toBe(6);
    expect(initiativeAp(3, 0)).toBe(3);
  });
  it("never drops below what was carried, nor below zero", () => {
    expect(initiativeAp(-2, 3)).toBe(3);
    expect(initiativeAp(-3, 0)).toBe(0);
  });
  it("keeps a negative carry as a penalty on the roll", () => {
    expect(initiativeAp(5, -2)).toBe(3);
    expect(initiativeAp(1, -2)).toBe(0);
  });
  it("rejects a carry above 3 and a fractional roll, naming them", () => {
    expect(() => initiativeAp(2, 4)).toThrow(/carry must be at most 3, got 4/);
    expect(() => initiativeAp(2.5, 0)).toThrow(/roll must be a whole number, got 2.5/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hitPoints, minimumReady, nonDamagedHp, roundStartSplit } from "../../../src/rules/rounds";

describe("[I-7] Action Rounds hit points are twice the strength", () => {
  it("strength 3 gives 6 HP, strength 10 gives 20", () => {
    expect(hitPoints(3)).toBe(6);
    expect(hitPoints(10)).toBe(20);
  });
  it("rejects a negative or fractional strength, naming it", () => {
    expect(() => hitPoints(-1)).toThrow(/strength must be between 0 and 500, got -1/);
    expect(() => hitPoints(1.5)).toThrow(/strength must be a whole number, got 1.5/);
  });
});

describe("RULES 4 non-damaged hit points", () => {
  it("are the hit points minus stun minus damage", () => {
    expect(nonDamagedHp(20, 2, 3)).toBe(15);
  });
  it("never go below zero", () => {
    expect(nonDamagedHp(6, 4, 5)).toBe(0);
  });
});

describe("RULES 4 round start: at least half the non-damaged HP become ready", () => {
  it("half rounded up must be ready: 15 → at least 8", () => {
    expect(minimumReady(15)).toBe(8);
    expect(minimumReady(14)).toBe(7);
    expect(minimumReady(0)).toBe(0);
  });

  it("the player may carry over the rest, or make it ready too", () => {
    expect(roundStartSplit(15, 7)).toEqual({ ready: 8, carryOver: 7 });
    expect(roundStartSplit(15, 0)).toEqual({ ready: 15, carryOver: 0 });
  });

  it("carrying over more than half is refused, naming the number", () => {
    expect(() => roundStartSplit(15, 8)).toThrow(
      /carry-over hit points must be between 0 and 7, got 8/,
    );
    expect(() => roundStartSplit(1, 1)).toThrow(/between 0 and 0, got 1/);
  });

  it("every accepted split keeps all the HP and at least half of them ready", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.nat(), (nonDamaged, pick) => {
        const carryOver = pick % (Math.floor(nonDamaged / 2) + 1);
        const split = roundStartSplit(nonDamaged, carryOver);
        expect(split.ready + split.carryOver).toBe(nonDamaged);
        expect(2 * split.ready).toBeGreaterThanOrEqual(nonDamaged);
      }),
    );
  });
});

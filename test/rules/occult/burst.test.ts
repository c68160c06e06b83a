import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COVERING_FIRE_DEFENCE,
  burst,
  coveredByFire,
  coveringFire,
  fireBurst,
  fireSingle,
  targetNumber,
} from "../../../src/rules/occult";

describe("RULES 2 bursts", () => {
  it("a 30-round magazine: short 3 rounds ×1.5, medium 15 ×2, long 30 ×4", () => {
    expect(burst("short", 30)).toEqual({ rounds: 3, multiplier: 1.5 });
    expect(burst("medium", 30)).toEqual({ rounds: 15, multiplier: 2 });
    expect(burst("long", 30)).toEqual({ rounds: 30, multiplier: 4 });
  });

  it("round counts are rounded up: a 7-round magazine fires 1, 4 or 7", () => {
    expect([burst("short", 7).rounds, burst("medium", 7).rounds, burst("long", 7).rounds]).toEqual([
      1, 4, 7,
    ]);
  });

  it("the rounds must be loaded: a 30-round magazine needs at least 3 for a short burst", () => {
    expect(fireBurst("short", { magazine: 30, loaded: 3 })).toEqual({
      rounds: 3,
      multiplier: 1.5,
      loaded: 0,
    });
    expect(() => fireBurst("short", { magazine: 30, loaded: 2 })).toThrow(
      /A short burst is not allowed: it needs 3 rounds loaded and there are 2/,
    );
    expect(fireBurst("long", { magazine: 30, loaded: 30 }).loaded).toBe(0);
  });

  it("a shot that is no burst fires one round of the magazine, the last one too, never from an empty one", () => {
    expect(fireSingle({ magazine: 30, loaded: 30 })).toEqual({ rounds: 1, loaded: 29 });
    expect(fireSingle({ magazine: 30, loaded: 1 })).toEqual({ rounds: 1, loaded: 0 });
    expect(() => fireSingle({ magazine: 30, loaded: 0 })).toThrow(
      /A shot is not allowed: the magazine is empty: load it first/,
    );
  });

  it("a burst adds +5% to strike", () => {
    expect(targetNumber({ range: "short", strikeModifiers: ["burst"] }).target).toBe(65);
  });

  it("a burst never fires more than the magazine holds nor less than one round", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("short", "medium", "long" as const),
        fc.integer({ min: 1, max: 500 }),
        (kind, mag) => {
          const { rounds } = burst(kind, mag);
          return rounds >= 1 && rounds <= mag;
        },
      ),
    );
  });

  it("rejects an empty magazine, more loaded than it holds, and unknown bursts, naming them", () => {
    expect(() => burst("short", 0)).toThrow(/magazine must be at least 1, got 0/);
    expect(() => fireBurst("short", { magazine: 10, loaded: 11 })).toThrow(
      /loaded must be between 0 and 10, got 11/,
    );
    expect(() => burst("spray" as "short", 30)).toThrow(/burst must be one of .*got "spray"/);
  });
});

describe("RULES 2 covering fire", () => {
  it("uses half a clip and needs it loaded", () => {
    expect(coveringFire({ magazine: 30, loaded: 20 })).toEqual({ rounds: 15, loaded: 5 });
    expect(coveringFire({ magazine: 7, loaded: 4 })).toEqual({ rounds: 4, loaded: 0 });
    expect(() => coveringFire({ magazine: 30, loaded: 14 })).toThrow(
      /Covering fire is not allowed: it needs 15 rounds loaded and there are 14/,
    );
  });

  it("gives +10% defence against ranged attacks to allies within 25 ft (5 squares)", () => {
    expect(COVERING_FIRE_DEFENCE).toBe(10);
    expect(coveredByFire(25)).toBe(true);
    expect(coveredByFire(30)).toBe(false);
    expect(targetNumber({ range: "long", defenceModifiers: ["coveringFire"] }).target).toBe(10);
  });
});

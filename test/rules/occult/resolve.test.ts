import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackChances, resolveAttack } from "../../../src/rules/occult";

describe("RULES 2 resolving a d100 attack roll", () => {
  it("Todd rolls 45 against 60: a hit on the armor (he needed under 30 to reach the bandit)", () => {
    expect(resolveAttack(60, 45)).toEqual({
      hit: true,
      bypassArmor: false,
      critical: false,
      fumble: false,
    });
    expect(resolveAttack(60, 29).bypassArmor).toBe(true);
    expect(resolveAttack(60, 30).bypassArmor).toBe(false);
  });

  it("[I-6] a roll equal to the target misses; one below hits", () => {
    expect(resolveAttack(60, 60).hit).toBe(false);
    expect(resolveAttack(60, 59).hit).toBe(true);
  });

  it("needing under 70, a critical needs under 7", () => {
    expect(resolveAttack(70, 6).critical).toBe(true);
    expect(resolveAttack(70, 7).critical).toBe(false);
    expect(resolveAttack(70, 6).bypassArmor).toBe(true);
  });

  it("a critical is under a tenth of the target, not rounded down: at 65 a 6 (under 6.5) is critical, a 7 is not", () => {
    expect(resolveAttack(65, 6).critical).toBe(true);
    expect(resolveAttack(65, 7).critical).toBe(false);
    expect(attackChances(65).critical).toBe(0.06);
    // the armor's half alone is rounded down: under 32 strikes past it
    expect(resolveAttack(65, 31).bypassArmor).toBe(true);
    expect(resolveAttack(65, 32).bypassArmor).toBe(false);
  });

  it("a roll above 90 is an epic fumble and always fails, whatever the target", () => {
    expect(resolveAttack(150, 91)).toEqual({
      hit: false,
      bypassArmor: false,
      critical: false,
      fumble: true,
    });
    expect(resolveAttack(150, 90).hit).toBe(true);
    expect(resolveAttack(150, 90).fumble).toBe(false);
    expect(resolveAttack(10, 100).fumble).toBe(true);
  });

  it("a target of 1 or less can never hit", () => {
    expect(resolveAttack(1, 1).hit).toBe(false);
    expect(resolveAttack(-20, 1).hit).toBe(false);
  });

  it("a critical always bypasses the armor and every bypass is a hit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), fc.integer({ min: 1, max: 100 }), (t, r) => {
        const result = resolveAttack(t, r);
        return (
          (!result.critical || result.bypassArmor) &&
          (!result.bypassArmor || result.hit) &&
          !(result.hit && result.fumble)
        );
      }),
    );
  });

  it("rejects a roll outside 1–100 and a fractional target, naming them", () => {
    expect(() => resolveAttack(60, 0)).toThrow(/roll must be between 1 and 100, got 0/);
    expect(() => resolveAttack(60, 101)).toThrow(/roll must be between 1 and 100, got 101/);
    expect(() => resolveAttack(60.5, 30)).toThrow(/target must be a whole number, got 60.5/);
  });
});

describe("exact chances of a d100 attack roll", () => {
  it("target 60: hit 59%, bypass 29%, armor 30%, critical 5%, fumble 10%", () => {
    expect(attackChances(60)).toEqual({
      hit: 0.59,
      bypassArmor: 0.29,
      armorHit: 0.3,
      critical: 0.05,
      fumble: 0.1,
      miss: 0.41,
    });
  });

  it("the hit chance is capped at 90% by epic fumbles", () => {
    expect(attackChances(130).hit).toBe(0.9);
    expect(attackChances(130).critical).toBe(0.12);
    expect(attackChances(0).hit).toBe(0);
  });

  it("each chance equals the share of the 100 rolls that give it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 250 }), (t) => {
        const rolls = Array.from({ length: 100 }, (_, i) => resolveAttack(t, i + 1));
        const share = (f: (r: (typeof rolls)[number]) => boolean) => rolls.filter(f).length / 100;
        const chances = attackChances(t);
        return (
          chances.hit === share((r) => r.hit) &&
          chances.bypassArmor === share((r) => r.bypassArmor) &&
          Math.abs(chances.armorHit - share((r) => r.hit && !r.bypassArmor)) < 1e-12 &&
          chances.critical === share((r) => r.critical) &&
          chances.fumble === share((r) => r.fumble) &&
          Math.abs(chances.hit + chances.miss - 1) < 1e-12
        );
      }),
    );
  });
});

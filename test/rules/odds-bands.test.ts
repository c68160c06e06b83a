import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  actionBands,
  manoBands,
  occultBands,
  okrpgAllTargetsBands,
  okrpgBands,
  type OddsBand,
} from "../../src/rules/cards/odds";

/*
 * The roll dialog shows each ruleset's odds as bands that add up, as pf2e shows degrees of
 * success: every roll lands in exactly one band, so the bands sum to 1 and none is negative.
 */

const total = (bands: readonly OddsBand[]) => bands.reduce((sum, b) => sum + b.chance, 0);
const byId = (bands: readonly OddsBand[]) =>
  Object.fromEntries(bands.map((b) => [b.id, Math.round(b.chance * 81)]));

function addsUp(bands: readonly OddsBand[]): void {
  expect(total(bands)).toBeCloseTo(1, 12);
  for (const b of bands) expect(b.chance, b.id).toBeGreaterThanOrEqual(-1e-12);
  expect(new Set(bands.map((b) => b.id)).size).toBe(bands.length);
}

describe("OK RPG RULES 1.2 [I-1]: hits on 4dF split into marginal and with successes to spend", () => {
  it("Grt (6) against Gd (4) needs 4dF ≥ −2: 66/81 with successes to spend, 10/81 marginal, 5/81 miss", () => {
    const bands = okrpgBands({ base: 6, modifier: 0, required: 4 });
    expect(byId(bands)).toEqual({ extraSuccesses: 66, marginalHit: 10, miss: 5 });
    addsUp(bands);
  });

  it("RULES 1.4: a small-part called shot (2 extra) splits the hits with spare successes at the plan", () => {
    const bands = okrpgBands({ base: 6, modifier: 0, required: 4, planCost: 2 });
    // 4dF ≥ 0: 50/81 leave 2 for the plan; 4dF = −1: 16/81 leave only one
    expect(byId(bands)).toEqual({ planned: 50, shortOfPlan: 16, marginalHit: 10, miss: 5 });
    addsUp(bands);
    // a plan of one success leaves nothing between marginal and planned
    expect(okrpgBands({ base: 6, modifier: 0, required: 4, planCost: 1 }).map((b) => b.id)).toEqual(
      ["planned", "marginalHit", "miss"],
    );
  });

  it("any base, modifier, need and plan: the bands sum to 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 20 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -4, max: 20 }),
        fc.integer({ min: 0, max: 6 }),
        (base, modifier, required, planCost) => {
          addsUp(okrpgBands({ base, modifier, required, planCost }));
          addsUp(okrpgAllTargetsBands({ base, modifier, needed: required + planCost }));
        },
      ),
    );
  });
});

describe("Occult Ops RULES 2 [I-6]: d100 under the target number", () => {
  it("target 60: 5% critical, 24% past the armor, 30% on the armor, 31% miss, 10% epic fumble", () => {
    const bands = occultBands(60);
    expect(Object.fromEntries(bands.map((b) => [b.id, Math.round(b.chance * 100)]))).toEqual({
      critical: 5,
      pastArmor: 24,
      armorHit: 30,
      miss: 31,
      epicFumble: 10,
    });
    addsUp(bands);
  });

  it("every target number from −20 to 200 (rolls above 90 always fumble): the bands sum to 1", () => {
    for (let target = -20; target <= 200; target++) addsUp(occultBands(target));
  });
});

describe("Action RULES 3: boxcars first, then a clear, marginal or failed check", () => {
  it("skill 12 against 13, closed: success is 15/36, of which 1/36 boxcars is not one (6 − 6 = 0 fails)", () => {
    const bands = actionBands({ closed: true, skill: 12, difficulty: 13 });
    const in36 = Object.fromEntries(bands.map((b) => [b.id, Math.round(b.chance * 36)]));
    // positive − negative ≥ 1 on two plain d6: 15 of 36; exactly 1 (marginal): 5 of 36
    expect(in36.success + in36.marginalSuccess + in36.windfall).toBe(15);
    expect(in36.marginalSuccess).toBe(5);
    addsUp(bands);
  });

  it("any skill and difficulty, open, closed or confident: the bands sum to 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        (skill, difficulty, closed, confident) =>
          addsUp(actionBands({ closed, confident, skill, difficulty })),
      ),
    );
  });
});

describe("Mano a Mano RULES 5 (and Action Rounds): d20 + modifier over the difficulty", () => {
  it("modifier 2 against 14 needs 13 or more: 1/20 natural 20, 7/20 other successes, 12/20 failure", () => {
    const bands = manoBands({ modifier: 2, difficulty: 14 });
    expect(Object.fromEntries(bands.map((b) => [b.id, Math.round(b.chance * 20)]))).toEqual({
      natural20: 1,
      success: 7,
      failure: 12,
    });
    addsUp(bands);
  });

  it("any modifier and difficulty, a natural 20 succeeding even when nothing else can: the bands sum to 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 0, max: 40 }), (m, d) =>
        addsUp(manoBands({ modifier: m, difficulty: d })),
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  actionBands,
  manoBands,
  occultBands,
  okrpgAllTargetsBands,
  okrpgBands,
  type OddsBand,
} from "../../src/rules/cards/odds";

/*
 * The roll dialog lists each ruleset's bands best first, each in its tone (critical, success,
 * warning, failure, fumble) and under its own name (the dialog's lang key).
 */

const shown = (bands: readonly OddsBand[]) => bands.map((b) => [b.id, b.tone]);

describe("each ruleset's bands, best first, in their tones", () => {
  it("OK RPG RULES 1.2 and 1.4: spare successes, marginal hit, miss; a plan on top, and short of it", () => {
    expect(shown(okrpgBands({ base: 6, modifier: 0, required: 4 }))).toEqual([
      ["extraSuccesses", "success"],
      ["marginalHit", "warning"],
      ["miss", "failure"],
    ]);
    expect(shown(okrpgBands({ base: 6, modifier: 0, required: 4, planCost: 2 }))).toEqual([
      ["planned", "critical"],
      ["shortOfPlan", "success"],
      ["marginalHit", "warning"],
      ["miss", "failure"],
    ]);
    expect(shown(okrpgAllTargetsBands({ base: 6, modifier: 0, needed: 6 }))).toEqual([
      ["everyTarget", "success"],
      ["notEveryTarget", "failure"],
    ]);
    expect(() => okrpgBands({ base: 6, modifier: 0, required: 4, planCost: -1 })).toThrow(
      "plan cost must be at least 0, got -1.",
    );
  });

  it("Occult Ops RULES 2: critical, past the armor, on the armor, miss, epic fumble", () => {
    expect(shown(occultBands(60))).toEqual([
      ["critical", "critical"],
      ["pastArmor", "success"],
      ["armorHit", "warning"],
      ["miss", "failure"],
      ["epicFumble", "fumble"],
    ]);
  });

  it("Action RULES 3: windfall, success, marginal success, failure, boxcars fumble", () => {
    expect(shown(actionBands({ skill: 12, difficulty: 13 }))).toEqual([
      ["windfall", "critical"],
      ["success", "success"],
      ["marginalSuccess", "warning"],
      ["failure", "failure"],
      ["boxcarsFumble", "fumble"],
    ]);
  });

  it("Mano a Mano RULES 5: natural 20, success, failure", () => {
    expect(shown(manoBands({ modifier: 2, difficulty: 14 }))).toEqual([
      ["natural20", "critical"],
      ["success", "success"],
      ["failure", "failure"],
    ]);
  });
});

describe("Action RULES 3: boxcars decides first, so it is no marginal success", () => {
  it("skill 13 against 13, closed: a difference of 0 is 6 of 36, and 6 − 6 of them is boxcars: 5/36 marginal", () => {
    const in36 = Object.fromEntries(
      actionBands({ closed: true, skill: 13, difficulty: 13 }).map((b) => [
        b.id,
        Math.round(b.chance * 36),
      ]),
    );
    expect(in36.marginalSuccess).toBe(5);
    expect(in36.windfall).toBe(1);
  });
});

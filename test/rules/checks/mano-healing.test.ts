import { describe, expect, it } from "vitest";
import { checkById } from "../../../src/rules/checks";
import { RulesRangeError } from "../../../src/rules/errors";
import { dialogValues, manoActor, oddsIn20, shown } from "./mano-actors";

const week = checkById("mano", "healing");
const key = (id: string) => `ACTION_ENGINE.Check.mano.healing.${id}`;

describe("RULES 5 weekly healing: against 10 plus the week's strain, heals half the damage", () => {
  // seed 004 Health: 5 damage, healed, leaves 2
  const wounded = manoActor({ damage: 5 });
  const quiet = dialogValues(week, wounded);

  it("a quiet week is a roll against 10: the faces 11 to 20 heal, 10 in 20", () => {
    expect(quiet).toEqual({ exertedDays: 0, timesHurt: 0, timesIncapacitated: 0, modifier: 0 });
    const plan = week.plan(wounded, quiet);
    expect(oddsIn20(plan)).toEqual({ healed: 10, notHealed: 10 });
    expect(plan.lines.at(-1)).toEqual({ label: key("wouldHeal"), value: "3" });
  });

  it("each day of exertion and time hurt adds 1, each knock-out by damage 5", () => {
    const hard = { exertedDays: 2, timesHurt: 3, timesIncapacitated: 1, modifier: 0 };
    const plan = week.plan(wounded, hard);
    expect(plan.lines.find((l) => l.total)?.value).toBe("20");
    // only the natural 20 beats 20
    expect(oddsIn20(plan)).toEqual({ healed: 1, notHealed: 19 });
    const twoKnockOuts = week.plan(wounded, { ...hard, timesIncapacitated: 2 });
    expect(shown(twoKnockOuts.lines)).toEqual([
      "modifierLine 0",
      "base 10",
      "exertedLine +2",
      "hurtLine +3",
      "incapacitatedLine +10",
      "difficulty = 25",
      "wouldHeal 3",
    ]);
  });

  it("an 11 heals 3 of the 5 damage, leaving 2; Apply writes the damage", () => {
    const outcome = week.outcome(wounded, quiet, [11]);
    expect(outcome.result).toBe(key("healed"));
    expect(outcome.paths).toEqual(["system.damage"]);
    expect(shown(outcome.lines).slice(-2)).toEqual(["damageHealed 3", "damageLeft = 2"]);
    expect(week.apply(quiet, [11], { "system.damage": 5 })).toEqual({ "system.damage": 2 });
  });

  it("the damage at the time of the Apply is the one halved", () => {
    expect(week.apply(quiet, [11], { "system.damage": 8 })).toEqual({ "system.damage": 4 });
  });

  it("a 10 does not beat 10: no healing and nothing to apply", () => {
    const outcome = week.outcome(wounded, quiet, [10]);
    expect(outcome.result).toBe(key("notHealed"));
    expect(outcome.paths).toEqual([]);
    expect(week.apply(quiet, [10], { "system.damage": 5 })).toEqual({});
  });

  it("a character without damage has nothing to heal", () => {
    expect(week.unavailable?.(wounded)).toBeNull();
    expect(week.unavailable?.(manoActor())).toBe("ACTION_ENGINE.Check.mano.Unavailable.noDamage");
  });

  it("a week has 7 days; counts are whole and not negative", () => {
    expect(() => week.plan(wounded, { ...quiet, exertedDays: 8 })).toThrow(RulesRangeError);
    expect(() => week.plan(wounded, { ...quiet, timesHurt: -1 })).toThrow(RulesRangeError);
    expect(() => week.plan(wounded, { ...quiet, timesIncapacitated: 0.5 })).toThrow(
      RulesRangeError,
    );
    expect(() => week.apply(quiet, [11], { "system.damage": -2 })).toThrow(
      /system.damage must be at least 0, got -2/,
    );
  });
});

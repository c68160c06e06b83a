import { describe, expect, it } from "vitest";
import { named } from "../refusal-cases";
import {
  actionSpecials,
  assist,
  assistBonus,
  boxcarsEffect,
  chainsOf,
  check,
  dieTotal,
  frictionCheck,
  frictionConditionsOf,
  damage,
  defenceStillActive,
  defenceValue,
  fortune,
  fortuneReroll,
  fortuneTableFace,
  highestDifficulty,
  hits,
  modifiedSkill,
  interpretRoll,
  mookGroupBonus,
  pushLuck,
  snakeEyesEffect,
  soak,
  spendFortune,
  takeHits,
  teamCheck,
  teamPenalty,
} from "../../../src/rules/action";

/*
 * Seed 002's rules take their figures from sheets, dialogs and cards, which a player may have
 * written anything into: each bad value is refused with a message naming the field it came from.
 */
describe("Action rules refuse bad input, each named in full", () => {
  it.each(
    named([
      // support
      [() => defenceValue(10, null as never), /defense bonuses must be a list, got null/],
      [() => defenceValue(10, [1, 0.5]), /defense bonus #2 must be a whole number, got 0.5/],
      [() => defenceValue(-1), /skill must be at least 0, got -1/],
      [() => defenceStillActive(3, 2.5), /currentShot must be a whole number, got 2.5/],
      [() => defenceStillActive(2.5, 3), /takenOnShot must be a whole number, got 2.5/],
      [() => assistBonus(-1), /assistants must be at least 0, got -1/],
      [() => assist(null as never), /assist must be a group of fields, got null/],
      [
        () => assist({ assistantSkill: -1, friendSkill: 10 }),
        /assistantSkill must be at least 0, got -1/,
      ],
      [
        () => assist({ assistantSkill: 10, friendSkill: -1 }),
        /friendSkill must be at least 0, got -1/,
      ],
      [
        () => assist({ assistantSkill: 10, friendSkill: 12 }),
        "Assisting a more skilled friend without a roll is not allowed: roll the assist.",
      ],
      [
        () => assist({ assistantSkill: 10, friendSkill: 12, result: 0.5 }),
        /result must be a whole number, got 0.5/,
      ],
      [() => mookGroupBonus(0), /group size must be at least 1, got 0/],
      [() => modifiedSkill(null as never), /skill modifiers must be a group of fields, got null/],
      [
        () => modifiedSkill({ skill: 10, asDefence: "yes" as never }),
        /asDefence must be true or false, got "yes"/,
      ],
      [() => modifiedSkill({ skill: 10, schtick: 2 as never }), /schtick must be a list, got 2/],
      [
        () => modifiedSkill({ skill: 10, schtick: [1, 1.5] }),
        /schtick #2 must be a whole number, got 1.5/,
      ],
      [
        () => modifiedSkill({ skill: 10, advantage: 1 as never }),
        /advantage must be a list, got 1/,
      ],
      [
        () => modifiedSkill({ skill: 10, advantage: [1, 1.5] }),
        /advantage #2 must be a whole number, got 1.5/,
      ],
      [() => modifiedSkill({ skill: 10, action: 0.5 }), /action must be a whole number, got 0.5/],
      [() => modifiedSkill({ skill: -1 }), /skill must be at least 0, got -1/],
      [() => modifiedSkill({ skill: 10, impairment: -1 }), /impairment must be at least 0, got -1/],
      // fortune
      [() => spendFortune(-1), /fortune must be at least 0, got -1/],
      [() => fortuneReroll(null as never), /roll options must be a group of fields, got null/],
      [() => fortuneReroll({ closed: "yes" as never }), /closed must be true or false, got "yes"/],
      [() => fortuneTableFace(7, 3, "original"), /original d6 must be between 1 and 6, got 7/],
      [() => fortuneTableFace(3, 0, "original"), /reroll d6 must be between 1 and 6, got 0/],
      [
        () => fortuneTableFace(3, 4, "both" as never),
        /keep must be one of original, reroll, got "both"/,
      ],
      // damage
      [() => damage(null as never), /damage must be a group of fields, got null/],
      [
        () => damage({ outcome: 0.5, weaponDamage: 8, soak: 7 }),
        /outcome must be a whole number, got 0.5/,
      ],
      [
        () => damage({ outcome: 2, weaponDamage: -1, soak: 7 }),
        /weaponDamage must be at least 0, got -1/,
      ],
      [() => damage({ outcome: 2, weaponDamage: 8, soak: -1 }), /soak must be at least 0, got -1/],
      [() => soak(7, null as never), /resistances must be a list, got null/],
      [() => soak(7, [1, 0.5]), /resistance #2 must be a whole number, got 0.5/],
      [() => soak(-1), /toughness must be at least 0, got -1/],
      [() => hits("sidekick" as never, 5), /role must be one of hero, villain, henchman, mook/],
      [() => hits("hero", -1), /body must be at least 0, got -1/],
      [() => fortune("hero", -1), /mind must be at least 0, got -1/],
      [() => takeHits(-1), /hits must be at least 0, got -1/],
      [() => takeHits(3, -1), /lost must be at least 0, got -1/],
      // check
      [() => highestDifficulty(null as never), /difficulties must be a list, got null/],
      [
        () => highestDifficulty([]),
        "A check with no difficulty is not allowed: give at least one.",
      ],
      [() => highestDifficulty([10, -1]), /difficulty #2 must be at least 0, got -1/],
      [() => highestDifficulty(-1), /difficulty #1 must be at least 0, got -1/],
      [() => check(null as never), /check must be a group of fields, got null/],
      [
        () => check({ skill: 0.5, result: 0, difficulty: 10 }),
        /skill must be a whole number, got 0.5/,
      ],
      [
        () => check({ skill: 10, result: 0.5, difficulty: 10 }),
        /result must be a whole number, got 0.5/,
      ],
      [
        () => check({ skill: 10, result: 0, difficulty: 10, boxcars: 1 as never }),
        /boxcars must be true or false, got 1/,
      ],
      [
        () => pushLuck(null as never, { success: true }),
        /first check must be a group of fields, got null/,
      ],
      [
        () => pushLuck({ success: false }, null as never),
        /reroll must be a group of fields, got null/,
      ],
      [
        () => pushLuck({ success: "no" as never }, { success: true }),
        /first success must be true or false, got "no"/,
      ],
      [
        () => pushLuck({ success: false }, { success: "yes" as never }),
        /reroll success must be true or false, got "yes"/,
      ],
      [() => boxcarsEffect("yes" as never), /success must be true or false, got "yes"/],
      [
        () => pushLuck({ success: true }, { success: true }),
        "Pushing luck after a success is not allowed: only a failed action can be pushed.",
      ],
      [() => teamPenalty(0), /team members must be between 1 and 1000, got 0/],
      [() => teamPenalty(1001), /team members must be between 1 and 1000, got 1001/],
      [() => teamCheck(null as never), /team action must be a group of fields, got null/],
      [
        () => teamCheck({ members: null as never, difficulty: 10 }),
        /team members must be a list, got null/,
      ],
      [
        () => teamCheck({ members: [{ skill: 10, result: 0 }, null as never], difficulty: 10 }),
        /member #2 must be a group of fields, got null/,
      ],
      [
        () => teamCheck({ members: [], difficulty: 10 }),
        "A team action with no members is not allowed: add at least one.",
      ],
      [
        () =>
          teamCheck({
            members: [
              { skill: 10, result: 0 },
              { skill: -1, result: 0 },
            ],
            difficulty: 10,
          }),
        /skill of member #2 must be at least 0, got -1/,
      ],
      // roll
      [() => dieTotal(3 as never, [2], false), /die name must be text, got 3/],
      [() => dieTotal("positive", [2], "no" as never), /closed must be true or false, got "no"/],
      [
        () => dieTotal("positive", null as never, false),
        /positive die faces must be a list, got null/,
      ],
      [
        () => dieTotal("negative", [7], true),
        /negative die face #1 must be between 1 and 6, got 7/,
      ],
      [
        () => dieTotal("negative", [6, 0], false),
        /negative die face #2 must be between 1 and 6, got 0/,
      ],
      [
        () => dieTotal("positive", [7], false),
        /positive die face #1 must be between 1 and 6, got 7/,
      ],
      [
        () => dieTotal("positive", [0], false),
        /positive die face #1 must be between 1 and 6, got 0/,
      ],
      [() => dieTotal("positive", [2.5], false), /positive die face #1 must be a whole number/],
      [
        () => interpretRoll(null as never, [2], [3]),
        /roll options must be a group of fields, got null/,
      ],
      [
        () => interpretRoll({ confident: 1 as never }, [2], [3]),
        /confident must be true or false, got 1/,
      ],
      [
        () => interpretRoll({ closed: 1 as never }, [2], [3]),
        /closed must be true or false, got 1/,
      ],
      [() => actionSpecials(null as never), /rolls must be a list, got null/],
      [() => actionSpecials([]), "An action with no rolls is not allowed: give at least one roll."],
      [
        () => actionSpecials([{ boxcars: false, snakeEyes: false }, null as never]),
        /roll #2 must be a group of fields, got null/,
      ],
      [
        () => actionSpecials([{ boxcars: false, snakeEyes: 0 as never }]),
        /snakeEyes must be true or false, got 0/,
      ],
      [
        () =>
          actionSpecials([
            { boxcars: false, snakeEyes: false },
            { boxcars: 1 as never, snakeEyes: false },
          ]),
        /boxcars of roll #2 must be true or false, got 1/,
      ],
      [() => chainsOf(null as never, false), /faces must be a list, got null/],
      [() => chainsOf([2, 3], "no" as never), /closed must be true or false, got "no"/],
      [() => chainsOf([6, 2, 3], true), "A closed roll of 3 faces is not allowed: it has two."],
      [
        () => chainsOf([6, 6], false),
        "The faces [6, 6] is not allowed: an open die stops below 6.",
      ],
      [() => chainsOf([2, 6], false), /The negative die chain \[6\] is not allowed/],
      [() => chainsOf([6, 9, 3], false), /positive die face #2 must be between 1 and 6, got 9/],
      [
        () => chainsOf([2], false),
        "An empty negative die is not allowed: give at least its first face.",
      ],
      // friction
      [
        () => frictionCheck(3, null as never),
        /friction conditions must be a group of fields, got null/,
      ],
      [() => frictionCheck(3, { limitations: 2 as never }), /limitations must be a list, got 2/],
      [
        () => frictionCheck(3, { limitations: [1, 0] }),
        /limitation #2 must be between 1 and 3, got 0/,
      ],
      [() => frictionCheck(3, { heavy: "yes" as never }), /heavy must be true or false, got "yes"/],
      [() => frictionCheck(3, { light: "yes" as never }), /light must be true or false, got "yes"/],
      [
        () => snakeEyesEffect(null as never),
        /snake eyes situation must be a group of fields, got null/,
      ],
      [
        () => snakeEyesEffect({ juryRigged: 1 as never }),
        /juryRigged must be true or false, got 1/,
      ],
      [
        () => snakeEyesEffect({ underFriction: 1 as never }),
        /underFriction must be true or false, got 1/,
      ],
      [
        () => frictionConditionsOf(null as never),
        /friction situation must be a group of fields, got null/,
      ],
      [
        () => frictionConditionsOf({ underFriction: "yes" as never }),
        /underFriction must be true or false, got "yes"/,
      ],
      [
        () => frictionConditionsOf({ juryRigged: "yes" as never }),
        /juryRigged must be true or false, got "yes"/,
      ],
      [
        () => frictionConditionsOf({ friction: null as never }),
        /friction conditions must be a group of fields, got null/,
      ],
      [
        () => frictionConditionsOf({ limitations: 1 as never }),
        /limitations must be a list, got 1/,
      ],
      [
        () =>
          frictionConditionsOf({ limitations: [{ name: "Vertigo", number: 1 }, null as never] }),
        /limitation #2 must be a group of fields, got null/,
      ],
      [
        () => frictionConditionsOf({ limitations: [{ name: 7 as never, number: 1 }] }),
        /limitation #1 name must be text, got 7/,
      ],
      [
        () => frictionConditionsOf({ friction: { limitations: 2 as never } }),
        /friction limitations must be a list, got 2/,
      ],
      [
        () => frictionConditionsOf({ friction: { heavy: 1 as never } }),
        /heavy must be true or false, got 1/,
      ],
      [
        () => frictionConditionsOf({ friction: { light: 1 as never } }),
        /light must be true or false, got 1/,
      ],
      [
        () =>
          frictionConditionsOf({
            friction: { limitations: [1] },
            limitations: [{ name: "Vertigo", number: 4 }],
          }),
        /limitation #2 must be between 1 and 3, got 4/,
      ],
    ]),
  )("refused: %s", (_, call, message) => {
    expect(call).toThrow(message);
  });
});

describe("Seed 002 assists and team actions, at their edges", () => {
  it("an assistant as skilled as the friend may skip the roll and succeed (Assist)", () => {
    expect(assist({ assistantSkill: 12, friendSkill: 12 })).toEqual({
      rolled: false,
      success: true,
    });
  });

  it("an assistant no less skilled who rolls anyway is held to the roll (Assist)", () => {
    expect(assist({ assistantSkill: 12, friendSkill: 10, result: -3 })).toEqual({
      rolled: true,
      success: false,
    });
  });

  it("of two members with the same best total, the first named decides (Team Actions)", () => {
    const team = teamCheck({
      members: [
        { skill: 12, result: 1 },
        { skill: 11, result: 2 },
      ],
      difficulty: 10,
    });
    expect(team.checks.map((c) => c.total)).toEqual([11, 11]);
    expect(team.best).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import {
  chanceAtLeast,
  check,
  flaggedDistribution,
  teamCheck,
  type RollOptions,
} from "../../../src/rules/action";
import { checkById } from "../../../src/rules/checks";
import type { CheckLine, CheckValues } from "../../../src/rules/checks";
import { actionDice, checkBands, readingOf } from "../../../src/rules/checks/action-shared";
import { sessionRestores } from "../../../src/rules/checks/action-session";
import { fred } from "./fred";

/*
 * What each Action check (seed 002) offers and shows, line by line: its fields, the plan's odds
 * and lines before the roll, the card's lines after it, and what Apply writes. Fred of the seed's
 * tagging example (Maneuver 12, Shoot 8) takes them.
 */

const K = "ACTION_ENGINE.Check.action";

const schtick = (
  id: string,
  skill: string | undefined,
  bonus: number,
  type = "action-schtick",
) => ({
  id,
  name: id,
  type,
  system: { skill, bonus, trigger: "none", action: "trigger" },
});

const stunt = checkById("action", "stunt");
const assist = checkById("action", "assist");
const team = checkById("action", "team");
const session = checkById("action", "session");

const SIX_SKILLS = ["dodge", "maneuver", "shoot", "know", "create", "impress"].map((s) => ({
  value: s,
  label: `ACTION_ENGINE.Choice.actionSkill.${s}`,
}));
const skillField = (initial: string) => ({
  id: "skill",
  label: "ACTION_ENGINE.Field.skill",
  kind: "choice",
  default: initial,
  choices: [...SIX_SKILLS, { value: "Fight", label: "Fight" }],
});
const MODE_FIELD = {
  id: "mode",
  label: "ACTION_ENGINE.Dialog.Action.Mode",
  kind: "choice",
  default: "standard",
  choices: ["standard", "confident", "closed", "closedConfident"].map((m) => ({
    value: m,
    label: `ACTION_ENGINE.Dialog.Action.Modes.${m}`,
  })),
};
const DIFFICULTY_FIELDS = [1, 2, 3].map((n) => ({
  id: `difficulty${n}`,
  label: `${K}.Field.difficulty${n}`,
  hint: n === 1 ? `${K}.Hint.difficulties` : undefined,
  kind: "number",
  default: n === 1 ? 10 : 0,
  min: 0,
  max: 60,
}));
const rating = (value: number) => ({ label: `${K}.Line.rating`, value: String(value) });

/**
 * The exact chances of a check's five results, summed over every roll the dice can show: boxcars
 * make a success a windfall and a failure a fumble; else above, at or below the difficulty. This
 * reads the bands as the check does: the closed rolls' cases worked by hand below pin that reading.
 */
function expectedBands(options: RollOptions, skill: number, difficulty: number) {
  const chances = { windfall: 0, success: 0, marginal: 0, failure: 0, fumble: 0 };
  for (const { result, probability, boxcars } of flaggedDistribution(options)) {
    const outcome = skill + result - difficulty;
    const reading = boxcars
      ? outcome >= 0
        ? "windfall"
        : "fumble"
      : outcome > 0
        ? "success"
        : outcome === 0
          ? "marginal"
          : "failure";
    chances[reading] += probability;
  }
  return chances;
}

function expectBands(
  odds: readonly { label: string; chance: number }[],
  expected: Record<string, number>,
) {
  expect(odds.map((b) => b.label)).toEqual(Object.keys(expected).map((r) => `${K}.Result.${r}`));
  odds.forEach((b, i) => expect(b.chance).toBeCloseTo(Object.values(expected)[i], 12));
}

describe("the stunt or skill check (seed 002)", () => {
  it("offers the skill, the kind of roll, three difficulties, a modifier and assistants", () => {
    expect(stunt.fields(fred())).toEqual([
      skillField("maneuver"),
      MODE_FIELD,
      ...DIFFICULTY_FIELDS,
      {
        id: "modifier",
        label: `${K}.stunt.modifier`,
        kind: "number",
        default: 0,
        min: -20,
        max: 20,
      },
      {
        id: "assistants",
        label: `${K}.stunt.assistants`,
        hint: `${K}.stunt.assistantsHint`,
        kind: "number",
        default: 0,
        min: 0,
        max: 10,
      },
    ]);
  });

  it("offers the character's schticks that modify a skill, and Advantage up to the pool", () => {
    const items = [
      schtick("wallRun", "maneuver", 1),
      // no skill, or no schtick at all: nothing to tick
      schtick("nameless", undefined, 2),
      schtick("grapplingHook", "maneuver", 1, "action-weapon"),
    ];
    expect(stunt.fields(fred({ advantage: 2 }, items)).slice(6)).toEqual([
      {
        id: "schtick.wallRun",
        label: "wallRun",
        hint: `${K}.stunt.schtickHint`,
        kind: "boolean",
        default: false,
      },
      {
        id: "advantage",
        label: `${K}.stunt.advantage`,
        hint: `${K}.stunt.advantageHint`,
        kind: "number",
        default: 0,
        min: 0,
        max: 2,
      },
      expect.objectContaining({ id: "assistants" }),
    ]);
    // an unnamed group acts as one: the group's size, up to four, instead of assistants
    expect(stunt.fields(fred({ named: false })).at(-1)).toEqual({
      id: "group",
      label: `${K}.stunt.group`,
      hint: `${K}.stunt.groupHint`,
      kind: "number",
      default: 4,
      min: 1,
      max: 4,
    });
  });

  it("a character with no skills of their own chooses among the seed's six", () => {
    const plain = fred({ otherSkills: undefined });
    expect(stunt.fields(plain)[0]).toEqual({ ...skillField("maneuver"), choices: SIX_SKILLS });
    expect(() => stunt.plan(plain, { skill: "Fight" })).toThrow(
      /^skill must be one of dodge, maneuver, shoot, know, create, impress\b/,
    );
  });

  it("shows every modifier of the skill: the best schtick, Advantage, assistants, the modifier", () => {
    const items = [schtick("wallRun", "maneuver", 1), schtick("parkour", "maneuver", 2)];
    const values: CheckValues = {
      skill: "maneuver",
      "schtick.wallRun": true,
      "schtick.parkour": true,
      advantage: 1,
      assistants: 2,
      modifier: -3,
      difficulty1: 10,
      difficulty2: 13,
    };
    const plan = stunt.plan(fred({ advantage: 2 }, items), values);
    expect(plan.dice).toEqual({ kind: "action", closed: false });
    expect(plan.lines).toEqual([
      rating(12),
      { label: `${K}.stunt.schtick`, value: "+2" },
      { label: `${K}.stunt.advantage`, value: "+1" },
      { label: `${K}.stunt.assistants`, value: "+2" },
      { label: `${K}.stunt.modifier`, value: "\u22123" },
      { label: `${K}.Line.skill`, value: "14", total: true },
      { label: `${K}.Line.difficulties`, value: "10, 13" },
      { label: `${K}.Line.difficulty`, value: "13", total: true },
    ]);
    // an unnamed group of three: its own line
    const thugs = stunt.plan(fred({ named: false }), { skill: "maneuver", group: 3 });
    expect(thugs.lines).toEqual([
      rating(12),
      { label: `${K}.stunt.group`, value: "+2" },
      { label: `${K}.Line.skill`, value: "14", total: true },
      { label: `${K}.Line.difficulty`, value: "10", total: true },
    ]);
  });

  it("a schtick left unticked, or not given at all, adds nothing; another item is no schtick", () => {
    const items = [
      schtick("wallRun", "maneuver", 1),
      schtick("grapplingHook", "maneuver", 3, "action-weapon"),
    ];
    const skillOf = (values: CheckValues) =>
      stunt.plan(fred({}, items), values).lines.find((l) => l.label === `${K}.Line.skill`)!.value;
    expect(skillOf({ skill: "maneuver", "schtick.wallRun": false })).toBe("12");
    expect(skillOf({ skill: "maneuver" })).toBe("12");
    expect(skillOf({ skill: "maneuver", "schtick.wallRun": true })).toBe("13");
    expect(skillOf({ skill: "maneuver", "schtick.grapplingHook": true })).toBe("12");
  });

  it("with an empty pool no Advantage is read or spent", () => {
    const plan = stunt.plan(fred(), { skill: "maneuver", advantage: 1 });
    expect(plan.lines[0]).toEqual(rating(12));
    expect(plan.lines[1]).toEqual({ label: `${K}.Line.skill`, value: "12", total: true });
  });

  it("a kind of roll the dialog does not offer is refused by name; none given is a standard roll", () => {
    expect(() => stunt.plan(fred(), { skill: "maneuver", mode: "wild" })).toThrow(
      /^mode must be one of standard, confident, closed, closedConfident, got "wild"/,
    );
    expect(stunt.plan(fred(), { skill: "maneuver" }).dice).toEqual({
      kind: "action",
      closed: false,
    });
  });

  it("a difficulty of 0 in the first box still counts; 0 in the others leaves them out", () => {
    const plan = stunt.plan(fred(), { skill: "maneuver", difficulty1: 0, difficulty2: 0 });
    expect(plan.lines.at(-1)).toEqual({ label: `${K}.Line.difficulty`, value: "0", total: true });
  });

  it.each(["standard", "confident", "closed", "closedConfident"])(
    "the %s roll's odds: each result's exact chance at Maneuver 12 against 13",
    (mode) => {
      const options = {
        confident: mode === "confident" || mode === "closedConfident",
        closed: mode === "closed" || mode === "closedConfident",
      };
      const plan = stunt.plan(fred(), { skill: "maneuver", mode, difficulty1: 13 });
      expect(plan.dice).toEqual({ kind: "action", closed: options.closed });
      expectBands(plan.odds, expectedBands(options, 12, 13));
      expect(plan.odds.map((b) => b.tone)).toEqual([
        "critical",
        "success",
        "warning",
        "failure",
        "fumble",
      ]);
    },
  );

  // Worked by hand over the 36 throws of a closed roll (RULES 3: sixes do not reroll; boxcars, a
  // 6 on both dice, fumbles a failure): Maneuver 12 against 13 needs a roll of +1 to make it.
  it.each([
    // d6 − d6: +2…+5 on 4+3+2+1 throws, +1 on 5, 0 or less on 21 of which boxcars is one
    [
      "closed",
      { windfall: 0, success: 10 / 36, marginal: 5 / 36, failure: 20 / 36, fumble: 1 / 36 },
    ],
    // the higher die positive: +2…+5 on 8+6+4+2, +1 on 10, doubles 0 (6 and 6 a standard roll's 0)
    [
      "closedConfident",
      { windfall: 0, success: 20 / 36, marginal: 10 / 36, failure: 5 / 36, fumble: 1 / 36 },
    ],
  ])("the %s roll's odds at Maneuver 12 against 13, worked by hand", (mode, expected) => {
    expectBands(stunt.plan(fred(), { skill: "maneuver", mode, difficulty1: 13 }).odds, expected);
  });

  it("a skill pushed below zero raises the difficulty instead: −2 against 10 is 0 against 12", () => {
    expect(checkBands({}, -2, 10)).toEqual(checkBands({}, 0, 12));
    expectBands(checkBands({}, -2, 10), expectedBands({}, -2, 10));
  });

  it("a roll with no kind given is open, one pair of dice", () => {
    expect(actionDice({})).toEqual({ kind: "action", closed: false });
    expect(actionDice({ closed: true }, 3)).toEqual({ kind: "action", closed: true, rolls: 3 });
  });

  it("the card shows the dice, the roll, the check, the difficulty and the outcome", () => {
    const values = { skill: "maneuver", difficulty1: 10, difficulty2: 13 };
    const read = stunt.outcome(fred(), values, [3, 2]);
    expect(read).toEqual({
      result: `${K}.Result.marginal`,
      tone: "warning",
      lines: [
        { label: `${K}.Line.dice`, value: "3, 2" },
        { label: `${K}.Line.roll`, value: "+1" },
        { label: `${K}.Line.check`, value: "13" },
        { label: `${K}.Line.difficulty`, value: "13" },
        { label: `${K}.Line.outcome`, value: "0", total: true },
      ],
      paths: [],
    });
    // closed: a six is not rerolled, 6 − 3 = +3
    const closed = stunt.outcome(fred(), { ...values, mode: "closed" }, [6, 3]);
    expect(closed.lines.slice(0, 3).map((l) => l.value)).toEqual(["6, 3", "+3", "15"]);
    expect(closed.result).toBe(`${K}.Result.success`);
  });

  it("Apply takes exactly the Advantage spent from the pool: all of it, or nothing when none was", () => {
    expect(stunt.apply({ advantage: 3 }, [4, 4], { "system.advantage": 3 })).toEqual({
      "system.advantage": 0,
    });
    expect(stunt.apply({ advantage: 0 }, [4, 4], { "system.advantage": 3 })).toEqual({});
    expect(stunt.outcome(fred({ advantage: 3 }), { skill: "maneuver" }, [4, 4]).paths).toEqual([]);
    expect(() => stunt.apply({ advantage: 2 }, [4, 4], { "system.advantage": 1 })).toThrow(
      "spending 2 Advantage is not allowed: only 1 is left in the pool.",
    );
  });
});

describe("assisting a friend (seed 002)", () => {
  it("a helper exactly as skilled as the friend does not roll", () => {
    expect(assist.plan(fred(), { skill: "maneuver", friend: 12 }).dice).toEqual({ kind: "none" });
    expect(assist.fields(fred())).toEqual([
      skillField("maneuver"),
      {
        id: "friend",
        label: `${K}.assist.friend`,
        hint: `${K}.assist.friendHint`,
        kind: "number",
        default: 10,
        min: 0,
        max: 30,
      },
    ]);
  });

  it("Shoot 8 helping a friend of 10: a confident roll of +2 or more, shown line by line", () => {
    const hard = { skill: "shoot", friend: 10 };
    const success = chanceAtLeast({ confident: true, closed: false }, 2);
    expect(assist.plan(fred(), hard)).toEqual({
      dice: { kind: "action", closed: false },
      odds: [
        { label: `${K}.assist.helped`, chance: success, tone: "success" },
        { label: `${K}.Result.failure`, chance: 1 - success, tone: "failure" },
      ],
      lines: [rating(8), { label: `${K}.assist.friend`, value: "10", total: true }],
    });
    expect(assist.outcome(fred(), hard, [1, 3])).toEqual({
      result: `${K}.assist.helped`,
      tone: "success",
      lines: [
        { label: `${K}.Line.dice`, value: "1, 3" },
        { label: `${K}.Line.roll`, value: "+2" },
        { label: `${K}.Line.check`, value: "10" },
        { label: `${K}.assist.friend`, value: "10" },
        { label: `${K}.assist.bonus`, value: "+1", total: true },
      ],
      paths: [],
    });
    expect(assist.outcome(fred(), hard, [2, 1])).toEqual(
      expect.objectContaining({
        result: `${K}.Result.failure`,
        tone: "failure",
        lines: expect.arrayContaining([{ label: `${K}.assist.bonus`, value: "0", total: true }]),
      }),
    );
  });

  it("a helper at least as skilled succeeds without a roll, and the card says so", () => {
    expect(assist.plan(fred(), { skill: "maneuver", friend: 10 }).odds).toEqual([
      { label: `${K}.assist.helped`, chance: 1, tone: "success" },
      { label: `${K}.Result.failure`, chance: 0, tone: "failure" },
    ]);
    expect(assist.outcome(fred(), { skill: "maneuver", friend: 10 }, []).lines).toEqual([
      { label: `${K}.assist.noRoll`, value: "12" },
      { label: `${K}.assist.friend`, value: "10" },
      { label: `${K}.assist.bonus`, value: "+1", total: true },
    ]);
  });
});

describe("a team action (seed 002)", () => {
  it("offers the skill, the kind of roll, five teammates (the first as skilled to start) and the difficulties", () => {
    expect(team.fields(fred())).toEqual([
      skillField("maneuver"),
      MODE_FIELD,
      ...[1, 2, 3, 4, 5].map((n) => ({
        id: `mate${n}`,
        label: `${K}.team.mate${n}`,
        hint: n === 1 ? `${K}.team.mateHint` : undefined,
        kind: "number",
        default: n === 1 ? 12 : 0,
        min: 0,
        max: 30,
      })),
      ...DIFFICULTY_FIELDS,
    ]);
    // left at its default, the first teammate is as skilled: a team of two at −2
    expect(team.plan(fred(), { skill: "maneuver" }).lines.slice(0, 3)).toEqual([
      rating(12),
      { label: `${K}.team.mates`, value: "12" },
      { label: `${K}.team.penalty`, value: "\u22122" },
    ]);
  });

  it("a team with no teammate is refused, saying what to do", () => {
    expect(() => team.plan(fred(), { skill: "maneuver", mate1: 0 })).toThrow(
      "A team action with no teammate is not allowed: enter at least one teammate's rating.",
    );
  });

  it.each([
    ["closed", 12, 12, 13],
    ["closed", 10, 12, 12],
    ["closedConfident", 14, 9, 11],
  ])(
    "the %s team's odds at Maneuver %i and a teammate of %i against %i: by the best check, the first on a tie",
    (mode, own, mate, difficulty) => {
      const options = { closed: true, confident: mode === "closedConfident" };
      const rolls = flaggedDistribution(options);
      const chances = { windfall: 0, success: 0, marginal: 0, failure: 0, fumble: 0 };
      for (const a of rolls)
        for (const b of rolls) {
          const t = teamCheck({
            members: [
              { skill: own, result: a.result, boxcars: a.boxcars },
              { skill: mate, result: b.result, boxcars: b.boxcars },
            ],
            difficulty,
          });
          chances[readingOf(t.checks[t.best])] += a.probability * b.probability;
        }
      const plan = team.plan(fred({ skills: { maneuver: own } }), {
        skill: "maneuver",
        mode,
        mate1: mate,
        difficulty1: difficulty,
      });
      expect(plan.dice).toEqual({ kind: "action", closed: true, rolls: 2 });
      expectBands(plan.odds, chances);
    },
  );

  it("the card shows each member's check, the best, the difficulty and the outcome", () => {
    const values = { skill: "maneuver", mate1: 10, difficulty1: 10 };
    // Fred 12 − 2 rolls 3 − 2 = +1: 11; the teammate 10 − 2 rolls 6 + 2 − 1 = +7: 15
    expect(team.outcome(fred(), values, [3, 2, 6, 2, 1])).toEqual({
      result: `${K}.Result.success`,
      tone: "success",
      lines: [
        { label: `${K}.Line.dice`, value: "3, 2, 6, 2, 1" },
        { label: `${K}.team.yours`, value: "11 (+1)" },
        { label: `${K}.team.theirs`, value: "15 (+7)" },
        { label: `${K}.team.best`, value: "15" },
        { label: `${K}.Line.difficulty`, value: "10" },
        { label: `${K}.Line.outcome`, value: "+5", total: true },
      ],
      paths: [],
    });
    // two members fumbling on boxcars (closed: 6 and 6, +0, short of 30) are both in trouble
    const trouble = team.outcome(
      fred(),
      { ...values, mode: "closed", difficulty1: 30 },
      [6, 6, 6, 6],
    );
    expect(trouble.lines.at(-1)).toEqual({ label: `${K}.team.inTrouble`, value: "1, 2" });
    // closed: sixes are not rerolled, a pair is two faces
    const closed = team.outcome(fred(), { ...values, mode: "closed" }, [6, 2, 6, 1]);
    expect(closed.lines.slice(1, 3).map((l: CheckLine) => l.value)).toEqual(["14 (+4)", "13 (+5)"]);
  });
});

describe("a new session (seed 002)", () => {
  const hurt = fred({ hits: { value: 1, max: 4 }, fortune: { value: 0, max: 5 } });

  it("restores a hero missing Hits or Fortune; a hero with both full has nothing to restore", () => {
    expect(session.unavailable!(fred({ hits: { value: 3, max: 4 } }))).toBeNull();
    expect(session.unavailable!(fred({ fortune: { value: 4, max: 5 } }))).toBeNull();
    expect(session.fields(hurt)).toEqual([]);
  });

  it("shows Hits and Fortune as they are, then as they will be", () => {
    expect(session.plan(hurt, {}).lines).toEqual([
      { label: "ACTION_ENGINE.Field.hits", value: "1 / 4" },
      { label: "ACTION_ENGINE.Field.fortune", value: "0 / 5" },
    ]);
    expect(session.plan(hurt, {}).dice).toEqual({ kind: "none" });
    const done = session.outcome(hurt, {}, []);
    expect(done.result).toBe(`${K}.session.restored`);
    expect(done.tone).toBe("success");
    expect(done.lines).toEqual([
      { label: "ACTION_ENGINE.Field.hits", value: "4 / 4" },
      { label: "ACTION_ENGINE.Field.fortune", value: "5 / 5" },
    ]);
  });

  it("Apply refuses a maximum that is no whole number, naming it", () => {
    const now = { "system.hits.max": 4, "system.fortune.max": 5 };
    expect(() => session.apply({}, [], { ...now, "system.hits.max": null })).toThrow(/^hits max /);
    expect(() => session.apply({}, [], { ...now, "system.hits.max": -1 })).toThrow(
      /^hits max must be at least 0/,
    );
    expect(() => session.apply({}, [], { ...now, "system.fortune.max": -1 })).toThrow(
      /^fortune max must be at least 0/,
    );
    expect(() => session.apply({}, [], { ...now, "system.fortune.max": 1.5 })).toThrow(
      /^fortune max /,
    );
  });

  it("the world's new session writes each hurt hero of Action back to full (null), no one else", () => {
    const actors = [
      { ...hurt, id: "fred" },
      { ...fred(), id: "rested" },
      { ...fred({ role: "mook", hits: { value: 1, max: 4 } }), id: "mook" },
      { ...hurt, type: "rounds", id: "other" },
    ];
    expect(sessionRestores(actors)).toEqual([
      { actor: actors[0], patch: { "system.hits.value": null, "system.fortune.value": null } },
    ]);
  });
});

// the check rule itself reads these results: a sanity check of the oracle above
it("a check exactly at the difficulty without boxcars reads marginal", () => {
  expect(readingOf(check({ skill: 12, result: 1, difficulty: 13 }))).toBe("marginal");
});

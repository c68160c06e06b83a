import { describe, expect, it } from "vitest";
import { applyCheck, makeCheckCard, type CheckCard } from "../../../src/rules/checks/card";
import { readCheckCard } from "../../../src/rules/checks/read-card";
import type { CheckActor } from "../../../src/rules/checks/types";
import { named } from "../refusal-cases";

/*
 * A stored check card read back field by field (src/rules/checks/read-card.ts): each damaged
 * field refused with its name. Fred's stunt of seed 002 (Maneuver 12, a schtick ticked, Advantage
 * spent) and his team of two, and Mei Lin getting up in OK RPG (RULES 1.4).
 */

const fred: CheckActor = {
  name: "Fred",
  type: "action",
  system: {
    role: "hero",
    named: true,
    advantage: 2,
    skills: { dodge: 10, maneuver: 12, shoot: 8, know: 9, create: 9, impress: 11 },
    otherSkills: [],
    hits: { value: 4, max: 4 },
    fortune: { value: 5, max: 5 },
  },
  items: [
    {
      id: "wallRun",
      name: "Wall run",
      type: "action-schtick",
      system: { skill: "maneuver", bonus: 1, trigger: "none", action: "trigger" },
    },
  ],
};
const who = { name: "Fred", actorUuid: "Actor.fred", tokenUuid: "Scene.s.Token.fred" };
const stunt = makeCheckCard(
  "action",
  "stunt",
  fred,
  who,
  {
    skill: "maneuver",
    mode: "standard",
    difficulty1: 10,
    difficulty2: 0,
    difficulty3: 0,
    modifier: 0,
    "schtick.wallRun": true,
    advantage: 1,
    assistants: 0,
  },
  [4, 2],
);
const applied = applyCheck(stunt, { "system.advantage": 2 }).card;
const teamCard = makeCheckCard(
  "action",
  "team",
  fred,
  who,
  {
    skill: "maneuver",
    mode: "standard",
    ...{ mate1: 9, mate2: 0, mate3: 0, mate4: 0, mate5: 0 },
    ...{ difficulty1: 10, difficulty2: 0, difficulty3: 0 },
  },
  [3, 2, 5, 1],
);

type Damage = (card: Record<string, unknown>) => void;
type Fields = Record<string, unknown>;
const copy = (card: CheckCard): Fields => JSON.parse(JSON.stringify(card)) as Fields;
const plan = (c: Fields) => c.plan as Fields;
const outcome = (c: Fields) => c.outcome as Fields;
const target = (c: Fields) => (c.targets as Fields[])[0];
const record = (c: Fields) => target(c).applied as Fields;

/** The card read back after one damage. */
const readStunt = (damage: Damage, card: CheckCard = applied) => {
  const stored = copy(card);
  damage(stored);
  return readCheckCard(stored);
};

describe("a stored check card", () => {
  it("reads back as a copy of itself: made, applied, rolled for a team", () => {
    for (const card of [stunt, applied, teamCard]) {
      const stored = copy(card);
      const read = readCheckCard(stored);
      expect(read).toEqual(stored);
      expect(read).not.toBe(stored);
    }
    expect(stunt.targets).toEqual([
      { id: "character", name: "Fred", actorUuid: "Actor.fred", tokenUuid: "Scene.s.Token.fred" },
    ]);
    expect(teamCard.plan.dice).toEqual({ kind: "action", closed: false, rolls: 2 });
  });

  it("reads a line with no value, a value written as null, text or true/false, and a gone mark", () => {
    expect(() =>
      readStunt((c) => {
        (plan(c).lines as Fields[])[0].value = "";
        (outcome(c).lines as Fields[])[0].total = false;
        record(c).before = { "system.advantage": null };
        record(c).after = { "system.advantage": "1" };
        target(c).missing = true;
        target(c).goneUndone = true;
      }),
    ).not.toThrow();
    expect(() => readStunt((c) => (record(c).after = { "system.advantage": true }))).not.toThrow();
  });

  it.each(
    named([
      [() => readCheckCard("card"), /^card "card" is not allowed: expected an object/],
      [() => readStunt((c) => (c.v = 2)), "card version 2 is not allowed: expected 1."],
      [() => readStunt((c) => (c.ruleset = "dnd")), /^ruleset must be one of /],
      [() => readStunt((c) => (c.check = 3)), /^check 3 is not allowed: expected text/],
      [() => readStunt((c) => (c.check = "nap")), /nap/],
      [() => readStunt((c) => (c.values = [])), /^values \[\] is not allowed: expected an object/],
      [
        () => readStunt((c) => ((c.values as Fields).skill = null)),
        /^values\.skill must be a number/,
      ],
      [() => readStunt((c) => (c.plan = 3)), /^plan 3 is not allowed: expected an object/],
      [
        () => readStunt((c) => (plan(c).dice = 3)),
        /^plan\.dice 3 is not allowed: expected an object/,
      ],
      [
        () => readStunt((c) => ((plan(c).dice as Fields).kind = "d8")),
        /^plan\.dice\.kind must be one of /,
      ],
      [
        () => readStunt((c) => ((plan(c).dice as Fields).closed = "no")),
        /^plan\.dice\.closed must be true or false/,
      ],
      [
        () => readStunt((c) => ((plan(c).dice as Fields).rolls = 1), teamCard),
        /^plan\.dice\.rolls must be between 2 and 6, got 1/,
      ],
      [
        () => readStunt((c) => ((plan(c).dice as Fields).rolls = 7), teamCard),
        /^plan\.dice\.rolls must be between 2 and 6, got 7/,
      ],
      // a team's pairs of dice are read as such: one pair is not enough
      [
        () => readStunt((c) => (c.faces = [3, 2]), teamCard),
        /expected 2 pairs of a positive and a negative die/,
      ],
      [() => readStunt((c) => (plan(c).odds = 3)), /^plan\.odds 3 is not allowed: expected a list/],
      [
        () => readStunt((c) => ((plan(c).odds as unknown[])[0] = 3)),
        /^plan\.odds\[0\] 3 is not allowed: expected an object/,
      ],
      [
        () => readStunt((c) => ((plan(c).odds as Fields[])[1].label = "")),
        /^plan\.odds\[1\]\.label "" is not allowed: expected text/,
      ],
      [
        () => readStunt((c) => ((plan(c).odds as Fields[])[1].chance = "x")),
        /^plan\.odds\[1\]\.chance must be a number/,
      ],
      [
        () => readStunt((c) => ((plan(c).odds as Fields[])[1].tone = "blue")),
        /^plan\.odds\[1\]\.tone must be one of success, failure, critical, fumble, neutral, warning,/,
      ],
      [
        () => readStunt((c) => ((plan(c).odds as Fields[])[1].chance = 1.5)),
        /^a chance of 1\.5 is not allowed/,
      ],
      [
        () => readStunt((c) => (plan(c).lines = 3)),
        /^plan\.lines 3 is not allowed: expected a list/,
      ],
      [
        () => readStunt((c) => ((plan(c).lines as unknown[])[1] = 3)),
        /^plan\.lines\[1\] 3 is not allowed: expected an object/,
      ],
      [
        () => readStunt((c) => ((plan(c).lines as Fields[])[1].label = "")),
        /^plan\.lines\[1\]\.label "" is not allowed: expected text/,
      ],
      [
        () => readStunt((c) => ((plan(c).lines as Fields[])[1].value = 3)),
        /^plan\.lines\[1\]\.value 3 is not allowed: expected text/,
      ],
      [
        () => readStunt((c) => ((plan(c).lines as Fields[])[1].total = "yes")),
        /^plan\.lines\[1\]\.total must be true or false/,
      ],
      [() => readStunt((c) => (c.faces = [4, 7])), /^faces/],
      [() => readStunt((c) => (c.outcome = 3)), /^outcome 3 is not allowed: expected an object/],
      [
        () => readStunt((c) => (outcome(c).result = 3)),
        /^outcome\.result 3 is not allowed: expected text/,
      ],
      [
        () => readStunt((c) => (outcome(c).result = "ACTION_ENGINE.Check.action.stunt.flies")),
        'outcome.result "ACTION_ENGINE.Check.action.stunt.flies" is not allowed: it is none of the plan\'s results.',
      ],
      [() => readStunt((c) => (outcome(c).tone = "blue")), /^outcome\.tone must be one of /],
      [
        () => readStunt((c) => ((outcome(c).lines as Fields[])[2].label = "")),
        /^outcome\.lines\[2\]\.label "" /,
      ],
      [
        () => readStunt((c) => (outcome(c).paths = "system.advantage")),
        /^outcome\.paths "system\.advantage" is not allowed: expected a list/,
      ],
      [
        () => readStunt((c) => (outcome(c).paths = [3])),
        /^outcome\.paths\[0\] 3 is not allowed: expected text/,
      ],
      [
        () => readStunt((c) => (outcome(c).paths = ["name"])),
        'outcome.paths "name" is not allowed: a check writes the character\'s data.',
      ],
      [() => readStunt((c) => (c.targets = 3)), /^targets 3 is not allowed: expected a list/],
      [() => readStunt((c) => (c.targets = [])), /^number of targets must be between 1 and/],
      [
        () => readStunt((c) => (target(c).id = "fred")),
        'targets ["fred"] is not allowed: expected the character.',
      ],
      [
        () =>
          readStunt((c) =>
            (c.targets as Fields[]).push({ id: "other", name: "X", actorUuid: null }),
          ),
        'targets ["character","other"] is not allowed: expected the character.',
      ],
      [
        () => readStunt((c) => (target(c).missing = false)),
        "missing false is not allowed: expected true or nothing.",
      ],
      [
        () => readStunt((c) => (target(c).goneUndone = 1)),
        "goneUndone 1 is not allowed: expected true or nothing.",
      ],
      [
        () => readStunt((c) => (target(c).applied = 3)),
        /^applied 3 is not allowed: expected an object/,
      ],
      [
        () => readStunt((c) => (record(c).before = 3)),
        /^applied\.before 3 is not allowed: expected an object/,
      ],
      [
        () => readStunt((c) => (record(c).after = 3)),
        /^applied\.after 3 is not allowed: expected an object/,
      ],
      [
        () => readStunt((c) => (record(c).after = { "system.fortune.value": 0 })),
        "applied.after.system.fortune.value is not allowed: a check writes only its outcome's fields.",
      ],
      [
        () => readStunt((c) => (record(c).before = { "system.advantage": [] })),
        /^applied\.before\.system\.advantage must be a number/,
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});

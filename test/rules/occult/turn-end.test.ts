import { describe, expect, it } from "vitest";
import { occultDown, occultTurnEnd, occultTurnStart } from "../../../src/rules/occult";
import { named } from "../refusal-cases";

describe("RULES 2 dodge: it holds until the dodger's next turn", () => {
  it("ends as the dodger's turn comes up", () => {
    expect(occultTurnStart({ conditions: { dodge: true } })).toEqual({
      "system.conditions.dodge": false,
    });
  });

  it("a character not dodging (or with no dodge kept) has nothing to end", () => {
    expect(occultTurnStart({ conditions: { dodge: false } })).toBeNull();
    expect(occultTurnStart({ conditions: {} })).toBeNull();
  });
});

describe("RULES 2 moving target at the turn's end", () => {
  it("a moving target that moves 3 squares again stays one: only the count restarts", () => {
    expect(occultTurnEnd({ turn: { moved: 3 }, conditions: { movingTarget: true } })).toEqual({
      "system.turn.moved": 0,
    });
  });

  it("a turn with no attack and nothing blocked leaves the tally alone", () => {
    expect(
      occultTurnEnd({ turn: { moved: 0, attacks: 0, blocked: "none" }, conditions: {} }),
    ).toBeNull();
  });
});

describe("RULES 2 hit points: a character at 0 is down", () => {
  it("0 hit points is down, 1 is not", () => {
    expect(occultDown(0)).toBe(true);
    expect(occultDown(1)).toBe(false);
  });
});

describe("a turn's start and end refuse a malformed actor by name", () => {
  const turn = { moved: 0 };
  it.each(
    named([
      [() => occultTurnEnd(null as never), /actor must be a group of fields, got null/],
      [
        () => occultTurnEnd({ turn: null as never, conditions: {} }),
        /turn must be a group of fields, got null/,
      ],
      [
        () => occultTurnEnd({ turn, conditions: null as never }),
        /conditions must be a group of fields, got null/,
      ],
      [
        () => occultTurnEnd({ turn: { moved: -1 }, conditions: {} }),
        /turn\.moved must be at least 0, got -1/,
      ],
      [
        () => occultTurnEnd({ turn, conditions: { movingTarget: "yes" as never } }),
        /conditions\.movingTarget must be true or false/,
      ],
      [() => occultTurnStart(null as never), /actor must be a group of fields, got null/],
      [
        () => occultTurnStart({ conditions: null as never }),
        /conditions must be a group of fields, got null/,
      ],
      [
        () => occultTurnStart({ conditions: { dodge: "yes" as never } }),
        /conditions\.dodge must be true or false/,
      ],
      [() => occultDown(-1), /hp must be at least 0, got -1/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});

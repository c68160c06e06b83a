import { describe, expect, it } from "vitest";
import { checkById, checkUnavailable } from "../../../src/rules/checks";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/errors";
import { dialogValues, manoActor, oddsIn20 } from "./mano-actors";

const sneak = checkById("mano", "stealth");
const stalk = checkById("mano", "mutualStalking");

describe("RULES 5 surprise: stealth against 10 plus the watcher's detection", () => {
  // seed 004 combat example: Steven (no stealth) sneaks up on the clone (no detection)
  const steven = manoActor();
  const values = dialogValues(sneak, steven);

  it("the dialog starts at the sheet's stealth and a watcher without detection", () => {
    expect(values).toEqual({ stealth: 0, detection: 0 });
    const [stealth, detection] = sneak.fields(steven);
    expect([stealth.min, stealth.max, detection.min, detection.max]).toEqual([-20, 50, -20, 50]);
  });

  it("against difficulty 10 the faces 11 to 20 succeed: 10 in 20", () => {
    const plan = sneak.plan(steven, values);
    expect(plan.dice).toEqual({ kind: "d20" });
    expect(oddsIn20(plan)).toEqual({ unseen: 10, spotted: 10 });
    expect(plan.lines.at(-1)).toEqual({
      label: "ACTION_ENGINE.Check.mano.stealth.difficulty",
      value: "10",
      total: true,
    });
  });

  it("Steven's 13 beats 10: the ambush works; the card only informs", () => {
    const outcome = sneak.outcome(steven, values, [13]);
    expect(outcome.result).toBe("ACTION_ENGINE.Check.mano.stealth.unseen");
    expect(outcome.tone).toBe("success");
    expect(outcome.paths).toEqual([]);
    expect(outcome.lines.find((l) => l.total)?.value).toBe("13");
    expect(sneak.apply(values, [13], {})).toEqual({});
  });

  it("a 10 only equals the difficulty and fails", () => {
    expect(sneak.outcome(steven, values, [10]).result).toBe(
      "ACTION_ENGINE.Check.mano.stealth.spotted",
    );
  });

  it("a watcher with detection 4 needs a 15 or better: 6 in 20", () => {
    expect(oddsIn20(sneak.plan(steven, { stealth: 0, detection: 4 }))).toEqual({
      unseen: 6,
      spotted: 14,
    });
  });

  it("a natural 20 surprises even a watcher it cannot out-total", () => {
    const outcome = sneak.outcome(steven, { stealth: 0, detection: 30 }, [20]);
    expect(outcome.result).toBe("ACTION_ENGINE.Check.mano.stealth.unseen");
    expect(outcome.lines.at(-1)?.label).toBe("ACTION_ENGINE.Check.mano.Line.automatic");
  });

  it("a natural 20 that beats the difficulty anyway needs no word of it; one that only equals it does", () => {
    const automatic = (detection: number) =>
      sneak.outcome(steven, { stealth: 0, detection }, [20]).lines.at(-1)?.label;
    expect(automatic(10)).toBe("ACTION_ENGINE.Check.mano.Line.automatic");
    expect(automatic(9)).toBe("ACTION_ENGINE.Check.mano.Line.difficulty");
  });

  it("one d20 face is taken, named when it is not", () => {
    expect(() => sneak.outcome(steven, values, [21])).toThrow(
      /d20 must be between 1 and 20, got 21/,
    );
    expect(() => sneak.outcome(steven, values, [])).toThrow(
      /number of faces must be between 1 and 1, got 0/,
    );
  });

  it("bad values and faces are refused with rules errors", () => {
    expect(() => sneak.plan(steven, { stealth: 0, detection: 51 })).toThrow(RulesRangeError);
    expect(() => sneak.plan(steven, { stealth: 1.5, detection: 0 })).toThrow(RulesRangeError);
    expect(() => sneak.plan(steven, { stealth: "0", detection: 0 })).toThrow(RulesTypeError);
    expect(() => sneak.plan(steven, { detection: 0 })).toThrow(RulesTypeError);
    expect(() => sneak.outcome(steven, values, [21])).toThrow(RulesRangeError);
    expect(() => sneak.outcome(steven, values, [])).toThrow(RulesRangeError);
    expect(() => sneak.outcome(steven, values, [12, 3])).toThrow(RulesRangeError);
    expect(() => sneak.apply({ stealth: 99, detection: 0 }, [12], {})).toThrow(RulesRangeError);
  });

  it("an incapacitated character cannot sneak", () => {
    expect(checkUnavailable(sneak, steven)).toBeNull();
    expect(checkUnavailable(sneak, manoActor({ damage: 14 }))).toBe(
      "ACTION_ENGINE.Check.CannotAct.incapacitated",
    );
  });
});

describe("RULES 5 mutual stalking: two separate rolls decide together", () => {
  const steven = manoActor();
  const key = (id: string) => `ACTION_ENGINE.Check.mano.mutualStalking.${id}`;

  it.each([
    ["failed", 13, "youSurprise"],
    ["failed", 10, "noFight"],
    ["succeeded", 13, "noSurprise"],
    ["succeeded", 10, "theySurprise"],
  ] as const)("their roll %s, this one rolls %s: %s", (theirRoll, face, result) => {
    const values = { stealth: 0, detection: 0, theirRoll };
    expect(stalk.outcome(steven, values, [face]).result).toBe(key(result));
    expect(stalk.outcome(steven, values, [face]).paths).toEqual([]);
  });

  it("the odds name the two results this roll can still reach", () => {
    const plan = (theirRoll: string) =>
      oddsIn20(stalk.plan(steven, { stealth: 2, detection: 3, theirRoll }));
    // 10 + 3 = 13 to beat with +2: faces 12 to 20
    expect(plan("failed")).toEqual({ youSurprise: 9, noFight: 11 });
    expect(plan("succeeded")).toEqual({ noSurprise: 9, theySurprise: 11 });
  });

  it("the dialog asks how the other roll went, failed unless told otherwise", () => {
    const theirs = stalk.fields(steven).find((f) => f.id === "theirRoll");
    expect(theirs?.default).toBe("failed");
    expect(theirs?.choices).toEqual([
      { value: "succeeded", label: key("theirRollSucceeded") },
      { value: "failed", label: key("theirRollFailed") },
    ]);
  });

  it("the other roll must be one of the two choices", () => {
    expect(() => stalk.plan(steven, { stealth: 0, detection: 0, theirRoll: "maybe" })).toThrow(
      RulesRangeError,
    );
    expect(() => stalk.apply({ stealth: 0, detection: 0, theirRoll: "x" }, [3], {})).toThrow(
      RulesRangeError,
    );
  });
});

import { afterEach, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { scripted } from "../../src/rules/dice";
import {
  RulesRangeError,
  RulesTypeError,
  TABLE_LIMIT,
  isRulesError,
  notAllowed,
  requireBoolean,
  requireChoice,
  requireDiceSource,
  requireFace,
  requireFinite,
  requireInteger,
  requireList,
  requireObject,
  requireString,
  requireWithin,
  showValue,
  unknownId,
  useErrorWords,
} from "../../src/rules/errors";
import { named } from "./refusal-cases";

describe("a rules error carries its lang key and details, its message in the lang file's words", () => {
  afterEach(() => useErrorWords(en.ACTION_ENGINE.Error));

  it("a refusal reads as the lang entry with its placeholders filled", () => {
    const error = notAllowed("a second Power Punch", "it skips the next action");
    expect(error).toBeInstanceOf(RangeError);
    expect(error.name).toBe("RulesRangeError");
    expect(error.message).toBe("a second Power Punch is not allowed: it skips the next action.");
    expect(error.i18nKey).toBe("ACTION_ENGINE.Error.NotAllowed");
    expect(error.details).toEqual({
      what: "a second Power Punch",
      reason: "it skips the next action",
    });
  });

  it("a type error is a TypeError with its own name and key", () => {
    const error = new RulesTypeError("NotAString", { name: "label", value: "3" });
    expect(error).toBeInstanceOf(TypeError);
    expect(error.name).toBe("RulesTypeError");
    expect(error.i18nKey).toBe("ACTION_ENGINE.Error.NotAString");
    expect(error.message).toBe("label must be text, got 3.");
  });

  it("where no words are known the message is the code and its details", () => {
    useErrorWords(() => undefined);
    expect(notAllowed("x", "y").message).toBe("NotAllowed what=x, reason=y");
    expect(new RulesRangeError("NotAllowed", {}).message).toBe("NotAllowed");
  });

  it("words are looked up by code, and a placeholder without a detail stays as written", () => {
    useErrorWords((code) => (code === "NotAllowed" ? "{what} / {missing}" : undefined));
    expect(notAllowed("x", "y").message).toBe("x / {missing}");
    useErrorWords({ NotAllowed: "no: {reason}" });
    expect(notAllowed("x", "y").message).toBe("no: y");
  });

  it("only the rules' own errors are rules errors", () => {
    expect(isRulesError(notAllowed("x", "y"))).toBe(true);
    expect(isRulesError(new RulesTypeError("NotAString", {}))).toBe(true);
    expect(isRulesError(new RangeError("x"))).toBe(false);
    expect(isRulesError(new TypeError("x"))).toBe(false);
  });
});

describe("a value shown in a message", () => {
  it("text quoted, numbers, yes/no and null as written, anything else as JSON", () => {
    expect(showValue("a")).toBe('"a"');
    expect(showValue(3)).toBe("3");
    // numbers JSON has no word for
    expect(showValue(NaN)).toBe("NaN");
    expect(showValue(-Infinity)).toBe("-Infinity");
    expect(showValue(false)).toBe("false");
    expect(showValue(null)).toBe("null");
    expect(showValue(undefined)).toBe("undefined");
    expect(showValue({ a: [1] })).toBe('{"a":[1]}');
    expect(showValue(() => 1)).toBe("() => 1");
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(showValue(loop)).toBe("[object Object]");
  });
});

describe("the checks every rule makes on what it is given", () => {
  it("a number within its bounds, the bounds included, passes as it is", () => {
    expect(requireInteger("n", 3, { min: 3, max: 3 })).toBe(3);
    expect(requireWithin("n", 2.5, { min: 2.5, max: 2.5 })).toBe(2.5);
    expect(requireFinite("n", -TABLE_LIMIT)).toBe(-TABLE_LIMIT);
    expect(requireFinite("n", TABLE_LIMIT)).toBe(TABLE_LIMIT);
    expect(requireWithin("n", 1e12, { max: Infinity })).toBe(1e12);
  });

  it("a list within its bounds, text, a die face, a choice, a yes or no, a dice source", () => {
    const list = [1, 2];
    expect(requireList("dice", list, { min: 2, max: 2 })).toBe(list);
    expect(requireList("dice", [])).toEqual([]);
    expect(requireString("label", "")).toBe("");
    expect(requireFace("d6", 6, 6)).toBe(6);
    expect(requireFace("d6", 1, 6)).toBe(1);
    expect(requireChoice("kind", "melee", ["melee", "ranged"])).toBe("melee");
    expect(requireBoolean("aimed", false)).toBe(false);
    expect(requireBoolean("aimed", undefined, true)).toBe(true);
    expect(requireBoolean("aimed", true, false)).toBe(true);
    const dice = scripted([1]);
    expect(requireDiceSource("dice", dice)).toBe(dice);
    const group = { a: 1 };
    expect(requireObject("group", group)).toBe(group);
  });

  it.each(
    named([
      [() => requireFinite("n", "3"), /^n must be a number, got "3"\.$/],
      [() => requireFinite("n", NaN), /^n must be a finite number, got NaN\.$/],
      [() => requireFinite("n", Infinity), /^n must be a finite number, got Infinity\.$/],
      [() => requireFinite("n", 10_000_001), /^n must be at most 10000000, got 10000001\.$/],
      [() => requireFinite("n", -10_000_001), /^n must be at least -10000000, got -10000001\.$/],
      [() => requireInteger("n", 1.5), /^n must be a whole number, got 1\.5\.$/],
      [() => requireInteger("n", 0, { min: 1 }), /^n must be at least 1, got 0\.$/],
      [() => requireInteger("n", 4, { max: 3 }), /^n must be at most 3, got 4\.$/],
      [() => requireInteger("n", 4, { min: 1, max: 3 }), /^n must be between 1 and 3, got 4\.$/],
      [() => requireInteger("n", 0, { min: 1, max: 3 }), /^n must be between 1 and 3, got 0\.$/],
      [() => requireWithin("n", -1, { min: 0, max: Infinity }), /^n must be at least 0, got -1\.$/],
      [() => requireWithin("n", 5, { min: -Infinity, max: 3 }), /^n must be at most 3, got 5\.$/],
      [
        () => requireWithin("n", 1e8, { min: 0 }),
        /^n must be between 0 and 10000000, got 100000000\.$/,
      ],
      [
        () => requireWithin("n", -1e8, { max: 0 }),
        /^n must be between -10000000 and 0, got -100000000\.$/,
      ],
      [() => requireObject("group", null), /^group must be a group of fields, got null\.$/],
      [() => requireObject("group", [1]), /^group must be a group of fields, got \[1\]\.$/],
      [() => requireObject("group", "g"), /^group must be a group of fields, got "g"\.$/],
      [() => requireList("dice", "1d6"), /^dice must be a list, got "1d6"\.$/],
      [
        () => requireList("dice", [1], { min: 2 }),
        /^number of dice must be between 2 and 1000, got 1\.$/,
      ],
      [
        () => requireList("dice", [1, 2], { max: 1 }),
        /^number of dice must be between 0 and 1, got 2\.$/,
      ],
      [
        () => requireList("dice", new Array(1001).fill(0)),
        /^number of dice must be between 0 and 1000, got 1001\.$/,
      ],
      [() => requireString("label", 3), /^label must be text, got 3\.$/],
      [() => requireDiceSource("dice", null), /^dice must be a dice source .*, got null\.$/],
      [() => requireDiceSource("dice", 6), /^dice must be a dice source .*, got 6\.$/],
      [
        () =>
          requireDiceSource(
            "dice",
            Object.assign(() => 6, { roll: () => 6 }),
          ),
        /^dice must be a dice source .*, got \(\) => 6\.$/,
      ],
      [
        () => requireDiceSource("dice", { roll: 6 }),
        /^dice must be a dice source .*, got \{"roll":6\}\.$/,
      ],
      [
        () => requireChoice("kind", "thrown", ["melee", "ranged"]),
        /^kind must be one of melee, ranged, got "thrown"\.$/,
      ],
      [() => requireChoice("kind", 1, ["melee"]), /^kind must be one of melee, got 1\.$/],
      [
        () => requireWithin("n", 20_000_000, { min: 20_000_000 }),
        /^n must be between 20000000 and 10000000, got 20000000\.$/,
      ],
      [
        () => requireWithin("n", -20_000_000, { max: -20_000_000 }),
        /^n must be between -10000000 and -20000000, got -20000000\.$/,
      ],
      [() => requireBoolean("aimed", undefined), /^aimed must be true or false, got undefined\.$/],
      [() => requireBoolean("aimed", "yes", false), /^aimed must be true or false, got "yes"\.$/],
      [() => requireFace("d6", 7, 6), /^d6 must be between 1 and 6, got 7\.$/],
      [() => requireFace("d6", 0, 6), /^d6 must be between 1 and 6, got 0\.$/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });

  it("an unknown id names what was looked for and the id", () => {
    const error = unknownId("combatant", "ghost");
    expect(error.message).toBe('combatant: no combatant or entry with id "ghost".');
    expect(error.details).toEqual({ name: "combatant", value: '"ghost"' });
  });

  it("a refusal's details name the bound given", () => {
    try {
      requireInteger("n", 0, { min: 1, max: 3 });
    } catch (error) {
      expect((error as RulesRangeError).details).toEqual({
        name: "n",
        value: "0",
        min: "1",
        max: "3",
      });
      expect((error as RulesRangeError).code).toBe("OutOfRange");
    }
    expect.assertions(2);
  });
});

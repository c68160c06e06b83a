import fc from "fast-check";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { parseDice } from "../../src/rules/occult/dice-expression";
import {
  choice,
  decimal,
  defaults,
  effectPaths,
  fieldAt,
  flag,
  html,
  htmlPaths,
  integer,
  itemFitsActor,
  list,
  normalise,
  numberChoice,
  object,
  optionalInteger,
  optionalRank,
  problemKey,
  rank,
  rulesetOfType,
  tags,
  text,
  track,
  validate,
  validateValue,
  type Schema,
} from "../../src/rules/schema";

// A small schema using every kind of field the DSL offers.
const sample = {
  count: integer({ min: 0, max: 10, initial: 2 }),
  weight: decimal({ min: 0 }),
  penetration: optionalRank(),
  step: rank(),
  extra: optionalInteger({ min: 0 }),
  lethality: numberChoice({ 0: "L.zero", [-1]: "L.minusOne" }, { initial: 0 }),
  colour: choice(["red", "blue"] as const, { labelPrefix: "C.colour" }),
  dice: text({ initial: "1d6", check: parseDice }),
  on: flag(),
  notes: html(),
  hp: track({ initial: 5 }),
  nested: object({ depth: integer({ min: 1, initial: 1, state: true }) }),
  skills: list({ name: text(), bonus: integer({ min: -5, max: 5 }) }),
  roles: tags(["a", "b", "c"] as const, { labelPrefix: "C.role" }),
} satisfies Schema;

const codes = (data: unknown) => validate(sample, data).map((p) => `${p.path}:${p.code}`);

describe("defaults(schema)", () => {
  it("holds every field's initial value, nested objects and lists included", () => {
    expect(defaults(sample)).toEqual({
      count: 2,
      weight: 0,
      penetration: null,
      step: 2,
      extra: null,
      lethality: 0,
      colour: "red",
      dice: "1d6",
      on: false,
      notes: "",
      hp: { value: 5, max: 5 },
      nested: { depth: 1 },
      skills: [],
      roles: [],
    });
  });

  it("returns a fresh object each time, so one document's defaults never leak into another's", () => {
    const first = defaults(sample);
    first.skills.push({ name: "x", bonus: 0 });
    first.hp.value = 0;
    expect(defaults(sample).skills).toEqual([]);
    expect(defaults(sample).hp.value).toBe(5);
  });

  it("validates without a single problem", () => {
    expect(validate(sample, defaults(sample))).toEqual([]);
  });
});

describe("validate(schema, data)", () => {
  it("accepts missing fields: they take their defaults, as Foundry fills them on creation", () => {
    expect(validate(sample, {})).toEqual([]);
    expect(validate(sample, { nested: {} })).toEqual([]);
  });

  it("names the path and a code under ACTION_ENGINE.Error for each problem", () => {
    expect(
      codes({
        count: 11,
        weight: -1,
        step: 2.5,
        extra: -3,
        lethality: -3,
        colour: "green",
        on: "yes",
        notes: 5,
        hp: { value: "full" },
        nested: { depth: 0 },
        skills: [{ name: "Pistol", bonus: 9 }, "Rifle"],
        roles: ["a", "z"],
        stray: 1,
      }),
    ).toEqual([
      "count:OutOfRange",
      "weight:TooLow",
      "step:NotInteger",
      "extra:TooLow",
      "lethality:OutOfRange",
      "colour:UnknownChoice",
      "on:NotABoolean",
      "notes:NotAString",
      "hp.value:NotANumber",
      "nested.depth:TooLow",
      "skills.0.bonus:OutOfRange",
      "skills.1:NotAnObject",
      "roles.1:UnknownChoice",
      "stray:UnknownField",
    ]);
  });

  it("refuses null in a field that is not nullable, and accepts it where it is", () => {
    expect(codes({ count: null, penetration: null, extra: null })).toEqual(["count:NotANumber"]);
  });

  it("checks a number against its listed choices", () => {
    expect(codes({ lethality: -1 })).toEqual([]);
    const between = { only: numberChoice({ 0: "a", [-2]: "b" }, { initial: 0 }) };
    expect(validate(between, { only: -1 }).map((p) => p.code)).toEqual(["UnknownChoice"]);
  });

  it("runs a text field's rules-layer parser, with that parser's error code", () => {
    expect(codes({ dice: "2d6+1" })).toEqual([]);
    expect(codes({ dice: "" })).toEqual([]);
    expect(codes({ dice: "two dice" })).toEqual(["dice:NotADiceExpression"]);
  });

  it("refuses data that is not an object, lists that are not lists", () => {
    expect(codes(null)).toEqual([":NotAnObject"]);
    expect(codes({ skills: "Pistol", roles: "a" })).toEqual(["skills:NotAList", "roles:NotAList"]);
  });

  it("gives details a lang entry can show: every problem code has an ACTION_ENGINE.Error message", () => {
    const problems = validate(sample, { count: "x", colour: 1, skills: 2, nested: 3, stray: 0 });
    const errors = en.ACTION_ENGINE.Error as Record<string, string>;
    for (const problem of problems) {
      expect(problemKey(problem)).toBe(`ACTION_ENGINE.Error.${problem.code}`);
      expect(errors[problem.code], problem.code).toBeTypeOf("string");
      expect(problem.details.name).toBe(problem.path);
    }
  });
});

describe("validateValue(schema, path, value): one sheet input", () => {
  it("checks a value typed for one field, nested and list fields included", () => {
    expect(validateValue(sample, "count", 4)).toEqual([]);
    expect(validateValue(sample, "count", 40).map((p) => p.code)).toEqual(["OutOfRange"]);
    expect(validateValue(sample, "nested.depth", 0).map((p) => p.path)).toEqual(["nested.depth"]);
    expect(validateValue(sample, "skills.3.bonus", 6).map((p) => p.code)).toEqual(["OutOfRange"]);
    expect(validateValue(sample, "nope", 1).map((p) => p.code)).toEqual(["UnknownField"]);
  });

  it("finds fields by path, list entries by index or *", () => {
    expect(fieldAt(sample, "hp.max")?.kind).toBe("number");
    expect(fieldAt(sample, "skills.*.name")?.kind).toBe("string");
    expect(fieldAt(sample, "skills.0.name")?.kind).toBe("string");
    expect(fieldAt(sample, "skills.name")).toBeUndefined();
    expect(fieldAt(sample, "count.more")).toBeUndefined();
  });
});

describe("normalise(schema, data)", () => {
  it("pulls numbers inside their bounds, rounds integers, and resets unknown choices", () => {
    const fixed = normalise(sample, {
      count: 99,
      weight: -4,
      step: 2.6,
      lethality: -9,
      colour: "green",
      roles: ["b", "z", "b"],
      skills: [{ name: "Pistol", bonus: -50 }, 7],
      stray: true,
    });
    expect(fixed).toMatchObject({
      count: 10,
      weight: 0,
      step: 3,
      lethality: -1,
      colour: "red",
      roles: ["b"],
      skills: [{ name: "Pistol", bonus: -5 }],
    });
    expect(fixed).not.toHaveProperty("stray");
  });

  it("reads numeric text as a number (form input), and anything else as the default", () => {
    expect(normalise(sample, { count: "7", weight: "heavy" })).toMatchObject({
      count: 7,
      weight: 0,
    });
  });

  const anyJson = fc.anything({
    withNullPrototype: false,
    withBoxedValues: false,
    withMap: false,
    withSet: false,
    withTypedArray: false,
    withDate: false,
    withBigInt: false,
    withSparseArray: false,
  });
  const candidate = fc.record(Object.fromEntries(Object.keys(sample).map((k) => [k, anyJson])), {
    requiredKeys: [],
  });

  it("always yields data the validator accepts", () => {
    fc.assert(
      fc.property(candidate, (data) => validate(sample, normalise(sample, data)).length === 0),
    );
  });

  it("is idempotent: normalising normalised data changes nothing", () => {
    fc.assert(
      fc.property(candidate, (data) => {
        const once = normalise(sample, data);
        expect(normalise(sample, once)).toEqual(once);
      }),
    );
  });
});

describe("paths read from a schema", () => {
  it("lists the rich-text fields for system.json's htmlFields", () => {
    expect(htmlPaths(sample)).toEqual(["notes"]);
  });

  it("lists the numbers Active Effects may change, leaving out values that move in play", () => {
    const paths = effectPaths(sample);
    expect(paths).toContain("system.count");
    expect(paths).toContain("system.hp.max");
    expect(paths).toContain("system.penetration");
    expect(paths).not.toContain("system.hp.value");
    expect(paths).not.toContain("system.nested.depth");
    expect(paths.some((p) => p.includes("skills"))).toBe(false);
  });
});

describe("a type's ruleset comes from its name", () => {
  it("reads the prefix: the actor type is the ruleset, item types are prefixed by it", () => {
    expect(rulesetOfType("okrpg")).toBe("okrpg");
    expect(rulesetOfType("mano-weapon")).toBe("mano");
    expect(rulesetOfType("occult-armor")).toBe("occult");
    expect(() => rulesetOfType("base")).toThrow(/base/);
  });

  it("fits items to actors of their own ruleset, and mano items to Action Rounds actors [I-7]", () => {
    expect(itemFitsActor("okrpg-weapon", "okrpg")).toBe(true);
    expect(itemFitsActor("mano-armor", "mano")).toBe(true);
    expect(itemFitsActor("mano-armor", "rounds")).toBe(true);
    expect(itemFitsActor("occult-weapon", "okrpg")).toBe(false);
    expect(itemFitsActor("action-stance", "rounds")).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { TABLE_LIMIT } from "../../src/rules/errors";
import { parseDice } from "../../src/rules/occult/dice-expression";
import {
  choice,
  decimal,
  defaults,
  effectPaths,
  effectRepairs,
  fieldEntries,
  fieldAt,
  flag,
  html,
  htmlPaths,
  integer,
  itemFitsActor,
  json,
  labelOf,
  limitedBy,
  list,
  normalise,
  numberChoice,
  object,
  optionalInteger,
  optionalRank,
  problemKey,
  rank,
  rulesetOfType,
  siblingLimit,
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

describe("stored data read back field by field (what a document keeps is never trusted)", () => {
  const stored = {
    hp: integer({ min: 0, state: true, atMost: "max" }),
    max: integer({ min: 0, initial: 10 }),
    bonus: optionalInteger({ min: -3, max: 3 }),
    step: rank({ initial: 4 }),
    size: numberChoice({ 1: "S.one", 2: "S.two", 4: "S.four" }, { initial: 2 }),
    kind: choice(["melee", "ranged"] as const, { labelPrefix: "K" }),
    dice: text({ initial: "1d6", check: parseDice }),
    name: text({ initial: "Anon" }),
    notes: html(),
    on: flag({ initial: true }),
    engine: json({ initial: { round: 1 } }),
    cache: json(),
    inner: object({ depth: integer({ min: 1, max: 9, initial: 1 }) }),
  } satisfies Schema;

  it("a json field holds an object or null, starts as its own copy of the default", () => {
    const fresh = defaults(stored);
    expect(fresh.engine).toEqual({ round: 1 });
    expect(fresh.engine).not.toBe(stored.engine.initial);
    expect(fresh.cache).toBeNull();
    expect(validate(stored, { engine: null, cache: { any: [1] } })).toEqual([]);
    expect(validate(stored, { engine: [1] })).toEqual([
      { path: "engine", code: "NotAnObject", details: { name: "engine", value: "[1]" } },
    ]);
    expect(normalise(stored, { engine: "x", cache: { a: 1 } })).toMatchObject({
      engine: { round: 1 },
      cache: { a: 1 },
    });
    expect(normalise(stored, { engine: null }).engine).toBeNull();
  });

  it("a number refused names its field and only the bounds the field set", () => {
    expect(validate(stored, { max: -1, bonus: 4, size: 3, step: 1.5 })).toEqual([
      {
        path: "max",
        code: "TooLow",
        details: { name: "max", value: "-1", min: "0", max: "10000000" },
      },
      {
        path: "bonus",
        code: "OutOfRange",
        details: { name: "bonus", value: "4", min: "-3", max: "3" },
      },
      { path: "step", code: "NotInteger", details: { name: "step", value: "1.5" } },
      {
        path: "size",
        code: "UnknownChoice",
        details: { name: "size", value: "3", choices: "1, 2, 4" },
      },
    ]);
    expect(validate(stored, { bonus: null, max: 1e7 })).toEqual([]);
    expect(validate(stored, { max: null }).map((p) => p.code)).toEqual(["NotANumber"]);
  });

  it("a value above the sibling it may not exceed is refused, and normalised down to it", () => {
    expect(validate(stored, { hp: 12, max: 10 })).toEqual([
      { path: "hp", code: "TooHigh", details: { name: "hp", max: 10, value: "12" } },
    ]);
    expect(validate(stored, { hp: 10, max: 10 })).toEqual([]);
    // with no maximum stored, the maximum's default is the limit
    expect(validate(stored, { hp: 11 }).map((p) => p.path)).toEqual(["hp"]);
    expect(normalise(stored, { hp: 12, max: 10 })).toMatchObject({ hp: 10, max: 10 });
    expect(normalise(stored, { hp: 10, max: 10 })).toMatchObject({ hp: 10 });
    expect(limitedBy(stored, "max")).toEqual(["hp"]);
    expect(limitedBy(stored, "hp")).toEqual([]);
  });

  it("normalising: null kept where allowed, text read as a number, a choice off the list reset", () => {
    expect(normalise(stored, { bonus: null, max: " 7 ", size: 3, step: "x" })).toMatchObject({
      bonus: null,
      max: 7,
      size: 2,
      step: 4,
    });
    expect(normalise(stored, { max: null, size: 4, bonus: 9 })).toMatchObject({
      max: 10,
      size: 4,
      bonus: 3,
    });
    expect(normalise(stored, { max: "", bonus: Infinity })).toMatchObject({ max: 10, bonus: null });
  });

  it("normalising text, rich text and flags: the wrong kind or a refused formula is the default", () => {
    expect(
      normalise(stored, { kind: 3, dice: "fireball", name: 5, notes: 7, on: "no" }),
    ).toMatchObject({ kind: "melee", dice: "1d6", name: "Anon", notes: "", on: true });
    expect(
      normalise(stored, {
        kind: "ranged",
        dice: "2d4+1",
        name: "Vic",
        notes: "<p>x</p>",
        on: false,
      }),
    ).toMatchObject({ kind: "ranged", dice: "2d4+1", name: "Vic", notes: "<p>x</p>", on: false });
    expect(normalise(stored, { inner: "deep" }).inner).toEqual({ depth: 1 });
  });

  it("the builders: a number bounded as the rules bound it, a choice of numbers, empty JSON", () => {
    expect(integer()).toEqual({
      kind: "number",
      nullable: false,
      integer: true,
      state: false,
      min: -TABLE_LIMIT,
      max: TABLE_LIMIT,
      initial: 0,
    });
    expect(numberChoice({ 1: "S.one", 3: "S.three" }, { initial: 1 })).toEqual({
      kind: "number",
      nullable: false,
      integer: true,
      state: false,
      min: 1,
      max: 3,
      choices: [1, 3],
      choiceLabels: { "1": "S.one", "3": "S.three" },
      initial: 1,
    });
    expect(json()).toEqual({ kind: "json", initial: null });
    const roles = tags(["a", "b"] as const, { labelPrefix: "R", initial: ["a"] });
    expect(defaults({ roles }).roles).toEqual(["a"]);
    expect(defaults({ roles }).roles).not.toBe(roles.initial);
  });

  it("what each malformed value is refused with, by path", () => {
    expect(validate(stored, "x")).toEqual([
      { path: "", code: "NotAnObject", details: { name: "system", value: '"x"' } },
    ]);
    expect(validateValue(stored, "nope.deep", 1)).toEqual([
      { path: "nope.deep", code: "UnknownField", details: { name: "nope.deep" } },
    ]);
    const withList = {
      skills: list({ bonus: integer() }),
      roles: tags(["a"], { labelPrefix: "R" }),
    };
    expect(validate(withList, { skills: 3, roles: ["a", "z"] })).toEqual([
      { path: "skills", code: "NotAList", details: { name: "skills", value: "3" } },
      {
        path: "roles.1",
        code: "UnknownChoice",
        details: { name: "roles.1", value: '"z"', choices: "a" },
      },
    ]);
    // a blank formula is no formula yet: its parser is not asked
    expect(validate(stored, { dice: "   " })).toEqual([]);
    // a sibling limit that is no number limits nothing (the sibling is refused itself)
    expect(validate(stored, { hp: 5, max: "x" }).map((p) => p.path)).toEqual(["max"]);
    expect(siblingLimit(stored, "nope", {})).toBeNull();
    expect(siblingLimit(stored, "hp", { max: 4 })).toEqual({ sibling: "max", max: 4 });
    expect(() => rulesetOfType("dnd-weapon")).toThrow(/^type must be one of okrpg, occult/);
  });

  it("a text check that fails with anything but a rules error is a fault, never a problem", () => {
    const broken = {
      code: text({
        check: () => {
          throw new TypeError("the parser broke");
        },
      }),
    };
    expect(() => validate(broken, { code: "x" })).toThrow("the parser broke");
  });

  it("the fields of a list's entries are listed under path.*, of an object under its path", () => {
    const withList = { skills: list({ bonus: integer() }), inner: object({ depth: integer() }) };
    expect(fieldEntries(withList).map((e) => e.path)).toEqual([
      "skills",
      "skills.*.bonus",
      "inner",
      "inner.depth",
    ]);
    expect(fieldAt(withList, "inner.depth")).toBe(withList.inner.fields.depth);
  });

  it("a field's label: its own, or ACTION_ENGINE.Field.<name>", () => {
    expect(labelOf("hp", stored.hp)).toBe("ACTION_ENGINE.Field.hp");
    expect(labelOf("x", flag({ label: "L.x" }))).toBe("L.x");
  });

  it("lists are read entry by entry: an entry's path is its index or *, nothing else", () => {
    const withList = { skills: list({ bonus: integer({ max: 5 }) }) } satisfies Schema;
    expect(fieldAt(withList, "skills.0.bonus")).toBe(withList.skills.element.bonus);
    expect(fieldAt(withList, "skills.12.bonus")).toBe(withList.skills.element.bonus);
    expect(fieldAt(withList, "skills.*.bonus")).toBe(withList.skills.element.bonus);
    for (const path of ["skills.x.bonus", "skills.1x.bonus", "skills.x1.bonus", "skills.**.bonus"])
      expect(fieldAt(withList, path), path).toBeUndefined();
    expect(fieldAt(withList, "skills.0.bonus.deeper")).toBeUndefined();
    expect(validateValue(withList, "skills.3.bonus", 6)).toEqual([
      {
        path: "skills.3.bonus",
        code: "TooHigh",
        details: { name: "skills.3.bonus", value: "6", min: "-10000000", max: "5" },
      },
    ]);
  });

  it("Active Effects: a changed number the schema refuses goes back to what is stored, or its default", () => {
    const prepared = { max: Number.NaN, step: 4, size: 4, inner: { depth: 12 }, bonus: 2 };
    expect(effectRepairs(stored, prepared, { max: 8, step: 4, inner: { depth: 0 } })).toEqual([
      { field: "system.max", value: 8 },
      { field: "system.inner.depth", value: 1 },
    ]);
    // a group of fields lost after effects: the stored value inside it, valid, goes back
    expect(
      effectRepairs(
        stored,
        { max: 8, step: 4, size: 1, bonus: null, inner: null },
        { inner: { depth: 3 } },
      ),
    ).toEqual([{ field: "system.inner.depth", value: 3 }]);
  });
});

import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import {
  checkById,
  checkUnavailable,
  checksFor,
  type CheckDefinition,
} from "../../../src/rules/checks";
import { dialogValues, manoActor, roundsActor } from "./mano-actors";

/** The English a lang key stands for ("" when it names no string). */
const textOf = (key: string): string => {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return typeof found === "string" ? found : "";
};

/** The English string at a dotted lang key, or undefined. */
function english(key: string): unknown {
  return key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], en);
}

/** Every lang key a check shows: button, fields, choices, and its default plan's odds, lines and outcomes. */
function keysOf(check: CheckDefinition, actor: ReturnType<typeof manoActor>): string[] {
  const fields = check.fields(actor);
  const values = dialogValues(check, actor);
  const plan = check.plan(actor, values);
  const rolls = plan.dice.kind === "none" ? [[]] : [[1], [11], [20]];
  const outcomes = rolls.map((faces) => check.outcome(actor, values, faces));
  return [
    ...outcomes.flatMap((o) => [o.result, ...o.lines.map((line) => line.label)]),
    check.label,
    check.hint,
    ...fields.flatMap((f) => [
      f.label,
      f.hint ?? f.label,
      ...(f.choices ?? []).map((c) => c.label),
    ]),
    ...plan.odds.map((band) => band.label),
    ...plan.lines.map((line) => line.label),
  ];
}

/** A character every check can be planned for: wounded, a flier, a climber. */
const ready = { damage: 5, airspeed: 10, posture: "standing" as const };

describe("the Mano a Mano checks (RULES 5) and Action Rounds' borrowed ones [I-7]", () => {
  const ids = [
    "stealth",
    "mutualStalking",
    "offBalance",
    "jump",
    "climb",
    "fall",
    "swim",
    "fly",
    "stayMounted",
    "handleMount",
    "healing",
  ];

  it("both rulesets list the same checks in the sheet's order, each under its own ruleset", () => {
    expect(checksFor("mano").map((c) => c.id)).toEqual(ids);
    expect(checksFor("rounds").map((c) => c.id)).toEqual(ids);
    expect(checksFor("rounds").every((c) => c.ruleset === "rounds")).toBe(true);
    expect(checkById("rounds", "stealth").label).toBe("ACTION_ENGINE.Check.rounds.stealth.label");
  });

  it.each([
    ["mano", manoActor(ready)],
    ["rounds", roundsActor(ready)],
  ] as const)("every %s string is in lang/en.json", (ruleset, actor) => {
    const missing = checksFor(ruleset)
      .flatMap((check) => keysOf(check, actor))
      .filter((key) => typeof english(key) !== "string");
    expect(missing).toEqual([]);
  });

  it("the refusals are in lang/en.json too", () => {
    const refusals = [
      manoActor({ damage: 14 }),
      manoActor({ posture: "ground" }),
      manoActor({ airspeed: 10 }, [
        { id: "p", name: "Pack", type: "mano-gear", system: { weight: 10, quantity: 1 } },
      ]),
      manoActor(),
    ].flatMap((actor) => checksFor("mano").map((check) => checkUnavailable(check, actor)));
    const keys = [...new Set(refusals.filter((key): key is string => key !== null))];
    expect(keys).toHaveLength(5);
    expect(keys.filter((key) => typeof english(key) !== "string")).toEqual([]);
  });

  it.each(ids)("%s: the default plan's bands are exclusive and add up to 1", (id) => {
    const actor = roundsActor(ready);
    const check = checkById("rounds", id);
    const plan = check.plan(actor, dialogValues(check, actor));
    const labels = plan.odds.map((band) => band.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(plan.odds.reduce((sum, band) => sum + band.chance, 0)).toBe(1);
  });

  it.each([
    ["a new character", manoActor()],
    ["a wounded flier", manoActor(ready)],
  ])("for %s every field starts within its own limits and choices", (_who, actor) => {
    expect(checksFor("mano").length).toBeGreaterThan(0);
    for (const check of checksFor("mano")) {
      for (const field of check.fields(actor)) {
        if (field.kind === "number") {
          expect(field.default).toBeGreaterThanOrEqual(field.min ?? -Infinity);
          expect(field.default).toBeLessThanOrEqual(field.max ?? Infinity);
          // the limits are said next to the field, in words of lang/en.json
          expect(textOf(field.hint ?? ""), `${check.id}.${field.id}`).toMatch(/\S/);
        }
        if (field.kind === "choice")
          expect(field.choices?.map((c) => c.value)).toContain(field.default);
      }
      // the defaults make a plan whose bands add up
      const odds = check.plan(actor, dialogValues(check, actor)).odds;
      expect(odds.reduce((sum, band) => sum + band.chance, 0)).toBeCloseTo(1, 12);
    }
  });

  it("each field says what it is: a number, a choice or a yes-or-no box", () => {
    const kinds = (id: string) =>
      checkById("mano", id)
        .fields(manoActor(ready))
        .map((f) => f.kind);
    expect(kinds("climb")).toEqual(["choice", "number"]);
    expect(kinds("handleMount")).toEqual(["boolean", "boolean", "number"]);
    expect(kinds("stealth")).toEqual(["number", "number"]);
  });

  it("an Action Rounds character reads the same sheet: healing heals its damage", () => {
    const check = checkById("rounds", "healing");
    const actor = roundsActor({ damage: 5 });
    const values = dialogValues(check, actor);
    expect(check.outcome(actor, values, [11]).paths).toEqual(["system.damage"]);
    expect(check.apply(values, [11], { "system.damage": 5 })).toEqual({ "system.damage": 2 });
  });
});

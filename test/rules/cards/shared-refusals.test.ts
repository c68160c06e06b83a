import { describe, expect, it } from "vitest";
import {
  anyApplied,
  applyToTarget,
  changes,
  clamp,
  currentNumber,
  findTarget,
  itemPath,
  markGone,
  markMissing,
  requireCardActor,
  requireIntegerList,
  requireNotApplied,
  requirePatch,
  requireTargets,
  splitPatch,
  undoOnTarget,
  type AppliedRecord,
  type CardTarget,
} from "../../../src/rules/cards/shared";

/*
 * What every attack card shares, checked as a stored card or an adapter may hand it over: each
 * refusal names what it refuses, and what passes is kept as it was.
 */

const tess: CardTarget = { id: "t", name: "Tess", actorUuid: "Actor.t" };
const ursa: CardTarget = { id: "u", name: "Ursa", actorUuid: null };
const card = (targets: CardTarget[] = [tess]) => ({ targets });
const record = (r: AppliedRecord) => () => r;

describe("document values as the adapter hands them over", () => {
  it("numbers, text, true/false and null pass; anything else is refused with its path", () => {
    const values = { "system.hp": 3, "system.state": "up", "system.prone": true, "system.x": null };
    expect(requirePatch("current", values)).toBe(values);
    expect(() => requirePatch("current", null as never)).toThrow(
      "current must be a group of fields, got null.",
    );
    expect(() => requirePatch("current", { "system.hp": Infinity })).toThrow(
      "current system.hp must be a finite number, got Infinity.",
    );
    expect(() => requirePatch("current", { "system.hp": {} } as never)).toThrow(
      "current system.hp must be a number, got {}.",
    );
    expect(() => requirePatch(5 as never, {})).toThrow("patch name must be text, got 5.");
  });

  it("a current number is whole and at least its lowest value", () => {
    expect(currentNumber({ "system.hp": 3 }, "system.hp")).toBe(3);
    expect(() => currentNumber({ "system.hp": -1 }, "system.hp")).toThrow(
      "current system.hp must be at least 0, got -1.",
    );
    expect(() => currentNumber({ "system.hp": 0 }, "system.hp", 1)).toThrow(
      "current system.hp must be at least 1, got 0.",
    );
    expect(() => currentNumber({ "system.hp": 3 }, "system.hp", 1.5)).toThrow(
      "lowest value must be a whole number, got 1.5.",
    );
    expect(() => currentNumber(null as never, "system.hp")).toThrow(
      "current must be a group of fields, got null.",
    );
  });

  it("a number is kept within its field's limits: 5 within 1..3 is 3, 0 is 1, no limits keep it", () => {
    expect(clamp(5, { min: 1, max: 3 })).toBe(3);
    expect(clamp(0, { min: 1, max: 3 })).toBe(1);
    expect(clamp(2)).toBe(2);
    expect(() => clamp(Number.NaN)).toThrow("value must be a finite number, got NaN.");
    expect(() => clamp(1, null as never)).toThrow("limits must be a group of fields, got null.");
    expect(() => clamp(1, { min: Number.NaN })).toThrow(
      "lowest value must be a finite number, got NaN.",
    );
    expect(() => clamp(1, { max: Infinity })).toThrow(
      "highest value must be a finite number, got Infinity.",
    );
  });

  it("a list of faces is whole numbers within bounds, named by place, and copied", () => {
    const faces = [1, 2];
    expect(requireIntegerList("faces", faces)).toEqual([1, 2]);
    expect(requireIntegerList("faces", faces)).not.toBe(faces);
    expect(() => requireIntegerList("faces", [1, 7], { min: 1, max: 6 })).toThrow(
      "faces #2 must be between 1 and 6, got 7.",
    );
    expect(() => requireIntegerList("faces", "16")).toThrow(
      'faces "16" is not allowed: expected a list of numbers.',
    );
    expect(() => requireIntegerList(5 as never, [1])).toThrow("list name must be text, got 5.");
    expect(() => requireIntegerList("faces", [1], null as never)).toThrow(
      "bounds must be a group of fields, got null.",
    );
    expect(() => requireIntegerList("faces", [1], { min: Number.NaN })).toThrow(
      "lowest value must be a finite number, got NaN.",
    );
    expect(() => requireIntegerList("faces", [1], { max: Infinity })).toThrow(
      "highest value must be a finite number, got Infinity.",
    );
  });
});

describe("characters and targets named on a card", () => {
  it("a character has a name and, where known, document ids as text", () => {
    const jack = { name: "Jack", actorUuid: null, tokenUuid: null };
    expect(requireCardActor("attacker", jack)).toBe(jack);
    const placed = { name: "Jack", actorUuid: "Actor.j", tokenUuid: "Token.j" };
    expect(requireCardActor("attacker", placed)).toBe(placed);
    expect(() => requireCardActor("attacker", null as never)).toThrow(
      "attacker null is not allowed: expected a character.",
    );
    expect(() => requireCardActor("attacker", "Jack" as never)).toThrow(
      'attacker "Jack" is not allowed: expected a character.',
    );
    expect(() => requireCardActor("attacker", { ...jack, name: 5 } as never)).toThrow(
      "attacker name 5 is not allowed: expected text.",
    );
    expect(() => requireCardActor("attacker", { ...jack, actorUuid: 5 } as never)).toThrow(
      "attacker actor uuid 5 is not allowed: expected text or null.",
    );
    expect(() => requireCardActor("attacker", { ...jack, tokenUuid: 5 } as never)).toThrow(
      "attacker token uuid 5 is not allowed: expected text or null.",
    );
    expect(() => requireCardActor(5 as never, jack)).toThrow("what must be text, got 5.");
  });

  it("a list of targets: from the least asked to 1000, each a character with its own id", () => {
    expect(requireTargets([tess, ursa])).toEqual([tess, ursa]);
    expect(() => requireTargets("Tess" as never)).toThrow(
      'targets "Tess" is not allowed: expected a list.',
    );
    expect(() => requireTargets([], 1)).toThrow(
      "number of targets must be between 1 and 1000, got 0.",
    );
    const many = Array.from({ length: 1001 }, (_, i) => ({ ...tess, id: `t${i}` }));
    expect(() => requireTargets(many)).toThrow(
      "number of targets must be between 0 and 1000, got 1001.",
    );
    expect(() => requireTargets([], -1)).toThrow(
      "least number of targets must be at least 0, got -1.",
    );
    expect(() => requireTargets([tess, null as never])).toThrow(
      "target #2 null is not allowed: expected a character.",
    );
    expect(() => requireTargets([{ ...tess, id: 5 as never }])).toThrow(
      "target: no combatant or entry with id 5.",
    );
    expect(() => requireTargets([tess, { ...ursa, id: "t" }])).toThrow(
      'listing target "t" twice is not allowed: each target appears once.',
    );
  });

  it("a target is found by its id, in a list", () => {
    expect(findTarget([tess, ursa], "u")).toBe(ursa);
    expect(() => findTarget(null as never, "t")).toThrow("targets must be a list, got null.");
    expect(() => findTarget([tess], 5 as never)).toThrow("target id must be text, got 5.");
  });

  it("an item's field path needs an item id with no dot, and a path", () => {
    expect(() => itemPath("vest", 5 as never)).toThrow("field path must be text, got 5.");
    expect(() => itemPath(5 as never, "system.hp.value")).toThrow(
      "item: no combatant or entry with id 5.",
    );
    expect(() => itemPath("", "system.hp.value")).toThrow(
      'item: no combatant or entry with id "".',
    );
  });
});

describe("Apply and Undo on one target of several", () => {
  it("only the target named is marked gone, and back again it is as it was", () => {
    const gone = markMissing(card([tess, ursa]), "t");
    expect(gone.targets).toEqual([{ ...tess, missing: true }, ursa]);
    expect(markMissing(gone, "t", false).targets).toEqual([tess, ursa]);
    expect(() => markMissing(card(), "t", "yes" as never)).toThrow(
      'missing must be true or false, got "yes".',
    );
    expect(() => markGone(card(), null as never)).toThrow(
      "gone target ids must be a list, got null.",
    );
  });

  it("whether anything is applied: to one target of two is enough", () => {
    const once = applyToTarget(
      card([tess, ursa]),
      "u",
      record({ before: { a: 1 }, after: { a: 2 } }),
    );
    expect(anyApplied(card([tess, ursa]).targets)).toBe(false);
    expect(anyApplied(once.card.targets)).toBe(true);
    expect(anyApplied([])).toBe(false);
    expect(() => anyApplied(null as never)).toThrow("targets must be a list, got null.");
    expect(() => requireNotApplied(once.card.targets, "respending")).toThrow(
      "respending is not allowed: it is applied to Ursa; undo that first.",
    );
    expect(() => requireNotApplied(null as never, "respending")).toThrow(
      "targets must be a list, got null.",
    );
    expect(() => requireNotApplied([], 5 as never)).toThrow("what must be text, got 5.");
    expect(() =>
      applyToTarget(markMissing(card(), "t"), "t", record({ before: {}, after: {} })),
    ).toThrow("applying the result to Tess is not allowed: the actor no longer exists.");
  });

  it("Undo gives the target back as it was before Apply", () => {
    const once = applyToTarget(card(), "t", record({ before: { a: 3 }, after: { a: 1 } }));
    expect(undoOnTarget(once.card, "t", { a: 1 }).card).toEqual(card());
    expect(() => undoOnTarget(once.card, "t", null as never)).toThrow(
      "current must be a group of fields, got null.",
    );
    expect(() => undoOnTarget(once.card, "t", { a: 1 }, null as never)).toThrow(
      "field limits must be a group of fields, got null.",
    );
    expect(() => undoOnTarget(once.card, "t", { a: 1.5 })).toThrow(
      "current a must be a whole number, got 1.5.",
    );
  });

  it("a value stored as null (full) comes back as null while nothing changed since, else as a number", () => {
    const full = applyToTarget(
      card(),
      "t",
      record({ before: { hp: 3 }, after: { hp: 2 }, stored: { hp: null } }),
    ).card;
    expect(undoOnTarget(full, "t", { hp: 2 }).patch).toEqual({ hp: null });
    expect(undoOnTarget(full, "t", { hp: 1 }).patch).toEqual({ hp: 2 });
  });

  it("a field that is no number on either side, or now, returns only while it holds this card's value", () => {
    const upToZero = applyToTarget(
      card(),
      "t",
      record({ before: { s: "up" }, after: { s: 0 } }),
    ).card;
    expect(undoOnTarget(upToZero, "t", { s: 0 }).patch).toEqual({ s: "up" });
    const threeToDown = applyToTarget(
      card(),
      "t",
      record({ before: { s: 3 }, after: { s: "down" } }),
    ).card;
    expect(undoOnTarget(threeToDown, "t", { s: "down" }).patch).toEqual({ s: 3 });
    expect(undoOnTarget(threeToDown, "t", { s: 5 }).patch).toBeNull();
    const oneToTwo = applyToTarget(card(), "t", record({ before: { s: 1 }, after: { s: 2 } })).card;
    expect(undoOnTarget(oneToTwo, "t", { s: "out" }).patch).toBeNull();
  });

  it("the entries that differ, checked on both sides; a patch split by item", () => {
    expect(() => changes(null as never, {})).toThrow("before must be a group of fields, got null.");
    expect(() => changes({}, null as never)).toThrow("after must be a group of fields, got null.");
    expect(splitPatch(null)).toEqual({ patch: null, items: {} });
    expect(() => splitPatch(5 as never)).toThrow("patch must be a group of fields, got 5.");
  });
});

import { describe, expect, it } from "vitest";
import {
  applyToTarget,
  changes,
  itemPath,
  markGone,
  markMissing,
  requireNotApplied,
  requireTargets,
  splitPatch,
  undoOnTarget,
  type CardTarget,
} from "../../../src/rules/cards/shared";

// A bare card: what every ruleset's card has in common.
const card = (targets: CardTarget[] = [{ id: "t", name: "Tess", actorUuid: "Actor.t" }]) => ({
  targets,
});
const hit =
  (before: Record<string, number | string>, after: Record<string, number | string>) => () => ({
    before,
    after,
  });

describe("Apply writes once and records what it wrote", () => {
  it("returns only the fields that change, and nothing on a second Apply", () => {
    const once = applyToTarget(
      card(),
      "t",
      hit({ "system.a": 3, "system.b": 1 }, { "system.a": 5, "system.b": 1 }),
    );
    expect(once.patch).toEqual({ "system.a": 5 });
    expect(once.card.targets[0].applied).toEqual({
      before: { "system.a": 3, "system.b": 1 },
      after: { "system.a": 5, "system.b": 1 },
    });
    const twice = applyToTarget(once.card, "t", hit({ "system.a": 5 }, { "system.a": 7 }));
    expect(twice).toEqual({ card: once.card, patch: null, items: {} });
  });

  it("hands embedded items' changes over separately, by item id", () => {
    const path = itemPath("vest", "system.hp.value");
    expect(path).toBe("items.vest.system.hp.value");
    expect(splitPatch({ [path]: 4, "system.hp.value": 9 })).toEqual({
      patch: { "system.hp.value": 9 },
      items: { vest: { "system.hp.value": 4 } },
    });
    expect(() => itemPath("a.b", "system.x")).toThrow(/item: no combatant or entry with id "a.b"/);
  });

  it("a result applied to an actor since deleted counts as undone: the card is free to change again", () => {
    const once = applyToTarget(card(), "t", hit({ "system.a": 3 }, { "system.a": 5 })).card;
    expect(() => requireNotApplied(once.targets, "respending")).toThrow(/undo that first/);
    const gone = markGone(once, ["t"]);
    expect(gone.targets[0]).toEqual({
      id: "t",
      name: "Tess",
      actorUuid: "Actor.t",
      missing: true,
      goneUndone: true,
    });
    expect(() => requireNotApplied(gone.targets, "respending")).not.toThrow();
    // a target gone before anything was applied has no share to count
    expect(markGone(card(), ["t"]).targets[0].goneUndone).toBeUndefined();
    expect(markGone(gone, ["t"])).toBe(gone);
  });

  it("refuses a target whose actor is gone, and an unknown target", () => {
    expect(() => applyToTarget(markMissing(card(), "t"), "t", hit({}, {}))).toThrow(
      /the actor no longer exists/,
    );
    expect(() => applyToTarget(card(), "x", hit({}, {}))).toThrow(
      /target: no combatant or entry with id "x"/,
    );
  });
});

describe("Undo takes back exactly this card's share", () => {
  const applied = () =>
    applyToTarget(
      card(),
      "t",
      hit({ "system.hp": 10, "system.state": "up" }, { "system.hp": 4, "system.state": "down" }),
    ).card;

  it("with nothing in between, every field returns to its recorded before-value", () => {
    const back = undoOnTarget(applied(), "t", { "system.hp": 4, "system.state": "down" });
    expect(back.patch).toEqual({ "system.hp": 10, "system.state": "up" });
    expect(back.card.targets[0].applied).toBeUndefined();
  });

  it("after other damage, a number moves back by this card's amount and a changed state is left alone", () => {
    const back = undoOnTarget(applied(), "t", { "system.hp": 1, "system.state": "out" });
    expect(back.patch).toEqual({ "system.hp": 7 });
  });

  it("stays within the field's limits", () => {
    const back = undoOnTarget(
      applied(),
      "t",
      { "system.hp": 9, "system.state": "down" },
      { "system.hp": { max: 12 } },
    );
    expect(back.patch).toEqual({ "system.hp": 12, "system.state": "up" });
  });

  it("does nothing when nothing is applied", () => {
    expect(undoOnTarget(card(), "t", {})).toEqual({ card: card(), patch: null, items: {} });
  });
});

describe("targets on a card", () => {
  it("each target appears once, with an id", () => {
    expect(() =>
      requireTargets([
        { id: "a", name: "A", actorUuid: null },
        { id: "a", name: "B", actorUuid: null },
      ]),
    ).toThrow(/listing target "a" twice is not allowed/);
    expect(() => requireTargets([{ id: "", name: "A", actorUuid: null }])).toThrow(
      /target: no combatant or entry with id ""/,
    );
  });

  it("the entries that differ between two sets of values", () => {
    expect(changes({ a: 1, b: "x" }, { a: 1, b: "y" })).toEqual({ b: "y" });
    expect(changes({ a: 1 }, { a: 1 })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  applyCheck,
  checkApplyBlocked,
  makeCheckCard,
  undoCheck,
  type CheckCard,
} from "../../../src/rules/checks/card";
import { readCard } from "../../../src/rules/cards/read-card";
import type { CheckActor } from "../../../src/rules/checks/types";

const held: CheckActor = {
  name: "Mei Lin",
  type: "okrpg",
  system: {
    roles: { attack: { step: 4 }, handToHand: { step: 2 } },
    impairment: 0,
    knockedDown: true,
    grabbed: 4,
  },
  items: [],
};
const who = { name: "Mei Lin", actorUuid: "Actor.mei" };
const values = { role: "attack", grabPower: 4, defence: 2, modifier: 0 };

describe("a check card: Apply and Undo on the character who took it", () => {
  // RULES 1.4: 4 + 1 = 5 successes, 3 over an Average defence: power 5 beats the Good grab
  const freed = makeCheckCard("okrpg", "escapeGrab", held, who, values, [1, 0, 0, 0]);

  it("keeps the check, the values, the faces, the plan and the outcome", () => {
    expect(freed).toMatchObject({ kind: "check", check: "escapeGrab", faces: [1, 0, 0, 0] });
    expect(freed.outcome.result).toBe("ACTION_ENGINE.Check.okrpg.escapeGrab.escapes");
    expect(freed.targets).toEqual([{ id: "character", name: "Mei Lin", actorUuid: "Actor.mei" }]);
  });

  it("Apply writes the outcome's fields once; a second Apply writes nothing", () => {
    const first = applyCheck(freed, { "system.grabbed": 4 });
    expect(first.patch).toEqual({ "system.grabbed": null });
    expect(first.card.targets[0].applied).toEqual({
      before: { "system.grabbed": 4 },
      after: { "system.grabbed": null },
    });
    const again = applyCheck(first.card, { "system.grabbed": null });
    expect(again.patch).toBeNull();
  });

  it("Undo puts the grab back while nothing else changed it, and only then", () => {
    const applied = applyCheck(freed, { "system.grabbed": 4 }).card;
    expect(undoCheck(applied, { "system.grabbed": null }).patch).toEqual({ "system.grabbed": 4 });
    // grabbed again meanwhile (power 6): Undo leaves the new grab alone
    const regrabbed = undoCheck(applied, { "system.grabbed": 6 });
    expect(regrabbed.patch).toBeNull();
    expect(regrabbed.card.targets[0].applied).toBeUndefined();
  });

  it("a result that changes nothing offers no Apply, and refuses one", () => {
    const held4 = makeCheckCard("okrpg", "escapeGrab", held, who, values, [0, 0, 0, 0]);
    expect(checkApplyBlocked(held4)).toBe("ACTION_ENGINE.Card.Check.ChangesNothing");
    expect(() => applyCheck(held4, { "system.grabbed": 4 })).toThrow(/changes nothing/);
  });

  it("refuses a check the character cannot take now, bad values and impossible faces", () => {
    const free = { ...held, system: { ...held.system, grabbed: null } };
    expect(() => makeCheckCard("okrpg", "escapeGrab", free, who, values, [0, 0, 0, 0])).toThrow(
      /cannot take it now/,
    );
    expect(() =>
      makeCheckCard("okrpg", "escapeGrab", held, who, { ...values, defence: "x" }, [0, 0, 0, 0]),
    ).toThrow(/must be a number/);
    expect(() => makeCheckCard("okrpg", "escapeGrab", held, who, values, [2, 0, 0, 0])).toThrow(
      /between -1 and 1/,
    );
    expect(() => makeCheckCard("okrpg", "nap", held, who, values, [])).toThrow(/nap/);
  });
});

describe("a stored check card is read back, or found damaged", () => {
  const card = makeCheckCard(
    "okrpg",
    "getUp",
    held,
    who,
    { role: "quickness", modifier: 0 },
    [0, 0, 0, 0],
  );
  const stored = (change: (c: Record<string, unknown>) => void) => {
    const copy = JSON.parse(JSON.stringify(card)) as Record<string, unknown>;
    change(copy);
    return readCard(copy);
  };

  it("a card as made reads as valid, applied or not", () => {
    expect(readCard(JSON.parse(JSON.stringify(card)))).toMatchObject({ ok: true });
    const applied = applyCheck(card, { "system.knockedDown": true }).card;
    expect(readCard(JSON.parse(JSON.stringify(applied)))).toMatchObject({ ok: true });
  });

  it.each([
    ["an unknown check", (c: Record<string, unknown>) => (c.check = "nap")],
    [
      "odds that do not add up",
      (c: Record<string, unknown>) =>
        (((c.plan as CheckCard["plan"]).odds[0] as { chance: number }).chance = 0.5),
    ],
    ["a fifth Fudge die", (c: Record<string, unknown>) => (c.faces = [0, 0, 0, 0, 1])],
    [
      "a result the plan never had",
      (c: Record<string, unknown>) =>
        ((c.outcome as { result: string }).result = "ACTION_ENGINE.Check.okrpg.getUp.flies"),
    ],
    [
      "a path outside the character's data",
      (c: Record<string, unknown>) => ((c.outcome as { paths: string[] }).paths = ["name"]),
    ],
    [
      "a second character",
      (c: Record<string, unknown>) =>
        (c.targets as unknown[]).push({ id: "other", name: "X", actorUuid: null }),
    ],
    [
      "an Apply that wrote another field",
      (c: Record<string, unknown>) =>
        ((c.targets as Record<string, unknown>[])[0].applied = {
          before: { "system.wounds.lethal": 0 },
          after: { "system.wounds.lethal": 9 },
        }),
    ],
  ])("refuses %s", (_what, change) => {
    expect(stored(change)).toMatchObject({ ok: false });
  });
});

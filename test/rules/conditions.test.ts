import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import {
  CONDITIONS,
  DEFEATED_CONDITION,
  activeConditions,
  conditionToggle,
} from "../../src/rules/conditions";
import { woundsCondition } from "../../src/rules/okrpg";
import { RULESET_IDS } from "../../src/rules/rulesets";

const lookup = (key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe("each ruleset's conditions", () => {
  it.each(RULESET_IDS)("%s: unique ids, a label in en.json, an icon file in assets/", (ruleset) => {
    const ids = CONDITIONS[ruleset].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CONDITIONS[ruleset]) {
      expect(typeof lookup(c.label), c.label).toBe("string");
      expect(existsSync(c.img.replace(/^systems\/action-engine\//, "")), c.img).toBe(true);
    }
    expect(ids).toContain(DEFEATED_CONDITION[ruleset]);
  });
});

describe("OK RPG (RULES 1.6: impaired from 5, Down from 7, Out from 10, dying at 10 lethal)", () => {
  const facts = (nonlethal: number, lethal: number) => {
    const condition = woundsCondition({ nonlethal, lethal, mangledLimb: false } as never);
    return { condition, mookState: null, fallen: condition.out };
  };

  it("reads the wounds", () => {
    expect(activeConditions("okrpg", facts(4, 0))).toEqual([]);
    expect(activeConditions("okrpg", facts(5, 0))).toEqual(["impaired"]);
    expect(activeConditions("okrpg", facts(7, 0))).toEqual(["impaired", "down"]);
    expect(activeConditions("okrpg", facts(0, 10))).toEqual(["impaired", "down", "out", "dying"]);
  });

  it("refuses a hand-set Down under the full system, writes the mook's status under tags", () => {
    expect(conditionToggle("okrpg", "down", facts(0, 0), true)).toEqual({ kind: "derived" });
    const tagged = {
      condition: null,
      mookState: { system: "evenSimpler", status: "up" },
      fallen: false,
    } as const;
    expect(conditionToggle("okrpg", "out", tagged, true)).toEqual({
      kind: "write",
      update: { "system.mook.status": "out" },
    });
    const simplest = {
      condition: null,
      mookState: { system: "simplest", down: false },
      fallen: false,
    } as const;
    expect(conditionToggle("okrpg", "down", simplest, true)).toEqual({
      kind: "write",
      update: { "system.mook.down": true },
    });
    expect(conditionToggle("okrpg", "tagged", simplest, true)).toEqual({ kind: "derived" });
  });

  it("RULES 1.4: Knocked down is the sheet's flag, set or cleared in one write", () => {
    const down = { ...facts(0, 0), knockedDown: true };
    expect(activeConditions("okrpg", down)).toEqual(["knockedDown"]);
    expect(conditionToggle("okrpg", "knockedDown", facts(0, 0), true)).toEqual({
      kind: "write",
      update: { "system.knockedDown": true },
    });
    expect(conditionToggle("okrpg", "knockedDown", down, false)).toEqual({
      kind: "write",
      update: { "system.knockedDown": false },
    });
  });
});

describe("the other rulesets", () => {
  it("Occult Ops: a flag is one write, fatigue is derived, Dead is Foundry's effect", () => {
    const facts = {
      conditions: { prone: false },
      fatigueState: "fatigued" as const,
      hp: { value: 4 },
    };
    expect(conditionToggle("occult", "prone", facts, true)).toEqual({
      kind: "write",
      update: { "system.conditions.prone": true },
    });
    expect(activeConditions("occult", facts)).toEqual(["fatigued"]);
    expect(conditionToggle("occult", "fatigued", facts, false)).toEqual({ kind: "derived" });
    expect(conditionToggle("occult", "dead", facts, true)).toEqual({ kind: "effect" });
    expect(conditionToggle("occult", "nonsense", facts, true)).toEqual({ kind: "unknown" });
  });

  it("Occult Ops: 0 HP is Down, the defeated status, derived from the hit points", () => {
    const facts = { conditions: {}, fatigueState: "fresh" as const, hp: { value: 0 } };
    expect(activeConditions("occult", facts)).toEqual(["down"]);
    expect(DEFEATED_CONDITION.occult).toBe("down");
    expect(conditionToggle("occult", "down", facts, false)).toEqual({ kind: "derived" });
    expect(activeConditions("occult", { ...facts, hp: { value: 1 } })).toEqual([]);
  });

  it("Mano a Mano: incapacitated is the health state, grappling keeps a grip already taken", () => {
    const facts = { health: "incapacitated", posture: "standing", grip: "dominant" } as const;
    expect(activeConditions("mano", facts)).toEqual(["incapacitated", "grappling"]);
    expect(conditionToggle("mano", "grappling", facts, true)).toEqual({
      kind: "write",
      update: {},
    });
    expect(conditionToggle("mano", "grappling", facts, false)).toEqual({
      kind: "write",
      update: { "system.grip": "none" },
    });
  });
});

describe("each condition read from the actor's data, and set by hand", () => {
  const none = { condition: null, mookState: null, fallen: false };

  it("RULES 1.7: a mook with no wounds condition is neither impaired, down nor dying", () => {
    expect(activeConditions("okrpg", none)).toEqual([]);
  });

  it("RULES 1.7: Down under each damage system: 5 mook points, the tag, the simplest flag", () => {
    const mook = (points: number) => ({ ...none, mookState: { system: "mook", points } as const });
    expect(activeConditions("okrpg", mook(4))).toEqual([]);
    expect(activeConditions("okrpg", mook(5))).toEqual(["down"]);
    const tag = (status: "up" | "tagged" | "down") => ({
      ...none,
      mookState: { system: "evenSimpler", status } as const,
    });
    expect(activeConditions("okrpg", tag("up"))).toEqual([]);
    expect(activeConditions("okrpg", tag("tagged"))).toEqual(["tagged"]);
    expect(activeConditions("okrpg", tag("down"))).toEqual(["down"]);
    const simplest = (down: boolean) => ({
      ...none,
      mookState: { system: "simplest", down } as const,
    });
    expect(activeConditions("okrpg", simplest(true))).toEqual(["down"]);
    expect(activeConditions("okrpg", simplest(false))).toEqual([]);
  });

  it("RULES 1.7: clearing a tag by hand puts the mook up; clearing one it does not have writes nothing", () => {
    const tagged = { ...none, mookState: { system: "evenSimpler", status: "tagged" } as const };
    expect(conditionToggle("okrpg", "tagged", tagged, false)).toEqual({
      kind: "write",
      update: { "system.mook.status": "up" },
    });
    expect(conditionToggle("okrpg", "down", tagged, false)).toEqual({ kind: "write", update: {} });
    expect(conditionToggle("okrpg", "tagged", tagged, true)).toEqual({
      kind: "write",
      update: { "system.mook.status": "tagged" },
    });
  });

  it("Occult Ops: a condition flag on the sheet is on its token; exhaustion is derived", () => {
    const facts = {
      conditions: { prone: true, dodge: false },
      fatigueState: "exhausted" as const,
      hp: { value: 3 },
    };
    expect(activeConditions("occult", facts)).toEqual(["prone", "exhausted"]);
  });

  it("Action: focus is the sheet's flag, set in one write", () => {
    expect(activeConditions("action", { out: false, focused: true })).toEqual(["focused"]);
    expect(conditionToggle("action", "focused", { out: false, focused: false }, true)).toEqual({
      kind: "write",
      update: { "system.focused": true },
    });
  });

  it("Mano a Mano: injured and prone read from the sheet; prone is the posture, grappling a grip", () => {
    const facts = { health: "injured", posture: "ground", grip: "none" } as const;
    expect(activeConditions("mano", facts)).toEqual(["injured", "prone"]);
    expect(
      activeConditions("rounds", { ...facts, health: "fine" as never, posture: "standing" }),
    ).toEqual([]);
    expect(conditionToggle("mano", "prone", facts, false)).toEqual({
      kind: "write",
      update: { "system.posture": "standing" },
    });
    expect(conditionToggle("mano", "prone", facts, true)).toEqual({
      kind: "write",
      update: { "system.posture": "ground" },
    });
    expect(conditionToggle("mano", "grappling", facts, true)).toEqual({
      kind: "write",
      update: { "system.grip": "neutral" },
    });
  });
});

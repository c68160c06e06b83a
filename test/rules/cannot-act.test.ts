import { describe, expect, it } from "vitest";
import { cannotAct } from "../../src/rules/cannot-act";
import { woundsCondition } from "../../src/rules/okrpg";
import { startsHostile } from "../../src/rules/sides";

describe("who cannot act at all, in every ruleset", () => {
  const okrpg = (nonlethal: number, lethal: number) => {
    const condition = woundsCondition({ nonlethal, lethal, mangledLimb: false } as never);
    return { condition, mookState: null, fallen: condition.out };
  };

  it("RULES 1.6: an OK RPG character Down (7 points) cannot act; Out is named first", () => {
    expect(cannotAct("okrpg", "Rook", okrpg(6, 0))).toBeNull();
    expect(cannotAct("okrpg", "Rook", okrpg(7, 0))).toEqual({
      code: "CannotActDown",
      details: { name: "Rook", condition: "down" },
    });
    expect(cannotAct("okrpg", "Rook", okrpg(0, 10))).toEqual({
      code: "CannotActOut",
      details: { name: "Rook", condition: "out" },
    });
  });

  it("Occult Ops: a character at 0 hit points is Down", () => {
    const facts = (hp: number) => ({
      conditions: {},
      fatigueState: "fresh" as const,
      hp: { value: hp },
    });
    expect(cannotAct("occult", "Todd", facts(1))).toBeNull();
    expect(cannotAct("occult", "Todd", facts(0))).toEqual({
      code: "CannotActDown",
      details: { name: "Todd", condition: "down" },
    });
  });

  it("RULES 3: an Action character at zero Hits is out of the action; focus does not stop it", () => {
    expect(cannotAct("action", "Lee", { out: false, focused: true })).toBeNull();
    expect(cannotAct("action", "Lee", { out: true, focused: false })).toEqual({
      code: "CannotActOut",
      details: { name: "Lee", condition: "out" },
    });
  });

  it("RULES 5 and [I-7]: Mano a Mano and Action Rounds characters incapacitated; injured still act", () => {
    const facts = (health: "injured" | "incapacitated") =>
      ({ health, posture: "ground", grip: "none" }) as const;
    for (const ruleset of ["mano", "rounds"] as const) {
      expect(cannotAct(ruleset, "Vic", facts("injured"))).toBeNull();
      expect(cannotAct(ruleset, "Vic", facts("incapacitated"))).toEqual({
        code: "CannotActIncapacitated",
        details: { name: "Vic", condition: "incapacitated" },
      });
    }
  });
});

describe("who starts a fight on the hostile side (RULES 1.9 Tide of Battle, RULES 3 villains first)", () => {
  it("an Action villain is hostile whatever its token says", () => {
    expect(startsHostile({ type: "action", system: { villain: true } }, false)).toBe(true);
  });

  it("anyone else is hostile when the table marked them so", () => {
    expect(startsHostile({ type: "action", system: { villain: false } }, false)).toBe(false);
    expect(startsHostile({ type: "action", system: { villain: false } }, true)).toBe(true);
    // a villain tick only counts on an Action character, and only a real tick
    expect(startsHostile({ type: "okrpg", system: { villain: true } }, false)).toBe(false);
    expect(startsHostile({ type: "action", system: { villain: "yes" } }, false)).toBe(false);
    expect(startsHostile({ type: "action" }, false)).toBe(false);
    expect(startsHostile(null, true)).toBe(true);
    expect(startsHostile(undefined, false)).toBe(false);
  });
});

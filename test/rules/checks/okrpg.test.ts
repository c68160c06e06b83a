import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ESCAPE_GRAB, GET_UP } from "../../../src/rules/checks/okrpg";
import { planCheck } from "../../../src/rules/checks/values";
import type { CheckActor, CheckValues } from "../../../src/rules/checks/types";
import { DEFICIENT } from "../../../src/rules/ranks";

/** An OK RPG character as a check reads it: prepared role steps, impairment, position. */
function character(o: {
  quickness?: number;
  attack?: number;
  handToHand?: number;
  impairment?: number;
  knockedDown?: boolean;
  grabbed?: number | null;
}): CheckActor {
  const role = (step: number) => ({ step, attribute: null });
  return {
    name: "Jack Steele",
    type: "okrpg",
    system: {
      roles: {
        quickness: role(o.quickness ?? 2),
        attack: role(o.attack ?? 2),
        handToHand: role(o.handToHand ?? 2),
      },
      impairment: o.impairment ?? 0,
      knockedDown: o.knockedDown ?? false,
      grabbed: o.grabbed ?? null,
    },
    items: [],
  };
}

const chanceOf = (plan: ReturnType<typeof planCheck>["plan"], label: string) =>
  plan.odds.find((b) => b.label.endsWith(label))!.chance;

describe("seed 000 knockdown: getting up is a Deficient task", () => {
  const down = character({ quickness: 2, knockedDown: true });

  it("is offered only to a character who is down", () => {
    expect(GET_UP.unavailable!(down)).toBeNull();
    expect(GET_UP.unavailable!(character({}))).toBe("ACTION_ENGINE.Check.okrpg.getUp.notDown");
  });

  it("an Average character stands on 76 of 81 rolls: only 4dF of −3 or −4 misses Deficient (0)", () => {
    const { plan } = planCheck(GET_UP, down, { role: "quickness", modifier: 0 });
    expect(plan.dice).toEqual({ kind: "fudge" });
    expect(chanceOf(plan, "stands")).toBeCloseTo(76 / 81, 12);
    expect(chanceOf(plan, "staysDown")).toBeCloseTo(5 / 81, 12);
    expect(plan.lines.at(-1)).toMatchObject({ value: `Def (${DEFICIENT})`, total: true });
  });

  it("impaired (RULES 1.6, −1 FR) the same character needs 4dF ≥ 0: 50 of 81", () => {
    const hurt = character({ quickness: 2, impairment: -2, knockedDown: true });
    const { plan } = planCheck(GET_UP, hurt, { role: "quickness", modifier: 0 });
    expect(chanceOf(plan, "stands")).toBeCloseTo(50 / 81, 12);
  });

  it("a respectable combatant (Great, 6) cannot fail: 4dF moves at most 4 steps", () => {
    const { plan } = planCheck(GET_UP, character({ quickness: 6, knockedDown: true }), {
      role: "quickness",
      modifier: 0,
    });
    expect(chanceOf(plan, "stands")).toBe(1);
  });

  it("standing up clears the knockdown; staying down changes nothing on the sheet", () => {
    const values: CheckValues = { role: "quickness", modifier: 0 };
    const stands = GET_UP.outcome(down, values, [-1, -1, 0, 0]); // 2 − 2 = 0 ≥ Def
    expect(stands).toMatchObject({ tone: "success", paths: ["system.knockedDown"] });
    expect(GET_UP.apply(values, [-1, -1, 0, 0], { "system.knockedDown": true })).toEqual({
      "system.knockedDown": false,
    });
    const stays = GET_UP.outcome(down, values, [-1, -1, -1, 0]); // 2 − 3 = −1 < Def
    expect(stays).toMatchObject({ tone: "failure", paths: [] });
    expect(stays.result).toBe("ACTION_ENGINE.Check.okrpg.getUp.staysDown");
  });
});

describe("RULES 1.4: escaping a grab needs more power than the grab", () => {
  // Average hand-to-hand (2) held by a Good (4) grab: the escape needs power 5, three steps more
  // than its base, so three extra successes over the holder's Average defence (2): 5 in all.
  const held = character({ attack: 4, handToHand: 2, grabbed: 4 });
  const values = { role: "attack", grabPower: 4, defence: 2, modifier: 0 };

  it("is offered only to a character who is held, and starts from the grab's power", () => {
    expect(ESCAPE_GRAB.unavailable!(held)).toBeNull();
    expect(ESCAPE_GRAB.unavailable!(character({}))).toBe(
      "ACTION_ENGINE.Check.okrpg.escapeGrab.notHeld",
    );
    const grabField = ESCAPE_GRAB.fields(held).find((f) => f.id === "grabPower")!;
    expect(grabField.default).toBe(4);
  });

  it("a Good attack (4) reaches 5 successes on 4dF ≥ +1: 31 of 81", () => {
    const { plan } = planCheck(ESCAPE_GRAB, held, values);
    expect(chanceOf(plan, "escapes")).toBeCloseTo(31 / 81, 12);
    expect(plan.lines.at(-1)).toMatchObject({ value: "5", total: true });
  });

  it("power equal to the grab's is not enough; one step more frees the character", () => {
    // 4 + 0 = 4 rolled: 2 extra over defence 2 → power 4, equal to the grab: still held
    const equal = ESCAPE_GRAB.outcome(held, values, [0, 0, 0, 0]);
    expect(equal).toMatchObject({ tone: "failure", paths: [] });
    // 4 + 1 = 5 rolled: 3 extra → power 5 > 4: free
    const free = ESCAPE_GRAB.outcome(held, values, [1, 0, 0, 0]);
    expect(free).toMatchObject({ tone: "success", paths: ["system.grabbed"] });
    expect(ESCAPE_GRAB.apply(values, [1, 0, 0, 0], { "system.grabbed": 4 })).toEqual({
      "system.grabbed": null,
    });
  });

  it("needs no extra successes when the base power already beats the grab", () => {
    // hand-to-hand Gd (4) against an Avg (2) grab: reaching the defence is enough
    const strong = character({ attack: 2, handToHand: 4, grabbed: 2 });
    const { plan } = planCheck(ESCAPE_GRAB, strong, { ...values, grabPower: 2 });
    // Avg attack (2) against Avg defence (2): 4dF ≥ 0, 50 of 81
    expect(chanceOf(plan, "escapes")).toBeCloseTo(50 / 81, 12);
    expect(plan.lines.at(-1)).toMatchObject({ value: "2" });
  });

  it("refuses values outside the fields' limits, naming the field", () => {
    expect(() => planCheck(ESCAPE_GRAB, held, { ...values, grabPower: 99 })).toThrow(
      /ACTION_ENGINE\.Check\.okrpg\.escapeGrab\.grabPower must be between -20 and 40, got 99/,
    );
    expect(() => planCheck(ESCAPE_GRAB, held, { ...values, modifier: 1.5 })).toThrow(
      /whole number/,
    );
    expect(() => planCheck(ESCAPE_GRAB, held, { ...values, role: "luck" })).toThrow(/one of/);
  });
});

describe("every OK RPG check's odds add up to 1", () => {
  it("for any ranks, impairment and modifier", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: -20, max: 20 }),
        (step, grab, defence, modifier) => {
          const actor = character({ attack: step, quickness: step, knockedDown: true, grabbed: 0 });
          for (const [check, values] of [
            [GET_UP, { role: "quickness", modifier }],
            [ESCAPE_GRAB, { role: "attack", grabPower: grab, defence, modifier }],
          ] as const) {
            const { plan } = planCheck(check, actor, values);
            const sum = plan.odds.reduce((s, b) => s + b.chance, 0);
            expect(sum).toBeCloseTo(1, 12);
          }
        },
      ),
    );
  });
});

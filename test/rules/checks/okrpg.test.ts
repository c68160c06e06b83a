import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ESCAPE_GRAB, GET_UP } from "../../../src/rules/checks/okrpg";
import { planCheck } from "../../../src/rules/checks/values";
import type { CheckActor, CheckValues } from "../../../src/rules/checks/types";
import { OKRPG_ROLES } from "../../../src/rules/okrpg/schema";
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

/*
 * What the dialog and the chat card list for each check, line by line: the rank rolled, the
 * impairment and modifier taken, the faces, the successes and what they had to reach.
 */
const K = "ACTION_ENGINE.Check.okrpg";
const line = (name: string, value: string, total?: true) => ({
  label: `${K}.Line.${name}`,
  value,
  ...(total ? { total } : {}),
});

describe("seed 000 knockdown: the getting-up lines", () => {
  // Avg quickness (2), impaired (−2), a +1 from the GM: 4dF + 1 against Def (0)
  const hurt = character({ quickness: 2, impairment: -2, knockedDown: true });
  const values: CheckValues = { role: "quickness", modifier: 1 };

  it("the dialog offers quickness first, with every role to choose from", () => {
    const [role, modifier] = GET_UP.fields(hurt);
    expect(role).toEqual({
      id: "role",
      label: `${K}.Field.role`,
      hint: `${K}.Field.roleHint`,
      kind: "choice",
      default: "quickness",
      choices: OKRPG_ROLES.map((r) => ({ value: r, label: `ACTION_ENGINE.Choice.role.${r}` })),
    });
    expect(modifier).toMatchObject({ id: "modifier", label: `${K}.Field.modifier` });
  });

  it("the plan lists the rank, the impairment, the modifier and the Def to reach", () => {
    const { plan } = planCheck(GET_UP, hurt, values);
    expect(plan.lines).toEqual([
      { label: "ACTION_ENGINE.Choice.role.quickness", value: "Avg (2)" },
      line("impairment", "\u22122"),
      line("modifier", "+1"),
      line("required", `Def (${DEFICIENT})`, true),
    ]);
    expect(plan.odds.map((b) => [b.label, b.tone])).toEqual([
      [`${K}.getUp.stands`, "success"],
      [`${K}.getUp.staysDown`, "failure"],
    ]);
    // 2 − 2 + 1 + 4dF ≥ 0: 4dF ≥ −1, 66 of 81
    expect(chanceOf(plan, "stands")).toBeCloseTo(66 / 81, 12);
  });

  it("the card shows the faces as the dice do, and the successes: + − 0 + makes 2 − 1 + 1 = 2", () => {
    const stands = GET_UP.outcome(hurt, values, [1, -1, 0, 1]);
    expect(stands).toEqual({
      result: `${K}.getUp.stands`,
      tone: "success",
      lines: [line("faces", "+ \u2212 0 +"), line("rolled", "2", true), line("required", "0")],
      paths: ["system.knockedDown"],
    });
    // − − 0 0 makes 2 − 1 − 2 = −1: still down
    expect(GET_UP.outcome(hurt, values, [-1, -1, 0, 0]).lines[1]).toEqual(
      line("rolled", "-1", true),
    );
  });

  it("a character with no roles, impairment or grab recorded rolls Average, unimpaired, and is not held", () => {
    const bare: CheckActor = {
      name: "Extra",
      type: "okrpg",
      system: { knockedDown: true },
      items: [],
    };
    const { plan } = planCheck(GET_UP, bare, { role: "quickness", modifier: 0 });
    expect(plan.lines).toEqual([
      { label: "ACTION_ENGINE.Choice.role.quickness", value: "Avg (2)" },
      line("required", `Def (${DEFICIENT})`, true),
    ]);
    const noQuickness = { ...bare, system: { ...bare.system, roles: {} } };
    expect(
      planCheck(GET_UP, noQuickness, { role: "quickness", modifier: 0 }).plan.lines[0],
    ).toEqual({ label: "ACTION_ENGINE.Choice.role.quickness", value: "Avg (2)" });
    expect(ESCAPE_GRAB.unavailable!(bare)).toBe(`${K}.escapeGrab.notHeld`);
  });
});

describe("RULES 1.4: the escape's lines", () => {
  // Good attack (4), Average hand-to-hand (2), held by a Good (4) grab, the holder's defence Avg (2)
  const held = character({ attack: 4, handToHand: 2, grabbed: 4 });
  const values = { role: "attack", grabPower: 4, defence: 2, modifier: 0 };

  it("the dialog offers the attack role, the grab's power and the holder's defence", () => {
    const [role, grab, defence] = ESCAPE_GRAB.fields(held);
    expect(role.default).toBe("attack");
    expect(grab).toMatchObject({
      label: `${K}.escapeGrab.grabPower`,
      hint: `${K}.escapeGrab.grabPowerHint`,
    });
    expect(defence).toMatchObject({
      label: `${K}.escapeGrab.defence`,
      hint: `${K}.escapeGrab.defenceHint`,
      default: 2,
    });
    // a character not held yet: the grab's power starts at its own hand-to-hand damage
    const free = character({ handToHand: 3 });
    expect(ESCAPE_GRAB.fields(free)[1].default).toBe(3);
  });

  it("the plan lists the rank, the defence, the base power, the grab and the successes needed", () => {
    const { plan } = planCheck(ESCAPE_GRAB, held, values);
    expect(plan.lines).toEqual([
      { label: "ACTION_ENGINE.Choice.role.attack", value: "Gd (4)" },
      { label: `${K}.escapeGrab.defence`, value: "Avg (2)" },
      line("basePower", "Avg (2)"),
      { label: `${K}.escapeGrab.grabPower`, value: "Gd (4)" },
      line("required", "5", true),
    ]);
    expect(plan.odds.map((b) => [b.label, b.tone])).toEqual([
      [`${K}.escapeGrab.escapes`, "success"],
      [`${K}.escapeGrab.stillHeld`, "failure"],
    ]);
  });

  it("the card shows the power reached: + 0 0 0 makes 5, 3 over the defence, power Avg + 3 = 5", () => {
    expect(ESCAPE_GRAB.outcome(held, values, [1, 0, 0, 0])).toEqual({
      result: `${K}.escapeGrab.escapes`,
      tone: "success",
      lines: [
        line("faces", "+ 0 0 0"),
        line("rolled", "5", true),
        { label: `${K}.escapeGrab.defence`, value: "2" },
        line("power", "Gd+ (5)"),
        { label: `${K}.escapeGrab.grabPower`, value: "Gd (4)" },
      ],
      paths: ["system.grabbed"],
    });
  });

  it("a roll short of the holder's defence reaches no power at all: − − − 0 makes 1 of 2", () => {
    const missed = ESCAPE_GRAB.outcome(held, values, [-1, -1, -1, 0]);
    expect(missed).toMatchObject({ result: `${K}.escapeGrab.stillHeld`, paths: [] });
    expect(missed.lines[3]).toEqual(line("power", "\u2014"));
  });
});

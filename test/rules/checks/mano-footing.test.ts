import { describe, expect, it } from "vitest";
import { checkById } from "../../../src/rules/checks";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/errors";
import { dialogValues, manoActor, oddsIn20, shown } from "./mano-actors";

const footing = checkById("mano", "offBalance");
const key = (id: string) => `ACTION_ENGINE.Check.mano.offBalance.${id}`;

describe("RULES 5 off balance: a pushed or tripped character rolls against 8 or falls", () => {
  // seed 004: Steven's grapple attack 3 beats his acrobatics 0
  const steven = manoActor();
  const values = dialogValues(footing, steven, { power: 3 });

  it("the dialog starts at the better of grappling and acrobatics, and the wearer's absorption", () => {
    expect(dialogValues(footing, steven)).toEqual({
      modifier: 3,
      power: 0,
      surface: "blunt",
      absorption: 0,
    });
    expect(dialogValues(footing, manoActor({ abilities: { acrobatics: 5 } })).modifier).toBe(5);
  });

  it("with +3 against 8 the faces 6 to 20 keep the feet: 15 in 20", () => {
    const plan = footing.plan(steven, values);
    expect(oddsIn20(plan)).toEqual({ kept: 15, fell: 5 });
    // a blunt fall of power 3: 1 damage, 2 stun
    expect(plan.lines.slice(-2).map((l) => l.value)).toEqual(["1", "2"]);
    expect(shown(plan.lines)).toEqual(["modifier +3", "needs 8", "fallDamage 1", "fallStun 2"]);
  });

  it("a 6 makes 9 and keeps the feet: nothing to apply", () => {
    const outcome = footing.outcome(steven, values, [6]);
    expect(outcome.result).toBe(key("kept"));
    expect(shown(outcome.lines)).toEqual(["natural 6", "modifier +3", "total = 9", "difficulty 8"]);
    expect(outcome.paths).toEqual([]);
    expect(footing.apply(values, [6], {})).toEqual({});
  });

  it("a 5 makes only 8: the character falls and takes the fall's harm; Undo has the old values", () => {
    const outcome = footing.outcome(steven, values, [5]);
    expect(outcome.result).toBe(key("fell"));
    expect(outcome.tone).toBe("failure");
    expect(shown(outcome.lines)).toEqual([
      "natural 5",
      "modifier +3",
      "total = 8",
      "difficulty 8",
      "fallDamage 1",
      "fallStun 2",
    ]);
    expect(outcome.paths).toEqual([
      "system.posture",
      "system.stun",
      "system.damage",
      "system.stance",
    ]);
    const before = { "system.posture": "standing", "system.stun": 1, "system.damage": 0 };
    expect(footing.apply(values, [5], before)).toEqual({
      "system.posture": "ground",
      "system.stun": 3,
      "system.damage": 1,
    });
    // RULES 5 aim: an aimer who falls loses the aim with the fall's stun
    expect(footing.apply(values, [5], { ...before, "system.stance": "aiming" })).toMatchObject({
      "system.stance": "default",
    });
  });

  it("a fall always costs at least 2 stun, whatever the armor", () => {
    const armored = { ...values, power: 4, absorption: 5 };
    const current = { "system.posture": "standing", "system.stun": 0, "system.damage": 0 };
    expect(footing.apply(armored, [1], current)).toEqual({
      "system.posture": "ground",
      "system.stun": 2,
      "system.damage": 0,
    });
  });

  it("only a standing character can be put off balance", () => {
    expect(footing.unavailable?.(steven)).toBeNull();
    expect(footing.unavailable?.(manoActor({ posture: "ground" }))).toBe(
      "ACTION_ENGINE.Check.mano.Unavailable.onGround",
    );
  });

  it("a sheet that is not a character's is refused, naming what is wrong", () => {
    expect(() => footing.unavailable?.(manoActor({ posture: "kneeling" as never }))).toThrow(
      /system.posture must be one of standing, ground, got "kneeling"/,
    );
    expect(() => footing.unavailable?.(null as never)).toThrow(
      /character must be a group of fields, got null/,
    );
    expect(() => footing.unavailable?.({ ...steven, system: 3 } as never)).toThrow(
      /character data must be a group of fields, got 3/,
    );
    expect(() => footing.fields(null as never)).toThrow(/character must be a group of fields/);
    expect(() => footing.fields({ ...steven, system: null } as never)).toThrow(
      /character data must be a group of fields, got null/,
    );
    // a sheet with no abilities at all: the missing number is named, not a crash
    const { abilities: _, ...bare } = steven.system as Record<string, unknown>;
    expect(() => footing.fields({ ...steven, system: bare })).toThrow(
      /system.abilities.acrobatics must be a number, got undefined/,
    );
  });

  it("bad values are refused with rules errors", () => {
    expect(() => footing.plan(steven, { ...values, power: -1 })).toThrow(RulesRangeError);
    expect(() => footing.plan(steven, { ...values, surface: "ice" })).toThrow(RulesRangeError);
    expect(() => footing.plan(steven, { ...values, absorption: true })).toThrow(RulesTypeError);
    expect(() => footing.apply(values, [5], { "system.stun": -1, "system.damage": 0 })).toThrow(
      /system.stun must be at least 0, got -1/,
    );
    expect(() => footing.apply(values, [5], { "system.stun": 0, "system.damage": -2 })).toThrow(
      /system.damage must be at least 0, got -2/,
    );
  });
});

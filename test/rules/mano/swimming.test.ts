import { describe, expect, it } from "vitest";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/errors";
import { resolveAttack, type AttackInput, type Defender } from "../../../src/rules/mano";

/*
 * RULES 5 swimming (seed 004 "Movement", Swimming): in a fight in water swimming is added to
 * striking and grappling rolls and to the defence against them, and striking attacks do half the
 * stun they do in air, the damage unchanged.
 */

function swimmer(swimming: number, extra: Partial<Defender> = {}): Defender {
  return {
    defences: { melee: 12, missile: 10, grapple: 13 },
    stun: 0,
    damage: 0,
    toughness: 7,
    stamina: 14,
    swimming,
    ...extra,
  };
}

/** A diver (swimming 3) attacks a fisherman (swimming 2). */
const attack: AttackInput = {
  action: "quickStrike",
  natural: 10,
  attacker: { modifier: 4, swimming: 3 },
  weapon: { power: 6, sharpness: "padded" },
  target: swimmer(2),
};
const inWater = (a: Partial<AttackInput>) => resolveAttack({ ...attack, ...a, swimming: true });

describe("RULES 5 fighting while swimming", () => {
  it("the striker adds its swimming to the roll, the target its own to the defence", () => {
    const r = inWater({});
    expect(r.attackParts).toContainEqual({ source: "swimming", value: 3 });
    expect(r.difficultyParts).toContainEqual({ source: "swimming", value: 2 });
    // d20 10 + weapon 4 + swimming 3; melee defence 12 + swimming 2
    expect([r.total, r.difficulty]).toEqual([17, 14]);
  });

  it("grappling rolls and the defence against them take swimming too", () => {
    const r = inWater({ action: "push" });
    expect(r.attackParts).toContainEqual({ source: "swimming", value: 3 });
    // grapple defence 13 + swimming 2
    expect(r.difficulty).toBe(15);
  });

  it("missiles take nothing from swimming, on either side", () => {
    const r = inWater({ action: "quickShot" });
    expect(r.attackParts.map((p) => p.source)).not.toContain("swimming");
    expect(r.difficultyParts.map((p) => p.source)).not.toContain("swimming");
  });

  it("out of the water the swimming scores count for nothing", () => {
    const r = resolveAttack(attack);
    expect([r.total, r.difficulty]).toEqual([14, 12]);
  });

  it("a strike in the water does half the stun it does in air, the same damage", () => {
    const hit = { natural: 19, weapon: { power: 12, sharpness: "blunt" as const } };
    const air = resolveAttack({ ...attack, ...hit }).wound!.harm;
    const water = inWater(hit).wound!.harm;
    expect(water.damage).toBe(air.damage);
    expect(water.stun).toBe(Math.floor(air.stun / 2));
    expect(water.stun).toBeLessThan(air.stun);
  });

  it("a grapple's harm in the water is not halved: only striking attacks are named", () => {
    const slam = { action: "slam", natural: 19 };
    expect(inWater(slam).wound).toEqual(
      resolveAttack({ ...attack, ...slam, swimming: false }).wound,
    );
  });

  it("a coverer defends with its own swimming, not the covered target's", () => {
    const r = inWater({ natural: 2, coveredBy: swimmer(5) });
    expect(r.difficultyParts).toContainEqual({ source: "swimming", value: 5 });
  });

  it("a character with no swimming score adds nothing", () => {
    const r = inWater({ attacker: { modifier: 4 }, target: swimmer(0) });
    expect([r.total, r.difficulty]).toEqual([14, 12]);
  });

  it("refuses a negative swimming score and a switch that is not yes or no", () => {
    expect(() => inWater({ attacker: { modifier: 4, swimming: -1 } })).toThrow(RulesRangeError);
    expect(() => resolveAttack({ ...attack, swimming: "yes" as unknown as boolean })).toThrow(
      RulesTypeError,
    );
  });
});

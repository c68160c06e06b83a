import { describe, expect, it } from "vitest";
import { resolveAttack as resolveMano } from "../../../src/rules/mano";
import { resolveAttack, type RoundsAttackInput } from "../../../src/rules/rounds";

// [I-7] Action Rounds attacks are Mano a Mano attacks; only hit points add to them.
const attack: RoundsAttackInput = {
  action: "quickStrike",
  natural: 14,
  hpSpent: 1,
  attacker: { modifier: 4 },
  weapon: { power: 5, sharpness: "sharp" },
  target: {
    defences: { melee: 12, missile: 10, grapple: 13 },
    stun: 0,
    damage: 0,
    toughness: 7,
    stamina: 14,
  },
};

describe("[I-7] Action Rounds attacks resolve as Mano a Mano attacks", () => {
  it("with one hit point spent, the result is Mano a Mano's exactly", () => {
    const { hpSpent: _hp, ...mano } = attack;
    expect(resolveAttack(attack)).toEqual(resolveMano(mano));
  });

  it("in the water each side's swimming counts as in Mano a Mano (RULES 5 swimming)", () => {
    const wet = {
      ...attack,
      swimming: true,
      attacker: { modifier: 4, swimming: 3 },
      target: { ...attack.target, swimming: 2 },
    };
    const r = resolveAttack(wet);
    expect([r.total, r.difficulty]).toEqual([14 + 4 + 3, 12 + 2]);
    const { hpSpent: _hp, ...mano } = wet;
    expect(r).toEqual(resolveMano(mano));
  });

  it("each further hit point spent adds 1 power (RULES 4)", () => {
    const r = resolveAttack({ ...attack, hpSpent: 4 });
    expect(r.power?.power).toBe(8);
    expect(r.wound?.harm.damage).toBe(8);
  });

  it("the defender's passive-defence hit points add 1 defence each (RULES 4)", () => {
    const r = resolveAttack({
      ...attack,
      target: { ...attack.target, passiveHp: 5, defenceBonus: 1 },
    });
    expect(r.difficulty).toBe(18); // 12 + 1 + 5: the roll of 18 only ties
    expect(r.success).toBe(false);
  });

  it("the optional Mano a Mano rules carry over", () => {
    expect(resolveAttack({ ...attack, natural: 20 }, { criticalHit: true }).power?.power).toBe(10);
  });

  it("rejects spending no hit points on an attack", () => {
    expect(() => resolveAttack({ ...attack, hpSpent: 0 })).toThrow(
      /hit points spent must be at least 1, got 0/,
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  allowedActions,
  checkCombo,
  health,
  quickActions,
  resolveAttack,
  stealthDifficulty,
  stunAfterTurn,
  succeeds,
  type Defender,
} from "../../../src/rules/mano";

// The seed's combat example: Steven (with a machete) against his clone (bare hands). Both have
// toughness 7, stamina 14, speed 1; hands and feet: power 3, attack 2, blunt; the machete:
// power 5, attack 4, sharp; Steven's best defence 14, the clone's 12.
const hands = { power: 3, sharpness: "blunt" } as const;
const machete = { power: 5, sharpness: "sharp" } as const;

function fighter(melee: number, stun = 0, damage = 0, defenceBonus = 0): Defender {
  return {
    defences: { melee, missile: 10, grapple: 13 },
    stun,
    damage,
    toughness: 7,
    stamina: 14,
    defenceBonus,
  };
}

describe("the seed's machete fight (RULES 5)", () => {
  it("the ambush: 13 with no stealth ability beats 10 plus no detection", () => {
    expect(stealthDifficulty(0)).toBe(10);
    expect(succeeds(13, 0, stealthDifficulty(0))).toBe(true);
  });

  it("Steven's opening powerful strike: 2 + 4 = 6 misses the clone's 12", () => {
    const r = resolveAttack({
      action: "powerfulStrike",
      natural: 2,
      attacker: { modifier: 4 },
      weapon: machete,
      target: fighter(12),
    });
    expect([r.total, r.difficulty, r.success, r.wound]).toEqual([6, 12, false, null]);
  });

  it("the clone's combo: speed 1 and several weapons give two quick strikes", () => {
    expect(quickActions(1, true)).toBe(2);
    const combo = checkCombo(
      1,
      [
        { action: "quickStrike", weapon: "left hand" },
        { action: "quickStrike", weapon: "right hand" },
      ],
      { health: "healthy", posture: "standing" },
    );
    expect(combo.map((a) => a.id)).toEqual(["quickStrike", "quickStrike"]);
  });

  it("first fist: 14 + 2 = 16 beats 14; 3 blunt power is 1 damage and 2 stun", () => {
    const r = resolveAttack({
      action: "quickStrike",
      natural: 14,
      attacker: { modifier: 2 },
      weapon: hands,
      target: fighter(14),
    });
    expect(r.total).toBe(16);
    expect(r.success).toBe(true);
    expect(r.wound).toMatchObject({ harm: { damage: 1, stun: 2 }, stun: 2, damage: 1 });
    expect(r.wound?.after).toBe("healthy");
  });

  it("second fist: 12 + 2 = 14 only equals Steven's 14, so it misses", () => {
    const r = resolveAttack({
      action: "quickStrike",
      natural: 12,
      attacker: { modifier: 2 },
      weapon: hands,
      target: fighter(14, 2, 1),
    });
    expect([r.total, r.difficulty, r.success]).toEqual([14, 14, false]);
  });

  it("Steven's counter: a powerful strike of 14 + 4 = 18 doubles the machete to 10 damage", () => {
    const r = resolveAttack({
      action: "powerfulStrike",
      natural: 14,
      attacker: { modifier: 4 },
      weapon: machete,
      target: fighter(12),
    });
    expect(r.total).toBe(18);
    expect(r.power?.power).toBe(10);
    expect(r.wound).toMatchObject({ harm: { damage: 10, stun: 0 }, after: "injured" });
  });

  it("the injured clone can no longer make a powerful strike, but may evade (+5 defence)", () => {
    expect(health(0, 10, 7, 14)).toBe("injured");
    const choices = allowedActions({ health: "injured", posture: "standing" });
    expect(choices).not.toContain("powerfulStrike");
    expect(choices).toContain("evade");
  });

  it("Steven's kick: 12 + 2 = 14 does not beat the evading clone's 12 + 5 = 17", () => {
    const r = resolveAttack({
      action: "quickStrike",
      natural: 12,
      attacker: { modifier: 2 },
      weapon: hands,
      target: fighter(12, 0, 10, 5),
    });
    expect([r.total, r.difficulty, r.success]).toEqual([14, 17, false]);
  });

  it("then the machete: 17 + 4 = 21 beats 17; 5 more damage makes 15, incapacitated", () => {
    const r = resolveAttack({
      action: "quickStrike",
      natural: 17,
      attacker: { modifier: 4 },
      weapon: machete,
      target: fighter(12, 0, 10, 5),
    });
    expect(r.total).toBe(21);
    expect(r.wound).toMatchObject({ damage: 15, before: "injured", after: "incapacitated" });
  });

  it("Steven (2 stun, 1 damage) sheds one stun at the end of his turn", () => {
    expect(stunAfterTurn({ stun: 2, damage: 1, toughness: 7, stamina: 14 })).toBe(1);
  });
});

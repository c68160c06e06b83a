import { describe, expect, it } from "vitest";
import { resolveAttack, type AttackInput } from "../../../src/rules/mano";
import { resolveAttack as resolveRounds } from "../../../src/rules/rounds";

// RULES 5 mounted combat inside the attack: a ram rolls with the lower of the driving modifier
// and the vehicle's agility, and the collision adds the charge power (metres beyond 5) of both
// movers, or of the difference when they go the same way.

const steven = {
  defences: { melee: 14, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
};

const ram = (more: Partial<AttackInput> = {}): AttackInput => ({
  action: "quickStrike",
  natural: 14,
  attacker: { modifier: 2 },
  weapon: { power: 3, sharpness: "blunt" },
  target: steven,
  ramming: { driving: 3, agility: 1 },
  ...more,
});

describe("RULES 5 ramming in the attack roll", () => {
  it("the roll takes the vehicle's agility +1, the lower of driving +3 and agility +1, not the weapon's +2", () => {
    const r = resolveAttack(ram());
    expect(r.attackParts).toEqual([
      { source: "roll", value: 14 },
      { source: "ramming", value: 1 },
    ]);
    expect(r.total).toBe(15);
    expect(r.success).toBe(true); // 15 beats defence 14
    expect(r.rammed).toBe(true);
  });

  it("a failed ram gives the target no automatic counterattack", () => {
    const r = resolveAttack(ram({ natural: 12 })); // 13 against 14
    expect(r.success).toBe(false);
    expect(r.rammed).toBe(false);
  });

  it("without a ram the weapon's modifier stays and nothing is rammed", () => {
    const r = resolveAttack(ram({ ramming: undefined }));
    expect(r.attackParts[1]).toEqual({ source: "weapon", value: 2 });
    expect(r.rammed).toBe(false);
  });

  it("a ram is hand to hand: a shot cannot ram", () => {
    expect(() => resolveAttack(ram({ action: "quickShot" }))).toThrow(/hand-to-hand/);
  });
});

describe("RULES 5 collisions add the charge power", () => {
  it("head-on, the vehicle's 12 m and the target's 8 m add 7 + 3 = 10 power to the fists' 3", () => {
    const r = resolveAttack(
      ram({ collision: { sameDirection: false, vehicleMetres: 12, targetMetres: 8 } }),
    );
    expect(r.power).toMatchObject({ collision: 10, power: 13 });
  });

  it("the same way, only the difference counts: 12 m behind 8 m is 4 m, under 5, so no power", () => {
    const r = resolveAttack(
      ram({ collision: { sameDirection: true, vehicleMetres: 12, targetMetres: 8 } }),
    );
    expect(r.power).toMatchObject({ collision: 0, power: 3 });
  });

  it("the same way, 20 m against 8 m is 12 m: 7 power", () => {
    const r = resolveAttack(
      ram({ collision: { sameDirection: true, vehicleMetres: 20, targetMetres: 8 } }),
    );
    expect(r.power?.collision).toBe(7);
  });

  it("a collision already counts the run: a charge beside it is refused", () => {
    expect(() =>
      resolveAttack(
        ram({
          chargeMetres: 10,
          collision: { sameDirection: false, vehicleMetres: 12, targetMetres: 0 },
        }),
      ),
    ).toThrow(/collision/);
  });

  it("even a 1 m charge beside a collision is refused (the collision counts every metre)", () => {
    const collision = { sameDirection: false, vehicleMetres: 12, targetMetres: 0 };
    expect(() => resolveAttack(ram({ chargeMetres: 1, collision }))).toThrow(/collision/);
    expect(resolveAttack(ram({ chargeMetres: 0, collision, natural: 20 })).power?.collision).toBe(
      7,
    );
  });

  it("Action Rounds [I-7] passes the ram and the collision on", () => {
    const r = resolveRounds({
      ...ram({ collision: { sameDirection: false, vehicleMetres: 12, targetMetres: 8 } }),
      hpSpent: 1,
    });
    expect(r.attackParts[1]).toEqual({ source: "ramming", value: 1 });
    expect(r.power?.collision).toBe(10);
  });
});

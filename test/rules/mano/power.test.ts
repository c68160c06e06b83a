import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackPower, chargePower } from "../../../src/rules/mano";

describe("RULES 5 charging", () => {
  it("more than 5 m in a straight line adds the metres beyond 5 to the power", () => {
    expect(chargePower(5, 12)).toBe(12);
    expect(chargePower(5, 6)).toBe(6);
  });

  it("5 m or less adds nothing", () => {
    expect(chargePower(5, 5)).toBe(5);
    expect(chargePower(5, 0)).toBe(5);
  });

  it("counts whole metres only", () => {
    expect(chargePower(5, 7.9)).toBe(7);
  });

  it("rejects a negative run or power, naming it", () => {
    expect(() => chargePower(5, -2)).toThrow(/metres must be at least 0, got -2/);
    expect(() => chargePower(-1, 6)).toThrow(/power must be at least 0, got -1/);
  });
});

describe("RULES 5 attack power", () => {
  const machete = { weaponPower: 5 };

  it("a double-power action has twice the weapon's power (the powerful strike's 10)", () => {
    expect(attackPower({ ...machete, action: "powerfulStrike", natural: 14 }).power).toBe(10);
    expect(attackPower({ ...machete, action: "quickStrike", natural: 14 }).power).toBe(5);
  });

  it("a charge adds after the doubling", () => {
    expect(
      attackPower({ ...machete, action: "powerfulStrike", natural: 14, chargeMetres: 8 }).power,
    ).toBe(13);
  });

  describe("optional random damage: double power only on a natural 13 or more", () => {
    const randomDamage = { randomDamage: true };
    it("a natural 12 hits with normal power", () => {
      const p = attackPower({ ...machete, action: "powerfulStrike", natural: 12 }, randomDamage);
      expect([p.power, p.multiplier]).toEqual([5, 1]);
    });
    it("a natural 13 doubles", () => {
      const p = attackPower({ ...machete, action: "powerfulStrike", natural: 13 }, randomDamage);
      expect(p.power).toBe(10);
    });
    it("switched off, any face doubles", () => {
      expect(attackPower({ ...machete, action: "powerfulStrike", natural: 2 }).power).toBe(10);
    });
  });

  describe("optional critical hit: an automatic success adds the weapon's power again", () => {
    const criticalHit = { criticalHit: true };
    it("a normal attack doubles on a natural 20", () => {
      const p = attackPower({ ...machete, action: "quickStrike", natural: 20 }, criticalHit);
      expect([p.power, p.critical]).toEqual([10, 5]);
    });
    it("a double-power attack triples", () => {
      expect(
        attackPower({ ...machete, action: "powerfulStrike", natural: 20 }, criticalHit).power,
      ).toBe(15);
    });
    it("a success that is automatic by another rule counts too", () => {
      expect(
        attackPower({ ...machete, action: "quickStrike", natural: 4, automatic: true }, criticalHit)
          .power,
      ).toBe(10);
    });
    it("an ordinary hit (a natural 14) adds nothing", () => {
      const p = attackPower({ ...machete, action: "quickStrike", natural: 14 }, criticalHit);
      expect([p.power, p.critical]).toEqual([5, 0]);
    });
    it("switched off, a natural 20 is just a hit", () => {
      expect(attackPower({ ...machete, action: "quickStrike", natural: 20 }).power).toBe(5);
    });
  });

  describe("slam", () => {
    const slam = { weaponPower: 4, action: "slam", natural: 15 };
    it("doubles only when the slammer falls onto the target", () => {
      expect(attackPower(slam).power).toBe(4);
      expect(attackPower({ ...slam, fallsOnto: true }).power).toBe(8);
    });
    it("a target that breaks its fall takes no harm, or normal harm when fallen on", () => {
      expect(attackPower({ ...slam, brokeFall: true }).power).toBe(0);
      expect(attackPower({ ...slam, fallsOnto: true, brokeFall: true }).power).toBe(4);
    });
    it("falling onto the target is a slam's choice only, and so is breaking that fall", () => {
      expect(() => attackPower({ ...slam, action: "trip", fallsOnto: true })).toThrow(
        /falling onto the target with trip is not allowed: only a slam does that/,
      );
      expect(() => attackPower({ ...slam, action: "push", brokeFall: true })).toThrow(
        /falling onto the target with push is not allowed: only a slam does that/,
      );
    });
    it("the breakdown shows what the broken fall took off", () => {
      expect(attackPower({ ...slam, fallsOnto: true, brokeFall: true })).toEqual({
        power: 4,
        multiplier: 2,
        critical: 0,
        charge: 0,
        extra: 0,
        collision: 0,
        brokenFall: 4,
      });
    });
  });

  it("extra power (Action Rounds hit points) adds one for one", () => {
    expect(attackPower({ ...machete, action: "quickStrike", natural: 9, extra: 3 }).power).toBe(8);
  });

  it("a collision's charge power adds one for one, shown apart in the breakdown", () => {
    expect(
      attackPower({
        ...machete,
        action: "quickStrike",
        natural: 9,
        collision: 10,
        chargeMetres: 7,
      }),
    ).toEqual({
      power: 17,
      multiplier: 1,
      critical: 0,
      charge: 2,
      extra: 0,
      collision: 10,
      brokenFall: 0,
    });
  });

  it("rejects a bad attack, naming the field", () => {
    const strike = { ...machete, action: "quickStrike", natural: 9 };
    expect(() => attackPower(null as never)).toThrow(/attack must be a group of fields, got null/);
    expect(() => attackPower({ ...strike, weaponPower: -1 })).toThrow(
      /weaponPower must be at least 0, got -1/,
    );
    expect(() => attackPower({ ...strike, natural: 21 })).toThrow(
      /natural must be between 1 and 20, got 21/,
    );
    for (const flag of ["fallsOnto", "brokeFall", "automatic"])
      expect(() => attackPower({ ...strike, action: "slam", [flag]: 1 })).toThrow(
        new RegExp(`^${flag} must be true or false, got 1`),
      );
    expect(() => attackPower({ ...strike, extra: -1 })).toThrow(
      /extra power must be at least 0, got -1/,
    );
    expect(() => attackPower({ ...strike, collision: -1 })).toThrow(
      /collision power must be at least 0, got -1/,
    );
    expect(() => attackPower({ ...strike, action: "kick" })).toThrow(
      /action must be one of .*got "kick"/,
    );
  });

  it("power never falls below the weapon's for any face, option and charge", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom("quickStrike", "powerfulStrike", "choke"),
        fc.integer({ min: 0, max: 30 }),
        (weaponPower, natural, randomDamage, criticalHit, action, chargeMetres) => {
          const p = attackPower(
            { weaponPower, action, natural, chargeMetres },
            { randomDamage, criticalHit },
          );
          expect(p.power).toBeGreaterThanOrEqual(weaponPower);
          expect(p.power).toBe(weaponPower * p.multiplier + p.critical + p.charge + p.extra);
        },
      ),
    );
  });
});

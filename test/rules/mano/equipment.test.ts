import { describe, expect, it } from "vitest";
import {
  STAY_MOUNTED_DIFFICULTY,
  actionRange,
  canDrawBow,
  collisionCharge,
  handlingDifficulty,
  mutualStalking,
  rammingModifier,
  stealthDifficulty,
  throwRange,
} from "../../../src/rules/mano";

describe("RULES 5 throwing ranges", () => {
  const knife = { throwModifier: 4, strength: 3, heft: 1 };
  it("a quick throw reaches the throw modifier plus strength minus heft", () => {
    expect(throwRange("quickThrow", knife)).toBe(6);
  });
  it("a powerful throw twice as far; a heave as far as a quick throw", () => {
    expect(throwRange("powerfulThrow", knife)).toBe(12);
    expect(throwRange("heave", knife)).toBe(6);
  });
  it("unwieldy things can only be heaved", () => {
    expect(throwRange("heave", { ...knife, unwieldy: true })).toBe(6);
    expect(() => throwRange("quickThrow", { ...knife, unwieldy: true })).toThrow(
      /quickThrow is not allowed: an unwieldy object can only be heaved/,
    );
  });
  it("too heavy to throw reaches 0 m", () => {
    expect(throwRange("quickThrow", { throwModifier: 0, strength: 3, heft: 9 })).toBe(0);
    expect(throwRange("powerfulThrow", { throwModifier: 0, strength: 3, heft: 9 })).toBe(0);
  });
  it("rejects an unknown throw or a bad thrower, naming it", () => {
    expect(() => throwRange("lob" as never, knife)).toThrow(
      /throw must be one of quickThrow, powerfulThrow, heave, got "lob"/,
    );
    expect(() => throwRange("heave", null as never)).toThrow(
      /thrower must be a group of fields, got null/,
    );
    expect(() => throwRange("heave", { ...knife, throwModifier: 0.5 })).toThrow(
      /throwModifier must be a whole number, got 0.5/,
    );
    expect(() => throwRange("heave", { ...knife, strength: -1 })).toThrow(
      /strength must be at least 0, got -1/,
    );
    expect(() => throwRange("heave", { ...knife, heft: -1 })).toThrow(
      /heft must be at least 0, got -1/,
    );
    expect(() => throwRange("heave", { ...knife, unwieldy: 1 as never })).toThrow(
      /unwieldy must be true or false, got 1/,
    );
  });
});

describe("RULES 5 an attack's maximum range", () => {
  const javelin = { weaponRange: 3, throwing: 2, strength: 6, heft: 3 };
  it("a throw reaches what the throw and the thrower give (5 m quick, 10 m powerful), not the item's range", () => {
    expect(actionRange("quickThrow", javelin)).toBe(5);
    expect(actionRange("powerfulThrow", javelin)).toBe(10);
    expect(actionRange("heave", javelin)).toBe(5);
  });
  it("a shot reaches the weapon's range; a strike has none", () => {
    expect(actionRange("quickShot", { ...javelin, weaponRange: 140 })).toBe(140);
    expect(actionRange("quickStrike", javelin)).toBeNull();
    expect(actionRange("quickShot", { ...javelin, weaponRange: null })).toBeNull();
    expect(actionRange("quickShot", { ...javelin, weaponRange: 0 })).toBeNull();
    expect(actionRange("quickThrow", { ...javelin, weaponRange: null })).toBe(5);
  });
  it("an unwieldy item is only heaved, whatever range it has", () => {
    expect(actionRange("heave", { ...javelin, unwieldy: true })).toBe(5);
    expect(() => actionRange("quickThrow", { ...javelin, unwieldy: true })).toThrow(
      /an unwieldy object can only be heaved/,
    );
  });
  it("every field is checked, whichever one the action reads, naming it", () => {
    expect(() => actionRange("quickStrike", 3 as never)).toThrow(
      /range source must be a group of fields, got 3/,
    );
    expect(() => actionRange("quickStrike", { ...javelin, weaponRange: -1 })).toThrow(
      /weapon range must be at least 0, got -1/,
    );
    expect(() => actionRange("quickStrike", { ...javelin, throwing: 0.5 })).toThrow(
      /throwing must be a whole number, got 0.5/,
    );
    expect(() => actionRange("quickStrike", { ...javelin, strength: -1 })).toThrow(
      /strength must be at least 0, got -1/,
    );
    expect(() => actionRange("quickStrike", { ...javelin, heft: -1 })).toThrow(
      /heft must be at least 0, got -1/,
    );
    expect(() => actionRange("quickStrike", { ...javelin, unwieldy: "no" as never })).toThrow(
      /unwieldy must be true or false, got "no"/,
    );
  });
});

describe("RULES 5 drawing a bow", () => {
  it("a bow with heft at least twice the strength cannot be drawn", () => {
    expect(canDrawBow(5, 3)).toBe(true);
    expect(canDrawBow(6, 3)).toBe(false);
    expect(() => canDrawBow(-1, 3)).toThrow(/heft must be at least 0, got -1/);
    expect(() => canDrawBow(5, -3)).toThrow(/strength must be at least 0, got -3/);
  });
});

describe("RULES 5 surprise", () => {
  it("stealth rolls against 10 plus the detection modifier", () => {
    expect(stealthDifficulty(3)).toBe(13);
    expect(stealthDifficulty(-2)).toBe(8);
    expect(() => stealthDifficulty(1.5)).toThrow(/detection must be a whole number, got 1.5/);
  });
  it("mutual stalking: both fail, no fight; one alone, it goes first; both, nobody", () => {
    expect(mutualStalking(false, false)).toBe("noFight");
    expect(mutualStalking(true, false)).toBe("first");
    expect(mutualStalking(false, true)).toBe("second");
    expect(mutualStalking(true, true)).toBe("neither");
    expect(() => mutualStalking("yes" as never, true)).toThrow(
      /firstSucceeds must be true or false, got "yes"/,
    );
    expect(() => mutualStalking(true, 1 as never)).toThrow(
      /secondSucceeds must be true or false, got 1/,
    );
  });
});

describe("RULES 5 mounted combat and vehicles", () => {
  it("staying mounted when the mount fights is a roll against 10", () => {
    expect(STAY_MOUNTED_DIFFICULTY).toBe(10);
  });
  it("keeping a war mount from attacking: 10, or 15 when hurt", () => {
    expect(handlingDifficulty({ trainedToFight: true, hurt: false })).toBe(10);
    expect(handlingDifficulty({ trainedToFight: true, hurt: true })).toBe(15);
  });
  it("keeping a riding mount from bolting: 15, or 20 when hurt", () => {
    expect(handlingDifficulty({ trainedToFight: false, hurt: false })).toBe(15);
    expect(handlingDifficulty({ trainedToFight: false, hurt: true })).toBe(20);
  });
  it("a mount that is no group of fields, or flags that are no yes or no, are refused, named", () => {
    expect(() => handlingDifficulty("horse" as never)).toThrow(
      /mount must be a group of fields, got "horse"/,
    );
    expect(() => handlingDifficulty({ trainedToFight: 1 as never, hurt: false })).toThrow(
      /trainedToFight must be true or false, got 1/,
    );
    expect(() => handlingDifficulty({ trainedToFight: true, hurt: 1 as never })).toThrow(
      /hurt must be true or false, got 1/,
    );
  });
  it("ramming uses the lower of driving and the vehicle's agility", () => {
    expect(rammingModifier(4, 1)).toBe(1);
    expect(rammingModifier(-1, 2)).toBe(-1);
    expect(() => rammingModifier(0.5, 2)).toThrow(/driving must be a whole number, got 0.5/);
    expect(() => rammingModifier(1, 2.5)).toThrow(/agility must be a whole number, got 2.5/);
  });
  it("head-on both charges add up; same direction only the difference counts", () => {
    expect(collisionCharge({ sameDirection: false, vehicleMetres: 20, targetMetres: 8 })).toBe(18);
    expect(collisionCharge({ sameDirection: true, vehicleMetres: 20, targetMetres: 8 })).toBe(7);
    // the target outrunning the vehicle the same way: still the difference, 12 m, 7 power
    expect(collisionCharge({ sameDirection: true, vehicleMetres: 8, targetMetres: 20 })).toBe(7);
  });
  it("a collision refuses negative metres, a direction that is no yes or no, or no group of fields", () => {
    const c = { sameDirection: true, vehicleMetres: 20, targetMetres: 8 };
    expect(() => collisionCharge({ ...c, vehicleMetres: -1 })).toThrow(
      /vehicleMetres must be at least 0, got -1/,
    );
    expect(() => collisionCharge({ ...c, targetMetres: -1 })).toThrow(
      /targetMetres must be at least 0, got -1/,
    );
    expect(() => collisionCharge({ ...c, sameDirection: "yes" as never })).toThrow(
      /sameDirection must be true or false, got "yes"/,
    );
    expect(() => collisionCharge(null as never)).toThrow(
      /collision must be a group of fields, got null/,
    );
  });
});

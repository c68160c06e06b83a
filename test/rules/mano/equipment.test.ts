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
  });
});

describe("RULES 5 drawing a bow", () => {
  it("a bow with heft at least twice the strength cannot be drawn", () => {
    expect(canDrawBow(5, 3)).toBe(true);
    expect(canDrawBow(6, 3)).toBe(false);
  });
});

describe("RULES 5 surprise", () => {
  it("stealth rolls against 10 plus the detection modifier", () => {
    expect(stealthDifficulty(3)).toBe(13);
  });
  it("mutual stalking: both fail, no fight; one alone, it goes first; both, nobody", () => {
    expect(mutualStalking(false, false)).toBe("noFight");
    expect(mutualStalking(true, false)).toBe("first");
    expect(mutualStalking(false, true)).toBe("second");
    expect(mutualStalking(true, true)).toBe("neither");
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
  it("ramming uses the lower of driving and the vehicle's agility", () => {
    expect(rammingModifier(4, 1)).toBe(1);
    expect(rammingModifier(-1, 2)).toBe(-1);
  });
  it("head-on both charges add up; same direction only the difference counts", () => {
    expect(collisionCharge({ sameDirection: false, vehicleMetres: 20, targetMetres: 8 })).toBe(18);
    expect(collisionCharge({ sameDirection: true, vehicleMetres: 20, targetMetres: 8 })).toBe(7);
  });
});

import { describe, expect, it } from "vitest";
import {
  HESITATION_HP,
  checkInterference,
  checkSpend,
  checkWeaponsOncePerTurn,
  extraPower,
  interferes,
  passiveDefence,
  survivesInterference,
} from "../../../src/rules/rounds";

describe("RULES 4 spending ready hit points", () => {
  it("an act spends at least one ready HP, and no more than are ready", () => {
    expect(checkSpend(5, 1)).toBe(1);
    expect(checkSpend(5, 5)).toBe(5);
    expect(() => checkSpend(5, 0)).toThrow(/hit points spent must be between 1 and 5, got 0/);
    expect(() => checkSpend(5, 6)).toThrow(/got 6/);
  });

  it("doing nothing still costs one ready HP", () => {
    expect(HESITATION_HP).toBe(1);
  });

  it("each HP spent on an attack beyond the first adds 1 power", () => {
    expect(extraPower(1)).toBe(0);
    expect(extraPower(4)).toBe(3);
  });

  it("each HP spent on defensive manoeuvring is +1 passive defence for the round", () => {
    expect(passiveDefence(3)).toBe(3);
    expect(() => passiveDefence(-1)).toThrow(/passive defense hit points must be at least 0/);
  });
});

describe("RULES 4 interfering", () => {
  it("cannot spend more HP than the action it interferes with", () => {
    expect(checkInterference(3, 3)).toBe(3);
    expect(() => checkInterference(4, 3)).toThrow(
      /Interfering with 4 HP is more than the act it opposes spent \(3 HP\)/,
    );
  });

  it("succeeds when its roll beats the interfered action's roll", () => {
    expect(interferes(12, 3, 14)).toBe(true);
    expect(interferes(11, 3, 14)).toBe(false);
  });

  it("any one successful interference makes the action fail", () => {
    expect(survivesInterference([false, false])).toBe(true);
    expect(survivesInterference([false, true, false])).toBe(false);
    expect(survivesInterference([])).toBe(true);
  });
});

describe("RULES 4 multiple weapons", () => {
  it("each weapon used at once acts once per turn", () => {
    expect(checkWeaponsOncePerTurn(["sword", "dagger"])).toEqual(["sword", "dagger"]);
    expect(() => checkWeaponsOncePerTurn(["sword", "dagger", "sword"])).toThrow(
      /sword has already struck this turn/,
    );
  });
});

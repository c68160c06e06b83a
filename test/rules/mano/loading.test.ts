import { describe, expect, it } from "vitest";
import { fireShot } from "../../../src/rules/mano";
import { RulesRangeError } from "../../../src/rules/errors";

describe("RULES 5 load: a weapon that must be loaded", () => {
  it("a musket loaded with its one round fires it and is then empty", () => {
    expect(fireShot({ capacity: 1, loaded: 1 })).toEqual({ loaded: 0 });
  });

  it("a six-round revolver with 6 loaded has 5 left after a shot", () => {
    expect(fireShot({ capacity: 6, loaded: 6 })).toEqual({ loaded: 5 });
  });

  it("an empty musket is refused with the rules' own reason, before any die", () => {
    expect(() => fireShot({ capacity: 1, loaded: 0 })).toThrow(RulesRangeError);
    expect(() => fireShot({ capacity: 1, loaded: 0 })).toThrow(/0 of 1 rounds loaded/);
  });

  it("a weapon with no capacity (a bow, a sword) never runs dry", () => {
    expect(fireShot({ capacity: 0, loaded: 0 })).toEqual({ loaded: 0 });
  });

  it("more rounds loaded than the weapon holds is bad input", () => {
    expect(() => fireShot({ capacity: 1, loaded: 2 })).toThrow(RulesRangeError);
  });
});

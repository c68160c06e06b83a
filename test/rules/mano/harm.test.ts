import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fallHarm,
  harm,
  powerThroughArmor,
  swimmingHarm,
  withMinimumStun,
} from "../../../src/rules/mano";

describe("RULES 5 sharpness turns power into damage and stun", () => {
  it("sharp: all of it is damage (the machete's 10)", () => {
    expect(harm(10, 0, "sharp")).toEqual({ damage: 10, stun: 0 });
  });

  it("blunt: half rounded down is damage, the rest stun (the seed's 5 → 2 and 3)", () => {
    expect(harm(5, 0, "blunt")).toEqual({ damage: 2, stun: 3 });
    expect(harm(3, 0, "blunt")).toEqual({ damage: 1, stun: 2 }); // the clone's fist
    expect(harm(4, 0, "blunt")).toEqual({ damage: 2, stun: 2 });
  });

  it("padded: all of it is stun", () => {
    expect(harm(6, 0, "padded")).toEqual({ damage: 0, stun: 6 });
  });

  it("only the power that gets through the armor counts", () => {
    expect(harm(8, 5, "blunt")).toEqual({ damage: 1, stun: 2 });
    expect(harm(4, 5, "sharp")).toEqual({ damage: 0, stun: 0 });
  });

  it("rejects an unknown sharpness, naming it", () => {
    expect(() => harm(5, 0, "pointy" as never)).toThrow(
      /sharpness must be one of sharp, blunt, padded, got "pointy"/,
    );
  });

  it("stun + damage always equals the power through armor", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom("sharp", "blunt", "padded" as const),
        (power, absorption, sharpness) => {
          const h = harm(power, absorption, sharpness);
          expect(h.stun + h.damage).toBe(powerThroughArmor(power, absorption));
          expect(Math.min(h.stun, h.damage)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("stun floors, water and falls", () => {
  it("a choke-style floor lifts stun to at least the minimum, whatever the armor", () => {
    expect(withMinimumStun(harm(4, 10, "padded"), 2)).toEqual({ damage: 0, stun: 2 });
    expect(withMinimumStun(harm(9, 0, "padded"), 2)).toEqual({ damage: 0, stun: 9 });
    expect(withMinimumStun({ damage: 3, stun: 1 }, 2)).toEqual({ damage: 3, stun: 2 });
  });

  it("a harm or floor that is no whole number of at least 0 is refused, named", () => {
    expect(() => withMinimumStun({ damage: 0, stun: 0 }, -1)).toThrow(
      /minimum stun must be at least 0, got -1/,
    );
    expect(() => withMinimumStun({ damage: -1, stun: 0 }, 2)).toThrow(
      /damage must be at least 0, got -1/,
    );
    expect(() => swimmingHarm({ damage: 0, stun: -1 })).toThrow(/stun must be at least 0, got -1/);
    expect(() => swimmingHarm(4 as never)).toThrow(/harm must be a group of fields, got 4/);
  });

  it("striking while swimming does half the stun, the same damage", () => {
    expect(swimmingHarm({ damage: 2, stun: 3 })).toEqual({ damage: 2, stun: 1 });
    expect(swimmingHarm({ damage: 0, stun: 4 })).toEqual({ damage: 0, stun: 2 });
  });

  it("a fall hurts like a quick attack, the surface's sharpness, +1 per metre, 2 stun at least", () => {
    expect(fallHarm({ power: 3, absorption: 0, surface: "blunt" })).toEqual({
      damage: 1,
      stun: 2,
    });
    expect(fallHarm({ power: 3, metres: 4, absorption: 0, surface: "blunt" })).toEqual({
      damage: 3,
      stun: 4,
    });
    expect(fallHarm({ power: 3, absorption: 9, surface: "sharp" })).toEqual({
      damage: 0,
      stun: 2,
    });
  });

  it("a fall refuses a negative height or power, or a fall that is no group of fields", () => {
    expect(() => fallHarm({ power: 3, metres: -1, absorption: 0, surface: "blunt" })).toThrow(
      /fall height must be at least 0, got -1/,
    );
    // the height does not make up for a power below 0
    expect(() => fallHarm({ power: -1, metres: 4, absorption: 0, surface: "blunt" })).toThrow(
      /power must be at least 0, got -1/,
    );
    expect(() => fallHarm(null as never)).toThrow(/fall must be a group of fields, got null/);
  });
});

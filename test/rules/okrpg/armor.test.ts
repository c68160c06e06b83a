import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  armorAgainst,
  armorEffect,
  armorProtection,
  attackPenetration,
} from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

const GD = parseRank("Gd");

describe("RULES 1.5 [I-3] what armor does to an attack that does not bypass it", () => {
  it.each([
    ["Avg", true, 0, false],
    ["Gd", true, 0, false],
    ["Gd+", false, 3, false],
    ["Grt", false, 2, false],
    ["Grt+", false, 1, false],
    ["Ext", false, 0, true],
    ["Leg", false, 0, true],
  ])(
    "penetration %s against Gd protection: stopped %s, damage −%i, worthless %s",
    (pen, stopped, reduction, worthless) => {
      expect(armorEffect({ penetration: parseRank(pen), protection: GD, bypassed: false })).toEqual(
        {
          stopped,
          reduction,
          worthless,
        },
      );
    },
  );

  it("bypassed armor does nothing", () => {
    expect(armorEffect({ penetration: parseRank("Avg"), protection: GD, bypassed: true })).toEqual({
      stopped: false,
      reduction: 0,
      worthless: false,
    });
  });

  it("stronger penetration never meets more resistance", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), fc.integer({ min: -10, max: 20 }), (p, a) => {
        const weaker = armorEffect({ penetration: p, protection: a, bypassed: false });
        const stronger = armorEffect({ penetration: p + 1, protection: a, bypassed: false });
        if (!weaker.stopped) expect(stronger.stopped).toBe(false);
        if (!weaker.stopped && !stronger.stopped)
          expect(stronger.reduction).toBeLessThanOrEqual(weaker.reduction);
      }),
    );
  });

  it("refuses a fractional protection, naming it", () => {
    expect(() => armorEffect({ penetration: 4, protection: 4.5, bypassed: false })).toThrow(
      /armor protection must be a whole number, got 4.5/,
    );
  });
});

describe("RULES 1.5 optional penetration and armor-variation rules", () => {
  const kevlar = { protection: GD, coverage: 2, protectionByType: { cutting: parseRank("Avg") } };
  const shotgun = { damage: parseRank("Grt+"), penetration: parseRank("Gd+") };

  it("penetration replaces damage against armor only when the rule is on", () => {
    expect(attackPenetration(shotgun)).toBe(parseRank("Grt+"));
    expect(attackPenetration(shotgun, { penetration: true })).toBe(parseRank("Gd+"));
    expect(attackPenetration({ damage: 6 }, { penetration: true })).toBe(6);
  });

  it("the seed's kevlar vest: Gd against guns, only Avg against blades, with armor variation on", () => {
    expect(armorProtection(kevlar, "cutting")).toBe(GD);
    expect(armorProtection(kevlar, "cutting", { armorVariation: true })).toBe(parseRank("Avg"));
    expect(armorProtection(kevlar, "deepPuncture", { armorVariation: true })).toBe(GD);
  });

  it("the shotgun's pellets meet the vest at Gd+ under the penetration rule, and lose 3 steps", () => {
    expect(armorAgainst(kevlar, shotgun, false)).toMatchObject({ worthless: false, reduction: 1 });
    expect(armorAgainst(kevlar, shotgun, false, { penetration: true })).toMatchObject({
      penetration: 5,
      protection: 4,
      reduction: 3,
    });
    expect(armorAgainst(null, shotgun, false)).toBeNull();
  });

  it("with armor variation the vest's own protection against the attack's damage type counts: a blade meets Avg", () => {
    const blade = { damage: parseRank("Gd+"), damageType: "cutting" };
    expect(armorAgainst(kevlar, blade, false, { armorVariation: true })).toMatchObject({
      protection: parseRank("Avg"),
    });
  });

  it("refuses armor, attacks and their parts that are not what they should be, naming each", () => {
    const refused: [() => unknown, RegExp][] = [
      [() => armorProtection(null as never), /armor must be a group of fields, got null/],
      [
        () => armorProtection({ protection: 4, coverage: 2, protectionByType: 5 as never }),
        /armor protection by type must be a group of fields, got 5/,
      ],
      [
        () => armorProtection({ protection: 4.5, coverage: 2 }),
        /armor protection must be a whole number, got 4.5/,
      ],
      [
        () => armorProtection({ protection: 4, coverage: 2, protectionByType: { cutting: 1.5 } }),
        /armor protection against cutting must be a whole number, got 1.5/,
      ],
      [() => armorProtection(kevlar, 5 as never), /damage type must be text, got 5/],
      [() => armorEffect(null as never), /armor effect must be a group of fields, got null/],
      [
        () => armorEffect({ penetration: 4.5, protection: 4, bypassed: false }),
        /penetration must be a whole number, got 4.5/,
      ],
      [
        () => armorEffect({ penetration: 4, protection: 4, bypassed: "no" as never }),
        /bypassed must be true or false, got "?no"?/,
      ],
      [() => attackPenetration(null as never), /attack must be a group of fields, got null/],
      [() => attackPenetration({ damage: 4.5 }), /damage step must be a whole number, got 4.5/],
      [
        () => attackPenetration({ damage: 4, penetration: 4.5 }),
        /penetration must be a whole number, got 4.5/,
      ],
      [
        () => armorAgainst(kevlar, null as never, false),
        /attack must be a group of fields, got null/,
      ],
      [
        () => armorAgainst(kevlar, shotgun, "no" as never),
        /bypassed must be true or false, got "?no"?/,
      ],
    ];
    for (const [call, message] of refused) expect(call).toThrow(message);
  });

  it("refuses armor coverage outside 1–3, naming it", () => {
    expect(() => armorProtection({ protection: 4, coverage: 4 })).toThrow(
      /armor coverage must be between 1 and 3, got 4/,
    );
  });
});

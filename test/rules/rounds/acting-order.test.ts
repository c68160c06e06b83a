import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareActingOrder, type Contender } from "../../../src/rules/rounds";

const fighter = (c: Partial<Contender>): Contender => ({ ready: 6, reach: 1, bonus: 0, ...c });

describe("RULES 4 who acts first in a turn", () => {
  it("the most ready hit points first", () => {
    expect(compareActingOrder(fighter({ ready: 8 }), fighter({ ready: 6 }))).toBeLessThan(0);
    expect(
      compareActingOrder(fighter({ ready: 2, reach: 3 }), fighter({ ready: 6 })),
    ).toBeGreaterThan(0);
  });

  it("tied on hit points: the longest reach first", () => {
    const spear = fighter({ reach: 3 });
    const knife = fighter({ reach: 0.5 });
    expect(compareActingOrder(spear, knife)).toBeLessThan(0);
    expect(compareActingOrder(knife, spear)).toBeGreaterThan(0);
  });

  it("but two closer than half the longer reach: the closer (shorter) one first", () => {
    const spear = fighter({ reach: 3 });
    const knife = fighter({ reach: 0.5 });
    expect(compareActingOrder(spear, knife, 1)).toBeGreaterThan(0);
    expect(compareActingOrder(spear, knife, 1.5)).toBeLessThan(0); // exactly half is not closer
    expect(compareActingOrder(spear, { ...knife, distance: 1 })).toBeGreaterThan(0);
  });

  it("a missile weapon with the longest range keeps the lead even that close", () => {
    const bow = fighter({ reach: 100, missile: true });
    const sword = fighter({ reach: 1 });
    expect(compareActingOrder(bow, sword, 10)).toBeLessThan(0);
    expect(compareActingOrder(sword, bow, 10)).toBeGreaterThan(0);
  });

  it("same hit points and reach: the higher bonus first", () => {
    expect(compareActingOrder(fighter({ bonus: 4 }), fighter({ bonus: 2 }))).toBeLessThan(0);
  });

  it("all tied: 0, a roll-off decides", () => {
    expect(compareActingOrder(fighter({}), fighter({}))).toBe(0);
  });

  it("a surprise attacker decides first regardless", () => {
    expect(
      compareActingOrder(fighter({ ready: 1, surprise: true }), fighter({ ready: 9 })),
    ).toBeLessThan(0);
  });

  it("is antisymmetric, so the tracker can sort with it", () => {
    const contender = fc.record({
      ready: fc.integer({ min: 0, max: 20 }),
      reach: fc.integer({ min: 0, max: 6 }),
      missile: fc.boolean(),
      bonus: fc.integer({ min: -5, max: 10 }),
      surprise: fc.boolean(),
    });
    fc.assert(
      fc.property(
        contender,
        contender,
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (a, b, d) => {
          expect(Math.sign(compareActingOrder(a, b, d))).toBe(
            -Math.sign(compareActingOrder(b, a, d)) || 0,
          );
        },
      ),
    );
  });

  it("rejects negative ready hit points, naming them", () => {
    expect(() => compareActingOrder(fighter({ ready: -1 }), fighter({}))).toThrow(
      /first ready hit points must be at least 0, got -1/,
    );
  });
});

import { describe, expect, it } from "vitest";
import { compareReadiness, type Readiness } from "../../../src/rules/sequencing";

const fighter = (more: Partial<Readiness>): Readiness => ({
  ready: 6,
  reach: 1,
  missile: false,
  bonus: 0,
  distance: null,
  ...more,
});

/** Sorts with the comparator: who decides first comes first. */
const first = (a: Readiness, b: Readiness) => compareReadiness(a, b) < 0;

describe("RULES 4 who decides first", () => {
  it("most ready HP, whatever the reach", () => {
    expect(first(fighter({ ready: 7, reach: 0.2 }), fighter({ reach: 3 }))).toBe(true);
  });

  it("on equal ready HP, the longer reach", () => {
    expect(first(fighter({ reach: 2 }), fighter({ reach: 1 }))).toBe(true);
    expect(first(fighter({ reach: 1 }), fighter({ reach: 2 }))).toBe(false);
  });

  it("unless they are closer than half the longer reach: then the closer (shorter) one", () => {
    const spear = fighter({ reach: 3, distance: 1 });
    expect(first(fighter({ reach: 0.5, distance: 1 }), spear)).toBe(true);
    // at exactly half the longer reach the spear still leads
    expect(first(fighter({ reach: 0.5, distance: 1.5 }), fighter({ reach: 3 }))).toBe(false);
  });

  it("a missile weapon with the longest range leads even at close quarters", () => {
    const bow = fighter({ reach: 60, missile: true });
    expect(first(bow, fighter({ reach: 0.5, distance: 1 }))).toBe(true);
  });

  it("then the higher bonus; a full tie is left to the roll-off", () => {
    expect(first(fighter({ bonus: 2 }), fighter({ bonus: 1 }))).toBe(true);
    expect(compareReadiness(fighter({}), fighter({}))).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { categoryOf, darkness, defenceAgainst, rangeDifficulty } from "../../../src/rules/mano";

describe("RULES 5 attack kinds pick the defence", () => {
  // Steven's sheet: 14 melee (best) defence, 10 missile, 13 grapple
  const steven = { melee: 14, missile: 10, grapple: 13 };
  it("hand-to-hand against the best (melee) defence", () => {
    expect(defenceAgainst("handToHand", steven)).toBe(14);
  });
  it("thrown weapons, bows and guns against the missile defence", () => {
    expect(defenceAgainst("thrown", steven)).toBe(10);
    expect(defenceAgainst("shot", steven)).toBe(10);
  });
  it("grappling against the grapple defence", () => {
    expect(defenceAgainst("grapple", steven)).toBe(13);
  });
  it("rejects an unknown kind and a missing defence, naming them", () => {
    expect(() => defenceAgainst("magic" as never, steven)).toThrow(/attack kind must be one of/);
    expect(() => defenceAgainst("shot", { melee: 1, grapple: 1 } as never)).toThrow(
      /missile defense must be a number, got undefined/,
    );
  });
  it("each of the three defences is a whole number of at least 0, named when it is not", () => {
    expect(() => defenceAgainst("grapple", { ...steven, melee: -1 })).toThrow(
      /melee defense must be at least 0, got -1/,
    );
    expect(() => defenceAgainst("handToHand", { ...steven, grapple: 1.5 })).toThrow(
      /grapple defense must be a whole number, got 1.5/,
    );
    expect(() => defenceAgainst("handToHand", { ...steven, grapple: -3 })).toThrow(
      /grapple defense must be at least 0, got -3/,
    );
    expect(() => defenceAgainst("grapple", { ...steven, missile: -2 })).toThrow(
      /missile defense must be at least 0, got -2/,
    );
    expect(() => defenceAgainst("grapple", "14" as never)).toThrow(
      /defences must be a group of fields, got "14"/,
    );
  });
});

describe("RULES 5 the table's three families of attack", () => {
  it("hand-to-hand is striking, thrown and shot are missiles, grappling is grappling", () => {
    expect(["handToHand", "thrown", "shot", "grapple"].map((k) => categoryOf(k as never))).toEqual([
      "striking",
      "missile",
      "missile",
      "grapple",
    ]);
    expect(() => categoryOf("magic" as never)).toThrow(/attack kind must be one of .*got "magic"/);
  });
});

describe("RULES 5 range: +1 difficulty per full 5% of the maximum range", () => {
  // The seed's example: a 140 m weapon adds 1 for every 7 m.
  it.each([
    [0, 0],
    [6, 0],
    [6.9, 0],
    [7, 1],
    [13, 1],
    [14, 2],
    [20, 2],
    [21, 3],
    [70, 10],
    [76, 10],
    [77, 11],
    [140, 20],
  ])("140 m range, target at %s m: +%s", (distance, steps) => {
    expect(rangeDifficulty(distance, 140)).toBe(steps);
  });

  it("works for ranges that do not divide evenly (a 30 m range steps every 1.5 m)", () => {
    expect(rangeDifficulty(1.5, 30)).toBe(1);
    expect(rangeDifficulty(4.4, 30)).toBe(2);
    expect(rangeDifficulty(4.5, 30)).toBe(3);
  });

  it("refuses a target beyond the maximum range, and bad distances", () => {
    expect(() => rangeDifficulty(141, 140)).toThrow(
      /an attack at 141 m is not allowed: the weapon's maximum range is 140 m/,
    );
    expect(() => rangeDifficulty(-1, 140)).toThrow(/distance must be at least 0, got -1/);
    expect(() => rangeDifficulty(5, 0)).toThrow(/maxRange must be at least 1, got 0/);
  });
});

describe("RULES 5 attacking in the dark", () => {
  it.each([
    ["dark", "grapple", 3],
    ["dark", "handToHand", 4],
    ["dark", "thrown", 5],
    ["dark", "shot", 5],
    ["dim", "grapple", 1],
    ["dim", "handToHand", 2],
    ["dim", "shot", 3],
    ["lit", "shot", 0],
  ] as const)("%s light, %s attack: +%s difficulty", (light, kind, extra) => {
    expect(darkness(light, kind)).toBe(extra);
  });

  it("rejects an unknown light level or attack kind", () => {
    expect(() => darkness("dusk" as never, "shot")).toThrow(/light must be one of lit, dim, dark/);
    expect(() => darkness("dark", "magic" as never)).toThrow(
      /attack kind must be one of .*got "magic"/,
    );
  });
});

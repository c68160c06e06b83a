import { describe, expect, it } from "vitest";
import {
  COVERS,
  DEFENCE_MODIFIERS,
  STRIKE_MODIFIERS,
  availableStrikeModifiers,
  targetNumber,
  type DefenceModifierId,
  type StrikeModifierId,
} from "../../../src/rules/occult";

describe("RULES 2 target number, itemised", () => {
  it("Todd: short 60 + Strike 10 + pistol skill 10 − bandit's Defense 10 − partial cover 10 = 60", () => {
    const result = targetNumber({
      range: "short",
      strike: 10,
      skill: 10,
      defence: 10,
      defenceModifiers: ["partialCover"],
    });
    expect(result.target).toBe(60);
    expect(result.kind).toBe("ranged");
    expect(result.lines).toEqual([
      { source: "base", id: "short", value: 60, counted: true },
      { source: "strike", id: "strike", value: 10, counted: true },
      { source: "skill", id: "skill", value: 10, counted: true },
      { source: "defence", id: "defence", value: -10, counted: true },
      { source: "defenceModifier", id: "partialCover", value: -10, counted: true },
    ]);
  });

  it("adds the GM's situation adjustment last, either sign", () => {
    expect(targetNumber({ range: "melee", situation: -15 }).lines).toEqual([
      { source: "base", id: "melee", value: 50, counted: true },
      { source: "situation", id: "situation", value: -15, counted: true },
    ]);
    expect(targetNumber({ range: "melee", situation: -15 }).target).toBe(35);
    expect(targetNumber({ range: "grenade", situation: 5 }).target).toBe(45);
  });
});

describe("RULES 2 strike modifiers table", () => {
  it.each([
    ["aimed", 15],
    ["burst", 5],
    ["kneeling", 5],
    ["prone", 10],
    ["scope", 5],
    ["laserSight", 5],
    ["wild", -20],
    ["intimidated", -20],
    ["emboldened", 20],
    ["fatigued", -10],
    ["exhausted", -20],
    ["blinded", -30],
    ["frazzled", -20],
  ] as const)("%s changes a long-range shot's 20 by %i", (id, value) => {
    expect(targetNumber({ range: "long", strikeModifiers: [id] }).target).toBe(20 + value);
  });

  it("no Unarmed skill is −20% on a physical (melee) attack", () => {
    expect(targetNumber({ range: "melee", strikeModifiers: ["noUnarmedSkill"] }).target).toBe(30);
  });

  it("a scope and a laser sight together give +5, not +10", () => {
    const both = targetNumber({ range: "medium", strikeModifiers: ["scope", "laserSight"] });
    expect(both.target).toBe(45);
    expect(both.lines.filter((l) => !l.counted).map((l) => l.id)).toEqual(["laserSight"]);
  });

  it("a strike modifier is its own line: an aimed shot's +15", () => {
    expect(targetNumber({ range: "short", strikeModifiers: ["aimed"] }).lines[1]).toEqual({
      source: "strikeModifier",
      id: "aimed",
      value: 15,
      counted: true,
    });
  });

  it("exhausted outdoes fatigued whatever is listed before them (a burst's +5 first)", () => {
    const result = targetNumber({
      range: "short",
      strikeModifiers: ["burst", "exhausted", "fatigued"],
    });
    expect(result.lines.filter((l) => !l.counted).map((l) => l.id)).toEqual(["fatigued"]);
    expect(result.target).toBe(60 + 5 - 20);
  });

  it("exhausted replaces fatigued (−20, not −30), in either order", () => {
    for (const order of [
      ["fatigued", "exhausted"],
      ["exhausted", "fatigued"],
    ] as StrikeModifierId[][]) {
      const result = targetNumber({ range: "melee", strikeModifiers: order });
      expect(result.target).toBe(30);
      expect(result.lines.find((l) => l.id === "fatigued")?.counted).toBe(false);
    }
  });

  it("aimed, burst, kneeling and prone shots stack", () => {
    const shot = targetNumber({
      range: "long",
      strikeModifiers: ["aimed", "burst", "kneeling", "prone", "scope"],
    });
    expect(shot.target).toBe(20 + 15 + 5 + 5 + 10 + 5);
  });

  it("shot modifiers cannot be taken for a melee attack, nor the unarmed penalty for a shot", () => {
    expect(() => targetNumber({ range: "melee", strikeModifiers: ["aimed"] })).toThrow(
      /aimed modifier is not allowed: it does not apply to a melee attack/,
    );
    expect(() => targetNumber({ range: "short", strikeModifiers: ["noUnarmedSkill"] })).toThrow(
      /noUnarmedSkill modifier is not allowed/,
    );
    expect(availableStrikeModifiers("melee")).not.toContain("kneeling");
    expect(availableStrikeModifiers("melee")).toContain("noUnarmedSkill");
    expect(availableStrikeModifiers("ranged")).toContain("kneeling");
    expect(availableStrikeModifiers("ranged")).not.toContain("noUnarmedSkill");
  });

  it("every row of the table is offered for at least one kind of attack", () => {
    const offered = new Set([
      ...availableStrikeModifiers("melee"),
      ...availableStrikeModifiers("ranged"),
    ]);
    expect([...offered].sort()).toEqual(Object.keys(STRIKE_MODIFIERS).sort());
  });
});

describe("RULES 2 defence modifiers table (subtracted from the target)", () => {
  it.each([
    ["partialCover", 10],
    ["fullCover", 25],
    ["movingTarget", 5],
    ["emboldened", 20],
    ["dodge", 20],
    ["blinded", -30],
    ["awkwardPosition", -20],
  ] as const)("%s: defence %i against melee and ranged alike", (id, value) => {
    expect(targetNumber({ range: "melee", defenceModifiers: [id] }).target).toBe(50 - value);
    expect(targetNumber({ range: "short", defenceModifiers: [id] }).target).toBe(60 - value);
  });

  it("a prone defender is −20% against melee and +20% against ranged attacks", () => {
    expect(targetNumber({ range: "melee", defenceModifiers: ["prone"] }).target).toBe(70);
    expect(targetNumber({ range: "short", defenceModifiers: ["prone"] }).target).toBe(40);
    expect(targetNumber({ range: "grenade", defenceModifiers: ["prone"] }).target).toBe(20);
  });

  it("covering fire gives +10% against ranged attacks only", () => {
    expect(targetNumber({ range: "short", defenceModifiers: ["coveringFire"] }).target).toBe(50);
    const melee = targetNumber({ range: "melee", defenceModifiers: ["coveringFire"] });
    expect(melee.target).toBe(50);
    expect(melee.lines[1].value).toBe(0);
  });

  it("partial and full cover are one choice: listing both is refused, so the lines always sum to the target", () => {
    expect(COVERS).toEqual(["partialCover", "fullCover"]);
    expect(() =>
      targetNumber({ range: "short", defenceModifiers: ["partialCover", "fullCover"] }),
    ).toThrow(/partialCover with fullCover.*one choice/);
    const full = targetNumber({ range: "short", defenceModifiers: ["fullCover"] });
    expect(full.target).toBe(35);
    expect(full.lines.reduce((sum, line) => sum + line.value, 0)).toBe(full.target);
  });

  it("every other defence row is a choice of its own", () => {
    const ids = (Object.keys(DEFENCE_MODIFIERS) as DefenceModifierId[]).filter(
      (id) => id !== "partialCover",
    );
    expect(targetNumber({ range: "long", defenceModifiers: ids }).lines).toHaveLength(
      ids.length + 1,
    );
  });

  it("rejects unknown, repeated and fractional inputs, naming them", () => {
    expect(() =>
      targetNumber({ range: "short", defenceModifiers: ["hiding" as DefenceModifierId] }),
    ).toThrow(/defenceModifiers must be one of .*got "hiding"/);
    expect(() => targetNumber({ range: "short", strikeModifiers: ["aimed", "aimed"] })).toThrow(
      /Listing aimed twice/,
    );
    expect(() => targetNumber({ range: "short", strike: 7.5 })).toThrow(
      /strike must be a whole number, got 7.5/,
    );
  });

  it("does not change the lists it was given", () => {
    const strikeModifiers = Object.freeze(["aimed", "scope"] as StrikeModifierId[]);
    expect(() => targetNumber({ range: "short", strikeModifiers })).not.toThrow();
  });
});

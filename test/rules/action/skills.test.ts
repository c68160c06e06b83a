import { describe, expect, it } from "vitest";
import {
  defenceSchticksFor,
  isListedSkill,
  skillRating,
  schticksFor,
  type SchtickView,
} from "../../../src/rules/action/skills";

// Seed 002: Peter has Maneuver 10 and Dodge 13; other skills are written by name.
const peter = {
  skills: { dodge: 13, maneuver: 10, shoot: 0, know: 0, create: 0, impress: 0 },
  otherSkills: [{ name: "Driving", rating: 8 }],
};

function schtick(id: string, system: SchtickView["system"]): SchtickView {
  return { id, name: id, system };
}

describe("seed 002: an Action character's skill ratings", () => {
  it("the seed's six skills are read by key, the others by name", () => {
    expect(isListedSkill("dodge")).toBe(true);
    expect(isListedSkill("Driving")).toBe(false);
    expect(skillRating(peter, "dodge")).toBe(13);
    expect(skillRating(peter, " maneuver ")).toBe(10);
    expect(skillRating(peter, "Driving")).toBe(8);
  });

  it("another skill's name matches whatever its case and spaces", () => {
    expect(skillRating(peter, "  driving ")).toBe(8);
    expect(
      skillRating({ ...peter, otherSkills: [{ name: " DRIVING ", rating: 9 }] }, "Driving"),
    ).toBe(9);
  });

  it("an untrained skill is 0: a listed one not written, another not on the sheet", () => {
    expect(skillRating({ skills: {} }, "shoot")).toBe(0);
    expect(skillRating({ skills: {} }, "Driving")).toBe(0);
    expect(skillRating(peter, "Piloting")).toBe(0);
    expect(skillRating({ otherSkills: [] } as never, "dodge")).toBe(0);
  });

  it("refuses a bad sheet, skill name or rating, naming it", () => {
    expect(() => skillRating(null as never, "dodge")).toThrow(
      /skills must be a group of fields, got null/,
    );
    expect(() => skillRating(peter, 3 as never)).toThrow(/skill must be text, got 3/);
    expect(() => skillRating({ skills: { dodge: -1 } }, "dodge")).toThrow(
      /dodge must be at least 0, got -1/,
    );
    expect(() => skillRating({ skills: {}, otherSkills: 2 as never }, "Driving")).toThrow(
      /other skills must be a list, got 2/,
    );
    expect(() =>
      skillRating({ skills: {}, otherSkills: [{ name: "Driving", rating: -2 }] }, "Driving"),
    ).toThrow(/Driving must be at least 0, got -2/);
  });
});

describe("seed 002 Schtick Modifier: the schticks that modify a roll of a skill", () => {
  const gunplay = schtick("gunplay", { skill: "Shoot", bonus: 2 });
  const bulletTime = schtick("bullet-time", { skill: "shoot", bonus: 1, trigger: "defense" });
  const noBonus = schtick("no-bonus", { skill: "shoot" });
  const zero = schtick("zero", { skill: "shoot", bonus: 0 });
  const malus = schtick("shaky", { skill: "shoot", bonus: -1 });
  const blank = schtick("blank", { skill: "  ", bonus: 2 });
  const nameless = schtick("nameless", { skill: 4, bonus: 2 });
  const dodge = schtick("dodge", { skill: "dodge", bonus: 3, trigger: "defense" });
  const all = [gunplay, bulletTime, noBonus, zero, malus, blank, nameless, dodge];

  it("on the character's own roll: those naming the skill with a bonus, defence schticks left out", () => {
    expect(schticksFor(all, " shoot ").map((s) => s.id)).toEqual(["gunplay", "shaky"]);
    expect(schticksFor(all, "dodge")).toEqual([]);
    // a schtick naming no skill modifies none, not even a roll whose skill was left blank
    expect(schticksFor(all, " ")).toEqual([]);
  });

  it("as someone else's difficulty: defence schticks naming the skill, with a bonus above 0", () => {
    const weak = schtick("weak", { skill: "dodge", bonus: -2, trigger: "defense" });
    const bare = schtick("bare", { skill: "dodge", trigger: "defense" });
    const unnamed = schtick("unnamed", { bonus: 2, trigger: "defense" });
    const list = [...all, weak, bare, unnamed];
    expect(defenceSchticksFor(list, "Dodge").map((s) => s.id)).toEqual(["dodge"]);
    expect(defenceSchticksFor(list, "shoot").map((s) => s.id)).toEqual(["bullet-time"]);
  });

  it("refuses a list that is not one, or a skill that is not text", () => {
    expect(() => schticksFor(null as never, "shoot")).toThrow(/schticks must be a list, got null/);
    expect(() => defenceSchticksFor(null as never, "dodge")).toThrow(
      /schticks must be a list, got null/,
    );
    expect(() => defenceSchticksFor([], 3 as never)).toThrow(/skill must be text, got 3/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mookHealth, occultArmor, okrpgHealth, okrpgLethal, stunTrack } from "../../src/rules/bars";

describe("RULES 1.6: the OK RPG health bar shows the points left before Out at 10", () => {
  it("lowering it from 8 to 5 adds 3 nonlethal points to a hero with 2 lethal", () => {
    expect(okrpgHealth({ lethal: 2, nonlethal: 0 }, 5)).toEqual({
      kind: "change",
      to: { nonlethal: 3 },
    });
  });

  it("raising it takes nonlethal points off, but never heals a lethal one", () => {
    expect(okrpgHealth({ lethal: 4, nonlethal: 3 }, 6)).toEqual({
      kind: "change",
      to: { nonlethal: 0 },
    });
    expect(okrpgHealth({ lethal: 4, nonlethal: 3 }, 8)).toEqual({
      kind: "refused",
      reason: "lethalHeals",
      most: 6,
    });
  });

  it("an Out hero's empty bar set to 0 again changes nothing (13 points stay 13)", () => {
    expect(okrpgHealth({ lethal: 3, nonlethal: 10 }, 0)).toEqual({ kind: "unchanged" });
    expect(okrpgHealth({ lethal: 3, nonlethal: 10 }, 5)).toEqual({
      kind: "change",
      to: { nonlethal: 2 },
    });
  });

  it("whatever the wounds, a value the rules allow is exactly what the bar then shows", () => {
    fc.assert(
      fc.property(fc.nat(14), fc.nat(14), fc.nat(10), (lethal, nonlethal, value) => {
        const edit = okrpgHealth({ lethal, nonlethal }, value);
        if (edit.kind !== "change") return;
        expect(Math.max(0, 10 - lethal - edit.to.nonlethal)).toBe(value);
        expect(edit.to.nonlethal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("refuses a value off the bar", () => {
    expect(() => okrpgHealth({ lethal: 0, nonlethal: 0 }, 11)).toThrow(
      "bar value must be between 0 and 10, got 11.",
    );
    expect(() => okrpgHealth({ lethal: 0, nonlethal: 0 }, 2.5)).toThrow(RangeError);
  });
});

describe("RULES 1.6: the lethal bar shows the lethal points left before dying at 10", () => {
  it("lowering adds lethal points; raising heals them; a dying hero's 0 stays put", () => {
    expect(okrpgLethal(0, 7)).toEqual({ kind: "change", to: { lethal: 3 } });
    expect(okrpgLethal(12, 0)).toEqual({ kind: "unchanged" });
    expect(okrpgLethal(12, 3)).toEqual({ kind: "change", to: { lethal: 7 } });
  });
});

describe("RULES 1.7: a mook's health bar under each simplified system", () => {
  it("mook points: 4 points set back to 5 left is 2 points; the bar at its value is unchanged", () => {
    expect(mookHealth({ system: "mook", points: 4 }, 5)).toEqual({
      kind: "change",
      to: { system: "mook", points: 2 },
    });
    expect(mookHealth({ system: "mook", points: 4 }, 3)).toEqual({ kind: "unchanged" });
  });

  it("even simpler: an up mook set to 1 is down, a down one set to 3 is up again", () => {
    expect(mookHealth({ system: "evenSimpler", status: "up" }, 1)).toEqual({
      kind: "change",
      to: { system: "evenSimpler", status: "down" },
    });
    expect(mookHealth({ system: "evenSimpler", status: "down" }, 3)).toEqual({
      kind: "change",
      to: { system: "evenSimpler", status: "up" },
    });
  });

  it("simplest: a down mook set to 1 is up; the bar at its value is unchanged", () => {
    expect(mookHealth({ system: "simplest", down: true }, 1)).toEqual({
      kind: "change",
      to: { system: "simplest", down: false },
    });
    expect(mookHealth({ system: "simplest", down: true }, 0)).toEqual({ kind: "unchanged" });
    expect(mookHealth({ system: "simplest", down: false }, 1)).toEqual({ kind: "unchanged" });
  });

  it("mook points: 2 points show 5 left before out at 7; setting 3 makes 4 points", () => {
    expect(mookHealth({ system: "mook", points: 2 }, 3)).toEqual({
      kind: "change",
      to: { system: "mook", points: 4 },
    });
  });

  it("even simpler: a tagged mook shows 2 steps left; 0 is out", () => {
    expect(mookHealth({ system: "evenSimpler", status: "tagged" }, 2)).toEqual({
      kind: "unchanged",
    });
    expect(mookHealth({ system: "evenSimpler", status: "tagged" }, 0)).toEqual({
      kind: "change",
      to: { system: "evenSimpler", status: "out" },
    });
  });

  it("simplest: 1 is up, 0 is down", () => {
    expect(mookHealth({ system: "simplest", down: false }, 0)).toEqual({
      kind: "change",
      to: { system: "simplest", down: true },
    });
  });
});

describe("RULES 5: a harm track recovers stun, never damage", () => {
  it("stamina 14 with 1 stun and 2 damage shows 11; −2 is 3 stun; 14 is refused (12 at most)", () => {
    expect(stunTrack({ stun: 1, damage: 2 }, 14, 9)).toEqual({ kind: "change", to: { stun: 3 } });
    expect(stunTrack({ stun: 1, damage: 2 }, 14, 12)).toEqual({ kind: "change", to: { stun: 0 } });
    expect(stunTrack({ stun: 1, damage: 2 }, 14, 14)).toEqual({
      kind: "refused",
      reason: "damageHeals",
      most: 12,
    });
    expect(stunTrack({ stun: 1, damage: 2 }, 14, 11)).toEqual({ kind: "unchanged" });
  });
});

describe("RULES 2: the Occult Ops armor bar is the worn armor's hit points", () => {
  const flak = { id: "flak", hp: 50, max: 50 };
  it("a flak jacket at 50 set to 45 (its DR then 4)", () => {
    expect(occultArmor([flak], 45)).toEqual({ kind: "change", to: { id: "flak", hp: 45 } });
    expect(occultArmor([flak], 50)).toEqual({ kind: "unchanged" });
  });

  it("no armor, or two, and the bar cannot say which armor changed", () => {
    expect(occultArmor([], 3)).toMatchObject({ kind: "refused", reason: "noArmor" });
    // the most the bar could show is every armor's hit points together
    expect(occultArmor([flak, { id: "vest", hp: 20, max: 30 }], 60)).toEqual({
      kind: "refused",
      reason: "severalArmors",
      most: 80,
    });
    expect(occultArmor([flak, { id: "vest", hp: 20, max: 30 }], 70)).toEqual({ kind: "unchanged" });
    expect(occultArmor([flak, { ...flak, id: "vest" }], 100)).toEqual({ kind: "unchanged" });
  });
});

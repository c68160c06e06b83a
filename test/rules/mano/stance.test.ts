import { describe, expect, it } from "vitest";
import {
  EVADING_AT_START,
  defenderRow,
  gripStance,
  stanceAfterAttack,
  stanceModifiers,
} from "../../../src/rules/mano";

const none = { striking: 0, missile: 0, grapple: 0 };

// RULES 5: the seed's table of stance and position modifiers, one expectation per cell.
describe("RULES 5 stance and position table", () => {
  it("standing, default: no modifiers", () => {
    expect(stanceModifiers("standing", "default")).toMatchObject({ attack: none, defence: none });
  });

  it("on the ground: −5 striking attack and defence, +5 defence against missiles", () => {
    expect(stanceModifiers("ground", "default")).toMatchObject({
      attack: { striking: -5, missile: 0, grapple: 0 },
      defence: { striking: -5, missile: 5, grapple: 0 },
    });
  });

  it("an attack from above takes away the ground's cover from missiles", () => {
    expect(stanceModifiers("ground", "default", { fromAbove: true }).defence.missile).toBe(0);
    expect(stanceModifiers("standing", "default", { fromAbove: true }).defence.missile).toBe(0);
  });

  it("from above, a ground grappler loses the missile cover; the dominant one keeps +5 against the inferior", () => {
    const grappling = stanceModifiers("ground", "grappling", { fromAbove: true });
    expect(grappling.defence).toEqual({ striking: -5, missile: 0, grapple: -5 });
    expect(grappling.versusOpponent.defence).toEqual({ striking: -5, missile: 0, grapple: -5 });
    const dominant = stanceModifiers("ground", "dominant", { fromAbove: true });
    expect(dominant.defence).toEqual({ striking: -5, missile: 0, grapple: -5 });
    expect(dominant.versusOpponent.defence).toEqual({ striking: 5, missile: 5, grapple: 5 });
    expect(dominant.attack).toEqual({ striking: -5, missile: -5, grapple: -5 });
    expect(dominant.versusOpponent.attack).toEqual({ striking: 5, missile: 5, grapple: 5 });
  });

  it("from above changes nothing for one standing", () => {
    expect(stanceModifiers("standing", "resting", { fromAbove: true })).toEqual(
      stanceModifiers("standing", "resting"),
    );
  });

  it("aiming standing: +5 to hit", () => {
    expect(stanceModifiers("standing", "aiming")).toMatchObject({
      attack: { missile: 5 },
      defence: none,
    });
  });

  it("aiming on the ground: +5 to hit, +5 against missiles, −5 striking defence", () => {
    expect(stanceModifiers("ground", "aiming")).toMatchObject({
      attack: { missile: 5 },
      defence: { striking: -5, missile: 5, grapple: 0 },
    });
  });

  it("clinch (grappling standing): −5 to every roll", () => {
    const all = { striking: -5, missile: -5, grapple: -5 };
    expect(stanceModifiers("standing", "grappling")).toMatchObject({ attack: all, defence: all });
  });

  it("ground fighting: −5 attack, −5 defence except +5 against missiles", () => {
    expect(stanceModifiers("ground", "grappling")).toMatchObject({
      attack: { striking: -5, missile: -5, grapple: -5 },
      defence: { striking: -5, missile: 5, grapple: -5 },
    });
  });

  it("dominant standing: +5 against the inferior grappler, −5 against others", () => {
    const m = stanceModifiers("standing", "dominant");
    expect(m.versusOpponent.attack).toEqual({ striking: 5, missile: 5, grapple: 5 });
    expect(m.versusOpponent.defence).toEqual({ striking: 5, missile: 5, grapple: 5 });
    expect(m.attack).toEqual({ striking: -5, missile: -5, grapple: -5 });
    expect(m.defence).toEqual({ striking: -5, missile: -5, grapple: -5 });
  });

  it("dominant on the ground: +5 vs inferior, +5 vs missiles, −5 otherwise", () => {
    const m = stanceModifiers("ground", "dominant");
    expect(m.versusOpponent.attack.grapple).toBe(5);
    expect(m.attack).toEqual({ striking: -5, missile: -5, grapple: -5 });
    expect(m.defence).toEqual({ striking: -5, missile: 5, grapple: -5 });
  });

  it("strategic: +5 to hit standing; not possible on the ground", () => {
    expect(stanceModifiers("standing", "strategic").attack).toEqual({
      striking: 5,
      missile: 5,
      grapple: 0,
    });
    expect(() => stanceModifiers("ground", "strategic")).toThrow(
      /a strategic attack is not allowed: not from the ground/,
    );
  });

  it("cautious: +5 defence standing; not possible on the ground", () => {
    expect(stanceModifiers("standing", "cautious").defence).toEqual({
      striking: 5,
      missile: 5,
      grapple: 5,
    });
    expect(() => stanceModifiers("ground", "cautious")).toThrow(
      /a cautious attack is not allowed: not from the ground/,
    );
  });

  it("resting: +5 defence in both postures (on the ground on top of the ground's own)", () => {
    expect(stanceModifiers("standing", "resting").defence).toEqual({
      striking: 5,
      missile: 5,
      grapple: 5,
    });
    expect(stanceModifiers("ground", "resting").defence).toEqual({
      striking: 0,
      missile: 10,
      grapple: 5,
    });
  });

  it("a grappler's position picks its row; evading at the start of a fight is +4", () => {
    expect(["none", "neutral", "inferior", "dominant"].map((g) => gripStance(g as never))).toEqual([
      "default",
      "grappling",
      "grappling",
      "dominant",
    ]);
    expect(EVADING_AT_START).toBe(4);
  });

  it("instant stand: +5 defence, for one who ends standing; never a row on the ground", () => {
    expect(stanceModifiers("standing", "instantStand").defence).toEqual({
      striking: 5,
      missile: 5,
      grapple: 5,
    });
    expect(() => stanceModifiers("ground", "instantStand")).toThrow(
      /an instant stand is not allowed: not on the ground/,
    );
  });

  it("rejects an unknown stance, posture or option, naming it", () => {
    expect(() => stanceModifiers("standing", "crouching" as never)).toThrow(
      /stance must be one of .*got "crouching"/,
    );
    expect(() => stanceModifiers("kneeling" as never, "default")).toThrow(
      /posture must be one of .*got "kneeling"/,
    );
    expect(() => stanceModifiers("standing", "default", 3 as never)).toThrow(
      /stance options must be a group of fields, got 3/,
    );
    expect(() => stanceModifiers("standing", "default", { fromAbove: "yes" as never })).toThrow(
      /fromAbove must be true or false, got "yes"/,
    );
  });

  it("a defender's row: the grip held wins over the stance written down; no grip, the stance (default if none)", () => {
    expect(defenderRow("cautious", "dominant")).toBe("dominant");
    expect(defenderRow("resting", "inferior")).toBe("grappling");
    expect(defenderRow("resting", "neutral")).toBe("grappling");
    expect(defenderRow("cautious", "none")).toBe("cautious");
    expect(defenderRow(undefined, "none")).toBe("default");
    expect(() => defenderRow("sleeping" as never, "none")).toThrow(
      /stance must be one of .*got "sleeping"/,
    );
    expect(() => defenderRow("default", "hug" as never)).toThrow(/grip must be one of .*got "hug"/);
    expect(() => gripStance("hug" as never)).toThrow(/grip must be one of .*got "hug"/);
  });

  it("RULES 5 aim: the +5 is for the next attack only, so the attack ends the aiming row; other rows stay", () => {
    expect(stanceAfterAttack("aiming")).toBe("default");
    expect(stanceAfterAttack("resting")).toBe("resting");
    expect(stanceAfterAttack("cautious")).toBe("cautious");
    expect(() => stanceAfterAttack("sleeping" as never)).toThrow(
      /stance must be one of .*got "sleeping"/,
    );
  });
});

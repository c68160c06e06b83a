import { describe, expect, it } from "vitest";
import { EPIC_FUMBLES, epicFumble, epicFumbleEntry } from "../../../src/rules/occult";

describe("RULES 2 epic fumbles", () => {
  it("the table has one entry for each face of a d20, in order", () => {
    expect(EPIC_FUMBLES.map((e) => e.face)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(EPIC_FUMBLES.map((e) => e.id)).size).toBe(20);
  });

  it("1 turns the attack into a hit; 20 is a plain miss", () => {
    expect(epicFumbleEntry(1)).toMatchObject({ id: "notBad", hits: "target" });
    expect(epicFumbleEntry(20)).toEqual({ face: 20, id: "nothing" });
  });

  it("3 blinds for 1d6 rounds at −30% strike and defence; 4 leaves the attacker fatigued", () => {
    expect(epicFumbleEntry(3)).toMatchObject({ rounds: "1d6", strike: -30, defence: -30 });
    expect(epicFumbleEntry(4)).toMatchObject({ status: "fatigued", strike: -10 });
  });

  it("5 emboldens the target (+20% strike), 6 costs 20% defence, 10 costs 20% strike", () => {
    expect(epicFumbleEntry(5)).toMatchObject({ rounds: "1d6", targetStrike: 20 });
    expect(epicFumbleEntry(6)).toMatchObject({ rounds: "1d6", defence: -20 });
    expect(epicFumbleEntry(10)).toMatchObject({ rounds: "1d6", strike: -20 });
  });

  it("8 lasts 1d4 rounds, 11 backs off 2 squares, 12 loses one round, 15 throws the weapon 1d6 squares", () => {
    expect(epicFumbleEntry(8).rounds).toBe("1d4");
    expect(epicFumbleEntry(11).squares).toBe(2);
    expect(epicFumbleEntry(12).rounds).toBe(1);
    expect(epicFumbleEntry(15).squares).toBe("1d6");
  });

  it("13 halves speed and 14 halves damage for 1d6 rounds", () => {
    expect(epicFumbleEntry(13)).toMatchObject({ halves: "speed", rounds: "1d6" });
    expect(epicFumbleEntry(14)).toMatchObject({ halves: "damage", rounds: "1d6" });
  });

  it("16 hits the nearest ally, 17 drops the attacker prone, 18 hits the attacker, 19 and 9 open interrupts", () => {
    expect(epicFumbleEntry(16).hits).toBe("nearestAlly");
    expect(epicFumbleEntry(17).status).toBe("prone");
    expect(epicFumbleEntry(18).hits).toBe("self");
    expect(epicFumbleEntry(19).interruptsAgainst).toBe("fumbler");
    expect(epicFumbleEntry(9).interruptsAgainst).toBe("ally");
  });

  it("the GM narrates unless the epicFumbleTable option sends the attacker to the table", () => {
    expect(epicFumble({ epicFumbleTable: false }, 7)).toEqual({ kind: "narrate" });
    expect(epicFumble({}, 7)).toEqual({ kind: "table", entry: epicFumbleEntry(7) });
    expect(epicFumble({ epicFumbleTable: true })).toEqual({ kind: "table", entry: null });
  });

  it("rejects a face off the d20, naming it", () => {
    expect(() => epicFumbleEntry(0)).toThrow(/d20 must be between 1 and 20, got 0/);
  });
});

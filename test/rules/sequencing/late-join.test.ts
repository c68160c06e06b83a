import { describe, expect, it } from "vitest";
import { seeded } from "../../../src/rules/dice";
import { ladder, readyHp, shots, standard, turns } from "../../../src/rules/sequencing";

/**
 * A combatant added after the round is over (the GM adds a newcomer between rounds) must not
 * reopen that round: in every engine it acts from the next round.
 */
describe("a combatant joining after the round is over acts from the next round", () => {
  it("ladder (RULES 1.10): the newcomer's roll does not put it on an empty ladder", () => {
    let s = ladder.start([{ id: "a", roll: 3 }]);
    s = ladder.act(s, "a");
    expect(ladder.roundOver(s)).toBe(true);
    s = ladder.join(s, { id: "late", roll: 7 });
    expect(ladder.roundOver(s)).toBe(true);
    expect(ladder.acting(s)).toEqual([]);
    expect(ladder.carry(s)).toEqual({ a: 0, late: 0 });
    const next = ladder.nextRound(s, { a: 3, late: 7 });
    expect(ladder.acting(next)).toEqual(["late"]);
  });

  it("ready HP (RULES 4): the newcomer has no ready HP until the next round starts", () => {
    let s = readyHp.start([{ id: "a", nonDamaged: 2 }], seeded(1));
    s = readyHp.spend(s, "a", 2);
    expect(readyHp.roundOver(s)).toBe(true);
    s = readyHp.join(s, { id: "late", nonDamaged: 6 });
    expect(readyHp.roundOver(s)).toBe(true);
    expect(readyHp.acting(s)).toEqual([]);
    expect(readyHp.ready(s, "late")).toBe(0);
    // nothing done afterwards reopens it either
    s = readyHp.harm(s, "a", 1);
    expect(readyHp.roundOver(s)).toBe(true);
    const next = readyHp.nextRound(s, seeded(1));
    expect(readyHp.ready(next, "late")).toBe(6);
    expect(readyHp.acting(next)).toEqual(["late"]);
  });

  it("shots (RULES 3), in the simplified round and after an all-surprised surprise round too", () => {
    let simple = shots.start([{ id: "a", reflexes: 5, named: false, villain: false }], {
      simplified: true,
    });
    simple = shots.spend(simple, "a", 3);
    simple = shots.join(simple, { id: "late", reflexes: 9, named: false, villain: false });
    expect(shots.roundOver(simple)).toBe(true);
    expect(shots.acting(shots.nextRound(simple))).toEqual(["late"]);

    let surprise = shots.start(
      [{ id: "a", reflexes: 5, named: false, villain: false, surprised: true }],
      {
        surpriseRound: true,
      },
    );
    expect(shots.roundOver(surprise)).toBe(true);
    surprise = shots.join(surprise, { id: "late", reflexes: 9, named: false, villain: false });
    expect(shots.roundOver(surprise)).toBe(true);
  });

  it("turns with speed (RULES 5) and standard initiative (RULES 2) already wait", () => {
    let t = turns.advance(turns.start([{ id: "a", speed: 1 }]));
    t = turns.join(t, { id: "late", speed: 1 });
    expect(turns.roundOver(t)).toBe(true);
    let d = standard.advance(standard.start([{ id: "a", roll: 10 }]));
    d = standard.join(d, { id: "late", roll: 20 });
    expect(standard.roundOver(d)).toBe(true);
  });
});

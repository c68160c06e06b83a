import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readEngineState, standard } from "../../../src/rules/sequencing";
import type { StandardState } from "../../../src/rules/sequencing/standard";
import { thrown, viaJson } from "./json";

const { start, order, advance, acting, tieOrder } = standard;

describe("RULES 2 standard initiative", () => {
  it("the seed's example: Todd rolls 12 and the bandit 10, so Todd goes first", () => {
    const s = start([
      { id: "bandit", roll: 10 },
      { id: "todd", roll: 12 },
    ]);
    expect(order(s)).toEqual(["todd", "bandit"]);
    expect(acting(s)).toEqual(["todd"]);
  });

  it("adds the initiative modifier to the d20, highest total first", () => {
    const s = start([
      { id: "a", roll: 15, modifier: -4 },
      { id: "b", roll: 9, modifier: 3 },
    ]);
    expect(order(s)).toEqual(["b", "a"]);
    expect(standard.total(s, "a")).toBe(11);
  });

  it("steps through the round, which ends after the last turn", () => {
    let s = start([
      { id: "a", roll: 5 },
      { id: "b", roll: 18 },
    ]);
    s = advance(s);
    expect(acting(s)).toEqual(["a"]);
    s = advance(s);
    expect(standard.roundOver(s)).toBe(true);
    expect(acting(s)).toEqual([]);
    expect(thrown(() => advance(s)).message).toMatch(/the round is over/);
    const again = standard.nextRound(s);
    expect(again.round).toBe(2);
    expect(acting(again)).toEqual(["b"]);
    const rerolled = standard.nextRound(s, { a: 20, b: 1 });
    expect(order(rerolled)).toEqual(["a", "b"]);
  });

  it("the GM orders those who tie, only among themselves and before they act", () => {
    let s = start([
      { id: "a", roll: 12 },
      { id: "b", roll: 15 },
      { id: "c", roll: 12 },
      { id: "d", roll: 12 },
    ]);
    expect(order(s)).toEqual(["b", "a", "c", "d"]);
    s = tieOrder(s, ["d", "a", "c"]);
    expect(order(s)).toEqual(["b", "d", "a", "c"]);
    expect(standard.initiatives(s)).toEqual({ b: 15, d: 12.2, a: 12.1, c: 12 });
    expect(thrown(() => tieOrder(s, ["a", "b"])).message).toMatch(/their initiative totals differ/);
    const later = advance(advance(s));
    expect(thrown(() => tieOrder(later, ["c", "d"])).message).toMatch(/"d" has had its turn/);
  });

  it("combatants join in their place by total and leave", () => {
    let s = advance(
      start([
        { id: "a", roll: 15 },
        { id: "b", roll: 10 },
        { id: "c", roll: 5 },
      ]),
    );
    s = standard.join(s, { id: "late", roll: 8 });
    expect(order(s)).toEqual(["a", "b", "late", "c"]);
    s = standard.join(s, { id: "missed", roll: 20 });
    // it rolled higher than the one acting now: it has missed its count this round
    expect(acting(s)).toEqual(["b"]);
    s = standard.leave(s, "b");
    expect(acting(s)).toEqual(["late"]);
  });

  it("rejects a face that is not a d20's and an unknown id", () => {
    expect(() => start([{ id: "a", roll: 21 }])).toThrow(
      /d20 of a must be between 1 and 20, got 21/,
    );
    expect(() => standard.initiative(start([{ id: "a", roll: 2 }]), "b")).toThrow(/"b"/);
  });
});

const rolls = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 3 }),
    roll: fc.integer({ min: 1, max: 20 }),
    modifier: fc.integer({ min: -3, max: 3 }),
  }),
  { selector: (c) => c.id, minLength: 1, maxLength: 12 },
);

describe("RULES 2 standard initiative invariants", () => {
  it("totals never rise along the order, and the mirrored values sort into the same order", () => {
    fc.assert(
      fc.property(rolls, (c) => {
        const s = start(c);
        const totals = order(s).map((id) => standard.total(s, id));
        expect(totals).toEqual([...totals].sort((a, b) => b - a));
        const values = standard.initiatives(s);
        expect([...s.ids].sort((a, b) => values[b] - values[a])).toEqual(order(s));
      }),
    );
  });

  it("a state read back from JSON behaves identically", () => {
    fc.assert(
      fc.property(rolls, fc.nat({ max: 12 }), (c, steps) => {
        let s: StandardState = start(c);
        let restored = viaJson(s);
        for (let i = 0; i < steps && !standard.roundOver(s); i++) {
          s = advance(s);
          restored = viaJson(advance(restored));
          expect(acting(restored)).toEqual(acting(s));
        }
        expect(restored).toEqual(viaJson(s));
      }),
    );
  });
});

describe("RULES 2 interrupt attacks on standard initiative", () => {
  // Todd (12) acts before the bandit (10) and the cultist (8)
  const fight = () =>
    start([
      { id: "todd", roll: 12 },
      { id: "bandit", roll: 10 },
      { id: "cultist", roll: 8 },
    ]);

  it("Todd throws a grenade: the bandit makes the free attack at once, then Todd carries on", () => {
    let s = standard.openInterrupt(fight(), "todd");
    expect(standard.interruptOf(s)).toEqual({ against: "todd", by: null });
    expect(acting(s)).toEqual(["todd"]);
    s = standard.takeInterrupt(s, "bandit");
    expect(acting(s)).toEqual(["bandit"]);
    s = advance(s); // the bandit's attack is made: the turn goes back to Todd
    expect(acting(s)).toEqual(["todd"]);
    expect(standard.interruptOf(s)).toBeNull();
    s = advance(s);
    expect(acting(s)).toEqual(["bandit"]);
  });

  it("nobody takes it: Todd carries on; an interrupt lapses when his turn ends", () => {
    const open = standard.openInterrupt(fight(), "todd");
    expect(standard.interruptOf(standard.closeInterrupt(open))).toBeNull();
    const ended = advance(open);
    expect(standard.interruptOf(ended)).toBeNull();
    expect(acting(ended)).toEqual(["bandit"]);
  });

  it("only on the acting combatant's turn, one at a time, never by the interrupted one", () => {
    expect(() => standard.openInterrupt(fight(), "bandit")).toThrow(/it is not their turn/);
    const open = standard.openInterrupt(fight(), "todd");
    expect(() => standard.openInterrupt(open, "todd")).toThrow(/one is open already/);
    expect(() => standard.takeInterrupt(open, "todd")).toThrow(/their own action/);
    const taken = standard.takeInterrupt(open, "bandit");
    expect(() => standard.takeInterrupt(taken, "cultist")).toThrow(/"bandit" is making it/);
    expect(() => standard.closeInterrupt(taken)).toThrow(/is making the attack/);
    expect(() => standard.closeInterrupt(fight())).toThrow(/no interrupt is open/);
    expect(() => standard.tieOrder(open, ["todd"])).toThrow(/an interrupt is open/);
  });

  it("the attacker leaving ends the interrupt; a state with one reads back from JSON", () => {
    const taken = standard.takeInterrupt(standard.openInterrupt(fight(), "todd"), "bandit");
    expect(standard.interruptOf(standard.leave(taken, "bandit"))).toBeNull();
    expect(viaJson(taken)).toEqual(taken);
    expect(readEngineState("standard", JSON.parse(JSON.stringify(taken)))).toEqual({
      ok: true,
      state: taken,
    });
  });
});

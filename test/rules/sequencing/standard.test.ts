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
    expect(thrown(() => tieOrder(later, ["c", "d"])).message).toBe(
      'ordering ["c","d"] is not allowed: "d" has had its turn.',
    );
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

describe("RULES 2 standard initiative: the order over the fight", () => {
  it("rolled again, each keeps its modifier unless given a new one", () => {
    const s = start([
      { id: "todd", roll: 12, modifier: 3 },
      { id: "bandit", roll: 10 },
    ]);
    const kept = standard.nextRound(s, { todd: 9, bandit: 11 });
    // 9 + 3 = 12 beats the bandit's 11
    expect(order(kept)).toEqual(["todd", "bandit"]);
    expect(standard.total(kept, "todd")).toBe(12);
    const changed = standard.nextRound(s, { todd: 9, bandit: 11 }, { todd: -3 });
    expect(order(changed)).toEqual(["bandit", "todd"]);
    expect(standard.total(changed, "todd")).toBe(6);
    expect(standard.total(standard.nextRound(changed, { todd: 9, bandit: 11 }), "todd")).toBe(6);
  });

  it("the next round refuses new modifiers without new rolls, rolls for strangers, and a missing roll", () => {
    const s = start([
      { id: "todd", roll: 12 },
      { id: "bandit", roll: 10 },
    ]);
    expect(thrown(() => standard.nextRound(s, undefined, { todd: 2 })).message).toMatch(
      /new modifiers without new rolls.*the order would not change/,
    );
    expect(thrown(() => standard.nextRound(s, { todd: 5, bandit: 5, ghoul: 5 })).message).toMatch(
      /"ghoul"/,
    );
    expect(thrown(() => standard.nextRound(s, { todd: 5 })).message).toMatch(/d20 of bandit/);
    expect(thrown(() => standard.nextRound(s, [] as never)).message).toMatch(/rolls/);
    expect(thrown(() => standard.nextRound(s, { todd: 5, bandit: 5 }, 3 as never)).message).toMatch(
      /modifiers/,
    );
  });

  it("a new round closes an interrupt left open, and starts again from the top", () => {
    const open = standard.openInterrupt(
      start([
        { id: "todd", roll: 12 },
        { id: "bandit", roll: 10 },
      ]),
      "todd",
    );
    const next = standard.nextRound(open);
    expect(standard.interruptOf(next)).toBeNull();
    expect(next).not.toHaveProperty("interrupt");
    expect(acting(next)).toEqual(["todd"]);
  });

  it("at round start the GM orders the two who tie for the first turn", () => {
    const s = start([
      { id: "todd", roll: 14 },
      { id: "bandit", roll: 14 },
      { id: "cultist", roll: 3 },
    ]);
    expect(acting(s)).toEqual(["todd"]);
    const reordered = tieOrder(s, ["bandit", "todd"]);
    expect(acting(reordered)).toEqual(["bandit"]);
    expect(order(reordered)).toEqual(["bandit", "todd", "cultist"]);
    expect(thrown(() => tieOrder(s, ["todd", "todd"])).message).toMatch(
      /it names a combatant twice/,
    );
    expect(thrown(() => tieOrder(s, ["todd", "ghoul"])).message).toMatch(/"ghoul"/);
  });

  it("eleven tied on 12 show 12.1 down to 12, all below the 13 of the one before them", () => {
    const tied = Array.from({ length: 11 }, (_, i) => ({ id: `t${i}`, roll: 12 }));
    const s = start([{ id: "first", roll: 13 }, ...tied]);
    const values = standard.initiatives(s);
    expect(values.first).toBe(13);
    expect(values.t0).toBeCloseTo(12.1);
    expect(values.t9).toBeCloseTo(12.01);
    expect(values.t10).toBe(12);
    expect(standard.initiative(s, "t5")).toBeCloseTo(12.05);
    // ten tied behind one on 13: 12.9 down to 12
    const ten = start([{ id: "first", roll: 13 }, ...tied.slice(0, 10)]);
    expect(standard.initiative(ten, "t5")).toBeCloseTo(12.4);
    // nine tied still fit in tenths: 12.8 down to 12
    const nine = start(tied.slice(0, 9));
    expect(standard.initiatives(nine).t0).toBeCloseTo(12.8);
    expect(standard.initiative(nine, "t0")).toBeCloseTo(12.8);
  });

  it("one combatant's mirrored figure is the one every combatant's pass gives it", () => {
    fc.assert(
      fc.property(rolls, (c) => {
        const s = start(c);
        const values = standard.initiatives(s);
        for (const id of s.ids) expect(standard.initiative(s, id)).toBe(values[id]);
      }),
    );
  });
});

describe("RULES 2 standard initiative: joining and leaving mid-round", () => {
  // Todd (15) has acted; the bandit (10) acts now; the cultist (5) is still to come
  const midRound = () =>
    advance(
      start([
        { id: "todd", roll: 15 },
        { id: "bandit", roll: 10 },
        { id: "cultist", roll: 5 },
      ]),
    );

  it("a joiner who ties goes after those it ties with", () => {
    const s = standard.join(midRound(), { id: "ghoul", roll: 5 });
    expect(order(s)).toEqual(["todd", "bandit", "cultist", "ghoul"]);
    const low = standard.join(midRound(), { id: "rat", roll: 1 });
    expect(order(low)).toEqual(["todd", "bandit", "cultist", "rat"]);
  });

  it("a joiner's modifier counts towards its place and is kept", () => {
    const s = standard.join(midRound(), { id: "ghoul", roll: 4, modifier: 3 });
    expect(order(s)).toEqual(["todd", "bandit", "ghoul", "cultist"]);
    expect(standard.total(s, "ghoul")).toBe(7);
    expect(
      standard.total(standard.nextRound(s, { todd: 1, bandit: 1, ghoul: 1, cultist: 1 }), "ghoul"),
    ).toBe(4);
  });

  it("a joiner placed just before the one acting now has missed its count", () => {
    const s = standard.join(midRound(), { id: "ghoul", roll: 12 });
    expect(order(s)).toEqual(["todd", "ghoul", "bandit", "cultist"]);
    expect(acting(s)).toEqual(["bandit"]);
    expect(acting(advance(s))).toEqual(["cultist"]);
  });

  it("one who has acted leaving does not move the turn; the others keep their totals", () => {
    const s = standard.leave(midRound(), "todd");
    expect(acting(s)).toEqual(["bandit"]);
    expect(standard.total(s, "cultist")).toBe(5);
    expect(s.totals).toEqual({ bandit: 10, cultist: 5 });
    expect(() => standard.total(s, "todd")).toThrow(/"todd"/);
  });

  it("joining or leaving keeps an interrupt open; the interrupted one leaving ends it", () => {
    const open = standard.openInterrupt(midRound(), "bandit");
    expect(standard.interruptOf(standard.join(open, { id: "ghoul", roll: 2 }))).toEqual({
      against: "bandit",
      by: null,
    });
    expect(standard.interruptOf(standard.leave(open, "cultist"))).toEqual({
      against: "bandit",
      by: null,
    });
    expect(standard.interruptOf(standard.leave(open, "bandit"))).toBeNull();
  });
});

describe("RULES 2 interrupt attacks: refusals", () => {
  it("no interrupt once the round is over, and only by those in the fight", () => {
    const s = start([
      { id: "todd", roll: 12 },
      { id: "bandit", roll: 10 },
    ]);
    const over = advance(advance(s));
    expect(thrown(() => standard.openInterrupt(over, "todd")).message).toMatch(/the round is over/);
    expect(thrown(() => standard.openInterrupt(s, "ghoul")).message).toMatch(/"ghoul"/);
    const open = standard.openInterrupt(s, "todd");
    expect(thrown(() => standard.takeInterrupt(open, "ghoul")).message).toMatch(/"ghoul"/);
    expect(thrown(() => standard.takeInterrupt(s, "bandit")).message).toMatch(
      /no interrupt is open/,
    );
  });
});

describe("RULES 2 standard initiative: refusals in full", () => {
  const fight = () =>
    start([
      { id: "todd", roll: 12 },
      { id: "bandit", roll: 10 },
    ]);

  it("names the move refused and why", () => {
    const over = advance(advance(fight()));
    expect(thrown(() => advance(over)).message).toBe(
      "ending a turn is not allowed: the round is over.",
    );
    expect(thrown(() => standard.openInterrupt(over, "todd")).message).toBe(
      "opening an interrupt is not allowed: the round is over.",
    );
    const open = standard.openInterrupt(fight(), "todd");
    expect(thrown(() => standard.openInterrupt(open, "todd")).message).toBe(
      "opening an interrupt is not allowed: one is open already.",
    );
    expect(thrown(() => standard.openInterrupt(fight(), "bandit")).message).toBe(
      'opening an interrupt on "bandit" is not allowed: it is not their turn.',
    );
    expect(thrown(() => standard.takeInterrupt(fight(), "bandit")).message).toBe(
      "an interrupt attack is not allowed: no interrupt is open.",
    );
    expect(thrown(() => standard.takeInterrupt(open, "todd")).message).toBe(
      "an interrupt attack is not allowed: nobody interrupts their own action.",
    );
    const taken = standard.takeInterrupt(open, "bandit");
    expect(thrown(() => standard.takeInterrupt(taken, "todd")).message).toBe(
      'an interrupt attack is not allowed: "bandit" is making it.',
    );
    expect(thrown(() => standard.closeInterrupt(fight())).message).toBe(
      "closing an interrupt is not allowed: no interrupt is open.",
    );
    expect(thrown(() => standard.closeInterrupt(taken)).message).toBe(
      'closing an interrupt is not allowed: "bandit" is making the attack.',
    );
    expect(thrown(() => tieOrder(open, ["todd"])).message).toBe(
      'ordering ["todd"] is not allowed: an interrupt is open.',
    );
    expect(thrown(() => tieOrder(fight(), ["todd", "todd"])).message).toBe(
      'the order ["todd","todd"] is not allowed: it names a combatant twice.',
    );
    expect(thrown(() => tieOrder(fight(), ["todd", "bandit"])).message).toBe(
      'ordering ["todd","bandit"] is not allowed: their initiative totals differ.',
    );
    expect(thrown(() => standard.nextRound(fight(), undefined, { todd: 1 })).message).toBe(
      "new modifiers without new rolls is not allowed: the order would not change.",
    );
  });

  it("the combatants are a list; a modifier is a whole number, a joiner's too", () => {
    expect(() => start("todd" as never)).toThrow(/combatants/);
    expect(() => start([null as never])).toThrow(/combatant/);
    expect(() => start([{ id: "todd", roll: 12, modifier: 1.5 }])).toThrow(/modifier of todd/);
    expect(() => standard.join(fight(), null as never)).toThrow(/combatant/);
    expect(() => standard.join(fight(), { id: "ghoul", roll: 3, modifier: 0.5 })).toThrow(
      /modifier of ghoul/,
    );
    expect(() => tieOrder(fight(), "todd" as never)).toThrow(/tied combatants/);
  });

  it("a tie after ten others (22 down to 13) still shows 12.1 and 12", () => {
    const ahead = Array.from({ length: 10 }, (_, i) => ({
      id: `a${i}`,
      roll: 20 - i,
      modifier: 2,
    }));
    const s = start([...ahead, { id: "x", roll: 1, modifier: 11 }, { id: "y", roll: 12 }]);
    expect(standard.initiatives(s)).toMatchObject({ x: 12.1, y: 12 });
  });
});

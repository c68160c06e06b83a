import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scripted, seeded } from "../../../src/rules/dice";
import { compareActingOrder, survivesInterference } from "../../../src/rules/rounds";
import { readyHp } from "../../../src/rules/sequencing";
import type { ReadyHpCombatant, ReadyHpState } from "../../../src/rules/sequencing/ready-hp";
import { thrown, viaJson } from "./json";

const { start, order, spend, ready } = readyHp;
/** For characters whose reach and bonus all differ: no roll-off, so no dice. */
const noDice = scripted([]);
/** Roll-offs settled ahead for characters tied on reach and bonus; the tests below do not hinge on them. */
const anyDice = () => seeded(1);

// strength 5, 4 and 3 (RULES 4: 10, 8 and 6 HP, all ready): the most ready HP decides first
const trio = () =>
  start(
    [
      { id: "attacker", nonDamaged: 10 },
      { id: "defender", nonDamaged: 8 },
      { id: "ally", nonDamaged: 6 },
    ],
    anyDice(),
  );

describe("RULES 4 round start", () => {
  it("at least half the non-damaged HP, rounded up, become ready; the rest may carry over", () => {
    const s = start(
      [
        { id: "all-in", nonDamaged: 9 },
        { id: "wound-up", nonDamaged: 9, carryOver: 4 },
      ],
      anyDice(),
    );
    expect([ready(s, "all-in"), ready(s, "wound-up")]).toEqual([9, 5]);
    expect(readyHp.maxCarryOver(9)).toBe(4);
    expect(readyHp.maxCarryOver(10)).toBe(5);
    expect(() => start([{ id: "greedy", nonDamaged: 9, carryOver: 5 }], anyDice())).toThrow(
      /carry-over HP of greedy must be between 0 and 4, got 5/,
    );
  });
});

describe("RULES 4 the next round", () => {
  it("starts again from the non-damaged HP left, with the player's new carry-over choice", () => {
    let s = start([{ id: "a", nonDamaged: 10 }], noDice);
    s = readyHp.harm(spend(s, "a", 4), "a", 2);
    while (!readyHp.roundOver(s)) s = readyHp.hesitate(s, "a");
    const next = readyHp.nextRound(s, noDice, { a: { carryOver: 4 } });
    expect(next.round).toBe(2);
    expect([ready(next, "a"), readyHp.carryOver(next, "a")]).toEqual([4, 4]);
    expect(order(next)).toEqual(["a"]);
    expect(next.phase).toBe("carryOver");
    expect(() => readyHp.nextRound(s, noDice, { a: { carryOver: 5 } })).toThrow(
      /carry-over HP of a must be between 0 and 4/,
    );
  });
});

describe("RULES 4 a round of turns", () => {
  const party: ReadyHpCombatant[] = [
    { id: "knight", nonDamaged: 12, reach: 2 },
    { id: "rogue", nonDamaged: 8, carryOver: 3, reach: 0.5 },
    { id: "archer", nonDamaged: 10, carryOver: 2, reach: 100, missile: true },
  ];

  it("carry-over turns come first, most carry-over HP first, one each, movement only", () => {
    let s = start(party, noDice);
    expect(s.phase).toBe("carryOver");
    expect(order(s)).toEqual(["rogue", "archer"]);
    expect(thrown(() => spend(s, "rogue", 1, { passiveDefense: true })).message).toMatch(
      /carry-over turns are for movement only/,
    );
    expect(() => spend(s, "rogue", 4)).toThrow(/carry-over HP moved must be between 0 and 3/);
    s = spend(s, "rogue", 2);
    expect(thrown(() => spend(s, "rogue", 1)).message).toMatch(/it has no carry-over turn left/);
    s = spend(s, "archer", 0);
    expect(s.phase).toBe("turns");
    expect(order(s)).toEqual(["knight", "archer", "rogue"]);
  });

  it("each turn everyone with ready HP acts once, most ready HP first, until none are left", () => {
    let s = spend(spend(start(party, noDice), "rogue", 2), "archer", 0);
    // turn 1: the knight swings with 3 extra power, the archer looses an arrow, the rogue dodges
    s = spend(s, "knight", 4);
    s = spend(s, "archer", 1);
    s = spend(s, "rogue", 2, { passiveDefense: true });
    expect(readyHp.passiveDefense(s, "rogue")).toBe(2);
    expect(s.turn).toBe(2);
    expect(order(s)).toEqual(["knight", "archer", "rogue"]);
    expect([ready(s, "knight"), ready(s, "archer"), ready(s, "rogue")]).toEqual([8, 7, 3]);
    // turn 2: the archer spends more than the knight and takes the lead in turn 3
    s = spend(s, "knight", 4);
    s = spend(s, "archer", 1);
    s = readyHp.hesitate(s, "rogue");
    expect(order(s)).toEqual(["archer", "knight", "rogue"]);
    let moves = 0;
    while (!readyHp.roundOver(s)) {
      const [id] = readyHp.acting(s);
      s = spend(s, id, Math.min(3, ready(s, id)));
      moves += 1;
    }
    expect(moves).toBe(5);
    expect(order(s)).toEqual([]);
    expect(thrown(() => spend(s, "knight", 1)).message).toMatch(/the round is over/);
    expect(readyHp.passiveDefense(s, "rogue")).toBe(2);
  });

  it("an act spends at least 1 ready HP and never more than are ready; hesitating spends 1", () => {
    const s = start([{ id: "a", nonDamaged: 4 }], noDice);
    expect(() => spend(s, "a", 0)).toThrow(/hit points spent must be between 1 and 4, got 0/);
    expect(() => spend(s, "a", 5)).toThrow(/hit points spent must be between 1 and 4, got 5/);
    expect(ready(readyHp.hesitate(s, "a"), "a")).toBe(3);
  });

  it("nobody acts out of order", () => {
    const s = start(
      party.map((c) => ({ ...c, carryOver: 0 })),
      noDice,
    );
    expect(order(s)).toEqual(["knight", "archer", "rogue"]);
    expect(thrown(() => spend(s, "rogue", 1)).message).toBe(
      'spending 1 HP by "rogue" is not allowed: "knight" decides first.',
    );
    expect(thrown(() => spend(spend(s, "knight", 1), "knight", 1)).message).toMatch(
      /it has acted this turn/,
    );
  });

  it("a character that surprised the others decides first", () => {
    const s = start(
      [
        { id: "knight", nonDamaged: 12 },
        { id: "thief", nonDamaged: 6, surprise: true },
      ],
      anyDice(),
    );
    expect(order(s)).toEqual(["thief", "knight"]);
    const later = spend(spend(s, "thief", 1), "knight", 1);
    expect(order(later)).toEqual(["knight", "thief"]);
  });
});

describe("RULES 4 ties on ready HP", () => {
  const twin = (id: string, more: Partial<ReadyHpCombatant> = {}): ReadyHpCombatant => ({
    id,
    nonDamaged: 6,
    ...more,
  });

  it("the longer reach decides first", () => {
    const s = start([twin("dagger", { reach: 0.3 }), twin("spear", { reach: 2.5 })], noDice);
    expect(order(s)).toEqual(["spear", "dagger"]);
  });

  it("closer than half the longer reach, the closer character decides first", () => {
    const s = start(
      [twin("dagger", { reach: 0.3, distance: 1 }), twin("spear", { reach: 2.5, distance: 1 })],
      noDice,
    );
    expect(order(s)).toEqual(["dagger", "spear"]);
  });

  it("a missile weapon with the longest range still decides first", () => {
    const s = start(
      [twin("dagger", { reach: 0.3, distance: 1 }), twin("bow", { reach: 80, missile: true })],
      noDice,
    );
    expect(order(s)).toEqual(["bow", "dagger"]);
  });

  it("then the higher bonus for the action", () => {
    const s = start([twin("plain"), twin("skilled", { bonus: 3 })], noDice);
    expect(order(s)).toEqual(["skilled", "plain"]);
  });

  it("each turn is ordered by RULES 4's one acting-order comparator (compareActingOrder)", () => {
    // four fighters of strength 3 (RULES 4: 6 HP, all ready) and a sneak of strength 2 (4 HP)
    const s = start(
      [
        twin("spear", { reach: 2.5 }),
        twin("dagger", { reach: 0.3, distance: 1 }),
        twin("bow", { reach: 80, missile: true }),
        twin("halberdier", { reach: 2.5, bonus: 3 }),
        { id: "sneak", nonDamaged: 4, reach: 0.3, surprise: true },
      ],
      noDice,
    );
    // turn 1: surprise first; then on 6 ready HP the bow's range; the dagger 1 m away, inside half
    // the 2.5 m polearms' reach; of the two polearms the halberdier's +3 bonus
    expect(order(s)).toEqual(["sneak", "bow", "dagger", "halberdier", "spear"]);
    const contenders = order(s).map((id) => {
      const one = s.entries.flat()[s.ids.indexOf(id)];
      return { ...one, surprise: id === "sneak" };
    });
    for (let i = 1; i < contenders.length; i++)
      expect(compareActingOrder(contenders[i - 1], contenders[i])).toBeLessThanOrEqual(0);
    // turn 2: surprise no longer counts, and the sneak's 3 ready HP put it last
    let next = s;
    for (const id of order(s)) next = spend(next, id, 1);
    expect(next.turn).toBe(2);
    expect(order(next)).toEqual(["bow", "dagger", "halberdier", "spear", "sneak"]);
  });

  it("then a roll-off, rerolling ties", () => {
    // both roll 7 and reroll: 3 against 12
    const s = start([twin("first"), twin("second")], scripted([7, 7, 3, 12]));
    expect(order(s)).toEqual(["second", "first"]);
  });
});

describe("RULES 4 out of turn", () => {
  const duel = () =>
    start(
      [
        { id: "attacker", nonDamaged: 10 },
        { id: "defender", nonDamaged: 8 },
      ],
      anyDice(),
    );

  it("interfering spends no more HP than the action interfered with, and is the interferer's act", () => {
    const s = spend(duel(), "attacker", 3);
    expect(() => readyHp.interfere(s, "defender", 4, 3)).toThrow(
      /Interfering with 4 HP is more than the act it opposes spent \(3 HP\)/,
    );
    const blocked = readyHp.interfere(s, "defender", 3, 3);
    expect(ready(blocked, "defender")).toBe(5);
    expect(blocked.turn).toBe(2);
    expect(order(blocked)).toEqual(["attacker", "defender"]);
    expect(() => readyHp.interfere(spend(blocked, "attacker", 1), "attacker", 1, 1)).toThrow(
      /it has acted this turn/,
    );
  });

  it("an interference is one roll against the act's roll; several may oppose it, and any success stops it", () => {
    // the attacker's card rolled 12 + 2 = 14 with 3 HP
    const s = spend(trio(), "attacker", 3, { total: 14 });
    // the defender rolls 11 + 2 = 13, not above 14: the act stands so far
    let t = readyHp.interfereWithLast(s, "defender", 2, { natural: 11, modifier: 2 });
    expect(readyHp.latestAct(t)).toEqual({
      id: "attacker",
      hp: 3,
      turn: 1,
      total: 14,
      interference: [false],
    });
    expect(survivesInterference(readyHp.latestAct(t)!.interference)).toBe(true);
    expect(ready(t, "defender")).toBe(6);
    // the ally, still to act, rolls 13 + 2 = 15: above 14, so the act fails
    t = readyHp.interfereWithLast(t, "ally", 3, { natural: 13, modifier: 2 });
    expect(readyHp.latestAct(t)!.interference).toEqual([false, true]);
    expect(survivesInterference(readyHp.latestAct(t)!.interference)).toBe(false);
    // that ended turn 1: nobody may interfere with the act now, but it stays the latest one
    expect(t.turn).toBe(2);
    expect(readyHp.lastAct(t)).toBeNull();
    expect(readyHp.latestAct(t)!.id).toBe("attacker");
    // a natural 20 always succeeds, even against a 30
    const high = spend(trio(), "attacker", 3, { total: 30 });
    const twenty = readyHp.interfereWithLast(high, "defender", 1, { natural: 20, modifier: 0 });
    expect(readyHp.latestAct(twenty)!.interference).toEqual([true]);
  });

  it("an act spent without a card's roll is opposed with the roll total given", () => {
    const s = spend(trio(), "attacker", 2);
    expect(
      thrown(() => readyHp.interfereWithLast(s, "defender", 1, { natural: 15, modifier: 0 }))
        .message,
    ).toMatch(/the roll of the act it opposes is not known/);
    const t = readyHp.interfereWithLast(s, "defender", 1, { natural: 15, modifier: 0, against: 9 });
    // the total given is kept for the next interferer
    expect(readyHp.latestAct(t)).toMatchObject({ total: 9, interference: [true] });
    expect(readyHp.interfereWithLast(t, "ally", 2, { natural: 4, modifier: 1 }).last).toMatchObject(
      {
        interference: [true, false],
      },
    );
  });

  it("a hesitation is no act to interfere with, and leaves the act before it the latest", () => {
    const s = readyHp.hesitate(spend(trio(), "attacker", 3, { total: 14 }), "defender");
    expect(readyHp.lastAct(s)).toMatchObject({ id: "attacker", hp: 3 });
    expect(readyHp.lastAct(readyHp.hesitate(trio(), "attacker"))).toBeNull();
  });

  it("damage and stun come off the ready HP first, then the carry-over, never below zero", () => {
    let s = start(
      [
        { id: "a", nonDamaged: 10, carryOver: 5 },
        { id: "b", nonDamaged: 6 },
      ],
      anyDice(),
    );
    s = readyHp.harm(s, "a", 7);
    expect(ready(s, "a")).toBe(0);
    expect(order(s)).toEqual(["a"]);
    s = readyHp.harm(s, "a", 9);
    expect(ready(s, "a")).toBe(0);
    expect(order(s)).toEqual(["b"]);
    const next = readyHp.nextRound(spend(s, "b", 6), anyDice());
    expect(ready(next, "a")).toBe(0);
    expect(ready(next, "b")).toBe(6);
  });

  it("damage taken before acting moves a character down this turn's order", () => {
    let s = start(
      [
        { id: "a", nonDamaged: 10 },
        { id: "b", nonDamaged: 8 },
        { id: "c", nonDamaged: 6 },
      ],
      anyDice(),
    );
    s = spend(s, "a", 1);
    s = readyHp.harm(s, "b", 4);
    expect(order(s)).toEqual(["c", "b"]);
  });

  it("characters join mid-round (acting in the current turn) and leave", () => {
    let s = spend(
      start(
        [
          { id: "a", nonDamaged: 10 },
          { id: "b", nonDamaged: 8 },
        ],
        anyDice(),
      ),
      "a",
      1,
    );
    s = readyHp.join(s, { id: "late", nonDamaged: 9 });
    expect(order(s)).toEqual(["late", "b"]);
    s = readyHp.leave(s, "late");
    expect(order(s)).toEqual(["b"]);
    expect(readyHp.initiatives(s)).toEqual({ a: 9, b: 8 });
  });
});

const characters = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      nonDamaged: fc.integer({ min: 0, max: 14 }),
      carryShare: fc.double({ min: 0, max: 1, noNaN: true }),
      reach: fc.integer({ min: 0, max: 4 }),
      missile: fc.boolean(),
      bonus: fc.integer({ min: -2, max: 2 }),
      distance: fc.option(fc.integer({ min: 0, max: 3 })),
      surprise: fc.boolean(),
    }),
    { selector: (c) => c.id, minLength: 1, maxLength: 7 },
  )
  .map((list) =>
    list.map(({ carryShare, ...c }) => ({
      ...c,
      carryOver: Math.floor(carryShare * readyHp.maxCarryOver(c.nonDamaged)),
    })),
  );

/** A move, with the character who acts by it (none for damage). */
type Move = { actor?: string; apply: (s: ReadyHpState) => ReadyHpState };

function legalMoves(s: ReadyHpState, size: number): Move[] {
  const [head] = readyHp.acting(s);
  if (head === undefined) return [];
  const carryTurn = s.phase === "carryOver";
  const hp = Math.min(size, carryTurn ? readyHp.carryOver(s, head) : ready(s, head));
  const moves: Move[] = [
    { actor: head, apply: (x) => readyHp.hesitate(x, head) },
    { actor: head, apply: (x) => spend(x, head, hp) },
  ];
  if (!carryTurn) {
    moves.push({ actor: head, apply: (x) => spend(x, head, hp, { passiveDefense: true }) });
    for (const id of order(s).slice(1))
      moves.push({ actor: id, apply: (x) => readyHp.interfere(x, id, 1, size) });
  }
  for (const id of s.ids) moves.push({ apply: (x) => readyHp.harm(x, id, size) });
  return moves;
}

describe("RULES 4 ready HP invariants over random legal play", () => {
  it("ready HP never go negative, nobody acts twice in a turn, and the round always ends", () => {
    fc.assert(
      fc.property(
        characters,
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 4 })), { maxLength: 300 }),
        (c, seed, choices) => {
          let s = start(c, seeded(seed));
          const bound = c.length + c.reduce((sum, one) => sum + one.nonDamaged, 0);
          let turnMoves = 0;
          const acted = new Set<string>();
          for (const [choice, size] of choices) {
            const options = legalMoves(s, size);
            if (options.length === 0) break;
            const move = options[choice % options.length];
            if (move.actor !== undefined) {
              const act = `${s.phase} ${s.turn} ${move.actor}`;
              expect(acted.has(act)).toBe(false);
              acted.add(act);
              turnMoves += 1;
            }
            s = move.apply(s);
            for (const id of s.ids) expect(ready(s, id)).toBeGreaterThanOrEqual(0);
            expect(turnMoves).toBeLessThanOrEqual(bound);
          }
          // finishing by hesitation alone always ends the round within the bound
          while (!readyHp.roundOver(s)) {
            s = readyHp.hesitate(s, readyHp.acting(s)[0]);
            turnMoves += 1;
            expect(turnMoves).toBeLessThanOrEqual(bound);
          }
          for (const id of s.ids) expect(ready(s, id)).toBe(0);
        },
      ),
    );
  });

  it("within a turn, characters decide in order of most ready HP", () => {
    fc.assert(
      fc.property(characters, fc.integer(), (c, seed) => {
        let s = start(
          c.map((one) => ({ ...one, surprise: false })),
          seeded(seed),
        );
        while (!readyHp.roundOver(s)) {
          if (s.phase === "turns") {
            const pools = order(s).map((id) => ready(s, id));
            expect(pools).toEqual([...pools].sort((a, b) => b - a));
          }
          const [id] = readyHp.acting(s);
          s = s.phase === "carryOver" ? spend(s, id, 0) : spend(s, id, 1);
        }
      }),
    );
  });

  it("a state read back from JSON behaves identically", () => {
    fc.assert(
      fc.property(
        characters,
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 4 })), { maxLength: 60 }),
        (c, seed, choices) => {
          let s = start(c, seeded(seed));
          let restored = viaJson(start(c, seeded(seed)));
          for (const [choice, size] of choices) {
            const options = legalMoves(s, size);
            const restoredOptions = legalMoves(restored, size);
            expect(restoredOptions.length).toBe(options.length);
            if (options.length === 0) break;
            s = options[choice % options.length].apply(s);
            restored = viaJson(restoredOptions[choice % options.length].apply(restored));
            expect(restored).toEqual(viaJson(s));
            expect(order(restored)).toEqual(order(s));
          }
        },
      ),
    );
  });
});

describe("issue 16: a ready-HP pool is one a character can have", () => {
  it("a pool of a billion HP is refused when the round starts or someone joins (RULES 4: 2 × strength)", () => {
    expect(() => readyHp.start([{ id: "a", nonDamaged: 1e9 }], seeded(1))).toThrow(
      /non-damaged HP of a must be between 0 and 1000, got 1000000000/,
    );
    const s = readyHp.start([{ id: "a", nonDamaged: 6 }], seeded(1));
    expect(() => readyHp.join(s, { id: "b", nonDamaged: 1e9 })).toThrow(
      /non-damaged HP of b must be between 0 and 1000/,
    );
  });

  it("the dice must be a dice source, and each face they give is checked", () => {
    const tied = [
      { id: "a", nonDamaged: 6 },
      { id: "b", nonDamaged: 6 },
    ];
    expect(() => readyHp.start(tied, undefined as never)).toThrow(/dice must be a dice source/);
    expect(() => readyHp.start(tied, { roll: () => 0 })).toThrow(
      /roll-off must be between 1 and 20/,
    );
  });
});

describe("RULES 4 multiple weapons: each weapon once per turn", () => {
  const fight = () =>
    start(
      [
        { id: "duellist", nonDamaged: 12, reach: 1 },
        { id: "guard", nonDamaged: 10, reach: 2 },
      ],
      noDice,
    );

  it("a sword and a dagger both strike in the duellist's act, the sword not twice", () => {
    let s = spend(fight(), "duellist", 3, { weapon: "sword" });
    expect(order(s)).toEqual(["guard"]);
    expect(readyHp.weaponsStruck(s, "duellist")).toEqual(["sword"]);
    expect(thrown(() => spend(s, "duellist", 1, { weapon: "sword" })).message).toMatch(
      /sword has already struck this turn/,
    );
    s = spend(s, "duellist", 2, { weapon: "dagger" });
    expect(ready(s, "duellist")).toBe(7);
    expect(order(s)).toEqual(["guard"]);
    expect(readyHp.weaponsStruck(s, "duellist")).toEqual(["sword", "dagger"]);
    // both blows are one act: an interference may spend as much as the two together
    expect(readyHp.lastAct(s)).toMatchObject({ id: "duellist", hp: 5 });
    expect(thrown(() => spend(s, "duellist", 1, { weapon: "dagger" })).message).toMatch(
      /dagger has already struck this turn/,
    );
  });

  it("once someone else acts, the duellist's next blow is a new act on its own turn", () => {
    let s = spend(fight(), "duellist", 3, { weapon: "sword" });
    s = spend(s, "guard", 1);
    // 9 ready HP each: the guard's longer reach decides first
    expect(s.turn).toBe(2);
    expect(readyHp.weaponsStruck(s, "duellist")).toEqual([]);
    expect(order(s)).toEqual(["guard", "duellist"]);
    expect(thrown(() => spend(s, "duellist", 1, { weapon: "dagger" })).message).toMatch(
      /"guard" decides first/,
    );
    s = spend(spend(s, "guard", 1), "duellist", 1, { weapon: "sword" });
    expect(ready(s, "duellist")).toBe(8);
  });

  it("an act that ended the turn still takes the other weapon before anyone moves", () => {
    let s = spend(fight(), "duellist", 1, { weapon: "sword" });
    s = spend(s, "guard", 1, { weapon: "spear" });
    expect([s.turn, order(s)]).toEqual([2, ["duellist", "guard"]]);
    expect(thrown(() => spend(s, "guard", 1, { weapon: "spear" })).message).toMatch(
      /spear has already struck this turn/,
    );
    s = spend(s, "guard", 1, { weapon: "dagger" });
    expect(ready(s, "guard")).toBe(8);
    expect(order(s)).toEqual(["duellist", "guard"]);
  });
});

describe("RULES 4 ready HP: who may act, and why not", () => {
  // strength 5 and 4 (RULES 4: 10 and 8 HP), the rogue keeping 3 of its 8 as carry-over
  const pair = () =>
    start(
      [
        { id: "knight", nonDamaged: 10, reach: 2 },
        { id: "rogue", nonDamaged: 8, carryOver: 3, reach: 0.5 },
      ],
      anyDice(),
    );

  it("a character with no ready HP left is told so, and may not interfere", () => {
    // the rogue's carry-over turn: it stays put
    let s = spend(pair(), "rogue", 0);
    // turn 1: the knight (10) spends all, the rogue (5) acts
    s = spend(s, "knight", 10);
    expect(thrown(() => spend(s, "knight", 1)).message).toMatch(/it has no ready HP/);
    expect(thrown(() => readyHp.interfere(s, "knight", 1, 1)).message).toMatch(
      /it has no ready HP/,
    );
  });

  it("hesitating on a carry-over turn spends nothing: the carry-over HP stay held", () => {
    const s = readyHp.hesitate(pair(), "rogue");
    expect(s.phase).toBe("turns");
    expect(readyHp.carryOver(s, "rogue")).toBe(3);
    expect(ready(s, "rogue")).toBe(5);
  });

  it("moving on the carry-over turn uses up carry-over HP; the rest stay held", () => {
    const s = spend(pair(), "rogue", 2);
    expect(readyHp.carryOver(s, "rogue")).toBe(1);
    expect(readyHp.passiveDefense(s, "rogue")).toBe(0);
  });

  it("no interference on the carry-over turns, after the round, or by a stranger", () => {
    const s = pair();
    expect(thrown(() => readyHp.interfere(s, "knight", 1, 1)).message).toMatch(
      /carry-over turns are for movement only/,
    );
    let over = spend(s, "rogue", 0);
    while (!readyHp.roundOver(over)) over = readyHp.hesitate(over, readyHp.acting(over)[0]);
    expect(thrown(() => readyHp.interfere(over, "knight", 1, 1)).message).toMatch(
      /the round is over/,
    );
    expect(thrown(() => readyHp.interfere(s, "ghoul", 1, 1)).message).toMatch(/"ghoul"/);
  });

  it("interfering with the latest act: not one's own, not with none, the act's roll a whole number", () => {
    const s = spend(spend(pair(), "rogue", 0), "knight", 2, { total: 14 });
    expect(
      thrown(() => readyHp.interfereWithLast(s, "knight", 1, { natural: 9, modifier: 0 })).message,
    ).toMatch(/it cannot interfere with its own act/);
    const none = spend(pair(), "rogue", 0);
    expect(
      thrown(() => readyHp.interfereWithLast(none, "rogue", 1, { natural: 9, modifier: 0 }))
        .message,
    ).toMatch(/there is no act this turn to interfere with/);
    expect(
      thrown(() =>
        readyHp.interfereWithLast(s, "rogue", 1, { natural: 9, modifier: 0, against: 2.5 }),
      ).message,
    ).toMatch(/act's roll/);
    expect(thrown(() => readyHp.interfereWithLast(s, "rogue", 1, 7 as never)).message).toMatch(
      /interference roll/,
    );
  });

  it("a card's roll total is a whole number; a weapon is named by text; options are an object", () => {
    const s = spend(pair(), "rogue", 0);
    expect(thrown(() => spend(s, "knight", 1, { total: 3.5 })).message).toMatch(/roll total/);
    expect(thrown(() => spend(s, "knight", 1, { weapon: 4 as never })).message).toMatch(/weapon/);
    expect(thrown(() => spend(s, "knight", 1, null as never)).message).toMatch(/options/);
    expect(spend(s, "knight", 1, { total: null }).last).toMatchObject({ total: null });
  });
});

describe("RULES 4 ready HP: a combatant's figures are checked", () => {
  it("reach and distance are never negative, missile and surprise are yes or no", () => {
    expect(() => start([{ id: "a", nonDamaged: 6, reach: -1 }], anyDice())).toThrow(/reach of a/);
    expect(() => start([{ id: "a", nonDamaged: 6, distance: -1 }], anyDice())).toThrow(
      /distance of a/,
    );
    expect(() => start([{ id: "a", nonDamaged: 6, missile: "yes" as never }], anyDice())).toThrow(
      /missile of a/,
    );
    expect(() => start([{ id: "a", nonDamaged: 6, surprise: 1 as never }], anyDice())).toThrow(
      /surprise of a/,
    );
    expect(() => start([{ id: "a", nonDamaged: 6, bonus: Number.NaN }], anyDice())).toThrow(
      /bonus of a/,
    );
    expect(() => start([7 as never], anyDice())).toThrow(/combatant/);
  });

  it("the next round refuses changes for a stranger, and keeps each one's reach and bonus", () => {
    const s = start(
      [
        { id: "spear", nonDamaged: 6, reach: 2.5 },
        { id: "dagger", nonDamaged: 6, reach: 0.3, bonus: 2 },
      ],
      anyDice(),
    );
    expect(
      thrown(() => readyHp.nextRound(s, anyDice(), { ghoul: { carryOver: 0 } })).message,
    ).toMatch(/"ghoul"/);
    expect(thrown(() => readyHp.nextRound(s, anyDice(), 3 as never)).message).toMatch(/^changes /);
    expect(thrown(() => readyHp.nextRound(s, undefined as never)).message).toMatch(
      /^dice must be a dice source/,
    );
    const next = readyHp.nextRound(s, anyDice());
    expect(order(next)).toEqual(["spear", "dagger"]);
    // the dagger closes in: 1 m apart, inside half the spear's 2.5 m, it decides first
    const closer = readyHp.nextRound(s, anyDice(), {
      dagger: { distance: 1 },
      spear: { distance: 1 },
    });
    expect(order(closer)).toEqual(["dagger", "spear"]);
    expect(readyHp.initiative(closer, "dagger")).toBe(6);
  });
});

describe("RULES 4 ready HP: damage mid-round", () => {
  it("lowers the non-damaged HP the next round starts from, never below zero", () => {
    const s = start([{ id: "a", nonDamaged: 10, carryOver: 5 }], anyDice());
    const hurt = readyHp.harm(s, "a", 3);
    expect(readyHp.nonDamaged(hurt, "a")).toBe(7);
    expect(readyHp.nonDamaged(readyHp.harm(s, "a", 12), "a")).toBe(0);
    expect(() => readyHp.harm(s, "a", -1)).toThrow(/damage and stun/);
    expect(() => readyHp.harm(s, "ghoul", 1)).toThrow(/"ghoul"/);
  });

  it("carry-over HP already moved are lost with the carry-over HP damage takes", () => {
    // 10 non-damaged, 4 carried over; it moves with 3 of them
    let s = start(
      [
        { id: "a", nonDamaged: 10, carryOver: 4 },
        { id: "b", nonDamaged: 6 },
      ],
      anyDice(),
    );
    s = spend(s, "a", 3);
    // 8 damage: 6 off the ready HP, 2 off the carry-over, leaving 2 of which 2 were moved
    s = readyHp.harm(s, "a", 8);
    expect(ready(s, "a")).toBe(0);
    expect(readyHp.carryOver(s, "a")).toBe(0);
    expect(s.entries.flat()[0]).toMatchObject({ carryOver: 2, moved: 2 });
  });
});

describe("RULES 4 surprise", () => {
  it("counts on the carry-over turns and the first turn only", () => {
    let s = start(
      [
        { id: "thief", nonDamaged: 6, carryOver: 1, surprise: true },
        { id: "knight", nonDamaged: 12 },
      ],
      anyDice(),
    );
    expect(readyHp.decidesFirstBySurprise(s, "thief")).toBe(true);
    expect(readyHp.decidesFirstBySurprise(s, "knight")).toBe(false);
    s = spend(s, "thief", 0);
    expect([s.turn, readyHp.decidesFirstBySurprise(s, "thief")]).toEqual([1, true]);
    s = spend(spend(s, "thief", 1), "knight", 1);
    expect([s.turn, readyHp.decidesFirstBySurprise(s, "thief")]).toEqual([2, false]);
  });
});

describe("RULES 4 interfering: the latest act", () => {
  it("is kept with its HP, turn and roll; no act is left once the round is over", () => {
    const s = spend(trio(), "attacker", 3, { total: 14 });
    expect(readyHp.lastAct(s)).toEqual({
      id: "attacker",
      hp: 3,
      turn: 1,
      total: 14,
      interference: [],
    });
    let over = s;
    while (!readyHp.roundOver(over)) over = readyHp.hesitate(over, readyHp.acting(over)[0]);
    expect(readyHp.latestAct(over)).toBeNull();
    expect(readyHp.lastAct(over)).toBeNull();
  });

  it("a passive defence is an act to interfere with but starts no strike with a weapon", () => {
    const s = spend(trio(), "attacker", 2, { passiveDefense: true, weapon: "shield" });
    expect(readyHp.lastAct(s)).toMatchObject({ id: "attacker", hp: 2 });
    expect(readyHp.weaponsStruck(s, "attacker")).toEqual([]);
    expect(() => readyHp.weaponsStruck(s, "ghoul")).toThrow(/"ghoul"/);
  });

  it("a second weapon's roll is the one an interference then opposes", () => {
    let s = spend(trio(), "attacker", 2, { weapon: "sword", total: 12 });
    s = spend(s, "attacker", 1, { weapon: "dagger", total: 16 });
    expect(readyHp.lastAct(s)).toMatchObject({ hp: 3, total: 16 });
    const unrolled = spend(
      spend(trio(), "attacker", 2, { weapon: "sword", total: 12 }),
      "attacker",
      1,
      {
        weapon: "dagger",
      },
    );
    expect(readyHp.lastAct(unrolled)).toMatchObject({ hp: 3, total: 12 });
  });

  it("an interference ends the attacker's strikes: its next weapon is a new act", () => {
    let s = spend(trio(), "attacker", 2, { weapon: "sword", total: 12 });
    s = readyHp.interfere(s, "defender", 1, 2);
    expect(readyHp.weaponsStruck(s, "attacker")).toEqual([]);
  });

  it("the attacker leaving takes its act and strikes with it", () => {
    const s = readyHp.leave(
      spend(trio(), "attacker", 2, { weapon: "sword", total: 12 }),
      "attacker",
    );
    expect(s.last).toBeNull();
    expect(s.strikes).toBeNull();
    const kept = readyHp.leave(
      spend(trio(), "attacker", 2, { weapon: "sword", total: 12 }),
      "ally",
    );
    expect(kept.last).toMatchObject({ id: "attacker" });
    expect(kept.strikes).toEqual({ id: "attacker", weapons: ["sword"] });
  });
});

describe("RULES 4 joining", () => {
  it("one joining after the round is over has no ready HP until the next round", () => {
    let s = start([{ id: "a", nonDamaged: 4 }], anyDice());
    while (!readyHp.roundOver(s)) s = readyHp.hesitate(s, "a");
    s = readyHp.join(s, { id: "late", nonDamaged: 8, carryOver: 2 });
    expect([ready(s, "late"), readyHp.carryOver(s, "late")]).toEqual([0, 0]);
    expect(order(s)).toEqual([]);
    expect(ready(readyHp.nextRound(s, anyDice()), "late")).toBe(8);
  });

  it("a joiner tied on reach and bonus decides after those it ties with", () => {
    const s = readyHp.join(start([{ id: "a", nonDamaged: 6, reach: 1 }], anyDice()), {
      id: "late",
      nonDamaged: 6,
      reach: 1,
    });
    expect(order(s)).toEqual(["a", "late"]);
    const longer = readyHp.join(start([{ id: "a", nonDamaged: 6, reach: 1 }], anyDice()), {
      id: "late",
      nonDamaged: 6,
      reach: 2,
    });
    expect(order(longer)).toEqual(["late", "a"]);
  });
});

describe("RULES 4 ready HP: the round's roll-offs and pools", () => {
  it("the roll-off is among all those tied on reach and bonus, wherever they stand in the list", () => {
    // a and c both carry a 1 m weapon, the spear between them in the list 2.5 m: a rolls 3, c 12
    const s = start(
      [
        { id: "a", nonDamaged: 6, reach: 1 },
        { id: "spear", nonDamaged: 6, reach: 2.5 },
        { id: "c", nonDamaged: 6, reach: 1 },
      ],
      scripted([3, 12]),
    );
    expect(order(s)).toEqual(["spear", "c", "a"]);
  });

  it("the carry-over turns count the carry-over HP not yet moved with; the turns count ready HP", () => {
    const entry = { ...start([{ id: "a", nonDamaged: 10, carryOver: 4 }], noDice).entries[0][0] };
    expect(readyHp.poolOf("carryOver")({ ...entry, moved: 3 })).toBe(1);
    expect(readyHp.poolOf("turns")(entry)).toBe(6);
    expect(() => readyHp.poolOf("rest" as never)).toThrow(/phase/);
  });

  it("a damaged state whose pool is not a whole number is refused, naming the ready HP", () => {
    const s = start([{ id: "a", nonDamaged: 6 }], noDice);
    const damaged = { ...s, entries: [[{ ...s.entries[0][0], ready: "__proto__" as never }]] };
    expect(() => readyHp.harm(damaged, "a", 0)).toThrow(/ready hit points/);
  });

  it("the round ends on its last turn: the turn count stays, and nobody is left waiting", () => {
    let s = start([{ id: "a", nonDamaged: 2 }], noDice);
    s = readyHp.hesitate(readyHp.hesitate(s, "a"), "a");
    expect(readyHp.roundOver(s)).toBe(true);
    expect(s.turn).toBe(2);
    expect(viaJson(s)).toMatchObject({ queue: [], at: 0 });
  });

  it("the combatants are a list of combatants", () => {
    expect(() => start("knight" as never, noDice)).toThrow(/combatants/);
    expect(() => start([null as never], noDice)).toThrow(/combatant/);
    expect(() => readyHp.join(start([{ id: "a", nonDamaged: 6 }], noDice), null as never)).toThrow(
      /combatant/,
    );
  });

  it("passive defence is asked for as yes or no", () => {
    const s = start([{ id: "a", nonDamaged: 6 }], noDice);
    expect(() => spend(s, "a", 1, { passiveDefense: "yes" as never })).toThrow(/passiveDefense/);
  });

  it("interfering is refused in full: who, and why", () => {
    const s = spend(
      start(
        [
          { id: "knight", nonDamaged: 10 },
          { id: "rogue", nonDamaged: 6 },
        ],
        anyDice(),
      ),
      "knight",
      2,
      { total: 14 },
    );
    expect(
      thrown(() => readyHp.interfereWithLast(s, "knight", 1, { natural: 9, modifier: 0 })).message,
    ).toBe('interfering by "knight" is not allowed: it cannot interfere with its own act.');
    expect(thrown(() => readyHp.interfere(s, "knight", 1, 2)).message).toBe(
      'interfering by "knight" is not allowed: it has acted this turn.',
    );
  });

  it("one who leaves does not give the turn back to those who have acted", () => {
    let s = start(
      [
        { id: "a", nonDamaged: 10 },
        { id: "b", nonDamaged: 8 },
        { id: "c", nonDamaged: 6 },
      ],
      anyDice(),
    );
    s = readyHp.leave(spend(s, "a", 1), "c");
    expect(order(s)).toEqual(["b"]);
  });
});

describe("RULES 4 multiple weapons: whose act a weapon joins", () => {
  const duel = () =>
    start(
      [
        { id: "duellist", nonDamaged: 12, reach: 1 },
        { id: "guard", nonDamaged: 10, reach: 2 },
        { id: "ally", nonDamaged: 8, reach: 1.5 },
      ],
      noDice,
    );

  it("both blows count as HP used this round", () => {
    let s = spend(duel(), "duellist", 3, { weapon: "sword" });
    s = spend(s, "duellist", 2, { weapon: "dagger" });
    expect(s.entries.flat()[0]).toMatchObject({ ready: 7, spent: 5 });
  });

  it("only the striker may add a weapon to its act; the others wait their turn", () => {
    const s = spend(duel(), "duellist", 3, { weapon: "sword" });
    expect(readyHp.weaponsStruck(s, "ally")).toEqual([]);
    expect(thrown(() => spend(s, "ally", 1, { weapon: "dagger" })).message).toMatch(
      /"guard" decides first/,
    );
  });

  it("spending without naming a weapon is a new act, not part of the strike", () => {
    const s = spend(duel(), "duellist", 3, { weapon: "sword" });
    expect(thrown(() => spend(s, "duellist", 1)).message).toMatch(/it has acted this turn/);
  });

  it("the act that ended the round takes no further weapon: the round is over", () => {
    let s = start([{ id: "duellist", nonDamaged: 2 }], noDice);
    s = spend(spend(s, "duellist", 1), "duellist", 1, { weapon: "sword" });
    expect(readyHp.roundOver(s)).toBe(true);
    expect(readyHp.weaponsStruck(s, "duellist")).toEqual([]);
    expect(thrown(() => spend(s, "duellist", 1, { weapon: "dagger" })).message).toMatch(
      /the round is over/,
    );
  });

  it("a striker deciding first on the next turn starts a new act there, its spear free again", () => {
    // turn 1: the duellist (12) strikes, the guard (10) ends the turn with its spear; turn 2
    // both have 9 ready HP and the guard's longer reach decides first
    let s = start(
      [
        { id: "duellist", nonDamaged: 12, reach: 1 },
        { id: "guard", nonDamaged: 10, reach: 2 },
      ],
      noDice,
    );
    s = spend(spend(s, "duellist", 3), "guard", 1, { weapon: "spear" });
    expect([s.turn, order(s)]).toEqual([2, ["guard", "duellist"]]);
    s = spend(s, "guard", 2, { weapon: "spear" });
    expect(order(s)).toEqual(["duellist"]);
    expect(readyHp.lastAct(s)).toMatchObject({ id: "guard", hp: 2, turn: 2 });
  });

  it("a stored state with strikes but no latest act adds the blow without making one up", () => {
    const s = spend(duel(), "duellist", 3, { weapon: "sword" });
    const t = spend({ ...s, last: null }, "duellist", 1, { weapon: "dagger" });
    expect(t.last).toBeNull();
    expect(ready(t, "duellist")).toBe(8);
    // nor joins the blow to another's act stored as the latest one
    const guards = { id: "guard", hp: 1, turn: 1, total: 9, interference: [] };
    const u = spend({ ...s, last: guards }, "duellist", 1, { weapon: "dagger" });
    expect(u.last).toEqual(guards);
  });
});

describe("what a round start gives a character (RULES 4)", () => {
  it("9 non-damaged HP with 3 carried over: 6 ready, nothing spent, spent on defence or moved", () => {
    expect(readyHp.roundStartFigures({ nonDamaged: 9, carryOver: 3 })).toEqual({
      ready: 6,
      spent: 0,
      passive: 0,
      moved: 0,
    });
  });

  it("counts what harm mid-round left carried over, up to every non-damaged HP (0 ready)", () => {
    expect(readyHp.roundStartFigures({ nonDamaged: 4, carryOver: 4 }).ready).toBe(0);
  });

  it.each([
    ["no entry", null, "entry must be a group of fields, got null."],
    [
      "negative non-damaged HP",
      { nonDamaged: -1, carryOver: 0 },
      "non-damaged HP must be between 0 and 1000, got -1.",
    ],
    [
      "more than any hit points",
      { nonDamaged: 1001, carryOver: 0 },
      "non-damaged HP must be between 0 and 1000, got 1001.",
    ],
    [
      "a negative carry-over",
      { nonDamaged: 6, carryOver: -1 },
      "carry-over HP must be between 0 and 6, got -1.",
    ],
    [
      "more carried over than there is",
      { nonDamaged: 6, carryOver: 7 },
      "carry-over HP must be between 0 and 6, got 7.",
    ],
  ])("refuses %s by name", (_, entry, message) => {
    expect(thrown(() => readyHp.roundStartFigures(entry as never)).message).toBe(message);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scripted } from "../../../src/rules/dice";
import { turns } from "../../../src/rules/sequencing";
import { entryAt } from "../../../src/rules/sequencing/blocks";
import type { TurnsState } from "../../../src/rules/sequencing/turns";
import { isRulesError } from "../../../src/rules/errors";
import { thrown, viaJson } from "./json";

const { start, actors, advance, skip, counter, attacked, fireCounter, acting } = turns;

/** Plays rounds 1…n, everyone acting on each turn it gets; returns who acted in each round. */
function playRounds(s: TurnsState, n: number): string[][] {
  const rounds: string[][] = [];
  let state = s;
  for (let round = 1; round <= n; round++) {
    const acted: string[] = [];
    while (!turns.roundOver(state)) {
      acted.push(acting(state)[0]);
      state = advance(state);
    }
    rounds.push(acted);
    state = turns.nextRound(state);
  }
  return rounds;
}

describe("RULES 5 speed", () => {
  const mixed = () =>
    start([
      { id: "human", speed: 1 },
      { id: "quick", speed: 2 },
      { id: "half", speed: 0.5 },
      { id: "quarter", speed: 0.25 },
    ]);

  it("each round everyone gets one turn, speed ½ every other round, ¼ one round in four", () => {
    expect(playRounds(mixed(), 8)).toEqual([
      ["human", "quick", "half", "quarter"],
      ["human", "quick"],
      ["human", "quick", "half"],
      ["human", "quick"],
      ["human", "quick", "half", "quarter"],
      ["human", "quick"],
      ["human", "quick", "half"],
      ["human", "quick"],
    ]);
  });

  it("actors(s, round) foretells the same rounds", () => {
    const s = mixed();
    expect([1, 2, 3, 4, 5].map((round) => actors(s, round))).toEqual([
      ["human", "quick", "half", "quarter"],
      ["human", "quick"],
      ["human", "quick", "half"],
      ["human", "quick"],
      ["human", "quick", "half", "quarter"],
    ]);
    expect(() => actors(turns.nextRound(s), 1)).toThrow(/round must be at least 2/);
  });

  it("a character may skip more turns than it must; a slow one then acts on the next round", () => {
    let s = start([{ id: "quarter", speed: 0.25 }]);
    s = skip(s);
    s = turns.nextRound(s);
    expect(acting(s)).toEqual(["quarter"]);
    s = turns.nextRound(advance(s));
    expect([3, 4, 5, 6].map((round) => actors(s, round))).toEqual([[], [], [], ["quarter"]]);
  });

  it("speeds below 1 are ½, ¼ and the like", () => {
    expect(turns.roundsPerTurn(3)).toBe(1);
    expect(turns.roundsPerTurn(1 / 3)).toBe(3);
    expect(thrown(() => start([{ id: "odd", speed: 0.4 }])).message).toBe(
      "speed 0.4 is not allowed: a speed below 1 is ½, ¼ or another 1/n.",
    );
    expect(() => start([{ id: "still", speed: 0 }])).toThrow(/speed must be at least/);
  });
});

describe("RULES 5 start of combat", () => {
  it("unsurprised characters start evading (+4 defence until their first turn) or ready to counter", () => {
    let s = start([
      { id: "lead", speed: 1 },
      { id: "dodger", speed: 1, opening: "evading" },
      { id: "brawler", speed: 1, opening: "counter" },
    ]);
    expect(turns.defenseBonus(s, "dodger")).toBe(4);
    expect(attacked(s, "brawler")).toBe(true);
    expect(turns.defenseBonus(s, "brawler")).toBe(0);
    s = advance(s);
    // the evasion ends when the dodger's first turn comes
    expect(turns.defenseBonus(s, "dodger")).toBe(0);
    s = advance(s);
    // so does the counter the brawler started with, unused
    expect(attacked(s, "brawler")).toBe(false);
  });

  it("the worked combat: an injured character evades on its turn for +5 defence until its next turn", () => {
    let s = start([
      { id: "steven", speed: 1, opening: "counter" },
      { id: "clone", speed: 1, opening: "counter" },
    ]);
    expect(() => turns.evade(s, "clone")).toThrow("it is the turn of");
    s = turns.evade(s, "steven");
    // the evade is Steven's turn: the clone acts, against +5
    expect(acting(s)).toEqual(["clone"]);
    expect(turns.defenseBonus(s, "steven")).toBe(5);
    s = advance(s);
    // still evading across the round's end, until Steven's own turn comes up
    expect(turns.defenseBonus(s, "steven")).toBe(5);
    s = turns.nextRound(s);
    expect(acting(s)).toEqual(["steven"]);
    expect(turns.defenseBonus(s, "steven")).toBe(0);
    s = advance(s);
    expect(turns.defenseBonus(s, "steven")).toBe(0);
    expect(viaJson(s)).toEqual(s);
  });

  it("the combat example: Steven ambushes the clone, who is caught neither evading nor ready to counter but still takes its first turn", () => {
    let s = start([
      { id: "steven", speed: 1, opening: "evading" },
      { id: "clone", speed: 1, surprised: true },
    ]);
    expect(turns.defenseBonus(s, "clone")).toBe(0);
    expect(attacked(s, "clone")).toBe(false);
    // 2. Steven's powerful strike misses
    s = advance(s);
    // 3. the clone's first turn: a combo of two quick strikes
    expect(acting(s)).toEqual(["clone"]);
    s = advance(s);
    // 4. round two: Steven waits to counterattack
    s = counter(turns.nextRound(s), "steven");
    expect(acting(s)).toEqual(["clone"]);
    // the clone attacks, and Steven's counterattack comes first
    expect(attacked(s, "steven")).toBe(true);
    s = fireCounter(s, "steven");
    expect(attacked(s, "steven")).toBe(false);
    s = advance(s);
    // 5. Steven's third turn comes in the usual order
    s = turns.nextRound(s);
    expect(acting(s)).toEqual(["steven"]);
  });

  it("as a house rule, surprised characters may lose their first-round turn", () => {
    const s = start(
      [
        { id: "ambusher", speed: 1 },
        { id: "victim", speed: 1, surprised: true },
      ],
      { surprisedLoseFirstTurn: true },
    );
    expect(actors(s, 1)).toEqual(["ambusher"]);
    expect(actors(s, 2)).toEqual(["ambusher", "victim"]);
  });

  it("the default order puts longer reach first and rolls off equal reaches", () => {
    const order = turns.defaultOrder(
      [
        { id: "fist", reach: 0.5 },
        { id: "spear", reach: 2.5 },
        { id: "sword", reach: 1 },
        { id: "axe", reach: 1 },
      ],
      scripted([6, 15]),
    );
    expect(order).toEqual(["spear", "axe", "sword", "fist"]);
  });
});

describe("RULES 5 counterattacks", () => {
  it("the seed's three characters: a counter fires mid-turn and the order is unchanged", () => {
    let s = start(["first", "second", "third"].map((id) => ({ id, speed: 1 })));
    s = counter(s, "first");
    s = advance(s); // the second attacks the third and misses
    expect(acting(s)).toEqual(["third"]);
    expect(attacked(s, "first")).toBe(true); // the third attacks the first…
    s = fireCounter(s, "first"); // …who counterattacks before the third's action
    s = advance(s);
    s = turns.nextRound(s);
    expect(acting(s)).toEqual(["first"]);
  });

  it("a counter nobody triggers by the character's next turn counts as a skipped turn", () => {
    let s = start([
      { id: "slow", speed: 0.25 },
      { id: "other", speed: 1 },
    ]);
    s = counter(s, "slow");
    s = turns.nextRound(advance(s));
    expect(acting(s)).toEqual(["slow"]);
    expect(attacked(s, "slow")).toBe(false);
  });

  it("a slow character whose counter fired took its delayed turn and sits out as its speed says", () => {
    let s = start([
      { id: "slow", speed: 0.5 },
      { id: "other", speed: 1 },
    ]);
    s = counter(s, "slow");
    s = fireCounter(s, "slow");
    s = turns.nextRound(advance(s));
    expect(acting(s)).toEqual(["other"]);
    expect(actors(s, 3)).toEqual(["slow", "other"]);
  });

  it("a speed-½ counter given up in round 1 and fired in round 2 was the round-1 turn: no round-2 turn", () => {
    let s = start([
      { id: "a", speed: 1 },
      { id: "b", speed: 0.5 },
    ]);
    s = counter(advance(s), "b");
    s = turns.nextRound(s);
    expect(acting(s)).toEqual(["a"]);
    s = fireCounter(s, "b"); // a attacks b: b's counter from round 1 fires
    s = advance(s);
    expect(turns.roundOver(s)).toBe(true);
    expect(actors(s, 3)).toEqual(["a", "b"]);
  });

  it("a speed-¼ character that starts ready to counter and fires it sits out rounds 1 to 3", () => {
    let s = start([
      { id: "a", speed: 1 },
      { id: "b", speed: 0.25, opening: "counter" },
    ]);
    s = fireCounter(s, "b"); // the start-of-combat counter counts as the round before the first
    s = advance(s);
    expect(turns.roundOver(s)).toBe(true);
    for (const round of [2, 3]) expect(actors(s, round)).toEqual(["a"]);
    expect(actors(s, 4)).toEqual(["a", "b"]);
  });

  it("only the character whose turn it is prepares a counter, and only a ready counter fires", () => {
    const s = start([
      { id: "a", speed: 1 },
      { id: "b", speed: 1 },
    ]);
    expect(thrown(() => counter(s, "b")).message).toBe(
      'a counterattack by "b" is not allowed: it is the turn of "a".',
    );
    expect(thrown(() => fireCounter(s, "b")).message).toMatch(/it has no counterattack ready/);
  });
});

describe("RULES 5 the order", () => {
  it("the GM rearranges it; turns already taken stay taken", () => {
    let s = advance(start(["a", "b", "c"].map((id) => ({ id, speed: 1 }))));
    s = turns.reorder(s, ["c", "b", "a"]);
    expect(acting(s)).toEqual(["c"]);
    s = advance(advance(s));
    expect(turns.roundOver(s)).toBe(true);
    expect(actors(turns.nextRound(s), 2)).toEqual(["c", "b", "a"]);
    expect(turns.initiatives(s)).toEqual({ c: 3, b: 2, a: 1 });
    expect(() => turns.reorder(s, ["a", "b"])).toThrow(/it must name every combatant once/);
  });

  it("characters join at the end of the order and leave; nothing happens after the round", () => {
    let s = start(["a", "b"].map((id) => ({ id, speed: 1 })));
    s = turns.join(advance(s), { id: "late", speed: 1 });
    s = turns.leave(s, "a");
    expect(acting(s)).toEqual(["b"]);
    s = advance(advance(s));
    expect(turns.roundOver(s)).toBe(true);
    expect(thrown(() => advance(s)).message).toMatch(/the round is over/);
    expect(() => counter(s, "zed")).toThrow(/no combatant or entry with id "zed"/);
  });

  it("every move out of turn or after the round is refused, saying which and why", () => {
    const s = start(["a", "b"].map((id) => ({ id, speed: 1 })));
    expect(thrown(() => turns.evade(s, "b")).message).toBe(
      'evading by "b" is not allowed: it is the turn of "a".',
    );
    const over = advance(advance(s));
    const why = (move: () => unknown) => thrown(move).message;
    expect(why(() => advance(over))).toBe("ending a turn is not allowed: the round is over.");
    expect(why(() => turns.skip(over))).toBe("skipping a turn is not allowed: the round is over.");
    expect(why(() => turns.evade(over, "a"))).toBe(
      'evading by "a" is not allowed: the round is over.',
    );
    expect(why(() => counter(over, "a"))).toBe(
      'a counterattack by "a" is not allowed: the round is over.',
    );
    expect(why(() => fireCounter(s, "b"))).toBe(
      'a counterattack by "b" is not allowed: it has no counterattack ready.',
    );
    expect(why(() => turns.reorder(s, ["a", "a"]))).toBe(
      'the order ["a","a"] is not allowed: it must name every combatant once.',
    );
  });

  it("a character who skips, or prepares a counter, stops evading: its +4 is gone", () => {
    const evaders = () =>
      start([
        { id: "a", speed: 1 },
        { id: "b", speed: 1 },
      ]);
    expect(turns.defenseBonus(turns.skip(evaders()), "a")).toBe(0);
    expect(turns.defenseBonus(counter(evaders(), "a"), "a")).toBe(0);
  });

  it("a speed-½ character that evades in round 1 sits out round 2", () => {
    const s = turns.evade(
      start([
        { id: "half", speed: 0.5 },
        { id: "a", speed: 1 },
      ]),
      "half",
    );
    expect(actors(s, 2)).toEqual(["a"]);
    expect(actors(s, 3)).toEqual(["half", "a"]);
  });

  it("foretelling later rounds: a slow character that skipped is not waiting, and acts next round", () => {
    const s = turns.skip(
      start([
        { id: "half", speed: 0.5 },
        { id: "late", speed: 0.5 },
      ]),
    );
    // "half" skipped (it may act in round 2); "late" still waits in round 1, so it acts in round 3
    expect(actors(s, 2)).toEqual(["half"]);
    expect(actors(s, 3)).toEqual(["late"]);
  });

  it("leaving keeps the turn where it is: one who acted leaves, or one still to come", () => {
    const s = advance(start(["a", "b", "c"].map((id) => ({ id, speed: 1 }))));
    expect(acting(turns.leave(s, "a"))).toEqual(["b"]);
    expect(acting(turns.leave(s, "b"))).toEqual(["c"]);
    expect(acting(turns.leave(s, "c"))).toEqual(["b"]);
    expect(turns.initiatives(turns.leave(s, "c"))).toEqual({ a: 2, b: 1 });
    expect(turns.initiative(s, "a")).toBe(3);
  });

  it("one joining after the round is over waits for the next round", () => {
    const over = advance(start([{ id: "a", speed: 1 }]));
    const s = turns.join(over, { id: "late", speed: 1 });
    expect(turns.roundOver(s)).toBe(true);
    expect(acting(turns.nextRound(s))).toEqual(["a"]);
  });

  it("bad input is refused, naming the bad part and the character", () => {
    expect(isRulesError(thrown(() => start([null as never])))).toBe(true);
    expect(isRulesError(thrown(() => turns.defaultOrder([null as never], scripted([1]))))).toBe(
      true,
    );
    expect(
      isRulesError(thrown(() => turns.join(start([{ id: "a", speed: 1 }]), null as never))),
    ).toBe(true);
    expect(() => start([], null as never)).toThrow(/options must be/);
    expect(() => start(null as never)).toThrow(/combatants must be/);
    expect(() => start([{ id: "a", speed: "fast" as never }])).toThrow(/speed of a must be/);
    expect(() => start([{ id: "a", speed: 1, surprised: "yes" as never }])).toThrow(
      /surprised of a must be/,
    );
    expect(() =>
      start([{ id: "a", speed: 1, surprised: true }], { surprisedLoseFirstTurn: "yes" as never }),
    ).toThrow(/surprisedLoseFirstTurn must be/);
    expect(() => start([{ id: "a", speed: 1, opening: "charge" as never }])).toThrow(
      /opening of a must be one of/,
    );
    expect(() => turns.defaultOrder([{ id: "a", reach: 1 }], null as never)).toThrow(
      /dice must be/,
    );
    expect(() => turns.defaultOrder(null as never, scripted([1]))).toThrow(/combatants must be/);
    expect(() => turns.defaultOrder([{ id: "a", reach: -1 }], scripted([1]))).toThrow(
      /reach of a must be at least 0/,
    );
    const s = start([{ id: "a", speed: 1 }]);
    expect(() => turns.reorder(s, null as never)).toThrow(/order must be/);
  });
});

const cast = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 3 }),
    speed: fc.constantFrom(0.25, 0.5, 1, 2),
    opening: fc.constantFrom("evading" as const, "counter" as const),
    surprised: fc.boolean(),
  }),
  { selector: (c) => c.id, minLength: 1, maxLength: 6 },
);

type Move = (s: TurnsState) => TurnsState;

function legalMoves(s: TurnsState): Move[] {
  const moves: Move[] = [];
  if (turns.roundOver(s)) moves.push(turns.nextRound);
  else {
    const [id] = acting(s);
    moves.push(advance, skip, (x) => counter(x, id));
  }
  for (const id of s.ids) if (attacked(s, id)) moves.push(fireOf(id));
  return moves;
}

/** One move function per id, so a test can tell which counter a picked move fires. */
const firing = new Map<string, Move>();
function fireOf(id: string): Move {
  if (!firing.has(id)) firing.set(id, (x) => fireCounter(x, id));
  return firing.get(id)!;
}

function counterRound(s: TurnsState, id: string): number {
  return entryAt(s.entries, s.ids.indexOf(id)).counter!;
}

describe("RULES 5 turn invariants over random legal play", () => {
  it("nobody acts more often than its speed allows, and each round's turns follow the order", () => {
    fc.assert(
      fc.property(cast, fc.array(fc.nat(), { maxLength: 120 }), (c, choices) => {
        let s = start(c);
        const lastActed = new Map<string, number>();
        for (const choice of choices) {
          const options = legalMoves(s);
          const move = options[choice % options.length];
          const fired = s.ids.find((id) => attacked(s, id) && move === firing.get(id));
          if (move === advance || fired !== undefined) {
            const id = fired ?? acting(s)[0];
            const every = turns.roundsPerTurn(c.find((one) => one.id === id)!.speed);
            // a fired counter is the turn given up for it (interpretation in fireCounter)
            const round = fired === undefined ? s.round : counterRound(s, id);
            const last = lastActed.get(id);
            if (last !== undefined) expect(round - last).toBeGreaterThanOrEqual(every);
            lastActed.set(id, round);
          }
          if (!turns.roundOver(s)) {
            const order = s.ids.filter((id) => actors(s, s.round).includes(id));
            expect(actors(s, s.round)).toEqual(
              [...order].sort((a, b) => turns.initiative(s, b) - turns.initiative(s, a)),
            );
          }
          s = move(s);
        }
      }),
    );
  });

  it("a state read back from JSON behaves identically", () => {
    fc.assert(
      fc.property(cast, fc.array(fc.nat(), { maxLength: 60 }), (c, choices) => {
        let s = start(c);
        let restored = viaJson(s);
        for (const choice of choices) {
          const options = legalMoves(s);
          const restoredOptions = legalMoves(restored);
          expect(restoredOptions.length).toBe(options.length);
          s = options[choice % options.length](s);
          restored = viaJson(restoredOptions[choice % options.length](restored));
          expect(restored).toEqual(viaJson(s));
          expect(acting(restored)).toEqual(acting(s));
        }
      }),
    );
  });
});

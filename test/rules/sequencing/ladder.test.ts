import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRulesError } from "../../../src/rules/errors";
import { ladder } from "../../../src/rules/sequencing";
import type { LadderState } from "../../../src/rules/sequencing/ladder";
import { thrown, viaJson } from "./json";

const { start, next, act, hold, defend, pass, carry, ap, deferAll, down, revive } = ladder;

/** The 81 equally likely sums of 4dF [I-1], as a list of sums. */
const FOUR_DF_SUMS = [-1, 0, 1].flatMap((a) =>
  [-1, 0, 1].flatMap((b) => [-1, 0, 1].flatMap((c) => [-1, 0, 1].map((d) => a + b + c + d))),
);

describe("RULES 1.10 round start", () => {
  it("an Average initiative (2) reaches the 3 AP needed to act in only 31 of 81 first rounds, Avg+ (3) in 50", () => {
    const actsFirstRound = (base: number) =>
      FOUR_DF_SUMS.filter((sum) => next(start([{ id: "x", roll: base + sum }])).length === 1)
        .length;
    expect(FOUR_DF_SUMS).toHaveLength(81);
    expect(actsFirstRound(2)).toBe(31);
    expect(actsFirstRound(3)).toBe(50);
  });

  it("a bystander's unspent AP carry over and let it act the next round", () => {
    const first = start([{ id: "bystander", roll: 2 }]);
    expect(ladder.roundOver(first)).toBe(true);
    expect(carry(first)).toEqual({ bystander: 2 });
    const second = ladder.nextRound(first, { bystander: 2 });
    expect(ap(second, "bystander")).toBe(4);
    expect(next(second)).toEqual(["bystander"]);
  });

  it("the ladder counts its own rounds: round 1 at the start, 2 and 3 after each new round", () => {
    const first = start([{ id: "bystander", roll: 2 }]);
    expect(first.round).toBe(1);
    const second = ladder.nextRound(first, { bystander: 2 });
    expect(second.round).toBe(2);
    expect(ladder.nextRound(second, { bystander: 2 }).round).toBe(3);
  });

  it("AP = max(0, carry, roll + carry): a bad roll never costs what was carried, a penalty lowers the roll", () => {
    const s = start([
      { id: "steady", roll: -2, carry: 3 },
      { id: "shaken", roll: 4, carry: -2 },
      { id: "floored", roll: 1, carry: -3 },
    ]);
    expect([ap(s, "steady"), ap(s, "shaken"), ap(s, "floored")]).toEqual([3, 2, 0]);
  });

  it("a Down combatant gets no AP, whatever it rolled", () => {
    const s = start([{ id: "down", roll: 9, down: true }]);
    expect(ap(s, "down")).toBe(0);
    expect(next(s)).toEqual([]);
  });
});

describe("RULES 1.10 the ladder", () => {
  const opening = () =>
    start([
      { id: "ana", roll: 7 },
      { id: "bo", roll: 5 },
      { id: "cy", roll: 5 },
      { id: "dee", roll: 2 },
    ]);

  it("whoever has the most AP acts and drops 3; ties come up together; a hold costs 1", () => {
    let s = opening();
    expect(next(s)).toEqual(["ana"]);
    s = act(s, "ana");
    expect(ap(s, "ana")).toBe(4);
    expect(next(s)).toEqual(["bo", "cy"]);
    s = hold(s, "bo");
    expect(ap(s, "bo")).toBe(4);
    expect(next(s)).toEqual(["cy"]);
    s = act(s, "cy");
    expect(next(s)).toEqual(["ana", "bo"]);
    s = act(act(s, "bo"), "ana");
    expect(next(s)).toEqual([]);
    expect(ladder.roundOver(s)).toBe(true);
    expect(carry(s)).toEqual({ ana: 1, bo: 1, cy: 2, dee: 2 });
  });

  it("nobody with fewer than 3 AP ever acts, nor anyone below the top of the ladder", () => {
    const s = opening();
    expect(thrown(() => act(s, "dee")).message).toBe(
      'acting by "dee" is not allowed: it has 2 AP, fewer than 3.',
    );
    expect(thrown(() => act(s, "bo")).message).toBe(
      'acting by "bo" is not allowed: it has 5 AP and "ana" has 7.',
    );
    expect(thrown(() => hold(s, "cy")).message).toMatch(/holding by "cy" is not allowed/);
  });

  it("if all tied combatants defer to one another, they all hold", () => {
    const s = deferAll(act(opening(), "ana"));
    expect([ap(s, "bo"), ap(s, "cy")]).toEqual([4, 4]);
    expect(next(s)).toEqual(["ana", "bo", "cy"]);
  });

  it("a defensive action costs 3 out of turn, may go below zero, and carries as a penalty", () => {
    let s = defend(opening(), "dee");
    expect(ap(s, "dee")).toBe(-1);
    s = defend(s, "ana");
    expect(ap(s, "ana")).toBe(4);
    expect(next(s)).toEqual(["bo", "cy"]);
    const following = ladder.nextRound(s, { ana: 0, bo: 0, cy: 0, dee: 4 });
    expect(ap(following, "dee")).toBe(3);
  });

  it("one attacked by the round's last action may still defend", () => {
    let s = start([
      { id: "attacker", roll: 3 },
      { id: "target", roll: 2 },
    ]);
    s = act(s, "attacker");
    expect(ladder.roundOver(s)).toBe(true);
    expect(ap(defend(s, "target"), "target")).toBe(-1);
  });

  it("acting out of turn is refused with the reason: Down, passed, fewer than 3 AP, another ahead, the round over", () => {
    const s = start([
      { id: "fast", roll: 6 },
      { id: "slow", roll: 4 },
      { id: "weak", roll: 2 },
    ]);
    const why = (state: LadderState, id: string) => thrown(() => act(state, id)).message;
    expect(why(s, "slow")).toMatch(/it has 4 AP and "fast" has 6/);
    expect(why(s, "weak")).toMatch(/it has 2 AP, fewer than 3/);
    expect(why(down(s, "slow"), "slow")).toMatch(/it is Down/);
    expect(why(pass(s, "fast"), "fast")).toMatch(/it has passed this round/);
    const over = start([{ id: "weak", roll: 2 }]);
    expect(why(over, "weak")).toMatch(/the round is over/);
  });

  it("one with exactly 3 AP may act, so below the top it is refused for the one ahead, not for too few AP", () => {
    const s = start([
      { id: "fast", roll: 5 },
      { id: "ready", roll: 3 },
    ]);
    expect(thrown(() => act(s, "ready")).message).toBe(
      'acting by "ready" is not allowed: it has 3 AP and "fast" has 5.',
    );
  });

  it("passing, going Down, getting up and deferring are refused when they make no sense, saying why", () => {
    const s = start([
      { id: "fast", roll: 6 },
      { id: "weak", roll: 2 },
    ]);
    const why = (move: () => unknown) => thrown(move).message;
    expect(why(() => pass(s, "weak"))).toBe(
      'passing by "weak" is not allowed: it has 2 AP and could not act anyway.',
    );
    expect(why(() => pass(pass(s, "fast"), "fast"))).toBe(
      'passing by "fast" is not allowed: it has passed this round.',
    );
    expect(why(() => pass(down(s, "fast"), "fast"))).toBe(
      'passing by "fast" is not allowed: it is Down.',
    );
    expect(why(() => down(down(s, "weak"), "weak"))).toBe(
      'putting "weak" Down is not allowed: it is Down already.',
    );
    expect(why(() => revive(s, "weak"))).toBe('reviving "weak" is not allowed: it is not Down.');
    expect(why(() => defend(down(s, "weak"), "weak"))).toBe(
      'defending by "weak" is not allowed: it is Down.',
    );
    expect(why(() => deferAll(pass(s, "fast")))).toBe(
      "deferring is not allowed: the round is over.",
    );
  });

  it("the round ends when everyone with 3 or more AP passes, and no more than 3 AP carry over", () => {
    let s = start([
      { id: "fast", roll: 8 },
      { id: "slow", roll: 4 },
    ]);
    s = pass(pass(s, "fast"), "slow");
    expect(ladder.roundOver(s)).toBe(true);
    expect(carry(s)).toEqual({ fast: 3, slow: 3 });
    expect(thrown(() => act(s, "fast")).message).toBe(
      'acting by "fast" is not allowed: it has passed this round.',
    );
  });

  it("going Down mid-round loses every AP, carries nothing and gets none next round", () => {
    let s = down(act(opening(), "ana"), "bo");
    expect(ap(s, "bo")).toBe(0);
    expect(next(s)).toEqual(["cy"]);
    expect(carry(s).bo).toBe(0);
    expect(thrown(() => defend(s, "bo")).message).toMatch(/it is Down/);
    s = ladder.nextRound(s, { ana: 3, cy: 3, dee: 3 });
    expect(ap(s, "bo")).toBe(0);
    expect(ladder.status(s, "bo")).toBe("down");
    s = revive(s, "bo");
    expect(ladder.status(s, "bo")).toBe("in");
  });

  it("combatants join with their own roll and leave mid-round", () => {
    let s = ladder.join(opening(), { id: "eve", roll: 7 });
    expect(next(s)).toEqual(["ana", "eve"]);
    s = ladder.join(s, { id: "fin", roll: 9, carry: 1 });
    expect(next(s)).toEqual(["fin"]);
    s = ladder.leave(s, "fin");
    expect(next(s)).toEqual(["ana", "eve"]);
    s = ladder.leave(s, "ana");
    expect(next(s)).toEqual(["eve"]);
    expect(thrown(() => ladder.join(s, { id: "eve", roll: 1 })).message).toMatch(/id is taken/);
  });

  it("mirrors AP as the initiative value", () => {
    expect(ladder.initiatives(opening())).toEqual({ ana: 7, bo: 5, cy: 5, dee: 2 });
    expect(ladder.initiative(opening(), "dee")).toBe(2);
  });

  it("rejects bad input naming it, and unknown ids", () => {
    expect(() => start([{ id: "a", roll: 2.5 }])).toThrow(/roll of a must be a whole number/);
    expect(() => start([{ id: "a", roll: 2, carry: 4 }])).toThrow(/carry of a must be at most 3/);
    expect(() =>
      start([
        { id: "a", roll: 1 },
        { id: "a", roll: 2 },
      ]),
    ).toThrow(/id is taken/);
    expect(() => act(opening(), "zed")).toThrow(/no combatant or entry with id "zed"/);
    expect(() => ladder.nextRound(opening(), { ana: 1 })).toThrow(/roll of bo must be a number/);
    expect(isRulesError(thrown(() => act(opening(), "dee")))).toBe(true);
    expect(() => start([{ id: "a", roll: 2, down: "yes" as never }])).toThrow(/down of a must be/);
    expect(() => start(null as never)).toThrow(/combatants must be/);
    expect(isRulesError(thrown(() => start([null as never])))).toBe(true);
    expect(isRulesError(thrown(() => ladder.join(opening(), null as never)))).toBe(true);
    expect(() => ladder.nextRound(opening(), null as never)).toThrow(/rolls must be/);
    expect(() => ladder.setups(null as never)).toThrow(/ladder state must be/);
  });

  it("one joining mid-round that cannot act (Down, or under 3 AP) never comes up", () => {
    let s = ladder.join(opening(), { id: "weak", roll: 2 });
    s = ladder.join(s, { id: "floored", roll: 9, down: true });
    expect(next(s)).toEqual(["ana"]);
  });

  it("the list of who acts next is the caller's own: changing it changes nothing on the ladder", () => {
    const s = opening();
    next(s).push("dee");
    expect(next(s)).toEqual(["ana"]);
  });
});

/** The top of the ladder computed the slow, obvious way. */
function expectedNext(s: LadderState): string[] {
  const rows = s.ids.map((id) => ({ id, ap: ap(s, id), status: ladder.status(s, id) }));
  const able = rows.filter((row) => row.status === "in" && row.ap >= 3);
  const most = Math.max(...able.map((row) => row.ap));
  return able.filter((row) => row.ap === most).map((row) => row.id);
}

type Move = (s: LadderState) => LadderState;

function legalMoves(s: LadderState): Move[] {
  const moves: Move[] = [];
  for (const id of next(s))
    moves.push(
      (x) => act(x, id),
      (x) => hold(x, id),
      (x) => pass(x, id),
    );
  if (next(s).length > 0) moves.push(deferAll);
  for (const id of s.ids) {
    if (ladder.status(s, id) !== "down")
      moves.push(
        (x) => defend(x, id),
        (x) => down(x, id),
      );
  }
  return moves;
}

const combatants = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 3 }),
    roll: fc.integer({ min: -4, max: 14 }),
    carry: fc.integer({ min: -6, max: 3 }),
    down: fc.boolean(),
  }),
  { selector: (c) => c.id, minLength: 1, maxLength: 8 },
);

describe("RULES 1.10 ladder invariants over random legal play", () => {
  it("only the combatants with the most AP (at least 3, not passed, not Down) may act, and carry never exceeds 3", () => {
    fc.assert(
      fc.property(combatants, fc.array(fc.nat(), { maxLength: 80 }), (c, choices) => {
        let s = start(c);
        for (const choice of choices) {
          expect(next(s)).toEqual(expectedNext(s));
          for (const id of s.ids)
            if (!next(s).includes(id)) expect(() => act(s, id)).toThrow(/is not allowed/);
          for (const value of Object.values(carry(s))) expect(value).toBeLessThanOrEqual(3);
          if (ladder.roundOver(s)) break;
          const options = legalMoves(s);
          s = options[choice % options.length](s);
        }
      }),
    );
  });

  it("a round played only by acting and holding always ends", () => {
    fc.assert(
      fc.property(combatants, fc.array(fc.boolean(), { maxLength: 5 }), (c, holds) => {
        let s = start(c);
        let turns = 0;
        while (!ladder.roundOver(s)) {
          const [id] = next(s);
          s = holds[turns % Math.max(1, holds.length)] ? hold(s, id) : act(s, id);
          turns += 1;
          expect(turns).toBeLessThanOrEqual(c.length * 20);
        }
      }),
    );
  });

  it("a state read back from JSON behaves identically", () => {
    fc.assert(
      fc.property(combatants, fc.array(fc.nat(), { maxLength: 40 }), (c, choices) => {
        let s = start(c);
        let restored = viaJson(s);
        for (const choice of choices) {
          const options = legalMoves(s);
          const restoredOptions = legalMoves(restored);
          expect(restoredOptions.length).toBe(options.length);
          if (options.length === 0) break;
          s = options[choice % options.length](s);
          restored = viaJson(restoredOptions[choice % options.length](restored));
          expect(restored).toEqual(viaJson(s));
          expect(next(restored)).toEqual(next(s));
        }
      }),
    );
  });

  it("an illegal move throws and leaves the state as it was", () => {
    fc.assert(
      fc.property(combatants, (c) => {
        const s = start(c);
        const before = JSON.stringify(s);
        for (const id of s.ids) if (!next(s).includes(id)) expect(() => hold(s, id)).toThrow();
        expect(JSON.stringify(s)).toBe(before);
      }),
    );
  });
});

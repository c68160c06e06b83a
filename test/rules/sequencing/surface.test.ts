import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRulesError } from "../../../src/rules/errors";
import { engines } from "./engines";

const roster = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 2 }), {
  minLength: 1,
  maxLength: 8,
});

describe.each(engines)("the $name engine's tracker surface", (engine) => {
  it("plays whole rounds with its plainest move, and after each round nothing acts until the next", () => {
    fc.assert(
      fc.property(roster, (ids) => {
        let s = engine.start(ids) as never;
        for (let round = 1; round <= 3; round++) {
          let moves = 0;
          while (!engine.roundOver(s)) {
            expect(engine.acting(s).length).toBeGreaterThan(0);
            s = engine.step(s) as never;
            moves += 1;
            expect(moves).toBeLessThanOrEqual(200);
          }
          expect(engine.acting(s)).toEqual([]);
          expect(Object.keys(engine.initiatives(s)).sort()).toEqual([...ids].sort());
          expect(() => engine.step(s)).toThrow();
          s = engine.nextRound(s) as never;
        }
      }),
    );
  });

  it("any move, legal or not, either works or throws a rules error and leaves the state untouched", () => {
    fc.assert(
      fc.property(
        roster,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 9 })), { maxLength: 40 }),
        (ids, moves) => {
          let s = engine.start(ids) as never;
          for (const [n, pick] of moves) {
            const id = pick < ids.length ? ids[pick] : `stranger${pick}`;
            const before = JSON.stringify(s);
            try {
              s = engine.anyMove(s, id, n) as never;
            } catch (error) {
              expect(isRulesError(error)).toBe(true);
              expect(JSON.stringify(s)).toBe(before);
            }
            if (engine.roundOver(s)) s = engine.nextRound(s) as never;
          }
        },
      ),
    );
  });

  it("the GM may end a round early and start the next", () => {
    fc.assert(
      fc.property(roster, (ids) => {
        const s = engine.start(ids) as never;
        const next = engine.nextRound(s) as never;
        expect(Object.keys(engine.initiatives(next)).sort()).toEqual([...ids].sort());
        expect((next as { round: number }).round).toBe(2);
      }),
    );
  });

  it("combatants join and leave mid-round without wedging the round", () => {
    fc.assert(
      fc.property(roster, fc.nat(), (ids, n) => {
        let s = engine.start(ids) as never;
        if (!engine.roundOver(s)) s = engine.step(s) as never;
        s = engine.join(s, "newcomer") as never;
        s = engine.leave(s, ids[n % ids.length]) as never;
        expect(Object.keys(engine.initiatives(s))).toContain("newcomer");
        let moves = 0;
        while (!engine.roundOver(s)) {
          s = engine.step(s) as never;
          moves += 1;
          expect(moves).toBeLessThanOrEqual(200);
        }
      }),
    );
  });
});

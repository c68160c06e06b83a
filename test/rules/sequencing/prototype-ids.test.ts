import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seeded } from "../../../src/rules/dice";
import { ladder, readyHp, shots, standard, turns } from "../../../src/rules/sequencing";
import { engines } from "./engines";
import { viaJson } from "./json";

/**
 * A combatant id is any non-empty string, including the names JavaScript objects inherit
 * ("constructor", "__proto__"…): no engine may mistake one for a lookup it already holds, drop
 * it from a result, or crash on it.
 */
export const PROTOTYPE_NAMES = [
  "constructor",
  "toString",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "__defineGetter__",
];

const roster = fc.uniqueArray(
  fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ minLength: 1, maxLength: 2 })),
  { minLength: 1, maxLength: 8 },
);

const ownKeys = (record: object) => Object.keys(record).sort();

describe.each(engines)(
  "the $name engine with ids named like Object.prototype members",
  (engine) => {
    it("plays rounds, joins, leaves and round trips through JSON, every id kept", () => {
      fc.assert(
        fc.property(roster, fc.constantFrom(...PROTOTYPE_NAMES), fc.nat(), (ids, late, n) => {
          let s = engine.start(ids) as never;
          const present = new Set(ids);
          for (let round = 1; round <= 2; round++) {
            let moves = 0;
            while (!engine.roundOver(s) && moves++ < 100) {
              for (const id of engine.acting(s)) expect(present.has(id)).toBe(true);
              s = engine.step(s) as never;
            }
            expect(ownKeys(engine.initiatives(s))).toEqual([...present].sort());
            s = viaJson(engine.nextRound(s)) as never;
          }
          if (!present.has(late)) {
            s = engine.join(s, late) as never;
            present.add(late);
          }
          const leaving = ids[n % ids.length];
          s = engine.leave(s, leaving) as never;
          present.delete(leaving);
          expect(ownKeys(engine.initiatives(viaJson(s)))).toEqual([...present].sort());
          expect(viaJson(s)).toEqual(s);
        }),
      );
    });
  },
);

describe("records keyed by id are read by their own keys only", () => {
  const names = ["constructor", "__proto__", "toString"];
  // records as a Combat would hand them back: parsed from JSON, so "__proto__" is an own key
  const rollsOf = (value: number) =>
    JSON.parse(`{${names.map((id) => `"${id}": ${value}`).join(",")}}`) as Record<string, number>;

  it("ladder: carries and AP of every such id (RULES 1.10)", () => {
    let s = ladder.start(names.map((id) => ({ id, roll: 4 })));
    s = ladder.act(s, "__proto__");
    expect(ladder.carry(s)).toEqual(
      JSON.parse('{"constructor": 3, "__proto__": 1, "toString": 3}'),
    );
    expect(Object.hasOwn(ladder.carry(s), "__proto__")).toBe(true);
    const next = ladder.nextRound(s, rollsOf(2));
    expect(ladder.ap(next, "constructor")).toBe(5);
    // a roll missing for "constructor" is missing, not the Object function
    expect(() => ladder.nextRound(s, { __proto__: 2, toString: 2 } as never)).toThrow(
      /roll of constructor/,
    );
  });

  it("standard: totals and modifiers of every such id (RULES 2)", () => {
    const s = standard.start(names.map((id, i) => ({ id, roll: 10 + i, modifier: i })));
    expect(standard.order(s)).toEqual(["toString", "__proto__", "constructor"]);
    expect(standard.total(s, "__proto__")).toBe(12);
    const next = standard.nextRound(s, rollsOf(5));
    expect(standard.initiatives(next)).toEqual(
      JSON.parse('{"toString": 7, "__proto__": 6, "constructor": 5}'),
    );
  });

  it("shots, ready HP and turns keep every such id in their figures (RULES 3, 4, 5)", () => {
    const s = shots.start(
      names.map((id) => ({ id, reflexes: 5, roll: 0, named: true, villain: false })),
    );
    expect(ownKeys(shots.initiatives(shots.nextRound(s, rollsOf(1))))).toEqual([...names].sort());
    const r = readyHp.start(
      names.map((id) => ({ id, nonDamaged: 4 })),
      seeded(1),
    );
    expect(ownKeys(readyHp.initiatives(r))).toEqual([...names].sort());
    const next = readyHp.nextRound(r, seeded(1), JSON.parse('{"__proto__": {"carryOver": 2}}'));
    expect(readyHp.ready(next, "__proto__")).toBe(2);
    const t = turns.start(names.map((id) => ({ id, speed: 1 })));
    expect(ownKeys(turns.initiatives(t))).toEqual([...names].sort());
  });
});

import { describe, expect, it } from "vitest";
import type { SequencingMode } from "../../../src/rules/rulesets";
import { readEngineState } from "../../../src/rules/sequencing";
import { ladder, readyHp, shots, turns } from "../../../src/rules/sequencing";
import { seeded } from "../../../src/rules/dice";
import { singleFieldCorruptions } from "../corruptions";
import { playRandomly, randomEngines } from "./random-play";

/**
 * Stored state is never trusted: a Combat's engine state is read back through readEngineState,
 * which tells a state the engine can play from a damaged one, and never throws.
 */

/** A few states of each engine, reached by random legal play (mid-round and between rounds). */
function realStates(engine: (typeof randomEngines)[number]): unknown[] {
  const states: unknown[] = [];
  let seen = 0;
  for (let seed = 1; states.length < 6; seed++)
    playRandomly(engine, seed, 25, {
      onState: (s) => {
        seen += 1;
        if ((s as { ids: string[] }).ids.length >= 2 && states.length < 6 && seen % 7 === 0)
          states.push(s);
      },
    });
  return states;
}

describe.each(randomEngines)("a stored $name state", (engine) => {
  const mode = engine.name as SequencingMode;

  it("reads back as itself when nothing is damaged", () => {
    for (const state of realStates(engine)) {
      const read = readEngineState(mode, state);
      expect(read).toEqual({ ok: true, state });
    }
  });

  it('with any one field removed or set to null, "x", -1, NaN, {} or []: damaged, or a state the engine plays on', () => {
    let damaged = 0;
    let playable = 0;
    for (const state of realStates(engine))
      for (const { path, value } of singleFieldCorruptions(state)) {
        const read = readEngineState(mode, value);
        if (!read.ok) {
          damaged += 1;
          expect(read.problem.i18nKey, path).toMatch(/^ACTION_ENGINE\.Error\./);
          continue;
        }
        playable += 1;
        for (const seed of [1, 2])
          expect(
            () => playRandomly(engine, seed, 20, { from: read.state as never }),
            path,
          ).not.toThrow();
      }
    expect(damaged).toBeGreaterThan(0);
    expect(damaged + playable).toBeGreaterThan(100);
  });
});

describe("what reads as damaged", () => {
  it("an unknown mode, a missing state, NaN, an id not among the encounter's combatants", () => {
    const s = ladder.start([
      { id: "a", roll: 4 },
      { id: "b", roll: 2 },
    ]);
    expect(readEngineState("initiative", s).ok).toBe(false);
    expect(readEngineState("ladder", null).ok).toBe(false);
    const nan = { ...s, round: NaN };
    const read = readEngineState("ladder", nan);
    expect(read.ok || read.problem.message).toMatch(/^round must be a finite number, got NaN/);
    expect(readEngineState("ladder", s, { roster: ["a"] }).ok).toBe(false);
    expect(readEngineState("ladder", s, { roster: ["a", "b", "c"] }).ok).toBe(true);
  });

  it("a cache that disagrees with the entries (RULES 1.10: next is who has the most AP)", () => {
    const s = ladder.start([
      { id: "a", roll: 4 },
      { id: "b", roll: 2 },
    ]);
    const read = readEngineState("ladder", { ...s, next: ["b"] });
    expect(read.ok || read.problem.message).toBe(
      'next ["b"] is not allowed: it does not match the AP on the ladder.',
    );
    const t = turns.start([{ id: "a", speed: 1 }]);
    expect(readEngineState("turns", { ...t, at: 5 }).ok).toBe(false);
  });

  it("a value the engine's own guards refuse when it next reads it (Reflexes, hit points, reach)", () => {
    const s = shots.start([
      { id: "a", reflexes: 5, roll: 2, named: true, villain: false },
      { id: "b", reflexes: 4, roll: 1, named: true, villain: true },
    ]);
    const entry = (patch: object) => [[{ ...s.entries[0][0], ...patch }, s.entries[0][1]]];
    // RULES 3: Reflexes are never below 0 (the next round's first shot reads them)
    const negative = readEngineState("shots", { ...s, entries: entry({ reflexes: -1 }) });
    expect(negative.ok || negative.problem.message).toMatch(
      /^entries\[0\]\[0\]\.reflexes must be between 0 and/,
    );
    expect(readEngineState("shots", { ...s, entries: entry({ reflexes: 0 }) }).ok).toBe(true);

    const r = readyHp.start(
      [
        { id: "a", nonDamaged: 6 },
        { id: "b", nonDamaged: 4 },
      ],
      seeded(7),
    );
    const rEntry = (patch: object) => [[{ ...r.entries[0][0], ...patch }, r.entries[0][1]]];
    // RULES 4: no character has more than 1,000 hit points; reach and bonus are table-sized
    for (const patch of [{ nonDamaged: 1001 }, { reach: 1e9 }, { bonus: -1e9 }])
      expect(
        readEngineState("readyHp", { ...r, entries: rEntry(patch) }).ok,
        JSON.stringify(patch),
      ).toBe(false);
  });
});

describe("RULES 4 multiple weapons in a stored ready-HP state", () => {
  const struck = () =>
    readyHp.spend(
      readyHp.start(
        [
          { id: "duellist", nonDamaged: 12, reach: 1 },
          { id: "guard", nonDamaged: 10, reach: 2 },
        ],
        seeded(1),
      ),
      "duellist",
      3,
      { weapon: "sword" },
    );

  it("keeps the weapons the latest attacker struck with, and reads a sword struck twice as damaged", () => {
    const s = struck();
    expect(readEngineState("readyHp", s)).toEqual({ ok: true, state: s });
    const twice = { ...s, strikes: { id: "duellist", weapons: ["sword", "sword"] } };
    const read = readEngineState("readyHp", twice);
    expect(read.ok || read.problem.message).toMatch(/sword has already struck this turn/);
    expect(readEngineState("readyHp", { ...s, strikes: { id: "ghost", weapons: [] } }).ok).toBe(
      false,
    );
  });
});

import { describe, expect, it } from "vitest";
import { SEQUENCING_MODES } from "../../src/rules/rulesets";
import { applyControl, unchanged } from "../../src/combat/moves/apply";
import { snapshotAfter } from "../../src/combat/moves/apply-write";
import { HISTORY_LIMIT } from "../../src/combat/moves/history";
import { cachedEncounter, readEncounter } from "../../src/combat/moves/read-stored";
import { joinedState, splitState, storedChange, withChange } from "../../src/combat/moves/stored";
import { combatWrite } from "../../src/combat/moves/write";
import { engineOf } from "../../src/combat/engines";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { ladder, turns } from "../../src/rules/sequencing";
import { roundRolls, startRound } from "../../src/combat/moves/round-start";
import { GM, okrpgFacts, snapshot } from "./fixtures";
import { trackerView } from "../../src/combat/view-models";

/*
 * The engine as the Combat keeps it (src/combat/moves/stored.ts, undo.ts): split into the round's
 * fields and the entries by combatant, written as the change from what is stored, Undo as reverse
 * patches in a ring. A control's write holds only what it changed, whatever the roster or history.
 */

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `combatant${String(i).padStart(7, "0")}`);

/** A ladder round of `n` combatants, started in memory. */
function ladderFight(n: number): CombatSnapshot {
  const roster = ids(n);
  const state = ladder.start(roster.map((id, i) => ({ id, roll: 6 + i })));
  const s = snapshot(
    "ladder",
    roster.map((id) => ({ id })),
    { state },
  );
  // the first write of a snapshot made in memory writes everything
  return snapshotAfter(s, combatWrite(s, unchanged(s)));
}

function acting(s: CombatSnapshot): string {
  return trackerView(s, GM)
    .groups.flatMap((g) => g.rows)
    .find((r) => r.acting)!.id;
}

describe("the stored form", () => {
  it("puts an engine state back together exactly, in every mode's shape", () => {
    const s = ladderFight(40);
    const split = splitState("ladder", s.state);
    expect(Object.keys(split.entries)).toHaveLength(40);
    expect(joinedState("ladder", split)).toEqual(s.state);
  });

  it("writes only the fields and entries that differ; a merge of them gives the new form", () => {
    const s = ladderFight(40);
    const before = splitState("ladder", s.state);
    const after = splitState(
      "ladder",
      applyControl(s, { action: "act", combatantId: acting(s) }).state,
    );
    const change = storedChange(before, after);
    expect(Object.keys(change.entries ?? {})).toEqual([acting(s)]);
    expect(withChange(before, change)).toEqual(after);
  });

  it("a key an engine leaves out when it has none is written null and left out again on reading", () => {
    const stored = { engine: { round: 1, ids: [], next: [], setups: null }, entries: {} };
    expect(joinedState("ladder", stored)).toEqual({ round: 1, ids: [], next: [], entries: [] });
  });
});

describe("a control's write", () => {
  it.each([10, 100, 300])(
    "with %i combatants and Undo full stays the same size: what changed, one step to undo",
    (n) => {
      let s = ladderFight(n);
      const sizes: number[] = [];
      for (let i = 0; i < HISTORY_LIMIT + 3; i++) {
        const write = combatWrite(s, applyControl(s, { action: "act", combatantId: acting(s) }));
        sizes.push(JSON.stringify(write).length);
        s = snapshotAfter(s, write);
      }
      expect(s.history).toHaveLength(HISTORY_LIMIT);
      expect(Math.max(...sizes)).toBeLessThan(1000);
    },
  );

  it("stores a step's label without the prefix controls share; an older world's whole label reads alike", () => {
    const s = ladderFight(3);
    const write = combatWrite(s, applyControl(s, { action: "act", combatantId: acting(s) }));
    const [step] = Object.values(write.system.undo!.steps!);
    expect(step.label).toBe("Act");
    const after = snapshotAfter(s, write);
    expect(after.history.at(-1)!.label).toBe("ACTION_ENGINE.Tracker.Control.Act");
    const { state, undo } = after.stored!;
    const whole = Object.fromEntries(
      Object.entries(undo.steps).map(([slot, one]) => [
        slot,
        { ...one, label: `ACTION_ENGINE.Tracker.Control.${one.label}` },
      ]),
    );
    const roster = after.combatants.map((one) => one.id);
    const read = readEncounter(
      { mode: "ladder", revision: after.revision, ...state, undo: { ...undo, steps: whole } },
      roster,
    );
    expect(read.history).toEqual(after.history);
  });

  it("Undo after the ring wrapped gives back each state in turn", () => {
    let s = ladderFight(12);
    const states = [];
    for (let i = 0; i < HISTORY_LIMIT + 4; i++) {
      states.push(s.state);
      s = snapshotAfter(
        s,
        combatWrite(s, applyControl(s, { action: "act", combatantId: acting(s) })),
      );
    }
    for (let k = 1; k <= HISTORY_LIMIT; k++) {
      s = snapshotAfter(s, combatWrite(s, applyControl(s, { action: "undo" })));
      expect(s.state).toEqual(states.at(-k));
    }
    expect(() => applyControl(s, { action: "undo" })).toThrow();
  });
});

/** A ladder round start's write, every Fudge die showing `face`. */
function roundStartWrite(s: CombatSnapshot, face: -1 | 0 | 1) {
  const facts = Object.fromEntries(s.combatants.map((one) => [one.id, okrpgFacts(4)]));
  const options = { tideEveryRound: false, simplified: false };
  const rolled = Object.fromEntries(
    roundRolls(s, facts, options).map((r) => [
      r.key,
      Array.from({ length: Number(/^\d+/.exec(r.formula)![0]) }, () => face),
    ]),
  );
  return combatWrite(s, startRound(s, facts, rolled, options).outcome);
}

describe("a round start's write", () => {
  it("sets of each entry only the keys the new round changes, and no combatant's id in Undo", () => {
    let s = ladderFight(100);
    while (engineOf("ladder").acting(s.state!).length > 0)
      s = snapshotAfter(
        s,
        combatWrite(s, applyControl(s, { action: "pass", combatantId: acting(s) })),
      );
    const before = s.state;
    const write = roundStartWrite(s, 1);
    // RULES 1.10: everyone's AP is rolled again and everyone is back in: those two keys, no more
    for (const entry of Object.values(write.system.entries!))
      expect(["ap", "status"]).toEqual(expect.arrayContaining(Object.keys(entry!)));
    const [step] = Object.values(write.system.undo!.steps!);
    expect(step.entries).toEqual([]);
    expect(step.columns!.map(([key]) => key).sort()).toEqual(["ap", "status"]);
    expect(JSON.stringify(step).length).toBeLessThan(1500);
    // and Undo gives back the round before, exactly
    const after = snapshotAfter(s, write);
    const undone = snapshotAfter(
      after,
      combatWrite(after, applyControl(after, { action: "undo" })),
    );
    expect(undone.state).toEqual(before);
    expect(snapshotAfter(undone, roundStartWrite(undone, 1)).state).toEqual(after.state);
  });

  it("writes no Combatant: each one's figures, its initiative too, come from the Combat's entries", () => {
    let s = ladderFight(10);
    while (engineOf("ladder").acting(s.state!).length > 0)
      s = snapshotAfter(
        s,
        combatWrite(s, applyControl(s, { action: "pass", combatantId: acting(s) })),
      );
    const write = roundStartWrite(s, 1);
    // AP, carry and status are the GM's entries (a Combatant is its owner's to write, so it never
    // holds engine state); the initiative Foundry's order and modules read is derived from them
    // (src/documents/initiative.ts), so it is not written again
    expect(write.combatants).toEqual([]);
    expect(Object.keys(write.system.entries!)).toHaveLength(10);
  });

  it("a key an entry no longer has is written null and left out on reading (a merge keeps it)", () => {
    const state = turns.start(["ana", "bo"].map((id) => ({ id, speed: 1 })));
    const evading = turns.evade(state, "ana");
    const from = splitState("turns", evading);
    expect(from.entries.ana).toHaveProperty("evadeBonus");
    const change = storedChange(from, splitState("turns", state));
    expect(change.entries).toEqual({ ana: expect.objectContaining({ evadeBonus: null }) });
    // Foundry's merge keeps the key, written null; the rules layer reads it as gone
    const merged = withChange(from, change);
    expect(joinedState("turns", merged)).toEqual(state);
    expect(storedChange(merged, splitState("turns", state))).toEqual({});
  });
});

describe("reading it back", () => {
  it.each(SEQUENCING_MODES)("%s: an engine the Combat has none of reads as no round", (mode) => {
    const read = readEncounter({ mode, revision: 1, engine: null, entries: {} }, []);
    expect(read.state).toBeNull();
    expect(read.damage).toBeNull();
    expect(engineOf(mode)).toBeTruthy();
  });

  it("tells a damaged NaN from a null once read before (the cache's key)", () => {
    const s = ladderFight(3);
    const system = { mode: "ladder", revision: 1, ...s.stored!.state, undo: s.stored!.undo };
    const [first] = Object.keys(system.entries);
    const nan = { ...system, entries: { ...system.entries, [first]: { ap: NaN, status: "in" } } };
    const zero = { ...system, entries: { ...system.entries, [first]: { ap: null, status: "in" } } };
    const roster = Object.keys(system.entries);
    expect(cachedEncounter(zero, roster).damage).toBeTruthy();
    expect(cachedEncounter(nan, roster).damage?.i18nKey).toBe("ACTION_ENGINE.Error.NotFinite");
  });
});

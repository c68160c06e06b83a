import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyControl, midRound } from "../../src/combat/moves/apply";
import { snapshotAfter } from "../../src/combat/moves/apply-write";
import { ROLLING_CONTROLS } from "../../src/combat/moves/controls";
import { controlFromButton, dropReorder } from "../../src/combat/moves/from-dataset";
import { HISTORY_LIMIT } from "../../src/combat/moves/history";
import { engineOf } from "../../src/combat/engines";
import { roundRolls, startRound } from "../../src/combat/moves/round-start";
import { combatWrite } from "../../src/combat/moves/write";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { REFUSED, Refusal } from "../../src/combat/refusal";
import { trackerView } from "../../src/combat/view-models";
import { SEQUENCING_MODES, type SequencingMode } from "../../src/rules/rulesets";
import {
  GM,
  actionFacts,
  factsById,
  manoFacts,
  occultFacts,
  okrpgFacts,
  snapshot,
} from "./fixtures";

/*
 * The pure moves against the pure view models: whatever button the GM sees enabled is a control
 * the engine accepts, every write raises the revision by one, and Undo gives back the state before.
 */
const OPTIONS = { tideEveryRound: false, simplified: false };
const ids = ["ana", "bo", "cy", "dee", "eli"];

function facts(mode: SequencingMode) {
  return factsById(
    Object.fromEntries(
      ids.map((id, i) => [
        id,
        mode === "ladder"
          ? okrpgFacts(2 + i)
          : mode === "shots"
            ? actionFacts(3 + i, i !== 4)
            : mode === "standard"
              ? occultFacts(i - 2)
              : manoFacts({ speed: i === 1 ? 0.5 : 1, reach: i % 2, nonDamaged: 3 + i }),
      ]),
    ),
  );
}

/** Faces for every roll a round start asks for, taken from `draw` (a fast-check stream). */
function rolledFor(s: CombatSnapshot, draw: () => number) {
  return Object.fromEntries(
    roundRolls(s, facts(s.mode), OPTIONS).map((request) => {
      const dice = /^(\d+)d(F|\d+)/.exec(request.formula)!;
      const count = Number(dice[1]) + (request.key === "rollOff" ? 8 : 0);
      const faces = dice[2] === "F" ? 3 : Number(dice[2]);
      return [
        request.key,
        Array.from({ length: count }, () =>
          dice[2] === "F" ? (draw() % 3) - 1 : 1 + (draw() % faces),
        ),
      ];
    }),
  );
}

function begun(mode: SequencingMode, draw: () => number): CombatSnapshot {
  const s = snapshot(
    mode,
    ids.map((id, i) => ({ id, side: i % 2 ? "hostile" : "friendly" })),
  );
  return snapshotAfter(
    s,
    combatWrite(s, startRound(s, facts(mode), rolledFor(s, draw), OPTIONS).outcome),
  );
}

function enabledButtons(s: CombatSnapshot) {
  const view = trackerView(s, GM);
  return [
    ...view.groups.flatMap((g) => g.rows.flatMap((r) => [...r.buttons, ...r.gmButtons])),
    ...view.banners.flatMap((b) => b.buttons),
    // the GM's footer: Foundry's core controls and Undo (End encounter asks first)
    ...view.footer,
  ].filter(
    (b) =>
      !b.disabled &&
      b.action !== "aeChooseCarryOver" &&
      b.action !== "aeEndCombat" &&
      // controls that roll first run through their own dice (round-start, join, fortune-initiative)
      !ROLLING_CONTROLS.has(controlFromButton(b.action, camel(b.data), 1)?.action ?? "undo"),
  );
}

const camel = (data: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(data).map(([k, v]) => [
      k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      v,
    ]),
  );

describe("the tracker's buttons and its moves agree", () => {
  it.each(SEQUENCING_MODES)(
    "%s: every enabled button is accepted; each write is revision + 1 and Undo restores the state",
    (mode) => {
      fc.assert(
        fc.property(
          fc.infiniteStream(fc.nat()),
          fc.array(fc.nat(), { maxLength: 25 }),
          (stream, picks) => {
            const it = stream[Symbol.iterator]();
            let s = begun(mode, () => it.next().value as number);
            for (const pick of picks) {
              const buttons = enabledButtons(s);
              if (buttons.length === 0 || !midRound(s)) break;
              const chosen = buttons[pick % buttons.length];
              const control = controlFromButton(chosen.action, camel(chosen.data), 1)!;
              const next = snapshotAfter(s, combatWrite(s, applyControl(s, control)));
              expect(next.revision).toBe(s.revision + 1);
              expect(next.history.length).toBeLessThanOrEqual(HISTORY_LIMIT);
              // a step of the engine (not a GM's side or surprise toggle) can be undone
              if (next.history.length > s.history.length) {
                const undone = snapshotAfter(
                  next,
                  combatWrite(next, applyControl(next, { action: "undo" })),
                );
                expect(JSON.stringify(undone.state)).toBe(JSON.stringify(s.state));
              }
              s = next;
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );
});

describe("round starts ask for the dice each mode needs", () => {
  const fresh = (mode: SequencingMode) =>
    snapshot(mode, [{ id: "ana" }, { id: "bo" }, { id: "cy", side: "hostile" }]);

  it("ladder: a blind Tide of Battle per side at the start of the fight, then 4dF per combatant", () => {
    const requests = roundRolls(
      fresh("ladder"),
      factsById({
        ana: okrpgFacts(4),
        bo: okrpgFacts(2, { impairment: -2 }),
        cy: okrpgFacts(6, { down: true }),
      }),
      OPTIONS,
    );
    expect(requests.map((r) => [r.formula, r.blind])).toEqual([
      ["1d6", true],
      ["1d6", true],
      ["4dF + 4", false],
      ["4dF + 2 - 2", false],
    ]);
  });

  it("shots: a closed 2d6 for named creatures only; none in the simplified initiative", () => {
    const f = factsById({ ana: actionFacts(5), bo: actionFacts(4, false), cy: actionFacts(6) });
    expect(roundRolls(fresh("shots"), f, OPTIONS).map((r) => r.key)).toEqual([
      "initiative.ana",
      "initiative.cy",
    ]);
    expect(roundRolls(fresh("shots"), f, { ...OPTIONS, simplified: true })).toEqual([]);
  });

  it("standard: d20 plus the initiative modifier", () => {
    const f = factsById({ ana: occultFacts(3), bo: occultFacts(0), cy: occultFacts(-2) });
    expect(roundRolls(fresh("standard"), f, OPTIONS).map((r) => r.formula)).toEqual([
      "1d20 + 3",
      "1d20",
      "1d20 - 2",
    ]);
  });

  it("ready HP and turns roll nothing but the roll-off among ties", () => {
    const f = factsById({
      ana: manoFacts({ reach: 2 }),
      bo: manoFacts({ reach: 1 }),
      cy: manoFacts({ reach: 1 }),
    });
    expect(roundRolls(fresh("turns"), f, OPTIONS).map((r) => r.formula)).toEqual(["2d20"]);
    expect(roundRolls(fresh("readyHp"), f, OPTIONS).map((r) => r.formula)).toEqual(["2d20"]);
    const apart = factsById({
      ana: manoFacts({ reach: 3 }),
      bo: manoFacts({ reach: 2 }),
      cy: manoFacts({ reach: 1 }),
    });
    expect(roundRolls(fresh("turns"), apart, OPTIONS)).toEqual([]);
  });

  it("the simplified initiative runs one action each, highest Reflexes first (RULES 3)", () => {
    const s = fresh("shots");
    const f = factsById({ ana: actionFacts(5), bo: actionFacts(4), cy: actionFacts(6) });
    const started = snapshotAfter(
      s,
      combatWrite(s, startRound(s, f, {}, { ...OPTIONS, simplified: true }).outcome),
    );
    expect(trackerView(started, GM).heading).toEqual({
      label: "ACTION_ENGINE.Tracker.Heading.Reflexes",
      value: "6",
    });
  });
});

describe("buttons as controls", () => {
  it("reads each button's data-* attributes", () => {
    expect(controlFromButton("aeSpend", { combatantId: "a", cost: "all" })).toEqual({
      action: "spend",
      combatantId: "a",
      cost: "all",
    });
    expect(controlFromButton("aeSpend", { combatantId: "a", cost: "3" })).toEqual({
      action: "spend",
      combatantId: "a",
      cost: 3,
    });
    expect(controlFromButton("aeSpendHp", { combatantId: "a", passive: "true" }, 4)).toEqual({
      action: "spendHp",
      combatantId: "a",
      hp: 4,
      passive: true,
    });
    expect(controlFromButton("aeTideLuck", { side: "hostile", luck: "blessed" })).toEqual({
      action: "tideLuck",
      side: "hostile",
      luck: "blessed",
    });
    expect(controlFromButton("aeSetMode", { mode: "nonsense" })).toBeNull();
    expect(controlFromButton("nextTurn", {})).toBeNull();
  });

  it("a drag in the turn order puts the dragged combatant where it was dropped", () => {
    let n = 0;
    const s = begun("turns", () => n++);
    const order = s.state
      ? (s.state as { order: number[]; ids: string[] }).order.map(
          (p) => (s.state as { ids: string[] }).ids[p],
        )
      : [];
    const control = dropReorder(s, order[3], order[0]);
    expect(control).toEqual({
      action: "reorder",
      ids: [order[3], order[0], order[1], order[2], order[4]],
    });
    expect(dropReorder(s, order[0], order[0])).toBeNull();
  });
});

describe("Undo after a combatant left mid-round (deleted from the encounter)", () => {
  // The undone step's state still held the combatant who has since been deleted; restoring it
  // brought back a participant with no row, who then blocked everyone (a tie nobody could see).
  it.each(SEQUENCING_MODES)(
    "%s: Undo brings back the step, never the deleted combatant",
    (mode) => {
      let seed = 7;
      const s = begun(mode, () => (seed = (seed * 48271) % 2147483647));
      const gone = engineOf(mode).ids(s.state!)[1];
      const deleted = { ...s, combatants: s.combatants.filter((one) => one.id !== gone) };
      const left = snapshotAfter(
        deleted,
        combatWrite(deleted, applyControl(deleted, { action: "leave", combatantId: gone })),
      );
      expect(engineOf(mode).ids(left.state!)).not.toContain(gone);
      const undone = snapshotAfter(left, combatWrite(left, applyControl(left, { action: "undo" })));
      const present = undone.combatants.map((one) => one.id);
      for (const id of engineOf(mode).ids(undone.state!)) expect(present).toContain(id);
      expect(engineOf(mode).ids(undone.state!)).toEqual(
        engineOf(mode)
          .ids(s.state!)
          .filter((id) => id !== gone),
      );
    },
  );
});

describe("Undo never restores a damaged step (stored data is never trusted)", () => {
  it.each(SEQUENCING_MODES)(
    "%s: a history entry that is not JSON, or not a state of its engine, is refused by name",
    (mode) => {
      let seed = 11;
      const s = begun(mode, () => (seed = (seed * 48271) % 2147483647));
      for (const state of ["not json", JSON.stringify({ round: "x" })]) {
        const damaged = {
          ...s,
          history: [...s.history, { state, round: s.round, mode, label: "act" }],
        };
        let refusal: unknown = null;
        try {
          applyControl(damaged, { action: "undo" });
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(Refusal);
        expect((refusal as Refusal).i18nKey).toBe(`${REFUSED}.HistoryDamaged`);
      }
    },
  );
});

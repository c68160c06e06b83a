import { describe, expect, it } from "vitest";
import { applyControl } from "../../src/combat/moves/apply";
import { snapshotAfter } from "../../src/combat/moves/apply-write";
import { roundRolls, startRound } from "../../src/combat/moves/round-start";
import { combatWrite } from "../../src/combat/moves/write";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { trackerView } from "../../src/combat/view-models";
import { readyHp } from "../../src/rules/sequencing";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { GM, factsById, manoFacts, snapshot } from "./fixtures";

/*
 * Action Rounds surprise (seed 003 "Surprise"): a character who used stealth or a trick decides
 * how to act first, whatever its ready hit points. The GM marks the surprised before the start;
 * the others then decide first in the first round.
 */
const OPTIONS = { tideEveryRound: false, simplified: false };
// Ana and Cyrus have 12 non-damaged HP (6 ready), Bo 4 (2 ready): without surprise Bo goes last
const facts = factsById({
  ana: manoFacts({ nonDamaged: 12 }),
  bo: manoFacts({ nonDamaged: 4 }),
  cyrus: manoFacts({ nonDamaged: 12 }),
});

function started(s: CombatSnapshot): CombatSnapshot {
  const rolled = Object.fromEntries(
    roundRolls(s, facts, OPTIONS).map((r) => [r.key, [12, 5, 18, 7, 3, 9]]),
  );
  return snapshotAfter(s, combatWrite(s, startRound(s, facts, rolled, OPTIONS).outcome));
}

const GM_CLICK = (s: CombatSnapshot, combatantId: string) =>
  snapshotAfter(s, combatWrite(s, applyControl(s, { action: "toggleSurprised", combatantId })));

describe("RULES 4 surprise on the ready hit points", () => {
  const fresh = () =>
    snapshot("readyHp", [{ id: "ana" }, { id: "bo" }, { id: "cyrus", side: "hostile" }]);

  it("the GM sees a Surprised toggle on every row before the start", () => {
    const toggles = trackerView(fresh(), GM)
      .groups.flatMap((g) => g.rows)
      .map((r) => r.gmButtons.find((b) => b.action === "aeToggleSurprised"));
    expect(toggles.every(Boolean)).toBe(true);
  });

  it("without surprise most ready HP decide first: Bo (2 ready) is last", () => {
    const s = started(fresh());
    expect(readyHp.order(s.state as ReadyHpState).at(-1)).toBe("bo");
  });

  it("with Ana and Cyrus caught unawares, stealthy Bo (2 ready) decides first on turn 1, marked in the tracker", () => {
    const marked = GM_CLICK(GM_CLICK(fresh(), "ana"), "cyrus");
    const s = started(marked);
    const state = s.state as ReadyHpState;
    expect(readyHp.order(state)[0]).toBe("bo");
    expect(readyHp.decidesFirstBySurprise(state, "bo")).toBe(true);
    const bo = trackerView(s, GM)
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === "bo")!;
    expect(bo.notes.map((n) => n.key)).toContain("ACTION_ENGINE.Tracker.Note.Surprise");
  });

  it("nobody marked: no surprise round", () => {
    const state = started(fresh()).state as ReadyHpState;
    expect(["ana", "bo", "cyrus"].some((id) => readyHp.decidesFirstBySurprise(state, id))).toBe(
      false,
    );
  });
});

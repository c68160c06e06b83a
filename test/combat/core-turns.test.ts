import { describe, expect, it } from "vitest";
import { applyControl } from "../../src/combat/moves/apply";
import { snapshotAfter } from "../../src/combat/moves/apply-write";
import type { Control } from "../../src/combat/moves/controls";
import {
  nextTurnControl,
  previousRoundAt,
  previousTurnAt,
} from "../../src/combat/moves/core-turns";
import { setUpDone } from "../../src/combat/moves/setups";
import { HISTORY_LIMIT } from "../../src/combat/moves/history";
import type { FactsById } from "../../src/combat/moves/participants";
import { roundRolls, startRound } from "../../src/combat/moves/round-start";
import { combatWrite } from "../../src/combat/moves/write";
import { engineOf } from "../../src/combat/engines";
import { REFUSED, Refusal } from "../../src/combat/refusal";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { trackerView } from "../../src/combat/view-models";
import type { SequencingMode } from "../../src/rules/rulesets";
import { ladder, readyHp, shots, standard, turns } from "../../src/rules/sequencing";
import type { LadderState } from "../../src/rules/sequencing/ladder";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import type { ShotsState } from "../../src/rules/sequencing/shots";
import type { StandardState } from "../../src/rules/sequencing/standard";
import type { TurnsState } from "../../src/rules/sequencing/turns";
import {
  GM,
  actionFacts,
  alice,
  factsById,
  manoFacts,
  occultFacts,
  okrpgFacts,
  snapshot,
  type Fighter,
} from "./fixtures";

/*
 * Foundry's four core controls as each sequencing mode means them (src/combat/moves/core-turns.ts):
 * Next turn is the acting combatant's usual step, Previous turn takes back the last turn (and what
 * came after it), Previous round goes back to the round's start, or the round before's.
 */
const OPTIONS = { tideEveryRound: false, simplified: false };

/** The encounter after its round start, with the seed-style rolls given by key. */
function begun(
  mode: SequencingMode,
  fighters: Fighter[],
  facts: FactsById,
  faces: Record<string, number[]> = {},
): CombatSnapshot {
  const s = snapshot(mode, fighters);
  return nextRound(s, facts, faces);
}

function nextRound(
  s: CombatSnapshot,
  facts: FactsById,
  faces: Record<string, number[]> = {},
): CombatSnapshot {
  const rolled = Object.fromEntries(
    roundRolls(s, facts, OPTIONS).map((r) => [r.key, faces[r.key] ?? [3]]),
  );
  return snapshotAfter(s, combatWrite(s, startRound(s, facts, rolled, OPTIONS).outcome));
}

const play = (s: CombatSnapshot, control: Control) =>
  snapshotAfter(s, combatWrite(s, applyControl(s, control)));
const nextTurn = (s: CombatSnapshot) => play(s, { action: "nextTurn" });
const previousTurn = (s: CombatSnapshot) => play(s, { action: "previousTurn" });
const previousRound = (s: CombatSnapshot) => play(s, { action: "previousRound" });
const acting = (s: CombatSnapshot) => (s.state ? engineOf(s.mode).acting(s.state) : []);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error.i18nKey;
    throw error;
  }
  throw new Error("not refused");
}

/** The footer's buttons by action: enabled, and the reason when off. */
function footer(s: CombatSnapshot) {
  return Object.fromEntries(
    trackerView(s, GM).footer.map((b) => [
      b.action,
      { enabled: !b.disabled, reason: b.reason?.key ?? null, who: b.who ?? null },
    ]),
  );
}

describe("ladder (RULES 1.10): a turn is an act, a hold or a pass", () => {
  // OK RPG: Jack's Good initiative (4) rolls +2 on 4dF: 6 AP; the goon's Average (2) rolls +1: 3 AP
  const fighters: Fighter[] = [
    { id: "jack", actorType: "okrpg" },
    { id: "goon", actorType: "okrpg", side: "hostile" },
  ];
  const facts = factsById({ jack: okrpgFacts(4), goon: okrpgFacts(2) });
  const faces = {
    "tide.friendly": [3],
    "tide.hostile": [3],
    "initiative.jack": [1, 1, 0, 0],
    "initiative.goon": [1, 0, 0, 0],
  };
  const ap = (s: CombatSnapshot, id: string) => ladder.ap(s.state as LadderState, id);
  const start = () => begun("ladder", fighters, facts, faces);

  it("Next turn without an engine state: before the start it is not started, between rounds nobody acts", () => {
    const before = snapshot("ladder", fighters);
    expect(nextTurnControl(before)).toEqual({ ok: false, reason: `${REFUSED}.NotStarted` });
    const between = { ...before, round: 2, started: true, state: null };
    expect(nextTurnControl(between)).toEqual({ ok: false, reason: `${REFUSED}.NobodyActs` });
  });

  it("Next turn: the top combatant acts for 3 AP; on a tie, the first listed", () => {
    let s = start();
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([6, 3]);
    expect(footer(s).aeNextTurn).toEqual({ enabled: true, reason: null, who: "jack" });
    s = nextTurn(s);
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([3, 3]);
    // a 3–3 tie: the GM's choice (RULES 1.10); Next turn takes the first of the tie
    expect(acting(s)).toEqual(["jack", "goon"]);
    s = nextTurn(s);
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([0, 3]);
    s = nextTurn(s);
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([0, 0]);
    // nobody has 3 AP: the round is over, and Next turn says so
    expect(refusal(() => nextTurn(s))).toBe(`${REFUSED}.NobodyActs`);
    expect(footer(s).aeNextTurn).toMatchObject({ enabled: false, reason: `${REFUSED}.NobodyActs` });
  });

  it("Previous turn takes back the last act, and the defense made after it", () => {
    let s = nextTurn(start()); // Jack acts: 3 AP left
    s = play(s, { action: "defend", combatantId: "goon" }); // out of turn: 3 → 0
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([3, 0]);
    s = previousTurn(s);
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([6, 3]);
    expect(acting(s)).toEqual(["jack"]);
    expect(s.history).toEqual([]);
    expect(footer(s).aePreviousTurn).toMatchObject({
      enabled: false,
      reason: `${REFUSED}.NoEarlierTurn`,
    });
  });

  it("a setup (RULES 1.8) spends the setter's 3 AP as its turn: Previous turn takes it back", () => {
    const s0 = start();
    const setUp = { action: "setUp", combatantId: "jack", kind: "free", target: "goon" } as const;
    const s = snapshotAfter(s0, combatWrite(s0, setUpDone(s0, setUp, facts, {}).outcome));
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([3, 3]);
    expect(previousTurnAt(s)).toEqual({ ok: true, value: 0 });
    expect([ap(previousTurn(s), "jack"), ap(previousTurn(s), "goon")]).toEqual([6, 3]);
  });

  it("a defense alone is no turn: Previous turn is off, Undo takes it back", () => {
    const s = play(start(), { action: "defend", combatantId: "goon" });
    expect(previousTurnAt(s)).toEqual({ ok: false, reason: `${REFUSED}.NoEarlierTurn`, n: 10 });
    expect(footer(s).aeUndo.enabled).toBe(true);
  });

  it("Previous round goes back to the round's start; from there, to the round before's", () => {
    let s = start();
    // nothing done yet in round 1: there is no round before it
    expect(footer(s).aePreviousRound).toMatchObject({
      enabled: false,
      reason: `${REFUSED}.NoEarlierRound`,
    });
    s = nextTurn(nextTurn(s));
    s = previousRound(s);
    expect([ap(s, "jack"), ap(s, "goon")]).toEqual([6, 3]);
    expect(s.round).toBe(1);
    // round 2: carry 0 + rolls; Jack acts once, Previous round gives back round 2's start
    s = nextTurn(nextTurn(nextTurn(s)));
    const round2 = nextRound(s, facts, {
      "initiative.jack": [1, 1, 0, 0],
      "initiative.goon": [0, 0, 0, 0],
    });
    expect([ap(round2, "jack"), ap(round2, "goon")]).toEqual([6, 2]);
    const acted = nextTurn(round2);
    expect(ap(acted, "jack")).toBe(3);
    const back = previousRound(acted);
    expect(back.round).toBe(2);
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(round2.state));
    // at round 2's start, Previous round reaches round 1's start
    const first = previousRound(back);
    expect(first.round).toBe(1);
    expect([ap(first, "jack"), ap(first, "goon")]).toEqual([6, 3]);
    expect(first.history).toEqual([]);
  });

  it(`a round whose start is older than the ${HISTORY_LIMIT} steps kept cannot be gone back to`, () => {
    let s = start();
    for (let i = 0; i < HISTORY_LIMIT; i++) s = play(s, { action: "defend", combatantId: "goon" });
    expect(s.history).toHaveLength(HISTORY_LIMIT);
    expect(previousRoundAt(s)).toEqual({
      ok: false,
      reason: `${REFUSED}.RoundStartDropped`,
      n: HISTORY_LIMIT,
    });
    expect(refusal(() => previousRound(s))).toBe(`${REFUSED}.RoundStartDropped`);
  });
});

describe("shots (RULES 3): a turn is a basic action or a limit break on the called shot", () => {
  // Reflexes 5 + closed roll 2 (4 − 2) and Reflexes 4 + 3 (5 − 2): both on shot 7
  const fighters: Fighter[] = [
    { id: "hero", actorType: "action" },
    { id: "villain", actorType: "action", side: "hostile" },
  ];
  const facts = factsById({
    hero: actionFacts(5),
    villain: actionFacts(4, true, 0, { npc: true }),
  });
  const faces = { "initiative.hero": [4, 2], "initiative.villain": [5, 2] };
  const shot = (s: CombatSnapshot, id: string) => shots.shot(s.state as ShotsState, id);

  it("Next turn: the first on the called shot (villains first) spends 3 shots", () => {
    let s = begun("shots", fighters, facts, faces);
    expect([shot(s, "hero"), shot(s, "villain")]).toEqual([7, 7]);
    expect(acting(s)).toEqual(["villain", "hero"]);
    s = nextTurn(s);
    expect([shot(s, "hero"), shot(s, "villain")]).toEqual([7, 4]);
    s = nextTurn(s);
    expect([shot(s, "hero"), shot(s, "villain")]).toEqual([4, 4]);
  });

  it("Previous turn takes back the last basic action with the trigger made after it", () => {
    let s = nextTurn(nextTurn(begun("shots", fighters, facts, faces)));
    s = nextTurn(s); // shot 4: the villain acts, 4 → 1
    s = play(s, { action: "spend", combatantId: "hero", cost: 1 }); // a trigger: 4 → 3
    expect([shot(s, "hero"), shot(s, "villain")]).toEqual([3, 1]);
    s = previousTurn(s);
    expect([shot(s, "hero"), shot(s, "villain")]).toEqual([4, 4]);
    expect(acting(s)).toEqual(["villain", "hero"]);
  });

  it("a focus is no turn: Previous turn goes back past it to the last basic action", () => {
    let s = nextTurn(begun("shots", fighters, facts, faces)); // villain 7 → 4
    s = play(s, { action: "spend", combatantId: "hero", cost: 0 });
    s = previousTurn(s);
    expect([shot(s, "hero"), shot(s, "villain")]).toEqual([7, 7]);
  });
});

describe("ready HP (RULES 4): a turn is the act of the character deciding now", () => {
  // non-damaged 6 and 4, nothing carried over: all ready; the longer reach decides a tie
  const fighters: Fighter[] = [{ id: "ana" }, { id: "bo", side: "hostile" }];
  const facts = factsById({
    ana: manoFacts({ nonDamaged: 6, reach: 2 }),
    bo: manoFacts({ nonDamaged: 4, reach: 1 }),
  });
  const ready = (s: CombatSnapshot, id: string) => readyHp.ready(s.state as ReadyHpState, id);

  it("Next turn: the character deciding now hesitates, 1 ready HP", () => {
    let s = begun("readyHp", fighters, facts);
    expect([ready(s, "ana"), ready(s, "bo")]).toEqual([6, 4]);
    expect(acting(s)).toEqual(["ana"]);
    s = nextTurn(s);
    expect([ready(s, "ana"), ready(s, "bo")]).toEqual([5, 4]);
    expect(acting(s)).toEqual(["bo"]);
  });

  it("Previous turn takes back an act of several HP: the character decides again", () => {
    let s = begun("readyHp", fighters, facts);
    s = play(s, { action: "spendHp", combatantId: "ana", hp: 3, passive: false });
    s = play(s, { action: "spendHp", combatantId: "bo", hp: 2, passive: false });
    expect([ready(s, "ana"), ready(s, "bo")]).toEqual([3, 2]);
    s = previousTurn(s);
    expect([ready(s, "ana"), ready(s, "bo")]).toEqual([3, 4]);
    expect(acting(s)).toEqual(["bo"]);
    s = previousRound(s);
    expect([ready(s, "ana"), ready(s, "bo")]).toEqual([6, 4]);
  });
});

describe("turns with speed (RULES 5): a turn ends, is skipped, or is given up for a counter", () => {
  // speed 1 and speed ½ (every other round); the longer reach goes first
  const fighters: Fighter[] = [{ id: "ana" }, { id: "bo", side: "hostile" }];
  const facts = factsById({
    ana: manoFacts({ reach: 2 }),
    bo: manoFacts({ reach: 1, speed: 0.5 }),
  });

  it("Next turn ends the turn (its stun recovery follows); Previous turn gives it back", () => {
    let s = begun("turns", fighters, facts);
    expect(acting(s)).toEqual(["ana"]);
    const step = applyControl(s, { action: "nextTurn" });
    expect(step.effects).toEqual([{ kind: "turnEnded", combatantId: "ana" }]);
    s = nextTurn(s);
    expect(acting(s)).toEqual(["bo"]);
    s = play(s, { action: "counter", combatantId: "bo" });
    expect(turns.roundOver(s.state as TurnsState)).toBe(true);
    s = previousTurn(s);
    expect(acting(s)).toEqual(["bo"]);
    s = previousTurn(s);
    expect(acting(s)).toEqual(["ana"]);
  });

  it("speed ½ sits out round 2; Previous turn there reaches back into round 1", () => {
    let s = nextTurn(nextTurn(begun("turns", fighters, facts)));
    s = nextRound(s, facts);
    expect(s.round).toBe(2);
    expect(turns.actors(s.state as TurnsState, 2)).toEqual(["ana"]);
    expect(footer(s).aePreviousRound.enabled).toBe(true);
    s = previousTurn(s);
    expect(s.round).toBe(1);
    expect(acting(s)).toEqual(["bo"]);
  });
});

describe("standard initiative (RULES 2): a turn ends; an interrupt attack is inside another's", () => {
  // Occult Ops: d20 + 3 rolls 12 (15) and d20 rolls 9
  const fighters: Fighter[] = [{ id: "agent" }, { id: "cultist", side: "hostile" }];
  const facts = factsById({ agent: occultFacts(3), cultist: occultFacts(0) });
  const faces = { "initiative.agent": [12], "initiative.cultist": [9] };

  it("Next turn hands the turn on; during an interrupt attack it hands the turn back", () => {
    let s = begun("standard", fighters, facts, faces);
    expect((s.state as StandardState).totals).toEqual({ agent: 15, cultist: 9 });
    s = nextTurn(s);
    expect(acting(s)).toEqual(["cultist"]);
    s = play(s, { action: "openInterrupt", combatantId: "cultist" });
    s = play(s, { action: "takeInterrupt", combatantId: "agent" });
    expect(acting(s)).toEqual(["agent"]);
    expect(footer(s).aeNextTurn.who).toBe("agent");
    const done = nextTurn(s);
    expect(acting(done)).toEqual(["cultist"]);
    expect(standard.interruptOf(done.state as StandardState)).toBeNull();
    // Previous turn: back to before the agent's turn ended, the interrupt undone with it
    const back = previousTurn(s);
    expect(acting(back)).toEqual(["agent"]);
    expect(back.history).toEqual([]);
  });
});

describe("who may use them", () => {
  it("only the GM: a player sees no footer, and the controls are the GM's", () => {
    const s = snapshot("standard", [{ id: "agent", owners: ["alice"] }], {
      state: standard.start([{ id: "agent", roll: 12 }]),
    });
    expect(trackerView(s, alice).footer).toEqual([]);
    expect(footer(s)).toHaveProperty("aeNextTurn");
  });

  it("before the start the footer offers Start encounter, Undo and End encounter", () => {
    const s = snapshot("ladder", [{ id: "jack" }]);
    expect(Object.keys(footer(s))).toEqual(["aeStartCombat", "aeUndo", "aeEndCombat"]);
    expect(footer(s).aeUndo.reason).toBe(`${REFUSED}.NothingToUndo`);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import "../foundry/applications";
import { actor, addCombatants, click, encounter, trackerWorld, type Encounter } from "./world";
import type { RulesetId, SequencingMode } from "../../src/rules/rulesets";
import { readEngineState } from "../../src/rules/sequencing";
import { HISTORY_LIMIT, stateJson } from "../../src/combat/moves/history";
import type { ActionEngineCombat } from "../../src/documents/combat";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { repairWorld } from "../../src/documents/migrations/run";
import { countingDice } from "./counting-dice";

/*
 * Issue 28: worlds with an encounter in progress survive the upgrade. An encounter stored the old
 * way (the engine state as one JSON string, Undo as whole copies) is read as before, converted by
 * the world's migration (run on every start by the active GM) into the structured fields and
 * reverse patches, and every Undo step still gives back the state it gave back before. One whose
 * old state cannot be read is shown as damaged and left as it is, never dropped.
 */

const MODES: [SequencingMode, RulesetId][] = [
  ["ladder", "okrpg"],
  ["standard", "occult"],
  ["shots", "action"],
  ["readyHp", "rounds"],
  ["turns", "mano"],
];

afterEach(() => {
  vi.restoreAllMocks();
});

const snap = (combat: Encounter) => (combat as unknown as ActionEngineCombat).snapshot;
const system = (combat: Encounter) =>
  combat.system as unknown as { state: string; history: unknown[]; engine: unknown };

/** A state as the rules layer reads it back (the form Undo restores). */
function read(mode: SequencingMode, json: string) {
  if (json === "") return null;
  const reading = readEngineState(mode, JSON.parse(json));
  if (!reading.ok) throw new Error(reading.problem.message);
  return reading.state;
}

/** A fight played mid-round with Undo's history full (new rounds started as they end). */
async function playedFight(mode: SequencingMode, ruleset: RulesetId) {
  const world = trackerWorld({ ruleset });
  countingDice();
  const fighters = await Promise.all(
    ["Ana", "Bo", "Cyrus", "Dana"].map((name) => actor({ name, type: ruleset })),
  );
  const combat = await encounter(mode);
  await addCombatants(combat, fighters, [{}, {}, { system: { side: "hostile" } }, {}]);
  await world.users.as(world.gm, () => combat.startCombat());
  while (snap(combat).history.length < HISTORY_LIMIT) {
    const result = await click(world, world.gm, combat, { action: "nextTurn" });
    if (result.status !== "done") await world.users.as(world.gm, () => combat.nextRound());
  }
  // mid-round: one more turn when the last step ended the round
  if (snap(combat).phase !== "acting") await click(world, world.gm, combat, { action: "nextTurn" });
  return { world, combat };
}

/** Stores the encounter the old way (as a world of an earlier version holds it). */
async function storeTheOldWay(combat: Encounter, played: CombatSnapshot) {
  await combat.update({
    system: {
      engine: null,
      entries: null,
      undo: { count: 0, next: 0, steps: {} },
      state: stateJson(played.state),
      history: played.history,
    },
  });
}

describe.each(MODES)("a %s encounter stored the old way", (mode, ruleset) => {
  it("reads as before, is converted by the migration, and Undo gives back every step", async () => {
    const { world, combat } = await playedFight(mode, ruleset);
    const played = snap(combat);
    expect(played.history).toHaveLength(HISTORY_LIMIT);
    await storeTheOldWay(combat, played);
    // read as before while still in the old shape
    expect(snap(combat).state).toEqual(played.state);
    expect(snap(combat).history.map((one) => read(one.mode, one.state))).toEqual(
      played.history.map((one) => read(one.mode, one.state)),
    );

    await world.users.as(world.gm, () => repairWorld());
    expect(system(combat).state).toBe("");
    expect(system(combat).history).toEqual([]);
    expect(system(combat).engine).not.toBeNull();
    const converted = snap(combat);
    expect(converted.state).toEqual(played.state);
    expect(converted.history.map(({ round, mode, label }) => [round, mode, label])).toEqual(
      played.history.map(({ round, mode, label }) => [round, mode, label]),
    );
    // a second start finds nothing left to convert
    const revision = converted.revision;
    await world.users.as(world.gm, () => repairWorld());
    expect(snap(combat).revision).toBe(revision);

    for (let k = HISTORY_LIMIT - 1; k >= 0; k--) {
      const result = await click(world, world.gm, combat, { action: "undo" });
      expect(result.status, `undo to step ${k}`).toBe("done");
      const step = played.history[k];
      expect(snap(combat).state, `undo to step ${k}`).toEqual(read(step.mode, step.state));
      expect(combat.round).toBe(step.round);
    }
    expect(snap(combat).history).toEqual([]);
  });

  it("the first control after the upgrade writes the new shape and empties the old fields", async () => {
    const { world, combat } = await playedFight(mode, ruleset);
    const played = snap(combat);
    await storeTheOldWay(combat, played);
    const result = await click(world, world.gm, combat, { action: "undo" });
    expect(result.status).toBe("done");
    expect(system(combat).state).toBe("");
    expect(system(combat).history).toEqual([]);
    const step = played.history.at(-1)!;
    expect(snap(combat).state).toEqual(read(step.mode, step.state));
    expect(snap(combat).history).toHaveLength(HISTORY_LIMIT - 1);
  });
});

describe("an old-shape encounter that cannot be read", () => {
  it("is shown as damaged, left as it is by the migration, and the GM's restart repairs it", async () => {
    const { world, combat } = await playedFight("ladder", "okrpg");
    await combat.update({
      system: {
        engine: null,
        entries: null,
        undo: { count: 0, next: 0 },
        state: "{not json",
        history: [],
      },
    });
    expect(snap(combat).damage).toBeTruthy();
    await world.users.as(world.gm, () => repairWorld());
    expect(system(combat).state).toBe("{not json");
    expect(snap(combat).damage).toBeTruthy();
    const result = await click(world, world.gm, combat, { action: "restartRound" });
    expect(result.status).toBe("done");
    expect(snap(combat).damage).toBeFalsy();
    expect(system(combat).state).toBe("");
    expect(snap(combat).state).not.toBeNull();
  });

  it("an old Undo copy that is not JSON is refused when reached, the later ones still undo", async () => {
    const { world, combat } = await playedFight("turns", "mano");
    const played = snap(combat);
    const history = played.history.map((one, i) => (i === 7 ? { ...one, state: "{" } : one));
    await storeTheOldWay(combat, { ...played, history });
    await world.users.as(world.gm, () => repairWorld());
    for (let k = HISTORY_LIMIT - 1; k > 7; k--)
      expect((await click(world, world.gm, combat, { action: "undo" })).status).toBe("done");
    const refused = await click(world, world.gm, combat, { action: "undo" });
    expect(refused.refusal?.i18nKey).toBe("ACTION_ENGINE.Tracker.Refused.HistoryDamaged");
  });
});

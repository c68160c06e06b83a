import { beforeEach, describe, expect, it } from "vitest";
import { TRACKER_QUERY } from "../../src/combat/foundry/queries";
import { askActiveGM, SENDER_QUERY } from "../../src/documents/user-queries";
import { HISTORY_LIMIT } from "../../src/combat/moves/history";
import type { LadderState } from "../../src/rules/sequencing/ladder";
import type { ActionEngineCombat } from "../../src/documents/combat";
import { storedState } from "./stored-state";
import {
  actor,
  addCombatants,
  allRollsUsed,
  attribute,
  click,
  combatantNamed,
  current,
  encounter,
  opsSince,
  rolls,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";

/*
 * Tracker controls through the Foundry double: what each writes (one operation), who may use
 * them (own combatant, through the GM, refused, no GM), stale and double clicks, undo, and
 * switching the mode.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const sys = () =>
  combat.system as unknown as {
    mode: string;
    revision: number;
    engine: object | null;
    phase: string;
  };
const ladderState = (): LadderState => storedState(combat);
/** the steps the GM can undo, as the tracker reads them back */
const history = () => (combat as unknown as ActionEngineCombat).snapshot.history;
const notices = () => world.foundry.notifications.shown.map((n) => n.message);

async function okrpgFight(gmOnline = true) {
  world = trackerWorld({ ruleset: "okrpg", gmOnline });
  const ana = await actor({
    name: "Ana",
    type: "okrpg",
    owner: world.alice,
    items: [attribute("Wits", "Gd", ["initiative"])],
  });
  const bo = await actor({
    name: "Bo",
    type: "okrpg",
    owner: world.bob,
    items: [attribute("Wits", "Avg", ["initiative"])],
  });
  const cyrus = await actor({
    name: "Cyrus",
    type: "okrpg",
    items: [attribute("Wits", "Grt", ["initiative"])],
  });
  combat = await encounter();
  await addCombatants(
    combat,
    [ana, bo, cyrus],
    [{}, {}, { system: { side: "hostile" }, hidden: true }],
  );
}

async function started() {
  rolls(
    ["1d6", [3]],
    ["1d6", [4]],
    ["4dF + 4", [1, 0, 0, 0]],
    ["4dF + 2", [1, 1, 0, 0]],
    ["4dF + 6", [0, 0, 0, 0]],
  );
  await world.users.as(world.gm, () => combat.startCombat());
  allRollsUsed();
}

describe("each control is one database operation", () => {
  beforeEach(async () => {
    await okrpgFight();
    await started();
  });

  it("Act writes one Combat update: only what changed, a new revision, the turn and one step to undo", async () => {
    // AP: Cyrus 6, Ana 5, Bo 4
    const revision = sys().revision;
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "act", combatantId: id("Cyrus") });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    const write = world.foundry.operations[from].data[0] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    // Cyrus's AP (his entry's one key that changed) and who is next; no old-shape fields
    expect(write.system).toEqual({
      revision: revision + 1,
      engine: { next: [id("Ana")] },
      entries: { [id("Cyrus")]: { ap: 3 } },
      undo: {
        count: 1,
        next: 1,
        steps: {
          0: {
            revision,
            round: 1,
            mode: "ladder",
            // the control's lang key without the prefix every control's shares
            label: "Act",
            cleared: false,
            engine: [["next", [id("Cyrus")]]],
            entries: [[id("Cyrus"), { ap: 6, status: "in" }]],
            damaged: false,
          },
        },
      },
    });
    expect(history()).toHaveLength(1);
    // no Combatant: his figures are the Combat's entry, never copied onto his Combatant (which his
    // owner may write); his initiative shows his AP, 6 → 3, derived from that entry
    expect(write.combatants).toEqual([]);
    expect(combatantNamed(combat, "Cyrus").initiative).toBe(3);
    expect(write.turn).toBe(combat.turns.findIndex((c) => c.name === "Ana"));
    expect(current(combat)).toBe("Ana");
  });

  it.each([
    ["act", "Cyrus", 3],
    ["hold", "Cyrus", 5],
    ["defend", "Bo", 1],
    ["pass", "Cyrus", 6],
  ] as const)("%s by %s leaves it %i AP, in one write", async (action, name, left) => {
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action, combatantId: id(name) });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, name).initiative).toBe(left);
  });

  it("a move the rules refuse is told with the combatants' names, never their ids", async () => {
    const from = world.foundry.operations.length;
    const result = await click(world, world.gm, combat, { action: "act", combatantId: id("Bo") });
    expect(result.status).toBe("refused");
    expect(opsSince(world.foundry, from)).toEqual([]);
    const notice = notices().at(-1)!;
    expect(notice).toContain("Bo");
    for (const one of combat.combatants.contents) expect(notice).not.toContain(one.id);
  });

  it("a double click (two clicks on the same state) writes once; a stale click writes nothing", async () => {
    const from = world.foundry.operations.length;
    const control = { action: "act", combatantId: id("Cyrus") } as const;
    const results = await Promise.all([
      click(world, world.gm, combat, control),
      click(world, world.gm, combat, control),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["done", "stale"]);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(combatantNamed(combat, "Cyrus").initiative).toBe(3);
    expect((await click(world, world.gm, combat, control, sys().revision - 1)).status).toBe(
      "stale",
    );
    expect(opsSince(world.foundry, from)).toHaveLength(1);
  });

  it("Undo restores the last step in one write; with nothing left it says so", async () => {
    const state = ladderState();
    await click(world, world.gm, combat, { action: "act", combatantId: id("Cyrus") });
    expect(ladderState()).not.toEqual(state);
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "undo" });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(ladderState()).toEqual(state);
    expect(history()).toEqual([]);
    expect(combatantNamed(combat, "Cyrus").initiative).toBe(6);
    expect(current(combat)).toBe("Cyrus");
    expect((await click(world, world.gm, combat, { action: "undo" })).status).toBe("refused");
    expect(notices().at(-1)).toBe("There is nothing to undo.");
  });

  it("Undo reaches back over a round start, restoring the round (actors' recovery stays)", async () => {
    for (const name of ["Cyrus", "Ana", "Bo"])
      await click(world, world.gm, combat, { action: "pass", combatantId: id(name) });
    rolls(["4dF + 4", [0, 0, 0, 0]], ["4dF + 2", [0, 0, 0, 0]], ["4dF + 6", [0, 0, 0, 0]]);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    await click(world, world.gm, combat, { action: "undo" });
    expect(combat.round).toBe(1);
    expect(ladderState().next).toEqual([]);
  });

  it("core's previous turn reaches back over a round start to the last turn of the round before", async () => {
    for (const name of ["Cyrus", "Ana", "Bo"])
      await click(world, world.gm, combat, { action: "pass", combatantId: id(name) });
    rolls(["4dF + 4", [0, 0, 0, 0]], ["4dF + 2", [0, 0, 0, 0]], ["4dF + 6", [0, 0, 0, 0]]);
    await combat.nextRound();
    const from = world.foundry.operations.length;
    const hooks = world.foundry.hooks.fired.length;
    await world.users.as(world.gm, () => combat.previousTurn());
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    // the round rewinds: combatRound fires going back (direction −1), as core's previousRound
    const fired = world.foundry.hooks.fired.slice(hooks).filter((h) => h.hook.startsWith("combat"));
    expect(fired.map((h) => [h.hook, (h.args[2] as { direction: number }).direction])).toEqual([
      ["combatRound", -1],
    ]);
    // RULES 1.10: Bo's pass was round 1's last turn; Bo is on top of the ladder again
    expect(combat.round).toBe(1);
    expect(ladderState().next).toEqual([id("Bo")]);
    expect(current(combat)).toBe("Bo");
  });

  it("keeps at most the last ten steps to undo", async () => {
    for (let i = 0; i < HISTORY_LIMIT + 3; i++)
      await click(world, world.gm, combat, { action: "defend", combatantId: id("Bo") });
    expect(history()).toHaveLength(HISTORY_LIMIT);
  });
});

describe("who may use a control", () => {
  beforeEach(async () => {
    await okrpgFight();
    await started();
    await click(world, world.gm, combat, { action: "act", combatantId: id("Cyrus") });
  });

  it("a player's control on their own combatant goes to the GM, who writes it", async () => {
    const from = world.foundry.operations.length;
    const result = await click(world, world.alice, combat, {
      action: "act",
      combatantId: id("Ana"),
    });
    expect(result).toEqual({ status: "done" });
    expect(world.queries).toEqual([
      {
        name: TRACKER_QUERY,
        to: world.gm.id,
        data: expect.objectContaining({ userId: world.alice.id, combatId: combat.id }),
      },
      // the GM's client asks Alice's whether she sent it
      expect.objectContaining({ name: SENDER_QUERY, to: world.alice.id }),
    ]);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
  });

  it("a player's control on someone else's combatant is refused on their own client", async () => {
    const from = world.foundry.operations.length;
    const result = await click(world, world.bob, combat, { action: "act", combatantId: id("Ana") });
    expect(result.status).toBe("refused");
    expect(world.queries).toEqual([]);
    expect(opsSince(world.foundry, from)).toEqual([]);
    expect(notices().at(-1)).toBe("Ana is not yours to control.");
  });

  it("the GM's handler checks again: Bob's console asking for Ana's act in his own name is refused", async () => {
    const from = world.foundry.operations.length;
    const forged = await world.users.as(world.bob, async () => {
      const answer = await askActiveGM(TRACKER_QUERY, {
        combatId: combat.id,
        revision: sys().revision,
        control: { action: "act", combatantId: id("Ana") },
      });
      return answer.ok ? answer.value : answer;
    });
    expect(forged).toMatchObject({
      status: "refused",
      refusal: { i18nKey: "ACTION_ENGINE.Tracker.Refused.NotYours" },
    });
    expect(opsSince(world.foundry, from)).toEqual([]);
  });

  it("the encounter's controls are the GM's, and a hidden combatant is not the players'", async () => {
    for (const control of [
      { action: "nextRound" },
      { action: "undo" },
      { action: "setMode", mode: "shots" },
    ] as const)
      expect((await click(world, world.alice, combat, control)).status).toBe("refused");
    expect(notices().at(-1)).toBe("Only the GM can do that.");
    const hidden = await click(world, world.alice, combat, {
      action: "defend",
      combatantId: id("Cyrus"),
    });
    expect(hidden.refusal?.i18nKey).toBe("ACTION_ENGINE.Tracker.Refused.Unknown");
  });

  it("with no GM connected a player is told so, and nothing is written", async () => {
    world.gm.active = false;
    const from = world.foundry.operations.length;
    const result = await click(world, world.alice, combat, {
      action: "act",
      combatantId: id("Ana"),
    });
    expect(result.status).toBe("refused");
    expect(notices().at(-1)).toBe("No GM is connected to make that change.");
    expect(opsSince(world.foundry, from)).toEqual([]);
  });
});

describe("the encounter's mode", () => {
  beforeEach(() => okrpgFight());

  it("defaults to the ruleset's own, and a GM may switch it before the encounter starts", async () => {
    expect(sys().mode).toBe("ladder");
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "setMode", mode: "shots" });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(sys().mode).toBe("shots");
    // an OK RPG fight on the shot counter: the Tide of Battle still comes (an OK RPG rule), and
    // everyone rolls closed Reflexes (3 for a character without Action's attributes)
    rolls(["1d6", [3]], ["1d6", [4]], ["2d6", [4, 1]], ["2d6", [2, 2]], ["2d6", [1, 6]]);
    await combat.startCombat();
    allRollsUsed();
    expect(combat.combatants.map((c) => c.initiative)).toEqual([6, 3, 1]);
  });

  it("a world setting may choose another mode for new encounters", async () => {
    world.foundry.settings.values.set("action-engine.trackerMode", "standard");
    const other = await encounter();
    expect((other.system as unknown as { mode: string }).mode).toBe("standard");
  });

  it("is not switched mid-round (refused, localised), but may be between rounds", async () => {
    await started();
    const result = await click(world, world.gm, combat, { action: "setMode", mode: "standard" });
    expect(result.status).toBe("refused");
    expect(notices().at(-1)).toBe(
      "The mode cannot change in the middle of a round: finish the round first.",
    );
    expect(sys().mode).toBe("ladder");
    for (const name of ["Cyrus", "Ana", "Bo"])
      await click(world, world.gm, combat, { action: "pass", combatantId: id(name) });
    await click(world, world.gm, combat, { action: "setMode", mode: "standard" });
    expect(sys()).toMatchObject({ mode: "standard", engine: null, phase: "over" });
    // the next round starts afresh in the new mode
    rolls(["1d20", [11]], ["1d20", [7]], ["1d20", [19]]);
    await combat.nextRound();
    allRollsUsed();
    expect(combat.round).toBe(2);
    expect(current(combat)).toBe("Cyrus");
  });
});

describe("round starts on the ladder", () => {
  beforeEach(() => okrpgFight());

  it("an impaired combatant rolls initiative two steps worse (RULES 1.2, 1.6)", async () => {
    const ana = world.foundry.actors.find((a) => a.name === "Ana")!;
    await ana.update({ "system.wounds.nonlethal": 5 });
    rolls(
      ["1d6", [3]],
      ["1d6", [4]],
      ["4dF + 4 - 2", [1, 1, 1, 1]],
      ["4dF + 2", [0, 0, 0, 0]],
      ["4dF + 6", [0, 0, 0, 0]],
    );
    await combat.startCombat();
    allRollsUsed();
    expect(combatantNamed(combat, "Ana").initiative).toBe(6);
  });

  it("an unlucky side keeps the worse of two tide dice; with the option the tide comes every round", async () => {
    await click(world, world.gm, combat, { action: "tideLuck", side: "hostile", luck: "unlucky" });
    world.foundry.settings.values.set("action-engine.okrpg.tideEveryRound", true);
    rolls(
      ["1d6", [6]],
      ["2d6kl", [6, 1]],
      ["4dF + 4", [0, 0, 0, 0]],
      ["4dF + 2", [0, 0, 0, 0]],
      ["4dF + 6", [0, 0, 0, 0]],
    );
    await combat.startCombat();
    const tide = (
      combat.system as unknown as { tide: Record<string, { die: number; mishap: boolean }> }
    ).tide;
    expect([tide.friendly.die, tide.hostile.die, tide.hostile.mishap]).toEqual([6, 1, true]);
    for (const name of ["Cyrus", "Ana", "Bo"])
      await click(world, world.gm, combat, { action: "pass", combatantId: id(name) });
    rolls(
      ["1d6", [2]],
      ["2d6kl", [5, 4]],
      ["4dF + 4", [0, 0, 0, 0]],
      ["4dF + 2", [0, 0, 0, 0]],
      ["4dF + 6", [0, 0, 0, 0]],
    );
    await combat.nextRound();
    allRollsUsed();
    expect(
      (combat.system as unknown as { tide: Record<string, { die: number }> }).tide.hostile.die,
    ).toBe(4);
  });
});

describe("Foundry's core controls: previous round, previous turn, next turn, next round", () => {
  // RULES 1.10: Cyrus rolls 6 AP, Ana 5, Bo 4 (started() above)
  // each combatant's AP, as its initiative mirrors the ladder
  const aps = () =>
    Object.fromEntries(
      ["Cyrus", "Ana", "Bo"].map((name) => [name, combatantNamed(combat, name).initiative]),
    );

  beforeEach(async () => {
    await okrpgFight();
    await started();
  });

  it("the GM's Next turn and Previous turn are one Combat update each", async () => {
    expect(aps()).toEqual({ Cyrus: 6, Ana: 5, Bo: 4 });
    let from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "nextTurn" });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(aps()).toEqual({ Cyrus: 3, Ana: 5, Bo: 4 });
    expect(current(combat)).toBe("Ana");
    from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "previousTurn" });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(aps()).toEqual({ Cyrus: 6, Ana: 5, Bo: 4 });
    expect(current(combat)).toBe("Cyrus");
  });

  it("a double click on Previous turn goes back one turn, not two", async () => {
    await click(world, world.gm, combat, { action: "nextTurn" });
    await click(world, world.gm, combat, { action: "nextTurn" });
    expect(aps()).toEqual({ Cyrus: 3, Ana: 2, Bo: 4 });
    const revision = sys().revision;
    const [first, second] = await Promise.all([
      click(world, world.gm, combat, { action: "previousTurn" }, revision),
      click(world, world.gm, combat, { action: "previousTurn" }, revision),
    ]);
    expect([first.status, second.status]).toEqual(["done", "stale"]);
    expect(aps()).toEqual({ Cyrus: 3, Ana: 5, Bo: 4 });
  });

  it("core's nextTurn, previousTurn and previousRound called by the GM do what the buttons do", async () => {
    await world.users.as(world.gm, () => combat.nextTurn());
    await world.users.as(world.gm, () => combat.nextTurn());
    expect(aps()).toEqual({ Cyrus: 3, Ana: 2, Bo: 4 });
    await world.users.as(world.gm, () => combat.previousTurn());
    expect(aps()).toEqual({ Cyrus: 3, Ana: 5, Bo: 4 });
    await world.users.as(world.gm, () => combat.previousRound());
    expect(aps()).toEqual({ Cyrus: 6, Ana: 5, Bo: 4 });
    expect(history()).toEqual([]);
    expect(combat.round).toBe(1);
  });

  it("a player's press of a core control is refused with a notice, and nothing is written", async () => {
    await click(world, world.gm, combat, { action: "nextTurn" });
    const from = world.foundry.operations.length;
    for (const control of [
      { action: "previousRound" },
      { action: "previousTurn" },
      { action: "nextTurn" },
      { action: "nextRound" },
    ] as const) {
      const result = await click(world, world.alice, combat, control);
      expect(result.refusal?.i18nKey, control.action).toBe("ACTION_ENGINE.Tracker.Refused.GMOnly");
      expect(notices().at(-1)).toBe("Only the GM can do that.");
    }
    for (const call of ["previousTurn", "previousRound"] as const) {
      await world.users.as(world.alice, () => combat[call]());
      expect(notices().at(-1), call).toBe("Only the GM can do that.");
    }
    expect(world.queries).toEqual([]);
    expect(opsSince(world.foundry, from)).toEqual([]);
  });

  it("a player's core End Turn ends only their own combatant's turn", async () => {
    await click(world, world.gm, combat, { action: "nextTurn" }); // Cyrus acts: Ana (Alice's) is on top
    await world.users.as(world.bob, () => combat.nextTurn());
    expect(notices().at(-1)).toBe("Ana is not yours to control.");
    expect(aps()).toEqual({ Cyrus: 3, Ana: 5, Bo: 4 });
    await world.users.as(world.alice, () => combat.nextTurn());
    expect(aps()).toEqual({ Cyrus: 3, Ana: 2, Bo: 4 });
  });

  it("with nobody left to act, Next turn is off and says why; Previous turn and round say theirs", async () => {
    for (const name of ["Cyrus", "Ana", "Bo"])
      await click(world, world.gm, combat, { action: "pass", combatantId: id(name) });
    const result = await click(world, world.gm, combat, { action: "nextTurn" });
    expect(result.refusal?.i18nKey).toBe("ACTION_ENGINE.Tracker.Refused.NobodyActs");
    expect(notices().at(-1)).toBe(
      "Nobody can act now: the round is over. Next round starts the next one.",
    );
    await click(world, world.gm, combat, { action: "previousRound" });
    expect(aps()).toEqual({ Cyrus: 6, Ana: 5, Bo: 4 });
    const none = await click(world, world.gm, combat, { action: "previousTurn" });
    expect(none.refusal?.i18nKey).toBe("ACTION_ENGINE.Tracker.Refused.NoEarlierTurn");
    expect(notices().at(-1)).toBe(
      "No earlier turn in this encounter's history (the tracker keeps its last 10 steps).",
    );
  });
});

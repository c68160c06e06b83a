import { beforeEach, describe, expect, it } from "vitest";
import type { StandardState } from "../../src/rules/sequencing/standard";
import { registerConditions } from "../../src/documents/conditions";
import { trackerView } from "../../src/combat/view-models";
import { standard } from "../../src/rules/sequencing";
import { snapshot, alice, bob } from "./fixtures";
import {
  actor,
  addCombatants,
  allRollsUsed,
  click,
  combatantNamed,
  opsSince,
  current,
  encounter,
  rolls,
  trackerWorld,
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { storedState } from "./stored-state";

/*
 * Occult Ops rules the standard tracker reads (RULES 2): a character at 0 HP is down and skipped
 * until healed; a turn ending 3 squares or more from its start makes a moving target; a grenade
 * thrown or a disengage opens an interrupt attack a foe takes out of order.
 */
let world: TrackerWorld;
let combat: Encounter;
let ana: Awaited<ReturnType<typeof actor>>;
let bo: Awaited<ReturnType<typeof actor>>;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () => storedState(combat) as unknown as StandardState;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "occult" });
  registerConditions("occult"); // as on init: Down (0 HP) is the world's defeated status
  ana = await actor({ name: "Ana", type: "occult", owner: world.alice });
  bo = await actor({
    name: "Bo",
    type: "occult",
    owner: world.bob,
    system: { hp: { value: 6, max: 10 } },
  });
  combat = await encounter();
  await addCombatants(combat, [ana, bo]);
  rolls(["1d20", [15]], ["1d20", [9]]);
  await combat.startCombat();
  allRollsUsed();
});

describe("Occult Ops on the standard tracker", () => {
  it("0 HP is Down: the combatant is marked defeated and skipped, and comes back when healed", async () => {
    expect(state().ids).toEqual([id("Ana"), id("Bo")]);
    await bo.update({ "system.hp.value": 0 });
    await whenIdle(combat);
    expect(combatantNamed(combat, "Bo").isDefeated).toBe(true);
    expect(state().ids).toEqual([id("Ana")]);
    expect(current(combat)).toBe("Ana");
    rolls(["1d20", [12]]);
    await bo.update({ "system.hp.value": 4 });
    await whenIdle(combat);
    allRollsUsed();
    expect(combatantNamed(combat, "Bo").isDefeated).toBe(false);
    expect(state().ids).toEqual([id("Ana"), id("Bo")]);
  });

  it("Ana ends her turn 3 squares from where she began: a moving target (+5%) until her next turn", async () => {
    await ana.update({ "system.turn.moved": 3 });
    const from = world.foundry.operations.length;
    await click(world, world.alice, combat, { action: "next", combatantId: id("Ana") });
    await whenIdle(combat);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat", "update Actor"]);
    const system = ana.system as { turn: { moved: number }; conditions: { movingTarget: boolean } };
    expect(system.turn.moved).toBe(0);
    expect(system.conditions.movingTarget).toBe(true);
    expect(current(combat)).toBe("Bo");
  });

  it("Ana throws a grenade and opens an interrupt; Bob's Bo attacks at once, then Ana carries on", async () => {
    const from = world.foundry.operations.length;
    await click(world, world.alice, combat, { action: "openInterrupt", combatantId: id("Ana") });
    expect(state().interrupt).toEqual({ against: id("Ana"), by: null });
    // only a foe's owner takes the attack for it: Alice cannot make Bo attack
    expect(
      (await click(world, world.alice, combat, { action: "takeInterrupt", combatantId: id("Bo") }))
        .status,
    ).toBe("refused");
    await click(world, world.bob, combat, { action: "takeInterrupt", combatantId: id("Bo") });
    expect(current(combat)).toBe("Bo");
    await bo.update({ "system.turn.moved": 4 });
    const beforeDone = world.foundry.operations.length;
    await click(world, world.bob, combat, { action: "next", combatantId: id("Bo") });
    await whenIdle(combat);
    // the free attack is not Bo's turn: nothing of his turn ends, and Ana acts again
    expect(opsSince(world.foundry, beforeDone)).toEqual(["update Combat"]);
    expect(current(combat)).toBe("Ana");
    expect(state().interrupt).toBeUndefined();
    expect(opsSince(world.foundry, from).filter((op) => op === "update Combat")).toHaveLength(3);
  });
});

describe("the standard tracker's interrupt buttons (RULES 2)", () => {
  const fighters = [
    { id: "ana", owners: ["alice"] },
    { id: "bo", owners: ["bob"] },
  ];
  const start = standard.start([
    { id: "ana", roll: 15 },
    { id: "bo", roll: 9 },
  ]);
  const buttonsOf = (s: typeof start, viewer: typeof alice, who: string) =>
    trackerView(snapshot("standard", fighters, { state: s }), viewer)
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === who)!;

  it("the acting Ana has Next and Opens an interrupt; then Bo may take it and Ana may let it go", () => {
    expect(buttonsOf(start, alice, "ana").buttons.map((b) => b.action)).toEqual([
      "aeNext",
      "aeOpenInterrupt",
    ]);
    const open = standard.openInterrupt(start, "ana");
    const ana = buttonsOf(open, alice, "ana");
    expect(ana.buttons.map((b) => b.action)).toEqual(["aeCloseInterrupt"]);
    expect(ana.notes).toContainEqual({ key: "ACTION_ENGINE.Tracker.Note.Interrupted" });
    expect(buttonsOf(open, bob, "bo").buttons.map((b) => b.action)).toEqual(["aeTakeInterrupt"]);
    const taken = standard.takeInterrupt(open, "bo");
    const bo = buttonsOf(taken, bob, "bo");
    expect(bo.acting).toBe(true);
    expect(bo.buttons.map((b) => [b.action, b.label])).toEqual([
      ["aeNext", "ACTION_ENGINE.Tracker.Control.InterruptDone"],
    ]);
    expect(buttonsOf(taken, alice, "ana").buttons).toEqual([]);
  });
});

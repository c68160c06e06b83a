import { beforeEach, describe, expect, it } from "vitest";
import type { ShotsState } from "../../src/rules/sequencing/shots";
import {
  actor,
  addCombatants,
  allRollsUsed,
  click,
  combatantNamed,
  current,
  encounter,
  opsSince,
  rolls,
  trackerWorld,
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { storedState } from "./stored-state";

/*
 * A three-round Action fight on the shot counter (RULES 3): closed Reflexes rolls (2d6, first
 * faces only), stances paid from the first shot, villains first on each shot, a joiner entering
 * no higher than the called shot, a defeat and a departure.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const shot = (name: string) => combatantNamed(combat, name).initiative;
const state = () => storedState(combat) as unknown as ShotsState;
const called = () => (combat.system as unknown as { shot: number }).shot;
/** RULES 3: the stance shots a combatant has paid, as the Combat keeps them (the GM's write) */
const paid = (name: string) =>
  (combat.system as unknown as { stancesPaid: Record<string, number> }).stancesPaid[id(name)];

function stance(active: boolean) {
  return { name: "Gun kata", type: "action-stance", system: { shotCost: 1, active } };
}

beforeEach(async () => {
  world = trackerWorld({ ruleset: "action" });
  const ana = await actor({
    name: "Ana",
    type: "action",
    owner: world.alice,
    system: { attributes: { reflexes: 6 } },
    items: [stance(true), { ...stance(false), name: "Bullet time" }],
  });
  const bo = await actor({
    name: "Bo",
    type: "action",
    owner: world.bob,
    system: { attributes: { reflexes: 5 } },
  });
  const cyrus = await actor({
    name: "Cyrus",
    type: "action",
    system: { villain: true, attributes: { reflexes: 7 } },
  });
  const thugs = await actor({
    name: "Thugs",
    type: "action",
    system: { villain: true, named: false, role: "mook", attributes: { reflexes: 4 } },
  });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cyrus, thugs]);
});

describe("an Action fight on the shot counter", () => {
  it("runs three rounds: first shots, villains first, stances, a joiner, a defeat, a departure", async () => {
    expect((combat.system as unknown as { mode: string }).mode).toBe("shots");
    // an Action villain fights on the hostile side
    expect((combatantNamed(combat, "Cyrus").system as unknown as { side: string }).side).toBe(
      "hostile",
    );

    // --- round 1: named creatures roll closed Reflexes (positive die − negative die)
    rolls(["2d6", [5, 2]], ["2d6", [3, 3]], ["2d6", [6, 1]]);
    await combat.startCombat();
    allRollsUsed();
    // Ana 6 + 3 − 1 stance = 8; Bo 5 + 0 = 5; Cyrus 7 + 5 = 12; the Thugs act on Reflexes 4
    expect([shot("Ana"), shot("Bo"), shot("Cyrus"), shot("Thugs")]).toEqual([8, 5, 12, 4]);
    expect(paid("Ana")).toBe(1);
    expect(called()).toBe(12);
    expect(current(combat)).toBe("Cyrus");

    await click(world, world.gm, combat, { action: "spend", combatantId: id("Cyrus"), cost: 3 });
    expect(called()).toBe(9);
    // Ana's shot is not called: her basic action is refused, with the engine's reason
    const early = await click(world, world.alice, combat, {
      action: "spend",
      combatantId: id("Ana"),
      cost: 3,
    });
    expect(early.status).toBe("refused");
    expect(world.foundry.notifications.shown.at(-1)?.message).toMatch(/shot 9 is being called/);
    // a trigger may come at any time
    await click(world, world.alice, combat, { action: "spend", combatantId: id("Ana"), cost: 1 });
    expect(shot("Ana")).toBe(7);
    // focus costs no shot: one write of the encounter, and the sheet's Focused box is ticked
    const before = world.foundry.operations.length;
    await click(world, world.alice, combat, { action: "spend", combatantId: id("Ana"), cost: 0 });
    expect(opsSince(world.foundry, before)).toEqual(["update Combat", "update Actor"]);
    expect(shot("Ana")).toBe(7);
    const ana = combatantNamed(combat, "Ana").actor as unknown as { system: { focused: boolean } };
    expect(ana.system.focused).toBe(true);
    // a second focus finds it ticked already: the encounter only
    const again = world.foundry.operations.length;
    await click(world, world.alice, combat, { action: "spend", combatantId: id("Ana"), cost: 0 });
    expect(opsSince(world.foundry, again)).toEqual(["update Combat"]);

    await click(world, world.gm, combat, { action: "spend", combatantId: id("Cyrus"), cost: 3 });
    expect(current(combat)).toBe("Ana");
    await click(world, world.alice, combat, {
      action: "spend",
      combatantId: id("Ana"),
      cost: "all",
    });
    expect(shot("Ana")).toBe(0);

    // Eli joins: he rolls 4 but the countdown is at 6, so he enters no higher than the called shot
    rolls(["2d6", [6, 2]]);
    const eli = await actor({
      name: "Eli",
      type: "action",
      system: { attributes: { reflexes: 5 } },
    });
    await addCombatants(combat, [eli]);
    allRollsUsed();
    expect(shot("Eli")).toBe(6);

    // shot 6: the villain before the hero
    expect(state().current).toEqual([id("Cyrus"), id("Eli")]);
    const heroFirst = await click(world, world.gm, combat, {
      action: "spend",
      combatantId: id("Eli"),
      cost: 3,
    });
    expect(heroFirst.status).toBe("refused");
    await click(world, world.gm, combat, { action: "spend", combatantId: id("Cyrus"), cost: 3 });
    await click(world, world.gm, combat, { action: "spend", combatantId: id("Eli"), cost: 3 });
    expect(called()).toBe(5);

    // --- round 2, started early by the GM: the stance is not paid again
    rolls(["2d6", [1, 1]], ["2d6", [2, 5]], ["2d6", [4, 4]], ["2d6", [6, 6]]);
    await combat.nextRound();
    allRollsUsed();
    // Ana 6 + 0; Bo 5 − 3; Cyrus 7 + 0; Eli 5 + 0 (boxcars read closed: 6 − 6)
    expect([shot("Ana"), shot("Bo"), shot("Cyrus"), shot("Eli"), shot("Thugs")]).toEqual([
      6, 2, 7, 5, 4,
    ]);

    // the Thugs are defeated and drop out
    await combatantNamed(combat, "Thugs").update({ defeated: true });
    await whenIdle(combat);
    expect(state().ids).not.toContain(id("Thugs"));

    // core's "next turn": the creature on the called shot takes a basic action (combatTurn fires)
    await combat.nextTurn();
    expect(shot("Cyrus")).toBe(4);
    expect(world.foundry.hooks.fired.some((h) => h.hook === "combatTurn")).toBe(true);
    expect(current(combat)).toBe("Ana");

    // --- round 3: Ana turns a second stance on: it costs a shot this round only
    const anaActor = world.foundry.actors.find((a) => a.name === "Ana")!;
    const second = [...anaActor.items.values()].find((i) => i.name === "Bullet time")!;
    await anaActor.updateEmbeddedDocuments("Item", [{ _id: second.id, "system.active": true }]);
    rolls(["2d6", [3, 1]], ["2d6", [4, 3]], ["2d6", [2, 2]], ["2d6", [5, 5]]);
    await combat.nextRound();
    allRollsUsed();
    expect(shot("Ana")).toBe(6 + 2 - 1);
    expect(paid("Ana")).toBe(2);

    // Bo leaves
    await combatantNamed(combat, "Bo").delete();
    await whenIdle(combat);
    expect(state().ids).toEqual([id("Ana"), id("Cyrus"), id("Eli")]);
    expect([shot("Ana"), shot("Cyrus"), shot("Eli")]).toEqual([7, 7, 5]);
    // on shot 7 the villain Cyrus acts before Ana
    expect(current(combat)).toBe("Cyrus");
    expect(combat.round).toBe(3);
  });
});

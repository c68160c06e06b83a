import { beforeEach, describe, expect, it } from "vitest";
import type { TurnsState } from "../../src/rules/sequencing/turns";
import { dropReorder } from "../../src/combat/moves/from-dataset";
import { fromBlocks } from "../../src/rules/sequencing/blocks";
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
 * A three-round Mano a Mano fight in turns with speed (RULES 5): the default order (longer reach
 * first, a roll-off among equal reaches), stun recovered at the end of each own turn (half the
 * stun while incapacitated), a counterattack prepared and fired, speed ½ and ¼ sitting rounds
 * out, the GM reordering by dragging, a joiner, a defeat and a departure.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () => storedState(combat) as unknown as TurnsState;
/** A counterattack waits to fire, in the engine's entry (the Combat's, not the Combatant's). */
const counterReady = (name: string) =>
  fromBlocks(state().entries)[state().ids.indexOf(id(name))].counter !== null;
const queue = () =>
  state()
    .queue.slice(state().at)
    .map((p) => state().ids[p]);
const stun = (name: string) =>
  (world.foundry.actors.find((a) => a.name === name)!.system as unknown as { stun: number }).stun;

function weapon(reach: number) {
  return {
    name: "Weapon",
    type: "mano-weapon",
    system: { kind: "handToHand", reach, equipped: true },
  };
}

beforeEach(async () => {
  world = trackerWorld({ ruleset: "mano" });
  const ana = await actor({
    name: "Ana",
    type: "mano",
    owner: world.alice,
    system: { speed: 1, stun: 2 },
    items: [weapon(1.5)],
  });
  const bo = await actor({
    name: "Bo",
    type: "mano",
    owner: world.bob,
    system: { speed: 0.5 },
    items: [weapon(1)],
  });
  // incapacitated: stun + damage reach stamina (RULES 5)
  const cyrus = await actor({
    name: "Cyrus",
    type: "mano",
    system: { speed: 1, stun: 8, toughness: 4, stamina: 8 },
    items: [weapon(2)],
  });
  const dee = await actor({
    name: "Dee",
    type: "mano",
    system: { speed: 0.25 },
    items: [weapon(1)],
  });
  combat = await encounter();
  await addCombatants(
    combat,
    [ana, bo, cyrus, dee],
    [{}, {}, { system: { side: "hostile" } }, { system: { side: "hostile" } }],
  );
});

describe("a Mano a Mano fight in turns with speed", () => {
  it("runs three rounds: default order, stun recovery, a counterattack, speed skips, reordering", async () => {
    expect((combat.system as unknown as { mode: string }).mode).toBe("turns");

    // --- round 1: no initiative roll; Bo and Dee tie on reach 1 and roll off (4 against 17)
    rolls(["2d20", [4, 17]]);
    await combat.startCombat();
    allRollsUsed();
    expect(queue()).toEqual([id("Cyrus"), id("Ana"), id("Dee"), id("Bo")]);
    expect(current(combat)).toBe("Cyrus");

    // Cyrus ends his turn: incapacitated, he recovers half his stun (8 → 4)
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "next", combatantId: id("Cyrus") });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat", "update Actor"]);
    expect(stun("Cyrus")).toBe(4);

    // Ana prepares a counterattack instead of acting; her turn ends (stun 2 → 1)
    await click(world, world.alice, combat, { action: "counter", combatantId: id("Ana") });
    expect(stun("Ana")).toBe(1);
    expect(counterReady("Ana")).toBe(true);
    expect(current(combat)).toBe("Dee");

    // Dee attacks Ana: the counter fires first (her stun 1 → 0); the order is unchanged
    await click(world, world.alice, combat, { action: "fireCounter", combatantId: id("Ana") });
    expect(stun("Ana")).toBe(0);
    expect(counterReady("Ana")).toBe(false);
    expect(current(combat)).toBe("Dee");

    // Bo may not end Dee's turn
    const notYours = await click(world, world.bob, combat, {
      action: "next",
      combatantId: id("Dee"),
    });
    expect(notYours.status).toBe("refused");
    await click(world, world.gm, combat, { action: "next", combatantId: id("Dee") });
    await click(world, world.bob, combat, { action: "skip", combatantId: id("Bo") });
    expect((combat.system as unknown as { phase: string }).phase).toBe("over");

    // --- round 2: Dee (speed ¼) sits out until round 5; Bo skipped, so he may act now
    await combat.nextRound();
    expect(queue()).toEqual([id("Cyrus"), id("Ana"), id("Bo")]);

    // the GM drags Bo onto Cyrus: Bo takes his place at the head of the order
    const drop = dropReorder(combat.snapshot, id("Bo"), id("Cyrus"))!;
    await click(world, world.gm, combat, drop);
    expect(queue()).toEqual([id("Bo"), id("Cyrus"), id("Ana")]);
    expect(current(combat)).toBe("Bo");
    // ▼ moves a row one place down, ▲ back up (the same order as before)
    await click(world, world.gm, combat, { action: "moveDown", combatantId: id("Cyrus") });
    expect(queue()).toEqual([id("Bo"), id("Ana"), id("Cyrus")]);
    await click(world, world.gm, combat, { action: "moveUp", combatantId: id("Cyrus") });
    expect(queue()).toEqual([id("Bo"), id("Cyrus"), id("Ana")]);

    // Eli joins and takes a turn this round, at the end of the order
    const eli = await actor({ name: "Eli", type: "mano", system: { speed: 1 } });
    await addCombatants(combat, [eli]);
    expect(queue()).toEqual([id("Bo"), id("Cyrus"), id("Ana"), id("Eli")]);

    // Bo (speed ½) acts, and must then sit out round 3
    await click(world, world.bob, combat, { action: "next", combatantId: id("Bo") });
    // Cyrus is defeated: he drops out, and the turn passes on
    await combatantNamed(combat, "Cyrus").update({ defeated: true });
    await whenIdle(combat);
    expect(current(combat)).toBe("Ana");
    await click(world, world.alice, combat, { action: "next", combatantId: id("Ana") });
    await combat.nextTurn();
    expect((combat.system as unknown as { phase: string }).phase).toBe("over");

    // --- round 3: Bo and Dee sit it out
    await combat.nextRound();
    expect(queue()).toEqual([id("Ana"), id("Eli")]);
    // Bo's speed ½: a turn every second round, in the engine's entry (the Combat's, not Bo's)
    expect(fromBlocks(state().entries)[state().ids.indexOf(id("Bo"))].every).toBe(2);

    // Ana leaves: Eli has the turn
    await combatantNamed(combat, "Ana").delete();
    await whenIdle(combat);
    expect(current(combat)).toBe("Eli");
    expect(combat.round).toBe(3);
  });
});

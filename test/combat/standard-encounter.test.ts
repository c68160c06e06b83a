import { beforeEach, describe, expect, it } from "vitest";
import type { StandardState } from "../../src/rules/sequencing/standard";
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
 * A three-round Occult Ops fight on standard initiative (RULES 2): d20 + the initiative modifier,
 * highest first, rolled once per fight; the GM orders ties; players end their own turns through
 * the GM; a joiner, a defeat and a departure.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () => storedState(combat) as unknown as StandardState;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "occult" });
  const ana = await actor({
    name: "Ana",
    type: "occult",
    owner: world.alice,
    system: { initiative: 2 },
  });
  const bo = await actor({
    name: "Bo",
    type: "occult",
    owner: world.bob,
    system: { initiative: 0 },
  });
  const cyrus = await actor({ name: "Cyrus", type: "occult", system: { initiative: 3 } });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cyrus], [{}, {}, { system: { side: "hostile" } }]);
});

describe("an Occult Ops fight on standard initiative", () => {
  it("runs three rounds: d20 + modifier, ties ordered by the GM, a joiner, a defeat, a departure", async () => {
    expect((combat.system as unknown as { mode: string }).mode).toBe("standard");
    rolls(["1d20 + 2", [13]], ["1d20", [15]], ["1d20 + 3", [9]]);
    await combat.startCombat();
    allRollsUsed();
    // totals 15, 15, 12: Ana and Bo tie; the mirror keeps the order between them (15.1, 15)
    expect(state().ids).toEqual([id("Ana"), id("Bo"), id("Cyrus")]);
    expect(combatantNamed(combat, "Ana").initiative).toBeCloseTo(15.1);
    expect(combatantNamed(combat, "Bo").initiative).toBe(15);
    expect(current(combat)).toBe("Ana");

    // the GM puts Bo ahead of the tie
    await click(world, world.gm, combat, { action: "moveUp", combatantId: id("Bo") });
    expect(state().ids).toEqual([id("Bo"), id("Ana"), id("Cyrus")]);
    expect(current(combat)).toBe("Bo");
    // … and down behind it again, and back up: a row moves either way within its tie
    await click(world, world.gm, combat, { action: "moveDown", combatantId: id("Bo") });
    expect(state().ids).toEqual([id("Ana"), id("Bo"), id("Cyrus")]);
    // Bo and Cyrus do not tie (15, 12): no moving Bo below Cyrus
    expect(
      (await click(world, world.gm, combat, { action: "moveDown", combatantId: id("Bo") })).status,
    ).toBe("refused");
    await click(world, world.gm, combat, { action: "moveUp", combatantId: id("Bo") });
    expect(state().ids).toEqual([id("Bo"), id("Ana"), id("Cyrus")]);
    expect(current(combat)).toBe("Bo");

    // Bob ends Bo's turn through the GM; Alice cannot end it for him
    expect(
      (await click(world, world.alice, combat, { action: "next", combatantId: id("Bo") })).status,
    ).toBe("refused");
    const from = world.foundry.operations.length;
    await click(world, world.bob, combat, { action: "next", combatantId: id("Bo") });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    // the control to the GM's client, and its question back to Bob's: did you send it?
    expect(world.queries.map((q) => q.name)).toEqual([
      "action-engine.tracker",
      "action-engine.sender",
    ]);
    expect(current(combat)).toBe("Ana");

    // Eli joins with 18: his place is before the one acting, so he waits for the next round
    rolls(["1d20 + 1", [17]]);
    const eli = await actor({ name: "Eli", type: "occult", system: { initiative: 1 } });
    await addCombatants(combat, [eli]);
    allRollsUsed();
    expect(state().ids).toEqual([id("Eli"), id("Bo"), id("Ana"), id("Cyrus")]);
    expect(current(combat)).toBe("Ana");
    await click(world, world.alice, combat, { action: "next", combatantId: id("Ana") });
    await click(world, world.gm, combat, { action: "next", combatantId: id("Cyrus") });
    expect(combat.turn).toBeNull();

    // --- round 2: initiative is rolled once per fight: no dice, same order
    await combat.nextRound();
    allRollsUsed();
    expect(current(combat)).toBe("Eli");
    await combatantNamed(combat, "Bo").update({ defeated: true });
    await whenIdle(combat);
    expect(state().ids).toEqual([id("Eli"), id("Ana"), id("Cyrus")]);
    await combat.nextTurn();
    expect(current(combat)).toBe("Ana");

    // --- round 3, then Cyrus leaves
    await combat.nextRound();
    await combatantNamed(combat, "Cyrus").delete();
    await whenIdle(combat);
    expect(state().ids).toEqual([id("Eli"), id("Ana")]);
    expect(current(combat)).toBe("Eli");
    expect(combat.round).toBe(3);
  });
});

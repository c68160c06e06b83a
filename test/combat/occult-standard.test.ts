import { beforeEach, describe, expect, it } from "vitest";
import type { StandardState } from "../../src/rules/sequencing/standard";
import { registerConditions } from "../../src/documents/conditions";
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

/*
 * Occult Ops rules the standard tracker reads (RULES 2): a character at 0 HP is down and skipped
 * until healed; a turn ending 3 squares or more from its start makes a moving target.
 */
let world: TrackerWorld;
let combat: Encounter;
let ana: Awaited<ReturnType<typeof actor>>;
let bo: Awaited<ReturnType<typeof actor>>;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () =>
  JSON.parse((combat.system as unknown as { state: string }).state) as StandardState;

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
});

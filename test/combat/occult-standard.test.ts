import { beforeEach, describe, expect, it } from "vitest";
import type { StandardState } from "../../src/rules/sequencing/standard";
import { registerConditions } from "../../src/documents/conditions";
import {
  actor,
  addCombatants,
  allRollsUsed,
  combatantNamed,
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
 * until healed.
 */
let world: TrackerWorld;
let combat: Encounter;
let bo: Awaited<ReturnType<typeof actor>>;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () =>
  JSON.parse((combat.system as unknown as { state: string }).state) as StandardState;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "occult" });
  registerConditions("occult"); // as on init: Down (0 HP) is the world's defeated status
  const ana = await actor({ name: "Ana", type: "occult", owner: world.alice });
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
});

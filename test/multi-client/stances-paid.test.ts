import { beforeEach, describe, expect, it } from "vitest";
import {
  actor,
  addCombatants,
  allRollsUsed,
  combatantNamed,
  encounter,
  rolls,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "../combat/world";

/*
 * RULES 3: a stance costs a shot in the round it is adopted; one already paid for is free. What
 * each combatant has paid is the GM's record on the Combat: Alice owns her Combatant and may write
 * it, so a figure she puts there is not what the next round start believes (SECURITY.md).
 */
let world: TrackerWorld;
let combat: Encounter;
const shot = (name: string) => combatantNamed(combat, name).initiative;

function stance(name: string, active: boolean) {
  return { name, type: "action-stance", system: { shotCost: 1, active } };
}

beforeEach(async () => {
  world = trackerWorld({ ruleset: "action" });
  const ana = await actor({
    name: "Ana",
    type: "action",
    owner: world.alice,
    system: { attributes: { reflexes: 6 } },
    items: [stance("Gun kata", true), stance("Bullet time", false)],
  });
  const cyrus = await actor({
    name: "Cyrus",
    type: "action",
    system: { villain: true, attributes: { reflexes: 7 } },
  });
  combat = await encounter();
  await addCombatants(combat, [ana, cyrus]);
});

describe("the stance shots a combatant has paid", () => {
  it("are the GM's record: a player's forged figure on her Combatant does not waive a new stance", async () => {
    rolls(["2d6", [5, 2]], ["2d6", [6, 1]]);
    await combat.startCombat();
    allRollsUsed();
    // Ana 6 + 3 − 1 for Gun kata
    expect(shot("Ana")).toBe(8);

    // Alice adopts Bullet time and writes on her own Combatant that both are paid for
    const ana = combatantNamed(combat, "Ana");
    const anaActor = ana.actor as unknown as {
      items: { contents: { id: string; name: string }[] };
      updateEmbeddedDocuments(type: string, updates: object[]): Promise<unknown>;
    };
    const bulletTime = anaActor.items.contents.find((item) => item.name === "Bullet time")!;
    await world.users.as(world.alice, async () => {
      await anaActor.updateEmbeddedDocuments("Item", [
        { _id: bulletTime.id, "system.active": true },
      ]);
      await ana.update({ system: { stancesPaid: 2 } } as never);
    });

    // the next round charges the new stance all the same: Ana 6 + 2 − 1
    rolls(["2d6", [3, 1]], ["2d6", [4, 4]]);
    await world.users.as(world.gm, () => combat.nextRound());
    allRollsUsed();
    expect(shot("Ana")).toBe(7);
    expect(
      (combat.system as unknown as { stancesPaid: Record<string, number> }).stancesPaid[ana.id!],
    ).toBe(2);
  });
});

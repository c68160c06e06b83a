import { beforeEach, describe, expect, it } from "vitest";
import {
  actor,
  addCombatants,
  allRollsUsed,
  click,
  combatantNamed,
  encounter,
  opsSince,
  rolls,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";

/* After-effects of tracker steps on actors, and how rolls reach the chat. */
let world: TrackerWorld;
let combat: Encounter;
const stun = (name: string) =>
  (world.foundry.actors.find((a) => a.name === name)!.system as unknown as { stun: number }).stun;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "mano" });
  const ana = await actor({ name: "Ana", type: "mano", owner: world.alice, system: { stun: 3 } });
  const bo = await actor({ name: "Bo", type: "mano", system: { stun: 0 } });
  combat = await encounter("standard");
  await addCombatants(combat, [ana, bo], [{}, { hidden: true }]);
  rolls(["1d20", [15]], ["1d20", [4]]);
  await combat.startCombat();
  allRollsUsed();
});

describe("Mano a Mano stun at the end of a turn (RULES 5), in any mode with turns", () => {
  it("a character recovers 1 stun when its turn ends: one Combat and one Actor update", async () => {
    const from = world.foundry.operations.length;
    await click(world, world.alice, combat, {
      action: "next",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat", "update Actor"]);
    expect(stun("Ana")).toBe(2);
  });

  it("RULES 5 combos: the end of the turn also empties the turn's actions, in the same write", async () => {
    const ana = world.foundry.actors.find((a) => a.name === "Ana")!;
    await ana.update({ system: { combo: [{ action: "quickStrike", weapon: "fists" }] } } as never);
    const from = world.foundry.operations.length;
    await click(world, world.alice, combat, {
      action: "next",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat", "update Actor"]);
    expect(ana.system as unknown).toMatchObject({ stun: 2, combo: [] });
  });

  it("a character without stun writes nothing to its actor", async () => {
    await click(world, world.alice, combat, {
      action: "next",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, {
      action: "next",
      combatantId: combatantNamed(combat, "Bo").id,
    });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
  });
});

describe("initiative rolls in the chat", () => {
  it("all the round's rolls go to the chat in one post; a hidden combatant's only to the GM", () => {
    const post = world.foundry.operations.find((op) => op.documentName === "ChatMessage")!;
    expect(post.data.map((m) => (m as { messageMode: string }).messageMode)).toEqual([
      "public",
      "gm",
    ]);
    expect((post.data[0] as { flavor: string }).flavor).toBe("Ana: initiative");
  });
});

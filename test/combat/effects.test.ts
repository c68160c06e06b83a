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

describe("Occult Ops dodge lasts until the dodger's next turn (RULES 2)", () => {
  it("a dodge taken on Cy's own turn outlasts the end of that turn", async () => {
    world = trackerWorld({ ruleset: "occult" });
    const cy = await actor({ name: "Cy", type: "occult", owner: world.alice, system: {} });
    const di = await actor({ name: "Di", type: "occult", system: {} });
    combat = await encounter("standard");
    await addCombatants(combat, [cy, di]);
    rolls(["1d20", [15]], ["1d20", [4]]);
    await combat.startCombat();
    allRollsUsed();
    const dodging = () =>
      (
        world.foundry.actors.find((a) => a.name === "Cy")!.system as unknown as {
          conditions: { dodge: boolean };
        }
      ).conditions.dodge;
    // Cy dodges on its own turn (15 beats 4): ending it keeps the dodge
    await (cy as unknown as { update(d: object): Promise<unknown> }).update({
      "system.conditions.dodge": true,
    });
    await click(world, world.alice, combat, {
      action: "next",
      combatantId: combatantNamed(combat, "Cy").id,
    });
    expect(dodging()).toBe(true);
  });

  it("ending a turn hands the next combatant its turn: its dodge ends in one Actor update", async () => {
    world = trackerWorld({ ruleset: "occult" });
    const cy = await actor({ name: "Cy", type: "occult", owner: world.alice, system: {} });
    const di = await actor({ name: "Di", type: "occult", system: { conditions: { dodge: true } } });
    combat = await encounter("standard");
    await addCombatants(combat, [cy, di]);
    rolls(["1d20", [15]], ["1d20", [4]]);
    await combat.startCombat();
    allRollsUsed();
    const from = world.foundry.operations.length;
    await click(world, world.alice, combat, {
      action: "next",
      combatantId: combatantNamed(combat, "Cy").id,
    });
    expect(opsSince(world.foundry, from)).toEqual(["update Combat", "update Actor"]);
    const diSystem = world.foundry.actors.find((a) => a.name === "Di")!.system as unknown as {
      conditions: { dodge: boolean };
    };
    expect(diSystem.conditions.dodge).toBe(false);
  });
});

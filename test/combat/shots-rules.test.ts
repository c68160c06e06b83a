import { beforeEach, describe, expect, it } from "vitest";
import type { ShotsState } from "../../src/rules/sequencing/shots";
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
import { storedState } from "./stored-state";

/*
 * Seed 002's shot-counter rules the tracker's own controls reach (RULES 3): a Fortune point buys a
 * closed confident reroll of the initiative before the countdown, the GM takes off the shots a
 * stunt made a creature lose, and a non-player character's limit break costs 3 shots, not all.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const shot = (name: string) => combatantNamed(combat, name).initiative;
const state = () => storedState(combat) as unknown as ShotsState;
const fortuneOf = (name: string) =>
  (
    world.foundry.actors.find((a) => a.name === name)!.system as unknown as {
      fortune: { value: number };
    }
  ).fortune.value;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "action" });
  // Fred: Reflexes 5, Mind 5 (5 Fortune); Madame Viper a villain, not a hero
  const fred = await actor({
    name: "Fred",
    type: "action",
    owner: world.alice,
    system: { attributes: { reflexes: 5, mind: 5 } },
  });
  const viper = await actor({
    name: "Viper",
    type: "action",
    system: { role: "villain", villain: true, attributes: { reflexes: 6 } },
  });
  combat = await encounter();
  await addCombatants(combat, [fred, viper]);
  rolls(["2d6", [1, 5]], ["2d6", [4, 1]]);
  await combat.startCombat();
  allRollsUsed();
});

describe("the shot counter's Fortune, lost shots and limit breaks", () => {
  it("Fred spends a Fortune point: closed confident 2 and 4 read as +2, first shot 5 + 2 = 7", async () => {
    // Fred rolled 1 − 5 = −4: first shot 1; Viper 6 + 3 = 9
    expect([shot("Fred"), shot("Viper")]).toEqual([1, 9]);
    expect(fortuneOf("Fred")).toBe(5);
    rolls(["2d6", [2, 4]]);
    const before = world.foundry.operations.length;
    const result = await click(world, world.alice, combat, {
      action: "fortuneInitiative",
      combatantId: id("Fred"),
    });
    allRollsUsed();
    expect(world.foundry.notifications.shown.at(-1)?.message).toBe(undefined);
    expect(result.status).toBe("done");
    // the higher die is the positive one: 4 − 2 = +2
    expect(shot("Fred")).toBe(7);
    expect(fortuneOf("Fred")).toBe(4);
    // the roll's message, the Combat's one update, the actor's one update
    expect(opsSince(world.foundry, before)).toEqual([
      "create ChatMessage",
      "update Combat",
      "update Actor",
    ]);
  });

  it("the reroll is refused once the countdown has started, or with no Fortune left", async () => {
    await world.foundry.actors
      .find((a) => a.name === "Fred")!
      .update({ "system.fortune.value": 0 });
    const broke = await click(world, world.alice, combat, {
      action: "fortuneInitiative",
      combatantId: id("Fred"),
    });
    expect(broke.status).toBe("refused");
    expect(world.foundry.notifications.shown.at(-1)?.message).toMatch(/no Fortune points/);

    await click(world, world.gm, combat, { action: "spend", combatantId: id("Viper"), cost: 1 });
    const late = await click(world, world.gm, combat, {
      action: "fortuneInitiative",
      combatantId: id("Viper"),
    });
    expect(late.status).toBe("refused");
    expect(world.foundry.notifications.shown.at(-1)?.message).toMatch(/countdown has started/);
  });

  it("the GM takes off a shot lost to a stunt; a player may not", async () => {
    const before = world.foundry.operations.length;
    await click(world, world.gm, combat, { action: "loseShot", combatantId: id("Viper") });
    expect(shot("Viper")).toBe(8);
    expect(opsSince(world.foundry, before)).toEqual(["update Combat"]);
    const player = await click(world, world.alice, combat, {
      action: "loseShot",
      combatantId: id("Fred"),
    });
    expect(player.status).toBe("refused");
    expect(shot("Fred")).toBe(1);
  });

  it("Viper, no hero, pays 3 shots for a limit break; Fred, a hero, pays all he has left", async () => {
    await click(world, world.gm, combat, {
      action: "spend",
      combatantId: id("Viper"),
      cost: "all",
    });
    expect(shot("Viper")).toBe(6);
    expect(
      state()
        .entries.flat()
        .map((e) => e.npc),
    ).toEqual([false, true]);
  });
});

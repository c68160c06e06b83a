import { beforeEach, describe, expect, it } from "vitest";
import { trackerView } from "../../src/combat/view-models";
import type { Viewer } from "../../src/combat/snapshot";
import { readyHp } from "../../src/rules/sequencing";
import { RollDouble } from "../foundry/rolls";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import {
  actor,
  addCombatants,
  click,
  combatantNamed,
  encounter,
  opsSince,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";

/*
 * RULES 4 interfering (seed 003, "Interfering"): an act can be spent keeping another act from
 * succeeding, and it may not spend more hit points than the act it opposes. On the tracker, one who
 * has not acted yet in this turn interferes with the act just made, as its own act.
 * Ana has strength 4 (8 HP, all ready), Bo and Cyrus strength 3 (6 HP each).
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () =>
  JSON.parse((combat.system as unknown as { state: string }).state) as ReadyHpState;
const ready = (name: string) => readyHp.ready(state(), id(name));
const rowFor = (viewer: Viewer, name: string) =>
  trackerView(combat.snapshot, viewer)
    .groups.flatMap((g) => g.rows)
    .find((r) => r.id === id(name))!;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "rounds" });
  const ana = await actor({ name: "Ana", type: "rounds", system: { strength: 4 } });
  const bo = await actor({ name: "Bo", type: "rounds", owner: world.bob, system: { strength: 3 } });
  const cyrus = await actor({ name: "Cyrus", type: "rounds", system: { strength: 3 } });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cyrus], [{ system: { side: "hostile" } }]);
});

describe("RULES 4 interfering on the ready-HP tracker", () => {
  it("Ana (8 ready) attacks with 3 HP; Bo may interfere with up to 3, and his interference is his act", async () => {
    // all three tie on reach and bonus: the roll-off (d20 each) puts Bo before Cyrus on 6 ready HP
    RollDouble.expect("3d20", [20, 15, 4]);
    await combat.startCombat();
    expect(readyHp.order(state()).map((one) => combat.combatants.get(one)!.name)).toEqual([
      "Ana",
      "Bo",
      "Cyrus",
    ]);
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 3,
      passive: false,
    });

    // Bo decides now: besides spending, Bob may interfere with Ana's act (up to its 3 HP)
    const bob: Viewer = { isGM: false, userId: world.bob.id, gmOnline: true };
    const row = rowFor(bob, "Bo");
    expect(row.buttons.map((b) => b.action)).toContain("aeInterfere");
    expect(row.notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.MayInterfere",
      data: { name: "Ana", hp: 3 },
    });
    // Cyrus, still to act this turn, is offered only that, with at most 3 HP
    const waiting = rowFor({ isGM: true, userId: world.gm.id, gmOnline: true }, "Cyrus");
    expect(waiting.buttons.map((b) => b.action)).toEqual(["aeInterfere"]);
    expect(waiting.input).toMatchObject({ min: 1, max: 3 });

    // 4 HP is more than Ana's act spent: refused, nothing written
    const from = world.foundry.operations.length;
    const tooMuch = await click(world, world.bob, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 4,
    });
    expect(tooMuch.status).toBe("refused");
    expect(opsSince(world.foundry, from)).toEqual([]);

    // 2 HP is allowed: one Combat update; Bo has acted in this turn, Cyrus decides next
    const done = await click(world, world.bob, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 2,
    });
    expect(done.status).not.toBe("refused");
    expect(ready("Bo")).toBe(4);
    expect(readyHp.order(state()).map((one) => combat.combatants.get(one)!.name)).toEqual([
      "Cyrus",
    ]);
    // several may interfere with one act: Cyrus, deciding now, may still oppose Ana's
    expect(readyHp.lastAct(state())).toEqual({ id: id("Ana"), hp: 3 });
    const cyrus = rowFor({ isGM: true, userId: world.gm.id, gmOnline: true }, "Cyrus");
    expect(cyrus.buttons.map((b) => b.action)).toContain("aeInterfere");
    await click(world, world.gm, combat, { action: "interfere", combatantId: id("Cyrus"), hp: 3 });
    expect(ready("Cyrus")).toBe(3);
  });

  it("nobody may interfere before anyone has acted this turn, nor with its own act", async () => {
    RollDouble.expect("3d20", [20, 15, 4]);
    await combat.startCombat();
    const early = await click(world, world.bob, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 1,
    });
    expect(early.status).toBe("refused");
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 2,
      passive: false,
    });
    const own = await click(world, world.gm, combat, {
      action: "interfere",
      combatantId: id("Ana"),
      hp: 1,
    });
    expect(own.status).toBe("refused");
  });

  it("a hesitation is no act to interfere with", async () => {
    RollDouble.expect("3d20", [20, 15, 4]);
    await combat.startCombat();
    await click(world, world.gm, combat, { action: "hesitate", combatantId: id("Ana") });
    expect(readyHp.lastAct(state())).toBeNull();
    expect(rowFor({ isGM: true, userId: world.gm.id, gmOnline: true }, "Cyrus").buttons).toEqual(
      [],
    );
  });
});

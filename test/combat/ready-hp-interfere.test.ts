import { beforeEach, describe, expect, it } from "vitest";
import { trackerView } from "../../src/combat/view-models";
import type { Viewer } from "../../src/combat/snapshot";
import { readyHp } from "../../src/rules/sequencing";
import { RollDouble } from "../foundry/rolls";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import {
  actor,
  addCombatants,
  allRollsUsed,
  click,
  combatantNamed,
  encounter,
  opsSince,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { storedState } from "./stored-state";

/*
 * RULES 4 interfering (seed 003, "Interfering"): an act can be spent keeping another act from
 * succeeding, with one roll against that act's roll; several may roll against one act, and any
 * one success makes it fail; an interference may not spend more hit points than the act it
 * opposes. On the tracker, one who has not acted yet in this turn interferes with the act just
 * made, as its own act: its d20 plus its bonus must beat the act's roll.
 * Ana has strength 4 (8 HP, all ready), Bo and Cyrus strength 3 (6 HP each), each with a
 * quarterstaff (reach 2 m, attack +2: their bonus).
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () => storedState(combat) as unknown as ReadyHpState;
const ready = (name: string) => readyHp.ready(state(), id(name));
const rowFor = (viewer: Viewer, name: string) =>
  trackerView(combat.snapshot, viewer)
    .groups.flatMap((g) => g.rows)
    .find((r) => r.id === id(name))!;
const gm = (): Viewer => ({ isGM: true, userId: world.gm.id, gmOnline: true });
const staff = {
  name: "Quarterstaff",
  type: "mano-weapon",
  system: { equipped: true, kind: "handToHand", reach: 2, attack: 2 },
};

beforeEach(async () => {
  world = trackerWorld({ ruleset: "rounds" });
  const ana = await actor({ name: "Ana", type: "rounds", system: { strength: 4 } });
  const bo = await actor({
    name: "Bo",
    type: "rounds",
    owner: world.bob,
    system: { strength: 3 },
    items: [staff],
  });
  const cyrus = await actor({
    name: "Cyrus",
    type: "rounds",
    system: { strength: 3 },
    items: [staff],
  });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cyrus], [{ system: { side: "hostile" } }]);
  // Bo and Cyrus tie on reach and bonus: the roll-off (15 against 4) puts Bo first on 6 ready HP
  RollDouble.expect("2d20", [15, 4]);
  await combat.startCombat();
});

describe("RULES 4 interfering on the ready-HP tracker", () => {
  it("Ana attacks with 3 HP (card roll 14); Bo may interfere with up to 3, rolling d20 + 2 against 14, as his act", async () => {
    expect(readyHp.order(state()).map((one) => combat.combatants.get(one)!.name)).toEqual([
      "Ana",
      "Bo",
      "Cyrus",
    ]);
    // the attack card's spending: its roll total (12 + 2 = 14) goes with the act
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 3,
      passive: false,
      total: 14,
    });

    // Bo decides now: besides spending, Bob may interfere with Ana's act (up to its 3 HP)
    const bob: Viewer = { isGM: false, userId: world.bob.id, gmOnline: true };
    const row = rowFor(bob, "Bo");
    expect(row.buttons.map((b) => b.action)).toContain("aeInterfere");
    expect(row.notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.MayInterfere",
      data: { name: "Ana", hp: 3 },
    });
    // the act's roll is filled in from the card
    expect(row.rollInput).toMatchObject({ name: "against", value: 14 });
    // Cyrus, still to act this turn, is offered only that, with at most 3 HP
    const waiting = rowFor(gm(), "Cyrus");
    expect(waiting.buttons.map((b) => b.action)).toEqual(["aeInterfere"]);
    expect(waiting.input).toMatchObject({ min: 1, max: 3 });
    expect(waiting.rollInput).toMatchObject({ value: 14 });

    // 4 HP is more than Ana's act spent: refused with its own message, no die, nothing written
    const from = world.foundry.operations.length;
    const tooMuch = await click(world, world.bob, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 4,
    });
    expect(tooMuch).toEqual({
      status: "refused",
      refusal: {
        i18nKey: "ACTION_ENGINE.Error.InterferenceOverLimit",
        details: { hp: 4, limit: 3 },
      },
    });
    expect(opsSince(world.foundry, from)).toEqual([]);

    // 2 HP: Bo rolls 11 + 2 = 13, not above 14; his roll in the chat, then one Combat update
    RollDouble.expect("1d20 + 2", [11]);
    const done = await click(world, world.bob, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 2,
    });
    allRollsUsed();
    expect(done.status).toBe("done");
    expect(opsSince(world.foundry, from)).toEqual(["create ChatMessage", "update Combat"]);
    expect(world.foundry.operations.at(-2)!.data).toMatchObject([
      { flavor: "Bo: interferes with Ana, needing more than 14" },
    ]);
    expect(ready("Bo")).toBe(4);
    expect(readyHp.order(state()).map((one) => combat.combatants.get(one)!.name)).toEqual([
      "Cyrus",
    ]);
    expect(rowFor(gm(), "Ana").notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.ActStands",
      data: { value: 14 },
    });

    // several may interfere with one act: Cyrus, deciding now, rolls 13 + 2 = 15 against 14
    expect(readyHp.lastAct(state())).toMatchObject({ id: id("Ana"), hp: 3, interference: [false] });
    const cyrus = rowFor(gm(), "Cyrus");
    expect(cyrus.buttons.map((b) => b.action)).toContain("aeInterfere");
    RollDouble.expect("1d20 + 2", [13]);
    await click(world, world.gm, combat, { action: "interfere", combatantId: id("Cyrus"), hp: 3 });
    allRollsUsed();
    expect(ready("Cyrus")).toBe(3);
    // one success is enough: Ana's act fails, and her row says so into the next turn
    expect(readyHp.latestAct(state())!.interference).toEqual([false, true]);
    expect(state().turn).toBe(2);
    expect(rowFor(gm(), "Ana").notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.ActStopped",
      data: { value: 14 },
    });
  });

  it("an act spent on the tracker has no roll kept: the interferer gives it, or is told to", async () => {
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 2,
      passive: false,
    });
    expect(rowFor(gm(), "Bo").rollInput).toMatchObject({ value: null });
    const from = world.foundry.operations.length;
    const blank = await click(world, world.gm, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 1,
      against: null,
    });
    expect(blank).toEqual({
      status: "refused",
      refusal: { i18nKey: "ACTION_ENGINE.Tracker.Refused.InterfereNeedsRoll", details: {} },
    });
    expect(opsSince(world.foundry, from)).toEqual([]);
    // a natural 20 always succeeds, even against a 25
    RollDouble.expect("1d20 + 2", [20]);
    await click(world, world.gm, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 1,
      against: 25,
    });
    allRollsUsed();
    expect(readyHp.lastAct(state())).toMatchObject({ total: 25, interference: [true] });
    // Cyrus's field now holds the 25 given
    expect(rowFor(gm(), "Cyrus").rollInput).toMatchObject({ value: 25 });
  });

  it("nobody may interfere before anyone has acted this turn, nor with its own act", async () => {
    const early = await click(world, world.bob, combat, {
      action: "interfere",
      combatantId: id("Bo"),
      hp: 1,
      against: 10,
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
      against: 10,
    });
    expect(own.status).toBe("refused");
  });

  it("a hesitation is no act to interfere with", async () => {
    await click(world, world.gm, combat, { action: "hesitate", combatantId: id("Ana") });
    expect(readyHp.lastAct(state())).toBeNull();
    expect(rowFor(gm(), "Cyrus").buttons).toEqual([]);
  });
});

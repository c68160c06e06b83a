import { beforeEach, describe, expect, it } from "vitest";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { readyHp } from "../../src/rules/sequencing";
import { fromBlocks } from "../../src/rules/sequencing/blocks";
import { chooseCarryOver } from "../../src/combat/foundry/carry-over-dialog";
import { DialogV2 } from "../foundry/applications";
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
 * A three-round Action Rounds fight on ready hit points (RULES 4; HP = 2 × strength [I-7]): a
 * player's carry-over choice, the carry-over turn, turns by most ready HP with roll-offs (d20,
 * ties rolled again), passive defence, hesitation, a joiner, a defeat and a departure.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const ready = (name: string) => combatantNamed(combat, name).initiative;
const state = () => storedState(combat) as unknown as ReadyHpState;
/**
 * A combatant's ready HP figures, the engine's (the Combat's entries, which only the GM writes),
 * and the carry-over its owner chose (its Combatant's own input).
 */
const data = (name: string) => {
  const one = combatantNamed(combat, name);
  const s = state();
  const own = one.system as unknown as { carryOverChoice: number };
  return {
    carryOverChoice: own.carryOverChoice,
    ...(s && {
      ready: readyHp.ready(s, one.id),
      carryOver: readyHp.carryOver(s, one.id),
      used: fromBlocks(s.entries)[s.ids.indexOf(one.id)].spent,
      passive: readyHp.passiveDefense(s, one.id),
    }),
  };
};
const revision = () => (combat.system as unknown as { revision: number }).revision;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "rounds" });
  const ana = await actor({
    name: "Ana",
    type: "rounds",
    owner: world.alice,
    system: { strength: 3 },
  });
  const bo = await actor({ name: "Bo", type: "rounds", owner: world.bob, system: { strength: 2 } });
  const cyrus = await actor({ name: "Cyrus", type: "rounds", system: { strength: 3 } });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cyrus], [{}, {}, { system: { side: "hostile" } }]);
});

describe("an Action Rounds fight on ready hit points", () => {
  it("runs three rounds: carry-over, turns by ready HP, roll-offs, a joiner, a defeat, a departure", async () => {
    expect((combat.system as unknown as { mode: string }).mode).toBe("readyHp");

    // Alice holds 2 of Ana's 6 HP back (at most 3: half, rounded down): her own combatant, written
    // by her client, no GM needed
    DialogV2.answers = [{ fill: { hp: "2" } }];
    const from = world.foundry.operations.length;
    await world.users.as(world.alice, () => chooseCarryOver(combat, id("Ana"), revision()));
    expect(opsSince(world.foundry, from)).toEqual(["update Combatant"]);
    expect(world.queries).toEqual([]);
    expect(data("Ana").carryOverChoice).toBe(2);
    expect(DialogV2.prompts[0].content).toMatch(/max="3"/);

    // --- round 1: a roll-off settles the ties of reach and bonus for the whole round
    rolls(["3d20", [12, 5, 18]]);
    await combat.startCombat();
    allRollsUsed();
    expect([ready("Ana"), ready("Bo"), ready("Cyrus")]).toEqual([4, 4, 6]);
    expect(data("Ana").carryOver).toBe(2);
    // the carry-over choice is used up: next round all HP are ready again unless chosen anew
    expect(data("Ana").carryOverChoice).toBe(0);
    // carry-over turns come first: Ana moves with one of her held HP
    expect((combat.system as unknown as { phase: string }).phase).toBe("carryOver");
    expect(current(combat)).toBe("Ana");
    await click(world, world.alice, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 1,
      passive: false,
    });
    expect(data("Ana").carryOver).toBe(1);

    // turn 1: most ready HP first; Ana beats Bo on the roll-off (12 against 5)
    expect(state().turn).toBe(1);
    expect(current(combat)).toBe("Cyrus");
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Cyrus"),
      hp: 2,
      passive: false,
    });
    expect(current(combat)).toBe("Ana");
    await click(world, world.alice, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 1,
      passive: true,
    });
    expect(data("Ana")).toMatchObject({ ready: 3, used: 1, passive: 1 });
    // Bo hesitates: doing nothing still costs one ready HP
    await click(world, world.bob, combat, { action: "hesitate", combatantId: id("Bo") });
    expect(ready("Bo")).toBe(3);
    expect(state().turn).toBe(2);

    // Eli joins with his 2 HP, deciding after those he ties with
    const eli = await actor({ name: "Eli", type: "rounds", system: { strength: 1 } });
    await addCombatants(combat, [eli]);
    expect(ready("Eli")).toBe(2);
    expect(
      state()
        .queue.slice(state().at)
        .map((p) => state().ids[p]),
    ).toEqual([id("Cyrus"), id("Ana"), id("Bo"), id("Eli")]);

    // Cyrus takes 2 stun mid-round: RULES 4, it comes off what he has left to act with at once
    // (one Combat write, raised by the GM's client)
    const cyrus = world.foundry.actors.find((a) => a.name === "Cyrus")!;
    expect(ready("Cyrus")).toBe(4);
    const beforeHarm = world.foundry.operations.length;
    await cyrus.update({ "system.stun": 2 });
    await whenIdle(combat);
    expect(opsSince(world.foundry, beforeHarm)).toEqual(["update Actor", "update Combat"]);
    expect(ready("Cyrus")).toBe(2);
    // healing back mid-round changes nothing until the next round counts hit points again
    await cyrus.update({ "system.stun": 1 });
    await whenIdle(combat);
    expect(ready("Cyrus")).toBe(2);
    await cyrus.update({ "system.stun": 2 });
    await whenIdle(combat);
    expect(ready("Cyrus")).toBe(2);

    // --- round 2 (the GM ends round 1 early)
    rolls(["4d20", [3, 9, 14, 20]]);
    await combat.nextRound();
    allRollsUsed();
    expect([ready("Ana"), ready("Bo"), ready("Cyrus"), ready("Eli")]).toEqual([6, 4, 4, 2]);
    // equal ready HP: Cyrus won the roll-off against Bo (14 against 9)
    expect(state().queue.map((p) => state().ids[p])).toEqual([
      id("Ana"),
      id("Cyrus"),
      id("Bo"),
      id("Eli"),
    ]);

    // Bo is defeated
    await combatantNamed(combat, "Bo").update({ defeated: true });
    await whenIdle(combat);
    expect(state().ids).not.toContain(id("Bo"));

    await click(world, world.alice, combat, {
      action: "spendHp",
      combatantId: id("Ana"),
      hp: 6,
      passive: false,
    });
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Cyrus"),
      hp: 4,
      passive: false,
    });
    await click(world, world.gm, combat, {
      action: "spendHp",
      combatantId: id("Eli"),
      hp: 2,
      passive: false,
    });
    // RULES 4: the round ends when nobody has ready HP left
    expect((combat.system as unknown as { phase: string }).phase).toBe("over");
    expect(combat.turn).toBeNull();

    // --- round 3: Ana and Cyrus tie on the roll-off (7, 7) and roll again: more d20s are rolled
    rolls(["3d20", [7, 7, 2]], ["3d20", [15, 4, 1]]);
    await combat.nextRound();
    allRollsUsed();
    expect(state().ranked.map((p) => state().ids[p])).toEqual([id("Ana"), id("Cyrus"), id("Eli")]);

    // Eli leaves
    await combatantNamed(combat, "Eli").delete();
    await whenIdle(combat);
    expect(state().ids).toEqual([id("Ana"), id("Cyrus")]);
    expect(current(combat)).toBe("Ana");
    expect(combat.round).toBe(3);
  });
});

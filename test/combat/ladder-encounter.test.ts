import { beforeEach, describe, expect, it } from "vitest";
import type { LadderState } from "../../src/rules/sequencing/ladder";
import { ladder } from "../../src/rules/sequencing";
import {
  actor,
  addCombatants,
  allRollsUsed,
  attribute,
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
 * A three-round OK RPG fight on the action-point ladder (RULES 1.10), with the Tide of Battle
 * (RULES 1.9), start-of-round recovery (RULES 1.3), a combatant joining, one going Down (RULES
 * 1.6), one defeated and one leaving.
 */
let world: TrackerWorld;
let combat: Encounter;

const ap = (name: string) => combatantNamed(combat, name).initiative;
const state = () => storedState(combat) as unknown as LadderState;
/** A combatant's figures on the ladder: the engine's (the Combat's), never its Combatant's. */
const system = (name: string) => {
  const one = combatantNamed(combat, name).id;
  return { ap: ladder.ap(state(), one), status: ladder.status(state(), one) };
};

beforeEach(async () => {
  world = trackerWorld({ ruleset: "okrpg" });
  const ana = await actor({
    name: "Ana",
    type: "okrpg",
    owner: world.alice,
    // Gd initiative (4 base successes); Grt recovery: one nonlethal point a round (RULES 1.3)
    items: [attribute("Gunslinging", "Gd", ["initiative"]), attribute("Grit", "Grt", ["recovery"])],
    system: { wounds: { nonlethal: 3, lethal: 0 } },
  });
  const bo = await actor({
    name: "Bo",
    type: "okrpg",
    owner: world.bob,
    // Avg initiative; no recovery attribute: Average, half a point a round
    items: [attribute("Brawling", "Avg", ["initiative"])],
    system: { wounds: { nonlethal: 2, lethal: 0 } },
  });
  const cyrus = await actor({
    name: "Cyrus",
    type: "okrpg",
    items: [attribute("Knives", "Grt", ["initiative"])],
  });
  world.tokens.set("tokenCyrus000000", { disposition: -1 });
  combat = await encounter();
  await addCombatants(combat, [ana, bo, cyrus], [{}, {}, { tokenId: "tokenCyrus000000" }]);
});

describe("an OK RPG fight on the action-point ladder", () => {
  it("runs three rounds with tide, recovery, a joiner, Down, a defeat and a departure", async () => {
    expect((combat.system as unknown as { mode: string }).mode).toBe("ladder");
    expect(state()).toBeNull();
    expect((combatantNamed(combat, "Cyrus").system as unknown as { side: string }).side).toBe(
      "hostile",
    );

    // --- round 1: the GM rolls a Tide of Battle per side, blind; everyone rolls 4dF initiative
    rolls(
      ["1d6", [6]], // heroes: everyone recovers twice
      ["1d6", [1]], // villains: no recovery
      ["4dF + 4", [1, 1, 0, 0]], // Ana: 6 successes
      ["4dF + 2", [1, 0, 0, 0]], // Bo: 3
      ["4dF + 6", [-1, 0, 0, 0]], // Cyrus: 5
    );
    let from = world.foundry.operations.length;
    await combat.startCombat();
    allRollsUsed();
    // one chat post for all the rolls, ONE combat update, and one update per recovered actor
    expect(opsSince(world.foundry, from)).toEqual([
      "create ChatMessage",
      "update Combat",
      "update Actor",
      "update Actor",
    ]);
    const start = world.foundry.operations[from + 1].data[0] as Record<string, unknown>;
    expect(start).toMatchObject({ round: 1, turn: 0 });
    // no Combatant written: each one's initiative is derived from the Combat's entries
    expect(start.combatants ?? []).toEqual([]);
    const tideMessages = (world.foundry.operations[from].data as { messageMode: string }[]).filter(
      (m) => m.messageMode === "blind",
    );
    expect(tideMessages).toHaveLength(2);
    expect(world.foundry.hooks.fired.map((h) => h.hook)).toContain("combatStart");
    // RULES 1.10: AP = max(0, carry, roll + carry), shown as combatant.initiative
    expect([ap("Ana"), ap("Bo"), ap("Cyrus")]).toEqual([6, 3, 5]);
    expect(current(combat)).toBe("Ana");
    // RULES 1.9: a 6 recovers twice (Ana 1/round: 3 → 1; Bo ½/round: 2 → 1)
    const ana = world.foundry.actors.find((a) => a.name === "Ana")!;
    const bo = world.foundry.actors.find((a) => a.name === "Bo")!;
    expect((ana.system as unknown as { wounds: { nonlethal: number } }).wounds.nonlethal).toBe(1);
    expect((bo.system as unknown as { wounds: { nonlethal: number } }).wounds.nonlethal).toBe(1);
    const tide = (combat.system as unknown as { tide: Record<string, { die: number }> }).tide;
    expect([tide.friendly.die, tide.hostile.die]).toEqual([6, 1]);

    // Alice acts with Ana: she may not update the Combat, so the GM does it through the query
    from = world.foundry.operations.length;
    expect(
      await click(world, world.alice, combat, {
        action: "act",
        combatantId: combatantNamed(combat, "Ana").id,
      }),
    ).toEqual({ status: "done" });
    // the control to the GM's client, and its question back to Alice's: did you send it?
    expect(world.queries.map((q) => q.name)).toEqual([
      "action-engine.tracker",
      "action-engine.sender",
    ]);
    expect(opsSince(world.foundry, from)).toEqual(["update Combat"]);
    expect(ap("Ana")).toBe(3);
    expect(current(combat)).toBe("Cyrus");

    // Dee joins mid-round with her own roll and takes her place at once
    rolls(["4dF + 3", [0, 0, 0, 0]]);
    const dee = await actor({
      name: "Dee",
      type: "okrpg",
      items: [attribute("Rifle", "Avg+", ["initiative"])],
    });
    await addCombatants(combat, [dee], [{ system: { side: "hostile" } }]);
    allRollsUsed();
    expect(ap("Dee")).toBe(3);

    await click(world, world.gm, combat, {
      action: "act",
      combatantId: combatantNamed(combat, "Cyrus").id,
    });
    // Ana, Bo and Dee tie on 3: the tie is the acting group, the GM (or they) choose
    expect(state().next).toHaveLength(3);
    expect(current(combat)).toBe("Ana");

    await click(world, world.bob, combat, {
      action: "hold",
      combatantId: combatantNamed(combat, "Bo").id,
    });
    expect(ap("Bo")).toBe(2);

    // a stale click (an older revision) changes nothing
    from = world.foundry.operations.length;
    const stale = await click(
      world,
      world.gm,
      combat,
      { action: "act", combatantId: combatantNamed(combat, "Ana").id },
      1,
    );
    expect(stale).toEqual({ status: "stale" });
    expect(opsSince(world.foundry, from)).toEqual([]);

    // if all the tied defer, all hold (RULES 1.10); the round is over
    await click(world, world.gm, combat, { action: "deferAll" });
    expect([ap("Ana"), ap("Dee")]).toEqual([2, 2]);
    expect((combat.system as unknown as { phase: string }).phase).toBe("over");
    expect(combat.turn).toBeNull();

    // --- round 2: no tide (it is rolled at the start of the fight only); carries of 2
    rolls(
      ["4dF + 4", [0, 0, 0, 0]], // Ana: 4 + 2 = 6
      ["4dF + 2", [-1, -1, 0, 0]], // Bo: 0 + 2 = 2
      ["4dF + 6", [0, 0, 0, 0]], // Cyrus: 6 + 2 = 8
      ["4dF + 3", [1, 0, 0, 0]], // Dee: 4 + 2 = 6
    );
    from = world.foundry.operations.length;
    await combat.nextRound();
    allRollsUsed();
    expect(world.foundry.hooks.fired.map((h) => h.hook)).toContain("combatRound");
    expect(combat.round).toBe(2);
    expect([ap("Ana"), ap("Bo"), ap("Cyrus"), ap("Dee")]).toEqual([6, 2, 8, 6]);
    // recovery once: Ana 1 → 0; Bo ½ + ½ → 1 → 0
    expect(opsSince(world.foundry, from)).toEqual([
      "create ChatMessage",
      "update Combat",
      "update Actor",
      "update Actor",
    ]);

    await click(world, world.gm, combat, {
      action: "act",
      combatantId: combatantNamed(combat, "Cyrus").id,
    });
    // Cyrus's knives put Ana Down (7 points): she loses all her AP at once (RULES 1.6)
    await ana.update({ "system.wounds.nonlethal": 7 });
    await whenIdle(combat);
    expect(ap("Ana")).toBe(0);
    expect(system("Ana").status).toBe("down");
    const refused = await click(world, world.alice, combat, {
      action: "defend",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    expect(refused.status).toBe("refused");
    expect(world.foundry.notifications.shown.at(-1)?.message).toMatch(/Down/);

    // Bo is defeated: he drops out of the sequence
    await combatantNamed(combat, "Bo").update({ defeated: true });
    await whenIdle(combat);
    expect(state().ids).not.toContain(combatantNamed(combat, "Bo").id);
    expect(ap("Bo")).toBeNull();

    await click(world, world.gm, combat, {
      action: "act",
      combatantId: combatantNamed(combat, "Dee").id,
    });
    await click(world, world.gm, combat, {
      action: "act",
      combatantId: combatantNamed(combat, "Cyrus").id,
    });
    await click(world, world.gm, combat, {
      action: "pass",
      combatantId: combatantNamed(combat, "Dee").id,
    });
    expect((combat.system as unknown as { phase: string }).phase).toBe("over");

    // --- round 3: Ana, still Down, rolls nothing; her recovery brings her back to 6 points
    rolls(["4dF + 6", [0, 0, 1, 0]], ["4dF + 3", [0, 0, 0, 0]]);
    await combat.nextRound();
    await whenIdle(combat);
    allRollsUsed();
    expect((ana.system as unknown as { wounds: { nonlethal: number } }).wounds.nonlethal).toBe(6);
    // healed back on her feet, she has no AP this round (interpretation in the ladder engine)
    expect(system("Ana").status).toBe("in");
    expect(ap("Ana")).toBe(0);
    expect([ap("Cyrus"), ap("Dee")]).toEqual([2 + 7, 3 + 3]);

    // Dee leaves the fight
    await combatantNamed(combat, "Dee").delete();
    await whenIdle(combat);
    expect(state().ids).toEqual([
      combatantNamed(combat, "Ana").id,
      combatantNamed(combat, "Cyrus").id,
    ]);
    expect(current(combat)).toBe("Cyrus");
    expect(combat.round).toBe(3);
  });
});

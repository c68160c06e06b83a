import { describe, expect, it } from "vitest";
import { engineOf } from "../../src/combat/engines";
import { effectActor, onDefeatedStatus } from "../../src/combat/foundry/hooks";
import { registerConditions } from "../../src/documents/conditions";
import {
  actor,
  addCombatants,
  combatantNamed,
  encounter,
  rolls,
  trackerWorld,
  whenIdle,
} from "./world";

/*
 * Issue 32 (3): the defeated status arriving by an effect on a carried item reaches the tracker
 * through the effect's actor, v13's ActiveEffect#target. No public source says v14 keeps it:
 * without it, an item's transferring effect belongs to the actor carrying the item, and the
 * combatant still leaves the sequence. Run on the double's v13 and v14 generations.
 */

type Doc = {
  id: string;
  uuid: string;
  documentName: string;
  items: { contents: Doc[] };
  effects: Record<string, unknown>[];
  statuses: Set<string>;
  prepareData(): void;
};

describe("the actor an effect applies to", () => {
  const actorDoc = { documentName: "Actor", parent: null };
  const item = { documentName: "Item", parent: actorDoc };

  it("is ActiveEffect#target where Foundry has it", () => {
    expect(effectActor({ parent: item, target: actorDoc })).toBe(actorDoc);
  });

  it("without it: the parent actor, or the actor carrying the item whose effect transfers", () => {
    expect(effectActor({ parent: actorDoc })).toBe(actorDoc);
    expect(effectActor({ parent: item })).toBe(actorDoc);
    expect(effectActor({ parent: item, transfer: true })).toBe(actorDoc);
    expect(effectActor({ parent: item, transfer: false })).toBe(item);
  });

  it("an item's defeated effect without ActiveEffect#target takes its combatant out of the sequence", async () => {
    trackerWorld({ ruleset: "mano" });
    registerConditions("mano");
    const ana = await actor({ name: "Ana", type: "mano" });
    const bo = (await actor({
      name: "Bo",
      type: "mano",
      items: [{ name: "Cursed ring", type: "mano-gear" }],
    })) as unknown as Doc;
    const combat = await encounter("turns");
    await addCombatants(combat, [ana, bo], [{}, { system: { side: "hostile" } }]);
    rolls(["2d20", [12, 8]]);
    await combat.startCombat();
    await whenIdle(combat);
    const boId = combatantNamed(combat, "Bo").id;
    const sequence = () => engineOf(combat.snapshot.mode).ids(combat.snapshot.state!);
    expect(sequence()).toContain(boId);

    // the ring's effect carries the defeated status onto Bo; the hook hears of it with the ring
    // as the effect's parent and no ActiveEffect#target
    const defeated = (CONFIG.specialStatusEffects as { DEFEATED: string }).DEFEATED;
    bo.effects.push({ _id: "ringEffect000000", statuses: [defeated], changes: [] });
    bo.prepareData();
    const ring = bo.items.contents[0];
    onDefeatedStatus({ parent: ring, statuses: new Set([defeated]) });
    await whenIdle(combat);
    expect(sequence()).not.toContain(boId);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { fromBlocks } from "../../src/rules/sequencing/blocks";
import type { TurnsState } from "../../src/rules/sequencing/turns";
import { turns } from "../../src/rules/sequencing";
import { trackerView } from "../../src/combat/view-models";
import type { Viewer } from "../../src/combat/snapshot";
import { TRACKER_QUERY } from "../../src/combat/foundry/queries";
import {
  actor,
  addCombatants,
  click,
  combatantNamed,
  current,
  encounter,
  opsSince,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";
import { setOwnersWriteCombatantSystem } from "../foundry/permissions";
import { storedState } from "./stored-state";

/*
 * RULES 5 start of combat (seed 004, the sequencing section): with no surprise, each character
 * opens the fight either evading (+4 defence until its first turn) or ready to counter. The
 * player picks on the tracker before the start; a counter ready from the start fires when the
 * character is attacked before its first turn.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const state = () => storedState(combat) as unknown as TurnsState;
/** A counterattack waits to fire, in the engine's entry (the Combat's, not the Combatant's). */
const counterReady = (name: string) =>
  fromBlocks(state().entries)[state().ids.indexOf(id(name))].counter !== null;
const opening = (name: string) =>
  (combatantNamed(combat, name).system as unknown as { opening: string }).opening;

function sword(reach: number) {
  return {
    name: "Sword",
    type: "mano-weapon",
    system: { kind: "handToHand", reach, equipped: true },
  };
}

async function setUp(gmOnline = true): Promise<void> {
  world = trackerWorld({ ruleset: "mano", gmOnline });
  const ana = await actor({ name: "Ana", type: "mano", owner: world.alice, items: [sword(1)] });
  const cyrus = await actor({ name: "Cyrus", type: "mano", items: [sword(2)] });
  combat = await encounter();
  await addCombatants(combat, [ana, cyrus], [{}, { system: { side: "hostile" } }]);
}

const ALICE = (): Viewer => ({ isGM: false, userId: world.alice.id, gmOnline: true });

/** A user's click on the opening switch of Ana's row. */
const toggleAna = (user: TrackerWorld["gm"] = world.alice) =>
  click(world, user, combat, { action: "toggleOpening", combatantId: id("Ana") });

describe("RULES 5: opening a fight evading or ready to counter", () => {
  beforeEach(() => setUp());

  it("before the start, Alice sees a Ready to counter switch on Ana's row and the +4 evading note", () => {
    const row = trackerView(combat.snapshot, ALICE())
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === id("Ana"))!;
    const toggle = row.buttons.find((b) => b.action === "aeToggleOpening")!;
    expect(toggle.disabled).toBe(false);
    expect(toggle.pressed).toBe(false);
    expect(row.notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.Opening.evading",
      data: { bonus: 4 },
    });
  });

  it("Alice opens Ana ready to counter: one Combatant update; Cyrus attacks her first and her counter fires before his action", async () => {
    const from = world.foundry.operations.length;
    const result = await toggleAna();
    expect(result.status).not.toBe("refused");
    expect(opsSince(world.foundry, from)).toEqual(["update Combatant"]);
    expect(opening("Ana")).toBe("counter");

    await combat.startCombat();
    // longer reach first (RULES 5 default order): Cyrus (2 m) before Ana (1 m)
    expect(current(combat)).toBe("Cyrus");
    const s = state();
    // Ana opened ready to counter, so she has no evasion bonus
    expect(turns.defenseBonus(s, id("Ana"))).toBe(0);
    expect(turns.attacked(s, id("Ana"))).toBe(true);
    expect(counterReady("Ana")).toBe(true);

    await click(world, world.alice, combat, { action: "fireCounter", combatantId: id("Ana") });
    expect(turns.attacked(state(), id("Ana"))).toBe(false);
    // the order is unchanged: Cyrus still has his turn, and Ana keeps hers in round 1
    expect(current(combat)).toBe("Cyrus");
    await click(world, world.gm, combat, { action: "next", combatantId: id("Cyrus") });
    expect(current(combat)).toBe("Ana");
  });

  it("without the switch Ana opens evading (+4) and has no counter to fire", async () => {
    await combat.startCombat();
    expect(turns.defenseBonus(state(), id("Ana"))).toBe(4);
    const fired = await click(world, world.alice, combat, {
      action: "fireCounter",
      combatantId: id("Ana"),
    });
    expect(fired.status).toBe("refused");
  });

  it("Bob may not choose Ana's opening; nobody may once the fight has started", async () => {
    const bob = await toggleAna(world.bob);
    expect(bob.status).toBe("refused");
    expect(opening("Ana")).toBe("evading");
    await combat.startCombat();
    const late = await toggleAna();
    expect(late.status).toBe("refused");
    expect(opening("Ana")).toBe("evading");
  });

  it("a character the GM marked surprised opens neither way: the switch is off and refused", async () => {
    await click(world, world.gm, combat, { action: "toggleSurprised", combatantId: id("Ana") });
    const row = trackerView(combat.snapshot, ALICE())
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === id("Ana"))!;
    expect(row.buttons.find((b) => b.action === "aeToggleOpening")!.disabled).toBe(true);
    const refused = await toggleAna();
    expect(refused.status).toBe("refused");
    await combat.startCombat();
    expect(turns.defenseBonus(state(), id("Ana"))).toBe(0);
  });
});

describe("RULES 5 opening with no GM online", () => {
  beforeEach(() => setUp(false));

  it("Alice's choice is her own combatant's data: written from her client", async () => {
    const result = await toggleAna();
    expect(result.status).not.toBe("refused");
    expect(opening("Ana")).toBe("counter");
  });
});

/*
 * Whether Foundry lets a player write their own combatant's `system` on v13 and v14 has no
 * public source (test/foundry/BEHAVIOURS.md): the choice must be made either way.
 */
/** Requests to the GM's tracker (the GM's client asking Alice's back to confirm each is not one). */
const trackerQueries = () => world.queries.filter((query) => query.name === TRACKER_QUERY).length;

describe.each([
  ["lets owners write their combatant's system", true],
  ["refuses owners their combatant's system", false],
])("RULES 5 opening when the server %s", (_, allowed) => {
  it("with a GM online, Alice's choice is made: from her client, or by the GM's", async () => {
    await setUp();
    setOwnersWriteCombatantSystem(allowed);
    const asked = trackerQueries();
    const from = world.foundry.operations.length;
    const result = await toggleAna();
    expect(result.status).not.toBe("refused");
    expect(opsSince(world.foundry, from)).toEqual(["update Combatant"]);
    expect(opening("Ana")).toBe("counter");
    // through the GM only when her own client may not write it
    expect(trackerQueries() - asked).toBe(allowed ? 0 : 1);
  });

  it("with no GM online, it is written from her client, or refused with the reason", async () => {
    await setUp(false);
    setOwnersWriteCombatantSystem(allowed);
    const from = world.foundry.operations.length;
    const result = await toggleAna();
    if (allowed) expect(opening("Ana")).toBe("counter");
    else {
      expect(result).toMatchObject({
        status: "refused",
        refusal: { i18nKey: "ACTION_ENGINE.Tracker.Refused.NoGM" },
      });
      expect(opsSince(world.foundry, from)).toEqual([]);
      expect(opening("Ana")).toBe("evading");
    }
  });
});

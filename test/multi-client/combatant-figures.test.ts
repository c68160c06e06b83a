import { beforeEach, describe, expect, it } from "vitest";
import { EMPTY_COMBATANT_DATA } from "../../src/combat/snapshot";
import { shots } from "../../src/rules/sequencing";
import type { ShotsState } from "../../src/rules/sequencing/shots";
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
import { storedState } from "../combat/stored-state";

/*
 * Issue 28: the engine's figures (AP, shots, ready HP …) are the Combat's entries, which only the
 * GM writes. Older versions copied them onto each Combatant, which its owner may write: a world
 * saved so, or a player's console, leaves figures there that the tracker never reads.
 */
let world: TrackerWorld;
let combat: Encounter;

/** The figures older versions copied onto a Combatant (what an old world's data still holds). */
const OLD_MIRRORS = {
  ap: 9,
  carry: 3,
  status: "down",
  shot: 12,
  ready: 7,
  carryOver: 2,
  used: 1,
  passive: 1,
  counter: true,
  every: 4,
};

const ownData = (name: string) =>
  (combatantNamed(combat, name).system as unknown as { toObject(): object }).toObject();
const seen = (name: string) => combat.snapshot.combatants.find((one) => one.name === name)!;
const state = () => storedState(combat) as unknown as ShotsState;

beforeEach(async () => {
  world = trackerWorld({ ruleset: "action" });
  const ana = await actor({
    name: "Ana",
    type: "action",
    owner: world.alice,
    system: { attributes: { reflexes: 6 } },
  });
  const cyrus = await actor({
    name: "Cyrus",
    type: "action",
    system: { villain: true, attributes: { reflexes: 7 } },
  });
  combat = await encounter();
  // Ana's Combatant as an older version saved it, with the engine's figures on it
  await addCombatants(combat, [ana, cyrus], [{ system: OLD_MIRRORS }]);
  rolls(["2d6", [5, 2]], ["2d6", [6, 1]]);
  await combat.startCombat();
  allRollsUsed();
});

describe("a combatant's engine figures", () => {
  it("are not kept on an older world's Combatant: it loads with its side and inputs only", () => {
    for (const key of Object.keys(OLD_MIRRORS)) expect(ownData("Ana")).not.toHaveProperty(key);
    expect(seen("Ana").system).toEqual({ ...EMPTY_COMBATANT_DATA, side: "friendly" });
    // the tracker's figures are the engine's (Reflexes 6 + the roll's 3), not the 12 saved on her
    // Combatant; her initiative shows the same
    expect(shots.shot(state(), seen("Ana").id)).toBe(9);
    expect(combatantNamed(combat, "Ana").initiative).toBe(9);
  });

  it("a player's initiative on her own Combatant is not shown: the engine's figure is (issue 28)", async () => {
    const ana = combatantNamed(combat, "Ana");
    const order = combat.turns.map((one) => one.name);
    // the server lets a Combatant's owner write its initiative
    await world.users.as(world.alice, () => ana.update({ initiative: 30 }));
    expect(ana.initiative).toBe(9);
    expect(combat.turns.map((one) => one.name)).toEqual(order);
    // prepared on its own (as Foundry prepares a Combatant updated alone), it shows the same
    ana.initiative = 30;
    (ana as unknown as { prepareData(): void }).prepareData();
    expect(ana.initiative).toBe(9);
  });

  it("a player's figure on her own Combatant is not the engine's", async () => {
    const before = state();
    const ana = combatantNamed(combat, "Ana");
    await world.users.as(world.alice, () => ana.update({ system: { shot: 30, ap: 5 } } as never));
    expect(ownData("Ana")).not.toHaveProperty("shot");
    expect(seen("Ana").system).not.toHaveProperty("shot");
    expect(state()).toEqual(before);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { chooseCarryOver } from "../../src/combat/foundry/carry-over-dialog";
import { trackerView } from "../../src/combat/view-models";
import { readyHp } from "../../src/rules/sequencing";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { DialogV2 } from "../foundry/applications";
import { RollDouble } from "../foundry/rolls";
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
 * RULES 4 initiative on ready hit points (seed 003, "Initiative"): with equal ready HP the longest
 * reach decides first, unless the two stand closer than half that reach, when the closer (shorter)
 * weapon does, except that a missile weapon with the longest range keeps its lead; with equal reach
 * the higher bonus for the action goes first. Everyone here has strength 3: 6 HP, all ready.
 */
let world: TrackerWorld;
let combat: Encounter;
const id = (name: string) => combatantNamed(combat, name).id;
const order = () =>
  readyHp
    .order(storedState(combat) as unknown as ReadyHpState)
    .map((one) => combat.combatants.get(one)!.name);
const revision = () => (combat.system as unknown as { revision: number }).revision;

const spear = { name: "Spear", kind: "handToHand", reach: 3, attack: 2 };
const dagger = { name: "Dagger", kind: "handToHand", reach: 1, attack: 4 };
const club = { name: "Club", kind: "handToHand", reach: 1, attack: 1 };
const bow = { name: "Bow", kind: "bow", reach: 1, range: 60, attack: 3 };

async function fight(...fighters: [string, Record<string, unknown>][]): Promise<void> {
  const made = [];
  for (const [name, weapon] of fighters)
    made.push(
      await actor({
        name,
        type: "rounds",
        owner: name === "Bo" ? world.bob : null,
        system: { strength: 3 },
        items: [{ name: weapon.name, type: "mano-weapon", system: { ...weapon, equipped: true } }],
      }),
    );
  combat = await encounter();
  await addCombatants(combat, made);
}

/** Bo's player answers the carry-over dialog: nothing held back, the opponent `metres` away. */
async function boSaysDistance(metres: string): Promise<void> {
  DialogV2.answers = [{ fill: { hp: "0", distance: metres } }];
  await world.users.as(world.bob, () => chooseCarryOver(combat, id("Bo"), revision()));
}

beforeEach(() => {
  world = trackerWorld({ ruleset: "rounds" });
  RollDouble.script = [];
});

describe("RULES 4 tie-breaks on the ready-HP tracker", () => {
  it("equal ready HP (6 each): the spear (reach 3) decides before the dagger (reach 1), no roll-off", async () => {
    await fight(["Ana", spear], ["Bo", dagger]);
    await combat.startCombat();
    allRollsUsed();
    expect(order()).toEqual(["Ana", "Bo"]);
  });

  it("Bo is 1 m from Ana, closer than half her 3 m reach: the dagger decides first", async () => {
    await fight(["Ana", spear], ["Bo", dagger]);
    const from = world.foundry.operations.length;
    await boSaysDistance("1");
    // his own combatant's data, one write from his own client
    expect(opsSince(world.foundry, from)).toEqual(["update Combatant"]);
    expect(world.queries).toEqual([]);
    expect((combatantNamed(combat, "Bo").system as unknown as { distance: number }).distance).toBe(
      1,
    );
    const row = trackerView(combat.snapshot, {
      isGM: true,
      userId: world.gm.id,
      gmOnline: true,
    })
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === id("Bo"))!;
    expect(row.notes).toContainEqual({
      key: "ACTION_ENGINE.Tracker.Note.Distance",
      data: { metres: 1 },
    });
    await combat.startCombat();
    expect(order()).toEqual(["Bo", "Ana"]);
  });

  it("at 2 m (not closer than 1.5 m) the spear keeps its lead", async () => {
    await fight(["Ana", spear], ["Bo", dagger]);
    await boSaysDistance("2");
    await combat.startCombat();
    expect(order()).toEqual(["Ana", "Bo"]);
  });

  it("a bow with the longest range (60 m) still decides first when Bo stands 1 m away", async () => {
    await fight(["Cyrus", bow], ["Bo", dagger]);
    await boSaysDistance("1");
    await combat.startCombat();
    expect(order()).toEqual(["Cyrus", "Bo"]);
  });

  it("equal reach: the dagger's +4 decides before the club's +1, without a roll-off", async () => {
    await fight(["Eve", club], ["Bo", dagger]);
    await combat.startCombat();
    allRollsUsed();
    expect(order()).toEqual(["Bo", "Eve"]);
  });

  it("equal reach and bonus: a roll-off (d20 each) settles it", async () => {
    await fight(["Dee", dagger], ["Bo", dagger]);
    rolls(["2d20", [3, 15]]);
    await combat.startCombat();
    allRollsUsed();
    expect(order()).toEqual(["Bo", "Dee"]);
  });

  it("the distance is kept for the next round, and a blank field makes it unknown again", async () => {
    await fight(["Ana", spear], ["Bo", dagger]);
    await boSaysDistance("1");
    await combat.startCombat();
    await click(world, world.gm, combat, { action: "nextRound" });
    expect(order()).toEqual(["Bo", "Ana"]);
    await boSaysDistance("");
    expect(
      (combatantNamed(combat, "Bo").system as unknown as { distance: number | null }).distance,
    ).toBeNull();
    await click(world, world.gm, combat, { action: "nextRound" });
    expect(order()).toEqual(["Ana", "Bo"]);
  });

  it("a distance out of bounds is refused with nothing written", async () => {
    await fight(["Ana", spear], ["Bo", dagger]);
    const from = world.foundry.operations.length;
    const result = await click(world, world.bob, combat, {
      action: "carryOverChoice",
      combatantId: id("Bo"),
      hp: 0,
      distance: -3,
    });
    expect(result.status).toBe("refused");
    expect(opsSince(world.foundry, from)).toEqual([]);
  });
});

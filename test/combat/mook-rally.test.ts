import { beforeEach, describe, expect, it } from "vitest";
import { engineOf } from "../../src/combat/engines";
import { registerConditions } from "../../src/documents/conditions";
import {
  actor,
  addCombatants,
  allRollsUsed,
  attribute,
  combatantNamed,
  encounter,
  opsSince,
  rolls,
  trackerWorld,
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";

/*
 * RULES 1.7 and 1.9 (seed 000, "Mooks" and "Tide of Battle"): when the GM's Tide of Battle die
 * shows 6 for a side, that side's downed mooks get back up with two points fewer; mooks that are
 * out stay out, and the other side's downed mooks stay down. Back up, a mook joins the ladder with
 * its own initiative roll.
 */
let world: TrackerWorld;
let combat: Encounter;

const points = (name: string) =>
  (
    world.foundry.actors.find((a) => a.name === name)!.system as unknown as {
      mook: { points: number };
    }
  ).mook.points;
const inSequence = () => {
  const { mode, state } = combat.snapshot;
  return state === null ? [] : engineOf(mode).ids(state);
};
const mook = (name: string, mookPoints: number) =>
  actor({
    name,
    type: "okrpg",
    system: { mookSystem: "mook", mook: { points: mookPoints } },
    items: [attribute("Knife", "Avg", ["initiative"])],
  });

beforeEach(async () => {
  world = trackerWorld({ ruleset: "okrpg" });
  registerConditions("okrpg");
  const ana = await actor({
    name: "Ana",
    type: "okrpg",
    owner: world.alice,
    items: [attribute("Wits", "Gd", ["initiative"])],
  });
  const goons = [await mook("Goon 5", 5), await mook("Goon 6", 6), await mook("Goon 7", 7)];
  const rival = await mook("Rival goon", 5);
  combat = await encounter("ladder");
  await addCombatants(
    combat,
    [ana, ...goons, rival],
    [{}, ...goons.map(() => ({ system: { side: "hostile" } })), {}],
  );
});

describe("a mook rallying on a Tide of Battle 6 (RULES 1.7, 1.9)", () => {
  it("the hostile side rolls 6: its downed mooks lose two points and rejoin; the out one stays out", async () => {
    expect(combatantNamed(combat, "Goon 5").isDefeated).toBe(true);
    const from = world.foundry.operations.length;
    rolls(
      ["1d6", [4]], // friendly side: an ordinary round
      ["1d6", [6]], // hostile side: a 6
      ["4dF + 4", [1, 0, 0, 0]], // Ana: 5 AP
      // the rallied mooks join one after the other with their own rolls (Avg: 2 + 4dF)
      ["4dF + 2", [1, 0, 0, 0]],
      ["4dF + 2", [1, 1, 0, 0]],
    );
    await combat.startCombat();
    await whenIdle(combat);
    allRollsUsed();
    // 5 points → 3 and 6 → 4: fighting again; 7 was out and stays at 7
    expect([points("Goon 5"), points("Goon 6"), points("Goon 7")]).toEqual([3, 4, 7]);
    // the friendly side's die was a 4: its downed mook stays down
    expect(points("Rival goon")).toBe(5);
    expect(combatantNamed(combat, "Goon 5").isDefeated).toBe(false);
    expect(combatantNamed(combat, "Goon 7").isDefeated).toBe(true);
    const ids = (...names: string[]) => names.map((n) => combatantNamed(combat, n).id);
    expect(inSequence()).toEqual(expect.arrayContaining(ids("Ana", "Goon 5", "Goon 6")));
    expect(inSequence()).not.toContain(combatantNamed(combat, "Goon 7").id);
    expect(inSequence()).not.toContain(combatantNamed(combat, "Rival goon").id);
    // the round's one Combat write, then one write per rallied mook, then each one's join
    expect(opsSince(world.foundry, from)).toEqual([
      "create ChatMessage",
      "update Combat",
      "update Actor",
      "update Actor",
      "create ChatMessage",
      "update Combat",
      "create ChatMessage",
      "update Combat",
    ]);
  });

  it("a side's die of 5 raises nobody", async () => {
    rolls(["1d6", [5]], ["1d6", [5]], ["4dF + 4", [0, 0, 0, 0]]);
    await combat.startCombat();
    allRollsUsed();
    expect([points("Goon 5"), points("Goon 6"), points("Rival goon")]).toEqual([5, 6, 5]);
  });
});

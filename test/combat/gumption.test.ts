import { beforeEach, describe, expect, it } from "vitest";
import { snapshotOf } from "../../src/combat/foundry/snapshot-of";
import { factsFor } from "../../src/combat/facts";
import { withGumption } from "../../src/combat/moves/gumption";
import { trackerView } from "../../src/combat/view-models";
import {
  actor,
  addCombatants,
  allRollsUsed,
  attribute,
  click,
  combatantNamed,
  encounter,
  opsSince,
  rolls,
  trackerWorld,
  type Encounter,
  type TrackerWorld,
} from "./world";

/*
 * RULES 1.6, the optional gumption rule (seed 000, "Sucking Up Damage"): an impaired character may
 * spend an action rolling willpower; a Good result (4 successes or more) ignores half the
 * impairment, a Great one (6 or more) all of it, until the round ends, and it still helps the
 * next round's initiative roll. On the ladder the action costs 3 AP like any other.
 */
let world: TrackerWorld;
let combat: Encounter;
type Sys = Record<string, unknown>;

const ana = () => world.foundry.actors.find((a) => a.name === "Ana")!;
const anaSystem = () => ana().system as unknown as { gumption: string; impairment: number };
const ap = (name: string) => combatantNamed(combat, name).initiative;

function rowButtons(name: string): string[] {
  const snapshot = withGumption(snapshotOf(combat), factsFor(combat), true);
  const view = trackerView(snapshot, { isGM: true, userId: "", gmOnline: true });
  const id = combatantNamed(combat, name).id;
  return view.groups
    .flatMap((g) => g.rows)
    .find((r) => r.id === id)!
    .buttons.map((b) => b.action);
}

async function fight(gumption: boolean, wounds: Sys = { nonlethal: 5 }) {
  world = trackerWorld({ ruleset: "okrpg" });
  world.foundry.settings.values.set("action-engine.okrpg.gumption", gumption);
  const a = await actor({
    name: "Ana",
    type: "okrpg",
    owner: world.alice,
    // impaired at 5 points: −1 full rank (2 steps) on every roll, initiative and gumption too
    system: { wounds },
    items: [attribute("Wits", "Grt", ["initiative"]), attribute("Nerve", "Gd", ["willpower"])],
  });
  const b = await actor({
    name: "Bo",
    type: "okrpg",
    items: [attribute("Grit", "Avg", ["initiative"])],
  });
  combat = await encounter("ladder");
  await addCombatants(combat, [a, b], [{}, { system: { side: "hostile" } }]);
  // tides 3 and 3 (one recovery each); Ana Grt 6 − 2 impaired = 4 + 4dF; Bo Avg 2 + 4dF
  rolls(["1d6", [3]], ["1d6", [3]], ["4dF + 6 - 2", [1, 1, 0, 0]], ["4dF + 2", [0, 0, 0, 0]]);
  await combat.startCombat();
  allRollsUsed();
}

describe("gumption on the action-point ladder (RULES 1.6 optional)", () => {
  beforeEach(async () => fight(true, { nonlethal: 0, lethal: 5 }));

  it("Ana, impaired and up, is offered Gumption beside Act; Bo is not", () => {
    expect(anaSystem().impairment).toBe(-2);
    expect(rowButtons("Ana")).toContain("aeGumption");
    expect(rowButtons("Bo")).not.toContain("aeGumption");
  });

  it("a roll of Gd (4 successes) is a Good result: half the impairment, and 3 AP spent", async () => {
    expect(ap("Ana")).toBe(6);
    // Nerve Gd 4 − 2 impaired + 4dF (+1 +1 0 0) = 4 successes: Good
    rolls(["4dF + 4 - 2", [1, 1, 0, 0]]);
    const from = world.foundry.operations.length;
    const result = await click(world, world.alice, combat, {
      action: "gumption",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    allRollsUsed();
    expect(result).toEqual({ status: "done" });
    expect(opsSince(world.foundry, from)).toEqual([
      "create ChatMessage",
      "update Combat",
      "update Actor",
    ]);
    expect(ap("Ana")).toBe(3);
    expect(anaSystem().gumption).toBe("good");
    expect(anaSystem().impairment).toBe(-1);
  });

  it("6 successes is Great: no impairment; it helps the next initiative roll, then it is cleared", async () => {
    rolls(["4dF + 4 - 2", [1, 1, 1, 1]]);
    await click(world, world.gm, combat, {
      action: "gumption",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    allRollsUsed();
    expect(anaSystem().gumption).toBe("great");
    expect(anaSystem().impairment).toBe(0);
    // Great: nothing left to gain, so it is not offered again this round
    expect(rowButtons("Ana")).not.toContain("aeGumption");
    // the next round's initiative is rolled without the penalty (4dF + 6), then the result goes
    rolls(["4dF + 6", [0, 0, 0, 0]], ["4dF + 2", [0, 0, 0, 0]]);
    await combat.nextRound();
    allRollsUsed();
    expect(anaSystem().gumption).toBe("none");
    expect(anaSystem().impairment).toBe(-2);
  });

  it("a roll below Gd changes nothing on the sheet but still spends the action", async () => {
    rolls(["4dF + 4 - 2", [0, 0, 0, -1]]);
    const from = world.foundry.operations.length;
    await click(world, world.gm, combat, {
      action: "gumption",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    expect(opsSince(world.foundry, from)).toEqual(["create ChatMessage", "update Combat"]);
    expect(ap("Ana")).toBe(3);
    expect(anaSystem().gumption).toBe("none");
  });

  it("Bo, not impaired, is refused before any die is rolled", async () => {
    // Bo is not up either: make him the one to act by passing Ana
    await click(world, world.gm, combat, {
      action: "pass",
      combatantId: combatantNamed(combat, "Ana").id,
    });
    const result = await click(world, world.gm, combat, {
      action: "gumption",
      combatantId: combatantNamed(combat, "Bo").id,
    });
    expect(result.status).toBe("refused");
    expect(world.foundry.notifications.shown.at(-1)?.message).toBe(
      "Only an impaired combatant without a Great gumption result rolls gumption.",
    );
  });
});

describe("a world without the gumption rule", () => {
  it("offers no Gumption button and refuses the control", async () => {
    await fight(false, { nonlethal: 0, lethal: 5 });
    const snapshot = withGumption(snapshotOf(combat), factsFor(combat), false);
    const id = combatantNamed(combat, "Ana").id;
    const row = trackerView(snapshot, { isGM: true, userId: "", gmOnline: true })
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === id)!;
    expect(row.buttons.map((b) => b.action)).not.toContain("aeGumption");
    const result = await click(world, world.gm, combat, { action: "gumption", combatantId: id });
    expect(result.status).toBe("refused");
    expect(world.foundry.notifications.shown.at(-1)?.message).toBe(
      "This world does not use the optional gumption rule.",
    );
  });
});

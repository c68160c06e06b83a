import { describe, expect, it } from "vitest";
import { engineOf } from "../../src/combat/engines";
import { trackerView } from "../../src/combat/view-models";
import { registerConditions } from "../../src/documents/conditions";
import type { RulesetId, SequencingMode } from "../../src/rules/rulesets";
import { snapshotOf } from "../../src/combat/foundry/snapshot-of";
import {
  actor,
  addCombatants,
  allRollsUsed,
  attribute,
  combatantNamed,
  encounter,
  rolls,
  trackerWorld,
  whenIdle,
  type Encounter,
} from "./world";

/*
 * Defeated combatants in every tracker mode, each with its own ruleset's way of falling: the
 * ruleset's out-of-the-fight condition is Foundry's defeated status (src/rules/conditions.ts), so
 * a character whose data reaches it is marked on its row and skipped by the engine, and one
 * healed back joins the sequence again with the roll its mode needs.
 */
let combat: Encounter;

type Sys = Record<string, unknown>;
type Actor = Awaited<ReturnType<typeof actor>>;

const inSequence = () => {
  const { mode, state } = combat.snapshot;
  return state === null ? [] : engineOf(mode).ids(state);
};

/** The row the GM's tracker draws for a combatant, marked defeated or not. */
function row(name: string) {
  const view = trackerView(snapshotOf(combat), { isGM: true, userId: "", gmOnline: true });
  const id = combatantNamed(combat, name).id;
  return view.groups.flatMap((g) => g.rows).find((r) => r.id === id)!;
}

async function fight(ruleset: RulesetId, mode: SequencingMode, fighters: [Sys, Sys]) {
  trackerWorld({ ruleset });
  registerConditions(ruleset); // as on init: the ruleset's defeated condition
  const [a, b] = await Promise.all(
    fighters.map((system, i) => actor({ name: ["Ana", "Bo"][i], type: ruleset, ...system })),
  );
  combat = await encounter(mode);
  await addCombatants(combat, [a, b], [{}, { system: { side: "hostile" } }]);
  return { ana: a, bo: b };
}

async function changeActor(one: Actor, data: Sys) {
  await one.update(data);
  await whenIdle(combat);
}

/** Bo falls by his data: marked, out of the sequence; healed, back in with a fresh roll. */
async function fallsAndComesBack(bo: Actor, fall: Sys, heal: Sys, joinRoll: [string, number[]][]) {
  await changeActor(bo, fall);
  expect(combatantNamed(combat, "Bo").isDefeated).toBe(true);
  expect(row("Bo").defeated).toBe(true);
  expect(inSequence()).not.toContain(combatantNamed(combat, "Bo").id);
  rolls(...joinRoll);
  await changeActor(bo, heal);
  allRollsUsed();
  expect(combatantNamed(combat, "Bo").isDefeated).toBe(false);
  expect(row("Bo").defeated).toBe(false);
  expect(inSequence()).toContain(combatantNamed(combat, "Bo").id);
}

describe("defeated combatants in every tracker mode", () => {
  it("ladder, OK RPG full damage: 10 points is Out; healed below it, he joins with 4dF", async () => {
    const { bo } = await fight("okrpg", "ladder", [
      { items: [attribute("Wits", "Gd", ["initiative"])] },
      { items: [attribute("Grit", "Avg", ["initiative"])] },
    ]);
    // tide for each side, then 4dF + base for each
    rolls(["1d6", [3]], ["1d6", [4]], ["4dF + 4", [1, 0, 0, 0]], ["4dF + 2", [1, 1, 0, 0]]);
    await combat.startCombat();
    allRollsUsed();
    await fallsAndComesBack(
      bo,
      { "system.wounds.nonlethal": 10 },
      { "system.wounds.nonlethal": 0 },
      [["4dF + 2", [0, 0, 0, 1]]],
    );
  });

  it("ladder, an OK RPG mook: 5 points is Down (out of the fight); at 4 he joins again", async () => {
    const { bo } = await fight("okrpg", "ladder", [
      { items: [attribute("Wits", "Gd", ["initiative"])] },
      { system: { mookSystem: "mook" }, items: [attribute("Grit", "Avg", ["initiative"])] },
    ]);
    rolls(["1d6", [3]], ["1d6", [4]], ["4dF + 4", [1, 0, 0, 0]], ["4dF + 2", [1, 1, 0, 0]]);
    await combat.startCombat();
    allRollsUsed();
    await fallsAndComesBack(bo, { "system.mook.points": 5 }, { "system.mook.points": 4 }, [
      ["4dF + 2", [0, 0, 0, 1]],
    ]);
  });

  it("shots, Action: zero Hits is out of the action; a Hit back and he joins on a closed roll", async () => {
    const { bo } = await fight("action", "shots", [
      { system: { attributes: { reflexes: 6 } } },
      { system: { villain: true, attributes: { reflexes: 5 } } },
    ]);
    rolls(["2d6", [5, 2]], ["2d6", [3, 3]]);
    await combat.startCombat();
    allRollsUsed();
    await fallsAndComesBack(bo, { "system.hits.value": 0 }, { "system.hits.value": 1 }, [
      ["2d6", [4, 1]],
    ]);
  });

  it("ready hit points, Action Rounds: harm reaching stamina incapacitates; healed, he joins", async () => {
    const { bo } = await fight("rounds", "readyHp", [
      { system: { strength: 3 } },
      { system: { strength: 2, stamina: 8 } },
    ]);
    // equal reaches: a roll-off of two d20s settles who goes first in a tie
    rolls(["2d20", [12, 5]]);
    await combat.startCombat();
    allRollsUsed();
    await fallsAndComesBack(bo, { "system.stun": 8 }, { "system.stun": 0 }, []);
  });

  it("turns with speed, Mano a Mano: incapacitated leaves the order; healed, he is back", async () => {
    const { bo } = await fight("mano", "turns", [
      { system: { speed: 1 } },
      { system: { speed: 1, stamina: 8 } },
    ]);
    rolls(["2d20", [12, 5]]);
    await combat.startCombat();
    allRollsUsed();
    await fallsAndComesBack(bo, { "system.stun": 8 }, { "system.stun": 0 }, []);
  });

  it("standard initiative, Occult Ops: 0 HP is Down (the defeated status); healed, he rolls a d20", async () => {
    const { bo } = await fight("occult", "standard", [
      { system: { initiative: 2 } },
      { system: { initiative: 0 } },
    ]);
    rolls(["1d20 + 2", [11]], ["1d20", [9]]);
    await combat.startCombat();
    allRollsUsed();
    await fallsAndComesBack(bo, { "system.hp.value": 0 }, { "system.hp.value": 3 }, [
      ["1d20", [14]],
    ]);
  });
});

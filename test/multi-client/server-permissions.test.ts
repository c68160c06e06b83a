import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import type { DocumentDouble } from "../foundry/documents";
import { addCombatants, encounter, type Encounter } from "../combat/world";
import { attack } from "../chat/world";
import { table, type Role, type Table } from "./table";

/*
 * The double refuses what Foundry's server refuses (test/foundry/BEHAVIOURS.md, "Permissions"),
 * per document, per role and, for Combat and Combatant, per field. A refused write throws the
 * server's "lacks permission" error and nothing is written.
 */

const LACKS =
  /lacks permission to (create|update|delete) (Actor|Item|Combat|Combatant|ChatMessage)/;

async function writeAs(t: Table, role: Role, write: () => Promise<unknown>) {
  const seen = t.watch();
  const outcome = await t.on(role, write).then(
    () => "written",
    (error: Error) => (LACKS.test(error.message) ? "refused" : error.message),
  );
  const writes = seen().writes;
  if (outcome === "refused") expect(writes, "a refused write writes nothing").toEqual([]);
  return outcome;
}

/** Alice's Clone and Bob's Steven in a turns encounter (RULES 5: no dice to start); Alice's acts. */
async function turns(t: Table): Promise<Encounter> {
  return t.on("gm", async () => {
    const combat = await encounter("turns");
    await addCombatants(combat, [t.attacker.actor, t.target.actor] as never);
    await combat.startCombat();
    if (combat.combatant!.actorId !== t.attacker.actor.id) await combat.update({ turn: 1 });
    return combat;
  });
}

describe("Actor and Item: OWNER ownership, a GM owns everything", () => {
  it.each([
    ["gm", "written"],
    ["owner", "written"],
    ["player", "refused"],
    ["observer", "refused"],
  ] as const)("%s updating Alice's character: %s", async (role, expected) => {
    const t = await table("mano");
    expect(await writeAs(t, role, () => t.attacker.actor.update({ system: { stun: 1 } }))).toBe(
      expected,
    );
  });

  it.each([
    ["owner", "written"],
    ["observer", "refused"],
  ] as const)("%s changing an item inside Alice's character: %s", async (role, expected) => {
    const t = await table("mano");
    const fists = t.attacker.actor.items.contents[0] as DocumentDouble;
    expect(await writeAs(t, role, () => fists.update({ name: "Iron fists" }))).toBe(expected);
    expect(
      await writeAs(t, role, () =>
        t.attacker.actor.createEmbeddedDocuments("Item", [
          { name: "Kick", type: "mano-weapon", system: { kind: "handToHand" } },
        ]),
      ),
    ).toBe(expected);
  });
});

describe("Combat: a player may change only the turn (and round), while owning the current combatant", () => {
  it.each([
    ["gm", { system: { revision: 9 } }, "written"],
    ["owner", { turn: 1 }, "written"],
    ["player", { turn: 1 }, "refused"],
    ["observer", { turn: 1 }, "refused"],
    ["owner", { system: { revision: 9 } }, "refused"],
    ["owner", { turn: 1, system: { revision: 9 } }, "refused"],
  ] as const)("%s writing %j: %s", async (role, data, expected) => {
    const t = await table("mano");
    const combat = await turns(t);
    expect(await writeAs(t, role, () => combat.update(data))).toBe(expected);
  });

  it("asking without the data says yes to a player; asking with it says what the server will do", async () => {
    const t = await table("mano");
    const combat = await turns(t);
    expect(combat.canUserModify(t.bob, "update")).toBe(true);
    expect(combat.canUserModify(t.bob, "update", { turn: 1 })).toBe(false);
    expect(combat.canUserModify(t.alice, "update", { turn: 1 })).toBe(true);
    expect(combat.canUserModify(t.alice, "update", { system: {} })).toBe(false);
  });

  it("embedded combatants ride along only when the player may change each of them", async () => {
    const t = await table("mano");
    const combat = await turns(t);
    const clone = combat.combatants.find((c) => c.actorId === t.attacker.actor.id)!;
    const steven = combat.combatants.find((c) => c.actorId === t.target.actor.id)!;
    expect(
      await writeAs(t, "owner", () =>
        combat.update({ combatants: [{ _id: clone.id, initiative: 3 }] }),
      ),
    ).toBe("written");
    expect(
      await writeAs(t, "owner", () =>
        combat.update({ combatants: [{ _id: steven.id, initiative: 3 }] }),
      ),
    ).toBe("refused");
  });
});

describe("Combatant: its actor's owner may change its initiative and system data", () => {
  it.each([
    ["gm", { hidden: true }, "written"],
    ["owner", { initiative: 4 }, "written"],
    ["owner", { system: { side: "hostile" } }, "written"],
    ["owner", { hidden: true }, "refused"],
    ["player", { initiative: 4 }, "refused"],
    ["observer", { initiative: 4 }, "refused"],
  ] as const)("%s writing %j on Alice's combatant: %s", async (role, data, expected) => {
    const t = await table("mano");
    const combat = await turns(t);
    const clone = combat.combatants.find((c) => c.actorId === t.attacker.actor.id)!;
    expect(await writeAs(t, role, () => clone.update(data))).toBe(expected);
  });
});

describe("ChatMessage: its author or a GM", () => {
  it.each([
    ["gm", "written"],
    ["owner", "written"],
    ["player", "refused"],
    ["observer", "refused"],
  ] as const)("%s updating the card Alice posted: %s", async (role, expected) => {
    const t = await table("mano");
    const message = await attack(t, [14]);
    expect(await writeAs(t, role, () => message.update({ content: "edited" }))).toBe(expected);
  });
});

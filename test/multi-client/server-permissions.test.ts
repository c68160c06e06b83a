import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import type { DocumentDouble } from "../foundry/documents";
import { addCombatants, encounter, type Encounter } from "../combat/world";
import { attack } from "../chat/world";
import { table, type Role, type Table } from "./table";
import { setPermissionRoles, USER_ROLES } from "../foundry/permissions";

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

describe("world Actors and Items: created by a GM or an Assistant, or a role the GM allows", () => {
  const clone = () => ({ name: "Clone", type: "mano" });
  const knife = () => ({ name: "Knife", type: "mano-weapon", system: { kind: "handToHand" } });

  it.each([
    ["gm", "written"],
    ["owner", "refused"],
    ["player", "refused"],
  ] as const)("%s creating a world actor and a world item: %s", async (role, expected) => {
    const t = await table("mano");
    expect(await writeAs(t, role, () => Actor.create(clone() as never))).toBe(expected);
    expect(await writeAs(t, role, () => Item.create(knife() as never))).toBe(expected);
  });

  it("a player whose role the world grants Create Actors and Create Items may", async () => {
    const t = await table("mano");
    setPermissionRoles("ACTOR_CREATE", [USER_ROLES.PLAYER]);
    setPermissionRoles("ITEM_CREATE", [USER_ROLES.PLAYER]);
    expect(await writeAs(t, "player", () => Actor.create(clone() as never))).toBe("written");
    expect(await writeAs(t, "player", () => Item.create(knife() as never))).toBe("written");
  });

  it("an Assistant GM may by default", async () => {
    const t = await table("mano");
    t.bob.role = USER_ROLES.ASSISTANT;
    expect(await writeAs(t, "player", () => Actor.create(clone() as never))).toBe("written");
  });
});

describe("a refusal inside another document names its parent", () => {
  it("an item in Alice's character, a combatant in the encounter", async () => {
    const t = await table("mano");
    const actor = t.attacker.actor as unknown as DocumentDouble;
    const fists = actor.items.contents[0] as DocumentDouble;
    await expect(t.on("player", () => fists.update({ name: "Iron fists" }))).rejects.toThrow(
      `lacks permission to update Item [${fists.id}] in parent Actor [${actor.id}]`,
    );
    const combat = await turns(t);
    const clone = combat.combatants.find((c) => c.actorId === actor.id)!;
    await expect(t.on("player", () => clone.update({ initiative: 4 }))).rejects.toThrow(
      `lacks permission to update Combatant [${clone.id}] in parent Combat [${combat.id}]`,
    );
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

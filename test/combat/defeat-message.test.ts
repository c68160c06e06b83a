import { describe, expect, it } from "vitest";
import { engineOf } from "../../src/combat/engines";
import { registerConditions } from "../../src/documents/conditions";
import { ensureTemplates } from "../../src/chat/foundry/templates";
import { snapshotOf } from "../../src/combat/foundry/snapshot-of";
import { undoDefeat } from "../../src/combat/foundry/defeat-message";
import { installChat, type ChatDoubleWorld } from "../foundry/chat-world";
import type { MessageDouble } from "../foundry/chat";
import {
  actor,
  addCombatants,
  allRollsUsed,
  combatantNamed,
  encounter,
  rolls,
  trackerWorld,
  whenIdle,
  type Encounter,
  type TrackerWorld,
} from "./world";

/*
 * A defeat announced in chat (src/combat/foundry/defeat-message.ts): when a combatant goes out of
 * a running encounter, the active GM's client posts one message; the GM's Undo on it brings the
 * combatant back (its defeated flag cleared, the defeated status off its actor) and the tracker
 * lets it join again. A player's own message dressed as one is not undone.
 */

const g = globalThis as Record<string, unknown>;
const DEFEAT = "action-engine";

interface Table {
  world: TrackerWorld;
  chat: ChatDoubleWorld;
  combat: Encounter;
}

/** Mano a Mano, turns with speed: Ana against Bo, the encounter started. */
async function table(): Promise<Table> {
  const world = trackerWorld({ ruleset: "mano" });
  registerConditions("mano");
  // the chat's messages and rendering; the tracker keeps its own scripted Roll
  const roll = g.Roll;
  const chat = installChat(world.foundry, world);
  g.Roll = roll;
  await ensureTemplates();
  const [ana, bo] = await Promise.all(
    ["Ana", "Bo"].map((name) => actor({ name, type: "mano", system: { speed: 1, stamina: 8 } })),
  );
  const combat = await encounter("turns");
  await addCombatants(combat, [ana, bo], [{}, { system: { side: "hostile" } }]);
  rolls(["2d20", [12, 5]]);
  await combat.startCombat();
  allRollsUsed();
  return { world, chat, combat };
}

const defeats = (t: Table) =>
  t.chat.messages.contents.filter((m) => m.getFlag(DEFEAT, "defeat") !== undefined);
const inSequence = (t: Table) => {
  const { mode, state } = snapshotOf(t.combat);
  return state === null ? [] : engineOf(mode).ids(state);
};

/** The GM marks a combatant defeated on its row (core's Mark Defeated sets the flag). */
async function markDefeated(t: Table, name: string) {
  await combatantNamed(t.combat, name).update({ defeated: true });
  await whenIdle(t.combat);
}

/** An actor's data changed (a card's Apply, the sheet). */
async function changeActor(t: Table, name: string, data: Record<string, unknown>) {
  const one = combatantNamed(t.combat, name).actor as { update(d: object): Promise<unknown> };
  await one.update(data);
  await whenIdle(t.combat);
}

describe("a defeat announced in chat", () => {
  it("posts one message when Bo goes out, though he is then incapacitated by his stun as well", async () => {
    const t = await table();
    await markDefeated(t, "Bo");
    // RULES 5: stun reaching his stamina of 8 incapacitates him: out a second way
    await changeActor(t, "Bo", { "system.stun": 8 });
    await new Promise((resolve) => setTimeout(resolve));
    const posted = defeats(t);
    expect(posted).toHaveLength(1);
    const html = await posted[0].renderHTML();
    expect(html.element.querySelector(".ae-defeat__text")?.textContent).toBe(
      "Bo is out of the fight.",
    );
    expect(html.element.querySelector("[data-action=aeUndoDefeat]")).not.toBeNull();
  });

  it("shows players the announcement without the Undo", async () => {
    const t = await table();
    await markDefeated(t, "Bo");
    await new Promise((resolve) => setTimeout(resolve));
    const html = await t.world.users.as(t.world.alice, () => defeats(t)[0].renderHTML());
    expect(html.element.querySelector(".ae-defeat__text")).not.toBeNull();
    expect(html.element.querySelector("[data-action=aeUndoDefeat]")).toBeNull();
  });

  it("the GM's Undo brings Bo back: not defeated, back in the order, the message saying so", async () => {
    const t = await table();
    await markDefeated(t, "Bo");
    await new Promise((resolve) => setTimeout(resolve));
    const bo = combatantNamed(t.combat, "Bo");
    expect(inSequence(t)).not.toContain(bo.id);
    const message = defeats(t)[0];
    const html = await message.renderHTML();
    html.click(html.element.querySelector("[data-action=aeUndoDefeat]")!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await whenIdle(t.combat);
    expect(bo.isDefeated).toBe(false);
    expect(inSequence(t)).toContain(bo.id);
    const after = await message.renderHTML();
    expect(after.element.querySelector(".ae-defeat__undone")?.textContent).toBe(
      "Undone: Bo is back in the fight.",
    );
    expect(after.element.querySelector("[data-action=aeUndoDefeat]")).toBeNull();
    // no new announcement came of the return
    expect(defeats(t)).toHaveLength(1);
  });

  it("refuses a player's Undo, and a GM's click on a player's message dressed as a defeat", async () => {
    const t = await table();
    await markDefeated(t, "Bo");
    await new Promise((resolve) => setTimeout(resolve));
    const bo = combatantNamed(t.combat, "Bo");
    const real = defeats(t)[0];
    await t.world.users.as(t.world.alice, () => undoDefeat(real as never));
    expect(bo.isDefeated).toBe(true);
    const forged = (await t.world.users.as(t.world.alice, () =>
      ChatMessage.create({
        content: "",
        flags: { [DEFEAT]: { defeat: { combatId: t.combat.id, combatantId: bo.id, name: "Bo" } } },
      } as never),
    )) as unknown as MessageDouble;
    await undoDefeat(forged as never);
    expect(bo.isDefeated).toBe(true);
    expect(t.world.foundry.notifications.shown.map((n) => n.message)).toEqual([
      "Only the GM can undo a defeat.",
      "This message was not posted by a GM: its Undo is refused.",
    ]);
  });

  it("leaves Bo out when his own stun puts him out: the Undo says to change his values instead", async () => {
    const t = await table();
    await changeActor(t, "Bo", { "system.stun": 8 });
    await new Promise((resolve) => setTimeout(resolve));
    const message = defeats(t)[0];
    await undoDefeat(message as never);
    expect(combatantNamed(t.combat, "Bo").isDefeated).toBe(true);
    expect(t.world.foundry.notifications.shown.map((n) => n.message)).toEqual([
      "Incapacitated follows from Bo's values on the sheet: change those, not the token.",
    ]);
    expect(message.getFlag(DEFEAT, "defeat")).not.toHaveProperty("undone");
  });
});

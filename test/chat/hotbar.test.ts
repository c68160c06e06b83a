import { describe, expect, it } from "vitest";
import { CardRoll } from "../foundry/chat";
import { attackCommand, onHotbarDrop } from "../../src/chat/foundry/hotbar";
import { weaponOf, world } from "./world";

// Dragging a weapon to the hotbar makes a macro that attacks with it through the macro API.

describe("a weapon dropped on the hotbar becomes an attack macro", () => {
  it("creates one script macro calling game.system.api.attack with the item's uuid, in the slot dropped on", async () => {
    const w = await world("mano");
    const weapon = weaponOf(w.attacker);
    const ops = w.mark();
    const handled = await w.combat.users.as(w.alice, async () => {
      const result = onHotbarDrop(null, { type: "Item", uuid: weapon.uuid }, 3);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return result;
    });
    expect(handled).toBe(false);
    expect(ops()).toEqual([
      expect.objectContaining({
        action: "create",
        documentName: "Macro",
        data: [
          expect.objectContaining({
            type: "script",
            name: "Fists",
            command: `game.system.api.attack("${weapon.uuid}");`,
          }),
        ],
      }),
    ]);
    const macro = w.chat.macros.contents[0];
    expect(w.chat.hotbar[w.alice.id]).toEqual({ 3: macro.id });
  });

  it("a second drop of the same weapon reuses its macro", async () => {
    const w = await world("mano");
    const uuid = weaponOf(w.attacker).uuid;
    onHotbarDrop(null, { type: "Item", uuid }, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    onHotbarDrop(null, { type: "Item", uuid }, 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(w.chat.macros.size).toBe(1);
    expect(Object.keys(w.chat.hotbar[w.gm.id])).toEqual(["1", "2"]);
  });

  it("another user's macro with the same command is never reused: its author could rewrite it (issue 26, finding 6)", async () => {
    const w = await world("mano");
    const uuid = weaponOf(w.attacker).uuid;
    // Bob writes a macro with the command Alice's drop would make
    const bobs = await w.combat.users.as(w.bob, () =>
      Macro.create({
        name: "Fists",
        type: "script",
        img: "",
        command: attackCommand(uuid),
      } as never),
    );
    await w.combat.users.as(w.alice, async () => {
      onHotbarDrop(null, { type: "Item", uuid }, 4);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const slot = w.chat.hotbar[w.alice.id][4];
    expect(slot).not.toBe((bobs as unknown as { id: string }).id);
    expect(w.chat.macros.get(slot)).toMatchObject({
      author: w.alice.id,
      command: attackCommand(uuid),
    });
    // her own macro is the one reused next time
    await w.combat.users.as(w.alice, async () => {
      onHotbarDrop(null, { type: "Item", uuid }, 5);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(w.chat.hotbar[w.alice.id][5]).toBe(slot);
    expect(w.chat.macros.size).toBe(2);
  });

  it("anything but a carried weapon is left to Foundry", async () => {
    const w = await world("mano");
    const loose = (await Item.create({
      name: "Loose",
      type: "mano-weapon",
    } as never)) as unknown as { uuid: string };
    expect(onHotbarDrop(null, { type: "Item", uuid: loose.uuid }, 1)).toBeUndefined();
    expect(onHotbarDrop(null, { type: "Actor", uuid: w.attacker.actor.uuid }, 1)).toBeUndefined();
  });

  it("the macro's command attacks through the API", async () => {
    const w = await world("mano");
    const weapon = weaponOf(w.attacker);
    expect(attackCommand(weapon.uuid)).toBe(`game.system.api.attack("${weapon.uuid}");`);
    const api = (
      game.system as unknown as { api: { attack(uuid: string, o?: object): Promise<unknown> } }
    ).api;
    CardRoll.expect("1d20", [14]);
    await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return api.attack(weapon.uuid, { fastForward: true });
    });
    expect(w.chat.messages.size).toBe(1);
  });
});

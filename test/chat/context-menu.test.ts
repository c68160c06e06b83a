import { describe, expect, it } from "vitest";
import { openChatMenu } from "../foundry/chat-menu";
import type { MessageDouble } from "../foundry/chat";
import type { DocumentDouble } from "../foundry/documents";
import { attack, cardOf, type World, world } from "./world";
import type * as mano from "../../src/rules/cards/mano";
import { cardMenuEntries } from "../../src/chat/foundry/card/context-menu";

// The chat message's context menu on an attack card (hook getChatMessageContextOptions): the
// card's Apply, Undo and Apply to the selected tokens, each pressing the card's own button
// through the click adapter, in the running generation's entry shape (the double warns for v13
// names on v14, and every test fails on a warning: test/foundry/compatibility.ts).

const MENU = "ACTION_ENGINE.Card.Menu";
const sys = (doc: DocumentDouble) => doc.system as unknown as { stun: number; damage: number };

/** The menu as `user` opens it on the message's element in their chat log. */
async function menuAs(w: World, user: World["alice"], message: MessageDouble) {
  return w.combat.users.as(user, async () => {
    const html = await message.renderHTML();
    const entries = openChatMenu(html.element);
    return {
      labels: entries.map((e) => e.label),
      pick: (label: string) => {
        const entry = entries.find((e) => e.label === `${MENU}.${label}`);
        if (!entry) throw new Error(`no ${label} in the menu`);
        return w.combat.users.as(user, () => entry.pick());
      },
    };
  });
}

describe("the chat message's context menu on an attack card", () => {
  it("offers the GM the card's Apply; picking it applies Steven's stun and damage once, then offers Undo, which restores them", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    let menu = await menuAs(w, w.gm, message);
    expect(menu.labels).toEqual([`${MENU}.Apply`]);
    const ops = w.mark();
    await menu.pick("Apply");
    expect(ops().map((op) => `${op.action} ${op.documentName}`)).toEqual([
      "update Actor",
      "update ChatMessage",
    ]);
    expect(sys(w.target.actor)).toMatchObject({ stun: 2, damage: 1 });

    menu = await menuAs(w, w.gm, message);
    expect(menu.labels).toEqual([`${MENU}.Undo`]);
    await menu.pick("Undo");
    expect(sys(w.target.actor)).toMatchObject({ stun: 0, damage: 0 });
    expect((cardOf(message) as mano.ManoCard).targets[0].applied).toBeUndefined();
  });

  it("Apply to the selected tokens switches the card to them and applies it there", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], {}, { targets: [] });
    await w.combat.users.as(w.gm, async () => w.chat.select(w.target.token));
    const menu = await menuAs(w, w.gm, message);
    expect(menu.labels).toContain(`${MENU}.ApplySelected`);
    await menu.pick("ApplySelected");
    expect(cardOf(message).targets.map((t) => t.name)).toEqual([w.target.token.name]);
    expect(sys(w.target.actor)).toMatchObject({ stun: 2, damage: 1 });
  });

  it("shows no Apply to selected tokens while none is selected", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], {}, { targets: [] });
    await w.combat.users.as(w.gm, async () => w.chat.select());
    expect((await menuAs(w, w.gm, message)).labels).not.toContain(`${MENU}.ApplySelected`);
  });

  it("offers a player who neither posted the card nor owns its target nothing", async () => {
    const w = await world("mano", { players: ["Alice", "Bob", "Carol"] });
    const carol = w.combat.players[2];
    const message = await attack(w, [14]);
    expect((await menuAs(w, carol, message)).labels).toEqual([]);
  });

  it("goes through the card's queue on the GM's client: two of Alice's Applies at once land once", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const menu = await menuAs(w, w.alice, message);
    const ops = w.mark();
    await Promise.all([menu.pick("Apply"), menu.pick("Apply")]);
    expect(ops().filter((op) => op.documentName === "Actor")).toHaveLength(1);
    expect(sys(w.target.actor)).toMatchObject({ stun: 2, damage: 1 });
  });

  it("adds nothing for a message that is not an attack card", async () => {
    const w = await world("mano");
    const plain = await w.combat.users.as(w.gm, () =>
      ChatMessage.create({ content: "hello" } as never),
    );
    const html = await w.combat.users.as(w.gm, () =>
      (plain as unknown as MessageDouble).renderHTML(),
    );
    await expect(w.combat.users.as(w.gm, async () => openChatMenu(html.element))).resolves.toEqual(
      [],
    );
  });
});

describe("the menu's handlers called from a console", () => {
  it("press nothing for a player the card's buttons refuse: Carol's call writes nothing", async () => {
    const w = await world("mano", { players: ["Alice", "Bob", "Carol"] });
    const carol = w.combat.players[2];
    const message = await attack(w, [14]);
    const ops = w.mark();
    await w.combat.users.as(carol, async () => {
      const html = await message.renderHTML();
      for (const entry of cardMenuEntries())
        await (entry.callback?.(html.element) ?? entry.onClick?.(new Event("click"), html.element));
    });
    expect(ops()).toEqual([]);
    expect(sys(w.target.actor)).toMatchObject({ stun: 0, damage: 0 });
  });
});

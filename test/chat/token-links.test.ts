import { describe, expect, it } from "vitest";
import { dispatch } from "../foundry/dom";
import type { MessageDouble } from "../foundry/chat";
import { attack, type World, world } from "./world";

// A target's name on the card links to its token (as dnd5e's attack messages do): pointing at it
// lights the token (Token#_onHoverIn with hoverOutOthers, then _onHoverOut), a click pans the
// canvas to the token's centre (Canvas#animatePan); a token deleted, on another scene or hidden
// from this user is named in a notice and the canvas is left alone.

async function cardAs(w: World, user: World["alice"], message: MessageDouble) {
  return w.combat.users.as(user, async () => {
    const html = await message.renderHTML();
    const link = html.element.querySelector<HTMLElement>("[data-token-link]");
    return { html, link };
  });
}

const notices = (w: World) => w.foundry.notifications.shown.map((n) => n.message);

describe("a target's name on the card links to its token", () => {
  it("names the target's token, with a label saying so", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const { link } = await cardAs(w, w.alice, message);
    expect(link?.dataset.tokenLink).toBe(w.target.token.uuid);
    expect(link?.textContent).toBe(w.target.token.name);
    expect(link?.getAttribute("aria-label")).toBe(`Show ${w.target.token.name} on the scene`);
  });

  it("lights the token while the pointer is on the name, and dims it when it leaves", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const { link } = await cardAs(w, w.alice, message);
    await w.combat.users.as(w.alice, async () => {
      dispatch(link!, "pointerover");
      dispatch(link!, "pointerout");
    });
    expect(w.chat.canvasCalls).toEqual([
      { action: "hoverIn", token: w.target.token.id, hoverOutOthers: true },
      { action: "hoverOut", token: w.target.token.id },
    ]);
  });

  it("pans the canvas to the token's centre on a click, and makes no card request", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const { html, link } = await cardAs(w, w.alice, message);
    const ops = w.mark();
    await w.combat.users.as(w.alice, async () => html.click(link!));
    // the target stands at (400, 0) on a 100-pixel grid: its centre is half a square in
    expect(w.chat.canvasCalls).toEqual([{ action: "pan", x: 450, y: 50 }]);
    expect(ops()).toEqual([]);
  });

  it("says the token was deleted, and leaves the canvas alone", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const { html, link } = await cardAs(w, w.alice, message);
    w.target.token.parent.tokens.delete(w.target.token.id);
    await w.combat.users.as(w.alice, async () => {
      html.click(link!);
      dispatch(link!, "pointerover");
    });
    expect(w.chat.canvasCalls).toEqual([]);
    expect(notices(w)).toContain(
      `${w.target.token.name} has no token any more: its token was deleted.`,
    );
  });

  it("names the scene a token stands on when the canvas shows another", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const { html, link } = await cardAs(w, w.alice, message);
    w.chat.view(w.chat.scene());
    await w.combat.users.as(w.alice, async () => html.click(link!));
    expect(w.chat.canvasCalls).toEqual([]);
    expect(notices(w)).toContain(`${w.target.token.name} stands on another scene (Scene 1).`);
  });

  it("does not show a player where a token hidden from players stands", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], {}, { as: w.gm });
    w.target.token.hidden = true;
    const { html, link } = await cardAs(w, w.bob, message);
    await w.combat.users.as(w.bob, async () => {
      html.click(link!);
      dispatch(link!, "pointerover");
    });
    expect(w.chat.canvasCalls).toEqual([]);
    expect(notices(w)).toContain(`${w.target.token.name}'s token is not in view for you.`);
  });
});

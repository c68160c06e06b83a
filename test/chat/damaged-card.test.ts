import { describe, expect, it } from "vitest";
import { MessageElement } from "../foundry/dom";
import type { MessageDouble } from "../foundry/chat";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import { readCard } from "../../src/rules/cards";
import { actionsIn } from "../templates/harness";
import { singleFieldCorruptions } from "../rules/corruptions";
import { attack, systemOf, type World, world } from "./world";

/*
 * Stored data is never trusted: an attack card is read back through the rules layer's readCard.
 * A damaged card (a bad field, a ruleset nobody knows, text that is not JSON) shows a block
 * saying so, its buttons are refused with that message, and the GM can mark it void.
 */

const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

async function rendered(w: World, message: MessageDouble, user: World["gm"]): Promise<string> {
  const html = new MessageElement();
  await w.combat.users.as(user, () => renderAttackMessage(message as never, html as never));
  return html.content.innerHTML;
}

/** Stores the card as an import or a faulty module would have left it. */
async function damage(message: MessageDouble, card: unknown) {
  const json = typeof card === "string" ? card : JSON.stringify(card);
  await (message as unknown as { update(d: object): Promise<unknown> }).update({
    "system.card": json,
  });
}

/** A click on the card by `user`, with the revision it was rendered at. */
function press(w: World, message: MessageDouble, user: World["gm"], action: string, data = {}) {
  return w.combat.users.as(user, () =>
    requestCardAction(message as never, {
      messageId: message.id,
      revision: systemOf(message).revision,
      action,
      data,
    }),
  );
}

const stored = (message: MessageDouble) =>
  JSON.parse(systemOf(message).card) as { ruleset: string };
const warnings = (w: World) => w.foundry.notifications.shown.map((one) => one.message);

describe("a card whose stored data is damaged", () => {
  it("of a ruleset nobody knows: never applied with Mano a Mano's rules; shown damaged, its buttons refused", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await damage(message, { ...stored(message), ruleset: "homebrew" });
    const gm = await rendered(w, message, w.gm);
    expect(text(gm)).toContain("stored data is damaged, so it is not shown");
    expect(text(gm)).toContain("ruleset must be one of");
    expect(actionsIn(gm)).toEqual(["markVoid"]);
    const alice = await rendered(w, message, w.alice);
    expect(text(alice)).toContain("stored data is damaged, so it is not shown");
    expect(actionsIn(alice)).toEqual([]);

    const ops = w.mark();
    for (const user of [w.gm, w.alice]) {
      const result = await press(w, message, user, "apply", { target: w.target.token.id });
      expect(result?.status).toBe("refused");
      expect(warnings(w).at(-1)).toContain("stored data is damaged: its buttons cannot be used");
    }
    expect(ops()).toEqual([]);
  });

  it("the GM marks it void in one write; it then shows as void with no buttons, and stays refused", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await damage(message, "{ not json");
    expect((await press(w, message, w.alice, "markVoid"))?.status).toBe("refused");
    expect(warnings(w).at(-1)).toContain("stored data is damaged");

    const ops = w.mark();
    expect((await press(w, message, w.gm, "markVoid"))?.status).toBe("done");
    expect(ops().map((op) => `${op.action} ${op.documentName}`)).toEqual(["update ChatMessage"]);
    expect(systemOf(message).voided).toBe(true);
    for (const user of [w.gm, w.alice]) {
      const html = await rendered(w, message, user);
      expect(text(html)).toContain("The GM marked this card void");
      expect(actionsIn(html)).toEqual([]);
    }
    const result = await press(w, message, w.gm, "apply", { target: w.target.token.id });
    expect(result?.status).toBe("refused");
    expect(warnings(w).at(-1)).toContain("The GM marked this card void");
  });

  it("a card that reads as valid cannot be marked void", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    expect((await press(w, message, w.gm, "markVoid"))?.status).toBe("refused");
    expect(systemOf(message).voided).toBe(false);
  });

  it.each(["okrpg", "mano"] as const)(
    "an %s card with any one field damaged renders for the GM and a player without throwing, and Apply is refused or works",
    async (ruleset) => {
      const w = await world(ruleset);
      const message = await attack(w, ruleset === "okrpg" ? [1, 1, 0, 0] : [14]);
      const good = stored(message);
      let damaged = 0;
      for (const { path, value } of singleFieldCorruptions(good)) {
        await damage(message, value);
        const ok = readCard(JSON.parse(JSON.stringify(value))).ok;
        const gm = await rendered(w, message, w.gm);
        await rendered(w, message, w.alice);
        if (!ok) {
          damaged += 1;
          expect(text(gm), path).toContain("stored data is damaged, so it is not shown");
          const result = await press(w, message, w.gm, "apply", { target: w.target.token.id });
          expect(result?.status, path).toBe("refused");
        }
      }
      expect(damaged).toBeGreaterThan(20);
    },
  );
});

import { describe, expect, it } from "vitest";
import type { DocumentDouble } from "../foundry/documents";
import { CARD_QUERY } from "../../src/chat/foundry/card/execute";
import { attack, cardOf, click, sendAs, systemOf, weaponOf, world } from "./world";
import type * as okrpg from "../../src/rules/cards/okrpg";

// Who may click what, and where the writes happen (DESIGN.md: a player's click that needs a write
// they may not make goes to the active GM through v13 CONFIG.queries; the GM side checks again).
// Alice plays the attacker and posted the card; Bob plays the target.

type Op = { action: string; documentName: string };
const kinds = (ops: Op[]) => ops.map((op) => `${op.action} ${op.documentName}`);
const notice = (key: string) => ({
  status: "refused",
  notice: expect.objectContaining({ i18nKey: `ACTION_ENGINE.Card.Notify.${key}` }),
});

describe("the attacker's side spends; others are refused on their own client", () => {
  it("Bob (the target's player) cannot spend Alice's successes: refused locally, no query, no writes", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const ops = w.mark();
    const result = await click(w, message, "spend", { option: "fullDamage" }, { as: w.bob });
    expect(result).toEqual(notice("NotYours"));
    expect(ops()).toEqual([]);
    expect(w.combat.queries).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)).toMatchObject({
      type: "warning",
      message: expect.stringContaining("Ines"),
    });
  });

  it("Alice spends on her own card: through the GM's client while a GM is online (one writer per card), on her own client without", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    await click(w, message, "spend", { option: "fullDamage" });
    // the card query, and the GM's client asking Alice's whether she sent it
    expect(w.combat.queries.map((q) => [q.name, q.to])).toEqual([
      ["action-engine.card", w.gm.id],
      ["action-engine.sender", w.alice.id],
    ]);
    expect((cardOf(message) as okrpg.OkrpgCard).choices).toEqual({ fullDamage: 1 });

    const alone = await world("okrpg", { gmOnline: false });
    const card = await attack(alone, [1, 1, 0, 0]);
    await click(alone, card, "spend", { option: "fullDamage" });
    expect(alone.combat.queries).toEqual([]);
    expect((cardOf(card) as okrpg.OkrpgCard).choices).toEqual({ fullDamage: 1 });
  });
});

describe("Apply on an actor the clicker does not own goes through the active GM", () => {
  it("Alice applies her hit to Bob's Duellist: the GM's client writes the actor and the message", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    // RULES 1.4: full damage and the armor bypass, bought on her own client
    await click(w, message, "spend", { option: "fullDamage" });
    await click(w, message, "spend", { option: "bypassArmor", target: w.target.token.id });
    const ops = w.mark();
    const result = await click(w, message, "apply", { target: w.target.token.id });
    expect(result).toEqual({ status: "done" });
    expect(w.combat.queries.at(-2)).toEqual(
      expect.objectContaining({
        name: "action-engine.card",
        to: w.gm.id,
        data: expect.objectContaining({ action: "apply", userId: w.alice.id }),
      }),
    );
    expect(kinds(ops() as Op[])).toEqual(["update Actor", "update ChatMessage"]);
    expect(
      (w.target.actor.system as unknown as { wounds: { nonlethal: number } }).wounds.nonlethal,
    ).toBeGreaterThan(3);
  });

  it("Bob may apply (and undo) the hit on his own Duellist; the card's message is written by the GM", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const result = await click(w, message, "apply", { target: w.target.token.id }, { as: w.bob });
    expect(result).toEqual({ status: "done" });
    expect(w.combat.queries.map((q) => q.name)).toEqual([
      "action-engine.card",
      "action-engine.sender",
    ]);
    expect(cardOf(message).targets[0].applied).toBeDefined();
  });

  it("without a GM online the player is told so and nothing is written", async () => {
    const w = await world("okrpg", { gmOnline: false });
    const message = await attack(w, [1, 1, 0, 0]);
    const ops = w.mark();
    const result = await click(w, message, "apply", { target: w.target.token.id });
    expect(result).toEqual(notice("NoGM"));
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "No GM is online to make this change for you.",
    );
  });
});

describe("the GM's query handler trusts nothing but the card and the documents", () => {
  const request = (message: { id: string }, more: object) => ({
    messageId: message.id,
    revision: 0,
    data: {},
    ...more,
  });

  it("refuses a request from a user who may not use the button (sent from their own console)", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const result = await sendAs(
      w,
      w.bob,
      CARD_QUERY,
      request(message, { action: "spend", data: { option: "fullDamage" } }),
    );
    expect(result).toEqual(notice("NotYours"));
    expect(systemOf(message).revision).toBe(0);
  });

  it("refuses a request claiming to come from a GM, or from a user who does not exist", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    for (const userId of [w.gm.id, "nobody0000000000"]) {
      const forged = { ...request(message, { action: "spend" }), userId, nonce: "0".repeat(32) };
      const result = await w.combat.users.as(w.bob, () => w.gm.query(CARD_QUERY, forged));
      expect(result).toEqual(notice("Forged"));
    }
  });

  it("recomputes an Apply from the card: a patch sent along is ignored", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await sendAs(
      w,
      w.alice,
      CARD_QUERY,
      request(message, {
        action: "apply",
        data: { target: w.target.token.id },
        patch: { "system.stun": 99 },
      }),
    );
    // RULES 5: the fists' power 3, blunt, is 2 stun and 1 damage, whatever the request carried
    expect(w.target.actor.system).toMatchObject({ stun: 2, damage: 1 });
    expect(cardOf(message).targets[0].applied?.after).toEqual({
      "system.stun": 2,
      "system.damage": 1,
    });
  });

  it("refuses to apply a miss, whatever the request says", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [-1, -1, -1, 0]);
    const ops = w.mark();
    const result = await sendAs(
      w,
      w.alice,
      CARD_QUERY,
      request(message, { action: "apply", data: { target: w.target.token.id } }),
    );
    expect(result).toMatchObject({ status: "refused" });
    expect(ops()).toEqual([]);
  });

  it("refuses a request made on an older revision", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    await click(w, message, "spend", { option: "fullDamage" });
    const result = await sendAs(
      w,
      w.alice,
      CARD_QUERY,
      request(message, { action: "spend", data: { option: "moreDamage" } }),
    );
    expect(result).toEqual({ status: "stale" });
  });
});

describe("documents a card names may be gone: the user is told, nothing breaks", () => {
  it("a deleted target actor: Apply marks it gone on the card and says so", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await Actor.deleteDocuments([w.target.actor.id]);
    const result = await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(result).toEqual(notice("TargetGone"));
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Steven no longer exists; nothing was applied.",
    );
    expect(cardOf(message).targets[0].missing).toBe(true);
  });

  it("a mook deleted while hit: Undo all writes nothing to it, the card says its share counts as undone and is free again", async () => {
    const w = await world("mano");
    const token = w.chat.token(w.chat.scene(), w.target.actor, { x: 0, y: 0 }, { unlinked: true });
    const message = await attack(w, [14], {}, { targets: [token] });
    await click(w, message, "apply", { target: token.id }, { as: w.gm });
    expect(cardOf(message).targets[0].applied).toBeDefined();
    token.parent.tokens.delete(token.id);
    const ops = w.mark();
    expect(await click(w, message, "undoAll", {}, { as: w.gm })).toEqual({ status: "done" });
    expect((ops() as { documentName: string }[]).map((op) => op.documentName)).toEqual([
      "ChatMessage",
    ]);
    const target = cardOf(message).targets[0];
    expect(target).toMatchObject({ missing: true, goneUndone: true });
    expect(target.applied).toBeUndefined();
    // whom Apply acts on may change again (before: "undo it first", for ever)
    const switched = await click(
      w,
      message,
      "targetMode",
      { mode: "selected" },
      { as: w.gm, selection: [] },
    );
    expect(switched).toEqual({ status: "done" });
  });

  it("a deleted unlinked token takes its actor with it", async () => {
    const w = await world("mano");
    const token = w.chat.token(w.chat.scene(), w.target.actor, { x: 0, y: 0 }, { unlinked: true });
    const message = await attack(w, [14], {}, { targets: [token] });
    expect(cardOf(message).targets[0].actorUuid).toBe(`${token.uuid}.Actor.${w.target.actor.id}`);
    token.parent.tokens.delete(token.id);
    const result = await click(w, message, "apply", { target: token.id }, { as: w.gm });
    expect(result).toEqual(notice("TargetGone"));
  });

  it("damage to an unlinked token lands on that token's actor, not the world actor", async () => {
    const w = await world("mano");
    const token = w.chat.token(w.chat.scene(), w.target.actor, { x: 0, y: 0 }, { unlinked: true });
    const message = await attack(w, [14], {}, { targets: [token] });
    await click(w, message, "apply", { target: token.id }, { as: w.gm });
    expect((token.actor!.system as unknown as { stun: number }).stun).toBe(2);
    expect((w.target.actor.system as unknown as { stun: number }).stun).toBe(0);
  });

  it("a deleted weapon: Selected tokens says the weapon is gone and keeps the roll's targets", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await w.attacker.actor.deleteEmbeddedDocuments("Item", [weaponOf(w.attacker).id]);
    const result = await click(w, message, "targetMode", { mode: "selected" }, { as: w.gm });
    expect(result).toEqual(notice("WeaponGone"));
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "The weapon Fists no longer exists.",
    );
    expect((message.system as unknown as { targetMode: string }).targetMode).toBe("recorded");
  });

  it("a deleted weapon: spending a burst's rounds says the weapon is gone", async () => {
    const w = await world("occult");
    const message = await attack(w, [12], { burst: "short" });
    await w.attacker.actor.deleteEmbeddedDocuments("Item", [weaponOf(w.attacker).id]);
    const result = await click(w, message, "spendAmmo", {}, { as: w.gm });
    expect(result).toEqual(notice("WeaponGone"));
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe("The weapon USP9 no longer exists.");
  });

  it("a deleted attacker: a Fortune reroll says so", async () => {
    const w = await world("action");
    const message = await attack(w, [2, 4]);
    await Actor.deleteDocuments([w.attacker.actor.id]);
    const result = await click(w, message, "fortuneReroll", {}, { as: w.gm });
    expect(result).toEqual(notice("AttackerGone"));
  });

  it("a weapon uuid that no longer resolves: the macro API says so", async () => {
    const w = await world("mano");
    const api = (game.system as unknown as { api: { attack(uuid: string): Promise<unknown> } }).api;
    expect(await api.attack("Actor.nobody.Item.nothing")).toBeNull();
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "No weapon was found at Actor.nobody.Item.nothing.",
    );
  });
});

describe("the actors a card writes to are only written by someone allowed", () => {
  it("a player's direct write to an actor they do not own is refused by the server (the double)", async () => {
    const w = await world("mano");
    await expect(
      w.combat.users.as(w.alice, () =>
        (w.target.actor as unknown as DocumentDouble).update({ "system.stun": 5 }),
      ),
    ).rejects.toThrow(/lacks permission/);
  });
});

describe("the GM handles players' clicks on one card one at a time", () => {
  it("two players clicking the same card at once: the first is carried out, the second is stale", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const ask = (user: typeof w.alice) =>
      sendAs(w, user, CARD_QUERY, {
        messageId: message.id,
        revision: 0,
        action: "apply",
        data: { target: w.target.token.id },
      });
    const ops = w.mark();
    const results = await Promise.all([ask(w.alice), ask(w.bob)]);
    expect(results).toEqual([{ status: "done" }, { status: "stale" }]);
    expect(kinds(ops() as Op[])).toEqual(["update Actor", "update ChatMessage"]);
  });
});

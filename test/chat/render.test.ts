import { describe, expect, it, vi } from "vitest";
import { MessageElement } from "../foundry/dom";
import type { MessageDouble } from "../foundry/chat";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import { actionsIn } from "../templates/harness";
import { attack, cardOf, click, type World, world } from "./world";
import type * as okrpg from "../../src/rules/cards/okrpg";

// The renderChatMessageHTML hook renders the card for whoever looks at it, and wires its buttons.

async function rendered(
  w: World,
  message: MessageDouble,
  user: World["gm"],
): Promise<MessageElement> {
  const html = new MessageElement();
  await w.combat.users.as(user, () => renderAttackMessage(message as never, html as never));
  return html;
}

const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("each viewer sees the card they may see", () => {
  it("the GM sees the roll, the menu and every button, with the target switch and the list toggle", async () => {
    const w = await world("okrpg");
    const html = await rendered(w, await attack(w, [1, 1, 0, 0]), w.gm);
    const actions = new Set(actionsIn(html.content.innerHTML));
    expect(actions).toEqual(new Set(["spend", "unspend", "apply", "targetMode", "toggleTargets"]));
    expect(text(html.content.innerHTML)).toContain("Targets at roll");
  });

  it("Bob, who plays the target, may apply to his own token but not spend Alice's successes", async () => {
    const w = await world("okrpg");
    const html = await rendered(w, await attack(w, [1, 1, 0, 0]), w.bob);
    expect(new Set(actionsIn(html.content.innerHTML))).toEqual(new Set(["apply", "toggleTargets"]));
  });

  it("a blind roll shows its poster nothing of the result; the GM sees it all", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], { rollMode: "blindroll" });
    const alice = await rendered(w, message, w.alice);
    expect(text(alice.content.innerHTML)).toContain("A hidden roll");
    expect(text(alice.content.innerHTML).replaceAll("Fists", "")).not.toMatch(/\d/);
    expect(actionsIn(alice.content.innerHTML)).toEqual([]);
    const gm = await rendered(w, message, w.gm);
    expect(text(gm.content.innerHTML)).toContain("Difficulty");
  });

  it("a private GM roll is hidden from the other players but shown to its poster", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], { rollMode: "gmroll" });
    expect(text((await rendered(w, message, w.bob)).content.innerHTML)).toContain("A hidden roll");
    expect(text((await rendered(w, message, w.alice)).content.innerHTML)).toContain("Difficulty");
  });

  it("a target deleted while the result was applied to it: its share is shown as undone, with no Undo left to press", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    await Actor.deleteDocuments([w.target.actor.id]);
    const html = (await rendered(w, message, w.gm)).content.innerHTML;
    expect(text(html)).toContain("was applied to it, so that result counts as undone.");
    expect(actionsIn(html)).not.toContain("undo");
    expect(actionsIn(html)).not.toContain("undoAll");
  });

  it("a target whose actor was deleted is shown as gone", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await Actor.deleteDocuments([w.target.actor.id]);
    expect(text((await rendered(w, message, w.gm)).content.innerHTML)).toContain(
      "This actor no longer exists.",
    );
  });

  it("names are user text: they arrive escaped", async () => {
    const w = await world("mano");
    await (w.attacker.actor as unknown as { update(d: object): Promise<unknown> }).update({
      name: "<b>Clone</b>",
    });
    const html = (await rendered(w, await attack(w, [14]), w.gm)).content.innerHTML;
    expect(html).toContain("&lt;b&gt;Clone&lt;/b&gt;");
    expect(html).not.toContain("<b>Clone</b>");
  });
});

describe("the card is in the message when the chat log adds it", () => {
  it("renderChatMessageHTML fills the card before it returns: Foundry does not await the hook", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    const html = await w.combat.users.as(w.gm, () => message.renderHTML());
    expect(actionsIn(message.shownInLog ?? "")).toContain("apply");
    expect(message.shownInLog).toBe(html.content.innerHTML);
  });

  it("a message drawn before the card templates are loaded gets its card once they are", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    (globalThis as unknown as { Handlebars: { partials: object } }).Handlebars.partials = {};
    const html = await w.combat.users.as(w.gm, () => message.renderHTML());
    expect(actionsIn(message.shownInLog ?? "")).toEqual([]);
    await vi.waitFor(() => expect(actionsIn(html.content.innerHTML)).toContain("apply"));
  });
});

describe("the card's buttons are wired to the adapter", () => {
  it("clicking + on Full damage spends a success (one message update)", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const html = await rendered(w, message, w.gm);
    const ops = w.mark();
    await w.combat.users.as(w.gm, async () => {
      html.click(html.button({ action: "spend", option: "fullDamage" }));
      await vi.waitFor(() => expect(ops()).toHaveLength(1));
    });
    expect((cardOf(message) as okrpg.OkrpgCard).choices).toEqual({ fullDamage: 1 });
  });

  it("the GM types an adjustment of the harm and presses Adjust: the fields go with the press; Apply writes it", async () => {
    const w = await world("action");
    const message = await attack(w, [6, 3, 2]);
    const html = await rendered(w, message, w.gm);
    const field = (name: string) =>
      html.element.querySelector<HTMLInputElement>(`.ae-adjust [data-field=${name}]`)!;
    field("amount").value = "+1";
    field("reason").value = "Point blank, through the eye";
    const ops = w.mark();
    await w.combat.users.as(w.gm, async () => {
      html.click(html.button({ action: "adjust", target: w.target.token.id }));
      await vi.waitFor(() => expect(ops()).toHaveLength(2));
    });
    expect(cardOf(message).targets[0].adjustment).toEqual({
      amount: 1,
      reason: "Point blank, through the eye",
    });
    const shown = await rendered(w, message, w.bob);
    expect(text(shown.content.innerHTML)).toContain(
      "GM adjustment +1 Hits Point blank, through the eye",
    );
    expect(actionsIn(shown.content.innerHTML), "only a GM gets the fields").not.toContain("adjust");
    const hits = (w.target.actor.system as unknown as { hits: { value: number } }).hits.value;
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    // RULES 3: one Hit, and one more by the GM's adjustment
    expect((w.target.actor.system as unknown as { hits: { value: number } }).hits.value).toBe(
      hits - 2,
    );
  });

  it("a breakdown the user opened stays open when the card is drawn again; the others stay closed", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const first = await rendered(w, message, w.gm);
    const breakdown = (html: MessageElement, key: string) =>
      html.element.querySelector<HTMLDetailsElement>(`details[data-breakdown="${key}"]`)!;
    const target = `${w.target.token.id}/target`;
    expect(breakdown(first, "roll").open).toBe(false);
    // the user opens the roll's breakdown (a details' toggle does not bubble)
    first.toggle(breakdown(first, "roll"));
    // a spend changes the card: Foundry renders the message again, into a new element
    await click(w, message, "spend", { option: "fullDamage" }, { as: w.gm });
    const again = await rendered(w, message, w.gm);
    expect(breakdown(again, "roll").open).toBe(true);
    expect(breakdown(again, target).open).toBe(false);
    // closed again by the user, it is drawn closed
    again.toggle(breakdown(again, "roll"));
    expect(breakdown(await rendered(w, message, w.gm), "roll").open).toBe(false);
  });

  it("the list toggle collapses the targets on this client only", async () => {
    const w = await world("okrpg");
    const html = await rendered(w, await attack(w, [1, 1, 0, 0]), w.gm);
    const ops = w.mark();
    const toggle = html.button({ action: "toggleTargets" });
    html.click(toggle);
    expect(html.card!.classList.contains("ae-card--collapsed")).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(ops()).toEqual([]);
  });

  it("a disabled button does nothing", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const html = await rendered(w, message, w.gm);
    const ops = w.mark();
    const removal = html.button({ action: "unspend", option: "fullDamage" });
    expect(removal.disabled).toBe(true);
    html.click(removal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ops()).toEqual([]);
  });
});

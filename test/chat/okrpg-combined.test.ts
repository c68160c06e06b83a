import { describe, expect, it } from "vitest";
import { cardView } from "../../src/chat/view-models";
import type * as okrpg from "../../src/rules/cards/okrpg";
import { templateRenderer } from "../templates/harness";
import { gm } from "./fixtures";
import { attack, cardOf, click, world } from "./world";

/*
 * RULES 1.8 combined actions (seed 000, "Combined Actions"): two actions made as one share one
 * roll. Beside a simple action the rolled one pays 1 success; two rolled actions pay 2 each. After
 * the roll the player may give one up: it fails and the other keeps every success.
 *
 * Ines attacks with Blade Grt (6) and rolls +1 +1 0 0: 8 successes; the Duellist's Gd defence
 * needs 4.
 */
const render = templateRenderer();
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
const shown = (card: okrpg.OkrpgCard) => {
  const context = cardView(card, gm);
  return text(render.render(context.template, context));
};
const extraOf = (card: okrpg.OkrpgCard) => card.rolled - card.targets[0].result.required;

describe("an OK RPG attack combined with another action (RULES 1.8)", () => {
  it("beside a simple action the attack pays 1: 7 successes, 3 to spend", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0], { combined: "simple" });
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(card.situation.combined).toBe("simple");
    expect(card.rolled).toBe(7);
    expect(extraOf(card)).toBe(3);
    expect(shown(card)).toContain("Combined action −1");
    expect(shown(card)).toContain("The other action succeeds");
  });

  it("beside a rolled action needing 3 each pays 2: the attack has 6 (2 extra), the other 6 of 3", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0], { combined: "rolled", combinedRequired: 3 });
    const card = () => cardOf(message) as okrpg.OkrpgCard;
    expect(card().rolled).toBe(6);
    expect(extraOf(card())).toBe(2);
    expect(card().targets[0].result.hit).toBe(true);
    expect(shown(card())).toContain("The other action succeeds (+3)");
    // the player gives the other action up: it fails, and the attack keeps all 8
    const ops = w.mark();
    await click(w, message, "dropCombined", {}, { as: w.gm });
    expect(ops().map((op) => `${op.action} ${op.documentName}`)).toEqual(["update ChatMessage"]);
    expect(card().combinedDropped).toBe(true);
    expect(card().rolled).toBe(8);
    expect(extraOf(card())).toBe(4);
    expect(shown(card())).toContain("given up: the attack keeps its successes");
    expect(shown(card())).not.toContain("Give up the other action");
  });

  it("a rolled action needing 7 fails while both are kept (8 − 2 = 6)", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0], { combined: "rolled", combinedRequired: 7 });
    expect(shown(cardOf(message) as okrpg.OkrpgCard)).toContain("The other action fails (−1)");
  });

  it("an attack combined with nothing offers no such button", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(card.rolled).toBe(8);
    expect(shown(card)).not.toContain("Give up the other action");
    const ops = w.mark();
    const result = await click(w, message, "dropCombined", {}, { as: w.gm });
    expect(result?.status).toBe("refused");
    expect(ops()).toEqual([]);
  });
});

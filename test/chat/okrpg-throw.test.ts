import { describe, expect, it } from "vitest";
import { cardView } from "../../src/chat/view-models";
import type * as okrpg from "../../src/rules/cards/okrpg";
import { parseRank } from "../../src/rules/ranks";
import { templateRenderer } from "../templates/harness";
import { attack, cardOf, click, world } from "./world";
import { gm as gmViewer } from "./fixtures";

/*
 * RULES 1.4 throw (seed 000, special effects): for three successes the victim is knocked down and
 * flies 2 m, one rank further for each rank of strength the thrower has beyond what lifting the
 * victim takes. The card shows how far, from the attacker's strength role and the target's size
 * role as the roll dialog read them.
 */
const render = templateRenderer();
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("the OK RPG card shows how far a throw flings the target", () => {
  it("Ines (strength Grt) throws the Duellist (size Avg, unassigned): 10 m", async () => {
    const w = await world("okrpg");
    const brawn = w.attacker.actor.items.contents.find((i) => i.name === "Brawn")!;
    await brawn.update({
      "system.rank": parseRank("Grt"),
      "system.roles": ["handToHand", "strength"],
    });
    // Grt attack 6 + 2 = 8 successes against the Duellist's Gd defence 4: four to spend
    const message = await attack(w, [1, 1, 0, 0]);
    const card = () => cardOf(message) as okrpg.OkrpgCard;
    expect(card().attacker.strength).toBe(parseRank("Grt"));
    expect(card().targets[0].size).toBe(parseRank("Avg"));
    await click(w, message, "spend", { option: "throw" }, { as: w.gm });
    const shown = text(
      render.render(cardView(card(), gmViewer).template, cardView(card(), gmViewer)),
    );
    expect(shown).toContain("Thrown as far as 10 m");
  });

  it("an Average thrower moves an Average body the basic 2 m", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    await click(w, message, "spend", { option: "throw" }, { as: w.gm });
    const card = cardOf(message) as okrpg.OkrpgCard;
    const shown = text(render.render(cardView(card, gmViewer).template, cardView(card, gmViewer)));
    expect(shown).toContain("Thrown as far as 2 m");
  });
});

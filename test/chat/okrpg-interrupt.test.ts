import { describe, expect, it } from "vitest";
import { CardRoll } from "../foundry/chat";
import { cardView } from "../../src/chat/view-models";
import type * as okrpg from "../../src/rules/cards/okrpg";
import { templateRenderer } from "../templates/harness";
import { gm } from "./fixtures";
import { attack, cardOf, world } from "./world";

/*
 * RULES 1.8 interrupting a hold (seed 000, "Sequence of Action"): to act before a held action the
 * attacker rolls a quickness attribute against the holder, whose base successes get +2. Ines and
 * the Duellist name no quickness attribute, so both count as Avg (2): Ines needs 2 + 2 = 4.
 */
const render = templateRenderer();
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
const shown = (card: okrpg.OkrpgCard) => {
  const context = cardView(card, gm);
  return text(render.render(context.template, context));
};

/** The attack's 4dF first, then the quickness roll's 4dF (the helper scripts the last roll). */
async function attackHolder(interruptFaces: number[]) {
  const w = await world("okrpg");
  CardRoll.expect(null, [1, 1, 0, 0]);
  const values = { [`target.${w.target.token.id}.holding`]: true };
  const message = await attack(w, interruptFaces, values);
  return cardOf(message) as okrpg.OkrpgCard;
}

describe("an OK RPG attack on a holding target (RULES 1.8)", () => {
  it("quickness Avg + 4dF (+1 +1 0 0) = 4 reaches the holder's 2 + 2: Ines acts first", async () => {
    const card = await attackHolder([1, 1, 0, 0]);
    expect(card.interrupt?.fudge).toEqual([1, 1, 0, 0]);
    expect(card.targets[0].holding).toEqual({ quickness: 2 });
    expect(shown(card)).toContain("Against the hold acts first (4 / 4)");
  });

  it("3 successes fall short of 4: her attack comes after the held action", async () => {
    const card = await attackHolder([1, 0, 0, 0]);
    expect(shown(card)).toContain("Against the hold after the held action (3 / 4)");
  });

  it("a target that is not holding makes no quickness roll", async () => {
    const w = await world("okrpg");
    const card = cardOf(await attack(w, [1, 1, 0, 0])) as okrpg.OkrpgCard;
    expect(card.interrupt).toBeUndefined();
    expect(shown(card)).not.toContain("Against the hold");
  });
});

import { describe, expect, it } from "vitest";
import { MessageElement } from "../foundry/dom";
import type { MessageDouble } from "../foundry/chat";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import type * as mano from "../../src/rules/cards/mano";
import { attack, cardOf, click, weaponOf, world, type World } from "./world";

// Action Rounds RULES 4 outreached attackers (Foundry double): the Clone's fists reach 1 m;
// Steven's spear reaches 2 m. The Clone may strike only the spear, and only while Steven attacks
// him with it; Steven's knife (0.5 m) is shorter than the fists, so then the Clone hits Steven.

async function armed(): Promise<World> {
  const w = await world("rounds");
  await w.target.actor.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "mano-weapon", system: { kind: "handToHand", power: 4, reach: 2 } },
    { name: "Knife", type: "mano-weapon", system: { kind: "handToHand", power: 2, reach: 0.5 } },
  ]);
  return w;
}

const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

async function cardText(w: World, message: MessageDouble): Promise<string> {
  const html = new MessageElement();
  await w.combat.users.as(w.gm, () => renderAttackMessage(message as never, html as never));
  return text(html.content.innerHTML);
}

const spearId = (w: World) => w.target.actor.items.contents.find((i) => i.name === "Spear")!.id;
const knifeId = (w: World) => w.target.actor.items.contents.find((i) => i.name === "Knife")!.id;

describe("Action Rounds RULES 4: an outreached attacker strikes the weapon only", () => {
  it("while Steven's 2 m spear is not attacking, the Clone's 1 m fists may not attack him: refused, nothing posted", async () => {
    const w = await armed();
    const ops = w.mark();
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(weaponOf(w.attacker) as never, { values: { rollMode: "publicroll" } });
    });
    expect(message).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Steven outreaches this weapon: strike only their weapon, and only while they attack you.",
    );
  });

  it("while Steven attacks with the spear, the Clone's hit (14 + 2 beats 14) strikes the spear: the card says so and Apply leaves Steven's hit points alone", async () => {
    const w = await armed();
    const id = w.target.token.id;
    const message = await attack(w, [14], {
      [`target.${id}.attacking`]: true,
      [`target.${id}.attackWith`]: spearId(w),
    });
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets[0].outreach).toEqual({
      attacker: 1,
      target: 2,
      attacking: true,
      attackReach: 2,
      distance: 6.1, // the tokens' distance on the scene: not inside half the spear's reach
    });
    expect(card.targets[0].result).toMatchObject({
      success: true,
      weaponOnly: true,
      stun: 0,
      damage: 0,
    });
    const shown = await cardText(w, message);
    expect(shown).toContain("Strikes only the weapon");
    expect(shown).not.toContain("After the hit");
    await click(w, message, "apply", { target: id }, { as: w.gm });
    expect(w.target.actor.system).toMatchObject({ stun: 0, damage: 0 });
  });

  it("while Steven attacks with the 0.5 m knife, shorter than the fists, the Clone hits Steven himself: stun 2, damage 1", async () => {
    const w = await armed();
    const id = w.target.token.id;
    const message = await attack(w, [14], {
      [`target.${id}.attacking`]: true,
      [`target.${id}.attackWith`]: knifeId(w),
    });
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets[0].result).toMatchObject({ success: true, stun: 2, damage: 1 });
    expect(card.targets[0].result.weaponOnly).toBeUndefined();
    await click(w, message, "apply", { target: id }, { as: w.gm });
    expect(w.target.actor.system).toMatchObject({ stun: 2, damage: 1 });
  });

  it("Mano a Mano has no outreach rule: the same spear changes nothing there", async () => {
    const w = await world("mano");
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Spear", type: "mano-weapon", system: { kind: "handToHand", power: 4, reach: 2 } },
    ]);
    const card = cardOf(await attack(w, [14])) as mano.ManoCard;
    expect(card.targets[0].outreach).toBeUndefined();
    expect(card.targets[0].result).toMatchObject({ success: true, stun: 2, damage: 1 });
  });
});

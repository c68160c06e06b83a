import { describe, expect, it } from "vitest";
import { MessageElement } from "../foundry/dom";
import type { DocumentDouble } from "../foundry/documents";
import type { MessageDouble } from "../foundry/chat";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import { manoKit } from "../../src/chat/attack/kits/mano";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { fieldsOf } from "../../src/chat/view-models/dialog/types";
import { ruleOptions } from "../../src/settings";
import type * as mano from "../../src/rules/cards/mano";
import { attack, cardOf, click, weaponOf, world, type World } from "./world";

/*
 * RULES 5 swimming (seed 004 "Movement", Swimming) from the attack dialog: the Clone (swimming 3,
 * fists +2, power 3 blunt) strikes Steven (melee defense 14, swimming 2) in the water. Each adds
 * its swimming: the roll takes +3, the difficulty +2 (16). 3 blunt power is 2 stun and 1 damage
 * in air; in the water the stun is halved to 1, the damage stays 1.
 */

const sys = (doc: DocumentDouble) => doc.system as unknown as Record<string, number>;
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

async function swimmers(): Promise<World> {
  const w = await world("mano");
  await w.attacker.actor.update({ system: { swimming: 3 } } as never);
  await w.target.actor.update({ system: { swimming: 2 } } as never);
  return w;
}

function prepare(w: World, values: Record<string, unknown>) {
  return manoKit.prepare(
    {
      ruleset: "mano",
      attacker: {
        actor: actorView(w.attacker.actor as never),
        tokenUuid: w.attacker.token.uuid,
        weapon: itemView(weaponOf(w.attacker) as never),
      },
      targets: targetViews([w.target.token] as never, w.attacker.token as never),
      options: ruleOptions("mano"),
      messageMode: "public",
    },
    values,
  );
}

async function cardText(w: World, message: MessageDouble): Promise<string> {
  const html = new MessageElement();
  await w.combat.users.as(w.gm, () => renderAttackMessage(message as never, html as never));
  return text(html.content.innerHTML);
}

const targetLine = (context: ReturnType<typeof prepare>["context"], label: string) =>
  context.targets[0].live.lines.find((l) => l.label.endsWith(label))?.value;

describe("RULES 5 fighting in water from the Mano a Mano attack dialog", () => {
  it("the dialog has a 'Fighting in water' switch, off until ticked", async () => {
    const w = await swimmers();
    const { context, plan } = prepare(w, {});
    const field = fieldsOf(context).find((f) => f.name === "swimming");
    expect(field).toMatchObject({ kind: "checkbox", value: false });
    expect(plan.input.situation.swimming).toBeUndefined();
    // out of the water: fists +2 against melee defense 14
    expect(targetLine(context, "RollModifier")).toBe("+2");
    expect(targetLine(context, "Difficulty")).toBe("14");
  });

  it("ticked, the Clone's swimming 3 joins his roll and Steven's 2 his defense", async () => {
    const w = await swimmers();
    const { context, plan } = prepare(w, { swimming: true });
    expect(targetLine(context, "RollModifier")).toBe("+5");
    expect(targetLine(context, "Difficulty")).toBe("16");
    expect(context.live.lines).toContainEqual({
      label: "ACTION_ENGINE.Dialog.Mano.SwimmingScore",
      value: "3",
    });
    expect(plan.input.situation.swimming).toBe(true);
    expect(plan.input.attacker.swimming).toBe(3);
  });

  it("the card of a 13 in the water: 18 against 16, 1 stun and 1 damage; Apply writes them", async () => {
    const w = await swimmers();
    const message = await attack(w, [13], { swimming: true });
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets[0].result).toMatchObject({
      total: 18,
      difficulty: 16,
      success: true,
      stun: 1,
      damage: 1,
    });
    const shown = await cardText(w, message);
    expect(shown).toContain("In the water");
    expect(shown).toMatch(/Swimming \+3/);
    expect(shown).toMatch(/Swimming \(defense\) \+2/);
    const applied = await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(applied?.status).toBe("done");
    expect([sys(w.target.actor).stun, sys(w.target.actor).damage]).toEqual([1, 1]);
  });

  it("the same 13 on dry land: 15 against 14, 2 stun and 1 damage, no water on the card", async () => {
    const w = await swimmers();
    const message = await attack(w, [13]);
    const card = cardOf(message) as mano.ManoCard;
    expect(card.targets[0].result).toMatchObject({ total: 15, difficulty: 14, stun: 2, damage: 1 });
    expect(await cardText(w, message)).not.toContain("In the water");
  });
});

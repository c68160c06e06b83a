import { describe, expect, it, vi } from "vitest";
import { MessageElement } from "../foundry/dom";
import type { MessageDouble } from "../foundry/chat";
import type { DocumentDouble } from "../foundry/documents";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import type * as okrpg from "../../src/rules/cards/okrpg";
import { attack, cardOf, click, type World, world } from "./world";

/*
 * RULES 1.6, the optional limb-mangling rule (seed 000, "Sucking Up Damage"): when the hit that
 * brings a character to the impairment point (5) struck a limb, the impairment is a half-rank
 * overall and two full ranks with that limb. The card's text field names the limb; Apply writes it
 * to the target's sheet; Undo takes it back.
 *
 * Ines's sword with 4dF [+1 +1 0 0]: 8 successes against the Duellist's Gd (4), four spent on full
 * damage, the mail's bypass and one step more: Grt (6) through DR Avg+ (3) is 3 points, and the
 * Duellist's 3 nonlethal become 6, past the impairment point.
 */

const wounds = (doc: DocumentDouble) =>
  (doc.system as unknown as { wounds: Record<string, unknown> }).wounds;
const impairment = (doc: DocumentDouble) =>
  (doc.system as unknown as { impairment: number }).impairment;

async function rendered(w: World, message: MessageDouble): Promise<MessageElement> {
  const html = new MessageElement();
  await w.combat.users.as(w.gm, () => renderAttackMessage(message as never, html as never));
  return html;
}

async function impairingHit(w: World, limbMangling = true) {
  await w.foundry.settings.set("action-engine", "okrpg.limbMangling", limbMangling);
  const message = await attack(w, [1, 1, 0, 0]);
  const id = w.target.token.id;
  for (const [option, data] of [
    ["fullDamage", {}],
    ["bypassArmor", { target: id }],
    ["moreDamage", {}],
  ] as const)
    await click(w, message, "spend", { option, ...data }, { as: w.gm });
  return message;
}

describe("the OK RPG card names the limb a mangling hit struck", () => {
  it("typing 'left arm' on the card, then Apply: the Duellist's sheet records it and he is impaired a half-rank", async () => {
    const w = await world("okrpg");
    const message = await impairingHit(w);
    const html = await rendered(w, message);
    const [field] = html.inputs();
    expect(field.dataset.changeAction).toBe("setLimb");
    const ops = w.mark();
    await w.combat.users.as(w.gm, async () => {
      html.change(field, " left arm ");
      await vi.waitFor(() => expect(ops()).toHaveLength(1));
    });
    expect((cardOf(message) as okrpg.OkrpgCard).limb).toBe("left arm");
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(wounds(w.target.actor)).toMatchObject({
      lethal: 2,
      nonlethal: 4,
      mangledLimb: "left arm",
    });
    // a half-rank overall instead of a full rank (1 step, not 2)
    expect(impairment(w.target.actor)).toBe(-1);
    // applied: the field is locked until Undo
    expect((await rendered(w, message)).inputs()[0].disabled).toBe(true);
    await click(w, message, "undo", { target: w.target.token.id }, { as: w.gm });
    expect(wounds(w.target.actor)).toMatchObject({ lethal: 0, nonlethal: 3, mangledLimb: "" });
  });

  it("no limb named (head, torso): the full rank of impairment", async () => {
    const w = await world("okrpg");
    const message = await impairingHit(w);
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(wounds(w.target.actor).mangledLimb).toBe("");
    expect(impairment(w.target.actor)).toBe(-2);
  });

  it("clearing the field names no limb again", async () => {
    const w = await world("okrpg");
    const message = await impairingHit(w);
    await click(w, message, "setLimb", { value: "tail" }, { as: w.gm });
    await click(w, message, "setLimb", { value: "  " }, { as: w.gm });
    expect((cardOf(message) as okrpg.OkrpgCard).limb).toBeNull();
  });

  it("a hit that stays below 5 points leaves the sheet's limb alone", async () => {
    const w = await world("okrpg");
    await w.target.actor.update({ "system.wounds.nonlethal": 0 });
    const message = await impairingHit(w);
    await click(w, message, "setLimb", { value: "left arm" }, { as: w.gm });
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(wounds(w.target.actor)).toMatchObject({ nonlethal: 1, mangledLimb: "" });
  });

  it("without the world's limb-mangling rule the card asks for no limb", async () => {
    const w = await world("okrpg");
    const message = await impairingHit(w, false);
    // (the GM's adjustment of the harm has its own fields: no limb among them)
    const fields = (await rendered(w, message)).inputs();
    expect(fields.filter((input) => input.dataset.changeAction === "setLimb")).toEqual([]);
  });
});

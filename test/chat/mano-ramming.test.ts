import { describe, expect, it } from "vitest";
import { MessageElement } from "../foundry/dom";
import type { MessageDouble } from "../foundry/chat";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import { kitFor } from "../../src/chat/attack/kits";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { fieldsOf } from "../../src/chat/view-models/dialog/types";
import { ruleOptions } from "../../src/settings";
import type * as mano from "../../src/rules/cards/mano";
import { attack, cardOf, click, weaponOf, world, type World } from "./world";

// RULES 5 mounted combat in play (Foundry double): the attack dialog's Ramming section, the card
// that names the ram, the collision's power on both sides and the target's automatic
// counterattack, and Apply adding the hit to the target.

const RAM = {
  ram: true,
  ramDriving: "3",
  ramAgility: "1",
  vehicleMetres: "12",
  targetMetres: "8",
};

const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

async function cardText(w: World, message: MessageDouble): Promise<string> {
  const html = new MessageElement();
  await w.combat.users.as(w.gm, () => renderAttackMessage(message as never, html as never));
  return text(html.content.innerHTML);
}

/** The Clone's attack on Steven with his fists, or the weapon given. */
function prepare(w: World, values: Record<string, unknown>, weapon = weaponOf(w.attacker)) {
  return kitFor("mano").prepare(
    {
      ruleset: "mano",
      attacker: {
        actor: actorView(w.attacker.actor as never),
        tokenUuid: w.attacker.token.uuid,
        weapon: itemView(weapon as never),
      },
      targets: targetViews([w.target.token] as never, w.attacker.token as never),
      options: ruleOptions("mano"),
      messageMode: "public",
    },
    values,
  );
}

describe("RULES 5 ramming from the attack dialog", () => {
  it("a hand-to-hand attack offers a Ramming section: ram, driving, agility, both movers' metres, same way", async () => {
    const w = await world("mano");
    const { context } = prepare(w, {});
    const ramming = context.sections.find((s) => s.heading.endsWith("Ramming"));
    expect(ramming?.fields.map((f) => f.name)).toEqual([
      "ram",
      "ramDriving",
      "ramAgility",
      "vehicleMetres",
      "targetMetres",
      "sameDirection",
    ]);
  });

  it("a ram is a hand-to-hand attack: a knife thrown offers no Ramming section, the same knife struck in hand does", async () => {
    const w = await world("mano");
    const [knife] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Knife", type: "mano-weapon", system: { kind: "thrown", power: 2, heft: 1 } },
    ]);
    const headings = (action: string) =>
      prepare(w, { action }, knife as never).context.sections.map((s) => s.heading);
    expect(headings("quickThrow")).toEqual(["ACTION_ENGINE.Dialog.Section.Attack"]);
    expect(headings("quickStrike")).toEqual([
      "ACTION_ENGINE.Dialog.Section.Attack",
      "ACTION_ENGINE.Dialog.Section.Ramming",
    ]);
  });

  it("the dialog's modifier follows the ram: +1 (driving +3, agility +1) instead of the fists' +2", async () => {
    const w = await world("mano");
    const id = w.target.token.id;
    const modifier = (values: Record<string, unknown>) =>
      prepare(w, values).context.targets.find((t) => t.id === id)!.live.lines[0].value;
    expect(modifier({})).toBe("+2");
    expect(modifier(RAM)).toBe("+1");
    expect(fieldsOf(prepare(w, RAM).context).find((f) => f.name === "ram")?.value).toBe(true);
  });

  it("the Clone rams Steven head-on (12 m and 8 m): 14 + 1 beats 14, power 3 + 10 = 13, stun 7 and damage 6 applied", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], RAM);
    const card = cardOf(message) as mano.ManoCard;
    expect(card.situation).toMatchObject({
      ramming: { driving: 3, agility: 1 },
      collision: { sameDirection: false, vehicleMetres: 12, targetMetres: 8 },
    });
    expect(card.targets[0].result).toMatchObject({
      total: 15,
      difficulty: 14,
      success: true,
      power: 13,
      stun: 7,
      damage: 6,
    });
    const shown = await cardText(w, message);
    expect(shown).toContain("Ramming (lower of driving and agility) +1");
    expect(shown).toContain("Collision +10");
    expect(shown).toContain("The ramming vehicle takes it too +10");
    expect(shown).toContain("Counterattack on the ram: automatic");
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    expect(w.target.actor.system).toMatchObject({ stun: 7, damage: 6 });
  });

  it("rear-end at 12 m behind 8 m adds no power (4 m is under the 5 free metres)", async () => {
    const w = await world("mano");
    const card = cardOf(await attack(w, [14], { ...RAM, sameDirection: true })) as mano.ManoCard;
    expect(card.targets[0].result.power).toBe(3);
  });

  it("a ram with a charge beside the collision is refused with the rules' reason, and nothing is posted", async () => {
    const w = await world("mano");
    const ops = w.mark();
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(weaponOf(w.attacker) as never, {
        values: { rollMode: "publicroll", ...RAM, charge: "10" },
      });
    });
    expect(message).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "A ram's collision already counts the run, so the charge of 10 m is refused: set the charge to 0.",
    );
  });

  it("the Ramming fields: a ram (off, explained), driving and agility −20..+100 from 0, each mover's metres 0..10000 from 0 (explained), not the same way", async () => {
    const w = await world("mano");
    const ramming = prepare(w, {}).context.sections.find((s) => s.heading.endsWith("Ramming"));
    const key = (name: string) => `ACTION_ENGINE.Dialog.Mano.${name}`;
    const number = (name: string, label: string, min: number, max: number) => ({
      name,
      label: key(label),
      kind: "number",
      value: 0,
      min,
      max,
    });
    expect(ramming?.fields).toEqual([
      { name: "ram", label: key("Ram"), kind: "checkbox", value: false, hint: key("RamHint") },
      number("ramDriving", "RamDriving", -20, 100),
      number("ramAgility", "RamAgility", -20, 100),
      { ...number("vehicleMetres", "VehicleMetres", 0, 10000), hint: key("MetresHint") },
      number("targetMetres", "TargetMetres", 0, 10000),
      { name: "sameDirection", label: key("SameDirection"), kind: "checkbox", value: false },
    ]);
  });
});

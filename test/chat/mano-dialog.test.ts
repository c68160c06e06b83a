import { describe, expect, it } from "vitest";
import { manoKit } from "../../src/chat/attack/kits/mano";
import type { AttackInput } from "../../src/chat/attack/kits";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { ruleOptions } from "../../src/settings";
import { weaponOf, world, type World } from "./world";

/*
 * The Mano a Mano attack dialog (RULES 5, seed 003) as the Clone opens it: his fists (power 3,
 * blunt, attack +2) against Steven (melee defence 14, missile 10, grapple 13, toughness 7, stamina
 * 14), no token distance asked for a hand-to-hand strike. Every field with its default, bounds and
 * hint, the lines and chances, and the card input nothing chosen makes.
 */

function inputOf(w: World): AttackInput {
  return {
    ruleset: "mano",
    attacker: {
      actor: actorView(w.attacker.actor as never),
      tokenUuid: w.attacker.token.uuid,
      weapon: itemView(weaponOf(w.attacker) as never),
    },
    targets: targetViews([w.target.token] as never, w.attacker.token as never),
    options: ruleOptions("mano"),
    messageMode: "public",
  };
}

const key = (...parts: string[]) => ["ACTION_ENGINE.Dialog", ...parts].join(".");

describe("Mano a Mano RULES 5: what the attack dialog shows with nothing chosen", () => {
  it("the Attack section: every strike and grappling action the fists allow (a quick strike first), a charge 0..200 m (explained), light, from above, in the water (explained), the GM's modifier and difficulty −20..+20", async () => {
    const w = await world("mano");
    const { context } = manoKit.prepare(inputOf(w), {});
    expect(context.sections.map((s) => s.heading)).toEqual([
      key("Section", "Attack"),
      key("Section", "Ramming"),
    ]);
    const actions = [
      "quickStrike",
      "strategicStrike",
      "cautiousStrike",
      "powerfulStrike",
      "push",
      "trip",
      "slam",
      "hold",
      "wrench",
      "choke",
      "disarm",
    ];
    expect(context.sections[0].fields).toEqual([
      {
        name: "action",
        label: key("Mano", "Action"),
        kind: "select",
        value: "quickStrike",
        options: actions.map((id) => ({
          value: id,
          label: `ACTION_ENGINE.Card.ManoAction.${id}`,
          disabled: false,
        })),
      },
      {
        name: "charge",
        label: key("Mano", "Charge"),
        kind: "number",
        value: 0,
        min: 0,
        max: 200,
        hint: key("Mano", "ChargeHint"),
      },
      {
        name: "light",
        label: key("Mano", "Light"),
        kind: "select",
        value: "lit",
        options: ["lit", "dim", "dark"].map((l) => ({ value: l, label: key("Light", l) })),
      },
      { name: "fromAbove", label: key("Mano", "FromAbove"), kind: "checkbox", value: false },
      {
        name: "swimming",
        label: key("Mano", "Swimming"),
        kind: "checkbox",
        value: false,
        hint: key("Mano", "SwimmingHint"),
      },
      {
        name: "modifier",
        label: key("Mano", "Modifier"),
        kind: "number",
        value: 0,
        min: -20,
        max: 20,
      },
      {
        name: "difficulty",
        label: key("Mano", "Difficulty"),
        kind: "number",
        value: 0,
        min: -20,
        max: 20,
      },
    ]);
  });

  it("Steven's defence bonus −20..+20 from 0; his lines: the fists' +2, melee defence 14; a natural 20 5%, a success 35%, a failure 60%", async () => {
    const w = await world("mano");
    const id = w.target.token.id;
    const { context } = manoKit.prepare(inputOf(w), {});
    expect(context.targets).toEqual([
      {
        id,
        name: "Steven",
        fields: [
          {
            name: `target.${id}.defenceBonus`,
            label: key("Mano", "DefenceBonus"),
            kind: "number",
            value: 0,
            min: -20,
            max: 20,
          },
        ],
        live: {
          id,
          lines: [
            { label: key("Mano", "RollModifier"), value: "+2" },
            { label: "ACTION_ENGINE.Card.Mano.Difficulty", value: "14", total: true },
          ],
          chances: [
            { label: key("Band", "natural20"), value: "5.0%", tone: "critical" },
            { label: key("Band", "success"), value: "35.0%", tone: "success" },
            { label: key("Band", "failure"), value: "60.0%", tone: "failure" },
          ],
          warnings: [],
        },
      },
    ]);
    expect(context.live).toEqual({ id: "card", lines: [], chances: [], warnings: [] });
  });

  it("the card input: the Clone standing, ungripped, +2, not aiming; the fists' power 3, blunt, no range; a quick strike in the light, no charge; Steven as his sheet says, at no distance asked", async () => {
    const w = await world("mano");
    const { plan } = manoKit.prepare(inputOf(w), {});
    expect(plan).toEqual({
      messageMode: "public",
      refused: null,
      shotsLeft: null,
      input: {
        ruleset: "mano",
        attacker: {
          name: "Clone",
          actorUuid: w.attacker.actor.uuid,
          tokenUuid: w.attacker.token.uuid,
          modifier: 2,
          posture: "standing",
          grip: "none",
          aimed: false,
        },
        weapon: {
          name: "Fists",
          itemId: weaponOf(w.attacker).id,
          power: 3,
          sharpness: "blunt",
          range: null,
        },
        situation: {
          action: "quickStrike",
          light: "lit",
          chargeMetres: 0,
          fromAbove: false,
          grapplingEachOther: false,
          modifier: 0,
          difficulty: 0,
        },
        options: ruleOptions("mano"),
        targets: [
          {
            id: w.target.token.id,
            name: "Steven",
            actorUuid: w.target.actor.uuid,
            tokenUuid: w.target.token.uuid,
            defences: { melee: 14, missile: 10, grapple: 13 },
            posture: "standing",
            grip: "none",
            stance: "default",
            armor: [],
            stun: 0,
            damage: 0,
            toughness: 7,
            stamina: 14,
            swimming: 1,
            defenceBonus: 0,
            avoid: [],
            distance: null,
            footingModifier: 0,
          },
        ],
      },
    });
    expect(manoKit.formulas(plan)).toEqual(["1d20"]);
  });
});

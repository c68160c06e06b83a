import { describe, expect, it } from "vitest";
import { manoKit } from "../../src/chat/attack/kits/mano";
import type { AttackInput } from "../../src/chat/attack/kits";
import { itemView } from "../../src/chat/attack/read";
import { ruleOptions } from "../../src/settings";
import { weaponOf, world, type World, attackInput } from "./world";

/*
 * The Mano a Mano attack dialog (RULES 5, seed 003) as the Clone opens it: his fists (power 3,
 * blunt, attack +2) against Steven (melee defence 14, missile 10, grapple 13, toughness 7, stamina
 * 14), no token distance asked for a hand-to-hand strike. Every field with its default, bounds and
 * hint, the lines and chances, and the card input nothing chosen makes.
 */

const inputOf = (w: World): AttackInput => attackInput(w, "mano");

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

/** The Clone attacking with another weapon of his sheet. */
async function armed(w: World, system: Record<string, unknown>, name = "Weapon") {
  const [item] = await w.attacker.actor.createEmbeddedDocuments("Item", [
    { name, type: "mano-weapon", system },
  ]);
  const base = inputOf(w);
  return { ...base, attacker: { ...base.attacker, weapon: itemView(item as never) } };
}

const actionsOf = (context: ReturnType<typeof manoKit.prepare>["context"]) =>
  (context.sections[0].fields[0].options ?? []).map((o) => o.value);
const fieldNames = (context: ReturnType<typeof manoKit.prepare>["context"]) =>
  context.sections[0].fields.map((f) => f.name);

describe("Mano a Mano RULES 5: the actions each weapon offers", () => {
  it("a sword (not natural) offers the four strikes only, no grappling", async () => {
    const w = await world("mano");
    const input = await armed(w, { kind: "handToHand", natural: false, power: 4 }, "Sword");
    expect(actionsOf(manoKit.prepare(input, {}).context)).toEqual([
      "quickStrike",
      "strategicStrike",
      "cautiousStrike",
      "powerfulStrike",
    ]);
  });

  it("a thrown knife offers its throws first, then the strikes in hand; the distance is asked (0..100000 m) when no token measures it", async () => {
    const w = await world("mano");
    const base = await armed(w, { kind: "thrown", power: 2, heft: 1 }, "Knife");
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, metres: null })) };
    const { context, plan } = manoKit.prepare(input, {});
    expect(actionsOf(context)).toEqual([
      "quickThrow",
      "powerfulThrow",
      "heave",
      "quickStrike",
      "strategicStrike",
      "cautiousStrike",
      "powerfulStrike",
    ]);
    const id = w.target.token.id;
    expect(context.targets[0].fields.find((f) => f.name === `target.${id}.distance`)).toEqual({
      name: `target.${id}.distance`,
      label: key("Mano", "Distance"),
      kind: "number",
      value: 0,
      min: 0,
      max: 100000,
    });
    expect(fieldNames(context)).not.toContain("charge");
    expect(plan.input.targets[0].distance).toBe(0);
  });

  it("a bow offers the three shots and draw-and-fire, and an aimed box (unticked when not aiming); a gun the three shots", async () => {
    const w = await world("mano");
    const bow = manoKit.prepare(
      await armed(w, { kind: "bow", power: 3, range: 100 }, "Bow"),
      {},
    ).context;
    expect(actionsOf(bow)).toEqual(["quickShot", "strategicShot", "cautiousShot", "drawAndFire"]);
    expect(bow.sections[0].fields[1]).toEqual({
      name: "aimed",
      label: key("Mano", "Aimed"),
      kind: "checkbox",
      value: false,
    });
    const gun = manoKit.prepare(
      await armed(w, { kind: "gun", power: 5, range: 50 }, "Pistol"),
      {},
    ).context;
    expect(actionsOf(gun)).toEqual(["quickShot", "strategicShot", "cautiousShot"]);
  });

  it("a shot at a target 30 m away shows the distance measured; past the gun's 20 m it is out of range", async () => {
    const w = await world("mano");
    const base = await armed(w, { kind: "gun", power: 5, range: 20 }, "Pistol");
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, metres: 30 })) };
    const { context, plan } = manoKit.prepare(input, {});
    const live = context.targets[0].live;
    expect(live.lines[0]).toMatchObject({ label: key("Mano", "Distance"), value: "30 m" });
    expect(live.warnings).toEqual([{ key: key("Warning", "outOfRange") }]);
    expect(live.chances).toEqual([]);
    expect(plan.input.weapon.range).toBe(20);
    expect(plan.input.targets[0].distance).toBe(30);
  });

  it("a loaded musket (capacity 1, 1 loaded) fires its round: 0 left, written back to the weapon", async () => {
    const w = await world("mano");
    const input = await armed(
      w,
      { kind: "gun", power: 5, range: 50, shots: { capacity: 1, loaded: 1 } },
      "Musket",
    );
    const { plan } = manoKit.prepare(input, {});
    expect(plan.refused).toBeNull();
    expect(plan.shotsLeft).toBe(0);
    expect(manoKit.weaponUpdate?.(plan)).toEqual({ system: { shots: { loaded: 0 } } });
  });
});

describe("Mano a Mano RULES 5: the fight's surroundings", () => {
  it("a slam asks whether the target falls onto something and broke its fall (both unticked), and the card keeps both", async () => {
    const w = await world("mano");
    const { context, plan } = manoKit.prepare(inputOf(w), {
      action: "slam",
      fallsOnto: true,
    });
    const fields = context.sections[0].fields;
    expect(fields.find((f) => f.name === "fallsOnto")).toEqual({
      name: "fallsOnto",
      label: key("Mano", "FallsOnto"),
      kind: "checkbox",
      value: true,
    });
    expect(fields.find((f) => f.name === "brokeFall")).toEqual({
      name: "brokeFall",
      label: key("Mano", "BrokeFall"),
      kind: "checkbox",
      value: false,
    });
    expect(plan.input.situation).toMatchObject({ fallsOnto: true, brokeFall: false });
  });

  it("an attacker holding a grip is asked whether both grapple each other, ticked at first", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { grip: "dominant" } });
    const { context, plan } = manoKit.prepare(inputOf(w), {});
    expect(context.sections[0].fields.find((f) => f.name === "grapplingEachOther")).toEqual({
      name: "grapplingEachOther",
      label: key("Mano", "GrapplingEachOther"),
      kind: "checkbox",
      value: true,
    });
    expect(plan.input.situation.grapplingEachOther).toBe(true);
    expect(plan.input.attacker.grip).toBe("dominant");
  });

  it("RULES 5 swimming: in the water the attacker's swimming score is shown and kept on the card", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { swimming: 3 } });
    const { context, plan } = manoKit.prepare(inputOf(w), { swimming: true });
    expect(context.live.lines).toEqual([{ label: key("Mano", "SwimmingScore"), value: "3" }]);
    expect(plan.input.attacker.swimming).toBe(3);
    expect(plan.input.situation.swimming).toBe(true);
  });

  it("a grappling action rolls the grapple attack (+4), not the fists' +2", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { grappleAttack: 4 } });
    const { plan } = manoKit.prepare(inputOf(w), { action: "hold" });
    expect(plan.input.attacker.modifier).toBe(4);
  });

  it("a target evading on the tracker starts with its bonus filled in, and says so", async () => {
    const w = await world("mano");
    const base = inputOf(w);
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, evading: 3 })) };
    const { context } = manoKit.prepare(input, {});
    expect(context.targets[0].fields[0]).toMatchObject({
      value: 3,
      hint: key("Mano", "EvadingHint"),
    });
  });
});

describe("Mano a Mano RULES 5 layering: the armor pieces a target wears", () => {
  it("a mail shirt (cover 6) under a breastplate (cover 4) at the torso are two pieces: the inner band both, the outer the mail alone; a ring (none) stands alone; armor not worn is left out", async () => {
    const w = await world("mano");
    await w.target.actor.createEmbeddedDocuments("Item", [
      {
        name: "Breastplate",
        type: "mano-armor",
        system: { cover: 4, absorption: 5, location: "torso", equipped: true },
      },
      {
        name: "Mail",
        type: "mano-armor",
        system: { cover: 6, absorption: 3, location: "torso", equipped: true },
      },
      {
        name: "Ring",
        type: "mano-armor",
        system: { cover: 1, absorption: 1, location: "none", equipped: true },
      },
      {
        name: "Spare helm",
        type: "mano-armor",
        system: { cover: 3, absorption: 4, location: "head", equipped: false },
      },
    ]);
    const { plan } = manoKit.prepare(inputOf(w), {});
    expect(plan.input.targets[0].armor?.map((p) => [p.name, p.cover])).toEqual([
      ["Ring", 1],
      ["Mail", 2],
      ["Mail + Breastplate", 4],
    ]);
  });
});

describe("Action Rounds [I-7]: the Mano a Mano attack with ready hit points", () => {
  function roundsInput(w: World, readyHp?: number): AttackInput {
    const base = inputOf(w);
    return {
      ...base,
      ruleset: "rounds",
      options: ruleOptions("rounds"),
      attacker: { ...base.attacker, ...(readyHp === undefined ? {} : { readyHp }) },
    };
  }

  it("the ready hit points spent: from 1, at most the 3 ready (shown), else 99; the target's passive HP 0..99; no combos, no ramming", async () => {
    const w = await world("rounds");
    const { context, plan } = manoKit.prepare(roundsInput(w, 3), {});
    expect(context.sections.map((s) => s.heading)).toEqual([key("Section", "Attack")]);
    expect(context.sections[0].fields.find((f) => f.name === "hpSpent")).toEqual({
      name: "hpSpent",
      label: key("Mano", "HpSpent"),
      kind: "number",
      value: 1,
      min: 1,
      max: 3,
      hint: key("Mano", "HpSpentHint"),
    });
    expect(context.live.lines).toEqual([{ label: key("Mano", "ReadyHp"), value: "3" }]);
    const id = w.target.token.id;
    expect(context.targets[0].fields.find((f) => f.name === `target.${id}.passiveHp`)).toEqual({
      name: `target.${id}.passiveHp`,
      label: key("Mano", "PassiveHp"),
      kind: "number",
      value: 0,
      min: 0,
      max: 99,
    });
    expect(plan.input.situation.hpSpent).toBe(1);
    expect(plan.input.targets[0]).toMatchObject({ passiveHp: 0, strength: 6 });
    const unknown = manoKit.prepare(roundsInput(w), {}).context;
    expect(unknown.sections[0].fields.find((f) => f.name === "hpSpent")?.max).toBe(99);
    expect(unknown.live.lines).toEqual([]);
    const none = manoKit.prepare(roundsInput(w, 0), {}).context;
    expect(none.sections[0].fields.find((f) => f.name === "hpSpent")?.max).toBe(99);
  });
});

import { describe, expect, it } from "vitest";
import { manoKit } from "../../src/chat/attack/kits/mano";
import type { AttackInput } from "../../src/chat/attack/kits";
import { bystanderViews, itemView, targetViews } from "../../src/chat/attack/read";
import type { DocumentDouble } from "../foundry/documents";
import { attackInput, weaponOf, world, type World } from "./world";

/*
 * The Mano a Mano attack dialog's rules beyond its defaults (RULES 5, seed 004; Action Rounds
 * RULES 4 [I-7]): who covers a target, an outreached attacker, what the target's live block says,
 * which actions the attacker's situation leaves open, and the card's warnings and refusal codes.
 * The Clone's fists (power 3, blunt, attack +2, reach 1 m) against Steven (melee defence 14,
 * missile 10, grapple 13).
 */

const key = (...parts: string[]) => ["ACTION_ENGINE.Dialog", ...parts].join(".");

const inputOf = (w: World, ruleset: "mano" | "rounds" = "mano"): AttackInput =>
  attackInput(w, ruleset);

/** The Clone attacking with another weapon of his sheet. */
async function armed(w: World, system: Record<string, unknown>, name = "Weapon") {
  const [item] = await w.attacker.actor.createEmbeddedDocuments("Item", [
    { name, type: "mano-weapon", system },
  ]);
  const base = inputOf(w);
  return { ...base, attacker: { ...base.attacker, weapon: itemView(item as never) } };
}

type Prepared = ReturnType<typeof manoKit.prepare>;
const field = (context: Prepared["context"], name: string) =>
  [...context.sections.flatMap((s) => s.fields), ...context.targets.flatMap((t) => t.fields)].find(
    (f) => f.name === name,
  );
const disabled = (context: Prepared["context"]) =>
  (field(context, "action")?.options ?? []).filter((o) => o.disabled).map((o) => o.value);
const warnings = (context: Prepared["context"]) => context.live.warnings.map((x) => x.key);
const refusalOf = (plan: Prepared["plan"]) => {
  try {
    manoKit.formulas(plan);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** Ward, a third fighter on the scene, two squares beyond Steven; the world's scene. */
async function ward(w: World, type = "mano") {
  const actor = (await Actor.create({
    name: "Ward",
    type,
    system: { defences: { melee: 10, missile: 10, grapple: 10 }, toughness: 7, stamina: 14 },
  } as never)) as unknown as DocumentDouble;
  const scene = (w.target.token as unknown as { parent: Parameters<World["chat"]["token"]>[0] })
    .parent;
  return { actor, token: w.chat.token(scene, actor, { x: 200, y: 0 }), scene };
}

describe("RULES 5 cover (seed 004): who may cover a target, and what covering changes", () => {
  async function wardAttacked(w: World) {
    const { token, scene } = await ward(w);
    // a character of another ruleset on the same scene
    const stranger = (await Actor.create({
      name: "Ines",
      type: "okrpg",
    } as never)) as unknown as DocumentDouble;
    w.chat.token(scene, stranger, { x: 400, y: 400 });
    const base = inputOf(w);
    return {
      token,
      input: {
        ...base,
        targets: targetViews([token] as never, w.attacker.token as never),
        bystanders: bystanderViews([token] as never, w.attacker.token as never),
      },
    };
  }

  it("Ward's 'Covered by' offers nobody (first, chosen) or Steven, a Mano a Mano character on the scene; Ines, of another ruleset, cannot cover", async () => {
    const w = await world("mano");
    const { token, input } = await wardAttacked(w);
    const { context, plan } = manoKit.prepare(input, {});
    expect(field(context, `target.${token.id}.coveredBy`)).toEqual({
      name: `target.${token.id}.coveredBy`,
      label: key("Mano", "CoveredBy"),
      kind: "select",
      value: "",
      options: [
        { value: "", label: key("Mano", "CoveredByNone") },
        { value: w.target.token.id, label: "Steven", literal: true },
      ],
      hint: key("Mano", "CoveredByHint"),
    });
    // nobody covers: Ward's own melee defence 10, and the card holds Ward alone
    expect(context.targets[0].live.lines.find((l) => l.total)?.value).toBe("10");
    expect(plan.input.targets.map((t) => [t.name, t.coveredBy, t.covers])).toEqual([
      ["Ward", undefined, undefined],
    ]);
  });

  it("Steven covering Ward: the difficulty is Steven's defence 14 + 5 = 19, so the fists' +2 needs 18 or more (2 faces and the natural 20); the card keeps Ward covered by Steven and Steven covering Ward", async () => {
    const w = await world("mano");
    const { token, input } = await wardAttacked(w);
    const { context, plan } = manoKit.prepare(input, {
      [`target.${token.id}.coveredBy`]: w.target.token.id,
    });
    expect(context.targets[0].live.lines.find((l) => l.total)?.value).toBe("19");
    expect(context.targets[0].live.chances.map((c) => c.value)).toEqual(["5.0%", "10.0%", "85.0%"]);
    expect(plan.input.targets.map((t) => [t.name, t.coveredBy, t.covers])).toEqual([
      ["Ward", w.target.token.id, undefined],
      ["Steven", undefined, token.id],
    ]);
    expect(plan.input.targets[1].defences).toEqual({ melee: 14, missile: 10, grapple: 13 });
  });
});

describe("Action Rounds RULES 4: an outreached attacker", () => {
  async function spear(w: World, reach = 2, name = "Spear") {
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name, type: "mano-weapon", system: { kind: "handToHand", reach, equipped: true } },
    ] as never);
    return w.target.actor.items.contents.find((i) => i.name === name)!.id!;
  }

  it("Steven's spear (2 m) outreaches the fists (1 m) and he is not attacking: the Clone cannot strike him, the dialog says so and the roll is refused, naming Steven", async () => {
    const w = await world("rounds");
    await spear(w);
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds"), {});
    const live = context.targets[0].live;
    expect(live.warnings).toEqual([{ key: key("Warning", "outreached") }]);
    expect(live.chances).toEqual([]);
    expect(plan.refused).toEqual({ code: "Outreached", details: { name: "Steven" } });
    expect(refusalOf(plan)).toContain("Steven");
    expect(plan.input.targets[0].outreach).toMatchObject({ attacker: 1, target: 2 });
  });

  it("Steven attacking with the spear: only the spear may be struck (said), at the fists' odds against defence 14", async () => {
    const w = await world("rounds");
    const id = await spear(w);
    const target = w.target.token.id;
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds"), {
      [`target.${target}.attacking`]: true,
      [`target.${target}.attackWith`]: id,
    });
    const live = context.targets[0].live;
    expect(live.warnings).toEqual([{ key: key("Warning", "weaponOnly") }]);
    expect(live.chances.map((c) => c.value)).toEqual(["5.0%", "35.0%", "60.0%"]);
    expect(plan.refused).toBeNull();
  });

  it("a knife (0.5 m) does not outreach the fists (1 m): no question, Steven is struck as usual", async () => {
    const w = await world("rounds");
    await spear(w, 0.5, "Knife");
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds"), {});
    expect(field(context, `target.${w.target.token.id}.attacking`)).toBeUndefined();
    expect(context.targets[0].live.warnings).toEqual([]);
    expect(plan.input.targets[0].outreach).toBeUndefined();
  });

  it("Mano a Mano has no outreach rule: the spear asks nothing and the Clone strikes Steven", async () => {
    const w = await world("mano");
    await spear(w);
    const { context, plan } = manoKit.prepare(inputOf(w), {});
    expect(field(context, `target.${w.target.token.id}.attacking`)).toBeUndefined();
    expect(context.targets[0].live.warnings).toEqual([]);
    expect(plan.refused).toBeNull();
    expect(plan.input.targets[0].outreach).toBeUndefined();
  });

  it("Steven's 2 passive defence HP add 2 to his defence: 14 + 2 = 16 on the card", async () => {
    const w = await world("rounds");
    const { context, plan } = manoKit.prepare(inputOf(w, "rounds"), {
      [`target.${w.target.token.id}.passiveHp`]: 2,
    });
    expect(plan.input.targets[0].passiveHp).toBe(2);
    expect(context.targets[0].live.lines.find((l) => l.total)?.value).toBe("16");
  });

  it("with 1 ready HP the Clone spends at most 1", async () => {
    const w = await world("rounds");
    const base = inputOf(w, "rounds");
    const { context } = manoKit.prepare(
      { ...base, attacker: { ...base.attacker, readyHp: 1 } },
      {},
    );
    expect(field(context, "hpSpent")?.max).toBe(1);
  });

  it("RULES 4 multiple weapons is Action Rounds' rule: in Mano a Mano fists that struck already are not refused", async () => {
    const w = await world("mano");
    const base = inputOf(w);
    const input = {
      ...base,
      attacker: { ...base.attacker, weaponsStruck: [base.attacker.weapon.id] },
    };
    const { context, plan } = manoKit.prepare(input, {});
    expect(warnings(context)).toEqual([]);
    expect(plan.refused).toBeNull();
  });
});

describe("RULES 5 range: the target's live block for throws and shots", () => {
  it("a pistol of range 20 m reaches a target exactly 20 m away: the distance line and the odds against missile defence 10 + 19 (range, 95%)", async () => {
    const w = await world("mano");
    const base = await armed(w, { kind: "gun", power: 5, range: 20, attack: 2 }, "Pistol");
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, metres: 20 })) };
    const { context } = manoKit.prepare(input, {});
    const live = context.targets[0].live;
    expect(live.lines[0]).toMatchObject({ label: key("Mano", "Distance"), value: "20 m" });
    expect(live.warnings).toEqual([]);
    expect(live.chances.length).toBeGreaterThan(0);
  });

  it("a distance typed when no token measures it shows no distance line; past the range it is out of range", async () => {
    const w = await world("mano");
    const base = await armed(w, { kind: "gun", power: 5, range: 20 }, "Pistol");
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, metres: null })) };
    const id = w.target.token.id;
    const { context, plan } = manoKit.prepare(input, { [`target.${id}.distance`]: 25 });
    const live = context.targets[0].live;
    expect(live.lines.map((l) => l.label)).not.toContain(key("Mano", "Distance"));
    expect(live.warnings).toEqual([{ key: key("Warning", "outOfRange") }]);
    expect(plan.input.targets[0].distance).toBe(25);
  });

  it("a gun with no range written has no maximum range: the card keeps none and no distance is out of range", async () => {
    const w = await world("mano");
    const base = await armed(w, { kind: "gun", power: 5, range: 0 }, "Pistol");
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, metres: 300 })) };
    const { context, plan } = manoKit.prepare(input, {});
    expect(plan.input.weapon.range).toBeNull();
    expect(context.targets[0].live.warnings).toEqual([]);
  });

  it("a knife thrown (throw +3) rolls its throw, struck in hand (attack +1) its attack", async () => {
    const w = await world("mano");
    const input = await armed(w, { kind: "thrown", power: 2, attack: 1, throw: 3 }, "Knife");
    expect(manoKit.prepare(input, { action: "quickThrow" }).plan.input.attacker.modifier).toBe(3);
    expect(manoKit.prepare(input, { action: "quickStrike" }).plan.input.attacker.modifier).toBe(1);
  });

  it("a strike in hand is not limited by the knife's range: a target 50 m off is no out-of-range", async () => {
    const w = await world("mano");
    const base = await armed(w, { kind: "thrown", power: 2, range: 3 }, "Knife");
    const input = { ...base, targets: base.targets.map((t) => ({ ...t, metres: 50 })) };
    const { context } = manoKit.prepare(input, { action: "quickStrike" });
    expect(context.targets[0].live.warnings).toEqual([]);
  });
});

describe("RULES 5: the actions the attacker's situation leaves open", () => {
  /** The strenuous actions: the strategic, cautious and powerful strikes and the strenuous grapples. */
  const STRENUOUS = [
    "strategicStrike",
    "cautiousStrike",
    "powerfulStrike",
    "trip",
    "slam",
    "wrench",
    "choke",
    "disarm",
  ];

  it("an injured Clone (stun 6 + damage 1 ≥ toughness 7) has no strenuous action: the strategic, cautious and powerful strikes and the strenuous grapples are off", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { toughness: 7, stamina: 14, stun: 6, damage: 1 } });
    expect(disabled(manoKit.prepare(inputOf(w), {}).context)).toEqual(STRENUOUS);
  });

  it("a Clone carrying an anvil of 500 kg is encumbered: no strenuous action either", async () => {
    const w = await world("mano");
    await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Anvil", type: "mano-gear", system: { weight: 500 } },
    ]);
    expect(disabled(manoKit.prepare(inputOf(w), {}).context)).toEqual(STRENUOUS);
  });

  it("a Clone on the ground cannot make a standing attack: strategic, cautious, powerful are off", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { posture: "ground" } });
    const { context, plan } = manoKit.prepare(inputOf(w), {});
    expect(disabled(context)).toEqual(["strategicStrike", "cautiousStrike", "powerfulStrike"]);
    expect(plan.input.attacker.posture).toBe("ground");
  });

  it("a bow held drawn must be fired: draw-and-fire is off, the shots stay open; a gun is never 'drawn'", async () => {
    const w = await world("mano");
    const bow = await armed(w, { kind: "bow", power: 3, range: 100, drawn: true }, "Bow");
    expect(disabled(manoKit.prepare(bow, {}).context)).toEqual(["drawAndFire"]);
    const gun = await armed(w, { kind: "gun", power: 5, range: 50, drawn: true }, "Pistol");
    expect(disabled(manoKit.prepare(gun, {}).context)).toEqual([]);
  });

  it("only a bow is held drawn: a throwing knife whose sheet has 'drawn' ticked keeps every throw and strike", async () => {
    const w = await world("mano");
    const knife = await armed(w, { kind: "thrown", power: 2, heft: 1, drawn: true }, "Knife");
    const { context, plan } = manoKit.prepare(knife, {});
    expect(disabled(context)).toEqual([]);
    expect(plan.input.situation.action).toBe("quickThrow");
  });

  it("RULES 5 draw: a bow of heft 9 is drawn at strength 5 (under twice 5); a heavy javelin (heft 10) is no bow to draw", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { strength: 5 } });
    const bow = manoKit.prepare(await armed(w, { kind: "bow", power: 6, range: 200, heft: 9 }), {});
    expect(disabled(bow.context)).toEqual([]);
    expect(bow.plan.refused).toBeNull();
    const javelin = manoKit.prepare(await armed(w, { kind: "thrown", power: 4, heft: 10 }), {});
    expect(warnings(javelin.context)).not.toContain(key("Warning", "bowTooHeavy"));
    expect(javelin.plan.refused).toBeNull();
  });

  it("an unwieldy item cannot be thrown quickly or powerfully: only the heave is left of the throws", async () => {
    const w = await world("mano");
    const input = await armed(w, { kind: "thrown", power: 4, heft: 2, unwieldy: true }, "Chair");
    expect(disabled(manoKit.prepare(input, {}).context)).toEqual(["quickThrow", "powerfulThrow"]);
  });

  it("an incapacitated Clone (stun 10 + damage 5 ≥ stamina 14) holding an unwieldy chair: every action is off, the dialog says he cannot act, and the chair has no range (the rules allow it no quick throw)", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { toughness: 7, stamina: 14, stun: 10, damage: 5 } });
    const input = await armed(w, { kind: "thrown", power: 4, heft: 2, unwieldy: true }, "Chair");
    const { context, plan } = manoKit.prepare(input, {});
    expect(disabled(context)).toEqual([
      "quickThrow",
      "powerfulThrow",
      "heave",
      "quickStrike",
      "strategicStrike",
      "cautiousStrike",
      "powerfulStrike",
    ]);
    expect(context.live.warnings).toContainEqual({
      key: "ACTION_ENGINE.Error.CannotActIncapacitated",
      name: "Clone",
    });
    expect(plan.input.weapon.range).toBeNull();
  });
});

describe("RULES 5 combos: the dialog's question, the step shown and the refusal codes", () => {
  const fighting = (w: World) => {
    const base = inputOf(w);
    return { ...base, attacker: { ...base.attacker, inEncounter: true } };
  };
  const fists = (w: World) => weaponOf(w.attacker).id!;

  it("after one strike the dialog asks whether this one continues the combo (explained), and shows step 2", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({
      system: { combo: [{ action: "quickStrike", weapon: "left-hand" }] },
    } as never);
    const { context } = manoKit.prepare(fighting(w), {});
    expect(field(context, "comboContinues")).toEqual({
      name: "comboContinues",
      label: key("Mano", "ComboContinues"),
      kind: "checkbox",
      value: true,
      hint: key("Mano", "ComboContinuesHint"),
    });
    expect(context.live.lines).toEqual([{ label: key("Mano", "ComboStep"), value: "2" }]);
  });

  it("speed 2 gives two quick actions with one weapon: the second strike is allowed, a third is refused at limit 2, speed 2", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({
      system: { speed: 2, combo: [{ action: "quickStrike", weapon: fists(w) }] },
    } as never);
    expect(manoKit.prepare(fighting(w), {}).plan.refused).toBeNull();
    await w.attacker.actor.update({
      system: {
        combo: [
          { action: "quickStrike", weapon: fists(w) },
          { action: "quickStrike", weapon: fists(w) },
        ],
      },
    } as never);
    const { plan } = manoKit.prepare(fighting(w), {});
    expect(plan.refused).toEqual({
      code: "ComboTooLong",
      details: { step: 3, limit: 2, speed: 2 },
    });
  });

  it("a combo step refused for another reason (an aim while holding a grip, step 1 of 2) is refused with that step", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({
      system: { speed: 2, grip: "dominant", combo: [{ action: "aim" }] },
    } as never);
    const { context, plan } = manoKit.prepare(fighting(w), {});
    expect(plan.refused).toEqual({ code: "ComboStepRefused", details: { step: 1 } });
    expect(context.live.warnings).toEqual([
      { key: "ACTION_ENGINE.Sheet.Refusal.notWhileGrappling" },
    ]);
  });

  it("an injured Clone's combo and a powerful strike in one are refused by their own codes", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({
      system: { combo: [{ action: "quickStrike", weapon: "left-hand" }] },
    } as never);
    expect(manoKit.prepare(fighting(w), { action: "powerfulStrike" }).plan.refused).toEqual({
      code: "ComboOnlyQuick",
      details: {},
    });
    await w.attacker.actor.update({ system: { toughness: 7, stamina: 14, stun: 6, damage: 1 } });
    expect(manoKit.prepare(fighting(w), {}).plan.refused).toEqual({
      code: "ComboUnlessHealthy",
      details: {},
    });
  });
});

describe("the card's warnings and refusal codes", () => {
  it("RULES 5 ramming: a ram's collision with a 10 m charge is refused with code CollisionWithCharge, and said", async () => {
    const w = await world("mano");
    const { context, plan } = manoKit.prepare(inputOf(w), {
      ram: true,
      ramDriving: "3",
      ramAgility: "1",
      vehicleMetres: "12",
      targetMetres: "8",
      charge: "10",
    });
    expect(warnings(context)).toEqual([key("Warning", "collisionWithCharge")]);
    expect(plan.refused).toEqual({ code: "CollisionWithCharge", details: { metres: 10 } });
    // a ram without the charge is rolled
    const ram = manoKit.prepare(inputOf(w), { ram: true, vehicleMetres: "12", targetMetres: "8" });
    expect(ram.plan.refused).toBeNull();
    expect(ram.plan.input.situation.collision).toBeDefined();
  });

  it("a 10 m charge without a ram is no refusal", async () => {
    const w = await world("mano");
    const { context, plan } = manoKit.prepare(inputOf(w), { charge: "10" });
    expect(warnings(context)).toEqual([]);
    expect(plan.refused).toBeNull();
    expect(plan.input.situation.chargeMetres).toBe(10);
  });

  it("RULES 5 load: an empty musket is refused with code NotLoaded and its capacity", async () => {
    const w = await world("mano");
    const input = await armed(w, { kind: "gun", power: 8, range: 100, shots: { capacity: 1 } });
    expect(manoKit.prepare(input, {}).plan.refused).toEqual({
      code: "NotLoaded",
      details: { capacity: 1 },
    });
  });

  it("RULES 5 draw: a bow too heavy is refused with code BowTooHeavy, its heft and the strength", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { strength: 5 } });
    const input = await armed(w, { kind: "bow", power: 6, range: 200, heft: 10 });
    expect(manoKit.prepare(input, {}).plan.refused).toEqual({
      code: "BowTooHeavy",
      details: { heft: 10, strength: 5 },
    });
  });

  it("RULES 4 multiple weapons: fists that struck already are refused with code WeaponOncePerTurn, naming them", async () => {
    const w = await world("rounds");
    const base = inputOf(w, "rounds");
    const input = {
      ...base,
      attacker: { ...base.attacker, weaponsStruck: [base.attacker.weapon.id] },
    };
    expect(manoKit.prepare(input, {}).plan.refused).toEqual({
      code: "WeaponOncePerTurn",
      details: { weapon: "Fists" },
    });
  });

  it("fists, which take no rounds, write nothing back to the weapon", async () => {
    const w = await world("mano");
    const { plan } = manoKit.prepare(inputOf(w), {});
    expect(plan.shotsLeft).toBeNull();
    expect(manoKit.weaponUpdate?.(plan)).toBeNull();
  });
});

describe("the target's own fields", () => {
  it("RULES 5 push and trip: Steven keeps his feet with the better of his grapple attack 3 and acrobatics 2", async () => {
    const w = await world("mano");
    await w.target.actor.update({ system: { grappleAttack: 3, abilities: { acrobatics: 2 } } });
    expect(manoKit.prepare(inputOf(w), {}).plan.input.targets[0].footingModifier).toBe(3);
    await w.target.actor.update({ system: { grappleAttack: 1, abilities: { acrobatics: 4 } } });
    expect(manoKit.prepare(inputOf(w), {}).plan.input.targets[0].footingModifier).toBe(4);
  });

  it("RULES 5 avoiding armor: each piece not complete is a box, unticked; ticked, the card keeps its index; complete cover is never offered", async () => {
    const w = await world("mano");
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Helmet", type: "mano-armor", system: { cover: 3, absorption: 4, location: "head" } },
      {
        name: "Shell",
        type: "mano-armor",
        system: { cover: 20, absorption: 2, location: "none", complete: true },
      },
    ]);
    const id = w.target.token.id;
    const none = manoKit.prepare(inputOf(w), {});
    const boxes = none.context.targets[0].fields.filter((f) => f.name.includes(".avoid."));
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toEqual({
      name: expect.stringMatching(new RegExp(`^target\\.${id}\\.avoid\\.\\d$`)),
      label: key("Mano", "Avoid"),
      kind: "checkbox",
      value: false,
      text: "Helmet (3)",
    });
    expect(none.plan.input.targets[0].avoid).toEqual([]);
    const aimed = manoKit.prepare(inputOf(w), { [boxes[0].name]: true });
    expect(aimed.plan.input.targets[0].avoid).toEqual([Number(boxes[0].name.split(".").pop())]);
  });

  it("RULES 5 layering: two pieces of equal cover (4) at the torso are one piece of both, their absorptions summed", async () => {
    const w = await world("mano");
    await w.target.actor.createEmbeddedDocuments("Item", [
      {
        name: "Brigandine",
        type: "mano-armor",
        system: { cover: 4, absorption: 3, location: "torso", equipped: true },
      },
      {
        name: "Gambeson",
        type: "mano-armor",
        system: { cover: 4, absorption: 1, location: "torso", equipped: true },
      },
    ]);
    const armor = manoKit.prepare(inputOf(w), {}).plan.input.targets[0].armor ?? [];
    expect(armor.map((p) => [p.name, p.cover, p.absorption])).toEqual([
      ["Brigandine + Gambeson", 4, 4],
    ]);
  });

  it("a slam with nothing chosen: the target falls onto nothing and broke no fall", async () => {
    const w = await world("mano");
    const { plan } = manoKit.prepare(inputOf(w), { action: "slam" });
    expect(plan.input.situation).toMatchObject({ fallsOnto: false, brokeFall: false });
  });
});

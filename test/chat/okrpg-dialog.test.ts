import { describe, expect, it } from "vitest";
import { multiTargetCost, okrpgKit } from "../../src/chat/attack/kits/okrpg";
import type { OkrpgCard } from "../../src/rules/cards/okrpg";
import type { AttackInput } from "../../src/chat/attack/kits";
import { itemView } from "../../src/chat/attack/read";
import { fieldsOf, type DialogContext } from "../../src/chat/view-models/dialog/types";
import { ruleOptions } from "../../src/settings";
import { weaponOf, world, type World, attackInput } from "./world";

/*
 * The OK RPG attack dialog (RULES 1.2–1.8, seed 000) as a player fills it in: Ines attacks with
 * her Sword (Blade Grt 6, cutting) the Duellist (Parry Gd 4, Mail Gd covering 2, 3 nonlethal
 * wounds). Every field with its default, bounds and hint, every line the dialog shows, and the
 * card input its values make.
 */

const inputOf = (w: World, targets = [w.target.token]): AttackInput =>
  attackInput(w, "okrpg", targets);

const key = (...parts: string[]) => ["ACTION_ENGINE.Dialog", ...parts].join(".");
const options = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));
const lines = (block: DialogContext["live"]) =>
  block.lines.map((l) => [l.label, l.value, ...(l.total ? ["total"] : [])]);

describe("OK RPG RULES 1.2–1.8: what the attack dialog shows", () => {
  it("the Attack section: setup (none), general setup, the Sword's own cutting row, the GM's modifier −20..+20, a combined action (2 successes, 0..30), no called shot planned", async () => {
    const w = await world("okrpg");
    const { context } = okrpgKit.prepare(inputOf(w), {});
    expect(context.sections.map((s) => s.heading)).toEqual([key("Section", "Attack")]);
    expect(context.sections[0].fields).toEqual([
      {
        name: "setup",
        label: key("Okrpg", "Setup"),
        kind: "select",
        value: "none",
        options: options(key("Setup"), ["none", "free", "hard"]),
      },
      { name: "generalSetup", label: key("Okrpg", "GeneralSetup"), kind: "checkbox", value: false },
      {
        name: "attackType",
        label: key("Okrpg", "AttackType"),
        kind: "select",
        value: "cutting",
        options: options("ACTION_ENGINE.Choice.lethality", [
          "deepPuncture",
          "cutting",
          "viciousBashing",
          "lessViciousBashing",
          "regularBashing",
          "allegedlyNonlethal",
          "reallyNonlethal",
        ]),
        hint: key("Okrpg", "AttackTypeHint"),
      },
      {
        name: "modifier",
        label: key("Okrpg", "Modifier"),
        kind: "number",
        value: 0,
        min: -20,
        max: 20,
      },
      {
        name: "combined",
        label: key("Okrpg", "Combined"),
        kind: "select",
        value: "none",
        options: options(key("Combined"), ["none", "simple", "rolled"]),
        hint: key("Okrpg", "CombinedHint"),
      },
      {
        name: "combinedRequired",
        label: key("Okrpg", "CombinedRequired"),
        kind: "number",
        value: 2,
        min: 0,
        max: 30,
      },
      {
        name: "plan",
        label: key("Okrpg", "Plan"),
        kind: "select",
        value: "none",
        options: [
          { value: "none", label: key("Okrpg", "PlanNone") },
          ...options("ACTION_ENGINE.Card.CalledShot", [
            "largePart",
            "smallPart",
            "verySmallPart",
            "trickShot",
          ]),
        ],
        hint: key("Okrpg", "PlanHint"),
      },
    ]);
  });

  it("each target's fields: no active defence, standing (as the sheet says), defence bonus −20..+20, no hold declared (explained), normal stability", async () => {
    const w = await world("okrpg");
    const id = w.target.token.id;
    const { context } = okrpgKit.prepare(inputOf(w), {});
    expect(context.targets.map((t) => [t.id, t.name])).toEqual([[id, "Duellist"]]);
    expect(context.targets[0].fields).toEqual([
      {
        name: `target.${id}.active`,
        label: key("Okrpg", "ActiveDefence"),
        kind: "select",
        value: "none",
        options: options(key("ActiveDefence"), ["none", "one", "group", "everyone"]),
      },
      {
        name: `target.${id}.knockedDown`,
        label: key("Okrpg", "KnockedDown"),
        kind: "checkbox",
        value: false,
      },
      {
        name: `target.${id}.bonus`,
        label: key("Okrpg", "DefenceBonus"),
        kind: "number",
        value: 0,
        min: -20,
        max: 20,
      },
      {
        name: `target.${id}.holding`,
        label: key("Okrpg", "Holding"),
        kind: "checkbox",
        value: false,
        hint: key("Okrpg", "HoldingHint"),
      },
      {
        name: `target.${id}.stability`,
        label: key("Okrpg", "Stability"),
        kind: "select",
        value: "normal",
        options: options(key("Stability"), ["unstable", "normal", "braced"]),
      },
    ]);
    expect(context.targets[0].live.id).toBe(id);
    expect(lines(context.targets[0].live)).toEqual([
      [key("Okrpg", "Defence"), "Gd (4)"],
      [key("Okrpg", "Required"), "4", "total"],
    ]);
  });

  it("the roll's lines with nothing chosen: the base rank Grt (6) and the modifier 0, the total; no chances beside the target's", async () => {
    const w = await world("okrpg");
    const { context } = okrpgKit.prepare(inputOf(w), {});
    expect(context.live.id).toBe("card");
    expect(lines(context.live)).toEqual([
      [key("Okrpg", "Base"), "Grt (6)"],
      [key("Okrpg", "RollModifier"), "0", "total"],
    ]);
    expect(context.live.chances).toEqual([]);
  });

  it("the card input with nothing chosen: Ines's base 6, hand-to-hand Avg+ (3), strength 2; the Sword's cutting lethality, reach 1, no penetration; the Duellist as the sheet says", async () => {
    const w = await world("okrpg");
    const { plan } = okrpgKit.prepare(inputOf(w), {});
    expect(plan.messageMode).toBe("public");
    expect(plan.interrupt).toBeUndefined();
    expect(plan.input.attacker).toEqual({
      name: "Ines",
      actorUuid: w.attacker.actor.uuid,
      tokenUuid: w.attacker.token.uuid,
      base: 6,
      handToHand: 3,
      strength: 2,
    });
    expect(plan.input.weapon).toEqual({
      name: "Sword",
      itemId: weaponOf(w.attacker).id,
      damage: 5,
      penetration: null,
      lethality: -1,
      damageType: "cutting",
      reach: 1,
      weaponSuits: [],
      multiTargetDiscount: 0,
    });
    // nothing combined: no combined part at all
    expect(plan.input.situation).toStrictEqual({ setup: 0, impairment: 0, other: 0 });
    expect(plan.input.options).toEqual(ruleOptions("okrpg"));
    expect(plan.input.targets).toEqual([
      {
        id: w.target.token.id,
        name: "Duellist",
        actorUuid: w.target.actor.uuid,
        tokenUuid: w.target.token.uuid,
        defence: 4,
        dr: 3,
        handToHand: 4,
        size: 2,
        twoHandedWeapon: false,
        armor: { protection: 4, coverage: 2 },
        system: "full",
        wounds: { lethal: 0, nonlethal: 3, mangledLimb: null },
        activeDefences: [],
        knockedDown: false,
        defenceBonus: 0,
        stability: "normal",
      },
    ]);
  });
});

describe("OK RPG RULES 1.4, 1.8: the dialog's choices reach the lines and the card", () => {
  it("RULES 1.8: a free setup (+2) and a general one (+2) show as setups +4; the GM's +1 makes the roll's modifier 5", async () => {
    const w = await world("okrpg");
    const { context, plan } = okrpgKit.prepare(inputOf(w), {
      setup: "free",
      generalSetup: true,
      modifier: "1",
    });
    expect(lines(context.live)).toEqual([
      [key("Okrpg", "Base"), "Grt (6)"],
      [key("Okrpg", "SetupTotal"), "+4"],
      [key("Okrpg", "RollModifier"), "5", "total"],
    ]);
    expect(plan.input.situation).toEqual({ setup: 4, impairment: 0, other: 1 });
  });

  it("RULES 1.8: a hard setup alone is +4", async () => {
    const w = await world("okrpg");
    const { plan } = okrpgKit.prepare(inputOf(w), { setup: "hard" });
    expect(plan.input.situation?.setup).toBe(4);
  });

  it("RULES 1.8: beside a simple action the attack pays 1 success, shown as the combined cost −1; no chance for the simple action", async () => {
    const w = await world("okrpg");
    const { context, plan } = okrpgKit.prepare(inputOf(w), { combined: "simple" });
    expect(lines(context.live)).toEqual([
      [key("Okrpg", "Base"), "Grt (6)"],
      [key("Okrpg", "CombinedCost"), "−1"],
      [key("Okrpg", "RollModifier"), "−1", "total"],
    ]);
    expect(context.live.chances).toEqual([]);
    expect(plan.input.situation).toEqual({
      setup: 0,
      impairment: 0,
      other: 0,
      combined: "simple",
    });
  });

  it("RULES 1.8: beside a rolled action needing 3 each part pays 2 (the combined cost −2), and the other action's chance is shown", async () => {
    const w = await world("okrpg");
    const { context, plan } = okrpgKit.prepare(inputOf(w), {
      combined: "rolled",
      combinedRequired: "3",
    });
    expect(plan.input.situation?.combined).toEqual({ required: 3 });
    expect(lines(context.live)).toContainEqual([key("Okrpg", "CombinedCost"), "−2"]);
    expect(context.live.chances.map((c) => [c.label, c.tone])).toEqual([
      [key("Chance", "combinedOther"), "success"],
    ]);
  });
});

describe("OK RPG RULES 1.2–1.8: each target's choices", () => {
  it("an active defence against one foe, knocked down, +1 defence bonus, braced: all on the card's target; Gd + 3 − 2 + 1 needs 6", async () => {
    const w = await world("okrpg");
    const id = w.target.token.id;
    const { context, plan } = okrpgKit.prepare(inputOf(w), {
      [`target.${id}.active`]: "one",
      [`target.${id}.knockedDown`]: true,
      [`target.${id}.bonus`]: "1",
      [`target.${id}.stability`]: "braced",
    });
    expect(plan.input.targets[0]).toMatchObject({
      activeDefences: ["one"],
      knockedDown: true,
      defenceBonus: 1,
      stability: "braced",
    });
    expect(plan.input.targets[0]).not.toHaveProperty("holding");
    expect(lines(context.targets[0].live)[1]).toEqual([key("Okrpg", "Required"), "6", "total"]);
  });

  it("RULES 1.3, 1.8: a target holding its action (quickness Avg 2): the interrupt's chance beside the attack's, a second 4dF, and the card rolls it", async () => {
    const w = await world("okrpg");
    const id = w.target.token.id;
    const { context, plan } = okrpgKit.prepare(inputOf(w), { [`target.${id}.holding`]: true });
    expect(plan.input.targets[0].holding).toEqual({ quickness: 2 });
    expect(plan.interrupt).toEqual({ quickness: 2, impairment: 0 });
    expect(context.targets[0].live.chances.at(-1)).toMatchObject({
      label: key("Chance", "interrupt"),
      tone: "success",
    });
    expect(context.targets[0].live.chances).toHaveLength(4);
    expect(okrpgKit.formulas(plan)).toEqual(["4dF", "4dF"]);
    const faces = (...results: number[]) => ({
      dice: [{ results: results.map((result) => ({ result })) }],
    });
    const card = okrpgKit.card(plan, [faces(1, 1, 0, 0), faces(1, 1, 1, 0)]) as OkrpgCard;
    expect(card.interrupt).toMatchObject({ quickness: 2, fudge: [1, 1, 1, 0] });
    expect(card.rolled).toBe(8);
  });

  it("no target holding: one 4dF, and the card has no interrupt", async () => {
    const w = await world("okrpg");
    const { plan } = okrpgKit.prepare(inputOf(w), {});
    expect(okrpgKit.formulas(plan)).toEqual(["4dF"]);
    const card = okrpgKit.card(plan, [
      { dice: [{ results: [0, 0, 0, -1].map((result) => ({ result })) }] },
    ]) as OkrpgCard;
    expect(card.interrupt).toBeUndefined();
    expect(card.rolled).toBe(5);
  });
});

describe("OK RPG RULES 1.8: the setups the tracker keeps fill in the dialog", () => {
  /** Ines's attack with the ladder's setups, Ines as combatant c-ines, the targets by id. */
  async function withSetups(
    kept: { kind: "free" | "hard" | "general"; by: string; target: string }[],
    extra = false,
  ) {
    const w = await world("okrpg");
    const goon = extra ? await goonOn(w) : null;
    const input = inputOf(w, goon ? [w.target.token, goon] : [w.target.token]);
    const targets: Record<string, string> = { [w.target.token.id]: "c-duel" };
    if (goon) targets[goon.id] = "c-goon";
    return okrpgKit.prepare(
      { ...input, attacker: { ...input.attacker, setups: { kept, attacker: "c-ines", targets } } },
      {},
    );
  }
  it("Ines's hard setup on the Duellist: the setup starts on hard, explained as kept; +4", async () => {
    const { context, plan } = await withSetups([{ kind: "hard", by: "c-ines", target: "c-duel" }]);
    expect(field(context, "setup")).toMatchObject({
      value: "hard",
      hint: key("Okrpg", "SetupKeptHint"),
    });
    expect(field(context, "generalSetup")?.value).toBe(false);
    expect(plan.input.situation?.setup).toBe(4);
  });

  it("Ines's free setup: free, +2", async () => {
    const { context } = await withSetups([{ kind: "free", by: "c-ines", target: "c-duel" }]);
    expect(field(context, "setup")?.value).toBe("free");
  });

  it("someone else's free setup on the Duellist gives Ines nothing: none, no hint", async () => {
    const { context } = await withSetups([{ kind: "free", by: "c-other", target: "c-duel" }]);
    expect(field(context, "setup")).not.toHaveProperty("hint");
    expect(field(context, "setup")?.value).toBe("none");
  });

  it("a general setup on the Duellist ticks the general setup, explained; Ines's own stays none", async () => {
    const { context, plan } = await withSetups([
      { kind: "general", by: "c-other", target: "c-duel" },
    ]);
    expect(field(context, "setup")).toMatchObject({
      value: "none",
      hint: key("Okrpg", "SetupKeptHint"),
    });
    expect(field(context, "generalSetup")?.value).toBe(true);
    expect(plan.input.situation?.setup).toBe(2);
  });

  it("a setup on one of two targets only: the roll is one for both, so nothing is filled in, but the hint says one is kept", async () => {
    const { context } = await withSetups(
      [
        { kind: "hard", by: "c-ines", target: "c-duel" },
        { kind: "general", by: "c-other", target: "c-duel" },
      ],
      true,
    );
    expect(field(context, "setup")).toMatchObject({
      value: "none",
      hint: key("Okrpg", "SetupKeptHint"),
    });
    expect(field(context, "generalSetup")?.value).toBe(false);
  });

  it("a target not in the fight keeps no setup", async () => {
    const w = await world("okrpg");
    const input = inputOf(w);
    const { context } = okrpgKit.prepare(
      {
        ...input,
        attacker: {
          ...input.attacker,
          setups: {
            kept: [{ kind: "hard", by: "c-ines", target: "c-duel" }],
            attacker: "c-ines",
            targets: {},
          },
        },
      },
      {},
    );
    expect(field(context, "setup")).toEqual(
      expect.not.objectContaining({ hint: expect.anything() }),
    );
    expect(field(context, "setup")?.value).toBe("none");
  });
});

/** A second OK RPG character on the scene, Average in everything. */
async function goonOn(w: World) {
  const goon = await Actor.create({ name: "Goon", type: "okrpg" } as never);
  return w.chat.token(w.chat.scene(), goon as never, { x: 0, y: 0 });
}

describe("OK RPG: the weapon, the armor and the target as the card gets them", () => {
  it("RULES 1.4: two targets need the hardest defence plus what buys the second (2 successes): every target's chance beside the card", async () => {
    const w = await world("okrpg");
    const goon = await goonOn(w);
    const { context, plan } = okrpgKit.prepare(inputOf(w, [w.target.token, goon]), {});
    expect(plan.input.targets.map((t) => t.name)).toEqual(["Duellist", "Goon"]);
    expect(context.live.chances.map((c) => c.label)).toEqual([
      key("Band", "everyTarget"),
      key("Band", "notEveryTarget"),
    ]);
  });

  it.each([
    [1, 0, 0],
    [2, 0, 2],
    [3, 0, 3],
    [2, 1, 1],
    [3, 2, 2],
  ] as const)(
    "RULES 1.4 multiTargetCost: %i targets with the first %i steps discounted cost %i",
    (targets, discount, cost) => {
      expect(multiTargetCost(targets, discount)).toBe(cost);
    },
  );

  it("a ranged weapon has no reach; with the penetration rule its own penetration counts; one that suits special effects lends them all; its multi-target discount", async () => {
    const w = await world("okrpg");
    await weaponOf(w.attacker).update({
      system: { ranged: true, penetration: 6, suitsEffects: true, multiTarget: 2, lethality: -3 },
    });
    const input = inputOf(w);
    const { context, plan } = okrpgKit.prepare(
      { ...input, options: { ...input.options, penetration: true } },
      {},
    );
    expect(plan.input.weapon).toMatchObject({
      reach: null,
      penetration: 6,
      weaponSuits: ["grab", "disarm", "takeAway", "knockdown", "throw"],
      multiTargetDiscount: 2,
      lethality: -3,
    });
    expect(field(context, "attackType")?.value).toBe("lessViciousBashing");
    // without the rule the damage rank is the penetration
    expect(okrpgKit.prepare(input, {}).plan.input.weapon.penetration).toBeNull();
  });

  it("RULES 1.6: the kind of attack chosen sets the lethality; a weapon whose row is no kind attacks as regular bashing", async () => {
    const w = await world("okrpg");
    const { plan } = okrpgKit.prepare(inputOf(w), { attackType: "deepPuncture" });
    expect(plan.input.weapon.lethality).toBe(0);
    const input = inputOf(w);
    const { weapon } = input.attacker;
    const odd = { ...weapon, system: { ...weapon.system, lethality: 7 } };
    const chosen = okrpgKit.prepare({ ...input, attacker: { ...input.attacker, weapon: odd } }, {});
    expect(field(chosen.context, "attackType")?.value).toBe("regularBashing");
    expect(chosen.plan.input.weapon.lethality).toBe(-4);
  });

  it("RULES 1.5: of two armors worn the better protection counts, with its protection by damage type", async () => {
    const w = await world("okrpg");
    await w.target.actor.createEmbeddedDocuments("Item", [
      {
        name: "Plate",
        type: "okrpg-armor",
        system: { protection: 6, coverage: 3, protectionByType: { piercing: 5 } },
      },
      { name: "Padding", type: "okrpg-armor", system: { protection: 1, coverage: 1 } },
    ] as never);
    const { plan } = okrpgKit.prepare(inputOf(w), {});
    expect(plan.input.targets[0].armor).toEqual({
      protection: 6,
      coverage: 3,
      protectionByType: { piercing: 5 },
    });
  });

  it("a target with no armor has none; one wielding an equipped two-handed weapon is marked so (not one carried)", async () => {
    const w = await world("okrpg");
    const mail = w.target.actor.items.contents.find((i) => i.name === "Mail")!;
    await w.target.actor.deleteEmbeddedDocuments("Item", [mail.id]);
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Greatsword", type: "okrpg-weapon", system: { twoHanded: true, equipped: false } },
      { name: "Dagger", type: "okrpg-weapon", system: { twoHanded: false, equipped: true } },
    ] as never);
    const target = () => okrpgKit.prepare(inputOf(w), {}).plan.input.targets[0];
    expect(target().armor).toBeNull();
    expect(target().twoHandedWeapon).toBe(false);
    const great = w.target.actor.items.contents.find((i) => i.name === "Greatsword")!;
    await great.update({ system: { equipped: true } });
    expect(target().twoHandedWeapon).toBe(true);
  });

  it("RULES 1.7: a mook carries its simplified state and damage system; a mangled limb is named", async () => {
    const w = await world("okrpg");
    await w.target.actor.update({
      system: { mookSystem: "mook", mook: { points: 2 }, wounds: { mangledLimb: "left arm" } },
    });
    const target = okrpgKit.prepare(inputOf(w), {}).plan.input.targets[0];
    expect(target.system).toBe("mook");
    expect(target.mook).toMatchObject({ system: "mook", points: 2 });
    expect(target.wounds?.mangledLimb).toBe("left arm");
  });

  it("an impaired attacker (5 points of wounds: a full rank): the impairment's line, counted in the roll's modifier and on the card", async () => {
    const w = await world("okrpg");
    await w.attacker.actor.update({ system: { wounds: { nonlethal: 5 } } });
    const { context, plan } = okrpgKit.prepare(inputOf(w), {});
    expect(plan.input.situation?.impairment).toBe(-2);
    expect(lines(context.live)).toEqual([
      [key("Okrpg", "Base"), "Grt (6)"],
      [key("Okrpg", "Impairment"), "−2"],
      [key("Okrpg", "RollModifier"), "−2", "total"],
    ]);
  });

  it("a weapon not equipped attacks with the attribute it names (Brawn, Avg+ 3), else the best attack role (Blade, Grt 6)", async () => {
    const w = await world("okrpg");
    await weaponOf(w.attacker).update({ system: { equipped: false, attribute: " brawn " } });
    expect(okrpgKit.prepare(inputOf(w), {}).plan.input.attacker.base).toBe(3);
    await weaponOf(w.attacker).update({ system: { attribute: "" } });
    expect(okrpgKit.prepare(inputOf(w), {}).plan.input.attacker.base).toBe(6);
    await weaponOf(w.attacker).update({ system: { attribute: "Nobody" } });
    expect(okrpgKit.prepare(inputOf(w), {}).plan.input.attacker.base).toBe(6);
  });

  it("RULES 1.4: the called shot planned costs its successes in the target's chances: a small part (2) leaves fewer to spend than a large one (1)", async () => {
    const w = await world("okrpg");
    const planned = (plan: string) =>
      okrpgKit
        .prepare(inputOf(w), { plan })
        .context.targets[0].live.chances.find((c) => c.label === key("Band", "planned"))?.value;
    expect(planned("largePart")).toBe("81.5%");
    expect(planned("smallPart")).toBe("61.7%");
    expect(planned("verySmallPart")).toBe("38.3%");
    expect(planned("trickShot")).toBe("18.5%");
  });
});

const field = (context: DialogContext, name: string) =>
  fieldsOf(context).find((f) => f.name === name);

describe("OK RPG: an attack with nobody targeted, and data from before the derived lists", () => {
  it("with nobody targeted no setup is filled in: none, the general one unticked", async () => {
    const w = await world("okrpg");
    const input = inputOf(w, []);
    const { context } = okrpgKit.prepare(
      {
        ...input,
        attacker: { ...input.attacker, setups: { kept: [], attacker: "c-ines", targets: {} } },
      },
      {},
    );
    expect(field(context, "setup")?.value).toBe("none");
    expect(field(context, "generalSetup")?.value).toBe(false);
    expect(field(context, "setup")).not.toHaveProperty("hint");
  });

  it("an attacker whose data lists no weapons attacks with the weapon's named attribute, or the best attack role; a weapon naming none, the same", async () => {
    const w = await world("okrpg");
    const input = inputOf(w);
    const { actor, weapon } = input.attacker;
    const older = (weaponSystem: Record<string, unknown>) =>
      okrpgKit.prepare(
        {
          ...input,
          attacker: {
            ...input.attacker,
            actor: { ...actor, system: { ...actor.system, weapons: undefined } },
            weapon: { ...weapon, system: weaponSystem },
          },
        },
        {},
      ).plan.input.attacker.base;
    expect(older({ ...weapon.system, attribute: "Brawn" })).toBe(3);
    expect(older({ ...weapon.system, attribute: undefined })).toBe(6);
  });

  it("a target whose data lists no armor wears none; an armor without protection by type has none", async () => {
    const w = await world("okrpg");
    const input = inputOf(w);
    const t = input.targets[0];
    const armor = (list: unknown) =>
      okrpgKit.prepare(
        {
          ...input,
          targets: [{ ...t, actor: { ...t.actor, system: { ...t.actor.system, armor: list } } }],
        },
        {},
      ).plan.input.targets[0].armor;
    expect(armor(undefined)).toBeNull();
    expect(armor([{ protection: 4, coverage: 2 }])).toEqual({ protection: 4, coverage: 2 });
  });
});

describe("OK RPG: the attack step and the interrupt roll, as the sheet and the targets say", () => {
  it("an equipped weapon attacks with the step the sheet shows for it: the Sword naming Blade (of two so named, the higher: Grt 6, not 1), the Dagger naming Brawn", async () => {
    const w = await world("okrpg");
    await weaponOf(w.attacker).update({ system: { attribute: "Blade" } });
    await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Blade", type: "okrpg-attribute", system: { rank: 1 } },
      { name: "Dagger", type: "okrpg-weapon", system: { attribute: "Brawn", equipped: true } },
    ] as never);
    const sheet = (
      w.attacker.actor.system as unknown as { weapons: { name: string; attackStep: number }[] }
    ).weapons;
    const base = (name: string) => {
      const input = inputOf(w);
      const item = w.attacker.actor.items.contents.find((i) => i.name === name)!;
      return okrpgKit.prepare(
        { ...input, attacker: { ...input.attacker, weapon: itemView(item as never) } },
        {},
      ).plan.input.attacker.base;
    };
    expect(base("Sword")).toBe(sheet.find((x) => x.name === "Sword")!.attackStep);
    expect(base("Sword")).toBe(6);
    expect(base("Dagger")).toBe(3);
  });

  it("RULES 1.8: one target of two holding makes the quickness roll", async () => {
    const w = await world("okrpg");
    const goon = await goonOn(w);
    const { plan } = okrpgKit.prepare(inputOf(w, [w.target.token, goon]), {
      [`target.${goon.id}.holding`]: true,
    });
    expect(plan.interrupt).toEqual({ quickness: 2, impairment: 0 });
    expect(okrpgKit.formulas(plan)).toHaveLength(2);
  });
});

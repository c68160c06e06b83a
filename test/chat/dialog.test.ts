import { describe, expect, it } from "vitest";
import { DialogV2 } from "../foundry/applications";
import { templateRenderer } from "../templates/harness";
import { kitFor, rollablePlan, type AttackInput } from "../../src/chat/attack/kits";
import type { OccultPlan } from "../../src/chat/attack/kits/occult";
import type { ManoPlan } from "../../src/chat/attack/kits/mano";
import { cardView } from "../../src/chat/view-models";
import * as action from "../../src/rules/cards/action";
import { actionKit } from "../../src/chat/attack/kits/action";
import { gm } from "./fixtures";
import { actorView, itemView } from "../../src/chat/attack/read";
import { attackDialog } from "../../src/chat/foundry/dialog/roll-dialog";
import { fieldsOf, type DialogContext } from "../../src/chat/view-models/dialog/types";

import type { RulesetId } from "../../src/rules/rulesets";
import type { MessageMode } from "../../src/chat/message-modes";
import { weaponOf, type World, world, attackInput } from "./world";
import type { DocumentDouble } from "../foundry/documents";

// The roll dialog: its fields per ruleset, the exact chance of each outcome against the rule
// texts' own numbers, and the live update of those chances when an input changes.

/** The Mano a Mano attacker fighting in an encounter under way (its combo continues by default). */
const fighting = (w: World): AttackInput => {
  const input = inputOf(w, "mano");
  return { ...input, attacker: { ...input.attacker, inEncounter: true } };
};

function inputOf(
  w: World,
  ruleset: RulesetId,
  targets = [w.target.token],
  messageMode: MessageMode = "public",
  messageModes?: readonly MessageMode[],
): AttackInput {
  return {
    ...attackInput(w, ruleset, targets),
    messageMode,
    ...(messageModes ? { messageModes } : {}),
  };
}

const chances = (context: DialogContext, id: string) =>
  Object.fromEntries(
    (id === "card" ? context.live : context.targets.find((t) => t.id === id)!.live).chances.map(
      (c) => [c.label.split(".").pop(), c.value],
    ),
  );

const render = templateRenderer();

describe("OK RPG [I-1]: chances on 4dF are favourable outcomes out of 81", () => {
  it("Grt against Gd needs 4dF ≥ −2: 76/81 hit, shown as bands that add up: 66/81 with successes to spend, 10/81 marginal, 5/81 miss", async () => {
    const w = await world("okrpg");
    const { context } = kitFor("okrpg").prepare(inputOf(w, "okrpg"), {});
    expect(chances(context, w.target.token.id)).toEqual({
      extraSuccesses: "81.5%",
      marginalHit: "12.3%",
      miss: "6.2%",
    });
  });

  it("RULES 1.4: a target whose sheet says Knocked down starts ticked: Gd − 1 FR needs 4dF ≥ −4, a sure hit", async () => {
    const w = await world("okrpg");
    await w.target.actor.update({ "system.knockedDown": true });
    const id = w.target.token.id;
    const { context } = kitFor("okrpg").prepare(inputOf(w, "okrpg"), {});
    const field = context.targets[0].fields.find((f) => f.name === `target.${id}.knockedDown`);
    expect(field?.value).toBe(true);
    expect(chances(context, id).miss ?? "0.0%").toBe("0.0%");
    // every 4dF result hits; only −4 (1 in 81) hits with no success to spare
    expect(chances(context, id).extraSuccesses).toBe("98.8%");
    expect(chances(context, id).marginalHit).toBe("1.2%");
  });

  it("RULES 1.8: an active defence against one foe (+3) needs 4dF ≥ +1: 31/81", async () => {
    const w = await world("okrpg");
    const id = w.target.token.id;
    const { context } = kitFor("okrpg").prepare(inputOf(w, "okrpg"), {
      [`target.${id}.active`]: "one",
    });
    expect(chances(context, id).miss).toBe("61.7%");
  });

  it("RULES 1.2: the target's defence bonus counts in the dialog as on the card: Gd + 4 needs 8, 4dF ≥ +2: 15/81", async () => {
    const w = await world("okrpg");
    const id = w.target.token.id;
    const input = inputOf(w, "okrpg");
    const { context, plan } = kitFor("okrpg").prepare(input, { [`target.${id}.bonus`]: "4" });
    expect(context.targets[0].live.lines).toContainEqual(
      expect.objectContaining({ label: "ACTION_ENGINE.Dialog.Okrpg.Required", value: "8" }),
    );
    expect(chances(context, id).miss).toBe("81.5%");
    // the card rolled from that plan asks the same 8 successes
    const fudge = [1, 1, 0, 0].map((result) => ({ result }));
    const card = kitFor("okrpg").card(plan, [{ dice: [{ results: fudge }] }]);
    expect(card.targets[0].result).toMatchObject({ required: 8 });
  });

  it("RULES 1.4: a small-part called shot (2 successes) after the hit needs 4dF ≥ 0: 50/81", async () => {
    const w = await world("okrpg");
    const { context } = kitFor("okrpg").prepare(inputOf(w, "okrpg"), { plan: "smallPart" });
    expect(chances(context, w.target.token.id).planned).toBe("61.7%");
  });

  it("RULES 1.4: reaching two targets costs 2 successes beyond the hardest defence (2 targets for 2)", async () => {
    const w = await world("okrpg");
    const goon = (await Actor.create({
      name: "Goon",
      type: "okrpg",
    } as never)) as unknown as DocumentDouble;
    const token = w.chat.token(w.chat.scene(), goon, { x: 0, y: 0 });
    const { context } = kitFor("okrpg").prepare(inputOf(w, "okrpg", [w.target.token, token]), {});
    expect(chances(context, "card")).toEqual({ everyTarget: "61.7%", notEveryTarget: "38.3%" });
  });
});

describe("Occult Ops [I-6]: d100 under the target number", () => {
  it("target 60 (short 60 + strike 10 + skill 10 − defence 10 − partial cover 10): of 59% hits, 5% critical and 24% more past the armor, 30% on it; 31% miss and 10% fumble", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {
      rollMode: "public",
      [`target.${id}.cover`]: "partialCover",
    });
    expect(chances(context, id)).toEqual({
      critical: "5.0%",
      pastArmor: "24.0%",
      armorHit: "30.0%",
      miss: "31.0%",
      epicFumble: "10.0%",
    });
    expect(context.targets[0].live.lines).toContainEqual(
      expect.objectContaining({ value: "20 ft" }),
    );
  });

  it("RULES 2 positions: after 4 of Speed 6 squares kneeling and aiming are refused with their reasons; a prone shot needs Prone", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ "system.turn.moved": 4 });
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {
      rollMode: "public",
      "strike.kneeling": "on",
      "strike.aimed": "on",
    });
    const field = (id: string) => fieldsOf(context).find((f) => f.name === `strike.${id}`)!;
    expect(field("kneeling")).toMatchObject({
      value: false,
      disabled: true,
      hint: "ACTION_ENGINE.Dialog.Occult.Refusal.kneelingAfterMove",
    });
    expect(field("aimed")).toMatchObject({ value: false, disabled: true });
    expect(field("prone").hint).toBe("ACTION_ENGINE.Dialog.Occult.Refusal.notProne");
    expect(field("scope").disabled).toBeUndefined();
    const html = render.render("dialog/attack.hbs", context);
    expect(html).toContain('name="strike.kneeling" disabled');
    expect(html).toContain("Not after moving more than half the Speed this turn.");

    // 3 squares (half of 6) still allow kneeling: short 60 + 10 + 10 + kneeling 5 − 10 = 75
    await w.attacker.actor.update({ "system.turn.moved": 3 });
    const kneeling = kitFor("occult").prepare(inputOf(w, "occult"), {
      rollMode: "public",
      "strike.kneeling": "on",
    });
    expect(kneeling.context.targets[0].live.lines.at(-1)?.value).toBe("75");
  });

  it("RULES 2 covering fire: a defender marked as covered is ticked: 60 + 10 + 10 − 10 − 10 = 60 at short", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    await w.target.actor.update({ "system.conditions.coveringFire": true });
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {});
    const field = fieldsOf(context).find((f) => f.name === `target.${id}.defence.coveringFire`)!;
    expect(field).toMatchObject({
      value: true,
      hint: "ACTION_ENGINE.Dialog.Occult.CoveringFireHint",
    });
    expect(context.targets[0].live.lines.at(-1)?.value).toBe("60");
  });

  it("an empty magazine warns before the shot", async () => {
    const w = await world("occult");
    await weaponOf(w.attacker).update({ "system.magazine.loaded": 0 });
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {});
    expect(context.live.warnings).toEqual([{ key: "ACTION_ENGINE.Dialog.Warning.emptyMagazine" }]);
  });

  it("partial and full cover are one choice, so the breakdown always sums to the target number (full: 60 − 25 = 35 … 45 at short)", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {
      [`target.${id}.cover`]: "fullCover",
    });
    const cover = fieldsOf(context).find((f) => f.name === `target.${id}.cover`)!;
    expect(cover.options!.map((o) => o.value)).toEqual(["none", "partialCover", "fullCover"]);
    expect(fieldsOf(context).some((f) => f.name.endsWith("defence.partialCover"))).toBe(false);
    const lines = context.targets[0].live.lines;
    const total = lines.find((l) => l.total)!;
    const parts = lines.filter((l) => !l.total && /^[+\u2212-]?\d+$/.test(String(l.value)));
    const sum = parts.reduce((n, l) => n + Number(String(l.value).replace("\u2212", "-")), 0);
    expect(Number(total.value)).toBe(sum);
  });

  it("a grenade thrown at the bandit (Defense 10) meets his Defense: 40 + strike 10 − 10 = 40, not 50; at an empty square 50", async () => {
    const w = await world("occult");
    const [frag] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Frag grenade", type: "occult-weapon", system: { kind: "grenade", damage: "4d6" } },
    ]);
    const base = inputOf(w, "occult");
    const input = { ...base, attacker: { ...base.attacker, weapon: itemView(frag as never) } };
    const id = w.target.token.id;
    const trained = { "strike.wild": false }; // a trained thrower
    const atBandit = kitFor("occult").prepare(input, trained);
    const total = (context: DialogContext) => context.live.lines.find((l) => l.total)?.value;
    expect(fieldsOf(atBandit.context).find((f) => f.name === "thrownAt")?.value).toBe(id);
    expect(total(atBandit.context)).toBe("40");
    expect((atBandit.plan as OccultPlan).input.situation?.thrownAt).toMatchObject({
      name: "Bandit",
      defence: 10,
    });
    const behindCover = kitFor("occult").prepare(input, {
      ...trained,
      [`target.${id}.cover`]: "partialCover",
    });
    expect(total(behindCover.context)).toBe("30");
    const atSquare = kitFor("occult").prepare(input, { ...trained, thrownAt: "square" });
    expect(total(atSquare.context)).toBe("50");
    expect((atSquare.plan as OccultPlan).input.situation?.thrownAt).toBeUndefined();
    // the card rolled from the plan reads the same number
    const card = kitFor("occult").card(atBandit.plan, [{ dice: [{ results: [{ result: 55 }] }] }]);
    expect(card.targets[0].result).toMatchObject({ target: 40 });
  });

  it("ticks the attacker's untrained weapon as wild (−20) and offers the bursts its loaded rounds allow", async () => {
    const w = await world("occult");
    await w.attacker.actor.updateEmbeddedDocuments("Item", [
      { _id: weaponOf(w.attacker).id, system: { skill: "", magazine: { loaded: 3 } } },
    ]);
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {});
    const fields = fieldsOf(context);
    expect(fields.find((f) => f.name === "strike.wild")?.value).toBe(true);
    const burst = fields.find((f) => f.name === "burst")!;
    // RULES 2: 15 rounds: short 2, medium 8, long 15; only 3 are loaded
    expect(burst.options!.map((o) => [o.value, !!o.disabled])).toEqual([
      ["none", false],
      ["short", false],
      ["medium", true],
      ["long", true],
    ]);
  });
});

describe("Occult Ops RULES 2: distances measured on the scene decide covering fire and blast zones", () => {
  /** Another occult character's token on the world's scene (5-ft squares of 100 px). */
  async function standing(w: World, name: string, x: number, o: { disposition?: number } = {}) {
    const actor = (await Actor.create({
      name,
      type: "occult",
    } as never)) as unknown as DocumentDouble;
    const scene = w.target.token.parent;
    return { actor, token: w.chat.token(scene, actor, { x, y: 0 }, o) };
  }
  const total = (context: DialogContext) =>
    context.targets[0].live.lines.find((l) => l.total)?.value;

  it("an ally of the bandit laying covering fire 10 ft away gives him +10: Todd's 60 + 10 + 10 − 10 − 10 = 60; at 30 ft (past 25) it does not: 70", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const gunner = await standing(w, "Gunner", 600); // two squares past the bandit
    await gunner.actor.update({ "system.conditions.coveringFire": true });
    const near = kitFor("occult").prepare(inputOf(w, "occult"), {}).context;
    expect(fieldsOf(near).find((f) => f.name === `target.${id}.coverFt`)?.value).toBe(10);
    expect(near.targets[0].live.lines).toContainEqual({
      label: "ACTION_ENGINE.Dialog.Occult.CoveredByFire",
      value: "10 ft / 25 ft",
    });
    expect(total(near)).toBe("60");
    gunner.token.x = 1000; // six squares: 30 ft
    const far = kitFor("occult").prepare(inputOf(w, "occult"), {}).context;
    expect(fieldsOf(far).find((f) => f.name === `target.${id}.coverFt`)?.value).toBe(30);
    expect(total(far)).toBe("70");
  });

  it("a scene measured in units that are no length measures nothing: the distance to the bandit's covering ally and the blast distance are asked for", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    w.target.token.parent.grid.units = "hexes";
    const gunner = await standing(w, "Gunner", 600);
    await gunner.actor.update({ "system.conditions.coveringFire": true });
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {});
    expect(fieldsOf(context).find((f) => f.name === `target.${id}.coverFt`)?.value).toBe("");
    expect(total(context)).toBe("70");
    const [frag] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Frag", type: "occult-weapon", system: { kind: "grenade", radius: { short: 5 } } },
    ]);
    const base = inputOf(w, "occult", [w.target.token, gunner.token] as never);
    const input = { ...base, attacker: { ...base.attacker, weapon: itemView(frag as never) } };
    const blast = kitFor("occult").prepare(input, {}).context;
    expect(fieldsOf(blast).map((f) => f.name)).toContain(`target.${gunner.token.id}.blastFt`);
  });

  it("covering fire from the other side (a friendly token) or from nobody offers no distance and adds nothing", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const friend = await standing(w, "Friend", 600, { disposition: 1 });
    await friend.actor.update({ "system.conditions.coveringFire": true });
    const { context } = kitFor("occult").prepare(inputOf(w, "occult"), {});
    expect(fieldsOf(context).some((f) => f.name === `target.${id}.coverFt`)).toBe(false);
    expect(total(context)).toBe("70");
  });

  it("a grenade with radii 5/15 ft thrown at the bandit: he is in the short radius, a bystander 10 ft from him in the medium, one 20 ft away outside", async () => {
    const w = await world("occult");
    const [frag] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "Frag grenade",
        type: "occult-weapon",
        system: { kind: "grenade", damage: "4d6", radius: { short: 5, medium: 15, long: null } },
      },
    ]);
    const near = await standing(w, "Near", 600);
    const far = await standing(w, "Far", 800);
    const base = inputOf(w, "occult", [w.target.token, near.token, far.token] as never);
    const input = { ...base, attacker: { ...base.attacker, weapon: itemView(frag as never) } };
    const { context, plan } = kitFor("occult").prepare(input, {});
    const zones = (plan as OccultPlan).input.targets.map((t) => [t.name, t.zone]);
    expect(zones).toEqual([
      ["Bandit", "S"],
      ["Near", "M"],
      ["Far", null],
    ]);
    const nearLines = context.targets[1].live.lines;
    expect(nearLines).toContainEqual({
      label: "ACTION_ENGINE.Dialog.Occult.BlastDistance",
      value: "10 ft",
    });
    // the radii in words, once for the throw: one line per radius (no long one is listed)
    expect(context.live.lines.slice(0, 2)).toEqual([
      { label: "ACTION_ENGINE.Card.Zone.S", value: "\u2264 5 ft" },
      { label: "ACTION_ENGINE.Card.Zone.M", value: "\u2264 15 ft" },
    ]);
    // the card keeps the radii and shows them in words beside the throw
    const card = kitFor("occult").card(plan, [{ dice: [{ results: [{ result: 20 }] }] }]);
    const shown = cardView(card, gm).sections.flatMap((section) => section.lines);
    expect(shown).toContainEqual({ label: "ACTION_ENGINE.Card.Zone.M", value: "\u2264 15 ft" });
    // thrown at an empty square nothing is measured: each distance is entered
    const atSquare = kitFor("occult").prepare(input, {
      thrownAt: "square",
      [`target.${far.token.id}.blastFt`]: "12",
    });
    expect(fieldsOf(atSquare.context).filter((f) => f.name.endsWith(".blastFt"))).toHaveLength(3);
    expect((atSquare.plan as OccultPlan).input.targets.map((t) => t.zone)).toEqual(["S", "S", "M"]);
  });
});

describe("Occult Ops RULES 2 physical attacks in the dialog", () => {
  async function withAttack(system: Record<string, unknown>, more: Record<string, unknown>[] = []) {
    const w = await world("occult");
    const [item, ...others] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "Physical",
        type: "occult-weapon",
        system: { kind: "physical", damage: "", ...system },
      },
      ...more,
    ]);
    const input = inputOf(w, "occult");
    return {
      w,
      others,
      input: { ...input, attacker: { ...input.attacker, weapon: itemView(item as never) } },
    };
  }

  it("a punch deals the list's 1d6 plus the STR bonus (STR 8: +2); without Weapon: Unarmed it is at −20: melee 50 + 10 − 20 − 10 = 30", async () => {
    const punch = await withAttack({ physicalAttack: "punch", damage: "2d6" });
    await punch.w.attacker.actor.update({ system: { str: 8, unarmed: false } });
    const input = {
      ...punch.input,
      attacker: { ...punch.input.attacker, actor: actorView(punch.w.attacker.actor as never) },
    };
    const untrained = kitFor("occult").prepare(input, {});
    expect(fieldsOf(untrained.context).find((f) => f.name === "strike.noUnarmedSkill")?.value).toBe(
      true,
    );
    expect(untrained.context.targets[0].live.lines.find((l) => l.total)?.value).toBe("30");
    expect((untrained.plan as OccultPlan).input.weapon).toMatchObject({ dice: "1d6", bonus: 2 });
    await punch.w.attacker.actor.update({ system: { unarmed: true } });
    const trained = kitFor("occult").prepare(
      {
        ...input,
        attacker: { ...input.attacker, actor: actorView(punch.w.attacker.actor as never) },
      },
      {},
    );
    expect(fieldsOf(trained.context).find((f) => f.name === "strike.noUnarmedSkill")?.value).toBe(
      false,
    );
    expect(trained.context.targets[0].live.lines.find((l) => l.total)?.value).toBe("50");
  });

  it("a power punch doubles the punch's 1d6 and adds the STR bonus after doubling", async () => {
    const power = await withAttack({ physicalAttack: "powerPunch" });
    await power.w.attacker.actor.update({ system: { str: 8 } });
    const input = {
      ...power.input,
      attacker: { ...power.input.attacker, actor: actorView(power.w.attacker.actor as never) },
    };
    const { plan } = kitFor("occult").prepare(input, { doubles: "punch" });
    expect((plan as OccultPlan).input.weapon).toMatchObject({
      dice: "1d6",
      doubled: true,
      bonus: 2,
    });
  });

  it("a power punch offers the hand attacks that deal damage; a leap attack adds the melee weapons", async () => {
    const punch = await withAttack({ physicalAttack: "powerPunch" });
    const offered = (context: DialogContext) =>
      fieldsOf(context)
        .find((f) => f.name === "doubles")!
        .options!.map((o) => o.value);
    expect(offered(kitFor("occult").prepare(punch.input, {}).context)).toEqual([
      "backhand",
      "punch",
      "karateChop",
      "elbow",
    ]);
    const leap = await withAttack({ physicalAttack: "leapAttack" }, [
      { name: "Knife", type: "occult-weapon", system: { kind: "melee", damage: "1d4" } },
    ]);
    const knife = leap.others[0];
    expect(offered(kitFor("occult").prepare(leap.input, {}).context)).toContain(`item.${knife.id}`);
  });

  it("a hold warns without the Wrestling skill; a disarming strike warns against an unarmed target", async () => {
    const hold = await withAttack({ physicalAttack: "hold" });
    await hold.w.attacker.actor.update({ system: { wrestling: false } });
    const id = hold.w.target.token.id;
    const warnings = (context: DialogContext) =>
      context.targets.find((t) => t.id === id)!.live.warnings.map((x) => x.key.split(".").pop());
    expect(warnings(kitFor("occult").prepare(hold.input, {}).context)).toContain("needsWrestling");
    const disarm = await withAttack({ physicalAttack: "disarm" });
    for (const item of disarm.w.target.actor.items.contents.filter(
      (i) => i.type === "occult-weapon",
    ))
      await item.update({ system: { equipped: false } });
    expect(warnings(kitFor("occult").prepare(disarm.input, {}).context)).toContain(
      "needsArmedTarget",
    );
  });
});

describe("Action RULES 3: closed rolls read two plain d6", () => {
  it("skill 12 against Dodge 13, closed: success needs positive − negative ≥ 1, 15/36; a Fortune reroll (closed, confident) lifts it to 15/36 + 21/36 × 30/36", async () => {
    const w = await world("action");
    const { context } = kitFor("action").prepare(inputOf(w, "action"), { mode: "closed" });
    // 15/36: 10/36 clear, 5/36 marginal (exactly 1); boxcars (6 − 6 = 0) is a fumble, 1/36
    expect(chances(context, w.target.token.id)).toEqual({
      windfall: "0.0%",
      success: "27.8%",
      marginalSuccess: "13.9%",
      failure: "55.6%",
      boxcarsFumble: "2.8%",
    });
    // the Fortune reroll is another roll's chance: a fact beside the bands
    expect(context.targets[0].live.lines).toContainEqual({
      label: "ACTION_ENGINE.Dialog.Chance.withFortune",
      value: "90.3%",
    });
  });
});

describe("Action seed 002: modifiers from the sheet, assists and several difficulties", () => {
  it("Shoot 12, a +2 and a +1 schtick ticked (the best counts), two helpers: 16; Dodge 13 or Maneuver 15: 15", async () => {
    const w = await world("action");
    await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Gun kata", type: "action-schtick", system: { skill: "shoot", bonus: 2 } },
      { name: "Steady hands", type: "action-schtick", system: { skill: "Shoot", bonus: 1 } },
      {
        name: "Parry",
        type: "action-schtick",
        system: { skill: "shoot", bonus: 3, trigger: "defense" },
      },
    ] as never);
    await w.target.actor.update({ system: { skills: { maneuver: 15 } } });
    const kit = actionKit;
    const input = inputOf(w, "action");
    const ids = input.attacker.actor.items.filter((i) => i.type === "action-schtick");
    const id = (name: string) => ids.find((i) => i.name === name)!.id;
    const target = w.target.token.id;
    const { context, plan } = kit.prepare(input, {
      [`schtick.${id("Gun kata")}`]: true,
      [`schtick.${id("Steady hands")}`]: true,
      assistants: 2,
      [`target.${target}.also`]: "maneuver",
    });
    // a defence schtick raises a difficulty, never the attacker's own roll: not offered
    expect(fieldsOf(context).map((f) => f.name)).not.toContain(`schtick.${id("Parry")}`);
    expect(plan.input.attacker.skill).toBe(12 + 2 + 2);
    expect(plan.input.targets[0].defence).toBe(15);
    // an unnamed group of four acts once at +3
    await w.attacker.actor.update({ system: { named: false, role: "mook" } });
    const group = kit.prepare(inputOf(w, "action"), { group: 4 }).plan;
    expect(group.input.attacker.skill).toBe(12 + 3);
  });
});

describe("Action seed 002 Trigger Action (Defense): active defenses do not stack", () => {
  it("Dodge 13 with Active defense (+3) and a +2 dodging schtick ticked is 16, not 18; the schtick alone is 15", async () => {
    const w = await world("action");
    await w.target.actor.createEmbeddedDocuments("Item", [
      {
        name: "Bullet dance",
        type: "action-schtick",
        system: { skill: "dodge", bonus: 2, trigger: "defense" },
      },
    ] as never);
    const input = inputOf(w, "action");
    const target = w.target.token.id;
    const schtick = input.targets[0].actor.items.find((i) => i.name === "Bullet dance")!.id;
    const guard = `target.${target}.guard.${schtick}`;
    const { context, plan } = actionKit.prepare(input, {
      [`target.${target}.active`]: true,
      [guard]: true,
    });
    expect(fieldsOf(context).map((f) => f.name)).toContain(guard);
    expect(plan.input.targets[0].defence).toBe(16);
    expect(actionKit.prepare(input, { [guard]: true }).plan.input.targets[0].defence).toBe(15);
    expect(actionKit.prepare(input, {}).plan.input.targets[0].defence).toBe(13);
  });
});

describe("Action RULES 3: the roll the dialog asks for", () => {
  it("Confident makes the roll confident (open-ended); closed confident is both", async () => {
    const w = await world("action");
    const situation = (mode: string) =>
      actionKit.prepare(inputOf(w, "action"), { mode }).plan.input.situation;
    expect(situation("standard")).toMatchObject({ confident: false, closed: false });
    expect(situation("confident")).toMatchObject({ confident: true, closed: false });
    expect(situation("closedConfident")).toMatchObject({ confident: true, closed: true });
  });

  it("seed 002 Advantage: one point in the pool is offered (0 to 1), spent only when asked, +1 to the check", async () => {
    const w = await world("action");
    await w.attacker.actor.update({ system: { advantage: 1 } });
    const offered = actionKit.prepare(inputOf(w, "action"), {});
    expect(fieldsOf(offered.context).find((f) => f.name === "advantage")).toMatchObject({
      value: 0,
      min: 0,
      max: 1,
    });
    expect(offered.plan.input.attacker.skill).toBe(12);
    expect(offered.plan.input).not.toHaveProperty("advantageSpent");
    const spent = actionKit.prepare(inputOf(w, "action"), { advantage: 1 }).plan.input;
    expect([spent.attacker.skill, spent.advantageSpent]).toEqual([13, 1]);
    await w.attacker.actor.update({ system: { advantage: 0 } });
    const none = actionKit.prepare(inputOf(w, "action"), {}).context;
    expect(fieldsOf(none).map((f) => f.name)).not.toContain("advantage");
  });

  it("a difficulty lowered below 0 stays at 0: Dodge 13 − 20 is 0", async () => {
    const w = await world("action");
    const lowered = { [`target.${w.target.token.id}.difficulty`]: -20 };
    const { plan } = actionKit.prepare(inputOf(w, "action"), lowered);
    expect(plan.input.targets[0].defence).toBe(0);
  });

  it("an attack with no target still rolls once (the card's own roll)", async () => {
    const w = await world("action");
    const { plan } = actionKit.prepare(inputOf(w, "action", []), {});
    expect(plan.input.targets).toEqual([]);
    expect(actionKit.formulas(plan)).toEqual(["1d6x - 1d6x"]);
    const closed = actionKit.prepare(inputOf(w, "action", []), { mode: "closed" }).plan;
    expect(actionKit.formulas(closed)).toEqual(["1d6 - 1d6"]);
  });
});

describe("Action RULES 3: the Friction Check's conditions reach the card", () => {
  it("the sheet's conditions tick the dialog; jury-rigged gear makes a 4 heavy friction; a 2 names the sheet's limitation", async () => {
    const w = await world("action");
    await w.attacker.actor.update({
      system: { friction: { light: true }, limitations: [{ name: "Old wound", number: 2 }] },
    });
    const kit = kitFor("action");
    const { context, plan } = kit.prepare(inputOf(w, "action"), { juryRigged: true });
    const value = (name: string) => fieldsOf(context).find((f) => f.name === name)?.value;
    expect([value("friction.heavy"), value("friction.light")]).toEqual([false, true]);
    const snakeEyes = [{ dice: [{ results: [{ result: 1 }] }, { results: [{ result: 1 }] }] }];
    const card = kit.card(plan, snakeEyes) as action.ActionCard;
    expect(action.frictionDue(card)).toBe(true);
    expect(action.frictionResult(action.frictionCheck(card, 4))).toMatchObject({
      row: "heavy",
      triggered: true,
    });
    expect(action.frictionResult(action.frictionCheck(card, 5))?.triggered).toBe(true);
    const two = cardView(action.frictionCheck(card, 2), gm);
    expect(JSON.stringify(two)).toContain("Old wound");
  });
});

describe("Mano a Mano RULES 5: d20 + modifier must beat the difficulty", () => {
  it("the fists (attack 2) against defence 14 need 13 or more: 8/20, and a natural 20 is 1/20", async () => {
    const w = await world("mano");
    const { context } = kitFor("mano").prepare(inputOf(w, "mano"), {});
    expect(chances(context, w.target.token.id)).toEqual({
      natural20: "5.0%",
      success: "35.0%",
      failure: "60.0%",
    });
  });

  it("the target's stance on its sheet counts: resting (+5 defence) makes 19, so the fists need 18 or more: 3/20", async () => {
    const w = await world("mano");
    await w.target.actor.update({ system: { stance: "resting" } });
    const { context, plan } = kitFor("mano").prepare(inputOf(w, "mano"), {});
    expect(context.targets[0].live.lines.find((l) => l.total)?.value).toBe("19");
    expect(chances(context, w.target.token.id).failure).toBe("85.0%");
    const card = kitFor("mano").card(plan, [{ dice: [{ results: [{ result: 17 }] }] }]);
    expect(card.targets[0].result).toMatchObject({ difficulty: 19, success: false });
  });

  it("the attacker's aiming stance ticks the aimed box for a shot", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { stance: "aiming" } });
    const [bow] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Short bow", type: "mano-weapon", system: { kind: "bow", power: 3, range: 100 } },
    ]);
    const base = inputOf(w, "mano");
    const input = { ...base, attacker: { ...base.attacker, weapon: itemView(bow as never) } };
    const { context } = kitFor("mano").prepare(input, { action: "quickShot" });
    expect(fieldsOf(context).find((f) => f.name === "aimed")?.value).toBe(true);
  });

  it("RULES 5 draw: at strength 5 a bow of heft 10 cannot be drawn: every shot is off and the dialog says why", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { strength: 5 } });
    const [bow] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "War bow",
        type: "mano-weapon",
        system: { kind: "bow", power: 6, range: 200, heft: 10 },
      },
    ]);
    const base = inputOf(w, "mano");
    const input = { ...base, attacker: { ...base.attacker, weapon: itemView(bow as never) } };
    const { context, plan } = kitFor("mano").prepare(input, {});
    const actions = fieldsOf(context).find((f) => f.name === "action")!;
    expect(actions.options!.every((o) => o.disabled)).toBe(true);
    expect(context.live.warnings.map((x) => x.key)).toContain(
      "ACTION_ENGINE.Dialog.Warning.bowTooHeavy",
    );
    expect(() => kitFor("mano").formulas(plan)).toThrow(/heft 10 cannot be drawn at strength 5/);
  });

  it("RULES 5 load: an empty musket (capacity 1, 0 loaded) is refused with the reason; loaded it is not", async () => {
    const w = await world("mano");
    const [musket] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "Musket",
        type: "mano-weapon",
        system: {
          kind: "gun",
          power: 8,
          range: 100,
          reloadActions: 9,
          shots: { capacity: 1, loaded: 0 },
        },
      },
    ]);
    const base = inputOf(w, "mano");
    const input = { ...base, attacker: { ...base.attacker, weapon: itemView(musket as never) } };
    const { context, plan } = kitFor("mano").prepare(input, {});
    expect(context.live.warnings.map((x) => x.key)).toContain(
      "ACTION_ENGINE.Dialog.Warning.notLoaded",
    );
    expect(() => kitFor("mano").formulas(plan)).toThrow(/0 of 1 rounds loaded/);
    await musket!.update({ system: { shots: { loaded: 1 } } });
    const loadedInput = {
      ...base,
      attacker: { ...base.attacker, weapon: itemView(musket as never) },
    };
    const ready = kitFor("mano").prepare(loadedInput, {});
    expect(ready.context.live.warnings.map((x) => x.key)).not.toContain(
      "ACTION_ENGINE.Dialog.Warning.notLoaded",
    );
    expect(() => kitFor("mano").formulas(ready.plan)).not.toThrow();
  });

  it("RULES 4 multiple weapons: fists that struck already in the Clone's act are refused, with the reason; another weapon is not", async () => {
    const w = await world("rounds");
    const base = inputOf(w, "rounds");
    const fists = base.attacker.weapon.id;
    const struck = { ...base, attacker: { ...base.attacker, weaponsStruck: [fists] } };
    const { context, plan } = kitFor("rounds").prepare(struck, {});
    expect(context.live.warnings.map((x) => x.key)).toContain(
      "ACTION_ENGINE.Dialog.Warning.weaponStruck",
    );
    expect(() => kitFor("rounds").formulas(plan)).toThrow(/Fists has already struck this turn/);
    const other = { ...base, attacker: { ...base.attacker, weaponsStruck: ["knife"] } };
    const fresh = kitFor("rounds").prepare(other, {});
    expect(fresh.context.live.warnings).toEqual([]);
    expect(kitFor("rounds").formulas(fresh.plan)).toEqual(["1d20"]);
    // combos are Mano a Mano's turns with speed: the ready-HP dialog has no combo fields
    expect(fieldsOf(fresh.context).map((f) => f.name)).not.toContain("comboContinues");
  });

  it("RULES 5 combos, checked whole: after a left-hand strike the Clone (speed 1) adds a second with his fists (two weapons); a third, or the same weapon twice, is refused", async () => {
    const w = await world("mano");
    const kit = kitFor("mano");
    const fists = w.attacker.actor.items.contents[0].id!;
    const leftHand = { action: "quickStrike", weapon: "left-hand" };
    await w.attacker.actor.update({ system: { combo: [leftHand] } } as never);
    const second = kit.prepare(fighting(w), {});
    expect(fieldsOf(second.context).find((f) => f.name === "comboContinues")?.value).toBe(true);
    expect(second.context.live.warnings).toEqual([]);
    expect((second.plan as ManoPlan).input.situation.comboStep).toBe(2);
    // +2 against Steven's melee defence 14: more than 14 takes a 13 or better
    // 8 of 20 faces hit: the natural 20 is its own band, the other 7 faces the plain successes
    expect(chances(second.context, w.target.token.id).success).toBe("35.0%");
    expect(chances(second.context, w.target.token.id).natural20).toBe("5.0%");
    expect(kit.formulas(second.plan)).toEqual(["1d20"]);
    await w.attacker.actor.update({
      system: { combo: [leftHand, { action: "quickStrike", weapon: fists }] },
    } as never);
    const third = kit.prepare(fighting(w), {});
    expect(third.context.live.warnings).toEqual([
      { key: "ACTION_ENGINE.Dialog.Warning.comboTooLong", name: "2" },
    ]);
    expect(() => kit.formulas(third.plan)).toThrow(
      /Step 3 is refused: it is past the combo's limit of 2 at speed 1/,
    );
    // outside an encounter the box starts unticked: each attack starts afresh
    const calm = kit.prepare(inputOf(w, "mano"), {});
    expect(fieldsOf(calm.context).find((f) => f.name === "comboContinues")?.value).toBe(false);
    expect((calm.plan as ManoPlan).input.situation.comboStep).toBeUndefined();
    // unticked, the strike starts a new turn: a single action
    const fresh = kit.prepare(fighting(w), { rollMode: "publicroll" });
    expect((fresh.plan as ManoPlan).input.situation.comboStep).toBeUndefined();
    expect(kit.formulas(fresh.plan)).toEqual(["1d20"]);
    await w.attacker.actor.update({
      system: { combo: [{ action: "quickStrike", weapon: fists }] },
    } as never);
    const oneWeapon = kit.prepare(fighting(w), {});
    expect(() => kit.formulas(oneWeapon.plan)).toThrow(/limit of 1 at speed 1/);
  });

  it("RULES 5 combos: a powerful strike is no quick action, and an injured Clone makes no combo: each refused with its reason", async () => {
    const w = await world("mano");
    const kit = kitFor("mano");
    await w.attacker.actor.update({
      system: { combo: [{ action: "quickStrike", weapon: "left-hand" }] },
    } as never);
    const powerful = kit.prepare(fighting(w), { action: "powerfulStrike" });
    const actions = fieldsOf(powerful.context).find((f) => f.name === "action")!;
    expect(actions.value).toBe("powerfulStrike");
    expect(powerful.context.live.warnings.map((x) => x.key)).toEqual([
      "ACTION_ENGINE.Sheet.Refusal.comboOnlyQuick",
    ]);
    expect(() => kit.formulas(powerful.plan)).toThrow(/A combo is made of quick actions only/);
    // starting a new turn, the same powerful strike is fine
    const alone = kit.prepare(fighting(w), {
      rollMode: "publicroll",
      action: "powerfulStrike",
    });
    expect(kit.formulas(alone.plan)).toEqual(["1d20"]);
    // Steven's punch left the Clone (toughness 7) with 6 stun and 1 damage: injured
    await w.attacker.actor.update({ system: { toughness: 7, stamina: 14, stun: 6, damage: 1 } });
    const injured = kit.prepare(fighting(w), { action: "quickStrike" });
    expect(injured.context.live.warnings.map((x) => x.key)).toEqual([
      "ACTION_ENGINE.Sheet.Refusal.comboUnlessHealthy",
    ]);
    expect(() => kit.formulas(injured.plan)).toThrow(
      /Only a healthy character can fight in a combo/,
    );
  });

  it("a strategic strike (+5) needs 8 or more: 13/20", async () => {
    const w = await world("mano");
    const { context } = kitFor("mano").prepare(inputOf(w, "mano"), { action: "strategicStrike" });
    expect(chances(context, w.target.token.id).failure).toBe("35.0%");
  });

  it("RULES 5 throws: throwing 2 + strength 6 − heft 3 = 5 m for a quick throw, 10 m for a powerful one: at 8 m the powerful throw meets missile defence 10 + 16 for range = 26", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { strength: 6, abilities: { throwing: 2 } } });
    const [javelin] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      // the item's own range (3 m) is not what a throw reaches
      {
        name: "Javelin",
        type: "mano-weapon",
        system: { kind: "thrown", power: 4, heft: 3, range: 3 },
      },
    ]);
    const base = inputOf(w, "mano");
    const input = {
      ...base,
      attacker: { ...base.attacker, weapon: itemView(javelin as never) },
      targets: base.targets.map((t) => ({ ...t, metres: 8 })),
    };
    const id = w.target.token.id;
    const powerful = kitFor("mano").prepare(input, { action: "powerfulThrow" });
    const target = powerful.context.targets[0].live;
    expect(target.warnings).toEqual([]);
    expect(target.lines.find((l) => l.total)?.value).toBe("26");
    const card = kitFor("mano").card(powerful.plan, [{ dice: [{ results: [{ result: 20 }] }] }]);
    expect(card.targets[0].result).toMatchObject({ difficulty: 26 });
    // a quick throw and a heave reach 5 m: 8 m is beyond them
    for (const throwing of ["quickThrow", "heave"])
      expect(
        kitFor("mano")
          .prepare(input, { action: throwing })
          .context.targets.find((t) => t.id === id)!
          .live.warnings.map((x) => x.key.split(".").pop()),
      ).toEqual(["outOfRange"]);
  });

  it("aiming around a helmet adds its cover to the difficulty (cover 3: 16 or more, 5/20)", async () => {
    const w = await world("mano");
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Helmet", type: "mano-armor", system: { cover: 3, absorption: 4, location: "head" } },
    ]);
    const id = w.target.token.id;
    const input = inputOf(w, "mano");
    const { context } = kitFor("mano").prepare(input, {
      rollMode: "public",
      [`target.${id}.avoid.0`]: true,
    });
    expect(context.targets[0].fields.find((f) => f.name === `target.${id}.avoid.0`)?.text).toBe(
      "Helmet (3)",
    );
    expect(chances(context, id).failure).toBe("75.0%");
  });
});

describe("the dialog follows its inputs live", () => {
  it("changing the target's active defence re-renders its chances in place (miss 6.2% → 61.7%)", async () => {
    // the real dialog: its template rendered into a form, its render callback wiring the inputs
    const w = await world("okrpg");
    const id = w.target.token.id;
    const live = () =>
      DialogV2.opened.at(-1)!.querySelector(`[data-live="${id}"]`)!.textContent ?? "";
    DialogV2.answers = [{ press: "close" }];
    expect(await attackDialog(kitFor("okrpg"), inputOf(w, "okrpg"))).toBeNull();
    expect(live()).toContain("6.2%");
    DialogV2.answers = [{ fill: { [`target.${id}.active`]: "one" } }];
    const values = await attackDialog(kitFor("okrpg"), inputOf(w, "okrpg"));
    expect(live()).toContain("61.7%");
    // OK reads the form back: the values the attack then rolls with
    expect(values).toMatchObject({ [`target.${id}.active`]: "one" });
  });

  it("a number typed out of bounds is refused beside its field, never clamped, and nothing rolls", async () => {
    const w = await world("okrpg");
    const input = inputOf(w, "okrpg");
    const { context } = kitFor("okrpg").prepare(input, { modifier: "999" });
    const field = fieldsOf(context).find((f) => f.name === "modifier");
    expect(field?.value).toBe(999);
    expect(field?.error).toMatchObject({
      key: "ACTION_ENGINE.Error.OutOfRange",
      details: { value: "999", min: "-20", max: "20" },
    });
    expect(context.refusal?.code).toBe("OutOfRange");
    expect(() => rollablePlan(kitFor("okrpg"), input, { modifier: "999" })).toThrow(
      "must be between -20 and 20, got 999",
    );
    expect(kitFor("okrpg").prepare(input, { modifier: "20" }).context.refusal).toBeNull();
  });

  it("the message mode starts at the one chosen in the chat log", async () => {
    const w = await world("mano");
    const { context } = kitFor("mano").prepare(inputOf(w, "mano", undefined, "gm"), {});
    expect(context.rollMode.value).toBe("gm");
  });

  it("offers only the modes Foundry lists, and reads a macro's mode by its v13 or v14 name", async () => {
    const w = await world("mano");
    const input = inputOf(w, "mano", undefined, "blind", ["public", "gm", "blind"]);
    const { context, plan } = kitFor("mano").prepare(input, {});
    expect(context.rollMode.options?.map((o) => o.value)).toEqual(["public", "gm", "blind"]);
    expect(plan.messageMode).toBe("blind");
    expect(kitFor("mano").prepare(input, { rollMode: "gmroll" }).plan.messageMode).toBe("gm");
    expect(kitFor("mano").prepare(input, { rollMode: "gm" }).plan.messageMode).toBe("gm");
    // a mode Foundry does not list here starts the dialog on the first one it does
    expect(
      kitFor("mano").prepare(inputOf(w, "mano", undefined, "self", ["public", "gm"]), {}).plan
        .messageMode,
    ).toBe("public");
  });
});

describe("the dialog template renders every ruleset's context", () => {
  it.each(["okrpg", "occult", "action", "mano", "rounds"] as const)(
    "%s: every field is an input, names are escaped, no lang key is missing",
    async (ruleset) => {
      const w = await world(ruleset);
      await (w.target.actor as unknown as { update(d: object): Promise<unknown> }).update({
        name: "<i>Foe</i>",
      });
      w.target.token.name = "<i>Foe</i>";
      const { context } = kitFor(ruleset).prepare(inputOf(w, ruleset), {});
      const html = render.render("dialog/attack.hbs", context);
      for (const field of fieldsOf(context))
        expect(html, field.name).toContain(`name="${field.name}"`);
      expect(html).toContain("&lt;i&gt;Foe&lt;/i&gt;");
      expect(html).not.toContain("<i>Foe</i>");
    },
  );

  it.each(["okrpg", "occult", "action", "mano", "rounds"] as const)(
    "%s: an attacker who targets their own token is told the attack leaves them out",
    async (ruleset) => {
      const w = await world(ruleset);
      const input = inputOf(w, ruleset, [w.attacker.token, w.target.token]);
      const { context } = kitFor(ruleset).prepare(input, {});
      expect(context.targets.map((t) => t.id)).toEqual([w.target.token.id]);
      const text = render.render("dialog/attack.hbs", context).replace(/\s+/g, " ");
      expect(text).toContain(
        `${w.attacker.token.name} is the attacker: nobody attacks themselves, so the attack leaves them out.`,
      );
    },
  );

  it("warns when nobody is targeted", async () => {
    const w = await world("mano");
    const { context } = kitFor("mano").prepare(inputOf(w, "mano", []), {});
    expect(render.render("dialog/attack.hbs", context)).toContain("No tokens are targeted.");
  });
});

describe("the odds are bands that add up, as pf2e shows degrees of success", () => {
  for (const ruleset of ["okrpg", "occult", "action", "rounds", "mano"] as const)
    it(`${ruleset}: each target's chances sum to 100% (to the rounding of one decimal)`, async () => {
      const w = await world(ruleset);
      const { context } = kitFor(ruleset).prepare(inputOf(w, ruleset), {});
      expect(context.targets.length).toBeGreaterThan(0);
      for (const target of context.targets) {
        const shown = target.live.chances.map((c) => Number(c.value.replace("%", "")));
        expect(shown.length).toBeGreaterThan(1);
        const sum = shown.reduce((a, b) => a + b, 0);
        expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.05 * shown.length);
        for (const c of target.live.chances)
          expect(c.label).toMatch(/^ACTION_ENGINE\.Dialog\.Band\./);
      }
    });
});

describe("the roll dialog's buttons and focus", () => {
  it("offers Cancel beside Roll (Roll the default); Cancel rolls nothing", async () => {
    const w = await world("okrpg");
    DialogV2.answers = [{ press: "cancel" }];
    expect(await attackDialog(kitFor("okrpg"), inputOf(w, "okrpg"))).toBeNull();
    const config = DialogV2.prompts.at(-1)! as { buttons: { action: string; default?: boolean }[] };
    expect(config.buttons.map((b) => b.action)).toEqual(["roll", "cancel"]);
    expect(config.buttons[0].default).toBe(true);
    // Roll still reads the form back
    DialogV2.answers = [{ fill: { modifier: "2" } }];
    expect(await attackDialog(kitFor("okrpg"), inputOf(w, "okrpg"))).toMatchObject({
      modifier: "2",
    });
  });

  it("puts the keyboard on the dialog's first field, not on the close button or Roll", async () => {
    const w = await world("occult");
    DialogV2.answers = [{ press: "close" }];
    await attackDialog(kitFor("occult"), inputOf(w, "occult"));
    const first = DialogV2.opened.at(-1)!.querySelector(".ae-dialog select, .ae-dialog input");
    expect(first).not.toBeNull();
    expect(first!.ownerDocument.activeElement).toBe(first);
  });
});

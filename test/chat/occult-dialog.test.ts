import { describe, expect, it } from "vitest";
import { occultKit, skillBonus } from "../../src/chat/attack/kits/occult";
import type { OccultCard } from "../../src/rules/cards/occult";
import type { AttackInput } from "../../src/chat/attack/kits";
import { actorView, itemView } from "../../src/chat/attack/read";
import type { TargetView } from "../../src/chat/attack/views";
import { fieldsOf, type DialogContext } from "../../src/chat/view-models/dialog/types";
import { ruleOptions } from "../../src/settings";
import { weaponOf, world, type World, attackInput } from "./world";

/*
 * The Occult Ops attack dialog (RULES 2, seed 001) as a player fills it in: Todd (strike +10,
 * Pistol +10) fires his USP9 (2d6, 100 ft, 15 of 15 rounds, bursts) at the Bandit (defence +10,
 * a flak jacket of 50 HP, DR 10%) 20 ft away. Every field with its default, bounds and hint, every
 * line the dialog shows, and the card input its values make.
 */

const inputOf = (w: World, targets = [w.target.token]): AttackInput =>
  attackInput(w, "occult", targets);

/** The input with each target's view changed as given. */
function withTargets(input: AttackInput, change: (t: TargetView) => TargetView): AttackInput {
  return { ...input, targets: input.targets.map(change) };
}

const key = (...parts: string[]) => ["ACTION_ENGINE.Dialog", ...parts].join(".");
const card = (...parts: string[]) => ["ACTION_ENGINE.Card", ...parts].join(".");
const field = (context: DialogContext, name: string) =>
  fieldsOf(context).find((f) => f.name === name);
const lines = (block: DialogContext["live"]) =>
  block.lines.map((l) => [l.label, l.valueKey ?? l.value, ...(l.total ? ["total"] : [])]);

async function weapon(w: World, system: Record<string, unknown>, name = "Other") {
  const [item] = (await w.attacker.actor.createEmbeddedDocuments("Item", [
    { name, type: "occult-weapon", system },
  ] as never)) as unknown as { id: string }[];
  return itemView(w.attacker.actor.items.get(item.id) as never);
}

/** Todd attacks with another weapon of his. */
async function attackWith(w: World, system: Record<string, unknown>, name = "Other") {
  const input = inputOf(w);
  return { ...input, attacker: { ...input.attacker, weapon: await weapon(w, system, name) } };
}

describe("Occult Ops RULES 2: what the attack dialog shows for a shot", () => {
  it("the Strike section: every ranged strike modifier, none ticked; prone off while Todd stands, with the reason", async () => {
    const w = await world("occult");
    const { context } = occultKit.prepare(inputOf(w), {});
    expect(context.sections.map((s) => s.heading)).toEqual([
      key("Section", "Strike"),
      key("Section", "Situation"),
    ]);
    const strike = (id: string) => ({
      name: `strike.${id}`,
      label: card("StrikeModifier", id),
      kind: "checkbox",
      value: false,
    });
    expect(context.sections[0].fields).toEqual([
      strike("aimed"),
      strike("kneeling"),
      { ...strike("prone"), hint: key("Occult", "Refusal", "notProne"), disabled: true },
      strike("scope"),
      strike("laserSight"),
      strike("wild"),
      strike("intimidated"),
      strike("emboldened"),
      strike("fatigued"),
      strike("exhausted"),
      strike("blinded"),
      strike("frazzled"),
    ]);
  });

  it("the Situation section: the GM's modifier −100..+100 from 0, and a burst (none, or short, medium, long while loaded)", async () => {
    const w = await world("occult");
    const { context } = occultKit.prepare(inputOf(w), {});
    expect(context.sections[1].fields).toEqual([
      {
        name: "situation",
        label: key("Occult", "Situation"),
        kind: "number",
        value: 0,
        min: -100,
        max: 100,
      },
      {
        name: "burst",
        label: key("Occult", "Burst"),
        kind: "select",
        value: "none",
        options: [
          { value: "none", label: key("Occult", "NoBurst") },
          { value: "short", label: card("Burst", "short"), disabled: false },
          { value: "medium", label: card("Burst", "medium"), disabled: false },
          { value: "long", label: card("Burst", "long"), disabled: false },
        ],
      },
    ]);
  });

  it("the Bandit's fields: each defence modifier unticked (covering fire explained), no cover; the lines: 20 ft estimated, short +60, strike +10, Pistol +10, defence −10: 70", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const { context } = occultKit.prepare(inputOf(w), {});
    const defence = (row: string) => ({
      name: `target.${id}.defence.${row}`,
      label: card("DefenceModifier", row),
      kind: "checkbox",
      value: false,
    });
    expect(context.targets.map((t) => [t.id, t.name])).toEqual([[id, "Bandit"]]);
    expect(context.targets[0].fields).toEqual([
      defence("prone"),
      defence("movingTarget"),
      { ...defence("coveringFire"), hint: key("Occult", "CoveringFireHint") },
      defence("emboldened"),
      defence("dodge"),
      defence("blinded"),
      defence("awkwardPosition"),
      {
        name: `target.${id}.cover`,
        label: key("Occult", "Cover"),
        kind: "select",
        value: "none",
        options: [
          { value: "none", label: key("Occult", "NoCover") },
          { value: "partialCover", label: card("DefenceModifier", "partialCover") },
          { value: "fullCover", label: card("DefenceModifier", "fullCover") },
        ],
      },
    ]);
    expect(context.targets[0].live.id).toBe(id);
    expect(context.targets[0].live.lines).toEqual([
      { label: card("Occult", "Distance"), value: "20 ft", note: card("Measured", "estimate") },
      { label: card("Occult", "Base"), valueKey: card("Band", "short"), value: "+60" },
      { label: card("Occult", "strike"), value: "+10" },
      { label: card("Occult", "skill"), value: "+10" },
      { label: card("Occult", "defence"), value: "−10" },
      { label: card("Occult", "TargetNumber"), value: "70", total: true },
    ]);
    expect(context.targets[0].live.chances.map((c) => [c.label, c.value, c.tone])).toEqual([
      [key("Band", "critical"), "6.0%", "critical"],
      [key("Band", "pastArmor"), "28.0%", "success"],
      [key("Band", "armorHit"), "35.0%", "warning"],
      [key("Band", "miss"), "21.0%", "failure"],
      [key("Band", "epicFumble"), "10.0%", "fumble"],
    ]);
    expect(context.live).toEqual({ id: "card", lines: [], chances: [], warnings: [] });
  });

  it("the card input with nothing chosen: Todd's strike 10 and Pistol 10, the USP9's 2d6 to 100 ft with 15 of 15 rounds, no burst; the Bandit 20 ft away with his flak jacket", async () => {
    const w = await world("occult");
    const { plan } = occultKit.prepare(inputOf(w), {});
    expect(plan).toEqual({
      messageMode: "public",
      refusal: null,
      bands: {},
      input: {
        attacker: {
          name: "Todd",
          actorUuid: w.attacker.actor.uuid,
          tokenUuid: w.attacker.token.uuid,
          strike: 10,
        },
        weapon: {
          name: "USP9",
          itemId: weaponOf(w.attacker).id,
          kind: "firearm",
          dice: "2d6",
          bonus: 0,
          maxRange: 100,
          magazine: { capacity: 15, loaded: 15 },
        },
        situation: { skill: 10, strikeModifiers: [], burst: null },
        options: ruleOptions("occult"),
        targets: [
          {
            id: w.target.token.id,
            name: "Bandit",
            actorUuid: w.target.actor.uuid,
            tokenUuid: w.target.token.uuid,
            defence: 10,
            defenceModifiers: [],
            distanceFt: 20,
            distanceBy: "estimate",
            armor: {
              itemId: w.target.actor.items.contents[0].id,
              name: "Flak jacket",
              hp: 50,
              drPercent: 10,
            },
          },
        ],
      },
    });
  });

  it("the choices reach the card: aimed, the GM's −10, a short burst, the Bandit dodging behind partial cover", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const { context, plan } = occultKit.prepare(inputOf(w), {
      "strike.aimed": true,
      situation: "-10",
      burst: "short",
      [`target.${id}.defence.dodge`]: true,
      [`target.${id}.cover`]: "partialCover",
    });
    expect(plan.input.situation).toEqual({
      skill: 10,
      strikeModifiers: ["aimed"],
      situation: -10,
      burst: "short",
    });
    expect(plan.input.targets[0].defenceModifiers).toEqual(["dodge", "partialCover"]);
    const shown = lines(context.targets[0].live).map(([label]) => label);
    expect(shown).toContain(card("StrikeModifier", "aimed"));
    expect(shown).toContain(card("StrikeModifier", "burst"));
    expect(shown).toContain(card("Occult", "situation"));
    expect(shown).toContain(card("DefenceModifier", "partialCover"));
  });
});

describe("Occult Ops RULES 2: what the sheet ticks, and what the magazine allows", () => {
  it("a burst needs its rounds loaded: with 4 of 15 left only a short burst is offered", async () => {
    const w = await world("occult");
    await weaponOf(w.attacker).update({ system: { magazine: { loaded: 4 } } });
    const { context } = occultKit.prepare(inputOf(w), { burst: "long" });
    expect(field(context, "burst")?.options).toEqual([
      { value: "none", label: key("Occult", "NoBurst") },
      { value: "short", label: card("Burst", "short"), disabled: false },
      { value: "medium", label: card("Burst", "medium"), disabled: true },
      { value: "long", label: card("Burst", "long"), disabled: true },
    ]);
    expect(field(context, "burst")?.value).toBe("none");
  });

  it("no burst without a magazine, nor for a gun that fires no bursts", async () => {
    const w = await world("occult");
    const noBurst = await attackWith(w, {
      kind: "firearm",
      damage: "1d6",
      maxRange: 50,
      magazine: { capacity: 6, loaded: 6 },
      burst: false,
      skill: "Pistol",
    });
    expect(field(occultKit.prepare(noBurst, {}).context, "burst")).toBeUndefined();
    const noMagazine = await attackWith(w, {
      kind: "firearm",
      damage: "1d6",
      maxRange: 50,
      magazine: { capacity: 0, loaded: 0 },
      burst: true,
      skill: "Pistol",
    });
    const { context, plan } = occultKit.prepare(noMagazine, { burst: "short" });
    expect(field(context, "burst")).toBeUndefined();
    expect(plan.input.weapon.magazine).toBeNull();
    expect(plan.input.situation?.burst).toBeNull();
  });

  it("an empty magazine is warned of on the card's block", async () => {
    const w = await world("occult");
    await weaponOf(w.attacker).update({ system: { magazine: { loaded: 0 } } });
    const { context } = occultKit.prepare(inputOf(w), {});
    expect(context.live.warnings).toEqual([{ key: key("Warning", "emptyMagazine") }]);
  });

  it("a weapon's sights and the sheet's own strike modifiers start ticked; an untrained weapon is a wild attack (its skill blank or not on the sheet)", async () => {
    const w = await world("occult");
    await weaponOf(w.attacker).update({ system: { sights: ["scope"] } });
    await w.attacker.actor.update({ system: { conditions: { intimidated: true } } });
    const ticked = (input: AttackInput) => occultKit.prepare(input, {}).plan.input.situation;
    expect(ticked(inputOf(w))).toMatchObject({ strikeModifiers: ["scope", "intimidated"] });
    const untrained = await attackWith(w, {
      kind: "firearm",
      damage: "1d6",
      maxRange: 50,
      skill: "Rifle",
    });
    expect(ticked(untrained)?.strikeModifiers).toContain("wild");
    expect(ticked(untrained)).not.toHaveProperty("skill");
    const blank = await attackWith(w, { kind: "firearm", damage: "1d6", maxRange: 50, skill: " " });
    expect(ticked(blank)?.strikeModifiers).toContain("wild");
  });

  it("skillBonus: the weapon's skill as the sheet names it, in any case and spacing; none untrained", async () => {
    const w = await world("occult");
    const todd = actorView(w.attacker.actor as never);
    const using = async (skill: string) => skillBonus(todd, await weapon(w, { skill }));
    expect(await using(" pistol ")).toBe(10);
    expect(await using("Rifle")).toBeNull();
    expect(await using("")).toBeNull();
    const bare = { ...todd, system: { ...todd.system, weaponSkills: undefined } };
    expect(skillBonus(bare as never, await weapon(w, { skill: "Pistol" }))).toBeNull();
  });

  it("a target's standing conditions start ticked (prone), a cover it stands behind as the one choice", async () => {
    const w = await world("occult");
    await w.target.actor.update({ system: { conditions: { prone: true } } });
    const id = w.target.token.id;
    const { context, plan } = occultKit.prepare(inputOf(w), {});
    expect(field(context, `target.${id}.defence.prone`)?.value).toBe(true);
    expect(field(context, `target.${id}.cover`)?.value).toBe("none");
    expect(plan.input.targets[0].defenceModifiers).toEqual(["prone"]);
    const behind = withTargets(inputOf(w), (t) => ({
      ...t,
      actor: { ...t.actor, system: { ...t.actor.system, defenceModifiers: ["fullCover"] } },
    }));
    const covered = occultKit.prepare(behind, {});
    expect(field(covered.context, `target.${id}.cover`)?.value).toBe("fullCover");
    expect(covered.plan.input.targets[0].defenceModifiers).toEqual(["fullCover"]);
  });

  it("of two armors worn the one with the most hit points takes the hit; one not worn is none", async () => {
    const w = await world("occult");
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Vest", type: "occult-armor", system: { hp: { value: 80, max: 80 }, drPercent: 20 } },
      {
        name: "Plate",
        type: "occult-armor",
        system: { hp: { value: 200, max: 200 }, equipped: false },
      },
    ] as never);
    const armor = () => occultKit.prepare(inputOf(w), {}).plan.input.targets[0].armor;
    expect(armor()).toMatchObject({ name: "Vest", hp: 80, drPercent: 20 });
    for (const item of w.target.actor.items.contents)
      await item.update({ system: { equipped: false } });
    expect(armor()).toBeNull();
  });
});

describe("Occult Ops RULES 2: range bands and covering fire", () => {
  it("a target whose distance nobody measured: the band chosen by hand (short by default, explained), kept for the card", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const input = withTargets(inputOf(w), (t) => ({ ...t, feet: null, metres: null }));
    const { context, plan } = occultKit.prepare(input, { [`target.${id}.band`]: "long" });
    expect(field(context, `target.${id}.band`)).toEqual({
      name: `target.${id}.band`,
      label: key("Occult", "Band"),
      kind: "select",
      value: "long",
      options: ["pointBlank", "short", "medium", "long", "extreme"].map((b) => ({
        value: b,
        label: card("Band", b),
      })),
      hint: key("Occult", "BandHint"),
    });
    expect(plan.bands).toEqual({ [id]: "long" });
    expect(plan.input.targets[0]).not.toHaveProperty("distanceFt");
    expect(occultKit.prepare(input, {}).plan.bands).toEqual({ [id]: "short" });
    const rolled = occultKit.card(plan, [{ dice: [{ results: [{ result: 50 }] }] }]);
    expect(rolled.targets[0]).toMatchObject({ band: "long" });
  });

  it("past the weapon's range: out of range, no number nor chances", async () => {
    const w = await world("occult");
    const input = withTargets(inputOf(w), (t) => ({ ...t, feet: 500 }));
    const { context } = occultKit.prepare(input, {});
    expect(context.targets[0].live.warnings).toEqual([{ key: key("Warning", "outOfRange") }]);
    expect(context.targets[0].live.chances).toEqual([]);
  });

  it("a distance measured on the grid carries no estimate's note", async () => {
    const w = await world("occult");
    const input = withTargets(inputOf(w), (t) => ({ ...t, measuredBy: undefined }));
    const { context, plan } = occultKit.prepare(input, {});
    expect(context.targets[0].live.lines[0]).toEqual({
      label: card("Occult", "Distance"),
      value: "20 ft",
    });
    expect(plan.input.targets[0]).not.toHaveProperty("distanceBy");
  });

  it("an ally laying covering fire 20 ft from the Bandit covers him (25 ft), one 30 ft away does not; the distance asked when unmeasured", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const at = (coverFeet: number | null | undefined, raw: Record<string, unknown> = {}) =>
      occultKit.prepare(
        withTargets(inputOf(w), (t) => ({ ...t, coverFeet }) as TargetView),
        raw,
      );
    const near = at(20);
    expect(near.plan.input.targets[0].defenceModifiers).toEqual(["coveringFire"]);
    expect(near.context.targets[0].live.lines[0]).toEqual({
      label: key("Occult", "CoveredByFire"),
      value: "20 ft / 25 ft",
    });
    expect(field(near.context, `target.${id}.coverFt`)).toEqual({
      name: `target.${id}.coverFt`,
      label: key("Occult", "CoverDistance"),
      kind: "number",
      value: 20,
      min: 0,
      max: 100000,
      hint: key("Occult", "CoverDistanceHint"),
    });
    const far = at(30);
    expect(far.plan.input.targets[0].defenceModifiers).toEqual([]);
    expect(far.context.targets[0].live.lines[0]).toEqual({
      label: key("Occult", "NotCoveredByFire"),
      value: "30 ft / 25 ft",
    });
    // nobody lays covering fire on the scene: no field
    expect(field(at(null).context, `target.${id}.coverFt`)).toBeUndefined();
    // the scene measures nothing: asked, blank at first
    const unmeasured = at(undefined);
    expect(field(unmeasured.context, `target.${id}.coverFt`)?.value).toBe("");
    expect(unmeasured.plan.input.targets[0].defenceModifiers).toEqual([]);
    expect(
      at(undefined, { [`target.${id}.coverFt`]: "10" }).plan.input.targets[0].defenceModifiers,
    ).toEqual(["coveringFire"]);
    // ticked by hand as well as an ally's: counted once
    expect(
      at(20, { [`target.${id}.defence.coveringFire`]: true }).plan.input.targets[0]
        .defenceModifiers,
    ).toEqual(["coveringFire"]);
  });
});

describe("Occult Ops RULES 2: a single shot, and the round's tally", () => {
  const d100 = (result: number) => ({ dice: [{ results: [{ result }] }] });

  it("a single shot spends its round as it fires: the card records it, the weapon keeps 14", async () => {
    const w = await world("occult");
    const { plan } = occultKit.prepare(inputOf(w), {});
    expect(occultKit.formulas(plan)).toEqual(["1d100"]);
    expect(occultKit.weaponUpdate!(plan)).toEqual({ system: { magazine: { loaded: 14 } } });
    const rolled = occultKit.card(plan, [d100(50)]) as OccultCard;
    expect(rolled.ammo).toMatchObject({
      rounds: 1,
      applied: {
        before: { "system.magazine.loaded": 15 },
        after: { "system.magazine.loaded": 14 },
      },
    });
  });

  it("a burst's rounds wait for their button: no weapon update, nothing committed", async () => {
    const w = await world("occult");
    const { plan } = occultKit.prepare(inputOf(w), { burst: "short" });
    expect(occultKit.weaponUpdate!(plan)).toBeNull();
    expect((occultKit.card(plan, [d100(50)]) as OccultCard).ammo).toEqual({ rounds: 2 });
  });

  it("a weapon without a magazine spends nothing", async () => {
    const w = await world("occult");
    const knife = await attackWith(w, { kind: "melee", damage: "1d6" }, "Knife");
    const { plan } = occultKit.prepare(knife, {});
    expect(occultKit.weaponUpdate!(plan)).toBeNull();
    expect((occultKit.card(plan, [d100(50)]) as OccultCard).ammo).toBeUndefined();
  });

  it("after a power punch (which skips the next attack) Todd's shot is refused, named, before anything is rolled", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ system: { turn: { attacks: 2, blocked: "skipNext" } } });
    const { context, plan } = occultKit.prepare(inputOf(w), {});
    expect(plan.refusal).not.toBeNull();
    expect(context.live.warnings).toEqual([{ key: key("Warning", plan.refusal!) }]);
    expect(() => occultKit.formulas(plan)).toThrow();
    try {
      occultKit.formulas(plan);
    } catch (error) {
      expect(error).toMatchObject({ details: { name: "Todd", attack: "USP9" } });
    }
  });
});

describe("Occult Ops RULES 2: physical attacks", () => {
  const physical = (w: World, attack: string, name = attack) =>
    attackWith(w, { kind: "physical", physicalAttack: attack, damage: "", maxRange: 0 }, name);
  const next = (w: World) => withTargets(inputOf(w), (t) => ({ ...t, feet: 5 }));

  it("a punch: hand to hand (no band), the list's 1d6 with Todd's STR bonus; without the Unarmed skill −20% ticked", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ system: { str: 12 } });
    const input = await physical(w, "punch", "Punch");
    const { context, plan } = occultKit.prepare({ ...input, targets: next(w).targets }, {});
    const strBonus = (w.attacker.actor.system as unknown as { strBonus: number }).strBonus;
    expect(strBonus).toBeGreaterThan(0);
    expect(plan.input.weapon).toEqual({
      name: "Punch",
      itemId: input.attacker.weapon.id,
      kind: "physical",
      dice: "1d6",
      physicalAttack: "punch",
      bonus: strBonus,
      magazine: null,
    });
    expect(plan.input.situation?.strikeModifiers).toContain("noUnarmedSkill");
    expect(field(context, `target.${w.target.token.id}.band`)).toBeUndefined();
    expect(field(context, "doubles")).toBeUndefined();
    expect(field(context, "burst")).toBeUndefined();
    expect(context.targets[0].live.warnings).toEqual([]);
    await w.attacker.actor.update({ system: { unarmed: true } });
    const trained = occultKit.prepare(
      { ...(await physical(w, "punch")), targets: next(w).targets },
      {},
    );
    expect(trained.plan.input.situation?.strikeModifiers).not.toContain("noUnarmedSkill");
  });

  it("a punch at 20 ft is out of reach; a body flip deals no dice but knocks prone", async () => {
    const w = await world("occult");
    const punch = occultKit.prepare(await physical(w, "punch"), {});
    expect(punch.context.targets[0].live.warnings).toEqual([{ key: key("Warning", "outOfReach") }]);
    const flip = occultKit.prepare(
      { ...(await physical(w, "bodyFlip")), targets: next(w).targets },
      {},
    );
    expect(flip.plan.input.weapon).toMatchObject({ dice: null, effect: "prone", bonus: 0 });
  });

  it("a hold needs Wrestling; a disarm an armed target (the Bandit holding a pistol, not a fist)", async () => {
    const w = await world("occult");
    const warnings = async (attack: string) =>
      occultKit.prepare({ ...(await physical(w, attack)), targets: next(w).targets }, {}).context
        .targets[0].live.warnings;
    expect(await warnings("hold")).toEqual([{ key: key("Warning", "needsWrestling") }]);
    await w.attacker.actor.update({ system: { wrestling: true } });
    expect(await warnings("hold")).toEqual([]);
    await w.target.actor.createEmbeddedDocuments("Item", [
      {
        name: "Fist",
        type: "occult-weapon",
        system: { kind: "physical", physicalAttack: "punch" },
      },
      { name: "Holdout", type: "occult-weapon", system: { kind: "firearm", equipped: false } },
    ] as never);
    expect(await warnings("disarm")).toEqual([{ key: key("Warning", "needsArmedTarget") }]);
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Pistol", type: "occult-weapon", system: { kind: "firearm" } },
    ] as never);
    expect(await warnings("disarm")).toEqual([]);
  });

  it("a power punch doubles a hand attack of the list that deals damage, a punch by default; a karate chop doubled is 2d4 doubled", async () => {
    const w = await world("occult");
    const input = { ...(await physical(w, "powerPunch", "Power punch")), targets: next(w).targets };
    const { context, plan } = occultKit.prepare(input, {});
    expect(field(context, "doubles")).toEqual({
      name: "doubles",
      label: key("Occult", "Doubles"),
      kind: "select",
      value: "punch",
      options: ["backhand", "punch", "karateChop", "elbow"].map((id) => ({
        value: id,
        label: `ACTION_ENGINE.Choice.physicalAttack.${id}`,
      })),
    });
    expect(plan.input.weapon).toMatchObject({
      dice: "1d6",
      doubled: true,
      doubling: { attack: "punch" },
    });
    const chop = occultKit.prepare(input, { doubles: "karateChop" }).plan.input.weapon;
    expect(chop).toMatchObject({ dice: "2d4", doubled: true, doubling: { attack: "karateChop" } });
  });

  it("a leap attack may double a melee weapon Todd carries (not a gun, nor one without dice)", async () => {
    const w = await world("occult");
    await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Machete", type: "occult-weapon", system: { kind: "melee", damage: "2d6" } },
      { name: "Stick", type: "occult-weapon", system: { kind: "melee", damage: " " } },
    ] as never);
    const machete = w.attacker.actor.items.contents.find((i) => i.name === "Machete")!;
    const input = { ...(await physical(w, "leapAttack", "Leap")), targets: next(w).targets };
    const { context } = occultKit.prepare(input, {});
    expect(field(context, "doubles")?.options?.map((o) => o.value)).toEqual([
      "backhand",
      "punch",
      "karateChop",
      "elbow",
      `item.${machete.id}`,
    ]);
    expect(field(context, "doubles")?.options?.at(-1)).toEqual({
      value: `item.${machete.id}`,
      label: "Machete",
    });
    const { plan } = occultKit.prepare(input, { doubles: `item.${machete.id}` });
    expect(plan.input.weapon).toMatchObject({
      dice: "2d6",
      doubled: true,
      doubling: { weapon: "Machete" },
    });
  });

  it("a melee weapon adds the STR bonus only when it says so; a gun never", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ system: { str: 12 } });
    const strBonus = (w.attacker.actor.system as unknown as { strBonus: number }).strBonus;
    const bonus = async (system: Record<string, unknown>) =>
      occultKit.prepare(await attackWith(w, system), {}).plan.input.weapon.bonus;
    expect(await bonus({ kind: "melee", damage: "1d6", addsStrength: true })).toBe(strBonus);
    expect(await bonus({ kind: "melee", damage: "1d6" })).toBe(0);
    expect(await bonus({ kind: "firearm", damage: "1d6", maxRange: 50 })).toBe(0);
    expect(await bonus({ kind: "melee", damage: " " })).toBe(0);
    const blank = occultKit.prepare(await attackWith(w, { kind: "melee", damage: " " }), {});
    expect(blank.plan.input.weapon.dice).toBeNull();
  });
});

describe("Occult Ops RULES 2: a grenade", () => {
  const GRENADE = {
    kind: "grenade",
    damage: "3d6",
    maxRange: 60,
    radius: { short: 5, medium: 10, long: null },
  };

  it("thrown at the Bandit (by default, explained; or at an empty square): he is at the blast's centre, zone S, and meets the throw with his defence", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const input = await attackWith(w, GRENADE, "Frag");
    const { context, plan } = occultKit.prepare(input, {});
    expect(field(context, "thrownAt")).toEqual({
      name: "thrownAt",
      label: key("Occult", "ThrownAt"),
      kind: "select",
      value: id,
      options: [
        { value: id, label: "Bandit", literal: true },
        { value: "square", label: key("Occult", "EmptySquare") },
      ],
      hint: key("Occult", "ThrownAtHint"),
    });
    expect(lines(context.targets[0].live)).toEqual([
      [key("Occult", "BlastDistance"), "0 ft"],
      [key("Occult", "Zone"), card("Zone", "S")],
      [key("Occult", "DefendsThrow"), ""],
    ]);
    expect(context.targets[0].live.chances).toEqual([]);
    expect(plan.input.weapon).toMatchObject({ kind: "grenade", radii: { S: 5, M: 10 } });
    expect(plan.input.situation?.thrownAt).toEqual({
      name: "Bandit",
      defence: 10,
      defenceModifiers: [],
    });
    expect(plan.input.targets[0]).toEqual({
      id,
      name: "Bandit",
      actorUuid: w.target.actor.uuid,
      tokenUuid: w.target.token.uuid,
      defence: 10,
      armor: expect.objectContaining({ name: "Flak jacket" }),
      zone: "S",
    });
    // the card's block: the radii, the throw's number against the Bandit's defence, its chances
    expect(lines(context.live).slice(0, 2)).toEqual([
      [card("Zone", "S"), "≤ 5 ft"],
      [card("Zone", "M"), "≤ 10 ft"],
    ]);
    expect(lines(context.live)).toContainEqual([card("Occult", "defence"), "−10"]);
    expect(context.live.chances.length).toBeGreaterThan(0);
  });

  it("thrown at an empty square: each target's distance from the blast asked (0..100000 ft, explained), the zone from it; nobody defends", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const input = await attackWith(w, GRENADE, "Frag");
    const { context, plan } = occultKit.prepare(input, {
      thrownAt: "square",
      [`target.${id}.blastFt`]: "8",
    });
    expect(field(context, `target.${id}.blastFt`)).toEqual({
      name: `target.${id}.blastFt`,
      label: key("Occult", "BlastDistance"),
      kind: "number",
      value: 8,
      min: 0,
      max: 100000,
      hint: key("Occult", "BlastDistanceHint"),
    });
    expect(lines(context.targets[0].live)).toEqual([
      [key("Occult", "Zone"), card("Zone", "M")],
      [key("Occult", "OnlyBlast"), ""],
    ]);
    expect(plan.input.situation).not.toHaveProperty("thrownAt");
    expect(plan.input.targets[0].zone).toBe("M");
    expect(lines(context.live)).not.toContainEqual([card("Occult", "defence"), "−10"]);
    const far = occultKit.prepare(input, { thrownAt: "square", [`target.${id}.blastFt`]: "50" });
    expect(lines(far.context.targets[0].live)[0]).toEqual([
      key("Occult", "Zone"),
      card("Zone", "none"),
    ]);
    expect(far.plan.input.targets[0].zone).toBeNull();
  });

  it("two targets: the one it is not thrown at stands as far from the blast as the tokens measure (or is asked where they do not)", async () => {
    const w = await world("occult");
    const goon = await Actor.create({ name: "Goon", type: "occult" } as never);
    const token = w.chat.token(w.chat.scene(), goon as never, { x: 400, y: 100 });
    const input = await attackWith(w, GRENADE, "Frag");
    const views = inputOf(w, [w.target.token, token]).targets;
    const at = (feet: number | null) => ({
      ...input,
      targets: [views[0], { ...views[1], feetFrom: { [w.target.token.id]: feet } }],
    });
    const { context, plan } = occultKit.prepare(at(8), {});
    expect(lines(context.targets[1].live)).toEqual([
      [key("Occult", "BlastDistance"), "8 ft"],
      [key("Occult", "Zone"), card("Zone", "M")],
      [key("Occult", "OnlyBlast"), ""],
    ]);
    expect(plan.input.targets[1].zone).toBe("M");
    expect(fieldsOf(occultKit.prepare(at(8), {}).context).map((f) => f.name)).not.toContain(
      `target.${token.id}.blastFt`,
    );
    const unmeasured = occultKit.prepare(at(null), { [`target.${token.id}.blastFt`]: "3" });
    expect(field(unmeasured.context, `target.${token.id}.blastFt`)?.value).toBe(3);
    expect(unmeasured.plan.input.targets[1].zone).toBe("S");
  });

  it("a grenade with no target names none: thrown at an empty square", async () => {
    const w = await world("occult");
    const input = { ...(await attackWith(w, GRENADE, "Frag")), targets: [] };
    const { context } = occultKit.prepare(input, {});
    expect(field(context, "thrownAt")?.value).toBe("square");
  });
});

describe("Occult Ops RULES 2: the edges of the weapon's data", () => {
  it("a gun with no magazine (capacity 0) is never warned of as empty: only a magazine's shot takes a round", async () => {
    const w = await world("occult");
    const revolver = await attackWith(w, {
      kind: "firearm",
      damage: "1d6",
      maxRange: 50,
      magazine: { capacity: 0, loaded: 0 },
      skill: "Pistol",
    });
    const { context } = occultKit.prepare(revolver, {});
    expect(context.live.warnings).toEqual([]);
  });

  it("a magazine is empty only with no round in it: with 1 of 15 left the shot is not warned of", async () => {
    const w = await world("occult");
    await weaponOf(w.attacker).update({ system: { magazine: { loaded: 1 } } });
    expect(occultKit.prepare(inputOf(w), {}).context.live.warnings).toEqual([]);
  });

  it("only a gun fires rounds: a thrown weapon's empty magazine (0 of 3) is not warned of", async () => {
    const w = await world("occult");
    const knives = await attackWith(
      w,
      { kind: "thrown", damage: "1d4", maxRange: 30, magazine: { capacity: 3, loaded: 0 } },
      "Throwing knives",
    );
    expect(occultKit.prepare(knives, {}).context.live.warnings).toEqual([]);
  });

  it("a gun with no maximum range entered (0): no band from the 20 ft the tokens measure, it is chosen by hand; the card keeps no range nor distance", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const unranged = await attackWith(w, {
      kind: "firearm",
      damage: "1d6",
      maxRange: 0,
      skill: "Pistol",
    });
    const { context, plan } = occultKit.prepare(unranged, {});
    expect(field(context, `target.${id}.band`)?.value).toBe("short");
    expect(context.targets[0].live.lines[0]).toEqual({
      label: card("Occult", "Base"),
      valueKey: card("Band", "short"),
      value: "+60",
    });
    expect(plan.bands).toEqual({ [id]: "short" });
    expect(plan.input.weapon).not.toHaveProperty("maxRange");
    expect(plan.input.targets[0]).not.toHaveProperty("distanceFt");
  });

  it("a physical attack that names none of the list: the item's own dice with Todd's STR bonus, nothing to double", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ system: { str: 12 } });
    const strBonus = (w.attacker.actor.system as unknown as { strBonus: number }).strBonus;
    const headbutt = await attackWith(
      w,
      { kind: "physical", physicalAttack: "none", damage: "1d4", maxRange: 0 },
      "Headbutt",
    );
    const { context, plan } = occultKit.prepare(
      withTargets(headbutt, (t) => ({ ...t, feet: 5 })),
      {},
    );
    expect(plan.input.weapon).toEqual({
      name: "Headbutt",
      itemId: headbutt.attacker.weapon.id,
      kind: "physical",
      dice: "1d4",
      bonus: strBonus,
      magazine: null,
    });
    expect(field(context, "doubles")).toBeUndefined();
  });
});

describe("Occult Ops RULES 2: what the sheet says of the attacker", () => {
  it("a weapon with a blank skill is untrained even when a skill row of the sheet has no name yet: a wild attack, no skill bonus", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({
      system: {
        weaponSkills: [
          { name: "Pistol", bonus: 10 },
          { name: "", bonus: 5 },
        ],
      },
    });
    const blank = await attackWith(w, { kind: "firearm", damage: "1d6", maxRange: 50, skill: "" });
    const { plan } = occultKit.prepare(blank, {});
    expect(plan.input.situation?.strikeModifiers).toContain("wild");
    expect(plan.input.situation).not.toHaveProperty("skill");
  });

  it("after one shot this round a jump kick (a whole round's attack) is refused as not the first attack", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ system: { turn: { attacks: 1, blocked: "none" } } });
    const kick = await attackWith(
      w,
      { kind: "physical", physicalAttack: "jumpKick", damage: "", maxRange: 0 },
      "Jump kick",
    );
    const { context, plan } = occultKit.prepare(
      withTargets(kick, (t) => ({ ...t, feet: 5 })),
      {},
    );
    expect(plan.refusal).toBe("notFirstAttack");
    expect(context.live.warnings).toEqual([{ key: key("Warning", "notFirstAttack") }]);
    expect(() => occultKit.formulas(plan)).toThrow();
  });

  it("Todd lying prone: the prone shot is open and ticked, kneeling refused while prone", async () => {
    const w = await world("occult");
    await w.attacker.actor.update({ system: { conditions: { prone: true } } });
    const { context } = occultKit.prepare(inputOf(w), {});
    expect(field(context, "strike.prone")).toEqual({
      name: "strike.prone",
      label: card("StrikeModifier", "prone"),
      kind: "checkbox",
      value: true,
    });
    expect(field(context, "strike.kneeling")).toMatchObject({
      value: false,
      disabled: true,
      hint: key("Occult", "Refusal", "kneelingWhileProne"),
    });
  });

  it("a knife is no physical attack: Todd lacking the Unarmed skill takes no −20% with it", async () => {
    const w = await world("occult");
    const knife = await attackWith(w, { kind: "melee", damage: "1d4", skill: "Pistol" }, "Knife");
    const { context, plan } = occultKit.prepare(knife, {});
    expect(field(context, "strike.noUnarmedSkill")?.value).toBe(false);
    expect(plan.input.situation?.strikeModifiers).toEqual([]);
  });

  it("a knife whose sheet still names a punch (its kind changed to melee) deals its own 1d4, with no physical attack's rules", async () => {
    const w = await world("occult");
    const knife = await attackWith(
      w,
      { kind: "melee", physicalAttack: "punch", damage: "1d4", skill: "Pistol" },
      "Knife",
    );
    const { plan } = occultKit.prepare(knife, {});
    expect(plan.input.weapon).toEqual({
      name: "Knife",
      itemId: knife.attacker.weapon.id,
      kind: "melee",
      dice: "1d4",
      bonus: 0,
      magazine: null,
    });
  });

  it("a power punch doubles a hand attack only: the machete Todd carries is not offered (a leap attack's alone)", async () => {
    const w = await world("occult");
    await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Machete", type: "occult-weapon", system: { kind: "melee", damage: "2d6" } },
    ] as never);
    const punch = await attackWith(
      w,
      { kind: "physical", physicalAttack: "powerPunch", damage: "", maxRange: 0 },
      "Power punch",
    );
    const { context } = occultKit.prepare(punch, {});
    expect(field(context, "doubles")?.options?.map((o) => o.value)).toEqual([
      "backhand",
      "punch",
      "karateChop",
      "elbow",
    ]);
  });

  it("exhausted replaces fatigued: both ticked, the −20 counts and the −10 is shown struck out; 70 − 20 = 50", async () => {
    const w = await world("occult");
    const { context } = occultKit.prepare(inputOf(w), {
      "strike.fatigued": true,
      "strike.exhausted": true,
    });
    const shown = context.targets[0].live.lines;
    expect(shown).toContainEqual({
      label: card("StrikeModifier", "fatigued"),
      value: "−10",
      muted: true,
    });
    expect(shown).toContainEqual({ label: card("StrikeModifier", "exhausted"), value: "−20" });
    expect(shown.at(-1)).toEqual({
      label: card("Occult", "TargetNumber"),
      value: "50",
      total: true,
    });
  });
});

describe("Occult Ops RULES 2: a grenade's radii and its throw", () => {
  it("a grenade with a long radius (S 5, M 10, L 20 ft): the card shows all three, and a Bandit 15 ft from the blast is in zone L", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const frag = await attackWith(
      w,
      { kind: "grenade", damage: "3d6", maxRange: 60, radius: { short: 5, medium: 10, long: 20 } },
      "Frag",
    );
    const { context, plan } = occultKit.prepare(frag, {
      thrownAt: "square",
      [`target.${id}.blastFt`]: "15",
    });
    expect(lines(context.live).slice(0, 3)).toEqual([
      [card("Zone", "S"), "≤ 5 ft"],
      [card("Zone", "M"), "≤ 10 ft"],
      [card("Zone", "L"), "≤ 20 ft"],
    ]);
    expect(plan.input.weapon).toMatchObject({ radii: { S: 5, M: 10, L: 20 } });
    expect(plan.input.targets[0].zone).toBe("L");
  });

  it("thrown at the Bandit lying prone: his prone starts ticked and counts in his defence against the throw; his block shows the zone and no warning", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    await w.target.actor.update({ system: { conditions: { prone: true } } });
    const frag = await attackWith(
      w,
      {
        kind: "grenade",
        damage: "3d6",
        maxRange: 60,
        radius: { short: 5, medium: 10, long: null },
      },
      "Frag",
    );
    const { context, plan } = occultKit.prepare(frag, {});
    expect(field(context, `target.${id}.defence.prone`)?.value).toBe(true);
    expect(plan.input.situation?.thrownAt).toEqual({
      name: "Bandit",
      defence: 10,
      defenceModifiers: ["prone"],
    });
    expect(context.targets[0].live.lines[1]).toEqual({
      label: key("Occult", "Zone"),
      valueKey: card("Zone", "S"),
      value: "",
    });
    expect(context.targets[0].live.warnings).toEqual([]);
    expect(context.live.id).toBe("card");
  });
});

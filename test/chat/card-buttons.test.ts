import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { CardRoll } from "../foundry/chat";
import type { DocumentDouble } from "../foundry/documents";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { attack, cardOf, click, kept, systemOf, type World, world } from "./world";
import type * as action from "../../src/rules/cards/action";
import type * as mano from "../../src/rules/cards/mano";
import * as occult from "../../src/rules/cards/occult";
import type * as okrpg from "../../src/rules/cards/okrpg";

// Every button of every ruleset's card, clicked by the GM (who may write everything, so the
// writes happen on this client): each click makes ONE message update (the new card and a new
// revision) plus ONE update per document it changes, and nothing when nothing changes.

type Op = { action: string; documentName: string; parent: string | null; data: unknown[] };
const kinds = (ops: Op[]) => ops.map((op) => `${op.action} ${op.documentName}`);
const sys = (doc: DocumentDouble) => doc.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function gmClick(
  w: World,
  message: Awaited<ReturnType<typeof attack>>,
  name: string,
  data = {},
  faces?: number[][],
) {
  const ops = w.mark();
  const result = await click(w, message, name, data, { as: w.gm, faces });
  return { result, ops: ops() as Op[] };
}

function tableName(path: string, face: number): string {
  const source = parse(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8")) as {
    results: { name: string; range: [number, number] }[];
  };
  return source.results.find((r) => r.range[0] <= face && face <= r.range[1])!.name;
}

describe("OK RPG card buttons (RULES 1.4–1.6)", () => {
  it("spend, unspend and armor bypass each write the message once and nothing else", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const id = w.target.token.id;
    let step = await gmClick(w, message, "spend", { option: "fullDamage" });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as okrpg.OkrpgCard).choices).toEqual({ fullDamage: 1 });
    expect(systemOf(message).revision).toBe(1);
    step = await gmClick(w, message, "spend", { option: "bypassArmor", target: id });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as okrpg.OkrpgCard).targets[0].bypass).toBe(true);
    step = await gmClick(w, message, "unspend", { option: "fullDamage" });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as okrpg.OkrpgCard).choices).toEqual({});
  });

  it("Apply writes the Duellist's wounds once (Grt damage through DR Avg+ is 3 points, cutting 2 lethal) and Undo restores them", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const id = w.target.token.id;
    for (const [option, data] of [
      ["fullDamage", {}],
      ["bypassArmor", { target: id }],
      ["moreDamage", {}],
    ] as const)
      await gmClick(w, message, "spend", { option, ...data });
    const applied = await gmClick(w, message, "apply", { target: id });
    expect(kinds(applied.ops)).toEqual(["update Actor", "update ChatMessage"]);
    // the record of what Apply wrote is kept on the Duellist, beside the wounds (trust.ts)
    expect(applied.ops[0].data).toEqual([
      {
        _id: w.target.actor.id,
        system: { wounds: { lethal: 2, nonlethal: 4 } },
        ...kept(message, id, {
          before: { "system.wounds.lethal": 0, "system.wounds.nonlethal": 3 },
          after: { "system.wounds.lethal": 2, "system.wounds.nonlethal": 4 },
        }),
      },
    ]);
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 2, nonlethal: 4 });

    const again = await gmClick(w, message, "apply", { target: id });
    expect(again.ops).toEqual([]);
    expect(again.result).toEqual({ status: "done" });

    const undone = await gmClick(w, message, "undo", { target: id });
    expect(kinds(undone.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(undone.ops[0].data).toEqual([
      {
        _id: w.target.actor.id,
        system: { wounds: { lethal: 0, nonlethal: 3 } },
        ...kept(message, id, null),
      },
    ]);
    expect(sys(w.target.actor).wounds).toMatchObject({ lethal: 0, nonlethal: 3 });
    expect((cardOf(message) as okrpg.OkrpgCard).targets[0].applied).toBeUndefined();
  });

  it("a double click (two clicks before the first is written) writes once", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const ops = w.mark();
    await Promise.all([
      click(w, message, "spend", { option: "fullDamage" }, { as: w.gm }),
      click(w, message, "spend", { option: "fullDamage" }, { as: w.gm }),
    ]);
    expect(kinds(ops() as Op[])).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as okrpg.OkrpgCard).choices).toEqual({ fullDamage: 1 });
  });

  it("a click made on an older revision of the card changes nothing", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    await gmClick(w, message, "spend", { option: "fullDamage" });
    const ops = w.mark();
    const result = await click(
      w,
      message,
      "spend",
      { option: "moreDamage" },
      { as: w.gm, revision: 0 },
    );
    expect(result).toEqual({ status: "stale" });
    expect(ops()).toEqual([]);
  });

  it("setBasicHit (RULES 1.4, several targets) writes the message once", async () => {
    const w = await world("okrpg");
    const second = (await Actor.create({
      name: "Goon",
      type: "okrpg",
    } as never)) as unknown as DocumentDouble;
    const goon = w.chat.token(w.chat.scene(), second, { x: 0, y: 0 });
    const message = await attack(w, [1, 1, 0, 0], {}, { targets: [w.target.token, goon] });
    const basic = (cardOf(message) as okrpg.OkrpgCard).basicHit!;
    const step = await gmClick(w, message, "setBasicHit", { value: String(basic - 1) });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as okrpg.OkrpgCard).basicHit).toBe(basic - 1);
  });
});

describe("Occult Ops card buttons (RULES 2)", () => {
  async function todd(d100: number, values: Record<string, unknown> = {}) {
    const w = await world("occult");
    const message = await attack(w, [d100], {
      [`target.${w.target.token.id}.cover`]: "partialCover",
      ...values,
    });
    return { w, message, id: w.target.token.id };
  }
  const flak = (w: World) => w.target.actor.items.contents.find((i) => i.type === "occult-armor")!;

  it("Roll damage adds the roll to the message and writes it once", async () => {
    const { w, message, id } = await todd(45);
    const step = await gmClick(w, message, "rollDamage", { target: id }, [[4, 6]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect(message.rolls.map((r) => r.formula)).toEqual(["1d100", "2d6"]);
    expect((cardOf(message) as occult.OccultCard).targets[0].result.damage).toBe(10);
  });

  it("Apply to armor: the flak jacket (50 HP, DR 5) takes 10 → 45 HP, one actor update with the item inside", async () => {
    const { w, message, id } = await todd(45);
    await gmClick(w, message, "rollDamage", { target: id }, [[4, 6]]);
    const step = await gmClick(w, message, "applyArmor", { target: id });
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    const hp = `items.${flak(w).id}.system.hp.value`;
    expect(step.ops[0].data).toEqual([
      {
        _id: w.target.actor.id,
        items: [{ _id: flak(w).id, system: { hp: { value: 45 } } }],
        ...kept(message, id, { before: { [hp]: 50 }, after: { [hp]: 45 } }),
      },
    ]);
    expect(sys(flak(w)).hp.value).toBe(45);
    const undone = await gmClick(w, message, "undo", { target: id });
    expect(kinds(undone.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(sys(flak(w)).hp.value).toBe(50);
  });

  it("Apply to person takes the damage off the Bandit's hit points, never below 0", async () => {
    const { w, message, id } = await todd(45);
    await gmClick(w, message, "rollDamage", { target: id }, [[4, 6]]);
    const step = await gmClick(w, message, "applyPerson", { target: id });
    expect(step.ops[0].data).toEqual([
      {
        _id: w.target.actor.id,
        system: { hp: { value: 2 } },
        ...kept(message, id, {
          before: { "system.hp.value": 12 },
          after: { "system.hp.value": 2 },
        }),
      },
    ]);
    await gmClick(w, message, "undo", { target: id });
    expect(sys(w.target.actor).hp.value).toBe(12);
  });

  it("a short burst spends 2 of 15 rounds from the weapon item, and gives them back", async () => {
    const { w, message } = await todd(12, { burst: "short" });
    const usp = w.attacker.actor.items.contents[0];
    const spent = await gmClick(w, message, "spendAmmo");
    expect(kinds(spent.ops)).toEqual(["update Item", "update ChatMessage"]);
    expect(spent.ops[0]).toMatchObject({
      parent: w.attacker.actor.uuid,
      data: [{ _id: usp.id, system: { magazine: { loaded: 13 } } }],
    });
    expect(sys(usp).magazine.loaded).toBe(13);
    expect((await gmClick(w, message, "spendAmmo")).ops).toEqual([]);
    const back = await gmClick(w, message, "undoAmmo");
    expect(kinds(back.ops)).toEqual(["update Item", "update ChatMessage"]);
    expect(sys(usp).magazine.loaded).toBe(15);
  });

  it("a short burst's damage waits for its rounds; Todd's single shot spends 1 of 15 as it is fired, in one item update", async () => {
    const burst = await todd(12, { burst: "short" });
    const id = burst.id;
    const refused = await gmClick(burst.w, burst.message, "rollDamage", { target: id }, [[4, 6]]);
    expect(refused.ops).toEqual([]);
    await gmClick(burst.w, burst.message, "spendAmmo");
    const rolled = await gmClick(burst.w, burst.message, "rollDamage", { target: id }, [[4, 6]]);
    expect(kinds(rolled.ops)).toEqual(["update ChatMessage"]);

    const w = await world("occult");
    const mark = w.mark();
    const message = await attack(w, [45], {
      [`target.${w.target.token.id}.cover`]: "partialCover",
    });
    const usp = w.attacker.actor.items.contents[0];
    // RULES 2 (CHANGELOG): the round leaves the magazine with the shot, recorded on the card
    expect(kinds(mark())).toEqual(["create ChatMessage", "update Item", "update Actor"]);
    expect(sys(usp).magazine.loaded).toBe(14);
    expect((cardOf(message) as occult.OccultCard).ammo?.applied?.after).toEqual({
      "system.magazine.loaded": 14,
    });
    // nothing left to spend: the button is not offered and a forged click writes nothing
    const html = await w.combat.users.as(w.gm, () => message.renderHTML());
    expect(html.querySelector("[data-action=spendAmmo]")).toBeNull();
    expect((await gmClick(w, message, "spendAmmo")).ops).toEqual([]);
    expect(sys(usp).magazine.loaded).toBe(14);
  });

  it("an epic fumble draws the compendium table by the d20 rolled for the card (same face), writing the message once", async () => {
    const { w, message } = await todd(95);
    const step = await gmClick(w, message, "drawFumble", {}, [[14]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as occult.OccultCard).fumbleD20).toBe(14);
    expect(systemOf(message).tableDraws.fumble).toEqual({
      name: tableName("packs/occult-tables/epic-fumbles.yml", 14),
      face: 14,
    });
    expect((await gmClick(w, message, "drawFumble")).ops).toEqual([]);
  });

  it("a missed grenade scatters (d8 direction, d4 squares), then the blast is rolled once", async () => {
    const w = await world("occult");
    const grenade = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Frag grenade", type: "occult-weapon", system: { kind: "grenade", damage: "4d6" } },
    ]);
    CardRoll.expect("1d100", [70]);
    const message = (await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(grenade[0] as never, { values: { rollMode: "publicroll" } });
    })) as Awaited<ReturnType<typeof attack>>;
    let step = await gmClick(w, message, "scatter", {}, [[3, 2]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as occult.OccultCard).scatter).toEqual({ direction: 3, distance: 2 });
    // RULES 2: a wall right past the target square stops it there
    step = await gmClick(w, message, "setWall", { squares: "0" });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect(occult.scatterLanding(cardOf(message) as occult.OccultCard)).toMatchObject({
      squares: 0,
      hitWall: true,
    });
    step = await gmClick(w, message, "setZone", { target: w.target.token.id, zone: "M" });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    step = await gmClick(w, message, "rollDamage", {}, [[3, 4, 5, 6]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    // RULES 2: the M zone takes half the blast (18 → 9)
    expect((cardOf(message) as occult.OccultCard).targets[0].result.damage).toBe(9);
  });

  it("a band chosen on the card for a target whose distance is unknown", async () => {
    const w = await world("occult");
    const elsewhere = w.chat.token(w.chat.scene(), w.target.actor, { x: 0, y: 0 });
    const message = await attack(w, [45], {}, { targets: [elsewhere] });
    const step = await gmClick(w, message, "setRange", { target: elsewhere.id, band: "medium" });
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as occult.OccultCard).targets[0].result.range).toBe("medium");
  });
});

describe("Occult Ops physical attacks from the sheet (RULES 2)", () => {
  async function strike(system: Record<string, unknown>, d100: number) {
    const w = await world("occult");
    const [item] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: String(system.physicalAttack),
        type: "occult-weapon",
        system: { kind: "physical", ...system },
      },
    ]);
    CardRoll.expect("1d100", [d100]);
    const message = (await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(item as never, { values: { rollMode: "publicroll" } });
    })) as Awaited<ReturnType<typeof attack>>;
    return { w, message, id: w.target.token.id };
  }

  it("RULES 2: a power punch counts as two attacks and skips the next: the next strike is refused with a notice", async () => {
    const { w, message } = await strike({ physicalAttack: "powerPunch", damage: "" }, 5);
    expect(cardOf(message)).toBeTruthy();
    expect(sys(w.attacker.actor).turn).toMatchObject({ attacks: 2, blocked: "skipNext" });
    const [kick] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Kick", type: "occult-weapon", system: { kind: "physical", physicalAttack: "kick" } },
    ]);
    // refused before anything is rolled: no d100 is scripted, and none is asked for
    const posted = await w.combat.users.as(w.alice, () =>
      attackWithItem(kick as never, { values: { rollMode: "publicroll" } }),
    );
    expect(posted).toBeNull();
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Todd skips this attack: it follows a power punch.",
    );
  });

  it("a trip (no damage) posts its card; Apply writes prone in one actor update, Undo clears it", async () => {
    const { w, message, id } = await strike({ physicalAttack: "trip", damage: "" }, 5);
    const trip = cardOf(message) as occult.OccultCard;
    expect(trip.weapon).toMatchObject({ dice: null, effect: "prone", physicalAttack: "trip" });
    expect(trip.targets[0].result).toMatchObject({ hit: true, effect: { prone: true } });
    const step = await gmClick(w, message, "applyPerson", { target: id });
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(step.ops[0].data).toEqual([
      {
        _id: w.target.actor.id,
        system: { conditions: { prone: true } },
        ...kept(message, id, {
          before: { "system.conditions.prone": false },
          after: { "system.conditions.prone": true },
        }),
      },
    ]);
    expect(sys(w.target.actor).conditions.prone).toBe(true);
    await gmClick(w, message, "undo", { target: id });
    expect(sys(w.target.actor).conditions.prone).toBe(false);
  });

  it("a body block rolls its d100 for prone on the card (the roll joins the message), once", async () => {
    const { w, message, id } = await strike({ physicalAttack: "bodyBlock", damage: "1d4" }, 5);
    let step = await gmClick(w, message, "rollEffect", { target: id }, [[42]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect(message.rolls.map((r) => r.formula)).toEqual(["1d100", "1d100"]);
    expect((cardOf(message) as occult.OccultCard).targets[0].result.effect).toMatchObject({
      roll: 42,
      prone: true,
    });
    step = await gmClick(w, message, "rollEffect", { target: id });
    expect(step.ops).toEqual([]);
  });

  it("a power punch doubles the punch chosen in the dialog", async () => {
    const w = await world("occult");
    const [item] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "Power punch",
        type: "occult-weapon",
        system: { kind: "physical", physicalAttack: "powerPunch", damage: "" },
      },
    ]);
    CardRoll.expect("1d100", [5]);
    const message = (await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(item as never, {
        values: { rollMode: "publicroll", doubles: "karateChop" },
      });
    })) as Awaited<ReturnType<typeof attack>>;
    expect((cardOf(message) as occult.OccultCard).weapon).toMatchObject({
      dice: "2d4",
      doubled: true,
      doubling: { attack: "karateChop" },
    });
  });
});

describe("Action card buttons (RULES 3)", () => {
  it("Apply takes one Hit from the henchman (3 → 2); Undo gives it back", async () => {
    const w = await world("action");
    const message = await attack(w, [6, 3, 2]);
    const id = w.target.token.id;
    const step = await gmClick(w, message, "apply", { target: id });
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    const record = {
      before: { "system.hits.value": 3 },
      after: { "system.hits.value": 2 },
      stored: { "system.hits.value": null },
    };
    expect(step.ops[0].data).toEqual([
      { _id: w.target.actor.id, system: { hits: { value: 2 } }, ...kept(message, id, record) },
    ]);
    const undone = await gmClick(w, message, "undo", { target: id });
    // the henchman's Hits were stored as null (full): Undo writes null back, not 3
    expect(undone.ops[0].data).toEqual([
      { _id: w.target.actor.id, system: { hits: { value: null } }, ...kept(message, id, null) },
    ]);
    expect(sys(w.target.actor).hits).toEqual({ value: 3, max: 3, stored: null });
  });

  it("a Fortune reroll spends one of Jack's points (Mind 4 → 3 left) and rerolls confident", async () => {
    const w = await world("action");
    const message = await attack(w, [2, 4]); // 12 + (2 − 4) = 10 against 13: a failure
    const step = await gmClick(w, message, "fortuneReroll", {}, [[3, 5]]);
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(step.ops[0].data).toEqual([
      { _id: w.attacker.actor.id, system: { fortune: { value: 3 } } },
    ]);
    const card = cardOf(message) as action.ActionCard;
    expect(card.attacker.fortune).toBe(4); // the points Jack had when he rolled
    expect(card.fortune).toEqual({ first: { positive: [2], negative: [4] }, before: 4, after: 3 });
    expect(message.rolls.map((r) => r.formula)).toEqual(["1d6x - 1d6x", "1d6x - 1d6x"]);
    expect((await gmClick(w, message, "fortuneReroll")).ops).toEqual([]);
  });

  it("Push luck rerolls a failed check and writes the message once", async () => {
    const w = await world("action");
    const message = await attack(w, [2, 4]);
    const step = await gmClick(w, message, "pushLuck", {}, [[5, 1]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as action.ActionCard).push).toEqual({ positive: [5], negative: [1] });
  });

  it("snake eyes under friction: the Friction Check draws the compendium table by its d6", async () => {
    const w = await world("action");
    const message = await attack(w, [1, 1], { underFriction: true });
    const step = await gmClick(w, message, "frictionCheck", {}, [[4]]);
    expect(kinds(step.ops)).toEqual(["update ChatMessage"]);
    expect((cardOf(message) as action.ActionCard).friction).toBe(4);
    expect(systemOf(message).tableDraws.friction).toEqual({
      name: tableName("packs/action-tables/friction-check.yml", 4),
      face: 4,
    });
  });
});

describe("Advantage on an attack (seed 002 Stunt Modifiers: the pool is spent once, stacking)", () => {
  it("Jack spends 2 of his 3 Advantage: Shoot 12 + 2 = 14 on the card; the button takes the pool to 1, Undo puts it back", async () => {
    const w = await world("action");
    await w.attacker.actor.update({ system: { advantage: 3 } });
    const message = await attack(w, [3, 2], { advantage: 2 });
    const card = cardOf(message) as action.ActionCard;
    expect(card.attacker.skill).toBe(14);
    expect(card.advantage).toEqual({ spent: 2 });
    // 14 + 1 = 15 against Dodge 13: the Advantage turned a miss into a hit
    expect(card.targets[0].result).toMatchObject({ outcome: 2, success: true });
    const step = await gmClick(w, message, "spendAdvantage");
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(step.ops[0].data).toEqual([{ _id: w.attacker.actor.id, system: { advantage: 1 } }]);
    expect((await gmClick(w, message, "spendAdvantage")).ops).toEqual([]);
    const undone = await gmClick(w, message, "undoAdvantage");
    expect(undone.ops[0].data).toEqual([{ _id: w.attacker.actor.id, system: { advantage: 3 } }]);
  });

  it("more than is left in the pool is refused and nothing is written", async () => {
    const w = await world("action");
    await w.attacker.actor.update({ system: { advantage: 3 } });
    const message = await attack(w, [3, 2], { advantage: 3 });
    await w.attacker.actor.update({ system: { advantage: 1 } });
    const refused = await gmClick(w, message, "spendAdvantage");
    expect(refused.ops).toEqual([]);
    expect(refused.result).toMatchObject({
      status: "refused",
      notice: { i18nKey: "ACTION_ENGINE.Error.NotAllowed" },
    });
    expect(JSON.stringify(refused.result)).toMatch(/only 1 is left/);
    expect((cardOf(message) as action.ActionCard).advantage).toEqual({ spent: 3 });
  });
});

describe("Fortune on the Friction Check's d6 (RULES 3: no confident d6, keep either face)", () => {
  it("Jack rolls a 6 (minor), spends a point (4 → 3) for a 4, keeps it: heavy friction, drawn anew", async () => {
    const w = await world("action");
    const message = await attack(w, [1, 1], { underFriction: true, juryRigged: true });
    await gmClick(w, message, "frictionCheck", {}, [[6]]);
    const step = await gmClick(w, message, "frictionReroll", {}, [[4]]);
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(step.ops[0].data).toEqual([
      { _id: w.attacker.actor.id, system: { fortune: { value: 3 } } },
    ]);
    expect((cardOf(message) as action.ActionCard).frictionReroll).toEqual({
      face: 4,
      before: 4,
      after: 3,
      keep: null,
    });
    // a second reroll changes nothing
    expect((await gmClick(w, message, "frictionReroll")).ops).toEqual([]);
    const kept = await gmClick(w, message, "keepFriction", { keep: "reroll" });
    expect(kinds(kept.ops)).toEqual(["update ChatMessage"]);
    // jury-rigged gear is improvised gear: the 4 is heavy friction, and the table reads the 4
    expect(systemOf(message).tableDraws.friction).toEqual({
      name: tableName("packs/action-tables/friction-check.yml", 4),
      face: 4,
    });
    // the choice is final
    expect((await gmClick(w, message, "keepFriction", { keep: "original" })).ops).toEqual([]);
  });
});

describe.each(["mano", "rounds"] as const)("%s card buttons (RULES 5, [I-7])", (ruleset) => {
  it("Apply adds the hit's stun and damage to Steven; a second Apply does nothing; Undo restores them", async () => {
    const w = await world(ruleset);
    const message = await attack(w, [14]);
    const id = w.target.token.id;
    const step = await gmClick(w, message, "apply", { target: id });
    expect(kinds(step.ops)).toEqual(["update Actor", "update ChatMessage"]);
    expect(step.ops[0].data).toEqual([
      {
        _id: w.target.actor.id,
        system: { stun: 2, damage: 1 },
        ...kept(message, id, {
          before: { "system.stun": 0, "system.damage": 0 },
          after: { "system.stun": 2, "system.damage": 1 },
        }),
      },
    ]);
    expect((await gmClick(w, message, "apply", { target: id })).ops).toEqual([]);
    await gmClick(w, message, "undo", { target: id });
    expect(sys(w.target.actor)).toMatchObject({ stun: 0, damage: 0 });
    expect((cardOf(message) as mano.ManoCard).targets[0].applied).toBeUndefined();
  });
});

describe("Apply and Undo for every target at once", () => {
  it("writes each target's actor once and the message once", async () => {
    const w = await world("mano");
    const other = (await Actor.create({
      name: "Clone two",
      type: "mano",
      system: { defences: { melee: 12, missile: 10, grapple: 13 } },
    } as never)) as unknown as DocumentDouble;
    const second = w.chat.token(w.chat.scene(), other, { x: 100, y: 0 });
    const message = await attack(w, [14], {}, { targets: [w.target.token, second] });
    const all = await gmClick(w, message, "applyAll");
    expect(kinds(all.ops)).toEqual(["update Actor", "update Actor", "update ChatMessage"]);
    expect(all.ops.slice(0, 2).map((op) => (op.data[0] as { _id: string })._id)).toEqual([
      w.target.actor.id,
      other.id,
    ]);
    expect((await gmClick(w, message, "applyAll")).ops).toEqual([]);
    const none = await gmClick(w, message, "undoAll");
    expect(kinds(none.ops)).toEqual(["update Actor", "update Actor", "update ChatMessage"]);
    expect([sys(w.target.actor).stun, sys(other).stun]).toEqual([0, 0]);
  });
});

describe("Apply acts on the targets recorded at roll time, or on the selected tokens", () => {
  it("switching to the selected tokens rebuilds the card from the same dice; switching back restores it", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0], {}, { targets: [] });
    const ops = w.mark();
    await click(
      w,
      message,
      "targetMode",
      { mode: "selected" },
      { as: w.gm, selection: [w.target.token.uuid] },
    );
    expect(kinds(ops() as Op[])).toEqual(["update ChatMessage"]);
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(card.fudge).toEqual([1, 1, 0, 0]);
    expect(card.targets.map((t) => t.name)).toEqual(["Duellist"]);
    expect(card.targets[0].result.hit).toBe(true);
    expect(systemOf(message).targetMode).toBe("selected");
    await click(w, message, "targetMode", { mode: "recorded" }, { as: w.gm });
    expect(cardOf(message).targets).toEqual([]);
    expect(systemOf(message)).toMatchObject({ targetMode: "recorded", recorded: "" });
  });

  it("is refused while a result is applied", async () => {
    const w = await world("mano");
    const message = await attack(w, [14]);
    await click(w, message, "apply", { target: w.target.token.id }, { as: w.gm });
    const result = await click(
      w,
      message,
      "targetMode",
      { mode: "selected" },
      { as: w.gm, selection: [] },
    );
    expect(result).toMatchObject({
      status: "refused",
      notice: { i18nKey: "ACTION_ENGINE.Card.Notify.UndoFirst" },
    });
  });
});

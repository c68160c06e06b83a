import { describe, expect, it } from "vitest";
import { cardView, type Button, type CardContext } from "../../src/chat/view-models";
import * as action from "../../src/rules/cards/action";
import * as occult from "../../src/rules/cards/occult";
import * as okrpg from "../../src/rules/cards/okrpg";
import { actionsIn, templateRenderer } from "../templates/harness";
import { actionInput, blind, cardStates, gm, okrpgInput, onlooker, toddInput } from "./fixtures";

// The view models decide which buttons a viewer sees, which are disabled and why (a lang key
// for the tooltip), and hand the templates only what the viewer may know.
const states = cardStates();
const render = templateRenderer();

function buttons(context: CardContext): Button[] {
  return [
    ...context.buttons,
    ...context.sections.flatMap((s) => s.buttons),
    ...(context.menu?.rows.flatMap((r) => [r.add, r.remove]) ?? []),
    ...context.targets.flatMap((t) => [...t.choices, ...t.buttons]),
  ];
}
const find = (context: CardContext, action: string, data: Record<string, string> = {}) =>
  buttons(context).find(
    (b) => b.action === action && Object.entries(data).every(([k, v]) => b.data[k] === v),
  );

describe("who sees which buttons", () => {
  it("the GM and the attacker's player work the spending menu; an onlooker sees none of it", () => {
    expect(cardView(states.okrpg.hit, gm).menu?.rows.length).toBeGreaterThan(0);
    expect(cardView(states.okrpg.hit, onlooker).menu).toBeNull();
    expect(buttons(cardView(states.okrpg.hit, onlooker))).toEqual([]);
  });

  it("the target's owner may apply the hit to it, but not spend the attacker's successes", () => {
    const owner = { ...onlooker, ownsTargets: { duel: true } };
    const context = cardView(states.okrpg.spent, owner);
    expect(context.menu).toBeNull();
    expect(find(context, "apply", { target: "duel" })?.disabled).toBe(false);
  });
});

describe("disabled buttons say why", () => {
  it("OK RPG: with no successes left, the options that cannot be bought leave the menu (a knockdown's 2 among them); those bought stay, to be given back", () => {
    const menu = cardView(states.okrpg.spent, gm).menu!;
    expect(menu.rows.find((r) => r.id === "knockdown")).toBeUndefined();
    expect(menu.rows.length).toBeGreaterThan(0);
    for (const row of menu.rows) expect(row.taken !== "0" || !row.add.disabled, row.id).toBe(true);
    expect(menu.rows.find((r) => r.id === "fullDamage")?.taken).toBe("1");
    expect(menu.none).toBeNull();
  });

  it("OK RPG: a marginal hit with nothing to spend shows one short line instead of a table of dead buttons", () => {
    // Grt (6) against Gd (4) with 4dF at −2: exactly the successes needed
    const marginal = okrpg.create(okrpgInput([-1, -1, 0, 0]));
    const context = cardView(marginal, gm);
    expect(context.menu?.rows).toEqual([]);
    expect(context.menu?.none).toBe("ACTION_ENGINE.Card.Okrpg.NothingLeft");
    const html = render.render(context.template, context);
    expect(html).toContain("No extra successes left to spend.");
    expect(html).not.toContain("ae-menu__table");
  });

  it("OK RPG: a sub-option shows under its option, needing it; full damage is needed by more damage", () => {
    const rows = cardView(states.okrpg.spent, gm).menu?.rows ?? [];
    expect(rows.find((r) => r.id === "moreDamage")).toMatchObject({ nested: true, taken: "1" });
    expect(rows.find((r) => r.id === "fullDamage")?.remove.reason).toEqual({
      key: "ACTION_ENGINE.Card.Reason.requiredBy",
      option: "ACTION_ENGINE.Card.Spend.moreDamage",
    });
    expect(rows.some((r) => r.id === "grabPower")).toBe(false);
  });

  it("OK RPG: once applied, spending is locked until Undo", () => {
    const context = cardView(states.okrpg.applied, gm);
    expect(context.menu?.rows.every((r) => r.add.disabled && r.remove.disabled)).toBe(true);
    expect(context.menu?.rows[0].add.reason?.key).toBe("ACTION_ENGINE.Card.Reason.applied");
    expect(context.targets[0].applied?.changes).toEqual([
      {
        label: "ACTION_ENGINE.Card.Field.lethal",
        before: "0",
        after: "2",
        beforeIsKey: false,
        afterIsKey: false,
      },
      {
        label: "ACTION_ENGINE.Card.Field.nonlethal",
        before: "3",
        after: "4",
        beforeIsKey: false,
        afterIsKey: false,
      },
    ]);
  });

  it("OK RPG: a missing actor's Apply is disabled and the card says the actor is gone", () => {
    const context = cardView(states.okrpg.missing, gm);
    expect(context.targets[0].missing).toBe(true);
    expect(find(context, "apply")?.reason?.key).toBe("ACTION_ENGINE.Card.Reason.missing");
    expect(render.render(context.template, context)).toContain("This actor no longer exists.");
  });

  it("Occult Ops: Apply waits for the damage roll; the rules' choice (the armor) is the primary button", () => {
    const context = cardView(states.occult.armorHit, gm);
    expect(find(context, "rollDamage", { target: "bandit" })).toMatchObject({
      disabled: false,
      primary: true,
    });
    expect(find(context, "applyArmor")?.reason?.key).toBe("ACTION_ENGINE.Card.Reason.rollDamage");
    const rolled = cardView(states.occult.damage, gm);
    expect(find(rolled, "applyArmor")).toMatchObject({ disabled: false, primary: true });
    expect(find(rolled, "applyPerson")).toMatchObject({ disabled: false });
    expect(find(rolled, "applyPerson")?.primary).toBeUndefined();
  });

  it("Occult Ops RULES 2: a trip simply hits — no armor or critical thresholds, the effect instead", () => {
    const labels = (state: occult.OccultCard) =>
      cardView(state, gm).targets[0].lines.map((line) => line.label.split(".").pop());
    const trip = labels(states.occult.trip as occult.OccultCard);
    expect(trip).not.toContain("PastArmorBelow");
    expect(trip).not.toContain("CriticalBelow");
    expect(trip).toContain("Effect");
    expect(cardView(states.occult.trip, gm).targets[0].outcome?.label).toBe(
      "ACTION_ENGINE.Card.Outcome.hit",
    );
    expect(labels(states.occult.bodyBlock as occult.OccultCard)).toEqual(
      expect.arrayContaining(["PastArmorBelow", "CriticalBelow"]),
    );
  });

  it("Occult Ops RULES 2: the card's thresholds at target 65 read under 32 past the armor, under 6.5 a critical", () => {
    const at65 = occult.create(toddInput(6, { situation: { skill: 10, situation: 5 } }));
    const lines = cardView(at65, gm).targets[0].lines;
    const value = (name: string) => lines.find((l) => l.label.endsWith(name))?.value;
    // in words, not "<32 / <6.5"
    expect([value("PastArmorBelow"), value("CriticalBelow")]).toEqual(["32", "6.5"]);
    expect(cardView(at65, gm).targets[0].outcome?.label).toBe(
      "ACTION_ENGINE.Card.Outcome.critical",
    );
  });

  it("Occult Ops RULES 2: a missed grenade's targets are neither caught nor outside until the scatter is rolled", () => {
    // thrown at the bandit (base 40 + strike 10 + skill 10 − Defense 10 = 50); a d100 of 70 misses
    const thrown = occult.create(
      toddInput(70, { weapon: { name: "Frag", kind: "grenade", dice: "4d6" } }),
    );
    const inShortRadius = occult.setZone(thrown, "bandit", "S");
    const outcome = (card: occult.OccultCard) => cardView(card, gm).targets[0].outcome?.label;
    expect(outcome(inShortRadius)).toBe("ACTION_ENGINE.Card.Outcome.landingUnknown");
    // the d8 and d4 place it; the GM's zone then stands
    const landed = occult.scatter(inShortRadius, 3, 2);
    expect(outcome(landed)).toBe("ACTION_ENGINE.Card.Outcome.caught");
    expect(outcome(occult.setZone(landed, "bandit", null))).toBe(
      "ACTION_ENGINE.Card.Outcome.outside",
    );
  });

  it("Occult Ops: a fresh fumble offers the table draw; a missed grenade the scatter; a burst its rounds", () => {
    expect(find(cardView(occult.create(toddInput(95)), gm), "drawFumble")?.disabled).toBe(false);
    const narrated = occult.create({ ...toddInput(95), options: { epicFumbleTable: false } });
    expect(find(cardView(narrated, gm), "drawFumble")).toBeUndefined();
    const grenade = occult.create(
      toddInput(70, { weapon: { name: "Frag", kind: "grenade", dice: "4d6" }, targets: [] }),
    );
    const g = cardView(grenade, gm);
    expect(find(g, "scatter")?.disabled).toBe(false);
    expect(find(g, "rollDamage")).toBeUndefined();
    const burst = occult.create(
      toddInput(12, {
        weapon: {
          name: "MP5",
          kind: "firearm",
          dice: "2d6",
          maxRange: 150,
          magazine: { capacity: 30, loaded: 30 },
        },
        situation: { burst: "long" },
      }),
    );
    expect(find(cardView(burst, gm), "spendAmmo")?.primary).toBe(true);
    // RULES 2: the long burst's 30 rounds leave the magazine before its ×4 damage is rolled
    expect(find(cardView(burst, gm), "rollDamage")?.reason?.key).toBe(
      "ACTION_ENGINE.Card.Reason.spendRounds",
    );
    const spent = occult.commitAmmo(burst, 30).card;
    expect(find(cardView(spent, gm), "rollDamage")?.disabled).toBe(false);
    expect(find(cardView(spent, gm), "undoAmmo")?.disabled).toBe(false);
    const rolled = occult.rollDamage(spent, [3, 4], "bandit");
    expect(find(cardView(rolled, gm), "undoAmmo")?.reason?.key).toBe(
      "ACTION_ENGINE.Card.Reason.damageRolled",
    );
  });

  it("Occult Ops: Todd's single shot offers its one round to spend, 15 → 14", () => {
    const shot = occult.create(toddInput(45));
    const context = cardView(shot, gm);
    const section = context.sections.find((one) => one.heading.endsWith("Occult.Shot"));
    expect(section?.lines.map((l) => [l.label.split(".").pop(), l.value])).toEqual([
      ["Rounds", "1"],
    ]);
    expect(find(context, "spendAmmo")?.primary).toBe(true);
    const spent = cardView(occult.commitAmmo(shot, 15).card, gm);
    expect(
      spent.sections.find((one) => one.heading.endsWith("Occult.Shot"))?.lines.at(-1)?.value,
    ).toBe("15 \u2192 14");
  });

  it("Occult Ops: the band buttons show the chosen band pressed", () => {
    const chosen = occult.setRange(
      states.occult.unknownRange as occult.OccultCard,
      "bandit",
      "medium",
    );
    const context = cardView(chosen, gm);
    expect(find(context, "setRange", { band: "medium" })?.pressed).toBe(true);
    expect(find(context, "setRange", { band: "short" })?.pressed).toBeUndefined();
  });

  it("Action: after pushing luck, the Fortune reroll is disabled with its reason; a due Friction Check is offered", () => {
    expect(find(cardView(states.action.pushed, gm), "fortuneReroll")?.reason?.key).toBe(
      "ACTION_ENGINE.Card.Reason.pushed",
    );
    expect(find(cardView(states.action.pushed, gm), "pushLuck")).toBeUndefined();
    const snake = action.create(actionInput([1], [1], { situation: { underFriction: true } }));
    expect(find(cardView(snake, gm), "frictionCheck")?.primary).toBe(true);
  });

  it("Action: a Friction Check offers a Fortune reroll, then both faces to keep", () => {
    const snake = action.create(actionInput([1], [1], { situation: { underFriction: true } }));
    const checked = action.frictionCheck(snake, 6);
    expect(find(cardView(checked, gm), "frictionReroll")).toBeDefined();
    const again = action.frictionReroll(checked, 5, 2).card;
    const choosing = cardView(again, gm);
    expect(find(choosing, "frictionReroll")).toBeUndefined();
    expect(find(choosing, "keepFriction", { keep: "original" })).toBeDefined();
    expect(find(choosing, "keepFriction", { keep: "reroll" })).toBeDefined();
    const kept = action.keepFrictionFace(again, "original");
    expect(action.frictionResult(kept)?.face).toBe(6);
    expect(find(cardView(kept, gm), "keepFriction", { keep: "reroll" })).toBeUndefined();
    // a mook without Fortune is offered no reroll
    const mook = action.frictionCheck(
      action.create(
        actionInput([1], [1], {
          situation: { underFriction: true },
          attacker: { name: "Thug", actorUuid: null, skill: 8, fortune: 0 },
        }),
      ),
      6,
    );
    expect(find(cardView(mook, gm), "frictionReroll")).toBeUndefined();
  });

  it("Mano a Mano: a miss offers nothing to apply", () => {
    expect(cardView(states.mano.miss, gm).targets[0].buttons).toEqual([]);
  });
});

describe("what the view shows", () => {
  it("OK RPG: the roll is itemised and the Fudge faces are shown as signs", () => {
    const context = cardView(states.okrpg.hit, gm);
    expect(context.roll.map((l) => [l.label.split(".").pop(), l.value])).toEqual([
      ["Base", "Grt (6)"],
      ["Fudge", "+ + 0 0 (+2)"],
      ["Rolled", "8"],
    ]);
  });

  it("Mano a Mano: the harm after a hit is read against toughness and stamina (RULES 5)", () => {
    // the clone's fists (power 3, blunt) on Steven: 1 damage and 2 stun, healthy below toughness 7
    const lines = cardView(states.mano.hit, gm).targets[0].lines;
    const shown = lines.map((l) => [
      l.label.split(".").pop(),
      l.valueKey?.split(".").pop(),
      l.value,
    ]);
    expect(shown).toContainEqual(["HealthNow", "healthy", ""]);
    expect(shown).toContainEqual(["HarmNow", undefined, "2 + 1 = 3"]);
    expect(shown).toContainEqual(["HarmThresholds", undefined, "7 / 14"]);
  });

  it("Occult Ops: an outdone non-cumulative modifier is shown muted", () => {
    const scoped = occult.create({
      ...toddInput(30),
      situation: { skill: 10, strikeModifiers: ["scope", "laserSight"] },
    });
    const lines = cardView(scoped, gm).targets[0].lines;
    expect(lines.filter((l) => l.label.endsWith("laserSight"))).toEqual([
      { label: "ACTION_ENGINE.Card.StrikeModifier.laserSight", value: "+5", muted: true },
    ]);
  });

  it("a blind viewer's context holds no dice, totals or outcomes at all", () => {
    for (const byState of Object.values(states))
      for (const card of Object.values(byState)) {
        const context = cardView(card, blind);
        expect(context).toMatchObject({
          hidden: true,
          roll: [],
          badges: [],
          sections: [],
          menu: null,
          buttons: [],
        });
        const json = JSON.stringify(context).replaceAll(card.weapon.name, "");
        expect(json).not.toMatch(/\d/);
        expect(actionsIn(render.render(context.template, context))).toEqual([]);
      }
  });

  it("a multiple OK RPG attack shows its basic hit with − and + (locked while successes are spent)", () => {
    const section = cardView(states.okrpg.multi, gm).sections[0];
    expect(section.heading).toBe("ACTION_ENGINE.Card.Okrpg.BasicHit");
    expect(section.buttons.map((b) => [b.data.value, b.reason?.key])).toEqual([
      ["3", "ACTION_ENGINE.Card.Reason.giveBackFirst"],
      ["5", "ACTION_ENGINE.Card.Reason.giveBackFirst"],
    ]);
    const fresh = okrpg.unspend(states.okrpg.multi as okrpg.OkrpgCard, "multipleTargets");
    expect(cardView(fresh, gm).sections[0].buttons.map((b) => b.disabled)).toEqual([false, false]);
  });
});

describe("RULES 2 armor after a hit", () => {
  it("the flak jacket at 45 HP shows its DR of 4 once the hit is applied", () => {
    const lines = cardView(states.occult.applied, gm).targets[0].lines;
    expect(lines.find((l) => l.label === "ACTION_ENGINE.Card.Occult.ArmorAfter")?.value).toBe(
      "45 HP, DR 4",
    );
  });
});

describe("marks nobody can read without the code get words", () => {
  it("no card line shows a bare asterisk, a '<' threshold or the dice as +( ) −( )", () => {
    for (const [ruleset, byState] of Object.entries(states))
      for (const [name, state] of Object.entries(byState)) {
        const context = cardView(state, gm);
        const lines = [
          ...context.roll,
          ...context.sections.flatMap((s) => s.lines),
          ...context.targets.flatMap((t) => t.lines),
        ];
        for (const line of lines)
          expect(line.value, `${ruleset} ${name} ${line.label}`).not.toMatch(/\*|<|\+\(|\u2212\(/);
      }
  });

  it("OK RPG RULES 1.6: points that were rounded up say so in words (the seed's asterisk: −1 HR → 1*)", () => {
    // a Gd (4) sword past the armor, its extra success spent on that, against DR Avg+ (3): 1*
    const base = okrpgInput([1, 1, 0, 0]);
    const hit = okrpg.create({ ...base, weapon: { ...base.weapon, damage: 4 } });
    const lines = cardView(okrpg.spend(hit, "bypassArmor"), gm).targets[0].lines;
    const points = lines.find((l) => l.label === "ACTION_ENGINE.Card.Okrpg.Points");
    expect(points).toMatchObject({ value: "1", note: "ACTION_ENGINE.Card.Okrpg.RoundedUp" });
    const html = render.render("systems/action-engine/templates/chat/parts/lines.hbs", { lines });
    expect(html).toContain(
      '1 <span class="ae-line__note">(rounded up, so at least 1 is nonlethal)',
    );
  });

  it("Action RULES 3: the dice read 'positive 6 + 3, negative 2' and say a six rolled again", () => {
    const context = cardView(action.create(actionInput([6, 3], [2])), gm);
    const html = render.render(context.template, context);
    expect(html).toContain("positive 6 + 3, negative 2");
    expect(html).toContain("(a six rolls again and adds)");
    const plain = cardView(action.create(actionInput([4], [2])), gm);
    expect(render.render(plain.template, plain)).not.toContain("a six rolls again");
  });

  it("a mook still on its feet reads 'Still standing', not 'Up'", () => {
    const html = JSON.stringify(
      Object.values(states.okrpg).map((s) =>
        render.render(cardView(s, gm).template, cardView(s, gm)),
      ),
    );
    expect(html).not.toMatch(/>Up</);
  });
});

describe("Occult Ops RULES 2: the range band picked on the card stays readable", () => {
  it("before damage the bands are buttons; once damage is rolled they go, and the Base line names the band in words", () => {
    const picked = occult.setRange(
      states.occult.unknownRange as occult.OccultCard,
      "bandit",
      "short",
    );
    const open = cardView(picked, gm).targets[0];
    expect(open.choices.filter((c) => c.action === "setRange")).toHaveLength(5);
    expect(open.choices.find((c) => c.pressed)?.data.band).toBe("short");

    const rolled = cardView(occult.rollDamage(picked, [4, 6], "bandit"), gm).targets[0];
    expect(rolled.choices.filter((c) => c.action === "setRange")).toEqual([]);
    const base = rolled.lines.find((l) => l.label === "ACTION_ENGINE.Card.Occult.Base");
    expect(base).toMatchObject({
      valueKey: "ACTION_ENGINE.Card.Band.short",
      note: "ACTION_ENGINE.Card.Occult.BandFixed",
    });
    const html = render.render("systems/action-engine/templates/chat/parts/lines.hbs", {
      lines: rolled.lines,
    });
    expect(html).toMatch(/Short[^<]*<span class="ae-line__note">\(the band chosen/);
  });
});

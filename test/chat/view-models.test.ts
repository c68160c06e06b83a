import { describe, expect, it } from "vitest";
import { cardView, type Button, type CardContext } from "../../src/chat/view-models";
import * as action from "../../src/rules/cards/action";
import * as occult from "../../src/rules/cards/occult";
import * as okrpg from "../../src/rules/cards/okrpg";
import { actionsIn, templateRenderer } from "../templates/harness";
import { actionInput, blind, cardStates, gm, onlooker, toddInput } from "./fixtures";

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
  it("OK RPG: with no successes left, a knockdown's 2 cannot be bought", () => {
    const row = cardView(states.okrpg.spent, gm).menu?.rows.find((r) => r.id === "knockdown");
    expect(row?.add).toMatchObject({
      disabled: true,
      reason: { key: "ACTION_ENGINE.Card.Reason.notEnoughSuccesses", n: "2" },
    });
    expect(row?.remove.reason?.key).toBe("ACTION_ENGINE.Card.Reason.notTaken");
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
      { label: "ACTION_ENGINE.Card.Field.lethal", before: "0", after: "2", isKey: false },
      { label: "ACTION_ENGINE.Card.Field.nonlethal", before: "3", after: "4", isKey: false },
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
    expect(trip).not.toContain("Thresholds");
    expect(trip).toContain("Effect");
    expect(cardView(states.occult.trip, gm).targets[0].outcome?.label).toBe(
      "ACTION_ENGINE.Card.Outcome.hit",
    );
    expect(labels(states.occult.bodyBlock as occult.OccultCard)).toContain("Thresholds");
  });

  it("Occult Ops RULES 2: the card's thresholds at target 65 read under 32 past the armor, under 6.5 a critical", () => {
    const at65 = occult.create(toddInput(6, { situation: { skill: 10, situation: 5 } }));
    const line = cardView(at65, gm).targets[0].lines.find((l) => l.label.endsWith("Thresholds"));
    expect(line?.value).toBe("<32 / <6.5");
    expect(cardView(at65, gm).targets[0].outcome?.label).toBe(
      "ACTION_ENGINE.Card.Outcome.critical",
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

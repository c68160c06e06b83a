import { describe, expect, it } from "vitest";
import { templateRenderer } from "../templates/harness";
import { actionKit, type ActionPlan } from "../../src/chat/attack/kits/action";
import type { AttackInput } from "../../src/chat/attack/kits";

import { fieldsOf, type DialogContext } from "../../src/chat/view-models/dialog/types";
import { actionFormula } from "../../src/chat/attack/dice";
import { ACTION_SKILLS } from "../../src/rules/action/schema";

import { world, type World, attackInput } from "./world";

/*
 * The Action attack dialog (RULES 3, seed 002) as a player fills it in: Jack (Shoot 12, a
 * Gun kata schtick +2, two Advantage points, one Fortune point) shoots the Henchman (Dodge 13,
 * Maneuver 15, a Bullet dance dodging schtick +2, Soak from his Toughness). Every line the dialog
 * shows names what counts, and every field and line reads from lang/en.json.
 */

const inputOf = (w: World): AttackInput => attackInput(w, "action");

async function jackAndHenchman(): Promise<World> {
  const w = await world("action");
  await w.attacker.actor.update({ system: { advantage: 2, fortune: { value: 1 } } });
  await w.attacker.actor.createEmbeddedDocuments("Item", [
    { name: "Gun kata", type: "action-schtick", system: { skill: "shoot", bonus: 2 } },
  ] as never);
  await w.target.actor.update({ system: { skills: { maneuver: 15 } } });
  await w.target.actor.createEmbeddedDocuments("Item", [
    {
      name: "Bullet dance",
      type: "action-schtick",
      system: { skill: "dodge", bonus: 2, trigger: "defense" },
    },
  ] as never);
  return w;
}

const idOf = (w: World, who: "attacker" | "target", name: string) =>
  w[who].actor.items.contents.find((i) => i.name === name)!.id;

/** Every option a player can take: the schtick, two helpers, one Advantage, Maneuver too. */
function everything(w: World) {
  const target = w.target.token.id;
  return {
    mode: "confident",
    modifier: 1,
    [`schtick.${idOf(w, "attacker", "Gun kata")}`]: true,
    assistants: 2,
    advantage: 1,
    [`target.${target}.active`]: true,
    [`target.${target}.guard.${idOf(w, "target", "Bullet dance")}`]: true,
    [`target.${target}.difficulty`]: 1,
    [`target.${target}.also`]: "maneuver",
  };
}

const lines = (block: DialogContext["live"]) => block.lines.map((l) => [l.label, l.value]);

describe("Action RULES 3: what the attack dialog shows", () => {
  it("the check's lines: Shoot 12, the schtick +2, two helpers +2, Advantage +1, the modifier: check 18; Fortune 1", async () => {
    const w = await jackAndHenchman();
    const { context, plan } = actionKit.prepare(inputOf(w), everything(w));
    expect(lines(context.live)).toEqual([
      ["ACTION_ENGINE.Card.Action.Skill", "12"],
      ["ACTION_ENGINE.Dialog.Action.Schtick", "+2"],
      ["ACTION_ENGINE.Dialog.Action.Assistants", "+2"],
      ["ACTION_ENGINE.Dialog.Action.Advantage", "+1"],
      ["ACTION_ENGINE.Dialog.Action.Check", "18"],
      ["ACTION_ENGINE.Card.Action.Fortune", "1"],
    ]);
    expect(plan.input.attacker).toMatchObject({ skill: 18, fortune: 1 });
    expect(plan.input.advantageSpent).toBe(1);
    expect(plan.input.situation).toMatchObject({ confident: true, closed: false });
  });

  it("an unnamed group rolls as one: a group of four adds +3, named as the group", async () => {
    const w = await jackAndHenchman();
    await w.attacker.actor.update({ system: { named: false, role: "mook" } });
    const { context, plan } = actionKit.prepare(inputOf(w), { group: 4 });
    expect(fieldsOf(context).map((f) => f.name)).not.toContain("assistants");
    expect(lines(context.live)).toContainEqual(["ACTION_ENGINE.Dialog.Action.Group", "+3"]);
    expect(plan.input.attacker.skill).toBe(15);
  });

  it("the target's lines: Dodge 13 + the active defense (the highest bonus only: +3) is 16, or Maneuver 15; the higher, +1, is 17; Soak; the chance with a Fortune reroll", async () => {
    const w = await jackAndHenchman();
    const { context, plan } = actionKit.prepare(inputOf(w), everything(w));
    const shown = lines(context.targets[0].live);
    expect(shown.slice(0, 3)).toEqual([
      ["ACTION_ENGINE.Dialog.Action.Difficulties", "16, 15"],
      ["ACTION_ENGINE.Card.Action.Difficulty", "17"],
      ["ACTION_ENGINE.Card.Action.Soak", String(plan.input.targets[0].soak)],
    ]);
    expect(shown[3][0]).toBe("ACTION_ENGINE.Dialog.Chance.withFortune");
    expect(plan.input.targets[0].defence).toBe(17);
  });

  it("without Fortune points no reroll chance is shown, and one difficulty is not listed twice", async () => {
    const w = await jackAndHenchman();
    await w.attacker.actor.update({ system: { fortune: { value: 0 } } });
    const { context } = actionKit.prepare(inputOf(w), {});
    expect(lines(context.targets[0].live).map(([label]) => label)).toEqual([
      "ACTION_ENGINE.Card.Action.Difficulty",
      "ACTION_ENGINE.Card.Action.Soak",
    ]);
  });

  it("a schtick and a guard are offered by name with their bonus, each explained", async () => {
    const w = await jackAndHenchman();
    const { context } = actionKit.prepare(inputOf(w), {});
    const field = (name: string) => fieldsOf(context).find((f) => f.name === name);
    expect(field(`schtick.${idOf(w, "attacker", "Gun kata")}`)).toMatchObject({
      text: "Gun kata (+2)",
      hint: "ACTION_ENGINE.Dialog.Action.SchtickHint",
      value: false,
    });
    const guard = `target.${w.target.token.id}.guard.${idOf(w, "target", "Bullet dance")}`;
    expect(field(guard)).toMatchObject({
      text: "Bullet dance (+2)",
      hint: "ACTION_ENGINE.Dialog.Action.GuardHint",
      value: false,
    });
  });

  it.each([
    ["a named hero", {}],
    ["an unnamed group", { named: false, role: "mook" }],
  ])("every field and line the dialog can show for %s reads from lang/en.json", async (_, who) => {
    const w = await jackAndHenchman();
    await w.attacker.actor.update({ system: who });
    const { context } = actionKit.prepare(inputOf(w), everything(w));
    // the harness throws on a lang key missing from lang/en.json
    const html = templateRenderer().render("dialog/attack.hbs", context);
    expect(html).not.toMatch(/ACTION_ENGINE\./);
  });

  it("nothing chosen: a standard roll, not under friction nor jury-rigged, the sheet's Friction Check conditions, Dodge alone", async () => {
    const w = await jackAndHenchman();
    await w.attacker.actor.update({ system: { friction: { heavy: true, light: false } } });
    const { plan } = actionKit.prepare(inputOf(w), {});
    expect(plan.input.situation).toMatchObject({
      confident: false,
      closed: false,
      underFriction: false,
      juryRigged: false,
      friction: { heavy: true, light: false },
    });
    // Dodge 13, no active defense, no guard, nothing further
    expect(plan.input.targets[0].defence).toBe(13);
    expect(plan.input.attacker.skill).toBe(12);
  });

  it("the GM's modifier is bounded −20..+20: +25 is refused and the check stays Shoot 12", async () => {
    const w = await jackAndHenchman();
    const { context, plan } = actionKit.prepare(inputOf(w), { modifier: 25 });
    expect(plan.input.attacker.skill).toBe(12);
    expect(fieldsOf(context).find((f) => f.name === "modifier")).toMatchObject({
      min: -20,
      max: 20,
    });
  });

  it("jury-rigging is explained beside its box", async () => {
    const w = await jackAndHenchman();
    const { context } = actionKit.prepare(inputOf(w), {});
    expect(fieldsOf(context).find((f) => f.name === "juryRigged")).toMatchObject({
      hint: "ACTION_ENGINE.Dialog.Action.JuryRiggedHint",
      value: false,
    });
  });

  it("of two schticks ticked only the best counts (seed 002 Schtick Modifier): +1 and +2 give +2, check 14", async () => {
    const w = await jackAndHenchman();
    await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Steady hands", type: "action-schtick", system: { skill: "shoot", bonus: 1 } },
    ] as never);
    const { context, plan } = actionKit.prepare(inputOf(w), {
      [`schtick.${idOf(w, "attacker", "Gun kata")}`]: true,
      [`schtick.${idOf(w, "attacker", "Steady hands")}`]: true,
    });
    expect(lines(context.live)).toContainEqual(["ACTION_ENGINE.Dialog.Action.Schtick", "+2"]);
    expect(plan.input.attacker.skill).toBe(14);
  });

  it("the check is the block's total, in the live block the dialog redraws as the card's", async () => {
    const w = await jackAndHenchman();
    const { context } = actionKit.prepare(inputOf(w), {});
    expect(context.live.id).toBe("card");
    expect(context.live.lines.filter((l) => l.total).map((l) => [l.label, l.value])).toEqual([
      ["ACTION_ENGINE.Dialog.Action.Check", "12"],
    ]);
  });

  it("a stunt names a second skill of the target: every seed skill but Dodge (always the difficulty), none at first, explained", async () => {
    const w = await jackAndHenchman();
    const { context } = actionKit.prepare(inputOf(w), {});
    const also = fieldsOf(context).find((f) => f.name === `target.${w.target.token.id}.also`)!;
    expect(also).toMatchObject({ value: "none", hint: "ACTION_ENGINE.Dialog.Action.AlsoHint" });
    expect(also.options!.map((o) => o.value)).toEqual([
      "none",
      ...ACTION_SKILLS.filter((skill) => skill !== "dodge"),
    ]);
  });

  it("an actor whose data predates Friction, Fortune and Limitations, against a target without skills: no conditions, no Fortune, difficulty 0", async () => {
    const w = await jackAndHenchman();
    const input = inputOf(w);
    const bare = (system: Record<string, unknown>, drop: string[]) =>
      Object.fromEntries(Object.entries(system).filter(([key]) => !drop.includes(key)));
    const older: AttackInput = {
      ...input,
      attacker: {
        ...input.attacker,
        actor: {
          ...input.attacker.actor,
          system: bare(input.attacker.actor.system, ["friction", "fortune", "limitations"]),
        },
      },
      targets: input.targets.map((t) => ({
        ...t,
        actor: { ...t.actor, system: bare(t.actor.system, ["skills"]) },
      })),
    };
    const target = w.target.token.id;
    const { context, plan } = actionKit.prepare(older, { [`target.${target}.also`]: "maneuver" });
    expect(plan.input.situation).toMatchObject({
      friction: { heavy: false, light: false },
      limitations: [],
    });
    expect(plan.input.attacker.fortune).toBe(0);
    expect(plan.input.targets[0].defence).toBe(0);
    expect(lines(context.targets[0].live)[0]).toEqual([
      "ACTION_ENGINE.Dialog.Action.Difficulties",
      "0, 0",
    ]);
  });

  it("RULES 3: one roll per target, closed when the attack is; a plan without its situation rolls open", () => {
    const plan = (situation: ActionPlan["input"]["situation"], targets = 1): ActionPlan => ({
      messageMode: "public",
      input: { situation, targets: Array.from({ length: targets }) } as never,
    });
    expect(actionKit.formulas(plan({ closed: true } as never, 2))).toEqual([
      actionFormula(true),
      actionFormula(true),
    ]);
    expect(actionKit.formulas(plan(undefined, 0))).toEqual([actionFormula(false)]);
    expect(actionFormula(true)).not.toBe(actionFormula(false));
  });
});

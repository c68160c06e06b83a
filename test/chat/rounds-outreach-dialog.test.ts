import { describe, expect, it } from "vitest";
import { outreachChoice } from "../../src/chat/attack/kits/mano-reach";
import { targetViews } from "../../src/chat/attack/read";
import { Form } from "../../src/chat/view-models/dialog/form";
import { world, type World } from "./world";

/*
 * Action Rounds RULES 4 outreached attackers, as the attack dialog asks about them: the Clone's
 * fists reach 1 m; Steven carries a knife (0.5 m) and a spear (2 m), equipped. Outreached, the
 * dialog asks whether Steven attacks now and with which weapon (longest first), and how far away
 * he stands when no token says (closer than half the spear's reach, the Clone is inside it).
 */
async function armed(equipped = true): Promise<World> {
  const w = await world("rounds");
  await w.target.actor.createEmbeddedDocuments("Item", [
    { name: "Knife", type: "mano-weapon", system: { kind: "handToHand", reach: 0.5, equipped } },
    { name: "Spear", type: "mano-weapon", system: { kind: "handToHand", reach: 2, equipped } },
  ] as never);
  return w;
}

const itemId = (w: World, name: string) =>
  w.target.actor.items.contents.find((i) => i.name === name)!.id;

/** Steven as the dialog sees him, at the tokens' distance or at none measured. */
function steven(w: World, measured = true) {
  const view = targetViews([w.target.token] as never, w.attacker.token as never)[0];
  return measured ? view : { ...view, metres: null };
}

const FISTS = { reach: 1, missile: false };

describe("Action Rounds RULES 4: the dialog's questions for an outreached attacker", () => {
  it("the spear (2 m) outreaches the fists: is Steven attacking (not by default), and with which weapon, longest first", async () => {
    const w = await armed();
    const form = new Form({});
    const id = w.target.token.id;
    const choice = outreachChoice(form, steven(w), FISTS, "quickStrike");
    expect(choice.fields).toEqual([
      {
        name: `target.${id}.attacking`,
        label: "ACTION_ENGINE.Dialog.Mano.Attacking",
        kind: "checkbox",
        value: false,
        hint: "ACTION_ENGINE.Dialog.Mano.AttackingHint",
      },
      {
        name: `target.${id}.attackWith`,
        label: "ACTION_ENGINE.Dialog.Mano.AttackWith",
        kind: "select",
        value: itemId(w, "Spear"),
        options: [
          { value: itemId(w, "Spear"), label: "Spear (2 m)", literal: true },
          { value: itemId(w, "Knife"), label: "Knife (0.5 m)", literal: true },
        ],
      },
    ]);
    expect(choice.outreach).toEqual({
      attacker: 1,
      target: 2,
      attacking: false,
      attackReach: 2,
      distance: 6.1, // the tokens' distance on the scene
    });
    expect(choice.strikes).toBe("none");
  });

  it("attacking with the spear, only the spear may be struck; with the knife, shorter than the fists, Steven himself", async () => {
    const w = await armed();
    const id = w.target.token.id;
    const attacking = (weapon: string) =>
      outreachChoice(
        new Form({
          [`target.${id}.attacking`]: true,
          [`target.${id}.attackWith`]: itemId(w, weapon),
        }),
        steven(w),
        FISTS,
        "quickStrike",
      );
    expect(attacking("Spear")).toMatchObject({ strikes: "weapon", outreach: { attackReach: 2 } });
    expect(attacking("Knife")).toMatchObject({ strikes: "target", outreach: { attackReach: 0.5 } });
  });

  it("with no distance measured, the dialog asks it (0 to 100000 m, 0 at first), saying that inside half the reach strikes as usual", async () => {
    const w = await armed();
    const id = w.target.token.id;
    const asked = outreachChoice(new Form({}), steven(w, false), FISTS, "quickStrike");
    expect(asked.fields[0]).toEqual({
      name: `target.${id}.distance`,
      label: "ACTION_ENGINE.Dialog.Mano.Distance",
      kind: "number",
      value: 0,
      min: 0,
      max: 100000,
      hint: "ACTION_ENGINE.Dialog.Mano.InsideReachHint",
    });
    expect(asked.fields.map((f) => f.name)).toEqual([
      `target.${id}.distance`,
      `target.${id}.attacking`,
      `target.${id}.attackWith`,
    ]);
    expect(asked.outreach?.distance).toBe(0);
    expect(asked.strikes).toBe("target"); // 0 m is inside the spear's 1 m
    const far = outreachChoice(
      new Form({ [`target.${id}.distance`]: 1.5 }),
      steven(w, false),
      FISTS,
      "quickStrike",
    );
    expect(far.strikes).toBe("none");
  });

  it("only the fields of the outreach are Steven's: those added before stay the form's own", async () => {
    const w = await armed();
    const form = new Form({});
    form.number("modifier", "ACTION_ENGINE.Dialog.Mano.Modifier", { initial: 0 });
    const choice = outreachChoice(form, steven(w), FISTS, "quickStrike");
    expect(choice.fields.map((f) => f.name)).not.toContain("modifier");
    expect(form.fields).toHaveLength(3);
  });

  it("no question when nothing outreaches: weapons not equipped, a reach no longer than the fists', or a throw or shot", async () => {
    const loose = await armed(false);
    expect(outreachChoice(new Form({}), steven(loose), FISTS, "quickStrike")).toEqual({
      fields: [],
      strikes: "target",
    });
    const w = await armed();
    expect(
      outreachChoice(new Form({}), steven(w), { reach: 2, missile: false }, "quickStrike"),
    ).toEqual({ fields: [], strikes: "target" });
    expect(
      outreachChoice(new Form({}), steven(w), { reach: 1, missile: true }, "quickThrow"),
    ).toEqual({ fields: [], strikes: "target" });
  });
});

import { describe, expect, it } from "vitest";
import { checkCardView, CHECK_TEMPLATE } from "../../src/chat/view-models/check";
import { checkDialog } from "../../src/chat/view-models/dialog/check";
import { CHECK_DIALOG_TEMPLATE, LIVE_TEMPLATE } from "../../src/chat/template-paths";
import { markMissing } from "../../src/rules/cards/shared";
import { CHARACTER, applyCheck, makeCheckCard } from "../../src/rules/checks/card";
import { ESCAPE_GRAB, GET_UP } from "../../src/rules/checks/okrpg";
import type { CheckActor } from "../../src/rules/checks/types";
import { actionsIn, templateRenderer } from "../templates/harness";
import { author, blind, gm, onlooker } from "./fixtures";

/*
 * The check card and the check dialog as their view models and templates draw them: the odds
 * and the roll, Apply for those who may apply (the GM, the poster, the character's owner), names
 * only on a blind roll, and a refused value named in the dialog instead of its odds.
 */

const down: CheckActor = {
  name: "Mei Lin",
  type: "okrpg",
  system: {
    roles: { quickness: { step: 2 }, attack: { step: 4 }, handToHand: { step: 2 } },
    impairment: 0,
    knockedDown: true,
    grabbed: 4,
  },
  items: [],
};
const who = { name: "Mei Lin", actorUuid: "Actor.mei" };
const stands = makeCheckCard(
  "okrpg",
  "getUp",
  down,
  who,
  { role: "quickness", modifier: 0 },
  [0, 0, 0, 0],
);
const owner = { ...onlooker, ownsTargets: { character: true } };
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("the check card", () => {
  const { render } = templateRenderer();
  const html = (card = stands, viewer = gm) => {
    const context = checkCardView(card, viewer, 3);
    return render(context.template, context);
  };

  it("shows the check, its result, the faces read and the odds it had (76 and 5 of 81)", () => {
    const context = checkCardView(stands, gm);
    expect(context.template).toBe(CHECK_TEMPLATE);
    expect(context.result).toEqual({
      label: "ACTION_ENGINE.Check.okrpg.getUp.stands",
      tone: "success",
    });
    expect(context.odds.map((o) => o.value)).toEqual(["93.8%", "6.2%"]);
    const shown = text(html());
    expect(shown).toContain("Mei Lin takes Get up");
    expect(shown).toContain("Stands up");
    expect(shown).toContain("Successes rolled 2");
  });

  it("offers Apply to the GM, the poster and the character's owner only; Undo once applied", () => {
    expect(actionsIn(html(stands, gm))).toEqual(["apply"]);
    expect(actionsIn(html(stands, author))).toEqual(["apply"]);
    expect(actionsIn(html(stands, owner))).toEqual(["apply"]);
    expect(actionsIn(html(stands, onlooker))).toEqual([]);
    const applied = applyCheck(stands, { "system.knockedDown": true }).card;
    expect(actionsIn(html(applied, gm))).toEqual(["undo"]);
    expect(text(html(applied, gm))).toContain("Knocked down yes → no");
  });

  it("a blind roll shows the names only; a gone character's Apply is off", () => {
    const hidden = checkCardView(stands, blind);
    expect(hidden).toMatchObject({ hidden: true, result: null, odds: [], roll: [], plan: [] });
    expect(text(html(stands, blind))).not.toContain("Stands up");
    expect(html(markMissing(stands, CHARACTER), gm)).toMatch(/data-action="apply"[^>]*disabled/);
  });
});

describe("the check dialog", () => {
  const { render } = templateRenderer();

  it("starts from the fields' defaults, each with its limits beside it, and the exact odds", () => {
    const { context, ready } = checkDialog(ESCAPE_GRAB, down, {}, "public");
    expect(context.fields.map((f) => [f.name, f.kind, f.value])).toEqual([
      ["role", "select", "attack"],
      ["grabPower", "number", 4],
      ["defence", "number", 2],
      ["modifier", "number", 0],
    ]);
    expect(context.fields.every((f) => f.hint)).toBe(true);
    expect(ready!.plan.odds.reduce((sum, b) => sum + b.chance, 0)).toBeCloseTo(1, 12);
    // RULES 1.4: a Good attack against an Average defence, needing power 5 over a Good grab
    expect(context.live.chances.map((c) => c.value)).toEqual(["38.3%", "61.7%"]);
    const html = render(CHECK_DIALOG_TEMPLATE, context);
    expect(text(html)).toContain("from −20 to 40");
    expect(html).toContain('name="rollMode"');
  });

  it("a refused value stays in its field and the live block names it, without odds", () => {
    const state = checkDialog(GET_UP, down, { role: "quickness", modifier: "25" }, "public");
    expect(state.ready).toBeNull();
    expect(state.context.fields[1].value).toBe("25");
    expect(state.context.live.chances).toEqual([]);
    // named beside its field, not a second time in the live block; Roll is disabled
    const dialog = text(render(CHECK_DIALOG_TEMPLATE, state.context));
    expect(dialog).toContain("Modifier (steps) must be between -20 and 20, got 25.");
    expect(text(render(LIVE_TEMPLATE, state.context.live))).not.toContain("must be between");
    expect(state.context.refusal).not.toBeNull();
  });
});

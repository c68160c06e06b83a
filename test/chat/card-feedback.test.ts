import { describe, expect, it } from "vitest";
import { cardView } from "../../src/chat/view-models";
import * as okrpg from "../../src/rules/cards/okrpg";
import { parseRank } from "../../src/rules/ranks";
import { templateRenderer } from "../templates/harness";
import { cardStates, gm, okrpgInput } from "./fixtures";

const render = templateRenderer();
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("Applied: a result that changes nothing says so", () => {
  // RULES 1.7 (even-simpler mooks): a hit puts a mook out; one already out stays out, so Apply
  // writes the same status back and no field changes.
  it("a hit on a mook already out reads 'Applied: no effect', not an empty line", () => {
    const hit = cardStates().okrpg.mook as okrpg.OkrpgCard;
    const { card } = okrpg.apply(hit, hit.targets[0].id, { "system.mook.status": "out" });
    const context = cardView(card, gm);
    expect(context.targets[0].applied?.changes).toEqual([]);
    const shown = text(render.render(context.template, context));
    expect(shown).toContain("Applied: no effect (nothing on the sheet changed)");
  });

  it("a result that changes a field lists the change and not 'no effect'", () => {
    const context = cardView(cardStates().okrpg.applied, gm);
    const shown = text(render.render(context.template, context));
    expect(shown).toMatch(/Applied: \S.*→/);
    expect(shown).not.toContain("no effect");
  });
});

describe("OK RPG basic hit: − / + are disabled, with the reason, once a result is applied", () => {
  // RULES 1.4: the basic hit is stated before the extra successes are used; the rules refuse a
  // new one once a result is applied, and giving back successes is refused then too, so the
  // tooltip names the step that unlocks them: Undo.
  const goon = (id: string): okrpg.OkrpgTargetInput => ({
    id,
    name: `Goon ${id}`,
    actorUuid: `Actor.${id}`,
    defence: parseRank("Avg"),
    dr: parseRank("Avg"),
    handToHand: parseRank("Avg"),
    system: "evenSimpler",
    mook: { system: "evenSimpler", status: "up" },
  });
  // A goon and a duellist whose Defence the roll cannot reach: one target hit, so Apply needs no
  // success spent, and nothing but Apply itself locks the basic hit.
  const goonAndDuellist = () =>
    okrpg.create(
      okrpgInput([0, 0, 0, 0], {
        targets: [goon("a"), { ...okrpgInput([]).targets[0], defence: parseRank("(Mth+1)") }],
      }),
    );
  const basicHitButtons = (card: okrpg.OkrpgCard) =>
    cardView(card, gm).sections.find((s) => s.heading === "ACTION_ENGINE.Card.Okrpg.BasicHit")
      ?.buttons;

  it("before Apply they change the basic hit", () => {
    const buttons = basicHitButtons(goonAndDuellist());
    expect(buttons?.map((b) => b.action)).toEqual(["setBasicHit", "setBasicHit"]);
    expect(buttons?.some((b) => !b.disabled)).toBe(true);
  });

  it("after Apply both are disabled and their tooltip says to undo first", () => {
    const { card } = okrpg.apply(goonAndDuellist(), "a", { "system.mook.status": "up" });
    const buttons = basicHitButtons(card) ?? [];
    expect(buttons).toHaveLength(2);
    for (const b of buttons) {
      expect(b.disabled).toBe(true);
      expect(b.reason?.key).toBe("ACTION_ENGINE.Card.Reason.applied");
    }
    expect(() => okrpg.setBasicHit(card, 2)).toThrow(/applied|undo/i);
  });
});

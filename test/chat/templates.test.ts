import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardView } from "../../src/chat/view-models";
import { actionsIn, templateRenderer, templateSources } from "../templates/harness";
import { author, blind, cardStates, gm, onlooker } from "./fixtures";
import { elementFrom } from "../foundry/dom";

// Every card state of every ruleset renders with real Handlebars and the system's helpers; a
// lang key missing from lang/en.json throws. The buttons a GM sees are exactly these.
const EXPECTED: Record<string, Record<string, string[]>> = {
  okrpg: {
    hit: ["spend", "unspend", "apply"],
    spent: ["spend", "unspend", "apply"],
    applied: ["spend", "unspend", "undo"],
    miss: [],
    multi: ["setBasicHit", "spend", "unspend", "apply"],
    mook: ["spend", "unspend", "apply"],
    missing: ["spend", "unspend", "apply"],
  },
  occult: {
    // Todd's USP9 fires one round a shot: the card offers to spend it (RULES 2)
    armorHit: ["spendAmmo", "rollDamage", "applyArmor", "applyPerson"],
    damage: ["spendAmmo", "applyArmor", "applyPerson"],
    applied: ["spendAmmo", "undo"],
    critical: ["spendAmmo", "applyArmor", "applyPerson"],
    unknownRange: ["spendAmmo", "setRange"],
    fumble: ["spendAmmo"],
    burst: ["undoAmmo", "rollDamage", "applyArmor", "applyPerson"],
    // its damage rolled: Undo rounds stays, off, its tooltip saying why (issue 26: damageRolled)
    burstDamaged: ["undoAmmo", "applyArmor", "applyPerson"],
    grenade: ["setWall", "rollDamage", "setZone", "applyArmor", "applyPerson"],
    trip: ["undo"],
    bodyBlock: ["applyArmor", "applyPerson"],
    powerPunch: ["rollDamage", "applyArmor", "applyPerson"],
    disarm: ["rollEffect"],
  },
  action: {
    hit: ["fortuneReroll", "apply"],
    applied: ["fortuneReroll", "undo"],
    failed: ["pushLuck", "fortuneReroll"],
    pushed: ["fortuneReroll", "apply"],
    fortune: ["apply"],
    boxcars: ["fortuneReroll", "apply"],
    snakeEyes: ["pushLuck", "fortuneReroll", "frictionReroll"],
    frictionChoosing: ["pushLuck", "fortuneReroll", "keepFriction"],
    mook: ["apply"],
    advantage: ["spendAdvantage", "fortuneReroll", "apply"],
    advantageSpent: ["undoAdvantage", "fortuneReroll", "apply"],
  },
  mano: {
    hit: ["apply"],
    powerful: ["apply"],
    miss: [],
    natural20: ["apply"],
    avoid: ["apply"],
    applied: ["undo"],
    gone: ["apply"],
  },
  rounds: { hit: ["apply"], applied: ["undo"] },
};

const render = templateRenderer();
const states = cardStates();

/** The data-action values a template's header comment lists. */
function listedActions(template: string): Set<string> {
  const source = readFileSync(
    join(import.meta.dirname, "..", "..", template.replace(/^systems\/action-engine\//, "")),
    "utf8",
  );
  const header = source.slice(0, source.indexOf("--}}"));
  return new Set([...header.matchAll(/^\s{4}(\w+)/gm)].map((m) => m[1]));
}

describe("every chat card renders for every state and viewer", () => {
  for (const [ruleset, byState] of Object.entries(states))
    for (const [state, card] of Object.entries(byState))
      it(`${ruleset} ${state}: the GM sees exactly its buttons, each listed in the template`, () => {
        const context = cardView(card, gm);
        const html = render.render(context.template, context);
        expect(new Set(actionsIn(html))).toEqual(
          new Set([...EXPECTED[ruleset][state], "toggleTargets"]),
        );
        const listed = listedActions(context.template);
        for (const action of actionsIn(html)) expect(listed, action).toContain(action);
        expect((html.match(/<button/g) ?? []).length).toBe(actionsIn(html).length);
      });

  it("the expectations cover every fixture state", () => {
    for (const [ruleset, byState] of Object.entries(states))
      expect(Object.keys(EXPECTED[ruleset]).sort()).toEqual(Object.keys(byState).sort());
  });

  it("an onlooker sees results but no buttons beyond the target list's toggle", () => {
    for (const byState of Object.values(states))
      for (const card of Object.values(byState)) {
        const context = cardView(card, onlooker);
        expect(actionsIn(render.render(context.template, context))).toEqual(["toggleTargets"]);
      }
  });

  it("the attacker's player sees the same buttons as the GM", () => {
    for (const byState of Object.values(states))
      for (const card of Object.values(byState)) {
        const asGm = cardView(card, gm);
        const asAuthor = cardView(card, author);
        expect(actionsIn(render.render(asAuthor.template, asAuthor))).toEqual(
          actionsIn(render.render(asGm.template, asGm)),
        );
      }
  });
});

describe("a long card folds each breakdown behind its total (issue 29)", () => {
  // as Foundry's own dice tooltip: the total shows, a click on it opens how it was reached
  it("every attack card's roll shows its total, the rest behind it in a closed <details>", () => {
    for (const byState of Object.values(states))
      for (const card of Object.values(byState)) {
        const context = cardView(card, gm);
        const html = render.render(context.template, context);
        const roll = elementFrom(html)!.querySelector(".ae-card__roll");
        if (!roll || !context.roll.some((line) => !line.total)) continue;
        const details = roll.querySelector("details.ae-breakdown")!;
        expect(details, `${context.template}`).not.toBeNull();
        expect(details.hasAttribute("open")).toBe(false);
        expect(details.querySelectorAll("summary .ae-line--total").length).toBeGreaterThan(0);
        expect(details.querySelectorAll("summary .ae-line:not(.ae-line--total)").length).toBe(0);
        expect(details.querySelectorAll(":scope > .ae-lines .ae-line").length).toBe(
          context.roll.filter((line) => !line.total).length,
        );
      }
  });
});

describe("a blind or private roll leaks nothing", () => {
  it("the rendered card holds names only: no numbers, no outcomes, no buttons", () => {
    for (const [ruleset, byState] of Object.entries(states))
      for (const [state, card] of Object.entries(byState)) {
        const context = cardView(card, blind);
        const html = render.render(context.template, context);
        const text = html.replace(/<[^>]*>/g, " ");
        // the weapon's name may hold digits (USP9); nothing else may
        const rest = text.replaceAll(card.weapon.name, " ");
        expect(rest, `${ruleset} ${state}`).not.toMatch(/\d/);
        expect(html).not.toMatch(/ae-line|ae-badge|data-action|ae-menu/);
        expect(text).toContain(card.attacker.name.replace("<", "&lt;").replace(">", "&gt;"));
      }
  });
});

describe("user text is escaped", () => {
  it("names render through {{ }}: <the Blade> arrives as text", () => {
    const card = states.okrpg.hit;
    const context = cardView(card, gm);
    const html = render.render(context.template, context);
    expect(html).toContain("Ines &lt;the Blade&gt;");
    expect(html).not.toContain("<the Blade>");
  });

  it("no chat template uses triple braces", () => {
    for (const [path, source] of Object.entries(templateSources()))
      if (path.startsWith("chat/")) expect(source, path).not.toContain("{{{");
  });
});

import { it } from "vitest";
import { kitFor, type AttackInput } from "../src/chat/attack/kits";
import { messageView } from "../src/chat/view-models/message";
import { fieldsOf } from "../src/chat/view-models/dialog/types";
import type { RulesetId } from "../src/rules/rulesets";
import { templateRenderer } from "../test/templates/harness";
import { gm } from "../test/chat/fixtures";
import { attack, attackInput, cardOf, click, world } from "../test/chat/world";
import { measure, note } from "./harness";

// The attack adapter: what one keystroke in the roll dialog costs (read the form back, rebuild the
// context with its exact chances, render one target's live block), what rendering a card for one
// viewer costs with the message's own parts, and a whole Apply click through the Foundry double.
it("chat adapter: dialog live update, message rendering, a click end to end", async () => {
  const render = templateRenderer();
  const rulesets: RulesetId[] = ["okrpg", "occult", "action", "mano", "rounds"];
  for (const ruleset of rulesets) {
    const w = await world(ruleset);
    const input: AttackInput = attackInput(w, ruleset);
    const kit = kitFor(ruleset);
    const first = kit.prepare(input, {});
    const raw = Object.fromEntries(fieldsOf(first.context).map((f) => [f.name, f.value]));
    note(`${ruleset} dialog: ${fieldsOf(first.context).length} fields for one target`);
    measure(`${ruleset} dialog update (prepare)`, () => kit.prepare(input, raw));
    const live = first.context.targets[0].live;
    measure(`${ruleset} dialog live block render`, () =>
      render.render("dialog/parts/live.hbs", live),
    );
  }

  const w = await world("mano");
  const message = await attack(w, [14]);
  const state = { card: cardOf(message), revision: 0, targetMode: "recorded" as const };
  measure("mano message view (card + switch + apply all)", () => messageView(state, gm));
  const context = messageView(state, gm);
  measure("mano message render", () => render.render(context.template, context));

  let n = 0;
  const start = performance.now();
  for (; n < 200; n++) {
    const again = await attack(w, [14]);
    await click(w, again, "apply", { target: w.target.token.id }, { as: w.gm });
  }
  note(
    `attack + Apply click through the Foundry double: ${(((performance.now() - start) * 1000) / n).toFixed(0)} µs per pair (${n} runs)`,
  );
});

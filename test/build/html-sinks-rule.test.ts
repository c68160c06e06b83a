import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import htmlSinks from "../../eslint/html-sinks.js";

/*
 * The lint rule that keeps text reaching HTML escaped (SECURITY.md). It must refuse each
 * kind of sink fed raw text, the way issue 26's finding 2 fed a combatant's name to a roll's
 * flavour, and let escaped text, our templates' output and our own markup through.
 */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("action-engine/html-sinks", htmlSinks, {
  valid: [
    // escaped text, a template's output, our own markup, constants and numbers made safe
    `roll.toMessage({ flavor: escapeHtml(game.i18n.format(key, { name })) });`,
    `DialogV2.wait({ content: await render(TEMPLATE, context) });`,
    `DialogV2.wait({ content: contentHtml });`,
    `const p = \`<p>\${escapeHtml(text)}</p><ul>\${lineHtml.join("")}</ul>\`;`,
    `const i = \`<input max="\${MOST_NEEDED}" value="\${escapeHtml(max)}">\`;`,
    `element.innerHTML = cardHtml(message, user) ?? "";`,
    `ChatMessage.create({ content: PLACEHOLDER });`,
    `DialogV2.confirm({ content: prompt.content });`,
    // not markup: a lang key built from a value
    "const key = `ACTION_ENGINE.Tracker.Roll.${side}`;",
  ],
  invalid: [
    {
      // issue 26, finding 2: the combatant's name straight into the flavour
      code: `roll.toMessage({ flavor: game.i18n.format(request.flavor, { name }) });`,
      errors: [{ messageId: "sink" }],
    },
    {
      code: `const flavor = game.i18n.format(key, { name }); roll.toMessage({ flavor });`,
      errors: [{ messageId: "sink" }],
    },
    { code: `DialogV2.prompt({ content: actor.name });`, errors: [{ messageId: "sink" }] },
    {
      code: `const c = \`<p>\${i18n.format(key, { name: combatant.name })}</p>\`;`,
      errors: [{ messageId: "markup" }],
    },
    { code: `const o = \`<option value="\${id}">x</option>\`;`, errors: [{ messageId: "markup" }] },
    { code: `element.innerHTML = actor.name;`, errors: [{ messageId: "sink" }] },
    {
      code: `element.insertAdjacentHTML("beforeend", item.name);`,
      errors: [{ messageId: "sink" }],
    },
    {
      code: `ui.notifications.warn(game.i18n.format(key, { name }));`,
      errors: [{ messageId: "notifications" }],
    },
    {
      code: `ui.notifications?.info(text);`,
      errors: [{ messageId: "notifications" }],
    },
  ],
});

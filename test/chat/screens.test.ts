import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardView } from "../../src/chat/view-models";
import { templateRenderer } from "../templates/harness";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import { blind, cardStates, gm } from "./fixtures";

// Screenshots of every card state in both v13 themes, for a developer to look at:
// test-results/screens/card-<ruleset>-<state>-<theme>.png (needs `npx vite build` for the CSS).
const CSS = join(import.meta.dirname, "..", "..", "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);

describe.skipIf(!canShoot)("chat card screenshots", { concurrent: true }, () => {
  const render = templateRenderer();
  const shots = Object.entries(cardStates()).flatMap(([ruleset, states]) => [
    ...Object.entries(states).map(([state, card]) => ({ ruleset, state, card, viewer: gm })),
    { ruleset, state: "hidden", card: Object.values(states)[0], viewer: blind },
  ]);

  for (const { ruleset, state, card, viewer } of shots)
    for (const theme of ["light", "dark"] as const)
      it(`${ruleset} ${state} (${theme})`, async () => {
        const context = cardView(card, viewer);
        const html = `<div class="chat-message">${render.render(context.template, context)}</div>`;
        const path = await screenshot({
          name: `card-${ruleset}-${state}-${theme}`,
          html,
          theme,
          frame: "chat",
          width: 300,
        });
        expect(existsSync(path)).toBe(true);
      });
});

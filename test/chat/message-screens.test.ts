import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messageView, type MessageState } from "../../src/chat/view-models/message";
import * as mano from "../../src/rules/cards/mano";
import * as occult from "../../src/rules/cards/occult";
import { templateRenderer } from "../templates/harness";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import { gm, toddInput } from "./fixtures";

// Screenshots of attack messages as the GM sees them: the switch saying whom Apply acts on,
// Apply/Undo for all targets, and a roll-table result drawn for the card:
// test-results/screens/message-<name>-<theme>.png (needs `npx vite build` for the CSS).
const CSS = join(import.meta.dirname, "..", "..", "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);

const foe = (id: string, name: string): mano.ManoTargetInput => ({
  id,
  name,
  actorUuid: `Actor.${id}`,
  // the name links to the token (src/chat/foundry/card/token-links.ts)
  tokenUuid: `Scene.scene.Token.${id}`,
  defences: { melee: 12, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
});
const two = mano.create({
  attacker: { name: "Steven", actorUuid: "Actor.steven", modifier: 4 },
  weapon: { name: "Machete", power: 5, sharpness: "sharp" },
  situation: { action: "quickStrike" },
  d20: 14,
  targets: [foe("a", "Clone"), foe("b", "Clone two")],
});
const STATES: Record<string, MessageState> = {
  "two-targets": { card: two, revision: 1, targetMode: "recorded" },
  "one-applied": {
    card: mano.apply(two, "a", { "system.stun": 0, "system.damage": 0 }).card,
    revision: 2,
    targetMode: "selected",
  },
  fumble: {
    card: occult.drawFumble(occult.create(toddInput(95)), 14),
    revision: 1,
    targetMode: "recorded",
    tables: { fumble: { name: "Strained arm", face: 14 } },
  },
};

describe.skipIf(!canShoot)("attack message screenshots", { concurrent: true }, () => {
  const render = templateRenderer();
  for (const [name, state] of Object.entries(STATES))
    for (const theme of ["light", "dark"] as const)
      it(`${name} (${theme})`, async () => {
        const context = messageView(state, gm);
        const html = `<div class="chat-message">${render.render(context.template, context)}</div>`;
        const path = await screenshot({
          name: `message-${name}-${theme}`,
          html,
          theme,
          frame: "chat",
          width: 300,
        });
        expect(existsSync(path)).toBe(true);
      });
  // a defeat announced in chat (src/combat/foundry/defeat-message.ts), as the GM sees it
  const defeats = {
    "defeat-announced": { name: "Bo", undone: false, canUndo: true },
    "defeat-undone": { name: "Bo", undone: true, canUndo: true },
  };
  for (const [name, context] of Object.entries(defeats))
    for (const theme of ["light", "dark"] as const)
      it(`${name} (${theme})`, async () => {
        const html = `<div class="chat-message">${render.render("chat/defeat.hbs", context)}</div>`;
        const path = await screenshot({
          name: `message-${name}-${theme}`,
          html,
          theme,
          frame: "chat",
          width: 300,
        });
        expect(existsSync(path)).toBe(true);
      });
});

import { beforeEach, describe, expect, it } from "vitest";
import { resetSheetDoubles } from "../foundry/sheets";
import type { RenderFlagsDouble, TokenDouble } from "../foundry/chat-world";
import { world, type World } from "../chat/world";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { registerSheets } from "../../src/sheets/foundry/register";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";

/*
 * RULES 1.7: the world's default damage system decides how an OK RPG character set to "world
 * default" takes damage. When the GM changes that setting, every character follows at once — the
 * world's actors and the NPCs on the scenes as unlinked tokens alike — and the sheets, token bars
 * and tracker on screen show it without a reload.
 */

interface Rendered {
  rendered: { contexts: Record<string, { ae?: { mode: string } }> }[];
  render(): Promise<unknown>;
}
type Mook = { mookState: { system: string } | null };

let w: World;
let goon: TokenDouble;

beforeEach(async () => {
  w = await world("okrpg");
  resetSheetDoubles();
  registerSheets();
  // a goon on the scene as an unlinked token: its own copy of the target
  goon = w.chat.token(
    w.attacker.token.parent,
    w.target.actor,
    { x: 200, y: 0 },
    { unlinked: true },
  );
});

const mookState = (actor: unknown) => (actor as { system: Mook }).system.mookState;
const flags = (token: TokenDouble): RenderFlagsDouble => token.object.renderFlags;

async function opened(actor: unknown): Promise<Rendered> {
  const sheet = new ActionEngineActorSheet({ document: actor } as never) as unknown as Rendered;
  await sheet.render();
  return sheet;
}

describe("changing the default damage system (RULES 1.7)", () => {
  it("prepares the world's actors and the unlinked tokens' own actors again", async () => {
    expect(mookState(w.target.actor)).toBeNull();
    expect(mookState(goon.actor)).toBeNull();
    await w.foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    expect(mookState(w.target.actor)?.system).toBe("simplest");
    expect(mookState(goon.actor)?.system).toBe("simplest");
  });

  it("draws again the open sheets, the tokens' bars and icons, and the tracker", async () => {
    const targetSheet = await opened(w.target.actor);
    const goonSheet = await opened(goon.actor);
    const tracker = new ActionEngineCombatTracker() as unknown as Rendered;
    await tracker.render();
    (globalThis as unknown as { ui: { combat?: unknown } }).ui.combat = tracker;
    const before = [targetSheet, goonSheet, tracker].map((app) => app.rendered.length);

    await w.foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect([targetSheet, goonSheet, tracker].map((app) => app.rendered.length)).toEqual(
      before.map((n) => n + 1),
    );
    for (const token of [w.target.token, goon])
      expect(flags(token).asked).toContainEqual({ refreshBars: true, redrawEffects: true });
  });

  it("a closed sheet stays closed", async () => {
    const sheet = await opened(goon.actor);
    await (sheet as unknown as { close(): Promise<void> }).close();
    const drawn = sheet.rendered.length;
    await w.foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheet.rendered.length).toBe(drawn);
  });
});

describe("changing the tracker mode new encounters start in", () => {
  it("draws the tracker again in that mode", async () => {
    const tracker = new ActionEngineCombatTracker() as unknown as Rendered;
    await tracker.render();
    (globalThis as unknown as { ui: { combat?: unknown } }).ui.combat = tracker;
    expect(tracker.rendered.at(-1)!.contexts.tracker.ae?.mode).toBe("ladder");
    await w.foundry.settings.set("action-engine", "trackerMode", "shots");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tracker.rendered.at(-1)!.contexts.tracker.ae?.mode).toBe("shots");
  });
});

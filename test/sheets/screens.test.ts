import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { actorSheetHtml, itemSheetHtml, limitedSheetHtml } from "../../src/sheets/html";
import { SHEET_SIZE, actorTabs } from "../../src/sheets/layout";
import {
  actorSheetView,
  itemSheetView,
  limitedActorView,
  withEnriched,
} from "../../src/sheets/view-models";
import { CONDITION_ICON_DIR } from "../../src/rules/conditions";
import type { EditorView } from "../../src/sheets/view-models/types";
import { EFFECT_MODES } from "../foundry/documents";
import { templateRenderer } from "../templates/harness";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import {
  ACTOR_TYPES,
  SAMPLE_ACTORS,
  sampleActor,
  snapshotOf,
  startFoundry,
  type DocumentHandle,
} from "./fixtures";

// Screenshots of every actor sheet (each tab) and every item sheet in both v13 themes, at the
// sheets' default widths, for a developer to look at:
// test-results/screens/sheet-<type>-<tab>-<theme>.png (needs `npx vite build` for the CSS).
const ROOT = join(import.meta.dirname, "..", "..");
const CSS = join(ROOT, "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);
const THEMES = ["light", "dark"] as const;

/** The host's enrichment stand-in: the stored HTML as it is. */
const asEnriched = (editors: readonly EditorView[]) =>
  Object.fromEntries(editors.map((e) => [e.name, e.source]));

describe.skipIf(!canShoot)("sheet screenshots", { concurrent: true }, () => {
  const render = templateRenderer();
  const actors: Record<string, DocumentHandle> = {};
  beforeAll(async () => {
    startFoundry();
    for (const type of ACTOR_TYPES) actors[type] = await sampleActor(type);
  });

  for (const type of ACTOR_TYPES)
    for (const tab of actorTabs(type))
      for (const theme of THEMES)
        it(`${type} sheet, ${tab} tab (${theme})`, async () => {
          const actor = actors[type];
          const context = actorSheetView(snapshotOf(actor, { tab }));
          const html = actorSheetHtml(
            render.render,
            withEnriched(context, asEnriched(context.editors)),
          );
          const path = await screenshot({
            name: `sheet-${type}-${tab}-${theme}`,
            title: actor.name,
            html,
            theme,
            width: SHEET_SIZE.actor.width,
            classes: "ae-sheet ae-sheet--actor",
          });
          expect(existsSync(path)).toBe(true);
        });

  it.each(THEMES)("an OK RPG sheet noting an ignored Active Effect (%s)", async (theme) => {
    const cursed = (await Actor.create({
      ...structuredClone(SAMPLE_ACTORS.okrpg),
      effects: [
        {
          name: "Curse of clumsiness",
          changes: [
            { key: "system.roleModifiers.attack", mode: EFFECT_MODES.OVERRIDE, value: "Grt+" },
          ],
        },
      ],
    } as never)) as unknown as DocumentHandle;
    const context = actorSheetView(snapshotOf(cursed, { tab: actorTabs("okrpg")[0] }));
    expect(context.problems.length).toBeGreaterThan(0);
    const path = await screenshot({
      name: `sheet-okrpg-ignored-effect-${theme}`,
      title: cursed.name,
      html: actorSheetHtml(render.render, withEnriched(context, asEnriched(context.editors))),
      theme,
      width: SHEET_SIZE.actor.width,
      classes: "ae-sheet ae-sheet--actor",
    });
    expect(existsSync(path)).toBe(true);
  });

  it.each(THEMES)("every item type's sheet (%s)", async (theme) => {
    const seen = new Set<string>();
    for (const type of ACTOR_TYPES)
      for (const item of actors[type].items.contents) {
        if (seen.has(item.type)) continue;
        seen.add(item.type);
        const context = itemSheetView(snapshotOf(item, { documentName: "Item" }));
        const html = itemSheetHtml(
          render.render,
          withEnriched(context, asEnriched(context.editors)),
        );
        const path = await screenshot({
          name: `sheet-${item.type}-main-${theme}`,
          title: item.name,
          html,
          theme,
          width: SHEET_SIZE.item.width,
          classes: "ae-sheet ae-sheet--item",
        });
        expect(existsSync(path)).toBe(true);
      }
  });

  /** The condition icons inlined, as the page has no server to fetch the system's assets from. */
  const inlineIcons = (html: string) =>
    html.replace(
      new RegExp(`${CONDITION_ICON_DIR}([a-z-]+)\\.svg`, "g"),
      (_m, name: string) =>
        `data:image/svg+xml;base64,${readFileSync(join(ROOT, "assets", "conditions", `${name}.svg`)).toString("base64")}`,
    );

  it.each(THEMES)("an OK RPG character seen with LIMITED ownership (%s)", async (theme) => {
    const jack = actors.okrpg;
    const context = limitedActorView({
      id: jack.id,
      name: jack.name,
      type: jack.type,
      statuses: ["impaired", "knockedDown"],
    });
    const path = await screenshot({
      name: `sheet-okrpg-limited-${theme}`,
      title: jack.name,
      html: inlineIcons(limitedSheetHtml(render.render, context)),
      theme,
      width: SHEET_SIZE.limited.width,
      classes: "ae-sheet ae-sheet--actor",
    });
    expect(existsSync(path)).toBe(true);
  });
});

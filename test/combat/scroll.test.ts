import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { actor, addCombatants, attribute, encounter, trackerWorld, whenIdle } from "./world";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { chromiumAvailable, launch } from "../visual/shoot";

/*
 * A long encounter scrolls: 100 combatants, rendered by the real tracker class (through the
 * ApplicationV2 double), laid out in headless Chromium with the system's CSS inside a sidebar
 * stand-in of fixed height (core's sidebar tab is a column of the window's height). The list
 * scrolls inside the tracker part; core's header and the system's footer stay in view.
 * Screenshot: test-results/screens/tracker-100-combatants-<theme>.png (needs `npx vite build`).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const CSS = join(ROOT, "dist", "action-engine.css");
const canRun = chromiumAvailable() && existsSync(CSS);
const HEIGHT = 700;

let sidebarHtml = "";

beforeAll(async () => {
  trackerWorld({ ruleset: "okrpg" });
  const actors = [];
  for (let i = 1; i <= 100; i++)
    actors.push(
      await actor({
        name: `Combatant ${i}`,
        type: "okrpg",
        items: [attribute("Wits", "Avg", ["initiative"])],
      }),
    );
  const combat = await encounter();
  await addCombatants(combat, actors);
  await whenIdle(combat);
  const tracker = new ActionEngineCombatTracker();
  await tracker.render();
  sidebarHtml = (tracker as unknown as { element: HTMLElement }).element.innerHTML;
});

describe.skipIf(!canRun)("a tracker of 100 combatants", () => {
  for (const theme of ["light", "dark"] as const)
    it(`scrolls inside the sidebar, header and footer in view (${theme})`, async () => {
      const css = readFileSync(CSS, "utf8");
      const shell = readFileSync(join(ROOT, "playground", "host", "shell.css"), "utf8");
      const page = await (
        await launch()
      ).newPage({ viewport: { width: 340, height: HEIGHT + 40 } });
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>${shell}</style><style>${css}</style></head>
        <body class="theme-${theme}"><section id="combat" class="tab sidebar-tab combat-sidebar themed theme-${theme}"
          style="display:flex;flex-direction:column;width:300px;height:${HEIGHT}px;margin:20px">${sidebarHtml}</section></body></html>`,
        { waitUntil: "load" },
      );
      const measured = await page.evaluate(() => {
        const box = (selector: string) =>
          document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
        const part = document.querySelector<HTMLElement>("[data-application-part=tracker]")!;
        const rows = part.querySelectorAll("li.combatant").length;
        const before = { scrollHeight: part.scrollHeight, clientHeight: part.clientHeight };
        part.scrollTop = part.scrollHeight;
        const last = part.querySelectorAll("li.combatant")[rows - 1].getBoundingClientRect();
        return {
          rows,
          ...before,
          overflowY: getComputedStyle(part).overflowY,
          sidebar: box("#combat"),
          header: box("[data-application-part=header]"),
          footer: box("[data-application-part=footer]"),
          part: part.getBoundingClientRect().toJSON() as DOMRect,
          last: last.toJSON() as DOMRect,
        };
      });
      const dir = join(ROOT, "test-results", "screens");
      mkdirSync(dir, { recursive: true });
      await page.evaluate(() => {
        document.querySelector<HTMLElement>("[data-application-part=tracker]")!.scrollTop = 0;
      });
      await page.screenshot({ path: join(dir, `tracker-100-combatants-${theme}.png`) });
      await page.close();

      expect(measured.rows).toBe(100);
      expect(measured.overflowY).toBe("auto");
      // the list is far taller than the room it has, and scrolls within it
      // the compact tracker draws a big fight's waiting rows dense (issue 29): still several screens
      expect(measured.scrollHeight).toBeGreaterThan(measured.clientHeight * 4);
      // header and footer inside the sidebar, the part between them
      expect(measured.header.top).toBeGreaterThanOrEqual(measured.sidebar.top);
      expect(measured.footer.bottom).toBeLessThanOrEqual(measured.sidebar.bottom + 0.5);
      expect(measured.part.top).toBeGreaterThanOrEqual(measured.header.bottom - 0.5);
      expect(measured.part.bottom).toBeLessThanOrEqual(measured.footer.top + 0.5);
      // scrolled to the end, the last combatant is in view above the footer
      expect(measured.last.bottom).toBeLessThanOrEqual(measured.footer.top + 0.5);
      expect(measured.last.top).toBeGreaterThanOrEqual(measured.part.top - 0.5);
    });
});

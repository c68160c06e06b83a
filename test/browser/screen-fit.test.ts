import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { lastCard, openAttack, pick, roll, sheetOf, shoot, target } from "./steps";
import { FIGHTS } from "./fights";

/*
 * The playground fitted to the screen as Foundry's windows are: the page itself never scrolls,
 * the tracker and the chat stay in view, the sheets scroll in their own pane with the next sheet
 * starting within the screen, and after Roll the new card shows in the chat, in every ruleset, at
 * 1280 and 800 pixels wide.
 */

const WIDTHS = [1280, 800] as const;
const HEIGHT = 900;

const available = chromiumAvailable();

/** The element's box lies within the window's height (its top and bottom both on screen). */
async function onScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= HEIGHT;
}

/** The element shows whole in the chat log's scrolled view (not hidden above or below it). */
async function inChatView(page: Page, element: Locator): Promise<boolean> {
  const log = await page.locator(".pg-chat > .window-content").boundingBox();
  const box = await element.boundingBox();
  return !!log && !!box && box.y >= log.y - 1 && box.y + box.height <= log.y + log.height + 1;
}

const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);

describe.skipIf(!available)("the playground fits the screen", { concurrent: true }, () => {
  for (const width of WIDTHS)
    for (const fight of FIGHTS)
      it(`${fight.ruleset} at ${width} px: after Roll the new card is in view, beside the tracker`, async () => {
        const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`, width);
        await pick(page, fight.attacker);
        await pick(page, fight.target);
        await target(page, fight.target);

        // the second sheet starts within the screen; the page does not grow with the sheets
        const second = sheetOf(page, fight.target).locator(".window-header");
        expect((await second.boundingBox())!.y).toBeLessThan(HEIGHT);
        expect(await pageScrolls(page)).toBe(false);

        await openAttack(page, fight.attacker, fight.weapon);
        await roll(page);
        // the whole card shows: who attacks with what, the roll's total, the choices and the
        // first button that acts on it (Apply, or Roll damage first in Occult Ops), with the
        // tracker's and the chat's windows
        const card = lastCard(page);
        const acts = card.locator(
          [...fight.apply, "rollDamage"].map((a) => `button[data-action="${a}"]`).join(","),
        );
        for (const part of [card.locator(".ae-card__header"), card.locator(".ae-card__roll"), acts])
          expect(await inChatView(page, part.first())).toBe(true);
        expect(await inChatView(page, card)).toBe(true);
        expect(await onScreen(page.locator(".pg-tracker > .window-header"))).toBe(true);
        expect(await onScreen(page.locator(".pg-chat > .window-header"))).toBe(true);
        expect(await pageScrolls(page)).toBe(false);
        if (fight.ruleset === "okrpg") await shoot(page.locator("body"), `fit-${width}-okrpg-card`);
        expect(errors).toEqual([]);
        await page.close();
      });
});

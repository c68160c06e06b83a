import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Locator, Page } from "playwright-core";
import { FIGHTS } from "./fights";
import { join } from "node:path";
import { chromiumAvailable, openTab, SCREENS } from "./server";
import { pick, playToRoundEnd, rawKeys, roundShown, shoot, writeCount } from "./steps";

/*
 * Foundry's four core controls in the playground's tracker footer (src/combat/moves/core-turns.ts),
 * in each ruleset's own mode: Next turn is the acting combatant's step, Previous turn gives it
 * back, Previous round goes back to the round's start, Next round starts the next; a button that
 * is off says why. Each written once per click; the keyboard focus stays in the footer. Screenshots
 * of the footer in both themes at 1280 and 800 pixels (test-results/playground/).
 */

const available = chromiumAvailable();

const shotPath = async (name: string) => join(SCREENS, `${name}.png`);

/** A tooltip's text as Foundry and the playground show it: the attribute's value read as HTML. */
const tooltipText = (element: Element) =>
  new DOMParser().parseFromString(element.getAttribute("data-tooltip") ?? "", "text/html").body
    .textContent;

const footer = (page: Page) => page.locator(".pg-tracker .ae-tracker-footer");
const control = (page: Page, action: string) => footer(page).locator(`[data-action=${action}]`);

/** What the rows show: every figure, note and control, as a player reads them. */
const rows = (page: Page) => page.locator(".pg-tracker .ae-row").allInnerTexts();

/**
 * Clicks a tracker control and waits for its write: exactly one Combat update, or (a round start)
 * the initiative rolls' messages and then the update.
 */
async function press(page: Page, button: Locator): Promise<void> {
  const writes = await writeCount(page);
  const rolls = /aeStartCombat|aeNextRound/.test((await button.getAttribute("data-action")) ?? "");
  await button.click();
  if (rolls) await poll(() => writeCount(page)).toBeGreaterThan(writes);
  else await poll(() => writeCount(page)).toBe(writes + 1);
}

describe.skipIf(!available)(
  "the tracker footer's previous / next turn and round",
  { concurrent: true },
  () => {
    for (const fight of FIGHTS)
      it(`${fight.ruleset} (${fight.mode}): Next turn, Previous turn, Previous round and Next round`, async () => {
        const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`);
        await pick(page, fight.attacker);
        await pick(page, fight.target);
        await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
        expect(
          await footer(page)
            .locator("[data-action]")
            .evaluateAll((all) => all.map((b) => (b as HTMLElement).dataset.action)),
        ).toEqual([
          "aePreviousRound",
          "aePreviousTurn",
          "aeNextTurn",
          "aeNextRound",
          "aeUndo",
          "aeEndCombat",
        ]);
        const roundStart = await rows(page);
        // nothing done yet: both ways back are off, each saying why
        await expect(control(page, "aePreviousTurn").isDisabled()).resolves.toBe(true);
        await expect(
          footer(page)
            .locator(".ae-button-wrap:has([data-action=aePreviousTurn])")
            .evaluate(tooltipText),
        ).resolves.toBe(
          "No earlier turn in this encounter's history (the tracker keeps its last 10 steps).",
        );
        await expect(
          footer(page)
            .locator(".ae-button-wrap:has([data-action=aePreviousRound])")
            .evaluate(tooltipText),
        ).resolves.toBe("No earlier round in this encounter's history.");

        // Next turn: the acting combatant's step; Previous turn gives it back
        await press(page, control(page, "aeNextTurn"));
        const afterOne = await rows(page);
        expect(afterOne).not.toEqual(roundStart);
        await press(page, control(page, "aePreviousTurn"));
        await expect(rows(page)).resolves.toEqual(roundStart);

        // two turns on, Previous round: the round as it began
        await press(page, control(page, "aeNextTurn"));
        if (await control(page, "aeNextTurn").isEnabled())
          await press(page, control(page, "aeNextTurn"));
        await press(page, control(page, "aePreviousRound"));
        await expect(rows(page)).resolves.toEqual(roundStart);
        expect(await roundShown(page)).toBe(1);

        // at the round's end Next turn is off and says why; Next round starts round 2
        await playToRoundEnd(page);
        await expect(control(page, "aeNextTurn").isDisabled()).resolves.toBe(true);
        await expect(
          footer(page)
            .locator(".ae-button-wrap:has([data-action=aeNextTurn])")
            .evaluate(tooltipText),
        ).resolves.toBe("Nobody can act now: the round is over. Next round starts the next one.");
        await press(page, control(page, "aeNextRound"));
        expect(await roundShown(page)).toBe(2);
        const round2 = await rows(page);
        await press(page, control(page, "aeNextTurn"));
        await press(page, control(page, "aePreviousRound"));
        expect(await roundShown(page)).toBe(2);
        await expect(rows(page)).resolves.toEqual(round2);

        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }, 120_000);

    it("OK RPG by keyboard: Enter on Next turn until the round ends leaves the focus on Next round", async () => {
      const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
      await pick(page, "Jack Steele");
      await pick(page, "Hired goon");
      await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
      await control(page, "aeNextTurn").focus();
      for (let presses = 0; await control(page, "aeNextTurn").isEnabled(); presses++) {
        if (presses > 20) throw new Error("the round never ended");
        const writes = await writeCount(page);
        await page.keyboard.press("Enter");
        await poll(() => writeCount(page)).toBe(writes + 1);
      }
      await expect(
        page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action),
      ).resolves.toBe("aeNextRound");
      // a double click on Previous turn goes back one turn only
      const before = await rows(page);
      const writes = await writeCount(page);
      await control(page, "aePreviousTurn").dblclick();
      await poll(() => writeCount(page)).toBe(writes + 1);
      await page.waitForTimeout(200);
      expect(await writeCount(page)).toBe(writes + 1);
      expect(await rows(page)).not.toEqual(before);
      expect(errors).toEqual([]);
      await page.close();
    });

    for (const theme of ["light", "dark"])
      it(`the footer mid-round (${theme}, 1280 and 800 px)`, async () => {
        const { page, errors } = await openTab(`/?seed=11&ruleset=action&theme=${theme}`);
        await pick(page, "Peter");
        await pick(page, "Triad thugs");
        await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
        // the reason an off button gives, shown as its tooltip on hover
        await page.setViewportSize({ width: 1280, height: 900 });
        await footer(page).locator(".ae-button-wrap:has([data-action=aePreviousRound])").hover();
        const tip = page.locator(".pg-tooltip:not([hidden])");
        await tip.waitFor();
        await expect(tip.innerText()).resolves.toBe(
          "No earlier round in this encounter's history.",
        );
        const around = (await footer(page).boundingBox())!;
        await page.screenshot({
          path: await shotPath(`tracker-footer-reason-${theme}`),
          clip: { x: around.x, y: around.y - 60, width: around.width, height: around.height + 120 },
        });
        await page.mouse.move(0, 0);
        await press(page, control(page, "aeNextTurn"));
        for (const width of [1280, 800]) {
          await page.setViewportSize({ width, height: 900 });
          await shoot(page.locator(".pg-tracker"), `tracker-core-controls-${theme}-${width}`);
          await shoot(footer(page), `tracker-footer-${theme}-${width}`);
          // every control fits its cell: no label is cut off
          const overflowing = await footer(page)
            .locator(".ae-button")
            .evaluateAll((all) =>
              all
                .filter((b) => b.scrollWidth > b.clientWidth + 1)
                .map((b) => b.textContent?.trim()),
            );
          expect(overflowing, `${theme} ${width}`).toEqual([]);
        }
        expect(errors).toEqual([]);
        await page.close();
      });
  },
);

import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { audit, audits, repeatedNames } from "./axe";
import { readCard } from "../../src/rules/cards";
import { damagedCardView } from "../../src/chat/view-models/damaged";
import { FIGHTS, firstOffered } from "./fights";
import { crowd } from "./crowd";
import { chromiumAvailable, openTab, playgroundUrl } from "./server";
import {
  actorIdOf,
  attackUntil,
  clickCard,
  closeDialog,
  dialog,
  lastCard,
  openAttack,
  pick,
  playToRoundEnd,
  playUntilRound,
  target,
} from "./steps";

/*
 * Accessibility, measured: axe-core on every screen a fight shows, per ruleset: both sheets, the
 * roll dialog, the card as rolled, after its own choice (a spend, the damage roll), applied and
 * undone (and a card whose stored data is damaged), and the tracker in the ruleset's mode before, during and at the end of a round; each in
 * the light and dark theme at 1280 and 800 pixels wide. No finding axe rates serious or critical
 * is allowed, and no two controls of a card or of the tracker have the same accessible name.
 */

const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 800] as const;
type Theme = (typeof THEMES)[number];

async function setTheme(page: Page, theme: Theme): Promise<void> {
  if (await page.locator(`body.theme-${theme}`).count()) return;
  // a script click: an open modal dialog would take a pointer's
  await page.evaluate(() => document.querySelector<HTMLElement>(".pg-theme")?.click());
  await page.locator(`body.theme-${theme}`).waitFor();
}

/** The last card's own selector (it stays the same card while its buttons are pressed). */
async function lastCardSelector(page: Page): Promise<string> {
  const id = await lastCard(page).getAttribute("data-message-id");
  return `.pg-chat [data-message-id="${id}"]`;
}

const available = chromiumAvailable();

describe.skipIf(!available)(
  "accessibility: axe-core on the playground's screens",
  { concurrent: true },
  () => {
    const screens = { pages: new Set<string>(), findings: 0 };
    afterAll(async () => {
      console.info(
        `axe-core: ${screens.pages.size} screens × ${THEMES.length} themes × ${WIDTHS.length} widths, ` +
          `${audits.count} regions audited, ${screens.findings} serious or critical findings`,
      );
    });

    for (const fight of FIGHTS)
      it(`${fight.ruleset}: sheets, dialog, card (rolled, chosen, applied, undone), ${fight.mode} tracker`, async () => {
        const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`);
        const findings: string[] = [];
        /** Audits the regions in both themes at both widths. */
        const everywhere = async (screen: string, selectors: string[]) => {
          screens.pages.add(`${fight.ruleset} ${screen}`);
          for (const theme of THEMES) {
            await setTheme(page, theme);
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: 900 });
              findings.push(
                ...(await audit(page, `${fight.ruleset} ${screen} ${theme} ${width}`, selectors)),
              );
            }
          }
        };

        await pick(page, fight.attacker);
        await pick(page, fight.target);
        await target(page, fight.target);
        const targetId = await actorIdOf(page, fight.target);
        await everywhere("sheets", [".pg-sheets", ".pg-tracker"]);

        // the roll dialog takes the theme it opens in
        screens.pages.add(`${fight.ruleset} dialog`);
        for (const theme of THEMES) {
          await setTheme(page, theme);
          await openAttack(page, fight.attacker, fight.weapon);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            findings.push(
              ...(await audit(page, `${fight.ruleset} dialog ${theme} ${width}`, [".pg-modal"])),
            );
          }
          await closeDialog(page);
        }

        await setTheme(page, "light");
        await attackUntil(page, {
          attacker: fight.attacker,
          weapon: fight.weapon,
          offers: fight.ruleset === "occult" ? "rollDamage" : "apply",
        });
        const card = await lastCardSelector(page);
        // a control repeated per target or option says which in its accessible name
        const repeated: string[] = [];
        const uniqueNames = async (screen: string, selector: string) =>
          repeated.push(...(await repeatedNames(page, selector)).map((n) => `${screen}: ${n}`));
        await everywhere("card rolled", [card]);
        await uniqueNames("card rolled", card);
        await fight.choices(page);
        await everywhere("card chosen", [card]);
        await uniqueNames("card chosen", card);
        await clickCard(page, await firstOffered(page, fight.apply, targetId), {
          target: targetId,
        });
        await everywhere("card applied", [card, ".pg-sheets"]);
        await uniqueNames("card applied", card);
        await clickCard(page, "undo", { target: targetId });
        await everywhere("card undone", [card]);

        // the tracker as a round begins, and once everyone has acted (rows marked done)
        await setTheme(page, "light");
        await playUntilRound(page, 2);
        await everywhere(`tracker ${fight.mode}`, [".pg-tracker"]);
        await uniqueNames("tracker", ".pg-tracker");
        await playToRoundEnd(page);
        await everywhere(`tracker ${fight.mode} round over`, [".pg-tracker"]);
        // the footer's core controls (previous round, previous turn …) among them
        await uniqueNames("tracker round over", ".pg-tracker");
        expect(repeated).toEqual([]);

        screens.findings += findings.length;
        expect(findings).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
        // each fight audits 8 screens × 2 themes × 2 widths: 110–120 s while the whole suite
        // shares two cores (issue 25), as long as the reference pages' test below
      }, 240_000);

    // States the fights above do not reach, one tab for all five rulesets and few axe runs
    // (several regions in one run): every page of the quick reference at once, in a window as
    // narrow as a journal sheet may be; a tracker of 20+ combatants in every mode (compact, with
    // the ladder's ties) behind the confirmation a mid-round side change asks; an item sheet.
    // Light at 1280 px and dark at 800 px (issue 29: the reference's table could not be scrolled
    // by keyboard and clipped a column; tied rows in the dark theme had 4.35:1 contrast).
    it("reference pages, 20+ combatants in every mode, ties, a confirmation, an item sheet", async () => {
      const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
      const findings: string[] = [];
      let ties = 0;
      for (const fight of FIGHTS) {
        await page.goto(new URL(`/?seed=11&ruleset=${fight.ruleset}`, playgroundUrl()).href);
        await page.waitForSelector(".pg-roster");
        await pick(page, fight.attacker);
        await pick(page, fight.target);
        // the reference's pages, one after another, then all of them in one narrow window
        const tabs = page.locator(".pg-reference__pages button");
        const pages: string[] = [];
        for (let tab = 0; tab < (await tabs.count()); tab++) {
          await tabs.nth(tab).click();
          const shown = page.locator(
            `.pg-reference__pages [data-page="${tab}"][aria-pressed=true]`,
          );
          await shown.waitFor();
          pages.push(await page.locator(".pg-reference__page").evaluate((a) => a.outerHTML));
        }
        await crowd(page, 20);
        await page.locator(".pg-tracker [data-action=aeStartCombat]").click();
        await page
          .locator(".pg-tracker [data-action=aeStartCombat]")
          .waitFor({ state: "detached" });
        ties += await page.locator(".pg-tracker .ae-row.is-tied").count();
        screens.pages.add(`${fight.ruleset} reference, big ${fight.mode} tracker, item sheet`);
        for (const [theme, width] of [
          ["light", 1280],
          ["dark", 800],
        ] as const) {
          await setTheme(page, theme);
          await page.setViewportSize({ width, height: 900 });
          const where = (what: string) => `${fight.ruleset} ${what} ${theme} ${width}`;
          // the reference's pages all at once, in a window as narrow as a journal sheet may be
          await page.evaluate((all) => {
            const panel = document.querySelector<HTMLElement>(".pg-reference")!;
            panel.style.width = "300px";
            panel.querySelector(".window-content")!.innerHTML = all.join("");
          }, pages);
          expect(await page.locator(".pg-reference .pg-reference__page").count()).toBe(
            pages.length,
          );
          findings.push(
            ...(await audit(page, where("tracker, reference"), [".pg-tracker", ".pg-reference"])),
          );
          // a side change mid-round asks first (alone: a modal dialog makes the rest inert, and
          // axe leaves inert content out)
          await page.locator(".pg-tracker .ae-row [data-action=aeToggleSide]").first().click();
          await dialog(page).waitFor();
          findings.push(...(await audit(page, where("confirmation"), [".pg-modal"])));
          await closeDialog(page);
          // a weapon's item sheet
          await page
            .locator(".pg-sheet [data-action=editItem]")
            .first()
            .evaluate((b: HTMLElement) => b.click());
          await dialog(page).locator(".pg-item-sheet").waitFor();
          findings.push(...(await audit(page, where("item sheet"), [".pg-modal"])));
          await closeDialog(page);
        }
      }
      // the ladder's crowd ties (RULES 1.10), so tied rows were audited in both themes
      expect(ties).toBeGreaterThan(0);
      screens.findings += findings.length;
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 240_000);

    it("a card whose stored data is damaged, as the GM sees it and once marked void", async () => {
      const { page, errors } = await openTab("/?seed=11&ruleset=mano");
      // the stored card of a ruleset nobody knows, read back as the chat log reads every card
      const read = readCard({ ruleset: "homebrew" });
      if (read.ok) throw new Error("a card of an unknown ruleset was read as sound");
      const cards = [
        damagedCardView({ problem: read.problem, voided: false }, { isGM: true }),
        damagedCardView({ problem: null, voided: true }, { isGM: true }),
      ];
      const findings: string[] = [];
      screens.pages.add("damaged card");
      for (const theme of THEMES) {
        await setTheme(page, theme);
        // drawn by the playground's host (the system's template and CSS) into its chat log
        await page.evaluate((contexts) => {
          const host = (
            window as unknown as { playground: { host: { render(t: string, c: object): string } } }
          ).playground.host;
          const messages = contexts.map(
            (context, n) =>
              `<li class="chat-message message" data-message-id="damaged${n}"><div class="message-content">${host.render(context.template, context)}</div></li>`,
          );
          document.querySelector(".pg-chat > .window-content")!.innerHTML =
            `<ol class="chat-log pg-chat-log">${messages.join("")}</ol>`;
        }, cards);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          findings.push(...(await audit(page, `damaged card ${theme} ${width}`, [".pg-chat-log"])));
        }
      }
      expect(await page.locator(".ae-card--damaged").count()).toBe(2);
      screens.findings += findings.length;
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  },
);

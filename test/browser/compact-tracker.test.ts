import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { shoot, writeCount } from "./steps";
import { poll } from "./poll";
import { crowd } from "./crowd";
import { FIGHTS } from "./fights";

/*
 * A big fight's tracker (issue 29): 22 combatants in every mode are drawn compact, grouped by side
 * under a heading with the count, each waiting row about half as high as a full row (20 full rows
 * took 1,975 px), keeping the figures and notes a GM reads between turns (AP carried, passive
 * HP, an evasion), and the acting row stays in view in the tracker's scrolling list as the round
 * goes on.
 */

const available = chromiumAvailable();
const COUNT = 22;

/** A figure every waiting row shows, by mode: the AP it carries, its passive-defense HP. */
const WAITING_FIGURE: Readonly<Record<string, RegExp>> = {
  ladder: /carry/,
  readyHp: /passive/,
};

/** The acting row lies whole within the tracker's scrolled view. */
const actingInView = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector(".pg-tracker > .window-content")!.getBoundingClientRect();
    const row = document.querySelector(".pg-tracker .ae-row.is-acting")?.getBoundingClientRect();
    return !!row && row.top >= list.top - 1 && row.bottom <= list.bottom + 1;
  });

describe.skipIf(!available)("a big fight's tracker", { concurrent: true }, () => {
  for (const fight of FIGHTS)
    it(`${fight.ruleset}: ${COUNT} combatants in the ${fight.mode} tracker, compact, by side, the acting row in view`, async () => {
      const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`, 800);
      await crowd(page, COUNT);
      const part = page.locator(".pg-tracker .ae-tracker-part");
      expect(await part.getAttribute("class")).toContain("ae-tracker--compact");
      // grouped by side: each side's heading counts its rows, and its rows are all on that side
      const sides = await page.evaluate(() =>
        [...document.querySelectorAll(".pg-tracker .ae-group")].map((group) => ({
          heading: group.querySelector(".ae-side-heading")?.textContent?.trim() ?? "",
          rows: [...group.querySelectorAll(".ae-row")].map(
            (r) => r.className.match(/ae-side-\w+/)![0],
          ),
        })),
      );
      expect(sides.reduce((n, g) => n + g.rows.length, 0)).toBe(COUNT);
      for (const group of sides) {
        expect(group.heading).toMatch(new RegExp(`^(Heroes|Villains) · ${group.rows.length}$`));
        expect(new Set(group.rows).size).toBe(1);
      }
      // in the round (before it, the GM's surprise and opening switches take a second line)
      const writes = await writeCount(page);
      await page.locator(".pg-tracker [data-action=aeStartCombat]").click();
      await poll(() => writeCount(page)).toBeGreaterThan(writes);
      // dense: a waiting row is about half a full row high (20 full rows took 1,975 px), so the
      // 22 rows take well under that at the sidebar's 300 px
      const rows = await page
        .locator(".pg-tracker .ae-row:not(.is-acting)")
        .evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
      // (a tied row, or one with a reaction on offer, takes a second line of controls)
      const median = rows.sort((a, b) => a - b)[Math.floor(rows.length / 2)];
      expect(median).toBeLessThan(50);
      const list = await page
        .locator(".pg-tracker .ae-group")
        .evaluateAll((all) => all.reduce((n, g) => n + g.getBoundingClientRect().height, 0));
      console.info(
        `${fight.ruleset}: ${COUNT} rows in ${Math.round(list)} px, median row ${median} px`,
      );
      expect(list).toBeLessThan(1300);
      // a waiting row keeps its figures and notes in view (AP carried, passive HP, an evasion …)
      const hidden = await page
        .locator(".pg-tracker .ae-row:not(.is-acting) :is(.ae-figure, .ae-note)")
        .evaluateAll((all) =>
          all.filter((f) => f.getBoundingClientRect().width === 0).map((f) => f.textContent),
        );
      expect(hidden).toEqual([]);
      const waiting = await page
        .locator(".pg-tracker .ae-row:not(.is-acting) .ae-sub")
        .first()
        .innerText();
      if (WAITING_FIGURE[fight.mode]) expect(waiting).toMatch(WAITING_FIGURE[fight.mode]);

      // the round: whoever acts is in view, move after move
      for (let move = 0; move < 4; move++) {
        if (!(await page.locator(".pg-tracker .ae-row.is-acting").count())) break;
        await poll(() => actingInView(page)).toBe(true);
        const next = page.locator(".pg-tracker [data-focus-next]");
        if (!(await next.count())) break;
        const before = await writeCount(page);
        await next.click();
        await poll(() => writeCount(page)).toBeGreaterThan(before);
      }
      if (fight.ruleset === "okrpg")
        for (const theme of ["light", "dark"] as const)
          for (const width of [1280, 800]) {
            await page.setViewportSize({ width, height: 900 });
            if (!(await page.locator(`body.theme-${theme}`).count()))
              await page.locator(".pg-theme").click();
            await shoot(page.locator(".pg-tracker"), `compact-tracker-${theme}-${width}`);
          }
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
});

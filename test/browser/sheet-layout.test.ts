import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { FIGHTS } from "./fights";
import { chromiumAvailable, openTab } from "./server";
import { closeDialog, dialog, openAttack, pick, sheetOf } from "./steps";

/*
 * The weapon table as Chromium lays it out: it fits its section at 1280 and 800 pixels (the attack
 * control is never cut off, the tab never scrolls sideways, before or after an attack), attack is
 * a labelled control beside the weapon's name, and Delete sits apart at the row's far end and asks
 * before it deletes.
 */

const available = chromiumAvailable();

interface Measured {
  /** pixels the weapon section's content overflows it sideways */
  sectionOverflow: number;
  /** pixels the active tab's content overflows it sideways, and how far it is scrolled */
  tabOverflow: number;
  tabScrolled: number;
  /** attack controls not wholly inside the tab's visible box */
  cut: string[];
  /** the attack controls' visible text */
  attackLabels: string[];
  /** on each row, pixels between the attack control's right edge and Delete's left edge */
  gaps: number[];
}

function measure(page: Page, actor: string): Promise<Measured> {
  return sheetOf(page, actor).evaluate((sheet) => {
    const tab = sheet.querySelector<HTMLElement>(".tab.ae-tab.active")!;
    const attacks = [...tab.querySelectorAll<HTMLElement>("[data-action=attack]")];
    const section = attacks[0].closest<HTMLElement>(".ae-section")!;
    const box = tab.getBoundingClientRect();
    return {
      sectionOverflow: section.scrollWidth - section.clientWidth,
      tabOverflow: tab.scrollWidth - tab.clientWidth,
      tabScrolled: tab.scrollLeft,
      cut: attacks
        .filter((a) => {
          const r = a.getBoundingClientRect();
          return r.left < box.left || r.right > box.right;
        })
        .map((a) => a.getAttribute("aria-label") ?? ""),
      attackLabels: attacks.map((a) => a.textContent!.replace(/\s+/g, " ").trim()),
      gaps: attacks.map((a) => {
        const remove = a.closest("tr")!.querySelector("[data-action=deleteItem]")!;
        return remove.getBoundingClientRect().left - a.getBoundingClientRect().right;
      }),
    };
  });
}

describe.skipIf(!available)("the sheets' weapon table in Chromium", { concurrent: true }, () => {
  for (const fight of FIGHTS)
    it(`${fight.ruleset}: fits at 1280 and 800 px, attack labelled and whole, Delete apart and asking first`, async () => {
      const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`);
      await pick(page, fight.attacker);
      await pick(page, fight.target);
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        const before = await measure(page, fight.attacker);
        expect(before.sectionOverflow, `${width} px`).toBeLessThanOrEqual(0);
        expect(before.tabOverflow, `${width} px`).toBeLessThanOrEqual(0);
        expect(before.cut, `${width} px`).toEqual([]);
        // "Attack", with the weapon's attack modifier where the ruleset shows one there
        for (const label of before.attackLabels)
          expect(label).toMatch(
            fight.ruleset === "mano" || fight.ruleset === "rounds"
              ? /^⚔ Attack [+−]?\d+$/
              : /^⚔ Attack$/,
          );
        // Delete is at least a few columns away from Attack, not its neighbour
        for (const gap of before.gaps) expect(gap).toBeGreaterThan(120);

        // an attack from the row and back: the tab has not moved sideways
        await openAttack(page, fight.attacker, fight.weapon);
        await closeDialog(page);
        const after = await measure(page, fight.attacker);
        expect(after.tabScrolled, `${width} px`).toBe(0);
        expect(after.cut, `${width} px`).toEqual([]);
      }

      // Delete asks first; No keeps the weapon
      const row = sheetOf(page, fight.attacker)
        .locator(".ae-item", { hasText: fight.weapon })
        .first();
      const remove = row.locator("[data-action=deleteItem]");
      await expect(remove.getAttribute("aria-label")).resolves.toBe(`Delete ${fight.weapon}`);
      await remove.click();
      await dialog(page).waitFor();
      await dialog(page).locator("button", { hasText: "No" }).click();
      await dialog(page).waitFor({ state: "detached" });
      await expect(row.count()).resolves.toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    }, 60_000);
});

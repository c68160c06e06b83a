import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { openAttack, pick, press, rawKeys, roll, sheetOf, shoot, target } from "./steps";

/*
 * Mano a Mano's guns on the playground (RULES 5 load): the tactical officer's pump shotgun (5
 * shells) fires a shell, then reloads in 6 actions: Unload (1/6), then a shell a Load, the row
 * counting the actions; Load is off while the gun is full.
 */

const available = chromiumAvailable();

const row = (page: Page) =>
  sheetOf(page, "Tactical officer").locator(".ae-item", { hasText: "Pump shotgun" }).first();
const loaded = async (page: Page) =>
  Number(await row(page).locator('input[name="system.shots.loaded"]').inputValue());

const reload = (page: Page, step: "unload" | "load") =>
  press(page, row(page).locator(`[data-action=reload][data-step=${step}]`));

describe.skipIf(!available)("reloading a gun on the playground", { concurrent: true }, () => {
  for (const theme of ["light", "dark"])
    it(`Mano a Mano (${theme}): the pump shotgun fires a shell (5 → 4), then Unload and five Loads refill it, 1/6 … 6/6`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
      await pick(page, "Tactical officer");
      await pick(page, "Steven");
      await target(page, "Steven");
      expect(await loaded(page)).toBe(5);
      const load = row(page).locator("[data-action=reload][data-step=load]");
      await expect(load.isDisabled()).resolves.toBe(true);
      // the reason is the button's description, and shows on hover from the span around it
      await expect(load.getAttribute("aria-description")).resolves.toBe("It is fully loaded.");
      await expect(load.locator("xpath=..").getAttribute("data-tooltip")).resolves.toBe(
        "It is fully loaded.",
      );
      await openAttack(page, "Tactical officer", "Pump shotgun");
      await roll(page);
      await poll(() => loaded(page)).toBe(4);
      await reload(page, "unload");
      expect(await loaded(page)).toBe(0);
      await expect(row(page).innerText()).resolves.toMatch(/1\/6 actions/);
      await reload(page, "load");
      await reload(page, "load");
      expect(await loaded(page)).toBe(2);
      await expect(row(page).innerText()).resolves.toMatch(/3\/6 actions/);
      await shoot(sheetOf(page, "Tactical officer"), `mano-reload-sheet-${theme}`);
      for (let i = 0; i < 3; i++) await reload(page, "load");
      expect(await loaded(page)).toBe(5);
      await expect(row(page).innerText()).resolves.not.toMatch(/actions/);
      await expect(load.isDisabled()).resolves.toBe(true);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});

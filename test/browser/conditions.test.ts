import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import { chromiumAvailable, openTab, SCREENS } from "./server";
import { join } from "node:path";

/*
 * Issue 18 in the playground: each roster portrait shows the condition icons its token would
 * draw, a status palette (the Token HUD's stand-in) toggles them through the Actor's own toggle,
 * and the Reference panel shows the quick reference journal's pages.
 */

describe.skipIf(!chromiumAvailable())(
  "conditions and the quick reference in the playground",
  { concurrent: true },
  () => {
    it("a set condition shows under the portrait; a derived one is refused with a notice", async () => {
      const { page, errors } = await openTab("?ruleset=occult");
      const bandit = page.locator(".pg-character", { hasText: "Bandit" });
      await bandit.locator("[data-pg=palette]").click();
      await bandit.locator("[data-pg=condition][data-status=prone]").click();
      await page.waitForSelector(".pg-character [data-status=prone][aria-pressed=true]");
      expect(
        await bandit
          .locator(".pg-conditions img")
          .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("data-status"))),
      ).toEqual(["prone"]);
      expect(await page.locator(".pg-write__op").first().textContent()).toBe("Actor.update");
      await bandit.locator("[data-pg=condition][data-status=fatigued]").click();
      await poll(() => page.locator(".pg-notice").allTextContents()).toEqual([
        "Fatigued follows from Bandit's values on the sheet: change those, not the token.",
      ]);
      await page.screenshot({ path: join(SCREENS, "conditions-occult.png") });
      expect(errors).toEqual([]);
      await page.close();
    });

    it("OK RPG: ten lethal wounds put Out and dying under the portrait by themselves", async () => {
      const { page, errors } = await openTab("?ruleset=okrpg&theme=dark");
      const first = page.locator(".pg-character").first();
      await first.locator("[data-pg=pick]").check();
      await page.fill('input[name="system.wounds.lethal"]', "10");
      await page.press('input[name="system.wounds.lethal"]', "Tab");
      await poll(() =>
        first
          .locator(".pg-conditions img")
          .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("data-status"))),
      ).toEqual(["impaired", "down", "out", "dying"]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("the Reference panel shows each page of the ruleset's quick reference", async () => {
      const { page, errors } = await openTab("?ruleset=mano");
      const panel = page.locator(".pg-reference");
      expect(await panel.locator("[data-pg=reference]").allTextContents()).toEqual([
        "Actions and difficulty",
        "Harm",
        "Tracker",
      ]);
      await panel.locator("[data-pg=reference][data-page='1']").click();
      await poll(() => panel.locator("table[data-table=sharpness] tbody tr").count()).toBe(3);
      expect(await panel.locator("a.content-link").count()).toBe(3);
      expect(errors).toEqual([]);
      await page.close();
    });
  },
);

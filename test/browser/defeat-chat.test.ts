import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Locator, Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { afterWrite, pick, press, rawKeys, sheetOf, shoot } from "./steps";

/*
 * A defeat announced in chat on the playground (issue 29), through the same code as Foundry's
 * (src/combat/defeat.ts): a combatant gone out of the fight is announced once, as the GM's message
 * with an Undo; the Undo takes the defeated status off, the tracker lets the combatant join again,
 * and the message says it is undone. A defeat the character's own data holds stays, as in Foundry.
 */

const tracker = (page: Page) => page.locator(".pg-tracker");
const rowOf = (page: Page, name: string): Locator =>
  tracker(page).locator("li.ae-row", { hasText: name });
const defeats = (page: Page) => page.locator(".pg-chat .pg-defeat-message");

async function outOfTheFight(page: Page) {
  const goon = page.locator(".pg-character", { hasText: "Hired goon" });
  await goon.locator("[data-pg=palette]").click();
  await afterWrite(page, () => goon.locator("[data-pg=condition][data-status=out]").click());
}

describe.skipIf(!chromiumAvailable())("a defeat announced in chat", { concurrent: true }, () => {
  for (const theme of ["light", "dark"])
    it(`OK RPG (${theme}): a goon put Out is announced once; the GM's Undo brings it back`, async () => {
      const { page, errors } = await openTab(`?ruleset=okrpg&seed=7&theme=${theme}`);
      await pick(page, "Jack Steele");
      await pick(page, "Hired goon");
      // RULES 1.7 even simpler: Out is a tag the token's status sets
      await afterWrite(page, () =>
        sheetOf(page, "Hired goon")
          .locator('select[name="system.mookSystem"]')
          .selectOption("evenSimpler"),
      );
      await press(page, tracker(page).locator("[data-action=aeStartCombat]"));
      expect(await defeats(page).count()).toBe(0);
      await outOfTheFight(page);
      await poll(() => rowOf(page, "Hired goon").getAttribute("class")).toContain("is-defeated");
      await poll(() => defeats(page).count()).toBe(1);
      const message = defeats(page).first();
      expect(await message.innerText()).toContain("Hired goon is out of the fight.");
      await shoot(message, `defeat-message-${theme}`);

      await message.locator("[data-action=aeUndoDefeat]").click();
      await poll(() => message.innerText()).toContain("Undone: Hired goon is back in the fight.");
      await poll(() => rowOf(page, "Hired goon").getAttribute("class")).not.toContain(
        "is-defeated",
      );
      expect(await message.locator("[data-action=aeUndoDefeat]").count()).toBe(0);
      expect(await defeats(page).count(), "announced once").toBe(1);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

  it("OK RPG: a defeat the goon's wounds hold stays after Undo, saying why, as in Foundry", async () => {
    const { page, errors } = await openTab("?ruleset=okrpg&seed=7");
    await pick(page, "Jack Steele");
    await pick(page, "Hired goon");
    await press(page, tracker(page).locator("[data-action=aeStartCombat]"));
    const points = sheetOf(page, "Hired goon").locator('input[name="system.mook.points"]');
    await afterWrite(page, async () => {
      await points.fill("7");
      await points.press("Tab");
    });
    await poll(() => defeats(page).count()).toBe(1);
    await defeats(page).first().locator("[data-action=aeUndoDefeat]").click();
    await poll(() => page.locator(".pg-notice").allInnerTexts()).toContainEqual(
      expect.stringContaining("Hired goon"),
    );
    expect(await rowOf(page, "Hired goon").getAttribute("class")).toContain("is-defeated");
    expect(await defeats(page).first().locator("[data-action=aeUndoDefeat]").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { poll } from "./poll";
import { chromiumAvailable, openTab } from "./server";
import {
  closeDialog,
  dialog,
  openAttack,
  pick,
  press,
  rawKeys,
  sheetOf,
  shoot,
  target,
} from "./steps";

/*
 * Issue 29's rules the dialogs enforce, played in the playground: a character who cannot act
 * opens the attack dialog to its reason with Roll disabled (RULES 5: the Man-at-arms' stamina is
 * 18), and a number out of the rules' bounds is refused beside its field, never clamped.
 */

const rollButton = (page: Page) => dialog(page).locator('button[data-action="roll"]');

async function setSheetField(page: Page, who: string, name: string, value: string) {
  const input = sheetOf(page, who).locator(`input[name="${name}"]`);
  await input.fill(value);
  await input.press("Tab");
  await poll(() => sheetOf(page, who).locator(`input[name="${name}"]`).inputValue()).toBe(value);
}

describe.skipIf(!chromiumAvailable())(
  "the dialogs refuse what the rules forbid (issue 29)",
  { concurrent: true },
  () => {
    it.each(["light", "dark"])(
      "an incapacitated Man-at-arms (9 stun + 9 damage, stamina 18) cannot attack (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=mano&seed=7&theme=${theme}`);
        await pick(page, "Man-at-arms");
        await pick(page, "Steven");
        await target(page, "Steven");
        // 17 harm is injured: the attack may be rolled
        await setSheetField(page, "Man-at-arms", "system.stun", "8");
        await setSheetField(page, "Man-at-arms", "system.damage", "9");
        await openAttack(page, "Man-at-arms", "Longsword");
        expect(await rollButton(page).isDisabled()).toBe(false);
        await closeDialog(page);
        await setSheetField(page, "Man-at-arms", "system.stun", "9");
        await openAttack(page, "Man-at-arms", "Longsword");
        await poll(() => dialog(page).locator(".ae-dialog__live").first().textContent()).toContain(
          "Man-at-arms is incapacitated",
        );
        expect(await rollButton(page).isDisabled()).toBe(true);
        await shoot(dialog(page).locator("form"), `dialog-cannot-act-mano-${theme}`);
        const cards = await page.locator(".pg-chat .chat-message").count();
        await rollButton(page).click({ force: true });
        expect(await page.locator(".pg-chat .chat-message").count()).toBe(cards);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "Mano a Mano: the Man-at-arms evades on his turn; Steven's attack meets +5 defense (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=mano&seed=5&theme=${theme}`);
        await pick(page, "Man-at-arms");
        await pick(page, "Steven");
        await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
        const acting = page.locator(".pg-tracker .ae-row.is-acting");
        await poll(() => acting.innerText()).toMatch(/Man-at-arms/);
        await press(page, acting.locator("[data-action=aeEvade]"));
        await poll(() => acting.innerText()).toMatch(/Steven/);
        const evader = page.locator(".pg-tracker li.ae-row", { hasText: "Man-at-arms" });
        await evader.getByText("Evading: +5 defense").waitFor();
        await shoot(page.locator(".pg-tracker"), `mano-tracker-evading-${theme}`);
        await target(page, "Man-at-arms");
        await openAttack(page, "Steven", "Machete");
        const bonus = dialog(page).locator('input[name$=".defenceBonus"]').first();
        expect(await bonus.inputValue()).toBe("5");
        await shoot(dialog(page).locator("form"), `dialog-evading-mano-${theme}`);
        await closeDialog(page);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "a confirmation opens on its answer, not on ✕ Close (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=7&theme=${theme}`);
        await pick(page, "Jack Steele");
        await setSheetField(page, "Jack Steele", "system.wounds.lethal", "3");
        await sheetOf(page, "Jack Steele").locator("[data-action=restWeek]").click();
        await dialog(page).waitFor();
        await poll(() =>
          page.evaluate(() => document.activeElement?.matches(".pg-modal .pg-primary") ?? false),
        ).toBe(true);
        await shoot(dialog(page).locator("form"), `confirm-focus-${theme}`);
        await closeDialog(page);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "a renamed character shows its new name in the roster and its tracker row (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=7&theme=${theme}`);
        await pick(page, "Jack Steele");
        const name = sheetOf(page, "Jack Steele").locator('input[name="name"]');
        await name.fill("Jack Iron");
        await name.press("Tab");
        await page.locator(".pg-roster .pg-character", { hasText: "Jack Iron" }).waitFor();
        await page.locator(".pg-tracker li.ae-row", { hasText: "Jack Iron" }).waitFor();
        expect(
          await page.locator(".pg-tracker li.ae-row", { hasText: "Jack Steele" }).count(),
        ).toBe(0);
        await shoot(page.locator(".pg-tracker"), `tracker-renamed-${theme}`);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "an OK RPG defense bonus of -50 is refused beside its field, not used (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=7&theme=${theme}`);
        await pick(page, "Jack Steele");
        await pick(page, "Hired goon");
        await target(page, "Hired goon");
        await openAttack(page, "Jack Steele", "Heavy pistol");
        const bonus = dialog(page).locator('input[name$=".bonus"]').first();
        await bonus.fill("-50");
        await bonus.dispatchEvent("input");
        const name = await bonus.getAttribute("name");
        const error = dialog(page).locator(`[data-live="field:${name}"]`);
        await poll(() => error.textContent()).toContain("must be between -20 and 20, got -50");
        await poll(() => rollButton(page).isDisabled()).toBe(true);
        expect(await bonus.inputValue()).toBe("-50");
        await shoot(dialog(page).locator("form"), `dialog-number-refused-okrpg-${theme}`);
        await bonus.fill("2");
        await bonus.dispatchEvent("input");
        await poll(async () => (await error.textContent())?.trim()).toBe("");
        await poll(() => rollButton(page).isDisabled()).toBe(false);
        expect(errors).toEqual([]);
        await page.close();
      },
    );
  },
);

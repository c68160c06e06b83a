import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import { chromiumAvailable, openTab } from "./server";
import {
  attackUntil,
  dialog,
  lastCard,
  openAttack,
  pick,
  rawKeys,
  sheetOf,
  shoot,
  target,
} from "./steps";

/*
 * Issue 19's words and layout in the playground, as a player meets them: the roll dialog starts
 * on its first field and has Cancel beside Roll, the odds are bands that add up, the card's lines
 * read as words, the tracker's jargon has tooltips, and the empty tracker speaks of characters.
 */

const available = chromiumAvailable();

describe.skipIf(!available)("words and layout in the playground", { concurrent: true }, () => {
  it("the empty tracker asks for characters, not tokens", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=mano");
    const empty = await page.locator(".pg-tracker .ae-empty").innerText();
    expect(empty).toContain("Sample characters");
    expect(empty).not.toContain("token");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the roll dialog: focus on the first field, Cancel beside Roll, odds that add up to 100%", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
    await pick(page, "Jack Steele");
    await pick(page, "Hired goon");
    await target(page, "Hired goon");
    await openAttack(page, "Jack Steele", "Heavy pistol");
    const focused = await page.evaluate(() => {
      const a = document.activeElement as HTMLInputElement | null;
      return { name: a?.getAttribute("name"), inDialog: !!a?.closest(".ae-dialog") };
    });
    expect(focused).toEqual({ name: "setup", inDialog: true });
    const buttons = await dialog(page).locator(".pg-modal__buttons button").allInnerTexts();
    expect(buttons).toEqual(["Roll", "Cancel"]);
    const shares = await dialog(page).locator(".ae-dialog__target .ae-chance dd").allInnerTexts();
    const sum = shares.reduce((total, text) => total + Number(text.replace("%", "")), 0);
    expect(shares.length).toBeGreaterThan(2);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.2);
    await shoot(dialog(page).locator(".application"), "words-okrpg-dialog-light-1280");
    // Cancel closes it and rolls nothing
    const cards = await page.locator(".pg-chat .chat-message").count();
    await dialog(page).locator(".pg-modal__buttons button", { hasText: "Cancel" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.locator(".pg-chat .chat-message").count()).toBe(cards);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the card: the Apply line is a sentence, not capitals; the menu lists only what can be bought", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
    await pick(page, "Jack Steele");
    await pick(page, "Hired goon");
    await target(page, "Hired goon");
    await attackUntil(page, { attacker: "Jack Steele", weapon: "Heavy pistol", offers: "apply" });
    const line = lastCard(page).locator(".ae-apply-line__label");
    expect(await line.innerText()).toBe("Apply acts on the targets of the roll");
    expect(await line.evaluate((el) => getComputedStyle(el).textTransform)).toBe("none");
    // every row of the menu can be bought or given back
    const rows = lastCard(page).locator(".ae-menu__row");
    for (let i = 0; i < (await rows.count()); i++) {
      const live = await rows.nth(i).locator("button:not([disabled])").count();
      expect(live, await rows.nth(i).innerText()).toBeGreaterThan(0);
    }
    await shoot(lastCard(page), "words-okrpg-card-light-1280");
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the tracker's jargon explains itself on hover and focus; Focus ticks the sheet's Focused box", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=action");
    await pick(page, "Peter");
    await pick(page, "Triad thugs");
    await page.locator(".pg-tracker [data-action=aeStartCombat]").click();
    const focus = page.locator(".pg-tracker button[data-action=aeSpend][data-cost='0']").first();
    await focus.waitFor();
    await focus.focus();
    const tip = page.locator(".pg-tooltip");
    await tip.waitFor({ state: "visible" });
    expect(await tip.innerText()).toContain("readying a limit break");
    await shoot(page.locator(".pg-tracker"), "words-action-tracker-tooltip-light-1280");
    await page.keyboard.press("Escape");
    await tip.waitFor({ state: "hidden" });
    // RULES 3: the focus ticks the Focused box on the character's sheet
    const id = await focus.getAttribute("data-combatant-id");
    const box = page.locator(`[data-sheet-actor="${id}"] input[name="system.focused"]`);
    expect(await box.isChecked()).toBe(false);
    await focus.click();
    await poll(() => box.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an Action Rounds sheet adds a weapon, not a Mano a Mano weapon; Action Hits show their number", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=rounds");
    await pick(page, "Sir Aldric");
    const sheet = sheetOf(page, "Sir Aldric");
    const creates = await sheet.locator("[data-action=createItem]").allInnerTexts();
    expect(creates.length).toBeGreaterThan(0);
    for (const text of creates) expect(text).not.toContain("Mano a Mano");
    expect(creates).toContain("Add weapon");
    await page.close();

    const action = await openTab("/?seed=3&ruleset=action");
    await pick(action.page, "Peter");
    const hits = sheetOf(action.page, "Peter").locator('input[name="system.hits.value"]');
    expect(Number(await hits.inputValue())).toBeGreaterThan(0);
    expect(errors.concat(action.errors)).toEqual([]);
    await action.page.close();
  });
});

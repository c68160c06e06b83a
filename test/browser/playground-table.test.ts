import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { actorIdOf, dialog, lastCard, openAttack, pick, roll, sheetOf, target } from "./steps";

/*
 * What a table notices in its first minutes on the playground: the keyboard focus stays on the
 * control just used after the page is drawn again, the chat shows the newest card, and switching
 * the ruleset asks first and puts the ruleset in the address.
 */

const available = chromiumAvailable();

/** The focused element, described by what the page finds it again by. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return "body";
    const data = [...a.attributes]
      .filter((x) => x.name.startsWith("data-") && !x.name.startsWith("data-tooltip"))
      .map((x) => `${x.name}=${x.value}`)
      .join(" ");
    return `${a.tagName.toLowerCase()} ${data}${a instanceof HTMLInputElement ? ` value=${a.value}` : ""}`;
  });

describe.skipIf(!available)("the playground at the table", { concurrent: true }, () => {
  it("keeps the keyboard focus on the control used: a tick, Target, Apply (→ Undo), a tracker control", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
    const jack = await actorIdOf(page, "Jack Steele");
    const goon = await actorIdOf(page, "Hired goon");

    // a character's tick, by keyboard
    await page.locator(`[data-pg=pick][value="${jack}"]`).focus();
    await page.keyboard.press("Space");
    await sheetOf(page, "Jack Steele").waitFor();
    expect(await focused(page)).toBe(`input data-pg=pick value=${jack}`);
    await pick(page, "Hired goon");

    // Target on the sheet's title bar
    await sheetOf(page, "Hired goon").locator("[data-pg=target]").focus();
    await page.keyboard.press("Enter");
    await sheetOf(page, "Hired goon").locator("[data-pg=target][aria-pressed=true]").waitFor();
    expect(await focused(page)).toBe(`button data-pg=target data-actor=${goon}`);

    // Apply turns into Undo: the focus goes to Undo for the same target
    for (let attempt = 0; attempt < 15; attempt++) {
      await openAttack(page, "Jack Steele", "Heavy pistol");
      await roll(page);
      if (await lastCard(page).locator("button[data-action=apply]:not([disabled])").count()) break;
    }
    await lastCard(page).locator(`button[data-action=apply][data-target="${goon}"]`).focus();
    await page.keyboard.press("Enter");
    await lastCard(page).locator("button[data-action=undo]").waitFor();
    expect(await focused(page)).toMatch(/^button data-action=undo data-target=/);

    // tracker controls: Start encounter goes, the focus stays in the tracker; a row's control
    // keeps it after the tracker is drawn again
    await page.locator(".pg-tracker [data-action=aeStartCombat]").focus();
    await page.keyboard.press("Enter");
    await page.locator(".pg-round").waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest(".pg-tracker"))).toBe(true);
    // (not the side toggle: mid-round it asks first, in a dialog of its own)
    const row = page
      .locator(".pg-tracker .ae-row button:not([disabled]):not([data-action=aeToggleSide])")
      .first();
    await row.focus();
    await page.keyboard.press("Enter");
    await poll(() => focused(page)).not.toBe("body");
    expect(await page.evaluate(() => !!document.activeElement?.closest(".pg-tracker"))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("scrolls the chat to each new card", async () => {
    const { page } = await openTab("/?seed=11&ruleset=mano");
    await pick(page, "Man-at-arms");
    await pick(page, "Steven");
    await target(page, "Steven");
    for (let card = 0; card < 6; card++) {
      await openAttack(page, "Man-at-arms", "Longsword");
      await roll(page);
    }
    const view = await page.evaluate(() => {
      const log = document.querySelector<HTMLElement>(".pg-chat > .window-content")!;
      const newest = [...log.querySelectorAll(".chat-message")].at(-1)!.getBoundingClientRect();
      const box = log.getBoundingClientRect();
      return {
        overflows: log.scrollHeight > log.clientHeight,
        newestShown: newest.bottom <= box.bottom + 1 && newest.bottom > box.top,
      };
    });
    expect(view).toEqual({ overflows: true, newestShown: true });
    await page.close();
  });

  it("asks before switching the ruleset wipes the table, and puts the ruleset in the address", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
    await pick(page, "Jack Steele");
    const select = page.locator("select[name=pgRuleset]");
    await select.selectOption("mano");
    await dialog(page).waitFor();
    expect(await dialog(page).innerText()).toMatch(/starts a new table/);
    await dialog(page).getByText("Keep playing").click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await select.inputValue()).toBe("okrpg");
    await sheetOf(page, "Jack Steele").waitFor();
    expect(new URL(page.url()).searchParams.get("ruleset")).toBe("okrpg");

    await select.selectOption("mano");
    await dialog(page).getByText("Switch and start afresh").click();
    await page.locator(".pg-character", { hasText: "Steven" }).waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get("ruleset"), url.searchParams.get("seed")]).toEqual(["mano", "11"]);
    await page.reload();
    await page.locator(".pg-character", { hasText: "Steven" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

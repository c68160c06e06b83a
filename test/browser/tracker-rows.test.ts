import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { crowd } from "./crowd";
import { poll } from "./poll";
import { chromiumAvailable, openTab } from "./server";
import { dialog, press } from "./steps";

/*
 * Issue 28: a tracker click in the playground draws again only the rows it changed. Every row
 * shown is marked (a property on the element, which only the same element keeps); after a click,
 * a row whose HTML did not change still carries its mark, and the keyboard focus stays on the
 * control it was on, in a row kept or in one drawn anew.
 */

const available = chromiumAvailable();

/** An OK RPG encounter of `size` copies of the sample characters (test/browser/crowd.ts), started. */
async function encounter(page: Page, size: number): Promise<void> {
  await crowd(page, size);
  await page.locator(".pg-tracker [data-action=aeStartCombat]").click();
  await page.locator(".pg-tracker .ae-row.is-acting").waitFor();
}

/** Marks every row shown; returns each row's HTML by combatant id. */
function markRows(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>(".pg-tracker .ae-row")].map((row) => {
        (row as unknown as { aeMark: boolean }).aeMark = true;
        return [row.dataset.combatantId!, row.outerHTML];
      }),
    ),
  );
}

/** The rows shown now: whether each is the element marked, and its HTML. */
function rowsNow(page: Page): Promise<{ id: string; kept: boolean; html: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".pg-tracker .ae-row")].map((row) => ({
      id: row.dataset.combatantId!,
      kept: (row as unknown as { aeMark?: boolean }).aeMark === true,
      html: row.outerHTML,
    })),
  );
}

describe.skipIf(!available)("tracker clicks in the playground", { concurrent: true }, () => {
  it("a click keeps every row it did not change as the same element", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=okrpg");
    await encounter(page, 12);
    const before = await markRows(page);
    await press(page, page.locator(".pg-tracker .ae-row.is-acting [data-action=aeAct]").first());
    await poll(async () => (await rowsNow(page)).some((row) => !row.kept)).toBe(true);
    const after = await rowsNow(page);
    expect(after.filter((row) => row.kept).length, "rows kept").toBeGreaterThan(6);
    for (const row of after)
      if (row.html === before[row.id])
        expect(row.kept, `row ${row.id} did not change but was drawn anew`).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the focus stays on its control, in a row kept and in a row drawn anew", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=okrpg");
    await encounter(page, 12);
    // a side button in the last row (which an Act of the first does not change) has the focus
    const last = page.locator(".pg-tracker .ae-row").last();
    const lastId = await last.getAttribute("data-combatant-id");
    await last.locator("[data-action=aeToggleSide]").focus();
    await markRows(page);
    const writes = await page.locator(".pg-writes").getAttribute("data-writes");
    await page.evaluate(() =>
      document
        .querySelector<HTMLElement>(".pg-tracker .ae-row.is-acting [data-action=aeAct]")!
        .click(),
    );
    await poll(() => page.locator(".pg-writes").getAttribute("data-writes")).not.toBe(writes);
    await poll(() =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const row = active.closest<HTMLElement>(".ae-row");
        return `${row?.dataset.combatantId} ${active.dataset.action} ${(row as unknown as { aeMark?: boolean })?.aeMark === true}`;
      }),
    ).toBe(`${lastId} aeToggleSide true`);
    // the acting row's side toggle, pressed from the keyboard and confirmed (a side change in the
    // round under way asks first): that row is drawn anew, the focus follows
    const acting = page.locator(".pg-tracker .ae-row.is-acting").first();
    const actingId = await acting.getAttribute("data-combatant-id");
    await acting.locator("[data-action=aeToggleSide]").focus();
    await markRows(page);
    await page.keyboard.press("Enter");
    await dialog(page).locator("button", { hasText: "Change it" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await poll(() =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const row = active.closest<HTMLElement>(".ae-row");
        return `${row?.dataset.combatantId} ${active.dataset.action} ${(row as unknown as { aeMark?: boolean })?.aeMark === true}`;
      }),
    ).toBe(`${actingId} aeToggleSide false`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

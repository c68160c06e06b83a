import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { poll } from "./poll";
import { chromiumAvailable, openTab } from "./server";
import { dialog, pick, writeCount } from "./steps";

/*
 * The tracker by keyboard, mid-round (issue 29): after Act or Pass the focus goes to the next
 * acting row's main control, never to the old row's side toggle, so the next Enter plays the next
 * combatant; and a side change in the round under way asks first.
 */

const available = chromiumAvailable();

const FIGHTS = [
  { ruleset: "okrpg", people: ["Jack Steele", "Hired goon", "Mei Lin", "Viktor Kross"] },
  { ruleset: "mano", people: ["Man-at-arms", "Road warrior", "Steven", "Tactical officer"] },
] as const;

/** The sides shown on the tracker's rows, by combatant. */
const sides = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".pg-tracker .ae-row")]
      .map((row) => `${row.dataset.combatantId} ${row.className.match(/ae-side-\w+/)?.[0]}`)
      // the ladder reorders its rows as AP change: by combatant, not by place
      .sort(),
  );

/** The focused control's action and combatant. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement;
    return `${a.dataset.action} ${a.dataset.combatantId}`;
  });

async function enterAndWrite(page: Page): Promise<void> {
  const writes = await writeCount(page);
  await page.keyboard.press("Enter");
  await poll(() => writeCount(page)).toBeGreaterThan(writes);
}

describe.skipIf(!available)("the tracker by keyboard mid-round", { concurrent: true }, () => {
  for (const fight of FIGHTS)
    it(`${fight.ruleset}: Enter after Enter plays the next acting row; no side changes`, async () => {
      const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`);
      for (const name of fight.people) await pick(page, name);
      await page.locator(".pg-tracker [data-action=aeStartCombat]").focus();
      await enterAndWrite(page);
      const before = await sides(page);
      const next = ".pg-tracker [data-focus-next]";
      await poll(() => page.locator(next).count()).toBe(1);
      await page.locator(next).focus();
      let moves = 0;
      for (let presses = 0; presses < 6 && (await page.locator(next).count()); presses++) {
        const from = await focused(page);
        await enterAndWrite(page);
        // the next move, or (the round over) anything but a side toggle
        const after = await focused(page);
        expect(after).not.toMatch(/^aeToggleSide/);
        if (await page.locator(next).count()) {
          const expected = await page
            .locator(next)
            .evaluate((b: HTMLElement) => `${b.dataset.action} ${b.dataset.combatantId}`);
          await poll(() => focused(page)).toBe(expected);
          if (expected.split(" ")[1] !== from.split(" ")[1]) moves++;
        }
      }
      expect(moves).toBeGreaterThan(0);
      expect(await sides(page)).toEqual(before);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);

  it("a side change in the round under way asks first: Keep it changes nothing, Change it does", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
    for (const name of ["Jack Steele", "Hired goon"]) await pick(page, name);
    const toggle = page.locator(".pg-tracker .ae-row [data-action=aeToggleSide]").first();
    // before the start: no question
    const writes = await writeCount(page);
    await toggle.click();
    await poll(() => writeCount(page)).toBeGreaterThan(writes);
    expect(await dialog(page).count()).toBe(0);
    await page.locator(".pg-tracker [data-action=aeStartCombat]").click();
    await page.locator(".pg-tracker [data-action=aeStartCombat]").waitFor({ state: "detached" });
    const before = await sides(page);
    await toggle.click();
    await dialog(page).waitFor();
    expect(await dialog(page).innerText()).toMatch(
      /Jack Steele would fight with the (Heroes|Villains) from now on, in the round under way/,
    );
    const started = await writeCount(page);
    await dialog(page).locator("button", { hasText: "Keep it" }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await writeCount(page)).toBe(started);
    expect(await sides(page)).toEqual(before);
    await toggle.click();
    await dialog(page).locator("button", { hasText: "Change it" }).click();
    await poll(() => writeCount(page)).toBeGreaterThan(started);
    expect(await sides(page)).not.toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});

import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { actorIdOf, afterWrite, dialog, lastCard, roundShown } from "./steps";

/*
 * A fight by keyboard alone (Tab, Shift+Tab, Enter, Space; no pointer, no scripted focus): pick
 * two characters, target one, attack from the sheet through the roll dialog to a card, spend a
 * success on the card, Apply, and play a round of the tracker. After every press that draws the
 * page again the focus is still where the user was: on the same control, or on the one that took
 * its place (Apply → Undo), never dropped to the page.
 */

const available = chromiumAvailable();

/** Presses Tab (Shift+Tab going back) until the focus is on `selector`; how many presses it took. */
async function tabTo(page: Page, selector: string, back = false, max = 300): Promise<number> {
  const trail: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    const on = await page.evaluate(
      (s) => ({
        matches: document.activeElement?.matches(s) ?? false,
        label:
          document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName,
      }),
      selector,
    );
    if (on.matches) return presses;
    trail.push(String(on.label));
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${selector} (passed ${trail.slice(-8).join(", ")})`);
}

/** Where the focus is: the focused control and the card, sheet or tracker holding it. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return { on: "body", within: "" };
    const data = [...a.attributes]
      .filter((x) => x.name.startsWith("data-") && !x.name.startsWith("data-tooltip"))
      .map((x) => `${x.name}=${x.value}`)
      .join(" ");
    const holder = a.closest("[data-message-id], [data-sheet-actor], .pg-tracker, .pg-modal");
    return {
      on: `${a.tagName.toLowerCase()} ${data}`.trim(),
      within:
        holder?.getAttribute("data-message-id") ??
        holder?.getAttribute("data-sheet-actor") ??
        ["pg-tracker", "pg-modal"].find((c) => holder?.classList.contains(c)) ??
        "",
    };
  });

/** Enter on the focused control, then waits until the page has written (and drawn) again. */
const enterAndWrite = (page: Page) => afterWrite(page, () => page.keyboard.press("Enter"));

describe.skipIf(!available)("a fight by keyboard alone", { concurrent: true }, () => {
  it("OK RPG: attack (sheet → dialog → Roll), a spend on the card, Apply, a tracker round", async () => {
    const { page, errors } = await openTab("/?seed=11&ruleset=okrpg");
    const jack = await actorIdOf(page, "Jack Steele");
    const goon = await actorIdOf(page, "Hired goon");

    // the roster's ticks and the target's Target button
    for (const id of [jack, goon]) {
      await tabTo(page, `[data-pg=pick][value="${id}"]`);
      await page.keyboard.press("Space");
      await page.locator(`[data-sheet-actor="${id}"]`).waitFor();
      expect(await focus(page)).toEqual({ on: `input data-pg=pick`, within: "" });
    }
    await tabTo(page, `[data-pg=target][data-actor="${goon}"]`);
    await page.keyboard.press("Enter");
    await page.locator(`[data-pg=target][data-actor="${goon}"][aria-pressed=true]`).waitFor();

    // the attack: the weapon row's Attack, the dialog's Roll; the focus comes back to Attack
    const pistol = await page
      .locator(`[data-sheet-actor="${jack}"] .ae-item`, { hasText: "Heavy pistol" })
      .getAttribute("data-item-id");
    const attack = `[data-sheet-actor="${jack}"] [data-action=attack][data-item-id="${pistol}"]`;
    await tabTo(page, attack);
    const spend = "button[data-action=spend][data-option=fullDamage]:not([disabled])";
    for (let attempt = 1; ; attempt++) {
      const cards = await page.locator(".pg-chat .chat-message:not(.pg-roll-message)").count();
      await page.keyboard.press("Enter");
      await dialog(page).locator(".ae-dialog").waitFor();
      await tabTo(page, ".pg-modal .pg-primary");
      await page.keyboard.press("Enter");
      await page.locator(".pg-chat .chat-message:not(.pg-roll-message)").nth(cards).waitFor();
      await poll(() => focus(page)).toMatchObject({ within: jack });
      expect((await focus(page)).on).toBe(`button data-action=attack data-item-id=${pistol}`);
      if (await lastCard(page).locator(spend).count()) break;
      if (attempt === 15) throw new Error("no attack offered a spend");
    }
    const card = await lastCard(page).getAttribute("data-message-id");

    // a choice on the card: the focus stays on it (or in the same card, if it was used up)
    await tabTo(page, `[data-message-id="${card}"] ${spend}`);
    await enterAndWrite(page);
    await poll(() => focus(page)).toMatchObject({ within: card });

    // Apply: the focus goes to the Undo that took its place
    await tabTo(
      page,
      `[data-message-id="${card}"] button[data-action=apply][data-target="${goon}"]`,
    );
    await enterAndWrite(page);
    await poll(() => focus(page)).toEqual({
      on: `button data-action=undo data-target=${goon}`,
      within: card,
    });
    // Undo: the focus goes to Apply, the next likely action (not the card's first spend)
    await enterAndWrite(page);
    await poll(() => focus(page)).toEqual({
      on: `button data-action=apply data-target=${goon}`,
      within: card,
    });

    // the tracker: Start encounter, each acting row's first control, then Next round
    await tabTo(page, ".pg-tracker [data-action=aeStartCombat]", true);
    await enterAndWrite(page);
    await poll(async () => (await focus(page)).within).toBe("pg-tracker");
    // after Start the focus is on the acting row's Act, not on a Tide of Battle choice
    await poll(() =>
      page.evaluate(
        () => document.activeElement?.matches(".ae-row.is-acting .is-primary") ?? false,
      ),
    ).toBe(true);
    const next = ".pg-tracker [data-action=aeNextRound]:not([disabled])";
    const act = ".pg-tracker .ae-row button:is(.is-primary, [data-action=aePass]):not([disabled])";
    for (let presses = 0; await page.locator(act).count(); presses++) {
      if (presses > 20) throw new Error("the round never ended");
      // the acting row's control is found by Tab from wherever the focus was left
      await tabTo(page, act, false, 40).catch(() => tabTo(page, act, true, 120));
      await enterAndWrite(page);
      await poll(async () => (await focus(page)).within).toBe("pg-tracker");
    }
    await tabTo(page, next, false, 40).catch(() => tabTo(page, next, true, 120));
    await enterAndWrite(page);
    expect(await roundShown(page)).toBe(2);
    await poll(async () => (await focus(page)).within).toBe("pg-tracker");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import {
  actorIdOf,
  cardButton,
  clickCard,
  closeDialog,
  dialog,
  lastCard,
  openAttack,
  pick,
  preparedActor,
  press,
  rawKeys,
  roll,
  sheetOf,
  shoot,
  storedActor,
  target,
  writeCount,
  cardText,
} from "./steps";

/*
 * Seed 002's rules reached from the playground's Action dialog and shot counter: Fred tags Peter
 * against the higher of Maneuver 10 and Dodge 13 with two helpers (+2); on the tracker Fred buys
 * a reroll of his initiative with a Fortune point (5 → 4), the GM takes a shot off Madame Viper
 * for a stunt, and her limit break, a villain's, costs 3 shots rather than all; the GM's New
 * session gives Fred his Fortune point back.
 */

const available = chromiumAvailable();

const numberIn = async (page: Page, selector: string) =>
  Number((await dialog(page).locator(selector).first().innerText()).replace("\u2212", "-"));

async function changed(page: Page, selector: string, value: string) {
  const field = dialog(page).locator(selector).first();
  if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
  else await field.fill(value);
  await field.dispatchEvent("change");
}

const shotOf = async (page: Page, id: string) =>
  Number(
    await page
      .locator(`.pg-tracker .ae-row[data-combatant-id="${id}"] .ae-value .ae-number`)
      .innerText(),
  );

const clickTracker = (page: Page, selector: string) =>
  press(page, page.locator(`.pg-tracker ${selector}`));

describe.skipIf(!available)(
  "Action rules on the playground (seed 002)",
  { concurrent: true },
  () => {
    it.each(["light", "dark"])(
      "%s: Fred tags Peter: Maneuver 10 or Dodge 13, the higher applies; two helpers add +2",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=action&theme=${theme}`);
        await pick(page, "Fred");
        await pick(page, "Peter");
        await target(page, "Peter");
        await openAttack(page, "Fred", "Heavy revolver");
        const id = await dialog(page)
          .locator(".ae-dialog__target")
          .first()
          .getAttribute("data-target");
        const total = `[data-live="card"] .ae-line--total dd`;
        const check = await numberIn(page, total);
        await changed(page, `select[name="target.${id}.also"]`, "maneuver");
        await poll(() => dialog(page).locator(`[data-live="${id}"]`).innerText()).toMatch(/13, 10/);
        expect(await dialog(page).locator(`[data-live="${id}"]`).innerText()).toMatch(
          /Difficulty\s+13/,
        );
        await changed(page, "input[name=assistants]", "2");
        await poll(() => numberIn(page, total)).toBe(check + 2);
        await shoot(dialog(page).locator(".application"), `action-dialog-assists-${theme}`);
        await roll(page);
        await expect(cardText(lastCard(page))).resolves.toMatch(/Peter/);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "%s: Peter's active defense and his Active Defense schtick do not stack: Dodge 13 + 3 = 16; Fred spends 2 of 3 Advantage, the card takes the pool to 1",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=action&theme=${theme}`);
        await pick(page, "Fred");
        await pick(page, "Peter");
        const fred = await actorIdOf(page, "Fred");
        const pool = sheetOf(page, "Fred").locator('input[name="system.advantage"]');
        await pool.fill("3");
        await pool.press("Tab");
        await poll(
          async () =>
            ((await storedActor(page, fred)) as { system: { advantage: number } }).system.advantage,
        ).toBe(3);
        await target(page, "Peter");
        await openAttack(page, "Fred", "Heavy revolver");
        const id = await dialog(page)
          .locator(".ae-dialog__target")
          .first()
          .getAttribute("data-target");
        const live = () => dialog(page).locator(`[data-live="${id}"]`).innerText();
        await dialog(page).locator(`input[name="target.${id}.active"]`).check();
        await dialog(page).locator(`input[name^="target.${id}.guard."]`).first().check();
        await poll(live).toMatch(/Difficulty\s+16/);
        const total = `[data-live="card"] .ae-line--total dd`;
        const check = await numberIn(page, total);
        await changed(page, "input[name=advantage]", "2");
        await poll(() => numberIn(page, total)).toBe(check + 2);
        await shoot(
          dialog(page).locator(".application"),
          `action-dialog-defense-advantage-${theme}`,
        );
        await roll(page);
        await expect(cardText(lastCard(page))).resolves.toMatch(/Advantage on this attack\s+\+2/);
        await shoot(lastCard(page), `action-card-advantage-${theme}`);
        await clickCard(page, "spendAdvantage");
        await poll(
          async () =>
            ((await storedActor(page, fred)) as { system: { advantage: number } }).system.advantage,
        ).toBe(1);
        await expect(cardButton(page, "undoAdvantage").count()).resolves.toBe(1);
        await shoot(lastCard(page), `action-card-advantage-spent-${theme}`);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "%s: a team action: Fred rolls for four climbers, a pair of dice each at −4, and the card shows every check and the best",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=action&theme=${theme}`);
        await pick(page, "Fred");
        await sheetOf(page, "Fred")
          .locator('.ae-checks [data-action=takeCheck][data-check="team"]')
          .click();
        await dialog(page).locator(".ae-dialog--check").waitFor();
        for (const [name, value] of [
          ["mate1", "10"],
          ["mate2", "9"],
          ["mate3", "6"],
        ]) {
          const field = dialog(page).locator(`input[name="${name}"]`);
          await field.fill(value);
          await field.dispatchEvent("change");
        }
        await poll(() => dialog(page).innerText()).toMatch(/10, 9, 6/);
        await expect(dialog(page).innerText()).resolves.toMatch(/\u22124/);
        await shoot(dialog(page).locator("form"), `action-team-dialog-${theme}`);
        await roll(page);
        const card = lastCard(page);
        const text = await cardText(card);
        expect(text.match(/A teammate's check/g)).toHaveLength(3);
        expect(text).toMatch(/Your check/);
        expect(text).toMatch(/Best check \(the team's\)/);
        await shoot(card, `action-team-card-${theme}`);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "%s: Fred's Fortune rerolls his first shot; Viper loses a shot to a stunt and her limit break costs 3",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=action&theme=${theme}`);
        await pick(page, "Fred");
        await pick(page, "Madame Viper");
        const fred = await actorIdOf(page, "Fred");
        const viper = await actorIdOf(page, "Madame Viper");
        await clickTracker(page, "[data-action=aeStartCombat]");
        const fortune = async () =>
          ((await preparedActor(page, fred)) as { system: { fortune: { value: number } } }).system
            .fortune.value;
        expect(await fortune()).toBe(5);
        await shoot(page.locator(".pg-tracker"), `action-tracker-fortune-${theme}`);
        await clickTracker(page, `[data-action=aeFortuneInitiative][data-combatant-id="${fred}"]`);
        expect(await fortune()).toBe(4);
        // a closed confident roll is 0 to 5: Reflexes 5 gives a first shot of 5 to 10
        const first = await shotOf(page, fred);
        expect(first).toBeGreaterThanOrEqual(5);
        expect(first).toBeLessThanOrEqual(10);
        const before = await shotOf(page, viper);
        await clickTracker(page, `[data-action=aeLoseShot][data-combatant-id="${viper}"]`);
        expect(await shotOf(page, viper)).toBe(before - 1);
        // once the countdown has begun, initiative can no longer be rerolled
        expect(await page.locator(".pg-tracker [data-action=aeFortuneInitiative]").count()).toBe(0);
        // play on until Viper's shot is called, then her limit break: 3 shots, not all
        for (let i = 0; i < 10; i++) {
          const limit = page.locator(
            `.pg-tracker [data-action=aeSpend][data-cost=all][data-combatant-id="${viper}"]:not([disabled])`,
          );
          if (await limit.count()) break;
          await clickTracker(page, ".ae-row button.is-primary:not([disabled])");
        }
        const limit = page.locator(
          `.pg-tracker [data-action=aeSpend][data-cost=all][data-combatant-id="${viper}"]`,
        );
        await expect(limit.innerText()).resolves.toMatch(/3/);
        const onShot = await shotOf(page, viper);
        await shoot(page.locator(".pg-tracker"), `action-tracker-limit-break-${theme}`);
        await clickTracker(
          page,
          `[data-action=aeSpend][data-cost=all][data-combatant-id="${viper}"]`,
        );
        expect(await shotOf(page, viper)).toBe(Math.max(0, onShot - 3));
        // the GM's New session: asked first, then Fred's spent Fortune point comes back (4 → 5)
        await page.locator("[data-pg=session]").click();
        await dialog(page).locator(".pg-primary").waitFor();
        await shoot(dialog(page), `action-new-session-${theme}`);
        const writes = await writeCount(page);
        await dialog(page).locator(".pg-primary").click();
        await poll(() => writeCount(page)).toBeGreaterThan(writes);
        expect(await fortune()).toBe(5);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "%s: Peter's active defense taken on the shot counter: a shot spent, his row says so, Fred's dialog ticks it (Dodge 13 + 3 = 16) until the next shot is called",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=action&theme=${theme}`);
        await pick(page, "Fred");
        await pick(page, "Peter");
        await target(page, "Peter");
        const peter = await actorIdOf(page, "Peter");
        const fred = await actorIdOf(page, "Fred");
        await clickTracker(page, "[data-action=aeStartCombat]");
        const called = () => page.locator(".pg-tracker .ae-shot-number").innerText();
        // Peter defends against Fred's attack, made on Fred's shot: play on until it is called
        const fredActs = page.locator(
          `.pg-tracker [data-action=aeSpend][data-cost="3"][data-combatant-id="${fred}"]:not([disabled])`,
        );
        for (let i = 0; i < 10 && !(await fredActs.count()); i++)
          await clickTracker(page, ".ae-row button.is-primary:not([disabled])");
        const before = await shotOf(page, peter);
        await clickTracker(page, `[data-action=aeActiveDefence][data-combatant-id="${peter}"]`);
        expect(await shotOf(page, peter)).toBe(before - 1);
        const row = page.locator(`.pg-tracker .ae-row[data-combatant-id="${peter}"]`);
        await expect(row.innerText()).resolves.toMatch(/Active defense \+3 on this shot/);
        await shoot(page.locator(".pg-tracker"), `action-tracker-active-defense-${theme}`);
        await openAttack(page, "Fred", "Heavy revolver");
        const id = await dialog(page)
          .locator(".ae-dialog__target")
          .first()
          .getAttribute("data-target");
        const box = dialog(page).locator(`input[name="target.${id}.active"]`);
        await expect(box.isChecked()).resolves.toBe(true);
        await poll(() => dialog(page).locator(`[data-live="${id}"]`).innerText()).toMatch(
          /Difficulty\s+16/,
        );
        await shoot(dialog(page).locator(".application"), `action-dialog-active-defense-${theme}`);
        await closeDialog(page);
        // the counter moves on to the next shot: the defense is over, the box opens unticked
        const defendedOn = await called();
        for (let i = 0; i < 10 && (await called()) === defendedOn; i++)
          await clickTracker(page, ".ae-row button.is-primary:not([disabled])");
        expect(await called()).not.toBe(defendedOn);
        await expect(row.innerText()).resolves.not.toMatch(/on this shot/);
        await openAttack(page, "Fred", "Heavy revolver");
        await expect(
          dialog(page).locator(`input[name="target.${id}.active"]`).isChecked(),
        ).resolves.toBe(false);
        await poll(() => dialog(page).locator(`[data-live="${id}"]`).innerText()).toMatch(
          /Difficulty\s+13/,
        );
        await closeDialog(page);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "%s: Fred shoots at Peter and Madame Viper at once: one roll against each, each row with its own roll and total",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=action&theme=${theme}`);
        await pick(page, "Fred");
        await pick(page, "Peter");
        await pick(page, "Madame Viper");
        await target(page, "Peter");
        await target(page, "Madame Viper");
        await openAttack(page, "Fred", "Heavy revolver");
        await roll(page);
        const card = lastCard(page);
        const text = await cardText(card);
        expect(text.match(/Own roll/g)).toHaveLength(2);
        expect(text).toMatch(/Peter/);
        expect(text).toMatch(/Madame Viper/);
        await shoot(card, `action-area-card-${theme}`);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );
  },
);

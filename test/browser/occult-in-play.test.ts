import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab, startPlayground, type Playground } from "./server";
import {
  actorIdOf,
  clickCard,
  closeDialog,
  dialog,
  lastCard,
  openAttack,
  pick,
  rawKeys,
  roll,
  sheetOf,
  shoot,
  storedActor,
  target,
  writeCount,
} from "./steps";

/*
 * Occult Ops rules brought into play (issue 17), driven on the playground with the rule text's
 * numbers: a kneeling shot refused after moving more than half the Speed, a single shot spending
 * its round, covering fire spending half the clip, a jump kick refused after another attack, and an interrupt attack on the standard
 * tracker. Both themes are shot for review.
 */

const available = chromiumAvailable();

/** Types a number into a sheet field and waits for its one write. */
async function sheetNumber(page: Page, sheet: string, name: string, value: string) {
  const writes = await writeCount(page);
  const field = sheetOf(page, sheet).locator(`[name="${name}"]`);
  await field.fill(value);
  await field.dispatchEvent("change");
  // the sheet writes on change (a blur after typing may change it once more, to the same value)
  await expect.poll(() => writeCount(page)).toBeGreaterThan(writes);
  await expect(sheetOf(page, sheet).locator(`[name="${name}"]`).inputValue()).resolves.toBe(value);
}

const loaded = async (page: Page, actorId: string, weapon: string) => {
  const actor = (await storedActor(page, actorId)) as {
    items: { name: string; system: { magazine: { loaded: number } } }[];
  };
  return actor.items.find((i) => i.name === weapon)!.system.magazine.loaded;
};

describe.skipIf(!available)("Occult Ops rules in play on the playground", () => {
  let playground: Playground;
  beforeAll(async () => {
    playground = await startPlayground();
  }, 120_000);
  afterAll(async () => playground?.close());

  it.each(["light", "dark"])(
    "positions, a shot's round, the round's tally and an interrupt (%s)",
    async (theme) => {
      const { page, errors } = await openTab(playground, `/?seed=5&ruleset=occult&theme=${theme}`);
      const father = "Father Dominic Reyes";
      await pick(page, father);
      await pick(page, "Bandit");
      await target(page, "Bandit");

      // RULES 2: Speed 7 allows kneeling after 3 squares (half, rounded down), not after 4
      await sheetNumber(page, father, "system.turn.moved", "4");
      await shoot(sheetOf(page, father), `occult-sheet-turn-${theme}`);
      await openAttack(page, father, "Desert Eagle");
      const kneeling = dialog(page).locator("input[name='strike.kneeling']");
      await expect(kneeling.isDisabled()).resolves.toBe(true);
      await expect(dialog(page).innerText()).resolves.toContain(
        "Not after moving more than half the Speed this turn.",
      );
      await shoot(dialog(page).locator(".application"), `occult-dialog-positions-${theme}`);
      await closeDialog(page);
      await sheetNumber(page, father, "system.turn.moved", "3");
      await openAttack(page, father, "Desert Eagle");
      await expect(kneeling.isDisabled()).resolves.toBe(false);

      // a single shot from the Desert Eagle (7 loaded) spends one round: 7 → 6
      await roll(page);
      const id = await actorIdOf(page, father);
      expect(await loaded(page, id, "Desert Eagle")).toBe(7);
      await clickCard(page, "spendAmmo");
      expect(await loaded(page, id, "Desert Eagle")).toBe(6);
      await expect(lastCard(page).innerText()).resolves.toMatch(/Loaded\s+7 → 6/);
      await shoot(lastCard(page), `occult-card-shot-${theme}`);

      // covering fire from the gun's row: half the clip of 7 (4 rounds) leaves, 6 → 2
      const writes = await writeCount(page);
      await sheetOf(page, father)
        .locator(".ae-item", { hasText: "Desert Eagle" })
        .locator("[data-action=coveringFire]")
        .click();
      await expect.poll(() => writeCount(page)).toBe(writes + 1);
      expect(await loaded(page, id, "Desert Eagle")).toBe(2);
      await expect(
        sheetOf(page, father).locator("[name='system.conditions.coveringFire']").isChecked(),
      ).resolves.toBe(true);

      // the shot was this round's first attack: a jump kick now is refused, nothing rolled
      await openAttack(page, father, "Jump kick");
      await expect(dialog(page).innerText()).resolves.toContain(
        "Only as the first attack of the round.",
      );
      const cards = await page.locator(".pg-chat .chat-message").count();
      await dialog(page).locator(".pg-primary").click();
      await expect
        .poll(() => page.locator(".pg-notice").last().innerText())
        .toContain("only as the first attack of the round");
      expect(await page.locator(".pg-chat .chat-message").count()).toBe(cards);

      // the standard tracker: the acting one opens an interrupt, the other takes it and hands back
      const tracker = page.locator(".pg-tracker");
      await tracker.locator("[data-action=aeStartCombat]").click();
      const acting = tracker.locator(".ae-row.is-acting");
      await acting.waitFor();
      const first = await acting.locator(".ae-name").innerText();
      await acting.locator("[data-action=aeOpenInterrupt]").click();
      await tracker.getByText("Interrupted: a foe may attack at once").waitFor();
      await tracker.locator("[data-action=aeTakeInterrupt]").click();
      await expect
        .poll(() => tracker.locator(".ae-row.is-acting .ae-name").innerText())
        .not.toBe(first);
      await shoot(tracker, `occult-tracker-interrupt-${theme}`);
      await tracker.locator(".ae-row.is-acting [data-action=aeNext]").click();
      await expect
        .poll(() => tracker.locator(".ae-row.is-acting .ae-name").innerText())
        .toBe(first);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

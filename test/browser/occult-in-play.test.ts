import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import {
  actorIdOf,
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
 * tracker; the distances the playground asks for (it has no scene to measure): an ally's covering
 * fire within 25 ft, a grenade's blast zones from its radii, and an unarmed punch. Both themes are
 * shot for review.
 */

const available = chromiumAvailable();

/** Types a number into a sheet field and waits for its one write. */
async function sheetNumber(page: Page, sheet: string, name: string, value: string) {
  const writes = await writeCount(page);
  const field = sheetOf(page, sheet).locator(`[name="${name}"]`);
  await field.fill(value);
  await field.dispatchEvent("change");
  // the sheet writes on change (a blur after typing may change it once more, to the same value)
  await poll(() => writeCount(page)).toBeGreaterThan(writes);
  await expect(sheetOf(page, sheet).locator(`[name="${name}"]`).inputValue()).resolves.toBe(value);
}

const loaded = async (page: Page, actorId: string, weapon: string) => {
  const actor = (await storedActor(page, actorId)) as {
    items: { name: string; system: { magazine: { loaded: number } } }[];
  };
  return actor.items.find((i) => i.name === weapon)!.system.magazine.loaded;
};

describe.skipIf(!available)(
  "Occult Ops rules in play on the playground",
  { concurrent: true },
  () => {
    it.each(["light", "dark"])(
      "positions, a shot's round, the round's tally and an interrupt (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=5&ruleset=occult&theme=${theme}`);
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

        // a single shot from the Desert Eagle (7 loaded) spends one round as it fires: 7 → 6,
        // and "Spend the rounds" is not offered
        const id = await actorIdOf(page, father);
        expect(await loaded(page, id, "Desert Eagle")).toBe(7);
        await roll(page);
        await poll(() => loaded(page, id, "Desert Eagle")).toBe(6);
        expect(await lastCard(page).locator("[data-action=spendAmmo]").count()).toBe(0);
        await expect(lastCard(page).innerText()).resolves.toMatch(/Loaded\s+7 → 6/);
        await shoot(lastCard(page), `occult-card-shot-${theme}`);

        // covering fire from the gun's row: half the clip of 7 (4 rounds) leaves, 6 → 2
        const writes = await writeCount(page);
        await sheetOf(page, father)
          .locator(".ae-item", { hasText: "Desert Eagle" })
          .locator("[data-action=coveringFire]")
          .click();
        await poll(() => writeCount(page)).toBe(writes + 1);
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
        await poll(() => page.locator(".pg-notice").last().innerText()).toContain(
          "only as the first attack of the round",
        );
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
        await poll(() => tracker.locator(".ae-row.is-acting .ae-name").innerText()).not.toBe(first);
        await shoot(tracker, `occult-tracker-interrupt-${theme}`);
        await tracker.locator(".ae-row.is-acting [data-action=aeNext]").click();
        await poll(() => tracker.locator(".ae-row.is-acting .ae-name").innerText()).toBe(first);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    /** Types a distance into the dialog and waits for the live chances to follow. */
    async function distance(page: Page, selector: string, value: string) {
      const field = dialog(page).locator(selector).first();
      await field.fill(value);
      await field.dispatchEvent("change");
    }
    const targetNumberOf = async (page: Page, name: string) => {
      const text = await dialog(page)
        .locator(".ae-dialog__target", { hasText: name })
        .first()
        .innerText();
      return Number(/Target number\s+(\d+)/.exec(text)?.[1]);
    };

    it.each(["light", "dark"])(
      "covering fire within 25 ft, blast zones from the radii and an untrained punch (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`/?seed=5&ruleset=occult&theme=${theme}`);
        const father = "Father Dominic Reyes";
        await pick(page, father);
        await pick(page, "Bandit");
        await pick(page, "Todd");

        // RULES 2: the Bandit lacks Weapon: Unarmed, so his punch is at −20
        await target(page, father);
        await openAttack(page, "Bandit", "Punch");
        await expect(
          dialog(page).locator("input[name='strike.noUnarmedSkill']").isChecked(),
        ).resolves.toBe(true);
        await shoot(dialog(page).locator(".application"), `occult-dialog-punch-${theme}`);
        await closeDialog(page);
        await sheetOf(page, father).locator("[data-pg=target]").click();
        await sheetOf(page, father).locator("[data-pg=target][aria-pressed=false]").waitFor();

        // RULES 2: an ally laying covering fire 20 ft from the Bandit adds 10 to his defense; at 30 ft
        // (past 25) nothing
        await target(page, "Bandit");
        await openAttack(page, father, "Desert Eagle");
        const plain = await targetNumberOf(page, "Bandit");
        await distance(page, "input[name$='.coverFt']", "20");
        await poll(() => targetNumberOf(page, "Bandit")).toBe(plain - 10);
        await expect(dialog(page).innerText()).resolves.toMatch(
          /Within an ally's covering fire\s+20 ft \/ 25 ft/,
        );
        await shoot(dialog(page).locator(".application"), `occult-dialog-covering-${theme}`);
        await distance(page, "input[name$='.coverFt']", "30");
        await poll(() => targetNumberOf(page, "Bandit")).toBe(plain);
        await closeDialog(page);

        // RULES 2: the fragmentation grenade's radii 10 / 20 / 30 ft; thrown at the Bandit, Todd 15
        // ft from him stands in the medium radius (half damage), at 35 ft outside
        await target(page, "Todd");
        await openAttack(page, father, "Fragmentation grenade");
        const text = () => dialog(page).innerText();
        await expect(text()).resolves.toMatch(/Short radius \(full damage\)\s+\u2264 10 ft/);
        await expect(text()).resolves.toMatch(/Long radius \(quarter damage\)\s+\u2264 30 ft/);
        const todd = dialog(page).locator(".ae-dialog__target", { hasText: "Todd" }).first();
        await distance(page, "input[name$='.blastFt']", "35");
        await poll(() => todd.innerText()).toContain("Outside the blast");
        await distance(page, "input[name$='.blastFt']", "15");
        await poll(() => todd.innerText()).toContain("Medium radius (half damage)");
        await shoot(dialog(page).locator(".application"), `occult-dialog-blast-${theme}`);
        await roll(page);
        await expect(lastCard(page).innerText()).resolves.toContain("Medium radius (half damage)");
        await shoot(lastCard(page), `occult-card-blast-${theme}`);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );
  },
);

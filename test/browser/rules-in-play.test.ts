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
  press,
  rawKeys,
  roll,
  sheetOf,
  shoot,
  target,
  writeCount,
  cardText,
} from "./steps";

/*
 * Rules the rule texts give with their own numbers, reached from the playground's sheets, roll
 * dialogs, cards and tracker: the OK RPG defence bonus in the dialog's odds, an Occult Ops grenade
 * thrown at someone, the Action Friction Check's conditions from the sheet, the Mano a Mano
 * target's stance, and surprise on Action Rounds' ready hit points.
 */

const available = chromiumAvailable();

/** The total line of a live block of the dialog ("card", or a target's id), as a number. */
const totalOf = async (page: Page, live: string) =>
  Number(
    (
      await dialog(page).locator(`[data-live="${live}"] .ae-line--total dd`).first().innerText()
    ).replace("\u2212", "-"),
  );

/** The id of the first target's block in the dialog. */
const firstTarget = (page: Page) =>
  dialog(page).locator(".ae-dialog__target").first().getAttribute("data-target") as Promise<string>;

async function changed(page: Page, selector: string, value: string | boolean) {
  const field = dialog(page).locator(selector).first();
  if (typeof value === "boolean") await field.setChecked(value);
  else if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
  else await field.fill(value);
  await field.dispatchEvent("change");
}

/** Sets a sheet field and waits for its one write. */
async function sheetField(page: Page, sheet: string, name: string, value: string | boolean) {
  const writes = await writeCount(page);
  const field = sheetOf(page, sheet).locator(`[name="${name}"]`);
  // a click, not setChecked: the write renders the sheet again under the pointer
  if (typeof value === "boolean") {
    if ((await field.isChecked()) !== value) await field.click();
  } else await field.selectOption(value);
  await poll(() => writeCount(page)).toBe(writes + 1);
}

describe.skipIf(!available)("rules in play on the playground", { concurrent: true }, () => {
  it("OK RPG: a defence bonus of +4 raises the successes needed by 4, and the odds follow", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=okrpg");
    await pick(page, "Jack Steele");
    await pick(page, "Hired goon");
    await target(page, "Hired goon");
    await openAttack(page, "Jack Steele", "Heavy pistol");
    const id = await firstTarget(page);
    const needed = await totalOf(page, id);
    const hit = await dialog(page).locator(".ae-dialog__target .ae-chance").first().innerText();
    await changed(page, `input[name="target.${id}.bonus"]`, "4");
    await poll(() => totalOf(page, id)).toBe(needed + 4);
    await poll(() =>
      dialog(page).locator(".ae-dialog__target .ae-chance").first().innerText(),
    ).not.toBe(hit);
    await closeDialog(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Occult Ops: a grenade thrown at the bandit meets his Defense 10; thrown at an empty square it does not", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=occult");
    await pick(page, "Father Dominic Reyes");
    await pick(page, "Bandit");
    await target(page, "Bandit");
    await openAttack(page, "Father Dominic Reyes", "Fragmentation grenade");
    const thrownAt = dialog(page).locator("select[name=thrownAt]");
    const bandit = await thrownAt.inputValue();
    expect(bandit).toBe(await firstTarget(page));
    const atBandit = await totalOf(page, "card");
    await changed(page, "select[name=thrownAt]", "square");
    await poll(() => totalOf(page, "card")).toBe(atBandit + 10);
    await changed(page, "select[name=thrownAt]", bandit);
    await poll(() => totalOf(page, "card")).toBe(atBandit);
    await roll(page);
    await expect(cardText(lastCard(page))).resolves.toMatch(/Thrown at\s+Bandit/);
    await shoot(lastCard(page), "occult-grenade-thrown-at");
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Action: the sheet's Friction section ticks the dialog's Friction Check conditions", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=action");
    await pick(page, "Peter");
    await pick(page, "Triad thugs");
    await target(page, "Triad thugs");
    await sheetOf(page, "Peter").locator("[data-action=tab][data-tab=character]").click();
    await sheetField(page, "Peter", "system.friction.heavy", true);
    await sheetOf(page, "Peter").locator("[data-action=tab][data-tab=combat]").click();
    await openAttack(page, "Peter", "Pistol");
    await expect(dialog(page).locator("input[name='friction.heavy']").isChecked()).resolves.toBe(
      true,
    );
    await expect(dialog(page).locator("input[name='friction.light']").isChecked()).resolves.toBe(
      false,
    );
    await shoot(dialog(page).locator(".application"), "action-dialog-friction");
    await closeDialog(page);
    await shoot(sheetOf(page, "Peter"), "action-sheet-friction");
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Mano a Mano: Steven resting on his sheet (+5 defence) raises the difficulty by 5", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=mano");
    await pick(page, "Man-at-arms");
    await pick(page, "Steven");
    await target(page, "Steven");
    await openAttack(page, "Man-at-arms", "Longsword");
    const id = await firstTarget(page);
    const before = await totalOf(page, id);
    await closeDialog(page);
    await sheetField(page, "Steven", "system.stance", "resting");
    await openAttack(page, "Man-at-arms", "Longsword");
    expect(await totalOf(page, id)).toBe(before + 5);
    await closeDialog(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Action Rounds: the GM marks Sir Aldric (14 ready HP) surprised; Brenna (10) decides first in round 1", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=rounds");
    await pick(page, "Sir Aldric");
    await pick(page, "Brenna of the Marches");
    const tracker = page.locator(".pg-tracker");
    const aldric = tracker.locator(".ae-row", { hasText: "Sir Aldric" });
    const writes = await writeCount(page);
    await aldric.locator("[data-action=aeToggleSurprised]").click();
    await poll(() => writeCount(page)).toBe(writes + 1);
    await expect(
      aldric.locator("[data-action=aeToggleSurprised]").getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await tracker.locator("[data-action=aeStartCombat]").click();
    const brenna = tracker.locator(".ae-row", { hasText: "Brenna" });
    await brenna.getByText("Surprise: decides first").waitFor();
    await expect(tracker.locator(".ae-row.is-acting").innerText()).resolves.toMatch(/Brenna/);
    await shoot(tracker, "rounds-tracker-surprise");
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Mano a Mano combos in an encounter: the Clone (speed 1) struck with his hands this turn, so Drop, another quick action, is refused and he stays standing", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=mano");
    await pick(page, "The Clone");
    await pick(page, "Steven");
    await target(page, "Steven");
    await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
    await openAttack(page, "The Clone", "Hands");
    await roll(page);
    const sheet = sheetOf(page, "The Clone");
    const writes = await writeCount(page);
    await sheet.locator("[data-action=positionAction][data-position=drop]").click();
    await page
      .locator(".pg-notice", { hasText: "This turn's combo is full for the character's speed." })
      .waitFor();
    expect(await writeCount(page)).toBe(writes);
    await expect(sheet.locator("[name='system.posture']").inputValue()).resolves.toBe("standing");
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Mano a Mano combos, checked whole: after a strike with his hands the Clone (speed 1) may not use them again in the turn; his feet make the combo's extra quick strike, a powerful one is no combo step", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=mano");
    await pick(page, "The Clone");
    await pick(page, "Steven");
    await target(page, "Steven");
    const cards = page.locator(".pg-chat .chat-message:not(.pg-roll-message)");
    await openAttack(page, "The Clone", "Hands");
    expect(await dialog(page).locator("input[name=comboContinues]").count()).toBe(0);
    await roll(page);
    const posted = await cards.count();
    await openAttack(page, "The Clone", "Hands");
    // no encounter under way: the player ticks that this strike continues the turn's combo
    expect(await dialog(page).locator("input[name=comboContinues]").isChecked()).toBe(false);
    await changed(page, "input[name=comboContinues]", true);
    await dialog(page)
      .getByText("This step is past the combo's limit at this speed (1).")
      .waitFor();
    await dialog(page).locator(".pg-primary").click();
    await page
      .locator(".pg-notice", { hasText: "Step 2 is refused: it is past the combo's limit of 1" })
      .waitFor();
    expect(await cards.count()).toBe(posted);
    await openAttack(page, "The Clone", "Feet");
    await changed(page, "input[name=comboContinues]", true);
    await dialog(page).locator("select[name=action]").selectOption("powerfulStrike");
    await dialog(page).getByText("A combo holds quick actions only.").waitFor();
    await shoot(dialog(page), "mano-combo-only-quick");
    await dialog(page).locator("select[name=action]").selectOption("quickStrike");
    await dialog(page)
      .getByText("A combo holds quick actions only.")
      .waitFor({ state: "detached" });
    await roll(page);
    expect(await cards.count()).toBe(posted + 1);
    await expect(cardText(lastCard(page))).resolves.toMatch(/Combo step\s+2/);
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Action Rounds multiple weapons: Sir Aldric's longsword strikes once in his act; again it is refused, his feet may still kick", async () => {
    const { page, errors } = await openTab("/?seed=5&ruleset=rounds");
    await pick(page, "Sir Aldric");
    await pick(page, "Brenna of the Marches");
    const tracker = page.locator(".pg-tracker");
    // Brenna's row names him too (she may interfere with him): his own row by its id
    const aldric = tracker.locator(
      `.ae-row[data-combatant-id="${await actorIdOf(page, "Sir Aldric")}"]`,
    );
    await tracker.locator("[data-action=aeStartCombat]").click();
    await tracker.getByText("Turn 1").waitFor();
    await expect(tracker.locator(".ae-row.is-acting").innerText()).resolves.toMatch(/Sir Aldric/);
    await target(page, "Brenna of the Marches");
    const cards = page.locator(".pg-chat .chat-message:not(.pg-roll-message)");
    // 14 ready HP: the longsword spends 2 of them, and Brenna decides next
    await openAttack(page, "Sir Aldric", "Longsword");
    await dialog(page).locator("input[name=hpSpent]").fill("2");
    await roll(page);
    await expect(aldric.locator(".ae-value .ae-number").first().innerText()).resolves.toBe("12");
    // RULES 4 interfering: the card's roll is kept with the act, so Brenna's field holds it
    const cardRoll = await cards
      .last()
      .locator(".ae-card__roll .ae-line--total dd")
      .first()
      .innerText();
    expect(cardRoll.trim()).toMatch(/^-?\d+$/);
    const brenna = tracker.locator(
      `.ae-row[data-combatant-id="${await actorIdOf(page, "Brenna of the Marches")}"]`,
    );
    await expect(brenna.locator("input[name=against]").inputValue()).resolves.toBe(cardRoll.trim());
    const posted = await cards.count();
    await openAttack(page, "Sir Aldric", "Longsword");
    await dialog(page).getByText("This weapon has struck already in this act").waitFor();
    await shoot(dialog(page), "rounds-weapon-struck");
    await dialog(page).locator(".pg-primary").click();
    await page
      .locator(".pg-notice", { hasText: "Longsword has already struck this turn" })
      .waitFor();
    expect(await cards.count()).toBe(posted);
    await expect(aldric.locator(".ae-value .ae-number").first().innerText()).resolves.toBe("12");
    // his feet are another weapon: the kick joins the same act, 1 more HP
    await openAttack(page, "Sir Aldric", "Feet");
    await dialog(page).locator("input[name=hpSpent]").fill("1");
    await roll(page);
    await expect(aldric.locator(".ae-value .ae-number").first().innerText()).resolves.toBe("11");
    await expect(tracker.locator(".ae-row.is-acting").innerText()).resolves.toMatch(/Brenna/);
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import { join } from "node:path";
import { chromiumAvailable, openTab, SCREENS } from "./server";
import {
  actorIdOf,
  attackUntil,
  clickCard,
  closeDialog,
  dialog,
  lastCard,
  openAttack,
  pick,
  playUntilRound,
  roundShown,
  sheetOf,
  shoot,
  preparedActor,
  rawKeys,
  target,
  writeCount,
} from "./steps";
import { FIGHTS, firstOffered } from "./fights";

/*
 * The playground in a real browser (Debian's Chromium), one fight per ruleset with seeded dice:
 * two sample characters, an attack from a sheet through the roll dialog to a card, the card's own
 * choices, Apply (the target's sheet shows it) and Undo (the stored values exactly as before),
 * then two full rounds of the ruleset's tracker mode with its own controls. Screenshots of each
 * sheet, card, dialog and tracker mode land in test-results/playground/ (light and dark, 1280
 * and 800 pixels wide).
 */

const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 800] as const;

const available = chromiumAvailable();
if (!available)
  console.warn("Browser tests skipped: /usr/bin/chromium is missing (apt-get install chromium).");

describe.skipIf(!available)("the playground in Chromium", { concurrent: true }, () => {
  for (const fight of FIGHTS)
    it(`${fight.ruleset}: attack → card → Apply → Undo, and two rounds of the ${fight.mode} tracker`, async () => {
      const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`);
      await pick(page, fight.attacker);
      await pick(page, fight.target);
      await target(page, fight.target);
      const targetId = await actorIdOf(page, fight.target);
      // the pack's sample characters pass the schema validator (problems would be listed)
      expect(await page.locator(".pg-problems").count()).toBe(0);

      // the attack: the roll dialog with its exact chances, then a card in the chat
      await attackUntil(
        page,
        {
          attacker: fight.attacker,
          weapon: fight.weapon,
          offers: fight.ruleset === "occult" ? "rollDamage" : "apply",
        },
        async (p) => {
          // the exact chances, per target, following the choices as they change
          const live = dialog(p).locator(".ae-dialog__target .ae-dialog__live");
          const chances = await live.innerText();
          expect(chances).toMatch(/%/);
          const name = fight.ruleset === "occult" ? "situation" : "modifier";
          const modifier = dialog(p).locator(`input[name=${name}]`);
          await modifier.fill("5");
          await modifier.dispatchEvent("change");
          await poll(() => live.innerText()).not.toBe(chances);
          await modifier.fill("0");
          await modifier.dispatchEvent("change");
          await poll(() => live.innerText()).toBe(chances);
          expect(await rawKeys(p)).toEqual([]);
        },
      );
      await fight.choices(page);

      // Apply: the target's sheet shows the result; Undo: every value exactly as before (as the
      // data model prepares them: Action's "null = full" Hits come back as the full number)
      const sheet = sheetOf(page, fight.target).locator(".window-content");
      const before = {
        values: await preparedActor(page, targetId),
        shown: await sheet.innerText(),
      };
      const applyWith = await firstOffered(page, fight.apply, targetId);
      await clickCard(page, applyWith, { target: targetId });
      expect(await preparedActor(page, targetId)).not.toEqual(before.values);
      expect(await sheet.innerText()).not.toBe(before.shown);
      await shoot(lastCard(page), `${fight.ruleset}-card-applied-light-1280`);
      await clickCard(page, "undo", { target: targetId });
      expect(await preparedActor(page, targetId)).toEqual(before.values);
      expect(await sheet.innerText()).toBe(before.shown);

      // the tracker in the ruleset's own mode, round after round
      await expect(page.locator(`.pg-tracker .ae-mode-${fight.mode}`).count()).resolves.toBe(1);
      await playUntilRound(page, 3);
      expect(await roundShown(page)).toBe(3);

      // screenshots: light and dark, 1280 and 800 wide
      for (const theme of THEMES)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const dark = (await page.locator(".pg-theme").getAttribute("aria-pressed")) === "true";
          if (dark !== (theme === "dark")) await page.locator(".pg-theme").click();
          await page.locator(`body.theme-${theme}`).waitFor();
          const name = (part: string) => `${fight.ruleset}-${part}-${theme}-${width}`;
          await shoot(sheetOf(page, fight.attacker), name("sheet"));
          await shoot(lastCard(page), name("card"));
          await shoot(page.locator(".pg-tracker"), name(`tracker-${fight.mode}`));
          // the whole page: desktop columns in light, stacked in dark
          if ((theme === "light") === (width === 1280))
            await page.screenshot({ path: join(SCREENS, `${name("page")}.png`), fullPage: true });
          await openAttack(page, fight.attacker, fight.weapon);
          await shoot(dialog(page).locator(".application"), name("dialog"));
          await closeDialog(page);
        }
      // every word on the page comes from lang/en.json
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);

  it("sheets: an input writes one update, a refused value is put back with a message, In use toggles", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=okrpg");
    await pick(page, "Hired goon");
    const sheet = sheetOf(page, "Hired goon");
    const nonlethal = sheet.locator('input[name="system.wounds.nonlethal"]');
    await nonlethal.fill("3");
    await nonlethal.press("Enter");
    await poll(() => page.locator(".pg-write").count()).toBe(1);
    await expect(page.locator(".pg-write").first().innerText()).resolves.toMatch(
      /Actor\.update[\s\S]*system\.wounds\.nonlethal\s*3/,
    );
    await nonlethal.fill("-4");
    await nonlethal.press("Enter");
    await page.locator(".pg-notice").first().waitFor();
    await expect(nonlethal.inputValue()).resolves.toBe("3");
    const toggle = sheet.locator(".ae-item", { hasText: "Lead pipe" }).locator(".ae-toggle");
    await toggle.click();
    await poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
    await poll(() => page.locator(".pg-write").count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a long session: the Writes panel lists the newest 40 writes and counts the earlier ones", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=okrpg");
    await pick(page, "Hired goon");
    const nonlethal = sheetOf(page, "Hired goon").locator('input[name="system.wounds.nonlethal"]');
    for (let i = 1; i <= 45; i++) {
      await nonlethal.fill(String(i % 2 ? 1 : 2));
      await nonlethal.press("Enter");
      await poll(() => writeCount(page)).toBe(i);
    }
    expect(await page.locator(".pg-write").count()).toBe(40);
    await expect(page.locator(".pg-writes-earlier").innerText()).resolves.toBe(
      "5 earlier writes are not listed.",
    );
    // newest first, numbered as Foundry would have made them
    await expect(page.locator(".pg-write").first().getAttribute("value")).resolves.toBe("45");
    // each write is added on top of those shown (issue 28): only the newest is open
    await expect(
      page
        .locator(".pg-write details")
        .evaluateAll((all) => all.map((d) => d.hasAttribute("open"))),
    ).resolves.toEqual([true, ...Array(39).fill(false)]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("tracker: the GM picks another mode before starting, the encounter runs in it, characters join and leave", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=okrpg");
    await pick(page, "Jack Steele");
    await pick(page, "Mei Lin");
    await page.locator(".pg-tracker select[name=aeMode]").selectOption("shots");
    await page.locator(".pg-tracker .ae-mode-shots").waitFor();
    await playUntilRound(page, 2);
    expect(await roundShown(page)).toBe(2);
    await expect(page.locator(".pg-tracker .ae-mode-shots").count()).resolves.toBe(1);
    // a character picked mid-fight joins the round under way; one unpicked leaves it
    await pick(page, "Viktor Kross");
    await page.locator(".pg-tracker .ae-row", { hasText: "Viktor Kross" }).waitFor();
    await page.locator(".pg-character", { hasText: "Mei Lin" }).locator("input").uncheck();
    await poll(() => page.locator(".pg-tracker .ae-row", { hasText: "Mei Lin" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

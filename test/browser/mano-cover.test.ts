import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import { chromiumAvailable, openTab } from "./server";
import {
  dialog,
  lastCard,
  openAttack,
  pick,
  rawKeys,
  roll,
  shoot,
  target,
  cardText,
} from "./steps";

/*
 * Mano a Mano's cover action on the playground (RULES 5): the Clone strikes the man-at-arms with
 * his hands while Steven covers him; the dialog's difficulty becomes Steven's melee defense 14
 * + 5 = 19, and the card lists Steven as covering, so a miss can be applied to him.
 */

const available = chromiumAvailable();

describe.skipIf(!available)("cover on the playground", { concurrent: true }, () => {
  for (const theme of ["light", "dark"])
    it(`Mano a Mano (${theme}): Steven covers the man-at-arms: difficulty 14 + 5 = 19, and the card names him covering`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
      await pick(page, "The Clone");
      await pick(page, "Man-at-arms");
      await pick(page, "Steven");
      await target(page, "Man-at-arms");
      await openAttack(page, "The Clone", "Hands");
      const id = await dialog(page)
        .locator(".ae-dialog__target")
        .first()
        .getAttribute("data-target");
      const select = dialog(page).locator(`select[name="target.${id}.coveredBy"]`);
      await expect(select.locator("option").allInnerTexts()).resolves.toEqual(["Nobody", "Steven"]);
      const difficulty = () =>
        dialog(page).locator(`[data-live="${id}"] .ae-line--total dd`).first().innerText();
      const alone = await difficulty();
      await select.selectOption({ label: "Steven" });
      await select.dispatchEvent("change");
      await poll(difficulty).toBe("19");
      expect(alone).not.toBe("19");
      await shoot(dialog(page).locator(".application"), `mano-cover-dialog-${theme}`);
      await roll(page);
      const card = lastCard(page);
      await expect(cardText(card)).resolves.toMatch(/Covered by\s+Steven/);
      await expect(cardText(card)).resolves.toMatch(/Covering\s+Man-at-arms/);
      await shoot(card, `mano-cover-card-${theme}`);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});

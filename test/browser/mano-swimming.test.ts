import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import { chromiumAvailable, openTab } from "./server";
import {
  cardText,
  dialog,
  lastCard,
  openAttack,
  pick,
  rawKeys,
  roll,
  shoot,
  target,
} from "./steps";

/*
 * RULES 5 swimming on the playground: the Clone (swimming 1, hands +2) strikes the man-at-arms
 * (melee defense 15, swimming 1) in the water. Ticking "Fighting in water" adds the Clone's
 * swimming to the roll modifier (+2 → +3) and the man-at-arms' to the difficulty (15 → 16); the
 * card names the water and both swimming values.
 */

const available = chromiumAvailable();

describe.skipIf(!available)("swimming on the playground", { concurrent: true }, () => {
  for (const theme of ["light", "dark"])
    it(`Mano a Mano (${theme}): a strike in the water takes each side's swimming, and the card says so`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
      await pick(page, "The Clone");
      await pick(page, "Man-at-arms");
      await target(page, "Man-at-arms");
      await openAttack(page, "The Clone", "Hands");
      const id = await dialog(page)
        .locator(".ae-dialog__target")
        .first()
        .getAttribute("data-target");
      const lines = () => dialog(page).locator(`[data-live="${id}"]`).innerText();
      await poll(lines).toMatch(/Roll modifier\s+\+2[\s\S]*Difficulty\s+15/);
      const water = dialog(page).locator('input[name="swimming"]');
      await water.check();
      await water.dispatchEvent("change");
      await poll(lines).toMatch(/Roll modifier\s+\+3[\s\S]*Difficulty\s+16/);
      await shoot(dialog(page).locator(".application"), `mano-swimming-dialog-${theme}`);
      await roll(page);
      const card = lastCard(page);
      const shown = await cardText(card);
      expect(shown).toMatch(/In the water\s+½ stun from strikes/);
      expect(shown).toMatch(/Swimming\s+\+1/);
      expect(shown).toMatch(/Swimming \(defense\)\s+\+1/);
      expect(shown).toMatch(/Difficulty\s+16/);
      // the breakdowns opened, as a player reads the swimming values
      await card.evaluate((element) =>
        element.querySelectorAll("details").forEach((d) => ((d as HTMLDetailsElement).open = true)),
      );
      await shoot(card, `mano-swimming-card-${theme}`);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});

import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import {
  cardButton,
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
 * Mano a Mano's mounted combat and Action Rounds' outreached attackers on the playground, driven
 * through the attack dialog's new fields: a ram's driving and agility and the collision's metres
 * (RULES 5), and an outreached attacker striking only the weapon (RULES 4).
 */

const available = chromiumAvailable();

async function changed(page: Page, selector: string, value: string | boolean) {
  const field = dialog(page).locator(selector).first();
  if (typeof value === "boolean") await field.setChecked(value);
  else if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
  else await field.fill(value);
  await field.dispatchEvent("change");
}

const targetId = (page: Page) =>
  dialog(page).locator(".ae-dialog__target").first().getAttribute("data-target") as Promise<string>;

describe.skipIf(!available)(
  "mounted combat and reach on the playground",
  { concurrent: true },
  () => {
    for (const theme of ["light", "dark"])
      it(`Mano a Mano (${theme}): the Clone rams Steven head-on at 12 m and 8 m: the roll takes agility +1, the collision adds 10 power`, async () => {
        const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
        await pick(page, "The Clone");
        await pick(page, "Steven");
        await target(page, "Steven");
        await openAttack(page, "The Clone", "Hands");
        await changed(page, "input[name=ram]", true);
        await changed(page, "input[name=ramDriving]", "3");
        await changed(page, "input[name=ramAgility]", "1");
        await changed(page, "input[name=vehicleMetres]", "12");
        await changed(page, "input[name=targetMetres]", "8");
        const id = await targetId(page);
        await poll(() => dialog(page).locator(`[data-live="${id}"] dd`).first().innerText()).toBe(
          "+1",
        );
        await shoot(dialog(page), `mano-ram-dialog-${theme}`);
        await changed(page, "input[name=charge]", "10");
        await dialog(page).getByText("A ram's collision already counts the run").waitFor();
        await changed(page, "input[name=charge]", "0");
        await roll(page);
        const card = lastCard(page);
        await expect(cardText(card)).resolves.toMatch(
          /Ramming \(lower of driving and agility\)\s*\+1/,
        );
        // seed 5 rolls 14: 14 + 1 beats Steven's 14; fists 3 + collision 10 = 13 power
        await expect(cardText(card)).resolves.toMatch(/Collision\s*\+10/);
        await expect(cardText(card)).resolves.toMatch(/Power\s*13/);
        await card.getByText("Counterattack on the ram: automatic").waitFor();
        await shoot(card, `mano-ram-card-${theme}`);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });

    for (const theme of ["light", "dark"])
      it(`Action Rounds (${theme}): Sir Aldric's 1.2 m longsword against Brenna's 2.5 m spear 3 m away is refused; while she attacks with it he strikes the spear only`, async () => {
        const { page, errors } = await openTab(`/?seed=5&ruleset=rounds&theme=${theme}`);
        await pick(page, "Sir Aldric");
        await pick(page, "Brenna of the Marches");
        await target(page, "Brenna of the Marches");
        const cards = page.locator(".pg-chat .chat-message:not(.pg-roll-message)");
        const posted = await cards.count();
        await openAttack(page, "Sir Aldric", "Longsword");
        const id = await targetId(page);
        await changed(page, `input[name="target.${id}.distance"]`, "3");
        await dialog(page).getByText("Outreached: only while this target attacks you").waitFor();
        await dialog(page).locator(".pg-primary").click();
        await page.locator(".pg-notice", { hasText: "outreaches this weapon" }).waitFor();
        expect(await cards.count()).toBe(posted);
        await openAttack(page, "Sir Aldric", "Longsword");
        await changed(page, `input[name="target.${id}.distance"]`, "3");
        await changed(page, `input[name="target.${id}.attacking"]`, true);
        await dialog(page).getByText("this attack strikes only the target's weapon").waitFor();
        await shoot(dialog(page), `rounds-outreach-dialog-${theme}`);
        await roll(page);
        const card = lastCard(page);
        // seed 5 rolls 14: 14 + 4 beats 14, and the blow lands on the spear: no Apply to press
        await card.getByText("Strikes only the weapon").waitFor();
        expect(await cardButton(page, "apply").count()).toBe(0);
        await shoot(card, `rounds-outreach-card-${theme}`);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });
  },
);

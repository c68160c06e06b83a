import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import {
  actorIdOf,
  attackUntil,
  cardText,
  clickCard,
  lastCard,
  pick,
  preparedActor,
  rawKeys,
  shoot,
  target,
} from "./steps";
import { FIGHTS, firstOffered } from "./fights";

/*
 * The GM's adjustment of the harm, played on the playground in every ruleset (issue 29): the
 * GM types more or less harm and a reason beside the target and presses Adjust; the card shows
 * it; Apply writes the harm as adjusted (the target's values differ from the roll's own Apply);
 * Undo puts the target back exactly. A bad amount is refused with its message, nothing written.
 * Screenshots of the adjusted card, light and dark.
 */

const available = chromiumAvailable();

/** The adjustment each fight's GM makes: Action's thugs have one Hit, so less is what shows. */
const AMOUNT: Record<string, string> = {
  okrpg: "4",
  occult: "5",
  action: "-1",
  rounds: "3",
  mano: "3",
};

async function adjust(page: Page, targetId: string, amount: string, reason: string) {
  const form = lastCard(page).locator(`.ae-target[data-target="${targetId}"] .ae-adjust`);
  // folded until the GM opens it, so the card's Apply stays in view
  const more = form.locator("details.ae-adjust__more");
  if ((await more.getAttribute("open")) === null) await more.locator("summary").click();
  await form.locator("[data-field=amount]").fill(amount);
  await form.locator("[data-field=reason]").fill(reason);
}

describe.skipIf(!available)("the GM adjusts the harm before Apply", { concurrent: true }, () => {
  for (const fight of FIGHTS)
    it(`${fight.ruleset}: adjust, Apply writes it, Undo restores; a bad amount is refused`, async () => {
      const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}`);
      await pick(page, fight.attacker);
      await pick(page, fight.target);
      await target(page, fight.target);
      const targetId = await actorIdOf(page, fight.target);
      await attackUntil(page, {
        attacker: fight.attacker,
        weapon: fight.weapon,
        offers: fight.ruleset === "occult" ? "rollDamage" : "apply",
      });
      await fight.choices(page);
      const before = await preparedActor(page, targetId);
      const applyWith = await firstOffered(page, fight.apply, targetId);

      // the roll's own harm, taken back
      await clickCard(page, applyWith, { target: targetId });
      const plain = await preparedActor(page, targetId);
      await clickCard(page, "undo", { target: targetId });
      expect(await preparedActor(page, targetId)).toEqual(before);

      // a bad amount: refused with its message, the card unchanged
      await adjust(page, targetId, "500", "Too much");
      await lastCard(page).locator(`[data-action=adjust][data-target="${targetId}"]`).click();
      await poll(() => page.locator(".pg-notice").allInnerTexts()).toContainEqual(
        expect.stringMatching(/whole number from −99 to \+99/),
      );
      expect(await cardText(lastCard(page))).not.toContain("GM adjustment");

      // the GM's call, shown on the card beside the target
      await adjust(page, targetId, AMOUNT[fight.ruleset], "Thrown onto the rocks");
      await shoot(lastCard(page), `${fight.ruleset}-card-adjust-form-light`);
      await clickCard(page, "adjust", { target: targetId });
      const shown = lastCard(page).locator(
        `.ae-target[data-target="${targetId}"] .ae-adjust__shown`,
      );
      await poll(() => shown.innerText()).toMatch(/GM adjustment[\s\S]*Thrown onto the rocks/);
      await clickCard(page, applyWith, { target: targetId });
      const adjusted = await preparedActor(page, targetId);
      expect(adjusted, "Apply wrote the adjusted harm, not the roll's own").not.toEqual(plain);
      await shoot(lastCard(page), `${fight.ruleset}-card-adjusted-light`);
      await page.locator(".pg-theme").click();
      await shoot(lastCard(page), `${fight.ruleset}-card-adjusted-dark`);
      await clickCard(page, "undo", { target: targetId });
      expect(await preparedActor(page, targetId)).toEqual(before);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});

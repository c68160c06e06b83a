import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import {
  actorIdOf,
  attackUntil,
  clickCard,
  closeDialog,
  dialog,
  lastCard,
  openAttack,
  pick,
  rawKeys,
  shoot,
  storedActor,
  target,
  writeCount,
  cardText,
} from "./steps";

/*
 * Mano a Mano grappling and aim on the playground's card (RULES 5): the Clone pushes Steven, who
 * rolls his footing against 8 on the card (grapple attack 3 added); the Clone's hold lets him take
 * the dominant position, written to both sheets and undone; an aiming Steven hit loses his aim.
 */

const available = chromiumAvailable();

type Sys = { system: Record<string, unknown> };
const systemOf = async (page: Page, name: string) =>
  ((await storedActor(page, await actorIdOf(page, name))) as Sys).system;

/** Each attack starts a new turn: the combo box (ticked after the first attack) is unticked. */
async function singleAction(page: Page, action: string) {
  await dialog(page).locator("select[name=action]").selectOption(action);
  const combo = dialog(page).locator("input[name=comboContinues]");
  if (await combo.count()) await combo.setChecked(false);
}

describe.skipIf(!available)(
  "Mano a Mano grappling on the playground's card",
  { concurrent: true },
  () => {
    for (const theme of ["light", "dark"] as const) {
      it(`a push: Steven rolls his footing against 8 on the card; failing, Apply puts him on the ground (${theme})`, async () => {
        const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
        await pick(page, "The Clone");
        await pick(page, "Steven");
        await target(page, "Steven");
        // the seeded dice give the same run every time: push until Steven's footing fails
        let text = "";
        for (let tries = 0; tries < 10 && !/Falls down/.test(text); tries++) {
          await attackUntil(
            page,
            { attacker: "The Clone", weapon: "Hands", offers: "rollFooting" },
            (p) => singleAction(p, "push"),
          );
          await expect(cardText(lastCard(page))).resolves.toMatch(/Footing roll\s+> 8/);
          await clickCard(page, "rollFooting");
          text = await cardText(lastCard(page));
          const [, natural, total] = text.match(/Footing roll\s+(\d+) \+3 = (\d+) \/ 8/)!;
          expect(Number(total)).toBe(Number(natural) + 3);
          expect(text).toMatch(Number(total) > 8 ? /Keeps its feet/ : /Falls down/);
        }
        // a fall on blunt ground from the fists' power 3: 2 stun, 1 damage (Steven has no armor)
        expect(text).toMatch(/Fall: stun \/ damage\s+2 \/ 1/);
        await clickCard(page, "apply");
        expect(await systemOf(page, "Steven")).toMatchObject({ posture: "ground" });
        await shoot(lastCard(page), `mano-footing-${theme}`);
        await clickCard(page, "undo");
        expect(await systemOf(page, "Steven")).toMatchObject({ posture: "standing" });
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });

      it(`a hold: the Clone takes the dominant position, Steven is inferior; Undo grip frees both (${theme})`, async () => {
        const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
        await pick(page, "The Clone");
        await pick(page, "Steven");
        await target(page, "Steven");
        await attackUntil(
          page,
          { attacker: "The Clone", weapon: "Hands", offers: "takeGrip" },
          (p) => singleAction(p, "hold"),
        );
        const writes = await writeCount(page);
        await clickCard(page, "takeGrip", { choice: "hold" });
        // the Clone's sheet, Steven's sheet and the card: one write each
        expect(await writeCount(page)).toBe(writes + 3);
        expect((await systemOf(page, "The Clone")).grip).toBe("dominant");
        expect((await systemOf(page, "Steven")).grip).toBe("inferior");
        await expect(cardText(lastCard(page))).resolves.toMatch(/Target's grip\s+Inferior/);
        await shoot(lastCard(page), `mano-grip-${theme}`);
        await clickCard(page, "undoGrip");
        expect((await systemOf(page, "The Clone")).grip).toBe("none");
        expect((await systemOf(page, "Steven")).grip).toBe("none");
        // RULES 5 combos: the next attack's dialog offers to continue the turn's combo
        await openAttack(page, "The Clone", "Feet");
        await dialog(page).locator("input[name=comboContinues]").setChecked(true);
        await shoot(dialog(page), `mano-combo-dialog-${theme}`);
        await closeDialog(page);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    it("an aiming Steven hit by the Clone's fist loses his aim; Undo gives it back", async () => {
      const { page, errors } = await openTab("/?seed=5&ruleset=mano");
      await pick(page, "The Clone");
      await pick(page, "Steven");
      await target(page, "Steven");
      const stance = page
        .locator(".pg-sheet", { has: page.locator(".window-title", { hasText: "Steven" }) })
        .locator('[name="system.stance"]');
      const writes = await writeCount(page);
      await stance.selectOption("aiming");
      await poll(() => writeCount(page)).toBe(writes + 1);
      await attackUntil(page, { attacker: "The Clone", weapon: "Hands", offers: "apply" }, (p) =>
        singleAction(p, "quickStrike"),
      );
      await clickCard(page, "apply");
      expect((await systemOf(page, "Steven")).stance).toBe("default");
      await expect(cardText(lastCard(page))).resolves.toMatch(/Stance\s+Aiming → Default/);
      await shoot(lastCard(page), "mano-aim-lost");
      await clickCard(page, "undo");
      expect((await systemOf(page, "Steven")).stance).toBe("aiming");
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  },
);

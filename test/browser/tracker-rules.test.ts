import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Locator, Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import { dialog, pick, press, rawKeys, sheetOf, shoot, writeCount } from "./steps";

/*
 * Tracker and sheet rules reached from the playground's own controls, with the rule texts'
 * numbers: a Mano a Mano fighter opening ready to counter and its sheet's position buttons
 * (RULES 5), and on Action Rounds' ready hit points the distance tie-break and interfering
 * (RULES 4: a roll against the act's roll, which stops it when it is higher).
 */

const available = chromiumAvailable();

const rowOf = (page: Page, name: string): Locator =>
  page.locator(".pg-tracker .ae-row", { hasText: name });

/** Clicks a tracker control and waits for its write. */

describe.skipIf(!available)("tracker rules on the playground", { concurrent: true }, () => {
  for (const theme of ["light", "dark"])
    it(`Mano a Mano (${theme}): Steven opens ready to counter; the Man-at-arms (reach 1.2) acts first and Steven's counter fires`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
      await pick(page, "Man-at-arms");
      await pick(page, "Steven");
      const steven = rowOf(page, "Steven");
      await steven.getByText("Opens evading: +4 defense until the first turn").waitFor();
      await press(page, steven.locator("[data-action=aeToggleOpening]"));
      await expect(
        steven.locator("[data-action=aeToggleOpening]").getAttribute("aria-pressed"),
      ).resolves.toBe("true");
      await steven.getByText("Opens ready to counter").waitFor();
      await shoot(page.locator(".pg-tracker"), `mano-tracker-opening-${theme}`);
      await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
      await expect(page.locator(".pg-tracker .ae-row.is-acting").innerText()).resolves.toMatch(
        /Man-at-arms/,
      );
      const fire = steven.locator("[data-action=aeFireCounter]:not([disabled])");
      await fire.waitFor();
      await shoot(page.locator(".pg-tracker"), `mano-tracker-counter-ready-${theme}`);
      await press(page, fire);
      await expect(steven.locator("[data-action=aeFireCounter]").count()).resolves.toBe(0);
      // the order is unchanged: the Man-at-arms still has his turn
      await expect(page.locator(".pg-tracker .ae-row.is-acting").innerText()).resolves.toMatch(
        /Man-at-arms/,
      );
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

  for (const theme of ["light", "dark"])
    it(`Mano a Mano (${theme}): Steven's Drop, Stand and Rest buttons write his posture, stance and stun`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=mano&theme=${theme}`);
      await pick(page, "Steven");
      const sheet = sheetOf(page, "Steven");
      const position = (id: string) =>
        sheet.locator(`[data-action=positionAction][data-position=${id}]`);
      // standing: Stand is off, with the rule's reason
      await expect(position("stand").isDisabled()).resolves.toBe(true);
      await expect(position("stand").getAttribute("aria-description")).resolves.toBe(
        "Already standing.",
      );
      await expect(
        position("stand").locator("xpath=..").getAttribute("data-tooltip"),
      ).resolves.toBe("Already standing.");
      await press(page, position("drop"));
      await expect(sheet.locator("[name='system.posture']").inputValue()).resolves.toBe("ground");
      await expect(position("drop").isDisabled()).resolves.toBe(true);
      await shoot(sheet, `mano-sheet-position-${theme}`);
      await press(page, position("instantStand"));
      await expect(sheet.locator("[name='system.posture']").inputValue()).resolves.toBe("standing");
      await expect(sheet.locator("[name='system.stance']").inputValue()).resolves.toBe(
        "instantStand",
      );
      await press(page, position("rest"));
      await expect(sheet.locator("[name='system.stance']").inputValue()).resolves.toBe("resting");
      await expect(sheet.locator("[name='system.stun']").inputValue()).resolves.toBe("0");
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

  for (const theme of ["light", "dark"])
    it(`Action Rounds (${theme}): Sir Aldric holds 4 of 14 HP (10 ready, as Brenna) and stands 1 m from her 2.5 m spear: he decides first`, async () => {
      const { page, errors } = await openTab(`/?seed=5&ruleset=rounds&theme=${theme}`);
      await pick(page, "Sir Aldric");
      await pick(page, "Brenna of the Marches");
      const aldric = rowOf(page, "Sir Aldric");
      await aldric.locator("[data-action=aeChooseCarryOver]").click();
      await dialog(page).locator("input[name=hp]").fill("4");
      await dialog(page).locator("input[name=distance]").fill("1");
      await shoot(dialog(page), `rounds-carry-over-distance-${theme}`);
      const writes = await writeCount(page);
      await dialog(page).locator(".pg-primary").click();
      await poll(() => writeCount(page)).toBe(writes + 1);
      await aldric.getByText("Opponent 1 m away").waitFor();
      await aldric.getByText("Next round: holds 4 HP back").waitFor();
      await press(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
      // the carry-over turn comes first: Sir Aldric moves with none of his 4 held HP
      await aldric.locator("input[name=hp]").fill("0");
      await press(page, aldric.locator("[data-action=aeSpendHp][data-passive=false]"));
      // turn 1: 10 ready each; within half of Brenna's 2.5 m reach, the longsword decides first
      await page.locator(".pg-tracker").getByText("Turn 1").waitFor();
      await expect(page.locator(".pg-tracker .ae-row.is-acting").innerText()).resolves.toMatch(
        /Sir Aldric/,
      );
      await shoot(page.locator(".pg-tracker"), `rounds-tracker-distance-${theme}`);
      // interfering (RULES 4): Sir Aldric acts with 3 HP on the tracker (no card, so no roll kept);
      // Brenna opposes it with 2 (at most 3), and must give the act's roll, 14, to roll against
      await aldric.locator("input[name=hp]").fill("3");
      await press(page, aldric.locator("[data-action=aeSpendHp][data-passive=false]"));
      const brenna = rowOf(page, "Brenna");
      await brenna.getByText("May interfere with Sir Aldric (up to 3 HP)").waitFor();
      await expect(brenna.locator("input[name=against]").inputValue()).resolves.toBe("");
      await brenna.locator("input[name=hp]").fill("2");
      const blank = await writeCount(page);
      await brenna.locator("[data-action=aeInterfere]").click();
      await page
        .locator(".pg-notice")
        .getByText("Give the roll total of the act being opposed first")
        .waitFor();
      expect(await writeCount(page)).toBe(blank);
      // the tracker is drawn again with the notice: the fields start over
      await brenna.locator("input[name=hp]").fill("2");
      await brenna.locator("input[name=against]").fill("14");
      await page.mouse.move(0, 0); // the field's tooltip would hide the row in the picture
      await shoot(page.locator(".pg-tracker"), `rounds-tracker-interfere-${theme}`);
      await press(page, brenna.locator("[data-action=aeInterfere]"));
      // her d20 + bonus is in the chat; beating 14 stops Sir Aldric's act, else it stands
      const roll = page.locator(".pg-chat .pg-roll-message", {
        hasText: "Brenna of the Marches: interferes with Sir Aldric, needing more than 14",
      });
      await roll.waitFor();
      const total = Number(await roll.locator(".dice-total").innerText());
      const formula = await roll.locator(".dice-formula").innerText();
      const natural = total - Number(formula.replace("1d20", "").replace(/\s/g, "") || "0");
      await page.locator(".pg-tracker").getByText("Turn 2").waitFor();
      await expect(brenna.locator(".ae-value .ae-number").innerText()).resolves.toBe("8");
      await aldric
        .getByText(
          total > 14 || natural === 20
            ? "Act stopped: an interference beat its roll of 14"
            : "Act stands: no interference beat its roll of 14",
        )
        .waitFor();
      await shoot(page.locator(".pg-tracker"), `rounds-tracker-interfered-${theme}`);
      expect(await rawKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});

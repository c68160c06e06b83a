import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Locator, Page } from "playwright-core";
import { chromiumAvailable, openTab } from "./server";
import {
  actorIdOf,
  afterWrite,
  press,
  clickCard,
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
  cardText,
} from "./steps";

/*
 * Issue 17's OK RPG rules in the playground, driven through their own controls: the GM's week of
 * rest on the sheet (RULES 1.3), an attack combined with another action and one trying to act
 * before a held action (RULES 1.8), gumption on the ladder (RULES 1.6 optional), a defeated mook
 * leaving the sequence and coming back when healed, and downed mooks rallying on a Tide of
 * Battle 6 (RULES 1.7, 1.9).
 */

const tracker = (page: Page) => page.locator(".pg-tracker");
const rowOf = (page: Page, name: string): Locator =>
  tracker(page).locator("li.ae-row", { hasText: name });

/** Changes a sheet field and waits for its write (the sheet re-renders after it, not before). */
async function setField(page: Page, who: string, name: string, value: string) {
  const input = sheetOf(page, who).locator(`input[name="${name}"]`);
  if ((await input.inputValue()) === value) return;
  await afterWrite(page, async () => {
    await input.fill(value);
    await input.press("Tab");
  });
  await poll(() => sheetOf(page, who).locator(`input[name="${name}"]`).inputValue()).toBe(value);
}

describe.skipIf(!chromiumAvailable())(
  "OK RPG rules in play in the playground (issue 17)",
  { concurrent: true },
  () => {
    it.each(["light", "dark"])(
      "the GM's week of rest heals Jack Steele's lethal points at his Gd rate, 1 a week (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=42&theme=${theme}`);
        await pick(page, "Jack Steele");
        await setField(page, "Jack Steele", "system.wounds.lethal", "3");
        const rest = sheetOf(page, "Jack Steele").locator("[data-action=restWeek]");
        await rest.scrollIntoViewIfNeeded();
        await shoot(rest.locator("xpath=ancestor::section[1]"), `okrpg-rest-week-${theme}`);
        await rest.click();
        await poll(() => dialog(page).textContent()).toContain(
          "Jack Steele rests for a week: lethal points 3 → 2",
        );
        await dialog(page).locator(".pg-primary").click();
        await poll(() =>
          sheetOf(page, "Jack Steele").locator('input[name="system.wounds.lethal"]').inputValue(),
        ).toBe("2");
        expect(await page.locator(".pg-write__op").first().textContent()).toBe("Actor.update");
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "the dialog combines the attack with a rolled action and tries to act before a hold; the card shows both (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=5&theme=${theme}`);
        await pick(page, "Jack Steele");
        await pick(page, "Hired goon");
        await target(page, "Hired goon");
        await openAttack(page, "Jack Steele", "Heavy pistol");
        await dialog(page).locator("select[name=combined]").selectOption("rolled");
        await dialog(page).locator("select[name=combined]").dispatchEvent("change");
        await dialog(page).locator('input[name$=".holding"]').check();
        // RULES 1.8: the other action's and the interrupt's odds appear with the choices
        await poll(() => dialog(page).locator(".ae-dialog").innerText()).toContain(
          "The other action succeeds",
        );
        await poll(() => dialog(page).locator(".ae-dialog").innerText()).toContain(
          "Acting before the held action",
        );
        await shoot(dialog(page).locator("form.application"), `okrpg-combined-dialog-${theme}`);
        await roll(page);
        const card = lastCard(page);
        expect(await cardText(card)).toContain("Combined action");
        expect(await cardText(card)).toContain("Against the hold");
        const combinedSection = card.locator(".ae-card__section", { hasText: "Together with" });
        await combinedSection.scrollIntoViewIfNeeded();
        await shoot(combinedSection, `okrpg-combined-card-${theme}`);
        await clickCard(page, "dropCombined");
        await poll(() => cardText(lastCard(page))).toContain("given up");
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it.each(["light", "dark"])(
      "Mei Lin's staff as vicious bashing, a knockdown and the limb named on the card reach the Bystander's sheet; Undo takes all back (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=3&theme=${theme}`);
        await page.locator("[data-pg=worldRule][data-rule=limbMangling]").check();
        await pick(page, "Mei Lin");
        await pick(page, "Bystander");
        await target(page, "Bystander");
        // 4 points so far: the staff's hit takes the Bystander to the impairment point (5)
        await setField(page, "Bystander", "system.wounds.nonlethal", "4");
        await openAttack(page, "Mei Lin", "Quarterstaff");
        const kind = dialog(page).locator("select[name=attackType]");
        // RULES 1.6: the staff's own kind comes first
        expect(await kind.inputValue()).toBe("lessViciousBashing");
        await kind.selectOption("viciousBashing");
        await kind.dispatchEvent("change");
        await shoot(dialog(page).locator("form.application"), `okrpg-attack-type-dialog-${theme}`);
        await roll(page);
        // Kung fu Ext (8) against the Bystander's Avg (2): successes to spare for a knockdown (2)
        await clickCard(page, "spend", { option: "knockdown" });
        const limb = lastCard(page).locator("input[data-change-action=setLimb]");
        const writes = await writeCount(page);
        await limb.fill("left arm");
        await limb.press("Tab");
        await page.waitForFunction(
          (n) => Number(document.querySelector<HTMLElement>(".pg-writes")?.dataset.writes ?? 0) > n,
          writes,
        );
        expect(await lastCard(page).locator("input[data-change-action=setLimb]").inputValue()).toBe(
          "left arm",
        );
        expect(await cardText(lastCard(page))).toMatch(/vicious bashing \(1\/2\)/i);
        const section = lastCard(page).locator(".ae-card__section", { hasText: "Limb struck" });
        await section.scrollIntoViewIfNeeded();
        await shoot(section, `okrpg-limb-card-${theme}`);
        await clickCard(page, "apply", {});
        const id = await actorIdOf(page, "Bystander");
        type Stored = { system: { knockedDown: boolean; wounds: { mangledLimb: string } } };
        const stored = async () => (await storedActor(page, id)) as Stored;
        expect((await stored()).system.knockedDown).toBe(true);
        expect((await stored()).system.wounds.mangledLimb).toBe("left arm");
        const applied = lastCard(page).locator(".ae-applied");
        await applied.scrollIntoViewIfNeeded();
        await shoot(lastCard(page), `okrpg-knockdown-applied-${theme}`);
        expect(await cardText(applied)).toContain("left arm");
        await clickCard(page, "undo", {});
        expect((await stored()).system.knockedDown).toBe(false);
        expect((await stored()).system.wounds.mangledLimb).toBe("");
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it("the world's default damage system set to Simplest: Mei Lin's staff at DR + 3 half-ranks downs the Bystander", async () => {
      const { page, errors } = await openTab("?ruleset=okrpg&seed=3");
      await page.locator("[data-pg=defaultMookSystem]").selectOption("simplest");
      await shoot(page.locator(".pg-header"), "okrpg-world-rules-header");
      await pick(page, "Mei Lin");
      await pick(page, "Bystander");
      await target(page, "Bystander");
      await openAttack(page, "Mei Lin", "Quarterstaff");
      await roll(page);
      // staff Gd (4), full damage and one step more: Gd+ (5) = DR Avg (2) + 3 half-ranks
      await clickCard(page, "spend", { option: "fullDamage" });
      await clickCard(page, "spend", { option: "moreDamage" });
      await clickCard(page, "apply", {});
      const id = await actorIdOf(page, "Bystander");
      const stored = (await storedActor(page, id)) as { system: { mook: { down: boolean } } };
      expect(stored.system.mook.down).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it.each(["light", "dark"])(
      "Jack Steele's free setup on the goon is kept on the ladder, fills in his attack's dialog, and his Act uses it up (%s)",
      async (theme) => {
        const { page, errors } = await openTab(`?ruleset=okrpg&seed=42&theme=${theme}`);
        await pick(page, "Jack Steele");
        await pick(page, "Hired goon");
        await press(page, tracker(page).locator("[data-action=aeStartCombat]"));
        const setUp = rowOf(page, "Jack Steele").locator("[data-action=aeChooseSetUp]");
        for (let tries = 0; tries < 6 && !(await setUp.count()); tries++) {
          const next = tracker(page).locator(
            "[data-action=aeNextRound].is-primary:not([disabled])",
          );
          const act = tracker(page).locator(".ae-row button.is-primary:not([disabled])");
          await press(page, (await next.count()) ? next : act.first());
        }
        const ap = async () =>
          Number(await rowOf(page, "Jack Steele").locator(".ae-number").textContent());
        const before = await ap();
        await setUp.click();
        await dialog(page).locator("select[name=kind]").waitFor();
        await dialog(page).locator("select[name=kind]").selectOption("free");
        await dialog(page).locator("select[name=target]").selectOption({ label: "Hired goon" });
        await shoot(dialog(page).locator("form"), `okrpg-setup-dialog-${theme}`);
        await press(page, dialog(page).locator(".pg-primary"));
        // RULES 1.8: a setup is an action, 3 AP
        expect(await ap()).toBe(before - 3);
        await poll(() => rowOf(page, "Jack Steele").innerText()).toContain(
          "Set up on Hired goon: +2 to its next action",
        );
        await shoot(tracker(page), `okrpg-setup-tracker-${theme}`);
        await target(page, "Hired goon");
        await openAttack(page, "Jack Steele", "Heavy pistol");
        expect(await dialog(page).locator("select[name=setup]").inputValue()).toBe("free");
        expect(await dialog(page).locator(".ae-dialog").innerText()).toContain(
          "Filled in from the setups the combat tracker keeps",
        );
        await shoot(dialog(page).locator("form.application"), `okrpg-setup-attack-dialog-${theme}`);
        await roll(page);
        expect(await cardText(lastCard(page))).toMatch(/Setup\s*\+2/);
        // his Act (the attack's 3 AP) uses the setup up
        await press(page, rowOf(page, "Jack Steele").locator("[data-action=aeAct]"));
        await poll(() => rowOf(page, "Jack Steele").innerText()).not.toContain("Set up on");
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it("gumption: with the world's rule on, impaired Jack spends his action on a willpower roll", async () => {
      const { page, errors } = await openTab("?ruleset=okrpg&seed=42");
      await page.locator("[data-pg=worldRule][data-rule=gumption]").check();
      await pick(page, "Jack Steele");
      await pick(page, "Bystander");
      // 5 lethal points: impaired, one full rank off every roll
      await setField(page, "Jack Steele", "system.wounds.lethal", "5");
      await press(page, tracker(page).locator("[data-action=aeStartCombat]"));
      const gumption = rowOf(page, "Jack Steele").locator("[data-action=aeGumption]");
      for (let tries = 0; tries < 6 && !(await gumption.count()); tries++) {
        const next = tracker(page).locator("[data-action=aeNextRound].is-primary:not([disabled])");
        const act = tracker(page).locator(".ae-row button.is-primary:not([disabled])");
        await press(page, (await next.count()) ? next : act.first());
      }
      const ap = async () =>
        Number(await rowOf(page, "Jack Steele").locator(".ae-number").textContent());
      const before = await ap();
      await shoot(tracker(page), "okrpg-gumption-tracker");
      await press(page, gumption);
      await poll(() => page.locator(".pg-chat .pg-roll-message").last().textContent()).toContain(
        "Jack Steele: gumption (willpower)",
      );
      const id = await actorIdOf(page, "Jack Steele");
      const stored = (await storedActor(page, id)) as { system: { gumption: string } };
      expect(["none", "good", "great"]).toContain(stored.system.gumption);
      // an action like any other: 3 AP
      expect(await ap()).toBe(before - 3);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("a downed mook is marked and out of the sequence; healed, it rejoins with its own roll", async () => {
      const { page, errors } = await openTab("?ruleset=okrpg&seed=7&theme=dark");
      await pick(page, "Jack Steele");
      await pick(page, "Hired goon");
      await press(page, tracker(page).locator("[data-action=aeStartCombat]"));
      await setField(page, "Hired goon", "system.mook.points", "5");
      await poll(() => rowOf(page, "Hired goon").getAttribute("class")).toContain("is-defeated");
      await shoot(tracker(page), "okrpg-defeated-mook-dark");
      await setField(page, "Hired goon", "system.mook.points", "4");
      await poll(() => rowOf(page, "Hired goon").getAttribute("class")).not.toContain(
        "is-defeated",
      );
      expect(await page.locator(".pg-chat .pg-roll-message").last().textContent()).toContain(
        "Hired goon: initiative successes",
      );
      expect(errors).toEqual([]);
      await page.close();
    });

    it("a Tide of Battle 6 for the villains raises their downed goon two points lighter", async () => {
      const { page, errors } = await openTab("?ruleset=okrpg&seed=11");
      await pick(page, "Jack Steele");
      await pick(page, "Hired goon");
      const goon = await actorIdOf(page, "Hired goon");
      const points = async () =>
        ((await storedActor(page, goon)) as { system: { mook: { points: number } } }).system.mook
          .points;
      // a blessed side keeps the better of two dice (RULES 1.9 optional): the first fight's 6 comes
      // sooner; ending an encounter puts the luck back to normal
      const luck = (next: string) =>
        tracker(page).locator(
          `.ae-tide-side.ae-side-hostile [data-action=aeTideLuck][data-luck="${next}"]`,
        );
      await luck("unlucky").click(); // normal → unlucky
      await luck("blessed").click(); // unlucky → blessed
      await luck("normal").waitFor();
      let rallied = false;
      for (let fight = 0; fight < 20 && !rallied; fight++) {
        await setField(page, "Hired goon", "system.mook.points", "5");
        await press(page, tracker(page).locator("[data-action=aeStartCombat]"));
        const die = await tracker(page)
          .locator(".ae-tide-side.ae-side-hostile .ae-die")
          .textContent();
        if (die === "6") {
          rallied = true;
          expect(await points()).toBe(3);
          await poll(() => rowOf(page, "Hired goon").getAttribute("class")).not.toContain(
            "is-defeated",
          );
          await shoot(tracker(page), "okrpg-tide-rally");
        } else {
          expect(await points()).toBe(5);
          await tracker(page).locator("[data-action=aeEndCombat]").click();
          await dialog(page).locator(".pg-primary").click();
          await tracker(page).locator("[data-action=aeStartCombat]").waitFor();
        }
      }
      expect(rallied).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  },
);

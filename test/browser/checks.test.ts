import { describe, expect, it } from "vitest";
import { poll } from "./poll";
import type { Page } from "playwright-core";
import { checksFor } from "../../src/rules/checks";
import { RULESET_IDS, type RulesetId } from "../../src/rules/rulesets";
import { chromiumAvailable, openTab } from "./server";
import {
  actorIdOf,
  cardButton,
  clickCard,
  dialog,
  lastCard,
  pick,
  rawKeys,
  roll,
  sheetOf,
  shoot,
  storedActor,
  writeCount,
} from "./steps";

/*
 * Every check of every ruleset (checksFor, so checks added later are covered too), taken from a
 * playground sheet's Checks section: the button opens the check dialog with its odds, Roll posts
 * the card, and where the card offers Apply, Apply changes the character's stored data and Undo
 * puts it back exactly. A check the first character cannot take yet is made takeable through the
 * sheet's own fields (SETUP), as a player would.
 */

const available = chromiumAvailable();

/** Sheet fields that make a check takeable, by "<ruleset>.<check id>" (a check not listed must be takeable as the character starts). */
const SETUP: Readonly<Record<string, Readonly<Record<string, string | boolean>>>> = {
  "okrpg.getUp": { "system.knockedDown": true },
  "okrpg.escapeGrab": { "system.grabbed": "Pth" },
  "mano.healing": { "system.damage": "3" },
  "rounds.healing": { "system.damage": "3" },
  "mano.fly": { "system.airspeed": "10" },
  "action.session": { "system.fortune.value": "2" },
  "rounds.fly": { "system.airspeed": "10" },
};

/**
 * Checks whose result, with the dialog's defaults, only informs the table (who has surprise, how
 * far, how fast; an Action stunt with no Advantage spent): no Apply.
 */
const INFORMS_ONLY = new Set([
  "stunt",
  "assist",
  "team",
  "stealth",
  "mutualStalking",
  "jump",
  "climb",
  "swim",
  "fly",
  "stayMounted",
  "handleMount",
]);

/**
 * The stored fields each check's Apply may write, by check id (the same in Mano a Mano and Action
 * Rounds): Apply must change at least one of them and nothing else.
 */
const WRITES: Readonly<Record<string, readonly string[]>> = {
  getUp: ["system.knockedDown"],
  escapeGrab: ["system.grabbed"],
  healing: ["system.damage"],
  offBalance: ["system.posture", "system.stun", "system.damage"],
  fall: ["system.stun", "system.damage"],
  session: ["system.hits.value", "system.fortune.value"],
};

/** The dotted paths whose values differ between two stored actors. */
function changedPaths(before: unknown, after: unknown, prefix = ""): string[] {
  if (typeof before !== "object" || typeof after !== "object" || !before || !after)
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    changedPaths(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      prefix ? `${prefix}.${key}` : key,
    ),
  );
}

/**
 * The character's sheet data: all it stores but its flags, where the card keeps the record of its
 * Apply (SECURITY.md; cleared, not removed, by Undo).
 */
function sheetData(stored: unknown): unknown {
  const { flags: _record, ...sheet } = stored as Record<string, unknown>;
  return sheet;
}

/** Rolls before a check is taken as one whose result changes nothing (seeded dice: same run every time). */
const TRIES = 6;

const firstCharacter = (page: Page) =>
  page
    .locator(".pg-character")
    .first()
    .innerText()
    .then((t) => t.trim().split("\n")[0].trim());

async function setField(page: Page, sheet: string, name: string, value: string | boolean) {
  const writes = await writeCount(page);
  const field = sheetOf(page, sheet).locator(`[name="${name}"]`);
  // a field on another tab: open that tab first, as a player would
  const tab = await field.evaluate((el) => el.closest("[data-tab]")?.getAttribute("data-tab"));
  const tabs = sheetOf(page, sheet).locator('[role="tab"]');
  if (tab && !(await field.isVisible()))
    await tabs.and(page.locator(`[data-tab="${tab}"]`)).click();
  if (typeof value === "boolean") {
    if ((await field.isChecked()) === value) return;
    await field.click();
  } else {
    await field.fill(value);
    await field.dispatchEvent("change");
  }
  await poll(() => writeCount(page)).toBeGreaterThan(writes);
  // back to the first tab, where the Checks section is
  if (!(await tabs.first().getAttribute("aria-selected"))?.includes("true"))
    await tabs.first().click();
}

const checkButton = (page: Page, sheet: string, id: string) =>
  sheetOf(page, sheet).locator(`.ae-checks [data-action=takeCheck][data-check="${id}"]`);

/** Opens a check's dialog: its fields, and odds that are there to read. */
async function openCheck(page: Page, button: ReturnType<typeof checkButton>) {
  await button.click();
  await dialog(page).locator(".ae-dialog--check").waitFor();
  expect(await dialog(page).locator(".ae-chance").count()).toBeGreaterThan(0);
}

async function theme(page: Page, name: "light" | "dark") {
  const dark = (await page.locator(".pg-theme").getAttribute("aria-pressed")) === "true";
  if (dark !== (name === "dark")) await page.locator(".pg-theme").click();
  await page.locator(`body.theme-${name}`).waitFor();
}

describe.skipIf(!available)(
  "every check from the sheet's Checks section",
  { concurrent: true },
  () => {
    it.each(RULESET_IDS.map((r) => [r]))(
      "%s: each check opens its dialog, rolls a card, and Apply/Undo change the sheet and back",
      async (ruleset: RulesetId) => {
        const { page, errors } = await openTab(`/?seed=7&ruleset=${ruleset}`);
        const name = await firstCharacter(page);
        await pick(page, name);
        const checks = checksFor(ruleset);
        const section = sheetOf(page, name).locator(".ae-checks");
        if (!checks.length) {
          await expect(section.count()).resolves.toBe(0);
          await page.close();
          return;
        }
        await expect(section.locator("[data-action=takeCheck]").count()).resolves.toBe(
          checks.length,
        );
        const id = await actorIdOf(page, name);
        for (const [n, check] of checks.entries()) {
          const button = checkButton(page, name, check.id);
          for (const [field, value] of Object.entries(SETUP[`${ruleset}.${check.id}`] ?? {}))
            await setField(page, name, field, value);
          expect(await button.isDisabled(), `${check.id} cannot be taken: add a SETUP entry`).toBe(
            false,
          );
          if (n === 0)
            await shoot(
              sheetOf(page, name).locator(".ae-section", { has: page.locator(".ae-checks") }),
              `${ruleset}-checks`,
            );
          let applied = false;
          for (
            let attempt = 0;
            attempt < (INFORMS_ONLY.has(check.id) ? 1 : TRIES) && !applied;
            attempt++
          ) {
            if (attempt === 0) {
              // light: the dialog, then Cancel posts nothing; dark: the dialog again, then Roll
              await theme(page, "light");
              await openCheck(page, button);
              await shoot(dialog(page).locator("form"), `${ruleset}-${check.id}-dialog-light`);
              const posted = await page.locator(".pg-chat .chat-message").count();
              await dialog(page).locator("footer button", { hasText: "Cancel" }).click();
              await dialog(page).waitFor({ state: "detached" });
              expect(await page.locator(".pg-chat .chat-message").count()).toBe(posted);
              await theme(page, "dark");
            }
            await openCheck(page, button);
            if (attempt === 0)
              await shoot(dialog(page).locator("form"), `${ruleset}-${check.id}-dialog-dark`);
            await roll(page);
            const card = lastCard(page);
            await expect(card.locator(".ae-card--check").count()).resolves.toBe(1);
            await expect(card.locator(".ae-check__result").count()).resolves.toBe(1);
            if (!(await cardButton(page, "apply").count())) {
              await expect(card.locator(".ae-check__nothing").count()).resolves.toBe(1);
              continue;
            }
            const before = sheetData(await storedActor(page, id));
            await clickCard(page, "apply", { target: "character" });
            const changed = changedPaths(before, sheetData(await storedActor(page, id)));
            expect(changed.length, `${check.id}: Apply changed nothing`).toBeGreaterThan(0);
            expect(
              WRITES[check.id],
              `${check.id}: add the fields its Apply writes to WRITES`,
            ).toEqual(expect.arrayContaining(changed));
            for (const shade of ["dark", "light"] as const) {
              await theme(page, shade);
              await shoot(lastCard(page), `${ruleset}-${check.id}-card-applied-${shade}`);
            }
            await clickCard(page, "undo", { target: "character" });
            expect(sheetData(await storedActor(page, id))).toEqual(before);
            applied = true;
          }
          expect(applied, `${check.id} never offered Apply in ${TRIES} rolls`).toBe(
            !INFORMS_ONLY.has(check.id),
          );
        }
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
      180_000,
    );
  },
);

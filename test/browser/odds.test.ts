import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { simulate, type OddsResult } from "../../src/rules/odds";
import type { RulesetId } from "../../src/rules/rulesets";
import { inputOf, RULESETS } from "../rules/odds/fights";
import { table } from "./host-world";
import { chromiumAvailable, openTab } from "./server";
import { audit } from "./axe";
import { poll } from "./poll";
import { dialog, pick, rawKeys, shoot } from "./steps";

/*
 * "Odds of this fight" from the playground's tracker, per ruleset: the panel opens from the
 * tracker's button, plays the picked characters' fight in its Web Worker, and shows the figures
 * the rules API gives for the same encounter and seed in node (the same answer in both places).
 * Screenshots of the panel in both themes land in test-results/playground/.
 */

const available = chromiumAvailable();
const RUNS = 500;
const SEED = 7;

/** The sample characters the page lists, in its order. */
const rosterNames = (page: Page) =>
  page
    .locator(".pg-character label span")
    .evaluateAll((names) => names.map((name) => (name as HTMLElement).innerText.trim()));

/** The same encounter in node: the sample characters picked in the page's order. */
function expected(ruleset: RulesetId, names: readonly string[]): OddsResult {
  const t = table(ruleset);
  const ids = names.map((name) => t.store.ids().find((id) => t.store.stored(id)!.name === name)!);
  t.tracker.reset(ruleset);
  t.tracker.follow(ids);
  return simulate(inputOf(t, { runs: RUNS, seed: SEED }));
}

async function openOdds(page: Page): Promise<void> {
  await page.locator(".pg-tracker [data-action=aeOddsOpen]").click();
  await dialog(page).locator(".ae-odds").waitFor();
}

async function run(page: Page, runs: number, seed: number): Promise<void> {
  const panel = dialog(page);
  await panel.locator("input[name=runs]").fill(String(runs));
  await panel.locator("input[name=runs]").dispatchEvent("change");
  await panel.locator("input[name=seed]").fill(String(seed));
  await panel.locator("input[name=seed]").dispatchEvent("change");
  await panel.locator("[data-action=aeOddsRun]").click();
}

const shares = (page: Page, selector: string, attribute: string) =>
  dialog(page)
    .locator(selector)
    .evaluateAll(
      (nodes, name) => nodes.map((node) => Number((node as HTMLElement).getAttribute(name))),
      attribute,
    );

describe.skipIf(!available)("the odds of a fight on the playground", { concurrent: true }, () => {
  for (const ruleset of RULESETS)
    for (const theme of ["light", "dark"])
      it(`${ruleset} (${theme}): the panel's figures are the API's for the same encounter and seed`, async () => {
        const { page, errors } = await openTab(`/?seed=3&ruleset=${ruleset}&theme=${theme}`);
        const names = await rosterNames(page);
        for (const name of names) await pick(page, name);
        await openOdds(page);
        await run(page, RUNS, SEED);
        const result = dialog(page).locator(".ae-odds-result");
        await result.waitFor({ timeout: 60_000 });
        const api = expected(ruleset, names);
        await expect(result.getAttribute("data-seed")).resolves.toBe(String(SEED));
        expect(await shares(page, ".ae-odds-win[data-side=friendly]", "data-share")).toEqual([
          api.wins.friendly,
        ]);
        expect(await shares(page, ".ae-odds-win[data-side=hostile]", "data-share")).toEqual([
          api.wins.hostile,
        ]);
        expect(await shares(page, ".ae-odds-round", "data-share")).toEqual(api.rounds);
        expect(await shares(page, ".ae-odds-fighter", "data-down")).toEqual(
          [
            ...api.fighters.filter((f) => f.side === "friendly"),
            ...api.fighters.filter((f) => f.side === "hostile"),
          ].map((f) => f.down),
        );
        // the modal scrolls within 90% of the page's height: a tall page shows the panel whole
        await page.setViewportSize({ width: 1280, height: 2400 });
        await shoot(dialog(page).locator("form"), `odds-${ruleset}-${theme}`);
        // no serious or critical accessibility finding in the panel, in either theme
        expect(await audit(page, `odds ${ruleset} ${theme}`, [".pg-modal"])).toEqual([]);
        expect(await rawKeys(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }, 120_000);

  it("a long run shows its progress and stops at Cancel, showing nothing of it", async () => {
    const { page, errors } = await openTab("/?seed=3&ruleset=okrpg&theme=light");
    for (const name of await rosterNames(page)) await pick(page, name);
    await openOdds(page);
    await run(page, 100_000, 1);
    const progress = dialog(page).locator(".ae-odds-progress");
    await progress.waitFor();
    // the first batch's progress arrives once the worker has played it: seconds on a busy machine
    await poll(async () => Number(await progress.getAttribute("aria-valuenow")), {
      timeout: 60_000,
    }).toBeGreaterThan(0);
    await shoot(dialog(page).locator("form"), "odds-running-light");
    await dialog(page).locator("[data-action=aeOddsCancel]").click();
    await dialog(page).getByText("Cancelled after").waitFor();
    await expect(dialog(page).locator(".ae-odds-result").count()).resolves.toBe(0);
    await expect(dialog(page).locator("[data-action=aeOddsRun]").isEnabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

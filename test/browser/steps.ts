import { poll } from "./poll";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { SCREENS } from "./server";

/*
 * What a person does on the playground page, as steps the browser tests read like: pick a
 * character, target one, attack from a sheet, click a card's button, run the tracker.
 */

export const sheetOf = (page: Page, name: string): Locator =>
  page.locator(".pg-sheet", { has: page.locator(".window-title", { hasText: name }) });

export const lastCard = (page: Page): Locator =>
  page.locator(".pg-chat .chat-message:not(.pg-roll-message)").last();

export const dialog = (page: Page): Locator => page.locator(".pg-modal");

export async function pick(page: Page, name: string): Promise<void> {
  await page.locator(".pg-character", { hasText: name }).locator("input").check();
  await sheetOf(page, name).waitFor();
}

export async function target(page: Page, name: string): Promise<void> {
  await sheetOf(page, name).locator("[data-pg=target]").click();
  await sheetOf(page, name).locator("[data-pg=target][aria-pressed=true]").waitFor();
}

/** The attack button on the weapon row naming `weapon`. */
export async function openAttack(page: Page, attacker: string, weapon: string): Promise<void> {
  const row = sheetOf(page, attacker).locator(".ae-item", { hasText: weapon }).first();
  await row.locator("[data-action=attack]").click();
  await dialog(page).locator(".ae-dialog").waitFor();
}

export async function roll(page: Page): Promise<void> {
  const before = await page.locator(".pg-chat .chat-message:not(.pg-roll-message)").count();
  await dialog(page).locator(".pg-primary").click();
  await page.locator(".pg-chat .chat-message:not(.pg-roll-message)").nth(before).waitFor();
}

export async function closeDialog(page: Page): Promise<void> {
  await dialog(page).locator("[data-close]").click();
  await dialog(page).waitFor({ state: "detached" });
}

/** The card's enabled buttons with a data-action (and data-* values). */
export function cardButton(page: Page, action: string, data: Record<string, string> = {}) {
  const attrs = Object.entries(data)
    .map(([k, v]) => `[data-${k}="${v}"]`)
    .join("");
  return lastCard(page).locator(`button[data-action="${action}"]${attrs}:not([disabled])`);
}

/** Clicks a card button and waits for the card to be rendered again. */
export async function clickCard(page: Page, action: string, data: Record<string, string> = {}) {
  const writes = await writeCount(page);
  await cardButton(page, action, data).first().click();
  await page.waitForFunction(writtenMoreThan, writes);
}

/** How many writes the page has made (the Writes panel lists only the newest). */
export const writeCount = (page: Page) =>
  page.evaluate(() =>
    Number(document.querySelector<HTMLElement>(".pg-writes")?.dataset.writes ?? 0),
  );

/** Does `act` and waits until the page has made one more write (and drawn after it). */
export async function afterWrite(page: Page, act: () => Promise<unknown>): Promise<void> {
  const writes = await writeCount(page);
  await act();
  await poll(() => writeCount(page)).toBeGreaterThan(writes);
}

/** A click that writes: waits until the page has made one more write. */
export async function press(page: Page, button: Locator): Promise<void> {
  await afterWrite(page, () => button.click());
}

const writtenMoreThan = (n: number) =>
  Number(document.querySelector<HTMLElement>(".pg-writes")?.dataset.writes ?? 0) > n;

/** Attacks until the card offers `action` (the seeded dice make this the same run every time). */
export async function attackUntil(
  page: Page,
  o: { attacker: string; weapon: string; offers: string; tries?: number },
  setUp: (page: Page) => Promise<void> = async () => {},
): Promise<number> {
  for (let attempt = 1; attempt <= (o.tries ?? 15); attempt++) {
    await openAttack(page, o.attacker, o.weapon);
    await setUp(page);
    await roll(page);
    if (await cardButton(page, o.offers).count()) return attempt;
  }
  throw new Error(`${o.attacker}'s attacks never offered ${o.offers}`);
}

export function actorIdOf(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (n) =>
      (
        window as unknown as {
          playground: { roster: { actor: { _id: string; name: string } }[] };
        }
      ).playground.roster.find((e) => e.actor.name === n)!.actor._id,
    name,
  );
}

/** The stored data of an actor in the page's store (what Foundry's database would hold). */
export function storedActor(page: Page, id: string): Promise<unknown> {
  return page.evaluate(
    (actorId) =>
      JSON.parse(
        JSON.stringify(
          (
            window as unknown as { playground: { store: { stored(id: string): unknown } } }
          ).playground.store.stored(actorId),
        ),
      ),
    id,
  );
}

/** The actor as its data model prepares it: system values and items, derived values included. */
export function preparedActor(page: Page, id: string): Promise<unknown> {
  return page.evaluate((actorId) => {
    const store = (
      window as unknown as {
        playground: {
          store: { actor(id: string): { system: unknown; items: { contents: unknown[] } } };
        };
      }
    ).playground.store;
    const actor = store.actor(actorId);
    return JSON.parse(JSON.stringify({ system: actor.system, items: actor.items.contents }));
  }, id);
}

export const roundShown = async (page: Page) =>
  Number(await page.locator(".pg-round").getAttribute("data-round"));

const nextRound = (page: Page) =>
  page.locator(".pg-tracker [data-action=aeNextRound].is-primary:not([disabled])");

/** Clicks a tracker control and waits for the write it makes. */
async function clickTracker(page: Page, button: Locator): Promise<void> {
  const writes = await writeCount(page);
  await button.click();
  await page.waitForFunction(writtenMoreThan, writes);
}

/**
 * One act on the tracker, as a table plays it: the acting combatant's main control (spending all
 * its ready hit points, in that mode), else pass / hesitate / skip / spend all, else Next round.
 */
async function actOnce(page: Page): Promise<void> {
  const tracker = page.locator(".pg-tracker");
  const hp = tracker.locator(".ae-row input[name=hp]");
  if (await hp.count()) await hp.first().fill((await hp.first().getAttribute("max")) ?? "1");
  const main = tracker.locator(".ae-row button.is-primary:not([disabled])");
  if (await main.count()) return clickTracker(page, main.first());
  const fallback = tracker.locator(
    ".ae-row :is([data-action=aePass],[data-action=aeHesitate],[data-action=aeSkip],[data-action=aeSpend][data-cost=all]):not([disabled])",
  );
  if (await fallback.count()) return clickTracker(page, fallback.first());
  await clickTracker(page, tracker.locator("[data-action=aeNextRound]:not([disabled])"));
}

/**
 * Plays the tracker with its own controls until `round` begins: start the encounter, then act
 * (actOnce) and press Next round once the round is over.
 */
export async function playUntilRound(page: Page, round: number): Promise<number> {
  let clicks = 1;
  await clickTracker(page, page.locator(".pg-tracker [data-action=aeStartCombat]"));
  while ((await roundShown(page)) < round) {
    if (clicks++ > 300) throw new Error("the tracker never reached the round");
    if (await nextRound(page).count()) await clickTracker(page, nextRound(page));
    else await actOnce(page);
  }
  return clicks;
}

/** Acts until the round under way is over (everyone has acted; Next round is offered). */
export async function playToRoundEnd(page: Page): Promise<void> {
  for (let clicks = 0; !(await nextRound(page).count()); clicks++) {
    if (clicks > 100) throw new Error("the round never ended");
    await actOnce(page);
  }
}

/** Screenshot of one element under test-results/playground/. */
export async function shoot(target: Locator, name: string): Promise<string> {
  const path = join(SCREENS, `${name}.png`);
  await target.screenshot({ path });
  return path;
}

/** Text shown to the user that is a raw lang key (a key missing from lang/en.json). */
export function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [".pg-header", ".pg-intro", ".pg-roster", ".pg-sheets", ".pg-tracker", ".pg-chat", ".pg-modal"]
      .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
      .flatMap((element) => element.innerText.match(/\b(?:ACTION_ENGINE|TYPES)\.[\w.]+/g) ?? []),
  );
}

/**
 * A card's text as a player reads it after opening its roll breakdowns (a click on each total:
 * templates/chat/parts/breakdown.hbs keeps them closed), which are closed again afterwards.
 */
export function cardText(card: Locator): Promise<string> {
  return card.evaluate((element: HTMLElement) => {
    const closed = [...element.querySelectorAll("details:not([open])")] as HTMLDetailsElement[];
    for (const details of closed) details.open = true;
    const text = element.innerText;
    for (const details of closed) details.open = false;
    return text;
  });
}

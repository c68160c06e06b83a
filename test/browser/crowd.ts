import type { Page } from "playwright-core";

/**
 * A big fight in the playground: `count` more combatants, copies of the ruleset's sample
 * characters ("Hired goon 7"), each on the side its original takes, added to the page's store and
 * brought into the tracker with those picked (their sheets stay closed, as tokens on a canvas
 * would be). The roster shows five characters; a fight of twenty needs these.
 */
export async function crowd(page: Page, count: number): Promise<void> {
  await page.evaluate((n) => {
    const pg = (
      window as unknown as {
        playground: {
          roster: { actor: { _id: string; name: string } }[];
          picked: string[];
          store: { add(actor: object): void };
          tracker: { follow(ids: string[]): void };
          render(): void;
        };
      }
    ).playground;
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const actor = structuredClone(pg.roster[i % pg.roster.length].actor);
      actor._id = `crowd${String(i).padStart(11, "0")}`;
      actor.name = `${actor.name} ${i + 1}`;
      pg.store.add(actor);
      ids.push(actor._id);
    }
    pg.tracker.follow([...pg.picked, ...ids]);
    pg.render();
  }, count);
  await page
    .locator(".pg-tracker .ae-row")
    .nth(count - 1)
    .waitFor();
}

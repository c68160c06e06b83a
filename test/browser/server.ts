import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, keepTab, takeTab } from "../visual/shoot";

/*
 * The playground for the browser tests: built once per run with its own Vite config into
 * test-results/playground-dist and served by `vite preview` on a free port, both by the browser
 * project's global setup (test/browser/global-setup.ts), driven by Debian's Chromium through
 * playwright-core (no browser is ever downloaded), one browser for the whole run. A file connects
 * to it with its first tab and disconnects when it ends (test/browser/each-file.ts).
 */

const ROOT = join(import.meta.dirname, "..", "..");
export const SCREENS = join(ROOT, "test-results", "playground");

export { chromiumAvailable };

/** The playground's address, served once per run by the browser project's global setup. */
export function playgroundUrl(): string {
  const url = inject("playgroundUrl");
  if (!url) throw new Error("the browser project's global setup served no playground");
  return url;
}

/**
 * A tab at a width (1280 desktop, 800 narrow), the page's errors collected. End the test with
 * `page.close()`: the tab goes back to the file's pool.
 */
export async function openTab(
  query: string,
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  mkdirSync(SCREENS, { recursive: true });
  const page = await takeTab({ width, height: 900 });
  // the test's `page.close()` keeps the tab for the next page (test/visual/shoot.ts)
  page.close = () => keepTab(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(new URL(query, playgroundUrl()).href);
  await page.waitForSelector(".pg-roster");
  return { page, errors };
}

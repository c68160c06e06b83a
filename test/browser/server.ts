import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { type Browser, type Page } from "playwright-core";
import { chromiumAvailable, closeBrowser, launch } from "../visual/shoot";

/*
 * The playground for the browser tests: built once per run with its own Vite config into
 * test-results/playground-dist and served by `vite preview` on a free port, both by the browser
 * project's global setup (test/browser/global-setup.ts), driven by Debian's Chromium through
 * playwright-core (no browser is ever downloaded), one browser for the whole run.
 */

const ROOT = join(import.meta.dirname, "..", "..");
export const SCREENS = join(ROOT, "test-results", "playground");

export { chromiumAvailable };

export interface Playground {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** The run's playground and browser; `close` closes what this file opened, not the browser. */
export async function startPlayground(): Promise<Playground> {
  const url = inject("playgroundUrl");
  if (!url) throw new Error("the browser project's global setup served no playground");
  mkdirSync(SCREENS, { recursive: true });
  return { url, browser: await launch(), close: closeBrowser };
}

/** A tab at a width (1280 desktop, 800 narrow), the page's errors collected. */
export async function openTab(
  playground: Playground,
  query: string,
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const page = await playground.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(new URL(query, playground.url).href);
  await page.waitForSelector(".pg-roster");
  return { page, errors };
}

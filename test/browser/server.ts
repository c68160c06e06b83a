import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { build, preview, type PreviewServer } from "vite";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from "../visual/shoot";

/*
 * The playground for the browser tests: built once with its own Vite config into
 * test-results/playground-dist, served by `vite preview` on a free port, driven by Debian's
 * Chromium through playwright-core (no browser is ever downloaded). PLAYGROUND_URL points the
 * tests at a running `npm start` instead, for working on them.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const CONFIG = join(ROOT, "vite.playground.config.ts");
export const SCREENS = join(ROOT, "test-results", "playground");

export { chromiumAvailable };

export interface Playground {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startPlayground(): Promise<Playground> {
  let server: PreviewServer | null = null;
  let url = process.env.PLAYGROUND_URL ?? "";
  if (!url) {
    await build({ configFile: CONFIG, logLevel: "warn" });
    server = await preview({
      configFile: CONFIG,
      logLevel: "warn",
      preview: { port: 0, open: false, strictPort: false },
    });
    url = server.resolvedUrls?.local[0] ?? "";
  }
  mkdirSync(SCREENS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await server?.close();
    },
  };
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

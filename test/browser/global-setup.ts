import { join } from "node:path";
import { build, preview, type PreviewServer } from "vite";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from "../visual/chromium";

/*
 * Once per `vitest run` of the browser project: build the playground, serve it with `vite preview`
 * on a free port, and start one Chromium that every browser and screenshot file connects to
 * (test/browser/server.ts, test/visual/shoot.ts). Each file still opens its own pages; what it
 * no longer pays is a build, a server and a browser start of its own. PLAYGROUND_URL points the
 * tests at a running `npm start` instead, for working on them.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** the playground's address ("" when Chromium is missing) */
    playgroundUrl: string;
    /** the shared Chromium's endpoint for `chromium.connect` ("" when Chromium is missing) */
    browserEndpoint: string;
  }
}

const PLAYGROUND_CONFIG = join(import.meta.dirname, "..", "..", "vite.playground.config.ts");

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumAvailable()) {
    project.provide("playgroundUrl", "");
    project.provide("browserEndpoint", "");
    return async () => {};
  }
  let server: PreviewServer | null = null;
  let url = process.env.PLAYGROUND_URL ?? "";
  const building = url
    ? Promise.resolve()
    : build({ configFile: PLAYGROUND_CONFIG, logLevel: "warn" }).then(async () => {
        server = await preview({
          configFile: PLAYGROUND_CONFIG,
          logLevel: "warn",
          preview: { port: 0, open: false, strictPort: false },
        });
        url = server.resolvedUrls?.local[0] ?? "";
      });
  const [browser] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
    building,
  ]);
  project.provide("playgroundUrl", url);
  project.provide("browserEndpoint", (browser as BrowserServer).wsEndpoint());
  return async () => {
    await browser.close();
    await (server as PreviewServer | null)?.close();
  };
}

import { existsSync } from "node:fs";

/**
 * Debian's Chromium, never a downloaded browser. Where Debian's headless shell is installed too
 * (`apt-get install chromium-headless-shell`: the same engine without the desktop browser's
 * parts), the tests drive it instead: the browser tests take about a fifth less CPU (issue 25).
 */
const BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
export const CHROMIUM = BROWSERS.find((path) => existsSync(path)) ?? "/usr/bin/chromium";
/** The flags a closed network needs. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

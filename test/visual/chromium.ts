import { existsSync } from "node:fs";

/** Debian's Chromium, never a downloaded browser; the flags a closed network needs. */
export const CHROMIUM = "/usr/bin/chromium";
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

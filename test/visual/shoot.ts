import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from "./chromium";

/**
 * Screenshots rendered templates in headless Chromium (Debian's /usr/bin/chromium; no
 * browser download) with the compiled system CSS (dist/action-engine.css, so build first)
 * and the playground's stand-in for Foundry's window chrome. PNGs land in
 * test-results/screens/, for a developer to look at.
 */
const ROOT = join(import.meta.dirname, "..", "..");
export { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable };

let browser: Promise<Browser> | undefined;
/**
 * The run's shared Chromium (started by the browser project's global setup,
 * test/browser/global-setup.ts), connected once per test file.
 */
export async function launch(): Promise<Browser> {
  browser ??= chromium.connect(inject("browserEndpoint"));
  return browser;
}
/** Disconnects this file from the shared browser (closing the pages it opened). */
export async function closeBrowser(): Promise<void> {
  const connected = browser;
  browser = undefined;
  idleTabs.length = 0;
  await (await connected)?.close();
}

/**
 * Tabs a test has finished with, kept for the file's next page: a new tab starts a renderer
 * process (about 2.5 CPU-seconds on this machine), a navigation in a kept one costs about 0.7.
 * Each tab is its own browser context (`browser.newPage`), and the playground keeps nothing in
 * the browser (no storage, no cookies), so a kept tab opened at a new address starts as a new one
 * does.
 */
const idleTabs: Page[] = [];

/** An idle tab at that size, or a new one. */
export async function takeTab(viewport: { width: number; height: number }): Promise<Page> {
  const kept = idleTabs.pop();
  if (!kept) return (await launch()).newPage({ viewport });
  await kept.setViewportSize(viewport);
  return kept;
}

/** Events a test listens to on its page; a kept tab drops the last test's listeners. */
const TEST_EVENTS = ["pageerror", "console", "dialog", "request", "response"] as const;

/**
 * Gives a tab back to the file's pool: it leaves the page (about:blank, the pointer outside) and
 * forgets the test's listeners; a tab that cannot leave is closed for good.
 */
export async function keepTab(tab: Page, closeForGood: () => Promise<void>): Promise<void> {
  try {
    for (const event of TEST_EVENTS) tab.removeAllListeners(event);
    await tab.mouse.move(-10, -10);
    await tab.goto("about:blank");
    idleTabs.push(tab);
  } catch {
    await closeForGood().catch(() => {});
  }
}

export interface Shot {
  name: string;
  /** inner HTML of the window content (or a whole chat message) */
  html: string;
  title?: string;
  theme?: "light" | "dark";
  width?: number;
  /** wrap in an application window (sheets, tracker) or show bare (chat cards) */
  frame?: "window" | "chat";
  /** more classes on the window element (a sheet's own, as its DEFAULT_OPTIONS give them) */
  classes?: string;
}

let styles: { css: string; shell: string } | undefined;
/** The compiled system CSS and the window chrome's stand-in, read once per file. */
function stylesheets(): { css: string; shell: string } {
  styles ??= {
    css: readFileSync(join(ROOT, "dist", "action-engine.css"), "utf8"),
    shell: readFileSync(join(ROOT, "playground", "host", "shell.css"), "utf8"),
  };
  return styles;
}

export function page(shot: Shot): string {
  const { css, shell } = stylesheets();
  const theme = `theme-${shot.theme ?? "light"}`;
  const body =
    shot.frame === "chat"
      ? `<div class="chat-log-shell">${shot.html}</div>`
      : `<div class="application sheet action-engine themed ${theme} ${shot.classes ?? ""}" style="width:${shot.width ?? 720}px">
           <header class="window-header"><h1 class="window-title">${shot.title ?? shot.name}</h1></header>
           <section class="window-content">${shot.html}</section></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${shell}</style><style>${css}</style></head>
    <body class="${theme}">${body}</body></html>`;
}

/** Writes test-results/screens/<name>.png and returns its path. */
export async function screenshot(shot: Shot): Promise<string> {
  const dir = join(ROOT, "test-results", "screens");
  mkdirSync(dir, { recursive: true });
  const viewport = { width: (shot.width ?? 720) + 64, height: 600 };
  // a screenshot takes a kept tab, so a file's screenshots may run concurrently
  const tab = await takeTab(viewport);
  try {
    await tab.setContent(page(shot), { waitUntil: "load" });
    const path = join(dir, `${shot.name}.png`);
    try {
      await tab.screenshot({ path, fullPage: true });
    } catch {
      // Chromium on a busy machine sometimes answers "Unable to capture screenshot": once more
      await tab.screenshot({ path, fullPage: true });
    }
    return path;
  } finally {
    idleTabs.push(tab);
  }
}

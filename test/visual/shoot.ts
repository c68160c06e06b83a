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

/**
 * The worker's connection to the run's shared Chromium (started by the browser project's global
 * setup, test/browser/global-setup.ts) and its tabs. Tabs a test has finished with are kept for
 * the next page, of this file or the worker's next one: a new tab starts a renderer process (about
 * 2.5 CPU-seconds on this machine), a navigation in a kept one costs about 0.7. Each tab is its own
 * browser context (`browser.newPage`), and the playground keeps nothing in the browser (no
 * storage, no cookies), so a kept tab opened at a new address starts as a new one does. Kept on a
 * global: a browser file's modules are loaded anew for each file (test/foundry/fresh-file.ts), the
 * connection and its tabs stay for the worker's life.
 */
interface WorkerTabs {
  browser?: Promise<Browser>;
  /** tabs ready for the next page */
  idle: Page[];
  /** tabs a test has taken and not given back yet */
  taken: Set<Page>;
  /** each tab's own `close`, before a test replaced it (test/browser/server.ts) */
  closeForGood: WeakMap<Page, () => Promise<void>>;
}
const WORKER_TABS = Symbol.for("action-engine.worker-tabs");
const tabs = ((globalThis as unknown as Record<symbol, WorkerTabs | undefined>)[WORKER_TABS] ??= {
  idle: [],
  taken: new Set(),
  closeForGood: new WeakMap(),
});

/** The worker's connection to the run's shared Chromium. */
export async function launch(): Promise<Browser> {
  tabs.browser ??= chromium.connect(inject("browserEndpoint"));
  return tabs.browser;
}

/**
 * At the end of each browser file (test/browser/each-file.ts): the tabs its tests took and never
 * gave back (a test that failed before `page.close()`) are closed, so the next file starts with
 * no page of this one open.
 */
export async function closeLeftTabs(): Promise<void> {
  const left = [...tabs.taken];
  tabs.taken.clear();
  await Promise.all(left.map((tab) => closeForGood(tab)));
}

/** Closes a tab for good (not back to the pool). */
export function closeForGood(tab: Page): Promise<void> {
  tabs.taken.delete(tab);
  return (tabs.closeForGood.get(tab) ?? tab.close.bind(tab))().catch(() => {});
}

/** An idle tab at that size, or a new one. */
export async function takeTab(viewport: { width: number; height: number }): Promise<Page> {
  let tab = tabs.idle.pop();
  if (tab) await tab.setViewportSize(viewport);
  else {
    tab = await (await launch()).newPage({ viewport });
    tabs.closeForGood.set(tab, tab.close.bind(tab));
  }
  tabs.taken.add(tab);
  return tab;
}

/** Events a test listens to on its page; a kept tab drops the last test's listeners. */
const TEST_EVENTS = ["pageerror", "console", "dialog", "request", "response"] as const;

/**
 * Gives a tab back to the pool: it leaves the page (about:blank, the pointer outside) and forgets
 * the test's listeners; a tab that cannot leave is closed for good.
 */
export async function keepTab(tab: Page): Promise<void> {
  // a second `page.close()` must not put the tab in the pool twice (two tests would share it)
  if (!tabs.taken.has(tab)) return;
  try {
    for (const event of TEST_EVENTS) tab.removeAllListeners(event);
    await tab.mouse.move(-10, -10);
    await tab.goto("about:blank");
    tabs.taken.delete(tab);
    tabs.idle.push(tab);
  } catch {
    await closeForGood(tab);
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
    tabs.taken.delete(tab);
    tabs.idle.push(tab);
  }
}

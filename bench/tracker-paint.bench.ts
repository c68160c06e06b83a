import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { build, preview } from "vite";
import { it } from "vitest";
import type { RulesetId, SequencingMode } from "../src/rules/rulesets";
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from "../test/visual/chromium";
import { note } from "./harness";

/*
 * Issue 28: a tracker click in the playground (headless Chromium), from the click to the frame
 * painted after it, with 100 and 300 combatants in every mode: the acting row's usual control,
 * clicked CLICKS times, median and worst printed. Targets: 50 ms at 100 rows, 150 ms at 300.
 * Printed, never asserted.
 */

const CONFIG = join(import.meta.dirname, "..", "vite.playground.config.ts");
const OUT = join(import.meta.dirname, "..", "test-results", "tracker-paint-bench");
const CLICKS = 9;
const TARGET_MS: Record<number, number> = { 100: 50, 300: 150 };

/** Each mode's ruleset and the acting row's usual control (as bench/tracker.bench.ts steps). */
const MODES: [SequencingMode, RulesetId, string][] = [
  ["ladder", "okrpg", "aeAct"],
  ["standard", "occult", "aeNext"],
  ["turns", "mano", "aeNext"],
  ["shots", "action", "aeSpend"],
  ["readyHp", "rounds", "aeHesitate"],
];

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The ruleset's sample characters copied to `size` combatants, the encounter started. */
async function encounter(page: Page, ruleset: RulesetId, size: number): Promise<number> {
  return page.evaluate(
    async ({ ruleset, size }) => {
      type Actor = { _id: string; name: string };
      const pg = (window as unknown as { playground: any }).playground; // eslint-disable-line @typescript-eslint/no-explicit-any
      pg.load(ruleset);
      const samples: Actor[] = pg.roster.map((entry: { actor: Actor }) => entry.actor);
      const ids = Array.from({ length: size }, (_, i) => {
        const actor = structuredClone(samples[i % samples.length]);
        actor._id = `${actor._id.slice(0, 10)}${String(i).padStart(6, "0")}`;
        actor.name = `${actor.name} ${i + 1}`;
        pg.store.add(actor);
        return actor._id;
      });
      // the tracker only: no sheet is open, so the click's cost is the tracker's
      pg.tracker.follow(ids);
      await pg.tracker.perform({ action: "startCombat" });
      pg.render();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return document.querySelectorAll(".pg-tracker .ae-row").length;
    },
    { ruleset, size },
  );
}

/**
 * The layout objects Chromium lays out again per click (its trace's Layout events, the dirty
 * objects each starts with), over `clicks` clicks: a figure a busy machine does not change.
 */
async function laidOut(
  browser: Browser,
  page: Page,
  action: string,
  clicks: number,
): Promise<number> {
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  for (let i = 0; i < clicks; i++) await click(page, action);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ph: string; args?: { beginData?: { dirtyObjects?: number } } }[];
  };
  const dirty = trace.traceEvents
    .filter((event) => event.name === "Layout" && event.ph === "X")
    .reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0);
  return Math.round(dirty / clicks);
}

/** One click on the acting row's control: milliseconds until the frame after it is painted. */
async function click(page: Page, action: string): Promise<number | null> {
  return page.evaluate(async (action: string) => {
    const button = document.querySelector<HTMLButtonElement>(
      `.pg-tracker .ae-row.is-acting button[data-action="${action}"]:not([disabled])`,
    );
    if (!button) return null;
    const started = performance.now();
    button.click();
    // the click's own render, then the page's scheduled one, then the next frame painted
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  }, action);
}

it("tracker: click to paint per mode at 100 and 300 rows (headless Chromium)", async () => {
  if (!chromiumAvailable()) return void note("tracker paint: skipped, no /usr/bin/chromium");
  await build({ configFile: CONFIG, logLevel: "warn", build: { outDir: OUT } });
  const server = await preview({
    configFile: CONFIG,
    logLevel: "warn",
    build: { outDir: OUT },
    preview: { port: 0, strictPort: false, open: false },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.resolvedUrls!.local[0]);
    await page.waitForSelector(".pg-tracker");
    // the page's main thread's CPU time (DevTools' ThreadTime metric), as bench/odds.bench.ts
    // reads it: it tells a busy machine (many processes sharing two cores) from slow code
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const threadTime = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return (metrics.find((m) => m.name === "ThreadTime")?.value ?? 0) * 1000;
    };
    for (const size of [100, 300])
      for (const [mode, ruleset, action] of MODES) {
        const rows = await encounter(page, ruleset, size);
        const times: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < CLICKS; i++) {
          const used = await threadTime();
          const ms = await click(page, action);
          if (ms === null) break;
          times.push(ms);
          cpu.push((await threadTime()) - used);
        }
        if (!times.length) {
          note(`tracker paint ${mode} ×${size}: no acting row with ${action} to click`);
          continue;
        }
        const median = middle(times);
        const verdict = median <= TARGET_MS[size] ? "within" : "OVER";
        const objects = await laidOut(browser, page, action, 3);
        note(
          `tracker paint ${mode} ×${size} (${rows} rows): click to paint median ${median.toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms, ${middle(cpu).toFixed(1)} ms of the page's CPU, over ${times.length} clicks (${verdict} the ${TARGET_MS[size]} ms target); ${objects} layout objects laid out per click`,
        );
      }
  } finally {
    await browser.close();
    await server.close();
  }
});

import { vi } from "vitest";

/*
 * Each Foundry-facing test file starts as in a worker of its own, without paying for one (issue
 * 25: starting a worker and importing happy-dom again took a second of every file). The v13 and
 * v14 projects share a worker's module cache between files (vite.config.ts, `isolate: false`);
 * this first setup file of each file takes back what the last file left:
 * - the globals the Foundry double installs (`game`, `CONFIG`, `Hooks`, `ChatMessage` …): every
 *   global the worker did not have before its first file is deleted, so a file that forgets to
 *   install the double fails as it would alone;
 * - the modules: `vi.resetModules()` empties the module cache of the system and the double, so
 *   the setup files after this one and the test file load them anew, as a new worker does (Node's
 *   own packages, happy-dom among them, stay loaded: they hold no state of ours);
 * - timers and spies a file left faked.
 */

// a symbol: the names listed are the global's string-named properties
const FIRST_GLOBALS = Symbol.for("action-engine.first-globals");
const worker = globalThis as unknown as Record<string | symbol, unknown>;
const first = (worker[FIRST_GLOBALS] ??= new Set(
  Object.getOwnPropertyNames(globalThis),
)) as Set<string>;
for (const name of Object.getOwnPropertyNames(globalThis))
  if (!first.has(name)) delete worker[name];
vi.useRealTimers();
vi.restoreAllMocks();
vi.resetModules();

import { describe, expect, it, vi } from "vitest";
import { selfCheckWorld } from "./world";
import type { QuenchContext, QuenchLike } from "../../src/self-check/foundry/quench";

/*
 * With the Quench module active, the self-check's steps are Quench batches, one per area
 * (Ethaks/FVTT-Quench: `quench.registerBatch(key, fn, {displayName})` on its `quenchReady` hook;
 * the batch's function gets mocha's describe/it/before/after). A skipped step is a pending test, a
 * failed one throws its reason. A tiny stand-in for mocha runs a batch here.
 */

interface Batch {
  key: string;
  fn: (context: QuenchContext) => void | Promise<void>;
  options?: { displayName?: string; preSelected?: boolean };
}

class Skipped extends Error {}

/** Runs a batch as mocha would: before, each test, after; collects each test's outcome. */
async function runBatch(batch: Batch): Promise<Record<string, string>> {
  const tests: { title: string; fn: () => Promise<void> | void }[] = [];
  const befores: (() => Promise<void> | void)[] = [];
  const afters: (() => Promise<void> | void)[] = [];
  const self = {
    timeout() {},
    skip(): never {
      throw new Skipped();
    },
  };
  await batch.fn({
    describe: (_title, fn) => fn(),
    it: (title, fn) => tests.push({ title, fn: () => fn.call(self) }),
    before: (fn) => befores.push(() => fn.call(self)),
    after: (fn) => afters.push(() => fn.call(self)),
  });
  const outcome: Record<string, string> = {};
  try {
    for (const fn of befores) await fn();
  } catch (error) {
    // mocha: a `before` hook that skips makes every test of the suite pending
    if (!(error instanceof Skipped)) throw error;
    return Object.fromEntries(tests.map((test) => [test.title, "pending"]));
  }
  for (const test of tests) {
    try {
      await test.fn();
      outcome[test.title] = "passed";
    } catch (error) {
      outcome[test.title] =
        error instanceof Skipped ? "pending" : `failed: ${(error as Error).message}`;
    }
  }
  for (const fn of afters) await fn();
  return outcome;
}

describe("the self-check as Quench batches", () => {
  it("registers one batch per area on quenchReady, and a batch runs its steps", async () => {
    const w = await selfCheckWorld();
    const batches: Batch[] = [];
    const quench: QuenchLike = {
      registerBatch: (key, fn, options) => batches.push({ key, fn, options }),
    };
    w.foundry.hooks.callAll("quenchReady", quench);
    // the batches and their steps are a file of their own, loaded when Quench is there
    await vi.waitUntil(() => batches.length > 0);
    expect(batches.map((b) => b.key)).toEqual([
      "action-engine.self-check.attack",
      "action-engine.self-check.tracker",
      "action-engine.self-check.conditions",
      "action-engine.self-check.effects",
      "action-engine.self-check.compendium",
      "action-engine.self-check.migration",
      "action-engine.self-check.foundryCalls",
    ]);
    expect(batches[5].options).toEqual({
      displayName: "Action Engine self-check: Migration",
      preSelected: false,
    });
    expect(await runBatch(batches[5])).toEqual({
      "A weapon stored in the previous data shape loads and stores in the current one": "passed",
    });
    expect(w.foundry.items.size + w.foundry.actors.size).toBe(0);
  });

  it("a failed step fails its test with the step's reason, and a player's run is pending", async () => {
    const w = await selfCheckWorld();
    const batches: Batch[] = [];
    w.foundry.hooks.callAll("quenchReady", {
      registerBatch: (key: string, fn: Batch["fn"]) => batches.push({ key, fn }),
    });
    await vi.waitUntil(() => batches.length > 0);
    const compendium = batches.find((b) => b.key.endsWith(".compendium"))!;
    (globalThis as unknown as { game: { packs: Map<string, unknown> } }).game.packs.clear();
    expect(await runBatch(compendium)).toEqual({
      "Import from each of the system's actor and item compendiums":
        "failed: The system's compendiums are not in this world.",
    });
    const outcome = await w.combat.users.as(w.combat.players[0], () => runBatch(compendium));
    expect(Object.values(outcome)).toEqual(["pending"]);
  });
});

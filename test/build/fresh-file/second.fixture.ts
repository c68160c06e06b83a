import { appendFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import { expect, it, vi } from "vitest";
import { state } from "./state";

// test/build/fresh-file.test.ts runs this file and its twin in one worker, in either order: each
// must start as if alone, then leaves a global, module state and fake timers behind for the other.
it("starts with none of what the other file left", () => {
  appendFileSync(process.env.FRESH_FILE_RUNS!, `${process.pid}:${threadId} second\n`);
  expect(Object.getOwnPropertyNames(globalThis)).not.toContain("leftBehind");
  expect(state.changedBy).toBe("");
  expect(vi.isFakeTimers()).toBe(false);
  Object.assign(globalThis, { leftBehind: "second" });
  state.changedBy = "second";
  vi.useFakeTimers();
});

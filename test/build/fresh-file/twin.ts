import { appendFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import { expect, vi } from "vitest";
import { state } from "./state";

/**
 * What each twin fixture file does (test/build/fresh-file.test.ts runs both in one worker, in
 * either order): it must start as if alone, then leaves a global, module state and fake timers
 * behind for the other.
 */
export function startsAloneThenLeavesThings(name: string): void {
  appendFileSync(process.env.FRESH_FILE_RUNS!, `${process.pid}:${threadId} ${name}\n`);
  expect(Object.getOwnPropertyNames(globalThis)).not.toContain("leftBehind");
  expect(state.changedBy).toBe("");
  expect(vi.isFakeTimers()).toBe(false);
  Object.assign(globalThis, { leftBehind: name });
  state.changedBy = name;
  vi.useFakeTimers();
}

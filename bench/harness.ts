import { appendFileSync, mkdirSync } from "node:fs";

export interface Measurement {
  name: string;
  iterations: number;
  /** mean cost of one call */
  microseconds: number;
}

/**
 * Runs `fn` repeatedly for about `budgetMs` after a warm-up and reports the mean cost per call.
 * The result is printed and appended to test-results/bench.txt; nothing is asserted about time.
 */
export function measure(name: string, fn: () => unknown, budgetMs = 300): Measurement {
  const warmUpEnd = performance.now() + budgetMs / 5;
  while (performance.now() < warmUpEnd) fn();
  let iterations = 0;
  let sink: unknown;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (let i = 0; i < 64; i++) sink = fn();
    iterations += 64;
    elapsed = performance.now() - start;
  }
  if (sink === Symbol.for("never")) console.log(sink);
  return report({ name, iterations, microseconds: (elapsed * 1000) / iterations });
}

export function report(measurement: Measurement): Measurement {
  const cost =
    measurement.microseconds >= 1000
      ? `${(measurement.microseconds / 1000).toFixed(3)} ms`
      : `${measurement.microseconds.toFixed(3)} µs`;
  return note(
    `${measurement.name}: ${cost} per call (${measurement.iterations} runs)`,
    measurement,
  );
}

/** Prints a free-form figure (sizes, counts) alongside the timings. */
export function note<T>(line: string, value?: T): T {
  console.log(`[bench] ${line}`);
  mkdirSync("test-results", { recursive: true });
  appendFileSync("test-results/bench.txt", `${line}\n`);
  return value as T;
}

import { Ledger } from "./ledger";
import {
  StepFailure,
  StepSkipped,
  reportLine,
  type ReportLine,
  type SelfCheckStep,
  type StepNotes,
  type StepResult,
} from "./step";

/*
 * Runs self-check steps one by one and records each one's result: pass, fail or skip with its
 * reason, the notes it left, and how long it took. Each step gets a fresh ledger of what it
 * creates; whatever the step does (returns, fails, throws, runs out of time), its documents are
 * deleted before the next step starts, and one that cannot be deleted fails the step.
 */

/** Where the steps run: Foundry (src/self-check/foundry/session.ts) or the test double. */
export interface SelfCheckSession<Context> {
  /** the context one step runs with, writing into its ledger and notes */
  contextFor(ledger: Ledger, notes: StepNotes): Context;
  /** after a step's documents are deleted: put this client back as it was (the scene viewed …) */
  afterStep?(): Promise<void>;
}

export interface RunOptions {
  /** a step still running after this long fails (its documents are deleted all the same) */
  readonly timeoutMs?: number;
  /** each result as soon as its step is over (the report window fills in as it goes) */
  readonly onResult?: (result: StepResult) => void;
  readonly now?: () => number;
}

/** Long enough for Dice So Nice's animations and a slow server; a step normally takes seconds. */
export const STEP_TIMEOUT_MS = 180_000;

class StepTimedOut extends Error {}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimedOut()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function reasonOf(error: unknown, timeoutMs: number): ReportLine {
  if (error instanceof StepFailure || error instanceof StepSkipped) return error.line;
  if (error instanceof StepTimedOut)
    return reportLine("Runner.TimedOut", { seconds: Math.round(timeoutMs / 1000) });
  // an error from Foundry or the system: its own words, which a bug report needs as they are
  return { text: error instanceof Error ? error.message || error.name : String(error) };
}

/** Runs one step and deletes what it made. */
export async function runStep<Context>(
  step: SelfCheckStep<Context>,
  session: SelfCheckSession<Context>,
  options: RunOptions = {},
): Promise<StepResult> {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? STEP_TIMEOUT_MS;
  const ledger = new Ledger();
  const notes: ReportLine[] = [];
  const started = now();
  let status: StepResult["status"] = "pass";
  let reason: ReportLine | null = null;
  try {
    const context = session.contextFor(ledger, {
      note: (key, details) => notes.push(reportLine(key, details)),
    });
    await withTimeout(step.run(context), timeoutMs);
  } catch (error) {
    status = error instanceof StepSkipped ? "skip" : "fail";
    reason = reasonOf(error, timeoutMs);
  }
  const leftovers = await ledger.close();
  try {
    await session.afterStep?.();
  } catch (error) {
    notes.push(reasonOf(error, timeoutMs));
  }
  if (leftovers.length && status !== "fail") {
    status = "fail";
    reason = reportLine("Runner.LeftBehind", { count: leftovers.length });
  }
  return {
    id: step.id,
    area: step.area,
    label: step.label,
    status,
    reason,
    notes,
    leftovers,
    milliseconds: Math.max(0, now() - started),
  };
}

/** Runs the steps in order; one step's failure does not stop the others. */
export async function runSteps<Context>(
  steps: readonly SelfCheckStep<Context>[],
  session: SelfCheckSession<Context>,
  options: RunOptions = {},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const result = await runStep(step, session, options);
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}

import { simulation, type OddsInput, type OddsResult } from "../../rules/odds";
import type { OddsWorkerMessage } from "./messages";

/*
 * Running the odds without holding up the table: in a Web Worker where the page has them (Foundry,
 * the playground), reporting progress; where none exists (node, tests) in slices on this thread,
 * yielding between them. Either way the same seed gives the same result (one dice stream, the
 * fights in order). Cancel ends the run: its promise then resolves with null.
 */

export interface OddsRun {
  readonly result: Promise<OddsResult | null>;
  cancel(): void;
}

/** Why a run failed, localisable when the rules named it. */
export class OddsFailure extends Error {
  override name = "OddsFailure";
  constructor(
    message: string,
    readonly i18nKey: string | null,
    readonly details: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

/** The fights played between two progress reports on this thread. */
const SLICE = 100;

/** The worker, built by Vite beside the bundle (dist/workers/ in Foundry's system folder). */
function oddsWorker(): Worker | null {
  if (typeof Worker === "undefined") return null;
  return new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "odds" });
}

function inWorker(
  worker: Worker,
  input: OddsInput,
  progress: (played: number, runs: number) => void,
): OddsRun {
  let settle: (value: OddsResult | null) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const result = new Promise<OddsResult | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const finish = () => worker.terminate();
  worker.onmessage = (event: MessageEvent<OddsWorkerMessage>) => {
    const message = event.data;
    if (message.kind === "progress") progress(message.played, message.runs);
    else if (message.kind === "done") {
      finish();
      settle(message.result);
    } else {
      finish();
      fail(new OddsFailure(message.message, message.i18nKey ?? null, message.details ?? {}));
    }
  };
  worker.onerror = (event) => {
    finish();
    fail(new OddsFailure(event.message || "the odds' worker failed", null, {}));
  };
  worker.postMessage({ input });
  return {
    result,
    cancel() {
      finish();
      settle(null);
    },
  };
}

function onThisThread(input: OddsInput, progress: (played: number, runs: number) => void): OddsRun {
  let cancelled = false;
  const result = (async () => {
    // the caller holds the run before its first slice reports
    await new Promise((resolve) => setTimeout(resolve, 0));
    const run = simulation(input);
    while (run.played < run.runs) {
      if (cancelled) return null;
      run.play(SLICE);
      progress(run.played, run.runs);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return cancelled ? null : run.result();
  })();
  return {
    result,
    cancel() {
      cancelled = true;
    },
  };
}

/** Starts the odds of a fight; `progress` hears how many fights are played so far. */
export function runOdds(
  input: OddsInput,
  progress: (played: number, runs: number) => void = () => {},
): OddsRun {
  const worker = oddsWorker();
  return worker ? inWorker(worker, input, progress) : onThisThread(input, progress);
}

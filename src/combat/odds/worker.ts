import { isRulesError } from "../../rules/errors";
import { simulation } from "../../rules/odds";
import type { OddsRequestMessage, OddsWorkerMessage } from "./messages";

/*
 * The Web Worker the odds run in, off the table's thread: it plays the fights a slice at a time and
 * reports how many are done after each slice, then the result. Cancelling ends the worker.
 */

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OddsRequestMessage>) => void) | null;
  postMessage(message: OddsWorkerMessage): void;
};

scope.onmessage = (event) => {
  try {
    const run = simulation(event.data.input);
    const slice = Math.max(50, Math.ceil(run.runs / 100));
    while (run.played < run.runs) {
      run.play(slice);
      scope.postMessage({ kind: "progress", played: run.played, runs: run.runs });
    }
    scope.postMessage({ kind: "done", result: run.result() });
  } catch (error) {
    scope.postMessage({
      kind: "failed",
      message: error instanceof Error ? error.message : String(error),
      ...(isRulesError(error) ? { i18nKey: error.i18nKey, details: { ...error.details } } : {}),
    });
  }
};

import { SYSTEM_ID } from "../../config";
import { lineText } from "../report";
import { runStep, STEP_TIMEOUT_MS } from "../runner";
import { SELF_CHECK_AREAS, type SelfCheckArea } from "../step";
import { closeSession, openSession } from "./run";
import type { FoundrySession } from "./session";
import { SELF_CHECK_STEPS } from "./steps";

/*
 * The self-check as Quench batches, one per area (`action-engine.self-check.<area>`), for a GM
 * who runs the Quench module, the ecosystem's in-Foundry test runner (Ethaks/FVTT-Quench): each
 * step is a test; a skipped step is a pending test, a failed one fails with the step's reason.
 * The steps, the session and the cleanup are the settings window's own.
 */

/** A mocha test's `this`, as far as the batches use it. */
interface TestContext {
  timeout(ms: number): void;
  skip(): never;
}

type Body = (this: TestContext) => Promise<void> | void;

/** What Quench hands a batch's registration function (QuenchBatchContext). */
export interface QuenchContext {
  describe(title: string, fn: () => void): unknown;
  it(title: string, fn: Body): unknown;
  before(fn: Body): unknown;
  after(fn: Body): unknown;
}

/** Quench's public API, as far as registering batches goes (Quench#registerBatch). */
export interface QuenchLike {
  registerBatch(
    key: string,
    fn: (context: QuenchContext) => void | Promise<void>,
    options?: { displayName?: string; preSelected?: boolean },
  ): void;
}

/** The Quench key of an area's batch. */
export const batchKey = (area: SelfCheckArea) => `${SYSTEM_ID}.self-check.${area}`;

function registerArea(quench: QuenchLike, area: SelfCheckArea): void {
  const steps = SELF_CHECK_STEPS.filter((step) => step.area === area);
  if (!steps.length) return;
  const i18n = game.i18n!;
  const title = i18n.format("ACTION_ENGINE.SelfCheck.QuenchBatch", {
    area: i18n.localize(`ACTION_ENGINE.SelfCheck.Area.${area}`),
  });
  quench.registerBatch(
    batchKey(area),
    ({ describe, it, before, after }) => {
      describe(title, () => {
        let session: FoundrySession | null = null;
        before(async function () {
          if (!game.user?.isGM) this.skip();
          session = await openSession();
        });
        after(async function () {
          if (session) await closeSession(session);
          session = null;
        });
        for (const step of steps)
          it(lineText(step.label, i18n), async function () {
            this.timeout(STEP_TIMEOUT_MS + 10_000);
            if (!session) this.skip();
            const result = await runStep(step, session);
            if (result.status === "skip") this.skip();
            if (result.status === "fail")
              throw new Error(result.reason ? lineText(result.reason, i18n) : result.status);
          });
      });
    },
    { displayName: title, preSelected: false },
  );
}

/** On Quench's `quenchReady` hook: one batch per area of the self-check. */
export function registerQuenchBatches(quench: QuenchLike): void {
  for (const area of SELF_CHECK_AREAS) registerArea(quench, area);
}

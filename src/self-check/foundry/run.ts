import type { SelfCheckEnvironment } from "../report";
import { runSteps } from "../runner";
import type { SelfCheckStep, StepResult } from "../step";
import { selfCheckEnvironment } from "./environment";
import type { Sandbox } from "./sandbox";
import { FoundrySession } from "./session";
import { SELF_CHECK_STEPS } from "./steps";

/*
 * One run of the self-check in this world, by the GM: the steps in order, each one's documents
 * deleted before the next, this client put back as it was at the end. One run at a time (the
 * settings window and Quench share it).
 */

export interface SelfCheckRun {
  readonly environment: SelfCheckEnvironment;
  readonly results: readonly StepResult[];
}

let running = false;

export function selfCheckRunning(): boolean {
  return running;
}

/** Takes hold of this client for a run (the GM's only, one at a time). */
export async function openSession(): Promise<FoundrySession> {
  if (!game.user?.isGM) throw new Error(game.i18n!.localize("ACTION_ENGINE.SelfCheck.GMOnly"));
  if (running) throw new Error(game.i18n!.localize("ACTION_ENGINE.SelfCheck.AlreadyRunning"));
  running = true;
  const session = new FoundrySession();
  try {
    await session.begin();
  } catch (error) {
    await closeSession(session);
    throw error;
  }
  return session;
}

/** Puts this client back as it was before the run. */
export async function closeSession(session: FoundrySession): Promise<void> {
  try {
    await session.end();
  } finally {
    running = false;
  }
}

/** Runs the steps (every one by default), reporting each result as it comes. */
export async function runSelfCheck(
  options: {
    readonly steps?: readonly SelfCheckStep<Sandbox>[];
    readonly onResult?: (result: StepResult) => void;
  } = {},
): Promise<SelfCheckRun> {
  const session = await openSession();
  try {
    const results = await runSteps(options.steps ?? SELF_CHECK_STEPS, session, {
      onResult: options.onResult,
    });
    return { environment: selfCheckEnvironment(session.seed), results };
  } finally {
    await closeSession(session);
  }
}

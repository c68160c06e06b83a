import type { Message } from "../sheets/changes/i18n";

/*
 * One step of the self-check a GM runs in their own world (README, "Self-check"): a name, the
 * area it belongs to, and what it does. A step drives the system as a user would and checks the
 * documents after each move; it ends by returning (pass), or with `fail` / `skip` and a reason.
 * Pure: the steps themselves live in src/self-check/foundry/steps/, the runner in ./runner.ts.
 */

/** The areas the self-check covers, each a Quench batch and a heading of the report. */
export const SELF_CHECK_AREAS = [
  "attack",
  "tracker",
  "conditions",
  "effects",
  "compendium",
  "migration",
  "foundryCalls",
] as const;
export type SelfCheckArea = (typeof SELF_CHECK_AREAS)[number];

export type StepStatus = "pass" | "fail" | "skip";

/** A line of the report: a lang key under ACTION_ENGINE.SelfCheck with its values, or raw text. */
export type ReportLine = Message | { readonly text: string };

/** What a step may do besides its own work: leave a note (what it found, which path it took). */
export interface StepNotes {
  note(key: string, details?: Record<string, string | number>): void;
}

export interface SelfCheckStep<Context> {
  /** unique, stable: the Quench test id and the report's key */
  readonly id: string;
  readonly area: SelfCheckArea;
  /** the step's name in the report */
  readonly label: Message;
  run(context: Context): Promise<void>;
}

export interface StepResult {
  readonly id: string;
  readonly area: SelfCheckArea;
  readonly label: Message;
  readonly status: StepStatus;
  /** why it failed or was skipped */
  readonly reason: ReportLine | null;
  /** what it found on the way (a fallback taken, a value read) */
  readonly notes: readonly ReportLine[];
  /** documents it could not delete again, by uuid */
  readonly leftovers: readonly string[];
  readonly milliseconds: number;
}

/** Thrown by `fail`: the step found the system wrong. */
export class StepFailure extends Error {
  constructor(readonly line: Message) {
    super(line.key);
    this.name = "StepFailure";
  }
}

/** Thrown by `skip`: the step cannot run here (another Foundry generation, nothing to check). */
export class StepSkipped extends Error {
  constructor(readonly line: Message) {
    super(line.key);
    this.name = "StepSkipped";
  }
}

const line = (key: string, details: Record<string, string | number> = {}): Message => ({
  key: `ACTION_ENGINE.SelfCheck.${key}`,
  details,
});

export function fail(key: string, details?: Record<string, string | number>): never {
  throw new StepFailure(line(key, details));
}

export function skip(key: string, details?: Record<string, string | number>): never {
  throw new StepSkipped(line(key, details));
}

/** Fails the step with the reason unless `condition` holds. */
export function ensure(
  condition: unknown,
  key: string,
  details?: Record<string, string | number>,
): asserts condition {
  if (!condition) fail(key, details);
}

/** A line of the report by its key under ACTION_ENGINE.SelfCheck. */
export function reportLine(key: string, details?: Record<string, string | number>): Message {
  return line(key, details);
}

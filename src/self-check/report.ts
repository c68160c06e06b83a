import type { I18n } from "../sheets/changes/i18n";
import {
  SELF_CHECK_AREAS,
  type ReportLine,
  type SelfCheckArea,
  type StepResult,
  type StepStatus,
} from "./step";

/*
 * The self-check's report: the world it ran in (Foundry's version, the system's, the modules
 * active) and each step's result, as the report window shows it and as the plain text a GM copies
 * into a bug report. Pure: the window (src/self-check/foundry/app.ts) renders this view.
 */

const K = "ACTION_ENGINE.SelfCheck";

/** Where the self-check ran, read from Foundry (src/self-check/foundry/environment.ts). */
export interface SelfCheckEnvironment {
  /** Foundry's full version, e.g. "13.351" */
  readonly foundryVersion: string;
  readonly systemVersion: string;
  /** the world's ruleset id */
  readonly ruleset: string;
  readonly modules: readonly { readonly id: string; readonly version: string }[];
  /** the seed the dice were rolled from, or null when Foundry's own dice rolled them */
  readonly seed: number | null;
}

export interface StepRow {
  readonly id: string;
  readonly label: string;
  readonly status: StepStatus;
  /** the status as the report shows it (Passed, Failed, Skipped) */
  readonly statusLabel: string;
  readonly reason: string | null;
  readonly notes: readonly string[];
  readonly seconds: string;
}

export interface AreaRows {
  readonly area: SelfCheckArea;
  readonly label: string;
  readonly steps: readonly StepRow[];
}

export interface SelfCheckView {
  readonly running: boolean;
  /** steps finished of the steps to run */
  readonly done: number;
  readonly total: number;
  readonly environment: readonly { readonly label: string; readonly value: string }[];
  readonly areas: readonly AreaRows[];
  readonly summary: string | null;
  /** the whole report as plain text, to copy into a bug report */
  readonly text: string;
}

/** A line of the report as text. */
export function lineText(line: ReportLine, i18n: I18n): string {
  return "text" in line ? line.text : i18n.format(line.key, line.details);
}

const STATUS_KEYS: Readonly<Record<StepStatus, string>> = {
  pass: `${K}.Status.pass`,
  fail: `${K}.Status.fail`,
  skip: `${K}.Status.skip`,
};

function counts(results: readonly StepResult[]): Record<StepStatus, number> {
  const count = { pass: 0, fail: 0, skip: 0 };
  for (const result of results) count[result.status] += 1;
  return count;
}

function environmentRows(env: SelfCheckEnvironment, i18n: I18n) {
  const modules = env.modules.map((m) => `${m.id} ${m.version}`).join(", ");
  return [
    { label: i18n.localize(`${K}.Environment.Foundry`), value: env.foundryVersion },
    {
      label: i18n.localize(`${K}.Environment.System`),
      value: i18n.format(`${K}.Environment.SystemValue`, {
        version: env.systemVersion,
        ruleset: env.ruleset,
      }),
    },
    {
      label: i18n.localize(`${K}.Environment.Modules`),
      value: modules || i18n.localize(`${K}.Environment.NoModules`),
    },
    {
      label: i18n.localize(`${K}.Environment.Dice`),
      value:
        env.seed === null
          ? i18n.localize(`${K}.Environment.DiceFoundry`)
          : i18n.format(`${K}.Environment.DiceSeeded`, { seed: env.seed }),
    },
  ];
}

function stepRow(result: StepResult, i18n: I18n): StepRow {
  return {
    id: result.id,
    label: lineText(result.label, i18n),
    status: result.status,
    statusLabel: i18n.localize(STATUS_KEYS[result.status]),
    reason: result.reason ? lineText(result.reason, i18n) : null,
    notes: [
      ...result.notes.map((note) => lineText(note, i18n)),
      ...result.leftovers.map((uuid) => i18n.format(`${K}.Runner.LeftDocument`, { uuid })),
    ],
    seconds: (result.milliseconds / 1000).toFixed(1),
  };
}

/** The report as plain text: the environment, the totals, then one block per step. */
export function reportText(
  env: SelfCheckEnvironment,
  results: readonly StepResult[],
  i18n: I18n,
): string {
  const lines = [i18n.localize(`${K}.Report.Heading`)];
  for (const row of environmentRows(env, i18n)) lines.push(`${row.label}: ${row.value}`);
  lines.push(i18n.format(`${K}.Report.Summary`, counts(results)), "");
  for (const result of results) {
    const row = stepRow(result, i18n);
    lines.push(`[${row.statusLabel}] ${row.label} (${row.seconds} s)`);
    if (row.reason) lines.push(`    ${row.reason}`);
    for (const note of row.notes) lines.push(`    - ${note}`);
  }
  return lines.join("\n");
}

/** What the report window shows, before, during and after a run. */
export function selfCheckView(
  env: SelfCheckEnvironment,
  results: readonly StepResult[],
  total: number,
  running: boolean,
  i18n: I18n,
): SelfCheckView {
  const areas = SELF_CHECK_AREAS.map((area) => ({
    area,
    label: i18n.localize(`${K}.Area.${area}`),
    steps: results.filter((r) => r.area === area).map((r) => stepRow(r, i18n)),
  })).filter((area) => area.steps.length > 0);
  return {
    running,
    done: results.length,
    total,
    environment: environmentRows(env, i18n),
    areas,
    summary: results.length ? i18n.format(`${K}.Report.Summary`, counts(results)) : null,
    text: reportText(env, results, i18n),
  };
}

import {
  DEFAULT_POLICY,
  DEFAULT_RUNS,
  FLEE,
  FOCUS,
  MAX_RUNS,
  MIN_RUNS,
  ODDS_SIDES,
  type OddsNote,
  type OddsPolicy,
  type OddsResult,
} from "../../rules/odds";
import { readPolicy, readRuns, readSeed } from "../../rules/odds";
import { templatePath } from "../../config";
import type { OddsProblem } from "./input";

/*
 * The "Odds of this fight" panel's view model: its switches, the progress of a run, and the
 * figures of the last one, for templates/combat/odds.hbs in Foundry's window and the playground.
 */

export const ODDS_TEMPLATE = "combat/odds.hbs";
export const ODDS_TEMPLATE_PATH = templatePath(ODDS_TEMPLATE);

const O = "ACTION_ENGINE.Odds";

/** What the panel asks before a run: the policy's switches, how many fights, the seed. */
export interface OddsChoices {
  readonly policy: OddsPolicy;
  readonly runs: number;
  readonly seed: number;
}

export const DEFAULT_CHOICES: OddsChoices = { policy: DEFAULT_POLICY, runs: DEFAULT_RUNS, seed: 1 };

/** Where a panel stands. */
export type OddsPanel =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly played: number; readonly runs: number }
  | { readonly status: "cancelled"; readonly played: number; readonly runs: number }
  | { readonly status: "done"; readonly result: OddsResult }
  | { readonly status: "problem"; readonly problem: OddsProblem }
  /** the run failed: `message` as the host localised it */
  | { readonly status: "failed"; readonly message: string };

/** The panel's form read back: each field within its limits, the previous choice where one is not. */
export function choicesFrom(
  values: Readonly<Record<string, unknown>>,
  before: OddsChoices = DEFAULT_CHOICES,
): OddsChoices {
  const pick = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch {
      return fallback;
    }
  };
  const number = (name: string) => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  };
  return {
    policy: pick(
      () =>
        readPolicy({
          focus: values.focus,
          defensive: values.defensive === true || values.defensive === "on",
          flee: values.flee,
        }),
      before.policy,
    ),
    runs: pick(() => readRuns(number("runs")), before.runs),
    seed: pick(() => readSeed(number("seed")), before.seed),
  };
}

const option = <T extends string>(value: T, label: string, selected: T) => ({
  value,
  label,
  selected: value === selected,
});

/** A share of the fights as a bar's width (at least a sliver when it is not nothing). */
function width(share: number): number {
  return share > 0 ? Math.max(1, Math.round(share * 100)) : 0;
}

function resultView(result: OddsResult) {
  const biggest = Math.max(...result.rounds, 0);
  const last = result.rounds.length;
  const notes = result.notes.map((note: OddsNote) => ({
    key: `${O}.Note.${note.key}`,
    data: note.data ?? {},
  }));
  return {
    runs: result.runs,
    seed: result.seed,
    wins: ODDS_SIDES.map((side) => ({
      side,
      label: `${O}.Side.${side}`,
      share: result.wins[side],
      width: width(result.wins[side]),
    })),
    undecided: result.undecided > 0 ? { share: result.undecided, limit: result.roundLimit } : null,
    margin: result.margin,
    rounds: result.rounds.map((share, i) => ({
      round: i + 1,
      orMore: i + 1 === last,
      label: i + 1 === last ? `${O}.RoundOrMore` : `${O}.Round`,
      share,
      height: biggest > 0 ? Math.round((share / biggest) * 100) : 0,
    })),
    harmUnit: `${O}.Harm.${result.harmUnit}`,
    sides: ODDS_SIDES.map((side) => ({
      side,
      label: `${O}.Side.${side}`,
      fighters: result.fighters
        .filter((f) => f.side === side)
        .map((f) => ({
          id: f.id,
          name: f.name,
          down: f.down,
          fled: f.fled,
          harm: f.harm.toFixed(1),
          weapon: f.weapon,
          action: f.action ? `ACTION_ENGINE.Card.ManoAction.${f.action}` : null,
        })),
    })),
    showFled: result.policy.flee !== "never",
    deciding: result.deciding.map((roll) => ({
      ...roll,
      band: `ACTION_ENGINE.Dialog.Band.${roll.band}`,
    })),
    decidingNote:
      result.deciding.length > 0
        ? null
        : result.wins.hostile * result.runs < 20
          ? `${O}.FewLosses`
          : `${O}.NoDeciding`,
    notes,
  };
}

/** The panel's context: its form, and what the run under way or the last one shows. */
export function oddsView(choices: OddsChoices, panel: OddsPanel) {
  const { policy } = choices;
  const running = panel.status === "running";
  return {
    form: {
      focus: FOCUS.map((f) => option(f, `${O}.Focus.${f}`, policy.focus)),
      defensive: policy.defensive,
      flee: FLEE.map((f) => option(f, `${O}.Flee.${f}`, policy.flee)),
      runs: choices.runs,
      minRuns: MIN_RUNS,
      maxRuns: MAX_RUNS,
      seed: choices.seed,
      disabled: running,
    },
    running: running
      ? {
          played: panel.played,
          runs: panel.runs,
          width: Math.round((panel.played / Math.max(1, panel.runs)) * 100),
        }
      : null,
    cancelled: panel.status === "cancelled" ? { played: panel.played, runs: panel.runs } : null,
    problem: panel.status === "problem" ? `${O}.Problem.${panel.problem}` : null,
    failed: panel.status === "failed" ? panel.message : null,
    result: panel.status === "done" ? resultView(panel.result) : null,
  };
}

export type OddsContext = ReturnType<typeof oddsView>;

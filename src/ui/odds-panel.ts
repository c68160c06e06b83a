import type { OddsInput, OddsResult } from "../rules/odds";
import type { OddsProblem } from "../combat/odds/input";
import { runOdds, type OddsRun, OddsFailure } from "../combat/odds/run";
import {
  choicesFrom,
  DEFAULT_CHOICES,
  oddsView,
  type OddsChoices,
  type OddsContext,
  type OddsPanel,
} from "../combat/odds/view";

/*
 * The "Odds of this fight" panel's behaviour, shared by Foundry's window and the playground: the
 * form's switches read back as they change, Run builds the input from the encounter as it stands
 * at that moment and plays it in the worker, the progress bar follows, Cancel stops it. DOM only:
 * each host draws the template (`draw`) and says where the encounter is (`encounter`).
 */

/** What a host gives the panel. */
export interface OddsHost {
  /** draws the panel from its context (the host renders templates/combat/odds.hbs) */
  draw(context: OddsContext): void | Promise<void>;
  /** the panel's element now (found again after each draw) */
  root(): HTMLElement | null;
  /** the odds' input from the encounter as it stands, or why there are none */
  encounter(
    choices: OddsChoices,
  ): { readonly input: OddsInput } | { readonly problem: OddsProblem };
  /** why a run failed, localised (the panel says that the odds could not be worked out) */
  failure(error: OddsFailure | Error): string;
  /** a lang entry with its values, localised (the progress line is updated in place) */
  format(key: string, data: Record<string, number>): string;
}

/** The least time between two redraws of the progress bar. */
const PROGRESS_EVERY_MS = 100;

export class OddsPanelController {
  choices: OddsChoices = DEFAULT_CHOICES;
  panel: OddsPanel = { status: "idle" };
  #run: OddsRun | null = null;
  #drawnAt = 0;

  constructor(private readonly host: OddsHost) {}

  get context(): OddsContext {
    return oddsView(this.choices, this.panel);
  }

  async draw(): Promise<void> {
    const hadButtonFocus = this.#buttonFocused();
    await this.host.draw(this.context);
    this.#drawnAt = Date.now();
    if (hadButtonFocus)
      this.host.root()?.querySelector<HTMLButtonElement>(".ae-odds-run, .ae-odds-cancel")?.focus();
  }

  #buttonFocused(): boolean {
    const root = this.host.root();
    const active = root?.ownerDocument.activeElement;
    return !!active && !!root?.contains(active) && active.matches(".ae-odds-run, .ae-odds-cancel");
  }

  /** The form's values as they are now (a field left out keeps its last good value). */
  read(): void {
    const root = this.host.root();
    if (!root) return;
    const value = (name: string) =>
      root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    const defensive = value("defensive") as HTMLInputElement | null;
    this.choices = choicesFrom(
      {
        focus: value("focus")?.value,
        defensive: defensive?.checked ?? false,
        flee: value("flee")?.value,
        runs: value("runs")?.value,
        seed: value("seed")?.value,
      },
      this.choices,
    );
  }

  /** Run: the encounter as it stands now, played in the worker. */
  async start(): Promise<OddsResult | null> {
    if (this.#run) return null;
    this.read();
    const made = this.host.encounter(this.choices);
    if ("problem" in made) {
      this.panel = { status: "problem", problem: made.problem };
      await this.draw();
      return null;
    }
    const runs = made.input.runs;
    this.panel = { status: "running", played: 0, runs };
    await this.draw();
    const run = runOdds(made.input, (played) => {
      if (this.#run === null) return;
      this.panel = { status: "running", played, runs };
      if (Date.now() - this.#drawnAt >= PROGRESS_EVERY_MS) this.#progress(played, runs);
    });
    this.#run = run;
    let result: OddsResult | null = null;
    try {
      result = await run.result;
      this.panel =
        result === null
          ? {
              status: "cancelled",
              played: this.panel.status === "running" ? this.panel.played : 0,
              runs,
            }
          : { status: "done", result };
    } catch (error) {
      this.panel = {
        status: "failed",
        message: this.host.failure(error instanceof Error ? error : new Error(String(error))),
      };
    } finally {
      this.#run = null;
    }
    await this.draw();
    return result;
  }

  /**
   * The progress bar and its line, updated in place: drawing the panel again at every report
   * would replace Cancel under the pointer while it is being pressed.
   */
  #progress(played: number, runs: number): void {
    this.#drawnAt = Date.now();
    const root = this.host.root();
    const bar = root?.querySelector<HTMLElement>(".ae-odds-progress");
    if (!root || !bar) return void this.draw();
    const text = this.host.format("ACTION_ENGINE.Odds.Progress", { played, runs });
    bar.setAttribute("aria-valuenow", String(played));
    bar.setAttribute("aria-label", text);
    const fill = bar.querySelector<HTMLElement>(".ae-odds-progress-bar");
    if (fill) fill.style.width = `${Math.round((played / Math.max(1, runs)) * 100)}%`;
    const line = root.querySelector<HTMLElement>(".ae-odds-progress-text");
    if (line) line.textContent = text;
  }

  /** Cancel: the run under way stops; nothing is shown of it. */
  cancel(): void {
    this.#run?.cancel();
  }
}

export { OddsFailure };

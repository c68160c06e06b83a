import { templatePath } from "../../config";
import { selfCheckView, type SelfCheckEnvironment } from "../report";
import type { SelfCheckStep, StepResult } from "../step";
import type { Sandbox } from "./sandbox";
import { selfCheckEnvironment } from "./environment";
import { notify } from "../../ui/foundry/notify";

/**
 * The self-check's steps and runner, loaded when its window first draws (issue 28: a twentieth
 * of the system's module, which only a GM running the self-check needs; Vite puts a dynamic
 * import in a file of its own beside the module, which Foundry serves from the system's folder).
 */
async function loadSelfCheck() {
  const [run, { SELF_CHECK_STEPS }] = await Promise.all([import("./run"), import("./steps")]);
  return { ...run, SELF_CHECK_STEPS };
}

/*
 * The self-check's window, opened from the system settings' "Run self-check" button (a settings
 * menu): what the check does, a Run button, each step's result as it comes, and the report to
 * copy into a bug report. An ApplicationV2 with one Handlebars part (templates/self-check/).
 */

export const SELF_CHECK_TEMPLATE = templatePath("self-check/report.hbs");

/**
 * Foundry's HandlebarsApplicationMixin(ApplicationV2), seen through the members used here: as
 * with the sheets (src/sheets/foundry/sheet-base.ts), checking a class against the mixin's own
 * types sends tsc into its generics, so the base is read at load time through this shape.
 */
export declare abstract class HandlebarsApp {
  static DEFAULT_OPTIONS: object;
  static PARTS: object;
  readonly element: HTMLElement;
  render(options?: boolean | object): Promise<unknown>;
  protected _prepareContext(options: unknown): Promise<Record<string, unknown>>;
}

function appBase(): typeof HandlebarsApp {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api as unknown as {
    ApplicationV2: unknown;
    HandlebarsApplicationMixin: (base: unknown) => unknown;
  };
  return HandlebarsApplicationMixin(ApplicationV2) as typeof HandlebarsApp;
}

type Handler = (this: SelfCheckApp, event: Event, target: HTMLElement) => Promise<void>;

const onRun: Handler = async function () {
  await this.run();
};

const onCopy: Handler = async function () {
  await this.copy();
};

export class SelfCheckApp extends appBase() {
  static override DEFAULT_OPTIONS = {
    id: "action-engine-self-check",
    classes: ["action-engine", "ae-self-check"],
    tag: "section",
    window: {
      title: "ACTION_ENGINE.SelfCheck.Window.Title",
      icon: "fa-solid fa-stethoscope",
      resizable: true,
    },
    position: { width: 640, height: 640 },
    actions: { run: onRun, copy: onCopy },
  };

  static override PARTS = {
    report: { template: SELF_CHECK_TEMPLATE, scrollable: [".ae-self-check__results"] },
  };

  /** The steps the window runs: all of them when not set (a test may run fewer). */
  static STEPS: readonly SelfCheckStep<Sandbox>[] | null = null;

  #loaded: Awaited<ReturnType<typeof loadSelfCheck>> | null = null;

  async #selfCheck() {
    return (this.#loaded ??= await loadSelfCheck());
  }

  #results: StepResult[] = [];
  #environment: SelfCheckEnvironment | null = null;
  #running = false;
  #error: string | null = null;

  protected override async _prepareContext(options: unknown) {
    const base = await super._prepareContext(options);
    const environment = this.#environment ?? selfCheckEnvironment(null);
    const selfCheck = await this.#selfCheck();
    return {
      ...base,
      isGM: game.user?.isGM ?? false,
      busy: this.#running || selfCheck.selfCheckRunning(),
      error: this.#error,
      view: selfCheckView(
        environment,
        this.#results,
        (SelfCheckApp.STEPS ?? selfCheck.SELF_CHECK_STEPS).length,
        this.#running,
        game.i18n!,
      ),
    };
  }

  /** Runs the self-check, showing each step's result as it comes. */
  async run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#results = [];
    this.#error = null;
    await this.render();
    try {
      const selfCheck = await this.#selfCheck();
      const run = await selfCheck.runSelfCheck({
        steps: SelfCheckApp.STEPS ?? selfCheck.SELF_CHECK_STEPS,
        onResult: (result) => {
          this.#results.push(result);
          void this.render();
        },
      });
      this.#environment = run.environment;
    } catch (error) {
      this.#error = game.i18n!.format("ACTION_ENGINE.SelfCheck.Failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      this.#running = false;
      await this.render();
    }
  }

  /** Copies the report's text, as Foundry copies text (game.clipboard), and says so. */
  async copy(): Promise<void> {
    const text = this.element.querySelector<HTMLTextAreaElement>("textarea[name=report]")?.value;
    if (!text) return;
    const clipboard = (game as unknown as { clipboard?: { copyPlainText(t: string): unknown } })
      .clipboard;
    if (clipboard) await clipboard.copyPlainText(text);
    else await navigator.clipboard.writeText(text);
    notify("info", "ACTION_ENGINE.SelfCheck.Window.Copied");
  }
}

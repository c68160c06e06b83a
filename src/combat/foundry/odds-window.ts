import { templatePath } from "../../config";
import type { I18n } from "../../sheets/changes/i18n";
import { sameWindow } from "../../sheets/foundry/windows";
import { OddsPanelController, OddsFailure } from "../../ui/odds-panel";
import { oddsInput } from "../odds/input";
import { ODDS_TEMPLATE } from "../odds/view";
import type { TrackedCombat } from "./executor";
import { combatEncounter } from "./odds-encounter";

/*
 * "Odds of this fight" in Foundry: the GM's own ApplicationV2 window, opened from the tracker's
 * button and kept apart from the tracker's rendering. Run reads the combat as it stands at that
 * moment (before Start or mid-fight); the fights are played in the odds' Web Worker, with a
 * progress bar and Cancel. Closing the window cancels a run under way.
 */

type Context = Record<string, unknown>;

/** The members of HandlebarsApplicationMixin(ApplicationV2) the window uses (see sheet-base.ts). */
export declare abstract class HandlebarsWindow {
  static DEFAULT_OPTIONS: object;
  static PARTS: object;
  constructor(options?: object);
  readonly element: HTMLElement;
  readonly id: string;
  render(options?: boolean | object): Promise<unknown>;
  close(options?: object): Promise<unknown>;
  protected _prepareContext(options: unknown): Promise<Context>;
  protected _onFirstRender(context: Context, options: unknown): Promise<void>;
}

const withHandlebars = (base: unknown): unknown =>
  (foundry.applications.api.HandlebarsApplicationMixin as unknown as (b: unknown) => unknown)(base);
const WindowBase = withHandlebars(
  foundry.applications.api.ApplicationV2,
) as typeof HandlebarsWindow;

const i18n = () => game.i18n as unknown as I18n & { format(key: string, data: object): string };

/** Run: resolves with the result (null when cancelled), which tests and macros may wait on. */
async function onRun(this: OddsWindow, event: Event) {
  event.preventDefault();
  return this.controller.start();
}

function onCancel(this: OddsWindow, event: Event): void {
  event.preventDefault();
  this.controller.cancel();
}

export class OddsWindow extends WindowBase {
  static override DEFAULT_OPTIONS = {
    classes: ["action-engine", "ae-odds-window"],
    tag: "section",
    window: { title: "ACTION_ENGINE.Odds.Title", icon: "fa-solid fa-dice", resizable: true },
    position: { width: 480, height: "auto" },
    actions: { aeOddsRun: onRun, aeOddsCancel: onCancel },
  };

  static override PARTS = {
    panel: { template: templatePath(ODDS_TEMPLATE), scrollable: [""] },
  };

  readonly controller: OddsPanelController;

  constructor(
    readonly combat: TrackedCombat,
    options: object = {},
  ) {
    super({ id: `action-engine-odds-${combat.id}`, ...options });
    this.controller = new OddsPanelController({
      draw: async () => {
        await this.render({ parts: ["panel"] });
      },
      root: () => this.element,
      format: (key, data) => i18n().format(key, data),
      encounter: (choices) => oddsInput(combatEncounter(this.combat), choices),
      failure: (error) =>
        error instanceof OddsFailure && error.i18nKey
          ? i18n().format(error.i18nKey, error.details)
          : error.message,
    });
  }

  protected override async _prepareContext(): Promise<Context> {
    return this.controller.context as unknown as Context;
  }

  /** The form's switches are read back as they change (each draw replaces the part). */
  protected override async _onFirstRender(): Promise<void> {
    this.element.addEventListener("change", () => this.controller.read());
  }

  /** Closing the window stops a run under way. */
  override async close(options?: object): Promise<unknown> {
    this.controller.cancel();
    return super.close(options);
  }
}

const open = new Map<string, OddsWindow>();

/**
 * The tracker's "Odds of this fight" (GM only): the combat's window, brought forward when it is
 * open already, in the tracker's own window when that is detached (v14).
 */
export async function openOdds(
  combat: TrackedCombat,
  opener?: unknown,
): Promise<OddsWindow | null> {
  if (!(game.user as unknown as { isGM: boolean }).isGM) return null;
  const id = combat.id ?? "";
  let window = open.get(id);
  if (!window || window.combat !== combat || !window.element.isConnected) {
    window = new OddsWindow(combat);
    open.set(id, window);
  }
  await window.render({ force: true, ...sameWindow(opener) });
  return window;
}

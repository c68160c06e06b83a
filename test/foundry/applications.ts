import { dialogWindowId, placeInWindow } from "./generation";
import { deepClone } from "./utils";

/**
 * Test double for the parts of `foundry.applications` the system's applications build on, with
 * the behaviour the knowledge base article "ApplicationV2" and v13 systems (Draw Steel's and
 * Cosmere's combat trackers, dnd5e's sheets) rely on:
 * - a subclass declares `static DEFAULT_OPTIONS` (its `actions` map data-action names to handlers
 *   called with the application as `this`, the click event and the element clicked) and
 *   `static PARTS`; options are merged down the class hierarchy;
 * - rendering asks `_configureRenderParts` which parts to render, prepares the shared context with
 *   `_prepareContext` and each part's with `_preparePartContext(partId, context, options)`, then
 *   calls `_onRender`. The double renders no HTML: it records the contexts for tests to read.
 * - the sidebar's CombatTracker shows `viewed`, the combat it tracks (game.combat by default).
 * - DialogV2.prompt resolves with what its ok callback returns; the double answers from a queue.
 */
type Options = Record<string, unknown> & { actions?: Record<string, unknown> };
type Parts = Record<string, { template: string; templates?: string[]; scrollable?: string[] }>;

function mergedOptions(cls: unknown): Options {
  const chain: Options[] = [];
  for (let c = cls as { DEFAULT_OPTIONS?: Options } | null; c; c = Object.getPrototypeOf(c))
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS!);
  return chain.reduce<Options>(
    (all, own) => ({ ...all, ...own, actions: { ...all.actions, ...own.actions } }),
    { actions: {} },
  );
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Options = { actions: {} };
  static PARTS: Parts = {};

  readonly options: Options;
  /** the rendered element: the double renders no HTML, so it holds nothing to find */
  readonly element = {
    querySelector: (_selector: string): null => null,
    querySelectorAll: (_selector: string): never[] => [],
  };
  /** the application's window: on v14, the id of the detached window it lives in (generation.ts) */
  readonly window: { windowId?: string } = {};
  /** what each render prepared, part by part, for tests to read */
  readonly rendered: { parts: string[]; contexts: Record<string, Record<string, unknown>> }[] = [];

  constructor(options: Options = {}) {
    this.options = { ...mergedOptions(this.constructor), ...options };
  }

  protected _configureRenderParts(_options: object): Parts {
    return deepClone((this.constructor as typeof ApplicationV2).PARTS);
  }

  protected async _prepareContext(_options: object): Promise<Record<string, unknown>> {
    return {};
  }

  protected async _preparePartContext(
    _partId: string,
    context: Record<string, unknown>,
    _options: object,
  ): Promise<Record<string, unknown>> {
    return context;
  }

  protected async _onRender(_context: object, _options: object): Promise<void> {}

  async render(options: object = {}): Promise<this> {
    placeInWindow(this, options);
    const parts = this._configureRenderParts(options);
    const context = await this._prepareContext(options);
    const contexts: Record<string, Record<string, unknown>> = {};
    for (const partId of Object.keys(parts))
      contexts[partId] = await this._preparePartContext(partId, { ...context }, options);
    this.rendered.push({ parts: Object.keys(parts), contexts });
    await this._onRender(context, options);
    return this;
  }

  async close(): Promise<void> {}
}

/** The mixin adds Handlebars rendering of PARTS; the double renders nothing, so it adds nothing. */
export function HandlebarsApplicationMixin<T extends abstract new (...args: never[]) => object>(
  Base: T,
): T {
  return Base;
}

export class AbstractSidebarTab extends ApplicationV2 {}

/** v13's sidebar combat tracker: core's three parts, and `viewed` (the combat it shows). */
export class CombatTracker extends HandlebarsApplicationMixin(AbstractSidebarTab) {
  static override PARTS: Parts = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  get viewed(): unknown {
    return (globalThis as { game?: { combat?: unknown } }).game?.combat ?? null;
  }
}

/** DialogV2: `prompt` answers from `DialogV2.answers` (null = closed without an answer). */
export class DialogV2 extends ApplicationV2 {
  static answers: unknown[] = [];
  static prompts: Record<string, unknown>[] = [];
  /** the detached window each prompt or confirm opened in (null: the main window) */
  static windows: (string | null)[] = [];

  static async prompt(config: Record<string, unknown>): Promise<unknown> {
    DialogV2.prompts.push(config);
    DialogV2.windows.push(dialogWindowId(config));
    return DialogV2.answers.length ? DialogV2.answers.shift() : null;
  }
}

export const APPLICATIONS = {
  api: { ApplicationV2, HandlebarsApplicationMixin, DialogV2 },
  sidebar: { AbstractSidebarTab, tabs: { CombatTracker } },
};

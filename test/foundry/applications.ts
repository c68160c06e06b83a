import { templateRenderer } from "../templates/harness";
import { CORE_TEMPLATES } from "./core-templates";
import { dispatch, document, elementFrom } from "./dom";
import { dialogWindowId, generation, placeInWindow } from "./generation";
import { deepClone } from "./utils";

/**
 * Test double for the parts of `foundry.applications` the system's applications build on. It
 * renders real HTML (happy-dom) with the part semantics of Foundry's HandlebarsApplicationMixin,
 * so a template or listener mistake fails a test (sources: test/foundry/BEHAVIOURS.md,
 * "Applications"):
 * - a subclass declares `static DEFAULT_OPTIONS` (its `actions` map data-action names to handlers
 *   called with the application as `this`, the click event and the element carrying data-action)
 *   and `static PARTS`; options are merged down the class hierarchy;
 * - a render asks `_configureRenderParts` which parts exist, prepares the shared context with
 *   `_prepareContext` and each part's with `_preparePartContext(partId, context, options)`, renders
 *   each part's Handlebars template (the system's own, with its helpers; core's by a stand-in in
 *   ./core-templates.ts) into ONE root element marked `data-application-part`;
 * - parts persist between renders: a part rendered again replaces its earlier element in place, a
 *   part new to the application is appended after the others, and a part no longer configured is
 *   NOT removed (the mixin knows only the parts it renders); `render({parts: [...]})` renders only
 *   those parts;
 * - `_attachPartListeners(partId, element, options)` runs for each part rendered, then
 *   `_onFirstRender` (the first time only) and `_onRender`;
 * - one click listener on the application's element dispatches a click on (or inside) an element
 *   with `data-action` to the handler in `options.actions`, else to `_onClickAction`; a "change"
 *   inside a form application goes to `_onChangeForm(options.form, event)`.
 * - the sidebar's CombatTracker shows `viewed`, the combat it tracks (game.combat by default), with
 *   core's actions, row context menu and row listeners (below).
 * - DialogV2.prompt resolves with what its ok callback returns; the double answers from a queue.
 */
type Options = Record<string, unknown> & {
  actions?: Record<string, unknown>;
  form?: unknown;
  tag?: string;
};
type Parts = Record<string, { template: string; templates?: string[]; scrollable?: string[] }>;
type Handler = (this: unknown, event: Event, target: HTMLElement) => unknown;
interface RenderOptions {
  parts?: string[];
  force?: boolean;
  /** v14: render into a detached window (generation.ts) */
  window?: { detached?: boolean; windowId?: string };
}

function mergedOptions(cls: unknown): Options {
  const chain: Options[] = [];
  for (let c = cls as { DEFAULT_OPTIONS?: Options } | null; c; c = Object.getPrototypeOf(c))
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS!);
  return chain.reduce<Options>(
    (all, own) => ({ ...all, ...own, actions: { ...all.actions, ...own.actions } }),
    { actions: {} },
  );
}

let renderer: ReturnType<typeof templateRenderer> | null = null;
let nextAppId = 0;

/** A part's HTML: the system's templates with real Handlebars and helpers, core's by stand-ins. */
export function renderTemplate(path: string, context: object): string {
  const core = CORE_TEMPLATES[path];
  if (core) return core(context);
  renderer ??= templateRenderer();
  oneHandlebars(renderer.helpers);
  return renderer.render(path, context);
}

/**
 * Foundry renders every template with the one global Handlebars, on which the system registers
 * its helpers at init (handlebarsjs.com API reference, registerHelper; the system's tracker looks
 * up its row helper there): the double's renderer and the world's `Handlebars` share their
 * helpers, those the system registered winning.
 */
function oneHandlebars(rendering: Record<string, unknown>): void {
  const global = (globalThis as { Handlebars?: { helpers?: Record<string, unknown> } }).Handlebars
    ?.helpers;
  if (!global) return;
  for (const [name, helper] of Object.entries(rendering)) global[name] ??= helper;
  Object.assign(rendering, global);
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Options = { actions: {} };
  static PARTS: Parts = {};

  readonly options: Options;
  /** ApplicationV2#id's number: unique per application */
  readonly appId = `app${++nextAppId}`;
  /** the application's element once rendered (parts are its children) */
  element: HTMLElement = document.createElement("div");
  /** the element of each part rendered so far, by part id */
  readonly parts: Record<string, HTMLElement> = {};
  /** the application's window: on v14, the id of the detached window it lives in (generation.ts) */
  readonly window: { windowId?: string } = {};
  /** what each render prepared, part by part, for tests to read */
  readonly rendered: { parts: string[]; contexts: Record<string, Record<string, unknown>> }[] = [];
  /** API docs, ApplicationV2#rendered: whether it is drawn (and not closed since) */
  get isRendered(): boolean {
    return this.#renderedOnce && this.element.isConnected;
  }
  /** clicks on a data-action no handler took (a button that does nothing) */
  readonly unhandledActions: string[] = [];
  /** what the last action handler returned, for tests to wait on (Foundry does not await it) */
  pending: Promise<unknown> = Promise.resolve();
  #renderedOnce = false;

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

  protected _attachPartListeners(_partId: string, _element: HTMLElement, _options: object): void {}

  /**
   * HandlebarsApplicationMixin#_replaceHTML: each part drawn replaces its earlier element in place
   * (or is appended), its listeners are attached, and it becomes the part's element.
   */
  protected _replaceHTML(
    result: Record<string, HTMLElement>,
    content: HTMLElement,
    options: object,
  ): void {
    for (const [partId, html] of Object.entries(result)) {
      const prior = this.parts[partId];
      if (prior?.isConnected) prior.replaceWith(html);
      else content.append(html);
      this.parts[partId] = html;
      this._attachPartListeners(partId, html, options);
    }
  }

  protected async _onFirstRender(_context: object, _options: object): Promise<void> {}

  protected async _onRender(_context: object, _options: object): Promise<void> {}

  /** Clicks on a data-action without a handler in `actions` (ApplicationV2#_onClickAction). */
  protected _onClickAction(_event: Event, target: HTMLElement): void {
    this.unhandledActions.push(target.dataset.action ?? "");
  }

  protected _onChangeForm(_formConfig: unknown, _event: Event): void {}

  #attachFrameListeners(): void {
    this.element.addEventListener("click", (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
      if (!target || !this.element.contains(target)) return;
      const action = target.dataset.action ?? "";
      const entry = this.options.actions?.[action] as Handler | { handler: Handler } | undefined;
      const handler = typeof entry === "function" ? entry : entry?.handler;
      if (handler) this.pending = Promise.resolve(handler.call(this, event, target));
      else this._onClickAction(event, target);
    });
    if (this.options.form)
      this.element.addEventListener("change", (event) =>
        this._onChangeForm(this.options.form, event),
      );
  }

  async render(options: RenderOptions | boolean = {}): Promise<this> {
    const opts: RenderOptions = typeof options === "boolean" ? { force: options } : { ...options };
    placeInWindow(this, opts);
    const first = !this.#renderedOnce;
    if (first) {
      this.element = document.createElement(this.options.form ? "form" : "div");
      document.body.append(this.element);
      this.#attachFrameListeners();
    }
    const configured = this._configureRenderParts(opts);
    const ids =
      first || !opts.parts
        ? Object.keys(configured)
        : opts.parts.filter((id) => Object.hasOwn(configured, id));
    const context = await this._prepareContext(opts);
    const contexts: Record<string, Record<string, unknown>> = {};
    const result: Record<string, HTMLElement> = {};
    for (const partId of ids) {
      contexts[partId] = await this._preparePartContext(partId, { ...context }, opts);
      const html = elementFrom(renderTemplate(configured[partId].template, contexts[partId]));
      if (!html) throw new Error(`Template part "${partId}" must render a single HTML element`);
      html.dataset.applicationPart = partId;
      result[partId] = html;
    }
    this._replaceHTML(result, this.element, opts);
    this.rendered.push({ parts: ids, contexts });
    this.#renderedOnce = true;
    if (first) await this._onFirstRender(context, opts);
    await this._onRender(context, opts);
    return this;
  }

  async close(): Promise<void> {
    this.element.remove();
  }

  /** The ContextMenu a subclass creates (ApplicationV2#_createContextMenu), for tests to open. */
  readonly contextMenus: { selector: string; entries: () => unknown[] }[] = [];

  protected _createContextMenu(
    handler: () => unknown[],
    selector: string,
    _options: object = {},
  ): void {
    this.contextMenus.push({ selector, entries: () => handler.call(this) });
  }
}

/**
 * The mixin adds Handlebars rendering of PARTS; the double's ApplicationV2 renders them already,
 * so the mixin adds nothing more.
 */
export function HandlebarsApplicationMixin<T extends abstract new (...args: never[]) => object>(
  Base: T,
): T {
  return Base;
}

export class AbstractSidebarTab extends ApplicationV2 {}

/**
 * What the user does in a dialog the double opens: fills inputs by name (a "change" event each, as
 * a browser fires it), then presses a button by its action (OK, or a `wait` dialog's default
 * button, when none is named) or closes the dialog.
 */
export interface DialogScript {
  fill?: Record<string, string | boolean>;
  /** "ok" for prompt's OK; for wait, a button's action ("roll", "cancel"); "close" closes it */
  press?: "ok" | "close" | (string & {});
}

/** A `DialogV2.wait` button (API DialogV2Button). */
interface DialogButton {
  action: string;
  label: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLElement, dialog: object) => unknown;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function isScript(answer: unknown): answer is DialogScript {
  return typeof answer === "object" && answer !== null && ("fill" in answer || "press" in answer);
}

function fill(form: HTMLFormElement, values: Record<string, string | boolean>): void {
  for (const [name, value] of Object.entries(values)) {
    const inputs = [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    if (!inputs.length) throw new Error(`the dialog has no input "${name}"`);
    const input =
      inputs[0].type === "radio" ? inputs.find((one) => one.value === String(value)) : inputs[0];
    if (!input) throw new Error(`the dialog's "${name}" offers no "${String(value)}"`);
    if (input.type === "checkbox") input.checked = Boolean(value);
    else if (input.type === "radio") input.checked = true;
    else input.value = String(value);
    dispatch(input, "change");
  }
}

/**
 * DialogV2: `prompt(config)` renders `config.content` into a real form with an OK button, runs
 * `config.render(event, dialog)`, then plays the next of `DialogV2.answers`: a DialogScript (fill
 * inputs, press OK: resolves with `config.ok.callback(event, button, dialog)`, whose `button.form`
 * is the dialog's form; or close: null), or null for closed. A plain value is returned as it is
 * (older tests; it skips the form). With nothing scripted, a click on one of its buttons in the
 * moment after it rendered submits it (the self-check answers dialogs so); else it closes. The
 * rendered dialogs stay in `DialogV2.opened`.
 */
export class DialogV2 extends ApplicationV2 {
  static answers: unknown[] = [];
  static prompts: Record<string, unknown>[] = [];
  static opened: HTMLElement[] = [];
  /** the detached window each prompt or confirm opened in (null: the main window) */
  static windows: (string | null)[] = [];

  static async prompt(config: Record<string, unknown>): Promise<unknown> {
    const ok = (config.ok ?? {}) as Partial<DialogButton>;
    return DialogV2.open(config, [{ label: "OK", ...ok, action: "ok", default: true }]);
  }

  /** Resolves with the pressed button's callback value, else its action; null when closed. */
  static async wait(config: Record<string, unknown>): Promise<unknown> {
    return DialogV2.open(config, (config.buttons ?? []) as DialogButton[]);
  }

  private static async open(
    config: Record<string, unknown>,
    buttons: readonly DialogButton[],
  ): Promise<unknown> {
    DialogV2.prompts.push(config);
    DialogV2.windows.push(dialogWindowId(config));
    const element = document.createElement("dialog");
    element.className = "application dialog";
    const footer = buttons
      .map((b) => `<button type="submit" data-action="${b.action}">${b.label}</button>`)
      .join("");
    element.innerHTML = `<form class="dialog-form window-content">${String(config.content ?? "")}<footer class="form-footer">${footer}</footer></form>`;
    document.body.append(element);
    DialogV2.opened.push(element);
    const dialog = { element };
    // a click on one of its buttons submits the dialog (API DialogV2Button: its callback's value)
    const clicked = new Promise<HTMLButtonElement>((resolve) =>
      element.addEventListener("click", (event) => {
        const button = (event.target as HTMLElement).closest<HTMLButtonElement>(
          "footer button[data-action]",
        );
        if (button) resolve(button);
      }),
    );
    const submit = async (button: HTMLButtonElement) => {
      const pressed = buttons.find((b) => b.action === button.dataset.action)!;
      const value = await pressed.callback?.(new Event("click"), button, dialog);
      return value ?? pressed.action;
    };
    const render = config.render as ((event: Event, app: object) => unknown) | undefined;
    await render?.(new Event("render"), dialog);
    if (!DialogV2.answers.length) {
      // nothing scripted: whoever is at the screen (the self-check's answerer) may press a button
      // in the next moment; nobody pressing one is the dialog closed
      const button = await Promise.race([clicked, nextTask().then(() => null)]);
      return button ? submit(button) : null;
    }
    const answer = DialogV2.answers.shift();
    if (!isScript(answer)) return answer ?? null;
    const form = element.querySelector("form")!;
    fill(form, answer.fill ?? {});
    await nextTask();
    if (answer.press === "close") return null;
    const pressed =
      answer.press === undefined
        ? (buttons.find((b) => b.default) ?? buttons[0])
        : buttons.find((b) => b.action === answer.press);
    if (!pressed) throw new Error(`the dialog has no button "${answer.press}"`);
    element.querySelector<HTMLButtonElement>(`[data-action="${pressed.action}"]`)!.click();
    return submit(await clicked);
  }
}

interface CombatantLike {
  id: string;
  hidden: boolean;
  isDefeated: boolean;
  actor: { toggleStatusEffect?(id: string, o: object): Promise<unknown> } | null;
  update(changes: object): Promise<unknown>;
  delete(): Promise<unknown>;
}
interface CombatLike {
  combatants: { get(id: string): CombatantLike | undefined };
  rollAll(): Promise<unknown>;
  rollNPC(): Promise<unknown>;
  resetAll(): Promise<unknown>;
  rollInitiative(ids: string[]): Promise<unknown>;
  endCombat(): Promise<unknown>;
}

/**
 * A context menu entry: v13 gives `name`, `condition(li)` and `callback(li)`; v14 `label`,
 * `visible(target)` and `onClick(event, target)` (Draw Steel's v14 entries; fvtt-system-rqg#899).
 */
export interface ContextMenuEntry {
  name?: string;
  label?: string;
  icon?: string;
  condition?: (li: HTMLElement) => boolean;
  callback?: (li: HTMLElement) => unknown;
  visible?: (target: HTMLElement) => boolean;
  onClick?: (event: Event, target: HTMLElement) => unknown;
}

/** One entry in the generation's shape: its lang key, who sees it, what it does. */
function menuEntry(
  key: string,
  icon: string,
  shown: (li: HTMLElement) => boolean,
  act: (li: HTMLElement) => unknown,
): ContextMenuEntry {
  if (generation() < 14) return { name: key, icon, condition: shown, callback: act };
  return { label: key, icon, visible: shown, onClick: (_event, target) => act(target) };
}

/**
 * What core's row listeners did, for tests: hover, pan (the row's click controls the token and
 * pans to it), ping, the combatant's config opened, the actor's sheet opened (a double click).
 */
export const canvasLog: {
  action: "hoverIn" | "hoverOut" | "pan" | "ping" | "configure" | "clearMovement" | "sheet";
  combatantId: string;
}[] = [];

const combatantOf = (tracker: CombatTracker, el: HTMLElement): CombatantLike | undefined =>
  (tracker.viewed as CombatLike | null)?.combatants.get(
    el.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "",
  );
const combatOf = (tracker: CombatTracker) => tracker.viewed as CombatLike | null;
const isGM = () =>
  Boolean((globalThis as { game?: { user?: { isGM?: boolean } } }).game?.user?.isGM);
const defeatedStatus = () =>
  (globalThis as { CONFIG?: { specialStatusEffects?: { DEFEATED?: string } } }).CONFIG
    ?.specialStatusEffects?.DEFEATED ?? "dead";

/**
 * v13's sidebar combat tracker: core's three parts, `viewed` (the combat it shows), core's
 * actions (the header's Roll All / Roll NPCs / Reset call the Combat's methods; a row's hide,
 * defeated, ping and pan buttons; a click on a row pans to its token), the row context menu on
 * `.combatant` elements (Update, Clear initiative, Reroll, Clear movement history, Remove), the
 * GM's encounter menu opened by a click on `.encounter-context-menu` in the header (Roll All, Roll
 * NPCs, Reset, Clear movement histories, End), and hover listeners on the rows of the `tracker`
 * part. Menu entries take v13's or v14's shape and keys (menuEntry).
 */
export class CombatTracker extends HandlebarsApplicationMixin(AbstractSidebarTab) {
  static override DEFAULT_OPTIONS: Options = {
    actions: {
      rollAll(this: CombatTracker) {
        return combatOf(this)?.rollAll();
      },
      rollNPC(this: CombatTracker) {
        return combatOf(this)?.rollNPC();
      },
      resetAll(this: CombatTracker) {
        return combatOf(this)?.resetAll();
      },
      toggleHidden(this: CombatTracker, _event: Event, target: HTMLElement) {
        const combatant = combatantOf(this, target);
        return combatant?.update({ hidden: !combatant.hidden });
      },
      async toggleDefeated(this: CombatTracker, _event: Event, target: HTMLElement) {
        const combatant = combatantOf(this, target);
        if (!combatant) return;
        const active = !combatant.isDefeated;
        await combatant.update({ defeated: active });
        await combatant.actor?.toggleStatusEffect?.(defeatedStatus(), { overlay: true, active });
      },
      pingCombatant(this: CombatTracker, _event: Event, target: HTMLElement) {
        const combatant = combatantOf(this, target);
        if (combatant) canvasLog.push({ action: "ping", combatantId: combatant.id });
      },
      panToCombatant(this: CombatTracker, _event: Event, target: HTMLElement) {
        const combatant = combatantOf(this, target);
        if (combatant) canvasLog.push({ action: "pan", combatantId: combatant.id });
      },
      activateCombatant(this: CombatTracker, event: Event, target: HTMLElement) {
        return this._onCombatantMouseDown(event, target);
      },
    },
  };

  static override PARTS: Parts = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  #viewed: unknown = undefined;

  /**
   * The combat it shows: game.combat until one is set (`ui.combat.viewed = combat`, as modules'
   * in-Foundry tests point the tracker at their own encounter; a setter on v13 and v14).
   */
  get viewed(): unknown {
    if (this.#viewed !== undefined) return this.#viewed;
    return (globalThis as { game?: { combat?: unknown } }).game?.combat ?? null;
  }

  set viewed(combat: unknown) {
    this.#viewed = combat ?? null;
  }

  protected override async _prepareContext(_options: object): Promise<Record<string, unknown>> {
    const game = (globalThis as { game?: { user?: unknown } }).game;
    return { user: game?.user, combat: this.viewed, hasCombat: this.viewed !== null };
  }

  protected override async _onFirstRender(context: object, options: object): Promise<void> {
    await super._onFirstRender(context, options);
    this._createContextMenu(this._getEntryContextOptions, ".combatant", { fixed: true });
    if (isGM())
      this._createContextMenu(this._getCombatContextOptions, ".encounter-context-menu", {
        eventName: "click",
        fixed: true,
      });
  }

  protected override _attachPartListeners(
    partId: string,
    element: HTMLElement,
    options: object,
  ): void {
    super._attachPartListeners(partId, element, options);
    if (partId !== "tracker") return;
    for (const li of element.querySelectorAll<HTMLElement>(".combatant[data-combatant-id]")) {
      const combatantId = li.dataset.combatantId!;
      li.addEventListener("pointerover", () => canvasLog.push({ action: "hoverIn", combatantId }));
      li.addEventListener("pointerout", () => canvasLog.push({ action: "hoverOut", combatantId }));
      li.addEventListener("dblclick", (event) => this._onCombatantMouseDown(event, li));
    }
  }

  /**
   * Core's row handler, for a click (the row's `activateCombatant` action) and a double click on
   * the row: a click controls the token and pans to it; a double click opens the actor's sheet
   * for a user who may observe it. It looks no further at what inside the row was clicked: an
   * input or button without an action of its own clicks the row (systems add that check
   * themselves).
   */
  protected _onCombatantMouseDown(event: Event, target: HTMLElement): void {
    const combatant = combatantOf(this, target);
    if (!combatant) return;
    const user = (globalThis as { game?: { user?: { isGM: boolean } } }).game?.user;
    if (event.type === "dblclick") {
      const actor = combatant.actor as { testUserPermission?(u: unknown, l: string): boolean };
      if (user && actor?.testUserPermission?.(user, "OBSERVER"))
        canvasLog.push({ action: "sheet", combatantId: combatant.id });
      return;
    }
    canvasLog.push({ action: "pan", combatantId: combatant.id });
  }

  /**
   * Core's row context menu. v13 keys `COMBAT.Combatant*`, v14 `COMBATANT.ACTIONS.*`
   * (fvtt-system-rqg#899 renames Update, Clear, Remove and ClearMovementHistory; a public v14
   * system filters `COMBATANT.ACTIONS.Clear` and `COMBATANT.ACTIONS.Reroll`).
   */
  protected _getEntryContextOptions(): ContextMenuEntry[] {
    const of = (li: HTMLElement) => combatantOf(this, li);
    const key = (v13: string, v14: string) => (generation() < 14 ? `COMBAT.${v13}` : v14);
    return [
      menuEntry(key("CombatantUpdate", "COMBATANT.ACTIONS.Update"), "fa-edit", isGM, (li) =>
        canvasLog.push({ action: "configure", combatantId: of(li)!.id }),
      ),
      menuEntry(key("CombatantClear", "COMBATANT.ACTIONS.Clear"), "fa-undo", isGM, (li) =>
        of(li)?.update({ initiative: null }),
      ),
      menuEntry(key("CombatantReroll", "COMBATANT.ACTIONS.Reroll"), "fa-dice-d20", isGM, (li) =>
        combatOf(this)?.rollInitiative([of(li)!.id]),
      ),
      menuEntry(
        key("CombatantClearMovementHistory", "COMBATANT.ACTIONS.ClearMovementHistory"),
        "fa-shoe-prints",
        isGM,
        (li) => canvasLog.push({ action: "clearMovement", combatantId: of(li)!.id }),
      ),
      menuEntry(key("CombatantRemove", "COMBATANT.ACTIONS.Remove"), "fa-trash", isGM, (li) =>
        of(li)?.delete(),
      ),
    ];
  }

  /**
   * Core's encounter menu (foundryvtt#12327: the buttons that apply to the viewed encounter moved
   * into it). Roll All and Roll NPCs: Draw Steel PR #286 took `COMBAT.RollAll` / `COMBAT.RollNPC`
   * out of it (whether v13's stable menu still has them: no source found; the double keeps them);
   * Reset is `COMBAT.InitiativeReset` on both generations (two public v14 systems filter that
   * label); Clear movement histories and End as Draw Steel's and Daggerheart's menus name them.
   */
  protected _getCombatContextOptions(): ContextMenuEntry[] {
    const combat = () => combatOf(this);
    const withCombat = () => isGM() && combat() !== null;
    return [
      menuEntry("COMBAT.RollAll", "fa-users", withCombat, () => combat()?.rollAll()),
      menuEntry("COMBAT.RollNPC", "fa-users-cog", withCombat, () => combat()?.rollNPC()),
      menuEntry("COMBAT.InitiativeReset", "fa-undo", withCombat, () => combat()?.resetAll()),
      menuEntry("COMBAT.ClearMovementHistories", "fa-shoe-prints", withCombat, () =>
        canvasLog.push({ action: "clearMovement", combatantId: "" }),
      ),
      menuEntry(generation() < 14 ? "COMBAT.Delete" : "COMBAT.End", "fa-trash", withCombat, () =>
        combat()?.endCombat(),
      ),
    ];
  }
}

export const APPLICATIONS = {
  api: { ApplicationV2, HandlebarsApplicationMixin, DialogV2 },
  sidebar: { AbstractSidebarTab, tabs: { CombatTracker } },
};

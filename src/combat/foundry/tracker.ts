import { templatePath } from "../../config";
import { keepFocus } from "../../ui/focus";
import { morph } from "../../ui/morph";
import { restoreKeptRows } from "../../ui/kept-rows";
import { rowDrawingsOf } from "../../templates/helpers";
import { showActingRow } from "../../ui/acting-row";
import type { SequencingMode } from "../../rules/rulesets";
import { defaultTrackerMode, ruleOptions } from "../../settings";
import { factsFor } from "../facts";
import { withGumption } from "../moves/gumption";
import { chooseCarryOver } from "./carry-over-dialog";
import { chooseSetUp } from "./setup-dialog";
import { confirmedControl } from "./confirm-control";
import { openOdds } from "./odds-window";
import type { TrackedCombat } from "./executor";
import { clickCounts } from "../moves/controls";
import { BUTTON_CONTROLS, controlFromButton, dropReorder } from "../moves/from-dataset";
import { requestControl } from "./queries";
import { currentViewer, snapshotOf } from "./snapshot-of";
import { actionName, TRACKER_TEMPLATES, trackerView } from "../view-models";

const PARTIALS = ["banners", "button", "core-controls", "gm", "groups", "row", "text"].map((name) =>
  templatePath(`combat/parts/${name}.hbs`),
);

/** Core's header buttons whose work the engine does itself: Start rolls, joiners roll on joining. */
const CORE_HEADER_ACTIONS_REPLACED = ["rollAll", "rollNPC", "resetAll"];

/**
 * Core's row menu entries about a free initiative value, which the engine's state decides here:
 * v13's keys, and v14's (renamed to COMBATANT.ACTIONS.*, fvtt-system-rqg#899).
 */
const CORE_ROW_ENTRIES_REPLACED = [
  "COMBAT.CombatantClear",
  "COMBAT.CombatantReroll",
  "COMBATANT.ACTIONS.Clear",
  "COMBATANT.ACTIONS.Reroll",
];

/** Core's encounter menu entries (foundryvtt#12327) that the header's buttons also lose. */
const CORE_COMBAT_ENTRIES_REPLACED = ["COMBAT.RollAll", "COMBAT.RollNPC", "COMBAT.InitiativeReset"];

/** A row's own controls: a click or double click on one is the control's, never the row's. */
const ROW_CONTROLS = "input, select, textarea, button, a, label, [data-action]";

/** A context menu entry as v13 (name) and v14 (label) give it. */
interface MenuEntry {
  name?: string;
  label?: string;
}

/** The entries whose lang key is none of `keys` (v13 and v14 name them differently). */
function without(entries: unknown[], keys: readonly string[]): never {
  const kept = (entries as MenuEntry[]).filter(
    (entry) => !keys.includes(entry.name ?? "") && !keys.includes(entry.label ?? ""),
  );
  return kept as never;
}

/** Every control button's data-action (the view models name them the same way). */
const CONTROL_ACTIONS = BUTTON_CONTROLS.filter((action) => action !== "setMode");

type Handler = (
  this: ActionEngineCombatTracker,
  event: PointerEvent,
  target: HTMLElement,
) => Promise<void>;

function revisionAt(target: HTMLElement): number {
  return Number(target.closest<HTMLElement>("[data-revision]")?.dataset.revision ?? NaN);
}

/** A control button: the pure control it stands for goes to the executor (or the GM). */
const onControl: Handler = async function (event, target) {
  event.preventDefault();
  const combat = this.viewed as unknown as TrackedCombat | null;
  if (!combat) return;
  const row = target.closest(".ae-row");
  const field = (name: string) =>
    row?.querySelector<HTMLInputElement>(`input[name=${name}]`)?.valueAsNumber ?? null;
  const control = controlFromButton(
    target.dataset.action ?? "",
    { ...target.dataset },
    field("hp"),
    field("against"),
  );
  if (!control || !clickCounts(control.action, event.detail)) return;
  if (await confirmedControl(target, this))
    await requestControl(combat, control, revisionAt(target));
};

const onChooseCarryOver: Handler = async function (event, target) {
  event.preventDefault();
  const combat = this.viewed as unknown as TrackedCombat | null;
  const id = target.dataset.combatantId;
  if (combat && id) await chooseCarryOver(combat, id, revisionAt(target), this);
};

const onChooseSetUp: Handler = async function (event, target) {
  event.preventDefault();
  const combat = this.viewed as unknown as TrackedCombat | null;
  const id = target.dataset.combatantId;
  if (combat && id) await chooseSetUp(combat, id, revisionAt(target), this);
};

/** "Odds of this fight" (GM only): its own window, apart from the tracker's rendering. */
async function onOddsOpen(this: ActionEngineCombatTracker, event: PointerEvent) {
  event.preventDefault();
  const combat = this.viewed as unknown as TrackedCombat | null;
  return combat ? openOdds(combat, this) : null;
}

const onEndCombat: Handler = async function (event) {
  event.preventDefault();
  await (this.viewed as unknown as { endCombat(): Promise<unknown> } | null)?.endCombat();
};

/**
 * The sidebar combat tracker (v13 ApplicationV2): core's header, then the system's `tracker` and
 * `footer` parts in place of core's. One fixed part shows every mode (Foundry's Handlebars mixin
 * keeps a rendered part until it renders it again, so parts that come and go with the mode would
 * leave the old one on screen). It stays thin: the context of each part comes from the pure view
 * model (src/combat/view-models) over a snapshot of the combat, and each button becomes a pure
 * control (src/combat/moves) carried out by the executor, or by the active GM through a query.
 * Rows are core's `li.combatant` elements, so core's row menu, hover highlight, click-to-pan and
 * row buttons (hide, defeated, ping) work; core's controls the engine replaces are taken away.
 */
export class ActionEngineCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  // only actions: core's classes and options stay as they are (the parts carry the system's classes)
  static override DEFAULT_OPTIONS = {
    actions: {
      ...Object.fromEntries(CONTROL_ACTIONS.map((action) => [actionName(action), onControl])),
      [actionName("chooseCarryOver")]: onChooseCarryOver,
      [actionName("chooseSetUp")]: onChooseSetUp,
      [actionName("endCombat")]: onEndCombat,
      aeOddsOpen: onOddsOpen,
    },
  } as never;

  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: {
      template: templatePath(TRACKER_TEMPLATES.tracker),
      templates: PARTIALS,
      scrollable: [""],
    },
    footer: { template: templatePath(TRACKER_TEMPLATES.footer), templates: PARTIALS },
  } as never;

  /** The mode of the combat shown (or the one a new encounter would start in). */
  get mode(): SequencingMode {
    const combat = this.viewed as unknown as { system?: { mode?: SequencingMode } } | null;
    return combat?.system?.mode ?? defaultTrackerMode();
  }

  protected override async _preparePartContext(
    ...[partId, context, options]: Parameters<
      foundry.applications.sidebar.tabs.CombatTracker["_preparePartContext"]
    >
  ) {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId === "header") return prepared;
    const combat = this.viewed as unknown as TrackedCombat | null;
    const snapshot = combat
      ? withGumption(snapshotOf(combat), factsFor(combat), ruleOptions("okrpg").gumption)
      : null;
    const ae = trackerView(snapshot, currentViewer(), this.mode);
    // `foundry`: the rows may show core's own row buttons (the playground has no canvas for them);
    // `keptRows`: rows drawn as last time come as placeholders, which _replaceHTML resolves
    return Object.assign(prepared, { ae, foundry: true, keptRows: true }) as never;
  }

  /**
   * Core's row handler (a click pans to the token, a double click opens the sheet) runs for any
   * click inside the row, its own inputs and buttons too (Fabula Ultima's and Star Trek
   * Adventures' trackers guard it the same way): typing the HP to spend or pressing a button must
   * not pan, select or open a sheet.
   */
  protected override _onCombatantMouseDown(
    ...[event, target]: Parameters<
      foundry.applications.sidebar.tabs.CombatTracker["_onCombatantMouseDown"]
    >
  ) {
    const control = (event.target as Element | null)?.closest(ROW_CONTROLS);
    if (control && control !== target) return;
    return super._onCombatantMouseDown(event, target);
  }

  /** Core's row menu, less the entries that would write an initiative outside the engine. */
  protected override _getEntryContextOptions() {
    return without(super._getEntryContextOptions(), CORE_ROW_ENTRIES_REPLACED);
  }

  /**
   * Core's encounter menu, less Roll All, Roll NPCs and Reset, as Draw Steel took them out of it
   * (Start rolls, joiners roll on joining; Reset would tear the engine's order apart).
   */
  protected override _getCombatContextOptions() {
    return without(super._getCombatContextOptions(), CORE_COMBAT_ENTRIES_REPLACED);
  }

  /**
   * Core's header buttons whose work the engine does are taken out as the header is drawn, and
   * the keyboard focus is put back where a re-render dropped it.
   */
  protected override async _onRender(
    ...[context, options]: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>
  ): Promise<void> {
    await super._onRender(context, options);
    const root = (this as unknown as { element: HTMLElement }).element;
    for (const action of CORE_HEADER_ACTIONS_REPLACED)
      root.querySelector(`.encounter-controls [data-action="${action}"]`)?.remove();
    // a control's click re-renders the tracker: the keyboard focus goes back to it (src/ui/focus)
    keepFocus(root);
    this.#actingShown = showActingRow(root, this.#actingShown);
  }

  /** the combatant whose row was last scrolled into view (src/ui/acting-row.ts) */
  #actingShown: string | null = null;

  /** the encounter whose tracker part is on screen (undefined until one is drawn) */
  #partCombat: string | null | undefined = undefined;

  /**
   * Whether the tracker part now drawn shows the encounter of the part on screen. With two
   * encounters the tracker switches between them, and v14 (14.368) changed how the tracker is
   * drawn again then (a public system clears its own render data before core's handler; no
   * public source says what core does, test/foundry/BEHAVIOURS.md): so what the system kept of the
   * last drawing (the acting row, the rows to morph) is dropped whenever the encounter differs or
   * cannot be told, and the part is replaced whole. The self-check's two-encounter step looks at
   * it in the running Foundry.
   */
  #sameEncounter(): boolean {
    const viewed = this.viewed as unknown as { id?: string | null } | null | undefined;
    const now = viewed === undefined ? undefined : (viewed?.id ?? null);
    const same = now !== undefined && now === this.#partCombat;
    this.#partCombat = now;
    if (!same) this.#actingShown = null;
    return same;
  }

  /**
   * The tracker part drawn again is morphed into the one shown (src/ui/morph.ts) instead of
   * replacing it: a click changes a row or two, and replacing the part would rebuild and lay out
   * every row (hundreds of milliseconds at 300 combatants). Rows that did not change stay the same
   * elements (scroll and focus with them); rows that did are replaced whole. The listeners are
   * bound on the part as drawn, so each row or control that moves from it into the page comes
   * with its own, and one that stays keeps those it has. A row drawn as last time comes as a
   * placeholder (src/ui/kept-rows.ts), put back into its row's HTML first where the page does not
   * show that row (before the listeners are bound). Core replaces the other parts.
   */
  protected override _replaceHTML(
    ...[result, content, options]: Parameters<
      foundry.applications.sidebar.tabs.CombatTracker["_replaceHTML"]
    >
  ): void {
    const { tracker: drawn, ...others } = result as Record<string, HTMLElement>;
    const shown = (this as unknown as { parts: Record<string, HTMLElement | undefined> }).parts
      .tracker;
    if (!drawn) return super._replaceHTML(result, content, options);
    const same = this.#sameEncounter() && !!shown?.isConnected && shown.tagName === drawn.tagName;
    const drawings = rowDrawingsOf(globalThis.Handlebars);
    restoreKeptRows(drawn, same ? shown! : null, drawings);
    if (!same) return super._replaceHTML(result, content, options);
    drawn.dataset.applicationPart = shown!.dataset.applicationPart;
    this._attachPartListeners("tracker", drawn, options as never);
    if (morph(shown!, drawn)) return super._replaceHTML(others as never, content, options);
    restoreKeptRows(drawn, null, drawings);
    super._replaceHTML(result, content, options);
  }

  /**
   * The mode select and the rows' drag and drop, bound on the tracker part each time it is drawn
   * (a render of other parts alone leaves its elements, and their listeners, as they are).
   */
  protected override _attachPartListeners(
    ...[partId, element, options]: Parameters<
      foundry.applications.sidebar.tabs.CombatTracker["_attachPartListeners"]
    >
  ): void {
    super._attachPartListeners(partId, element, options);
    if (partId !== "tracker") return;
    element
      .querySelector<HTMLSelectElement>("select[name=aeMode]")
      ?.addEventListener("change", (event) =>
        this.#onModeChange(event.currentTarget as HTMLSelectElement),
      );
    for (const row of element.querySelectorAll<HTMLElement>(".ae-row[draggable=true]")) {
      row.addEventListener("dragstart", (event) =>
        event.dataTransfer?.setData("text/plain", row.dataset.combatantId ?? ""),
      );
      row.addEventListener("dragover", (event) => event.preventDefault());
      row.addEventListener("drop", (event) => this.#onDrop(event, row));
    }
  }

  async #onModeChange(select: HTMLSelectElement): Promise<void> {
    const combat = this.viewed as unknown as TrackedCombat | null;
    const control = controlFromButton(actionName("setMode"), { mode: select.value });
    if (combat && control) await requestControl(combat, control, revisionAt(select));
  }

  /** RULES 5: the GM drags a row onto another to change the turn order. */
  async #onDrop(event: DragEvent, row: HTMLElement): Promise<void> {
    event.preventDefault();
    const combat = this.viewed as unknown as TrackedCombat | null;
    const dragged = event.dataTransfer?.getData("text/plain") ?? "";
    if (!combat || !row.dataset.combatantId) return;
    const control = dropReorder(snapshotOf(combat), dragged, row.dataset.combatantId);
    if (control) await requestControl(combat, control, revisionAt(row));
  }
}

import { templatePath } from "../../config";
import type { SequencingMode } from "../../rules/rulesets";
import { SEQUENCING_MODES } from "../../rules/rulesets";
import { defaultTrackerMode } from "../../settings";
import { chooseCarryOver } from "./carry-over-dialog";
import type { TrackedCombat } from "./executor";
import { controlFromButton, dropReorder } from "../moves/from-dataset";
import { requestControl } from "./queries";
import { currentViewer, snapshotOf } from "./snapshot-of";
import { actionName, MODE_TEMPLATES, trackerView } from "../view-models";

const PARTIALS = ["banners", "button", "gm", "groups", "row", "text"].map((name) =>
  templatePath(`combat/parts/${name}.hbs`),
);

/** The PART rendering a mode: its id is the mode's name. */
function modePart(mode: SequencingMode) {
  return { template: templatePath(MODE_TEMPLATES[mode]), templates: PARTIALS, scrollable: [""] };
}

/** Every control button's data-action (the view models name them the same way). */
const CONTROL_ACTIONS = [
  "act",
  "hold",
  "defend",
  "pass",
  "deferAll",
  "spend",
  "spendHp",
  "hesitate",
  "next",
  "skip",
  "counter",
  "fireCounter",
  "moveUp",
  "toggleSide",
  "toggleSurprised",
  "tideLuck",
  "undo",
  "startCombat",
  "nextRound",
] as const;

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
  const input = target.closest(".ae-row")?.querySelector<HTMLInputElement>("input[name=hp]");
  const control = controlFromButton(
    target.dataset.action ?? "",
    { ...target.dataset },
    input ? input.valueAsNumber : null,
  );
  if (control) await requestControl(combat, control, revisionAt(target));
};

const onChooseCarryOver: Handler = async function (event, target) {
  event.preventDefault();
  const combat = this.viewed as unknown as TrackedCombat | null;
  const id = target.dataset.combatantId;
  if (combat && id) await chooseCarryOver(combat, id, revisionAt(target), this);
};

const onEndCombat: Handler = async function (event) {
  event.preventDefault();
  await (this.viewed as unknown as { endCombat(): Promise<unknown> } | null)?.endCombat();
};

/**
 * The sidebar combat tracker (v13 ApplicationV2), one PART per sequencing mode beside core's
 * header. It stays thin: the context of each part comes from the pure view model
 * (src/combat/view-models) over a snapshot of the combat, and each button becomes a pure control
 * (src/combat/moves) carried out by the executor, or by the active GM through a query.
 */
export class ActionEngineCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  // only actions: core's classes and options stay as they are (the parts carry the system's classes)
  static override DEFAULT_OPTIONS = {
    actions: {
      ...Object.fromEntries(CONTROL_ACTIONS.map((action) => [actionName(action), onControl])),
      [actionName("chooseCarryOver")]: onChooseCarryOver,
      [actionName("endCombat")]: onEndCombat,
    },
  } as never;

  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    ...Object.fromEntries(SEQUENCING_MODES.map((mode) => [mode, modePart(mode)])),
    aeFooter: { template: templatePath("combat/footer.hbs"), templates: PARTIALS },
  } as never;

  /** The mode of the combat shown (or the one a new encounter would start in). */
  get mode(): SequencingMode {
    const combat = this.viewed as unknown as { system?: { mode?: SequencingMode } } | null;
    return combat?.system?.mode ?? defaultTrackerMode();
  }

  protected override _configureRenderParts(
    ...args: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_configureRenderParts"]>
  ) {
    const parts = super._configureRenderParts(...args) as Record<string, unknown>;
    const keep = ["header", this.mode, "aeFooter"];
    return Object.fromEntries(Object.entries(parts).filter(([id]) => keep.includes(id))) as never;
  }

  protected override async _preparePartContext(
    ...[partId, context, options]: Parameters<
      foundry.applications.sidebar.tabs.CombatTracker["_preparePartContext"]
    >
  ) {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId === "header") return prepared;
    const combat = this.viewed as unknown as TrackedCombat | null;
    const ae = trackerView(combat ? snapshotOf(combat) : null, currentViewer(), this.mode);
    return Object.assign(prepared, { ae }) as never;
  }

  protected override async _onRender(
    ...[context, options]: Parameters<foundry.applications.sidebar.tabs.CombatTracker["_onRender"]>
  ): Promise<void> {
    await super._onRender(context, options);
    const root = (this as unknown as { element: HTMLElement }).element;
    root
      .querySelector<HTMLSelectElement>("select[name=aeMode]")
      ?.addEventListener("change", (event) =>
        this.#onModeChange(event.currentTarget as HTMLSelectElement),
      );
    for (const row of root.querySelectorAll<HTMLElement>(".ae-row[draggable=true]")) {
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

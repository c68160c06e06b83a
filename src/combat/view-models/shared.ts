import { ENCOUNTER_BUTTONS, MEANT_BY_MODE, MODE_BUTTONS } from "../../reference/controls";
import { SEQUENCING_MODES } from "../../rules/rulesets";
import { engineOf } from "../engines";
import { midRound } from "../moves/apply";
import { nextTurnControl, previousRoundAt, previousTurnAt, type Reach } from "../moves/core-turns";
import { REPEATABLE_CONTROLS, type ControlAction } from "../moves/controls";
import { mayControl } from "../moves/permissions";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import type { Banner, ModeChoice, Text, TrackerButton, TrackerRow } from "./types";

export const T = "ACTION_ENGINE.Tracker";

/** The data-action of a control: "ae" + its name, so it never meets one of core's actions. */
export function actionName(
  action: ControlAction | "endCombat" | "chooseCarryOver" | "chooseSetUp",
): string {
  return `ae${action[0].toUpperCase()}${action.slice(1)}`;
}

/** data-* attribute names are kebab-case (the DOM reads data-combatant-id as dataset.combatantId). */
function attributes(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      value,
    ]),
  );
}

/** What a second click does, for the tooltip; none for the controls that ask first (a dialog). */
function repeatHint(
  action: ControlAction | "endCombat" | "chooseCarryOver" | "chooseSetUp",
): string | undefined {
  if (action === "endCombat" || action === "chooseCarryOver" || action === "chooseSetUp")
    return undefined;
  return `${T}.Repeat.${REPEATABLE_CONTROLS.has(action) ? "Again" : "Once"}`;
}

/** The controls whose name is the rules' jargon: their tooltip says what the rule does. */
const EXPLAINED: ReadonlySet<string> = new Set([
  "Spend1",
  "Spend0",
  "SpendAll",
  "Hesitate",
  "ActiveDefence",
]);

/**
 * The controls the quick reference describes (ACTION_ENGINE.Reference.Control.*): their tooltip
 * says what they do, in the reference's words, not only what a double click does. The side toggle
 * ("Side.friendly") and the Tide of Battle choices ("Luck.plain") are described once for all.
 */
function describedBy(label: string): string | undefined {
  const name = label.split(".")[0];
  if (name === "Side" || name === "Luck") return `ACTION_ENGINE.Reference.Control.${name}`;
  const listed =
    ENCOUNTER_BUTTONS.includes(name) || Object.values(MODE_BUTTONS).some((b) => b.includes(name));
  return listed && !MEANT_BY_MODE.includes(name)
    ? `ACTION_ENGINE.Reference.Control.${name}`
    : undefined;
}

/** A button for `action`, enabled when `enabled` holds. */
export function button(
  action: ControlAction | "endCombat" | "chooseCarryOver" | "chooseSetUp",
  label: string,
  data: Record<string, string>,
  enabled: boolean,
  extra: Partial<
    Pick<
      TrackerButton,
      "text" | "pressed" | "primary" | "short" | "hint" | "who" | "reason" | "confirm"
    >
  > = {},
): TrackerButton {
  return {
    action: actionName(action),
    label: `${T}.Control.${label}`,
    repeat: repeatHint(action),
    ...(EXPLAINED.has(label)
      ? { hint: `${T}.Explain.${label}` }
      : describedBy(label)
        ? { hint: describedBy(label) }
        : {}),
    data: attributes(data),
    disabled: !enabled,
    ...extra,
  };
}

/** Whether the viewer may use a combatant's own controls (the GM, or an owner). */
export function controls(_snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): boolean {
  return mayControl(c, viewer);
}

// Facts every row asks about, worked out once per snapshot (a render builds many rows).
interface Lookups {
  inState: ReadonlySet<string>;
  acting: readonly string[];
}
const lookups = new WeakMap<CombatSnapshot, Lookups>();
function lookupsOf(snapshot: CombatSnapshot): Lookups {
  let found = lookups.get(snapshot);
  if (!found) {
    const engine = engineOf(snapshot.mode);
    found =
      snapshot.state === null
        ? { inState: new Set(), acting: [] }
        : { inState: new Set(engine.ids(snapshot.state)), acting: engine.acting(snapshot.state) };
    lookups.set(snapshot, found);
  }
  return found;
}

/** Combatants the viewer sees: players do not see hidden ones (as in Foundry's own tracker). */
export function visible(snapshot: CombatSnapshot, viewer: Viewer): CombatantSnapshot[] {
  return snapshot.combatants.filter((one) => viewer.isGM || !one.hidden);
}

/** The combatants in the order the engine lists them, then those outside it. */
export function ordered(snapshot: CombatSnapshot, viewer: Viewer): CombatantSnapshot[] {
  const shown = visible(snapshot, viewer);
  if (snapshot.state === null) return shown;
  const order = engineOf(snapshot.mode).order(snapshot.state);
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...shown].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

export function inState(snapshot: CombatSnapshot, id: string): boolean {
  return lookupsOf(snapshot).inState.has(id);
}

export function acting(snapshot: CombatSnapshot): readonly string[] {
  return lookupsOf(snapshot).acting;
}

/** The modes whose first round knows surprise (RULES 3 shots, RULES 4 ready HP, RULES 5 turns). */
const SURPRISE_MODES: readonly string[] = ["shots", "readyHp", "turns"];

/** The GM's per-row controls: which side the combatant fights on, and (before the start) surprise. */
function gmButtons(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  c: CombatantSnapshot,
): TrackerButton[] {
  if (!viewer.isGM) return [];
  const data = { combatantId: c.id };
  // a side change in the round under way asks first: one stray Enter must not move a hero over
  const other = c.side === "friendly" ? "hostile" : "friendly";
  const confirm = snapshot.started
    ? { key: `${T}.Confirm.Side`, data: { side: `${T}.Side.${other}` } }
    : undefined;
  const result = [button("toggleSide", `Side.${c.side}`, data, true, confirm ? { confirm } : {})];
  if (!snapshot.started && SURPRISE_MODES.includes(snapshot.mode))
    result.push(
      button("toggleSurprised", "Surprised", data, true, { pressed: c.system.surprised }),
    );
  return result;
}

/** The fields every row has; each mode adds its figures, notes and controls. */
export function baseRow(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  c: CombatantSnapshot,
): TrackerRow {
  const notes: Text[] = [];
  if (c.defeated) notes.push({ key: `${T}.Note.Defeated` });
  else if (snapshot.started && !inState(snapshot, c.id)) notes.push({ key: `${T}.Note.Waiting` });
  return {
    id: c.id,
    name: c.name,
    img: c.img,
    hidden: c.hidden,
    defeated: c.defeated,
    side: c.side,
    sideLabel: `${T}.Side.${c.side}`,
    own: !viewer.isGM && c.owners.includes(viewer.userId),
    acting: acting(snapshot).includes(c.id),
    tied: false,
    done: false,
    values: [],
    notes,
    buttons: [],
    gmButtons: gmButtons(snapshot, viewer, c),
    input: null,
    draggable: false,
  };
}

/** Banners every mode shows: no GM online, a hidden combatant acting, the round over. */
export function commonBanners(snapshot: CombatSnapshot, viewer: Viewer): Banner[] {
  const banners: Banner[] = [];
  if (!viewer.isGM && !viewer.gmOnline)
    banners.push({ text: { key: `${T}.Banner.NoGM` }, tone: "warning", buttons: [] });
  const hiddenActing = acting(snapshot).some(
    (id) => snapshot.combatants.find((one) => one.id === id)?.hidden,
  );
  if (!viewer.isGM && hiddenActing)
    banners.push({ text: { key: `${T}.Banner.HiddenActing` }, tone: "info", buttons: [] });
  if (snapshot.started && !midRound(snapshot))
    banners.push({
      text: { key: `${T}.Banner.RoundOver.${snapshot.mode}` },
      tone: "info",
      buttons: [],
    });
  return banners;
}

export function modeChoices(snapshot: CombatSnapshot): ModeChoice[] {
  return SEQUENCING_MODES.map((value) => ({
    value,
    label: `${T}.Mode.${value}`,
    selected: value === snapshot.mode,
  }));
}

/** Why a core control is off now, for its tooltip (none while it is on). */
function reasonOf<T>(reach: Reach<T>): Pick<TrackerButton, "reason"> {
  if (reach.ok) return {};
  return {
    reason: { key: reach.reason, ...(reach.n === undefined ? {} : { data: { n: reach.n } }) },
  };
}

/**
 * Foundry's four core controls, as this mode means them (src/combat/moves/core-turns.ts):
 * previous round, previous turn, next turn, next round. Each says what it does in this mode and,
 * while it is off, why.
 */
function coreControls(snapshot: CombatSnapshot): TrackerButton[] {
  // the way each goes (Foundry's update direction): when a control used from the keyboard turns
  // off (Next turn at the round's end), the focus moves to the next one going the same way
  const back = { direction: "back" };
  const forward = { direction: "forward" };
  const mode = snapshot.mode;
  const roundBack = previousRoundAt(snapshot);
  const turnBack = previousTurnAt(snapshot);
  const next = nextTurnControl(snapshot);
  const acting = next.ok ? snapshot.combatants.find((c) => c.id === next.value.combatantId) : null;
  return [
    button("previousRound", "PreviousRound", back, roundBack.ok, {
      hint: `${T}.Explain.PreviousRound`,
      ...reasonOf(roundBack),
    }),
    button("previousTurn", "PreviousTurn", back, turnBack.ok, {
      hint: `${T}.Explain.PreviousTurn.${mode}`,
      ...reasonOf(turnBack),
    }),
    button("nextTurn", "NextTurn", forward, next.ok, {
      hint: `${T}.Explain.NextTurn.${mode}`,
      ...(acting ? { who: acting.name } : {}),
      ...reasonOf(next),
    }),
    button("nextRound", "NextRound", forward, true, {
      hint: `${T}.Explain.NextRound`,
      primary: !midRound(snapshot),
    }),
  ];
}

/**
 * The GM's footer: before the start, Start encounter; then Foundry's four core controls. Undo
 * (one step back) and End encounter always.
 */
export function footer(snapshot: CombatSnapshot, viewer: Viewer): TrackerButton[] {
  if (!viewer.isGM) return [];
  const data = {};
  const last = snapshot.history.at(-1);
  const buttons: TrackerButton[] = snapshot.started
    ? coreControls(snapshot)
    : [
        button("startCombat", "StartCombat", data, snapshot.combatants.length > 0, {
          primary: true,
        }),
      ];
  buttons.push(
    button(
      "undo",
      "Undo",
      last ? { step: last.label } : data,
      last !== undefined,
      last ? {} : { reason: { key: `${T}.Refused.NothingToUndo` } },
    ),
  );
  buttons.push(button("endCombat", "EndCombat", data, true));
  return buttons;
}

export function count(value: number): string {
  return String(value);
}

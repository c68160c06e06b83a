/*
 * Which button the self-check presses next, on a chat card or on the tracker, from the buttons
 * they show: pure choices, so the same walk runs in Foundry and against the test double. A button
 * is known by its data-action and data-* values; one already pressed is not pressed again, so a
 * walk always ends.
 */

export interface ShownButton {
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  /** the tracker's main control of a row (class is-primary) */
  readonly primary?: boolean;
  /** a toggle already on (aria-pressed): the choice it stands for is the card's now */
  readonly pressed?: boolean;
  /** the tracker: a control on a combatant's row (else the footer or the header) */
  readonly inRow?: boolean;
}

/** A button's identity: its action and data-* values. */
export function buttonKey(button: ShownButton): string {
  const data = Object.entries(button.data)
    .filter(([key]) => key !== "action")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`);
  return [button.action, ...data].join(" ");
}

/** The card buttons that apply a result to a target. */
export const APPLY_ACTIONS: readonly string[] = ["apply", "applyArmor", "applyPerson"];

/**
 * Card buttons the walk of choices leaves alone: Apply and Undo come after it (applyAndUndo),
 * Mark void ends the card, and the list toggle only folds the card on this client.
 */
const CARD_LEFT_ALONE = new Set([...APPLY_ACTIONS, "applyAll", "undo", "undoAll", "markVoid"]);
const CARD_LOCAL = new Set(["toggleTargets"]);

/** The next of the card's choices not pressed yet, or null when every one has been. */
export function nextCardChoice(
  buttons: readonly ShownButton[],
  pressed: ReadonlySet<string>,
): ShownButton | null {
  return (
    buttons.find(
      (b) =>
        !b.disabled &&
        !b.pressed &&
        !CARD_LEFT_ALONE.has(b.action) &&
        !CARD_LOCAL.has(b.action) &&
        !pressed.has(buttonKey(b)),
    ) ?? null
  );
}

/** The first Apply the card offers for a target, or null. */
export function applyChoice(buttons: readonly ShownButton[]): ShownButton | null {
  return (
    buttons.find((b) => !b.disabled && APPLY_ACTIONS.includes(b.action) && b.data.target) ?? null
  );
}

/** The Undo of the result applied to `target`, or null. */
export function undoChoice(buttons: readonly ShownButton[], target: string): ShownButton | null {
  return (
    buttons.find((b) => !b.disabled && b.action === "undo" && b.data.target === target) ?? null
  );
}

/**
 * Tracker controls the walk never presses on its own: ending the encounter (the step's cleanup
 * does), restarting a damaged round (a damaged state fails the step), Undo (pressed once at the
 * end, to check it), the odds' window (it plays the fight elsewhere and changes nothing at the table).
 */
const TRACKER_LEFT_ALONE = new Set(["aeEndCombat", "aeRestartRound", "aeUndo", "aeOddsOpen"]);
/** Controls that move the encounter on, pressed whenever nothing else is left. */
const TRACKER_ONWARD = ["aeNextRound", "aeNextTurn"];
/** A row's way to be done for the round, when its main control is not offered. */
const ROW_DONE = new Set(["aePass", "aeHesitate", "aeSkip"]);

/**
 * The tracker's next control: Start while it is offered; then each kind of control once (every
 * control the encounter offers is pressed at least once); then the acting row's main control,
 * else a way for a row to be done (pass, hesitate, skip, spend all its shots); else the next
 * round or turn. Null when the tracker offers nothing to press.
 */
export function nextTrackerControl(
  buttons: readonly ShownButton[],
  pressedActions: ReadonlySet<string>,
): ShownButton | null {
  const open = buttons.filter((b) => !b.disabled && !TRACKER_LEFT_ALONE.has(b.action));
  return (
    open.find((b) => b.action === "aeStartCombat") ??
    open.find((b) => !pressedActions.has(b.action) && !TRACKER_ONWARD.includes(b.action)) ??
    open.find((b) => b.inRow && b.primary) ??
    open.find(
      (b) =>
        b.inRow && (ROW_DONE.has(b.action) || (b.action === "aeSpend" && b.data.cost === "all")),
    ) ??
    open.find((b) => TRACKER_ONWARD.includes(b.action)) ??
    null
  );
}

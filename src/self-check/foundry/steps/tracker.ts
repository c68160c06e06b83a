import { whenIdle } from "../../../combat/foundry/hooks";
import { FIGHTS, type Fight } from "../../fixtures";
import { ensure, fail, reportLine, type SelfCheckStep } from "../../step";
import { nextTrackerControl } from "../../walks";
import type { AppLike, CombatLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { shownButtons, type Shown } from "./buttons";
import { setUpFight } from "./fight";

/*
 * The combat tracker in every mode: an encounter of the ruleset's two sample characters, shown in
 * the sidebar tracker, played with the tracker's own buttons for two whole rounds, each kind of
 * control the encounter offers pressed at least once (dialogs answered), then Undo. Every press
 * must change the encounter as stored; after it the tracker must show no damaged state, and
 * Foundry's current combatant must be the one the tracker shows acting (the fields core's
 * setupTurns fills, issue 32).
 */

/** Presses allowed for two rounds: far more than any mode needs. */
const MOST_PRESSES = 200;
const ROUNDS = 2;

const shownControls = (tracker: AppLike) =>
  shownButtons(tracker.element, "button[data-action^=ae]");

/** A control as the report names it: its accessible name (what a screen reader says), its action. */
function controlName(button: Shown): string {
  const label = button.element.getAttribute("aria-label")?.trim();
  return label ? `${label} (${button.action})` : button.action;
}

/** The encounter as stored, combatants included: a press that writes nothing leaves it alike. */
const stored = (combat: CombatLike) => JSON.stringify(combat.toObject());

function revisionShown(tracker: AppLike): string {
  return tracker.element.querySelector<HTMLElement>("[data-revision]")?.dataset.revision ?? "";
}

/** The roll total given for an act that was not rolled on a card (RULES 4 interfering). */
const ACT_TOTAL = "12";

/**
 * A row's fields filled in as a player would: all its ready hit points to spend, and the total of
 * the act it opposes when the tracker does not know it.
 */
function fillRowInputs(button: HTMLElement): void {
  const row = button.closest(".ae-row");
  const hp = row?.querySelector<HTMLInputElement>("input[name=hp]");
  if (hp) hp.value = hp.max || hp.value || "1";
  const against = row?.querySelector<HTMLInputElement>("input[name=against]");
  if (against && against.value === "") against.value = ACT_TOTAL;
}

/** What the tracker shows must agree with the encounter's documents. */
function checkShown(tracker: AppLike, combat: CombatLike, after: string): void {
  ensure(!tracker.element.querySelector("[data-action=aeRestartRound]"), "Tracker.Damaged", {
    after,
  });
  const acting = [...tracker.element.querySelectorAll<HTMLElement>(".ae-row.is-acting")];
  if (acting.length !== 1) return;
  const shown = acting[0].dataset.combatantId;
  const core = combat.combatant?.id ?? null;
  ensure(core === shown, "Tracker.CurrentDiffers", {
    after,
    core: combat.combatants.get(core ?? "")?.name ?? "—",
    shown: combat.combatants.get(shown ?? "")?.name ?? "—",
  });
}

async function pressControl(
  s: Sandbox,
  tracker: AppLike,
  combat: CombatLike,
  button: HTMLElement,
): Promise<void> {
  fillRowInputs(button);
  await s.press(tracker, button);
  await whenIdle(combat);
  await tracker.render();
}

function trackerStep(fight: Fight): SelfCheckStep<Sandbox> {
  const id = `tracker-${fight.mode}`;
  return {
    id,
    area: "tracker",
    label: reportLine(`Step.${id}`),
    async run(s) {
      const { scene, attackerToken, targetToken } = await setUpFight(s, fight);
      const combat = await s.combat(scene, fight.mode, [attackerToken, targetToken]);
      const tracker = await s.tracker(combat);
      // RULES 4: one ready hit point held back as carry-over, when the carry-over dialog asks
      s.answerDialogs({ fill: { hp: "1" }, press: ["ok"] });
      const pressed = new Set<string>();
      for (let presses = 0; combat.round <= ROUNDS; presses++) {
        if (presses >= MOST_PRESSES) fail("Tracker.TooLong", { presses, round: combat.round });
        const next = nextTrackerControl(shownControls(tracker), pressed) as Shown | null;
        if (!next) fail("Tracker.Stuck", { round: combat.round });
        pressed.add(next.action);
        const before = stored(combat);
        await pressControl(s, tracker, combat, next.element);
        // an enabled control that writes nothing is a button that does nothing (or was refused)
        ensure(stored(combat) !== before, "Tracker.Unchanged", { control: controlName(next) });
        checkShown(tracker, combat, controlName(next));
      }
      const undo = shownControls(tracker).find((b) => b.action === "aeUndo" && !b.disabled);
      ensure(undo, "Tracker.NoUndo");
      const revision = revisionShown(tracker);
      await pressControl(s, tracker, combat, undo.element);
      ensure(revisionShown(tracker) !== revision, "Tracker.UndoNothing");
      checkShown(tracker, combat, controlName(undo));
      s.notes.note("Tracker.Pressed", { controls: [...pressed].join(", ") });
    },
  };
}

export const TRACKER_STEPS: readonly SelfCheckStep<Sandbox>[] = FIGHTS.map(trackerStep);

import { whenIdle } from "../../../combat/foundry/hooks";
import { activeRuleset } from "../../../settings";
import { fightOf } from "../../fixtures";
import { ensure, reportLine, type SelfCheckStep } from "../../step";
import type { AppLike, CombatLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { setUpFight } from "./fight";

/*
 * Two encounters, the tracker switched between them as a GM switches: v14 (14.368) changed how
 * the tracker is drawn again then, and no public source says how (a public system clears its own
 * render data before core's handler: issue 27, test/foundry/BEHAVIOURS.md). The system's tracker
 * replaces its part whole whenever the encounter shown changes; this step checks in the running
 * Foundry that the tracker shows only the encounter switched to, that its Start starts that one
 * and leaves the other as stored, and that switching back shows the first with its acting row.
 */

const K = "FoundryCalls";

/** The combatants whose rows the tracker shows. */
const rowIds = (tracker: AppLike) =>
  [
    ...tracker.element.querySelectorAll<HTMLElement>(".ae-tracker-part .ae-row[data-combatant-id]"),
  ].map((row) => row.dataset.combatantId ?? "");

/** The tracker shows that encounter's rows and no other's. */
function showsOnly(tracker: AppLike, combat: CombatLike): void {
  const own = new Set(combat.combatants.contents.map((combatant) => combatant.id));
  const shown = rowIds(tracker);
  const strangers = shown.filter((id) => !own.has(id)).length;
  ensure(strangers === 0 && shown.length === own.size, `${K}.OtherRows`, {
    strangers,
    shown: shown.length,
    own: own.size,
  });
}

const stored = (combat: CombatLike) => JSON.stringify(combat.toObject());

export const TWO_ENCOUNTERS_STEP: SelfCheckStep<Sandbox> = {
  id: "foundry-two-encounters",
  area: "foundryCalls",
  label: reportLine("Step.foundry-two-encounters"),
  async run(s) {
    const fight = fightOf(activeRuleset());
    const { scene, attackerToken, targetToken } = await setUpFight(s, fight);
    const tokens = [attackerToken, targetToken];
    const first = await s.combat(scene, fight.mode, tokens);
    const second = await s.combat(scene, fight.mode, tokens);
    const tracker = await s.tracker(first);
    await s.press(tracker, s.find(tracker, "[data-action=aeStartCombat]"));
    await whenIdle(first);
    await tracker.render();
    const firstStored = stored(first);
    const part = tracker.element.querySelector(".ae-tracker-part");

    await s.tracker(second);
    s.notes.note(part?.isConnected ? `${K}.PartKept` : `${K}.PartReplaced`);
    showsOnly(tracker, second);
    await s.press(tracker, s.find(tracker, "[data-action=aeStartCombat]"));
    await whenIdle(second);
    await tracker.render();
    ensure(second.round > 0, `${K}.SecondNotStarted`);
    ensure(stored(first) === firstStored, `${K}.FirstChanged`);

    await s.tracker(first);
    showsOnly(tracker, first);
    const acting = tracker.element.querySelector<HTMLElement>(".ae-row.is-acting");
    ensure(acting?.dataset.combatantId === first.combatant?.id, `${K}.CurrentDiffers`, {
      core: first.combatant?.name ?? "—",
      shown: first.combatants.get(acting?.dataset.combatantId ?? "")?.name ?? "—",
    });
  },
};

import { maxCarryOver } from "../../rules/sequencing/ready-hp";
import { actorFacts } from "../facts";
import type { TrackedCombat } from "./executor";
import { readyHpEntry } from "../inputs";
import { requestControl } from "./queries";
import { combatantSnapshot, type CombatantLike } from "./snapshot-of";
import { dialogWindow } from "../../sheets/foundry/windows";

const T = "ACTION_ENGINE.Tracker.CarryOverDialog";

// DialogV2.prompt (v13): resolves with what the ok button's callback returns, or null if closed.
// foundry-vtt-types 13.345 types its configuration too narrowly for a callback, hence the cast.
const prompt = (config: object) =>
  (foundry.applications.api.DialogV2.prompt as unknown as (c: object) => Promise<unknown>)(config);

/**
 * RULES 4: before a round of ready hit points the player may hold some of their non-damaged HP
 * back as carry-over (at most half, rounded down); by default all are ready. A small dialog asks
 * how many; the choice is written to the player's own combatant.
 */
export async function chooseCarryOver(
  combat: TrackedCombat,
  combatantId: string,
  revision: number,
  opener?: unknown,
): Promise<void> {
  const combatant = combat.combatants.get(combatantId) as unknown as CombatantLike | undefined;
  if (!combatant) return;
  const snapshot = combatantSnapshot(combatant);
  const entry = readyHpEntry(snapshot, actorFacts(combatant.actor as never));
  const max = maxCarryOver(entry.nonDamaged);
  const i18n = game.i18n!;
  const name = foundry.utils.escapeHTML(combatant.name);
  const content = `<p>${i18n.format(`${T}.Prompt`, { name, max: String(max), hp: String(entry.nonDamaged) })}</p>
    <label class="ae-carry-over">${i18n.localize(`${T}.Label`)}
      <input type="number" name="hp" min="0" max="${max}" step="1" value="${Math.min(max, snapshot.system.carryOverChoice)}" autofocus></label>`;
  const answer = await prompt({
    window: { title: i18n.localize(`${T}.Title`) },
    content,
    ok: {
      label: i18n.localize(`${T}.Confirm`),
      callback: (_event: Event, button: HTMLButtonElement) =>
        (button.form!.elements.namedItem("hp") as HTMLInputElement).valueAsNumber,
    },
    // opened from a detached tracker (v14), the dialog opens in its window
    ...dialogWindow(opener),
  });
  if (typeof answer !== "number" || !Number.isFinite(answer)) return;
  const hp = Math.min(max, Math.max(0, Math.floor(answer)));
  await requestControl(combat, { action: "carryOverChoice", combatantId, hp }, revision);
}

import { maxCarryOver } from "../../rules/sequencing/ready-hp";
import { actorFacts } from "../facts";
import type { TrackedCombat } from "./executor";
import { carryOverControl, readyHpEntry } from "../inputs";
import { MAX_DISTANCE } from "../moves/controls";
import { prompt } from "./prompt";
import { requestControl } from "./queries";
import { combatantSnapshot, type CombatantLike } from "./snapshot-of";
import { dialogWindow } from "../../sheets/foundry/windows";
import { dialogOpened } from "../../ui/dialog-answers";
import { escapeHtml } from "../../ui/html";

const T = "ACTION_ENGINE.Tracker.CarryOverDialog";

/**
 * RULES 4: before a round of ready hit points the player may hold some of their non-damaged HP
 * back as carry-over (at most half, rounded down); by default all are ready. A small dialog asks
 * how many, and how far the opponent stands (RULES 4 reach tie-break; blank when not known); the
 * choice is written to the player's own combatant.
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
  const textHtml = (key: string, data?: Record<string, string>) =>
    escapeHtml(data ? i18n.format(`${T}.${key}`, data) : i18n.localize(`${T}.${key}`));
  const contentHtml = `<p>${textHtml("Prompt", { name: combatant.name, max: String(max), hp: String(entry.nonDamaged) })}</p>
    <label class="ae-carry-over">${textHtml("Label")}
      <input type="number" name="hp" min="0" max="${escapeHtml(max)}" step="1" value="${escapeHtml(Math.min(max, snapshot.system.carryOverChoice))}" autofocus></label>
    <label class="ae-carry-over">${textHtml("Distance")}
      <input type="number" name="distance" min="0" max="${MAX_DISTANCE}" step="1" value="${escapeHtml(snapshot.system.distance ?? "")}" placeholder="${textHtml("Unknown")}"></label>
    <p class="hint">${textHtml("DistanceHint")}</p>`;
  const answer = await prompt({
    window: { title: i18n.localize(`${T}.Title`) },
    content: contentHtml,
    ok: {
      label: i18n.localize(`${T}.Confirm`),
      callback: (_event: Event, button: HTMLButtonElement) => {
        const field = (name: string) =>
          (button.form!.elements.namedItem(name) as HTMLInputElement).valueAsNumber;
        return { hp: field("hp"), distance: field("distance") };
      },
    },
    render: (_event: Event, dialog: { element: HTMLElement }) => dialogOpened(dialog.element),
    // opened from a detached tracker (v14), the dialog opens in its window
    ...dialogWindow(opener),
  });
  const chosen = answer as { hp: number; distance: number } | null;
  if (!chosen || !Number.isFinite(chosen.hp)) return;
  await requestControl(combat, carryOverControl(combatantId, chosen, max), revision);
}

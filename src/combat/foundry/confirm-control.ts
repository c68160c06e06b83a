import { dialogWindow } from "../../sheets/foundry/windows";
import { escapeHtml } from "../../ui/html";

const T = "ACTION_ENGINE.Tracker.Confirm";

/**
 * A control whose button carries a question (`data-confirm`, a side change in the round under
 * way) acts only once the user says yes in Foundry's DialogV2.confirm; "Keep it" is the default,
 * so a stray Enter changes nothing. The question is plain text (it holds a combatant's name).
 */
export async function confirmedControl(target: HTMLElement, opener: unknown): Promise<boolean> {
  const question = target.dataset.confirm;
  if (!question) return true;
  const i18n = game.i18n!;
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize(`${T}.Title`) },
    content: `<p>${escapeHtml(question)}</p>`,
    yes: { label: i18n.localize(`${T}.Yes`) },
    no: { label: i18n.localize(`${T}.No`), default: true },
    rejectClose: false,
    ...dialogWindow(opener),
  } as never);
  return answer === true;
}

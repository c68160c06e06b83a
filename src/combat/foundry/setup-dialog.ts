import type { I18n } from "../../sheets/changes/i18n";
import { dialogWindow } from "../../sheets/foundry/windows";
import { dialogOpened } from "../../ui/dialog-answers";
import { setUpControlFrom, setUpDialogHtml } from "../setup-dialog";
import type { TrackedCombat } from "./executor";
import { prompt } from "./prompt";
import { requestControl } from "./queries";
import { snapshotOf } from "./snapshot-of";

const T = "ACTION_ENGINE.Tracker.SetUpDialog";

/**
 * RULES 1.8: a ladder row's Set up button. The dialog asks the kind of setup, its target and, for
 * a hard or general one, the role rolled and the successes needed; the control then goes to the
 * executor (or the GM), which rolls and keeps the setup on the ladder.
 */
export async function chooseSetUp(
  combat: TrackedCombat,
  combatantId: string,
  revision: number,
  opener?: unknown,
): Promise<void> {
  const i18n = game.i18n as unknown as I18n;
  const contentHtml = setUpDialogHtml(i18n, snapshotOf(combat), combatantId);
  if (contentHtml === null) return;
  const control = await prompt({
    window: { title: i18n.localize(`${T}.Title`) },
    content: contentHtml,
    ok: {
      label: i18n.localize(`${T}.Confirm`),
      callback: (_event: Event, button: HTMLButtonElement) =>
        setUpControlFrom(button.form!, combatantId),
    },
    render: (_event: Event, dialog: { element: HTMLElement }) => dialogOpened(dialog.element),
    // opened from a detached tracker (v14), the dialog opens in its window
    ...dialogWindow(opener),
  });
  if (control) await requestControl(combat, control as never, revision);
}

import type { CheckActor, CheckDefinition } from "../../../rules/checks/types";
import type { MessageMode } from "../../message-modes";
import type { RawValues } from "../../view-models/dialog/form";
import { checkDialog } from "../../view-models/dialog/check";
import { formValues, wireLive, type FormLike } from "../../dialog/live";
import { CHECK_DIALOG_TEMPLATE, LIVE_TEMPLATE, render } from "../templates";
import { dialogWindow } from "../../../sheets/foundry/windows";
import { dialogOpened } from "../../../ui/dialog-answers";

/*
 * The check dialog: a DialogV2 (knowledge base "DialogV2") with Roll and Cancel side by side,
 * whose content is templates/dialog/check.hbs. The live block (odds and how the number to reach
 * is made, or why a value is refused) is rendered again whenever an input changes, with the same
 * wiring as the attack dialog (src/chat/dialog/live.ts).
 */

interface DialogApp {
  readonly element: HTMLElement;
}

/** Opens the dialog; resolves with the form's values, or null when cancelled or closed. */
export async function openCheckDialog(
  check: CheckDefinition,
  actor: CheckActor,
  modes: { initial: MessageMode; offered: readonly MessageMode[] },
  opener?: unknown,
): Promise<RawValues | null> {
  const recompute = (raw: RawValues) =>
    checkDialog(check, actor, raw, modes.initial, modes.offered).context;
  const contentHtml = await render(CHECK_DIALOG_TEMPLATE, recompute({}));
  const DialogV2 = foundry.applications.api.DialogV2 as unknown as {
    wait(config: Record<string, unknown>): Promise<unknown>;
  };
  const result = await DialogV2.wait({
    window: {
      title: game.i18n!.format("ACTION_ENGINE.Dialog.CheckTitle", {
        name: actor.name,
        check: game.i18n!.localize(check.label),
      }),
    },
    classes: ["action-engine", "ae-roll-dialog", "ae-check-dialog"],
    position: { width: 420 },
    content: contentHtml,
    buttons: [
      {
        action: "roll",
        label: "ACTION_ENGINE.Dialog.Roll",
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) =>
          formValues(button.form as unknown as FormLike),
      },
      { action: "cancel", label: "ACTION_ENGINE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    render: (_event: Event, dialog: DialogApp) => {
      const form = (dialog.element.querySelector("form") ?? dialog.element) as unknown as FormLike;
      wireLive(dialog.element, form, recompute, (block) => render(LIVE_TEMPLATE, block));
      dialogOpened(dialog.element);
    },
    rejectClose: false,
    ...dialogWindow(opener),
  });
  return result && typeof result === "object" ? (result as RawValues) : null;
}

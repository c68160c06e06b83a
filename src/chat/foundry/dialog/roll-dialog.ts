import type { AttackInput, AttackKit, AnyPlan } from "../../attack/kits";
import type { RawValues } from "../../view-models/dialog/form";
import { DIALOG_TEMPLATE, LIVE_TEMPLATE, render } from "../templates";
import { focusFirstField, formValues, wireLive, type FormLike } from "../../dialog/live";
import { dialogWindow } from "../../../sheets/foundry/windows";
import { dialogOpened } from "../../../ui/dialog-answers";

/*
 * The roll dialog: a DialogV2 (knowledge base "DialogV2"; dnd5e's and Draw Steel's roll
 * configuration dialogs) whose content is templates/dialog/attack.hbs. Whenever an input changes,
 * the form is read back, the ruleset's kit recomputes the context, and every live block (facts,
 * exact chances, warnings) is rendered again in place; the inputs themselves are left alone so
 * typing is never interrupted.
 */

export { formValues, liveBlocks, wireLive } from "../../dialog/live";
export type { FormLike, InputLike, RootLike } from "../../dialog/live";

interface DialogApp {
  readonly element: HTMLElement;
}

/**
 * Opens the roll dialog (in the window of `opener`, the sheet it was asked from, when that sheet
 * is detached); resolves with the form's values, or null when it is closed.
 */
export async function attackDialog(
  kit: AttackKit<AnyPlan>,
  input: AttackInput,
  opener?: unknown,
): Promise<RawValues | null> {
  const { context } = kit.prepare(input, {});
  const contentHtml = await render(DIALOG_TEMPLATE, context);
  const DialogV2 = foundry.applications.api.DialogV2 as unknown as {
    wait(config: Record<string, unknown>): Promise<unknown>;
  };
  // Roll and Cancel side by side (API DialogV2Button); Cancel resolves with its action name
  const result = await DialogV2.wait({
    window: {
      title: game.i18n!.format("ACTION_ENGINE.Dialog.Title", {
        attacker: input.attacker.actor.name,
        weapon: input.attacker.weapon.name,
      }),
    },
    classes: ["action-engine", "ae-roll-dialog"],
    position: { width: 460 },
    content: contentHtml,
    buttons: [
      {
        action: "roll",
        label: "ACTION_ENGINE.Dialog.Roll",
        icon: "fa-solid fa-dice-d20",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) =>
          formValues(button.form as unknown as FormLike),
      },
      { action: "cancel", label: "ACTION_ENGINE.Dialog.Cancel", icon: "fa-solid fa-xmark" },
    ],
    render: (_event: Event, dialog: DialogApp) => {
      const form = (dialog.element.querySelector("form") ?? dialog.element) as unknown as FormLike;
      wireLive(
        dialog.element,
        form,
        (raw) => kit.prepare(input, raw).context,
        (block) => render(LIVE_TEMPLATE, block),
      );
      // the first of the dialog's own fields, not the window's close button or Roll
      focusFirstField(dialog.element);
      dialogOpened(dialog.element);
    },
    rejectClose: false,
    ...dialogWindow(opener),
  });
  return typeof result === "object" && result !== null ? (result as RawValues) : null;
}

import type { DialogAnswerer } from "../../ui/dialog-answers";

/*
 * How the self-check answers the system's dialogs without a person at the screen: once the
 * dialog has rendered (the next task, so Foundry has finished drawing it), its fields are filled
 * by name, each with the `change` event a browser fires, and its button is clicked, so the
 * dialog's own submit reads the form. Nothing here knows a dialog's internals beyond its fields'
 * names and its buttons' actions.
 */

export interface DialogAnswer {
  /** field values by input name (a checkbox takes true or false) */
  readonly fill?: Readonly<Record<string, string | boolean>>;
  /** the button actions to press, the first one the dialog has */
  readonly press?: readonly string[];
}

/** Roll (the roll and check dialogs) or OK (a prompt). */
export const SUBMIT: readonly string[] = ["roll", "ok"];

function changed(input: HTMLElement): void {
  const view = input.ownerDocument?.defaultView as unknown as { Event: typeof Event } | null;
  const EventClass = view?.Event ?? Event;
  input.dispatchEvent(new EventClass("change", { bubbles: true }));
}

function fill(dialog: HTMLElement, values: Readonly<Record<string, string | boolean>>): string[] {
  const missing: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const inputs = [...dialog.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    const input =
      inputs[0]?.type === "radio" ? inputs.find((one) => one.value === String(value)) : inputs[0];
    if (!input) {
      missing.push(name);
      continue;
    }
    if (input.type === "checkbox") input.checked = Boolean(value);
    else if (input.type === "radio") input.checked = true;
    else input.value = String(value);
    changed(input);
  }
  return missing;
}

/** What answering one dialog came to: the button pressed, and the answer's fields it lacked. */
export interface AnsweredDialog {
  readonly pressed: string | null;
  readonly missingFields: readonly string[];
}

/**
 * An answerer giving each dialog the answer `next()` returns when the dialog opens, and telling
 * `record` what happened.
 */
export function dialogAnswerer(
  next: () => DialogAnswer,
  record: (answered: AnsweredDialog) => void,
): DialogAnswerer {
  return (dialog) => {
    const answer = next();
    setTimeout(() => {
      const missingFields = fill(dialog, answer.fill ?? {});
      const action = (answer.press ?? SUBMIT).find((one) =>
        dialog.querySelector(`button[data-action="${one}"]`),
      );
      record({ pressed: action ?? null, missingFields });
      if (action)
        dialog.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!.click();
    }, 0);
  };
}

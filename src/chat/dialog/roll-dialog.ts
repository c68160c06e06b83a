import type { AttackInput, AttackKit, AnyPlan } from "../attack/kits";
import type { RawValues } from "../view-models/dialog/form";
import type { DialogContext, LiveBlock } from "../view-models/dialog/types";
import { DIALOG_TEMPLATE, LIVE_TEMPLATE, render } from "../templates";

/*
 * The roll dialog: a DialogV2 (knowledge base "DialogV2"; dnd5e's and Draw Steel's roll
 * configuration dialogs) whose content is templates/dialog/attack.hbs. Whenever an input changes,
 * the form is read back, the ruleset's kit recomputes the context, and every live block (facts,
 * exact chances, warnings) is rendered again in place; the inputs themselves are left alone so
 * typing is never interrupted.
 */

/** An input of the form, as the DOM gives it. */
export interface InputLike {
  readonly name: string;
  readonly type?: string;
  readonly value: string;
  readonly checked?: boolean;
}

export interface FormLike {
  querySelectorAll(selector: string): Iterable<InputLike>;
  addEventListener(type: string, listener: () => unknown): void;
}

export interface RootLike {
  querySelector(selector: string): unknown;
}

/** The form's values by field name (a checkbox as true or false). */
export function formValues(form: FormLike): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of form.querySelectorAll("[name]"))
    values[input.name] = input.type === "checkbox" ? Boolean(input.checked) : input.value;
  return values;
}

/** The live blocks of a context: the attack's own, then each target's. */
export function liveBlocks(context: DialogContext): LiveBlock[] {
  return [context.live, ...context.targets.map((t) => t.live)];
}

/**
 * Re-renders the live blocks whenever the form changes. Returns the refresh function (run after
 * every change; tests call it directly).
 */
export function wireLive(
  root: RootLike,
  form: FormLike,
  recompute: (raw: RawValues) => DialogContext,
  renderBlock: (block: LiveBlock) => Promise<string>,
): () => Promise<void> {
  const refresh = async () => {
    const context = recompute(formValues(form));
    for (const block of liveBlocks(context)) {
      const element = root.querySelector(`[data-live="${block.id}"]`) as {
        innerHTML: string;
      } | null;
      if (element) element.innerHTML = await renderBlock(block);
    }
  };
  form.addEventListener("change", refresh);
  form.addEventListener("input", refresh);
  return refresh;
}

interface DialogApp {
  readonly element: HTMLElement;
}

/** Opens the roll dialog; resolves with the form's values, or null when it is closed. */
export async function attackDialog(
  kit: AttackKit<AnyPlan>,
  input: AttackInput,
): Promise<RawValues | null> {
  const { context } = kit.prepare(input, {});
  const content = await render(DIALOG_TEMPLATE, context);
  const DialogV2 = foundry.applications.api.DialogV2 as unknown as {
    prompt(config: Record<string, unknown>): Promise<unknown>;
  };
  const result = await DialogV2.prompt({
    window: {
      title: game.i18n!.format("ACTION_ENGINE.Dialog.Title", {
        attacker: input.attacker.actor.name,
        weapon: input.attacker.weapon.name,
      }),
    },
    classes: ["action-engine", "ae-roll-dialog"],
    position: { width: 460 },
    content,
    ok: {
      label: "ACTION_ENGINE.Dialog.Roll",
      icon: "fa-solid fa-dice-d20",
      callback: (_event: Event, button: HTMLButtonElement) =>
        formValues(button.form as unknown as FormLike),
    },
    render: (_event: Event, dialog: DialogApp) => {
      const form = (dialog.element.querySelector("form") ?? dialog.element) as unknown as FormLike;
      wireLive(
        dialog.element,
        form,
        (raw) => kit.prepare(input, raw).context,
        (block) => render(LIVE_TEMPLATE, block),
      );
    },
    rejectClose: false,
  });
  return (result as RawValues | null) ?? null;
}

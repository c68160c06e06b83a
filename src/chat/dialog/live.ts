import type { RawValues } from "../view-models/dialog/form";
import type { DialogContext, LiveBlock } from "../view-models/dialog/types";

/*
 * The roll dialog's live part, without Foundry: reading the form back and rendering every live
 * block (facts, exact chances, warnings) again when an input changes. The Foundry dialog
 * (roll-dialog.ts) and the playground wire the same functions.
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

/** Something that can be focused (an input or a select of the dialog). */
interface Focusable {
  focus(): void;
}

/**
 * Puts the keyboard on the roll dialog's first field (its first choice), rather than on the
 * window's close button or on Roll, so a player can start choosing at once.
 */
export function focusFirstField(root: { querySelector(selector: string): unknown }): void {
  const first = root.querySelector(
    ".ae-dialog input:not([type=hidden]):not([disabled]), .ae-dialog select:not([disabled])",
  ) as Focusable | null;
  first?.focus();
}

/** The form's values by field name (a checkbox as true or false). */
export function formValues(form: FormLike): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of form.querySelectorAll("[name]"))
    values[input.name] = input.type === "checkbox" ? Boolean(input.checked) : input.value;
  return values;
}

/** What the live wiring reads of a dialog's context (an attack's, or a check's). */
export type LiveContext = Pick<DialogContext, "live" | "targets">;

/** The live blocks of a context: the attack's own, then each target's. */
export function liveBlocks(context: LiveContext): LiveBlock[] {
  return [context.live, ...context.targets.map((t) => t.live)];
}

/**
 * Re-renders the live blocks whenever the form changes. Returns the refresh function (run after
 * every change; tests call it directly).
 */
export function wireLive(
  root: RootLike,
  form: FormLike,
  recompute: (raw: RawValues) => LiveContext,
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

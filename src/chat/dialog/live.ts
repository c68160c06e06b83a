import type { RawValues } from "../view-models/dialog/form";
import type {
  DialogContext,
  DialogField,
  LiveBlock,
  Refusal,
  Warning,
} from "../view-models/dialog/types";

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
export type LiveContext = Pick<DialogContext, "live" | "targets"> & {
  /** an attack's sections of fields */
  readonly sections?: DialogContext["sections"];
  /** a check's fields */
  readonly fields?: readonly DialogField[];
  /** why nothing may be rolled now: Roll is disabled while there is one */
  readonly refusal?: Refusal | Warning | null;
};

/** The live block beside a field: the refusal of the value typed in it, if any. */
export function fieldBlockId(name: string): string {
  return `field:${name}`;
}

function fieldBlocks(context: LiveContext): LiveBlock[] {
  const fields = [
    ...(context.sections ?? []).flatMap((s) => s.fields),
    ...(context.fields ?? []),
    ...context.targets.flatMap((t) => t.fields),
  ];
  return fields
    .filter((f) => f.kind === "number")
    .map((f) => ({
      id: fieldBlockId(f.name),
      lines: [],
      chances: [],
      warnings: f.error ? [f.error] : [],
    }));
}

/** The live blocks of a context: the attack's own, then each target's, then each number field's. */
export function liveBlocks(context: LiveContext): LiveBlock[] {
  return [context.live, ...context.targets.map((t) => t.live), ...fieldBlocks(context)];
}

/** The dialog's Roll button (DialogV2's `data-action`, the playground's modal gives the same). */
const ROLL_BUTTON = 'button[data-action="roll"]';

/**
 * Roll is disabled while the context has a refusal (the character cannot act, a value is out of
 * the rules' bounds); the refusal itself is shown in the dialog.
 */
export function showRefusal(root: RootLike, context: LiveContext): void {
  const roll = root.querySelector(ROLL_BUTTON) as { disabled: boolean } | null;
  if (roll) roll.disabled = Boolean(context.refusal);
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
    showRefusal(root, context);
    for (const block of liveBlocks(context)) {
      const element = root.querySelector(`[data-live="${block.id}"]`) as {
        innerHTML: string;
      } | null;
      if (element) element.innerHTML = await renderBlock(block);
    }
  };
  form.addEventListener("change", refresh);
  form.addEventListener("input", refresh);
  showRefusal(root, recompute(formValues(form)));
  return refresh;
}

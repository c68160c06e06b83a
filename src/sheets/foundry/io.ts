import type { I18n } from "../changes/i18n";
import { describeInputError, inputChange, type SheetInput } from "../changes/input";
import { sameWindow } from "./windows";

export { readSheetInput } from "../read-input";
import type { EditorView } from "../view-models/types";
import { notifyText } from "../../ui/foundry/notify";

/*
 * The little the sheets do with Foundry and the DOM: read the input that changed, apply one
 * change to one document, enrich rich text, show a message. Every decision is made by the pure
 * functions in changes/ and view-models/.
 */

/** game.i18n as the change functions use it. */
export function i18n(): I18n {
  return {
    localize: (key) => game.i18n!.localize(key),
    format: (key, data) => game.i18n!.format(key, data as Record<string, string>),
  };
}

/** A warning the user reads (knowledge base "Notifications": an already localised string). */
export function warn(message: string): void {
  notifyText("warn", message);
}

/** A document one input writes to. */
export interface Updatable {
  readonly type: string;
  readonly system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * Applies one input to a document in one update, or refuses it: the user is told which field and
 * value were refused and why, nothing is written, and `revert` re-renders the sheet so the input
 * shows the stored value again.
 */
export async function applyInput(
  document: Updatable,
  input: SheetInput,
  revert: () => unknown,
): Promise<void> {
  const stored = (document.system as { toObject(): Record<string, unknown> }).toObject();
  const result = inputChange(document.type, stored, input);
  if ("error" in result) {
    warn(describeInputError(result.error, i18n()));
    await revert();
    return;
  }
  try {
    await document.update({ ...result.update });
  } catch (error) {
    // the server refused it (a sheet the user may only look at): said, and the input shows the
    // stored value again
    const text = String((error as Error)?.message ?? error);
    warn(game.i18n!.format("ACTION_ENGINE.Sheet.WriteRefused", { error: text }));
    await revert();
  }
}

/** Each editor's stored HTML enriched by Foundry (links, inline rolls, secrets for owners). */
export async function enrichEditors(
  editors: readonly EditorView[],
  document: object,
): Promise<Record<string, string>> {
  const TextEditor = foundry.applications.ux.TextEditor.implementation;
  const entries = await Promise.all(
    editors.map(
      async (editor) =>
        [
          editor.name,
          await TextEditor.enrichHTML(editor.source, {
            secrets: (document as { isOwner?: boolean }).isOwner === true,
            relativeTo: document as never,
          }),
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/**
 * Opens Foundry's file picker for a document's picture; the choice is written in one update. From
 * a detached sheet (v14) the picker first opens in the sheet's window, then browses there.
 */
export async function pickImage(
  document: {
    readonly img?: string | null;
    update(data: Record<string, unknown>): Promise<unknown>;
  },
  opener?: unknown,
): Promise<void> {
  const FilePicker = foundry.applications.apps.FilePicker.implementation;
  const picker = new FilePicker({
    type: "image",
    current: document.img ?? undefined,
    callback: (path: string) => {
      void document.update({ img: path });
    },
  });
  const inWindow = sameWindow(opener);
  if (inWindow.window) await picker.render({ force: true, ...inWindow } as never);
  await picker.browse();
}

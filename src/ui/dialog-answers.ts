/*
 * Who answers the system's own dialogs (the roll and check dialogs, the tracker's carry-over and
 * set-up prompts): a person, or, while the self-check runs, the self-check itself. Each dialog
 * hands its rendered element over as it opens; an answerer fills its fields and presses its
 * button as a person would, so the dialog's own submit runs (src/self-check/foundry/dialogs.ts).
 * With no answerer (always, outside a self-check run) nothing happens.
 */

/** Answers one dialog from its rendered element (fills it, presses its button). */
export type DialogAnswerer = (dialog: HTMLElement) => void;

let answerer: DialogAnswerer | null = null;

/** Lets `next` answer the dialogs that open from now on; returns how to put the previous one back. */
export function answerDialogsWith(next: DialogAnswerer | null): () => void {
  const before = answerer;
  answerer = next;
  return () => {
    answerer = before;
  };
}

/** A dialog has opened: the answerer, if any, answers it. */
export function dialogOpened(dialog: HTMLElement): void {
  answerer?.(dialog);
}

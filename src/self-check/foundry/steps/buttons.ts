import type { ShownButton } from "../../walks";

/*
 * The buttons a rendered card or tracker shows, read as the walks (src/self-check/walks.ts) take
 * them: each one's data-action and data-* values, whether it is disabled or pressed, whether it is
 * a row's main control, and its element to click.
 */

export interface Shown extends ShownButton {
  readonly element: HTMLElement;
}

export function shownButtons(root: ParentNode, selector: string): Shown[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].map((element) => {
    const { action = "", ...data } = element.dataset as Record<string, string>;
    return {
      element,
      action,
      data,
      disabled: (element as HTMLButtonElement).disabled,
      pressed: element.getAttribute("aria-pressed") === "true",
      primary: element.classList.contains("is-primary"),
      inRow: element.closest(".ae-row") !== null,
    };
  });
}

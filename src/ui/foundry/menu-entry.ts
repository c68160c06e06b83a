import { escapeHtml } from "../html";

/*
 * One entry of a Foundry context menu in the running generation's shape. v13: `name`,
 * `condition(li)`, `callback(li)`; v14: `label`, `visible(target)`, `onClick(event, target)` (the
 * v13 names still work there with a deprecation warning). Both localise the lang key given.
 */

export interface FoundryMenuEntry {
  readonly name?: string;
  readonly label?: string;
  readonly icon: string;
  readonly condition?: (li: HTMLElement) => boolean;
  readonly callback?: (li: HTMLElement) => unknown;
  readonly visible?: (target: HTMLElement) => boolean;
  readonly onClick?: (event: Event, target: HTMLElement) => unknown;
}

/** An entry: its lang key, its Font Awesome icon classes, when it shows, what it does. */
export function menuEntry(
  key: string,
  iconClasses: string,
  shown: (element: HTMLElement) => boolean,
  act: (element: HTMLElement) => unknown,
): FoundryMenuEntry {
  const icon = `<i class="${escapeHtml(iconClasses)}"></i>`;
  if ((game.release?.generation ?? 13) < 14)
    return { name: key, icon, condition: shown, callback: act };
  return { label: key, icon, visible: shown, onClick: (_event, target) => act(target) };
}

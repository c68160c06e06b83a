import { deprecated, generation } from "./generation";

/*
 * The chat log's context menu (right click on a message), as a module or system extends it: the
 * chat log calls the hook `getChatMessageContextOptions` with itself and the entries, which
 * handlers extend in place, then shows the entries whose condition holds for the message's
 * `li[data-message-id]` (test/foundry/BEHAVIOURS.md, "Chat message context menu").
 * v13 reads `name`, `condition(li)`, `callback(li)`; v14 reads `label`, `visible(target)` (a
 * function or a boolean) and `onClick(event, target)`, and still takes the v13 names with a
 * deprecation warning. Core's own entries (Delete, Reveal …) are left out: the double has none.
 */

interface Entry {
  name?: string;
  label?: string;
  icon?: string;
  condition?: boolean | ((li: HTMLElement) => boolean);
  callback?: (li: HTMLElement) => unknown;
  visible?: boolean | ((target: HTMLElement) => boolean);
  onClick?: (event: Event, target: HTMLElement) => unknown;
}

export interface ShownEntry {
  /** the lang key shown (localised by the menu) */
  readonly label: string;
  readonly icon: string;
  /** the user picks the entry: its handler runs, and its promise is awaited */
  pick(): Promise<unknown>;
}

const holds = (test: Entry["condition"], li: HTMLElement) =>
  test === undefined ? true : typeof test === "boolean" ? test : test(li);

/** Reads one entry as the generation does; v14 warns for each v13 name it still takes. */
function read(entry: Entry) {
  if (generation() < 14) {
    if (!entry.name || !entry.callback)
      throw new Error("a v13 context menu entry needs a name and a callback");
    return {
      label: entry.name,
      icon: entry.icon ?? "",
      shown: entry.condition,
      act: (li: HTMLElement) => entry.callback!(li),
    };
  }
  if (entry.name !== undefined) deprecated("ContextMenuEntry#name", "ContextMenuEntry#label");
  if (entry.condition !== undefined)
    deprecated("ContextMenuEntry#condition", "ContextMenuEntry#visible");
  if (entry.callback !== undefined)
    deprecated("ContextMenuEntry#callback", "ContextMenuEntry#onClick");
  const label = entry.label ?? entry.name;
  if (!label) throw new Error("a context menu entry needs a label");
  return {
    label,
    icon: entry.icon ?? "",
    shown: entry.visible ?? entry.condition,
    act: (li: HTMLElement) =>
      entry.onClick ? entry.onClick(new Event("click"), li) : entry.callback?.(li),
  };
}

/** Opens the chat log's menu on a message's element: the entries shown for it, in order. */
export function openChatMenu(li: HTMLElement): ShownEntry[] {
  const entries: Entry[] = [];
  const hooks = (globalThis as unknown as { Hooks: { callAll(...args: unknown[]): boolean } })
    .Hooks;
  hooks.callAll("getChatMessageContextOptions", { id: "chat" }, entries);
  return entries
    .map(read)
    .filter((entry) => holds(entry.shown, li))
    .map((entry) => ({
      label: entry.label,
      icon: entry.icon,
      pick: async () => entry.act(li),
    }));
}

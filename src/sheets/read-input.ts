import type { SheetInput } from "./changes/input";

/*
 * Reading the sheet input that changed from its element: Foundry's sheets and the playground read
 * it the same way.
 */

interface InputLike {
  readonly name?: string;
  readonly type?: string;
  readonly value?: unknown;
  readonly checked?: boolean;
  readonly dataset?: DOMStringMap;
  getAttribute?(name: string): string | null;
}

/** The sheet input an element holds, with the embedded item it edits (if it sits in an item row). */
export function readSheetInput(
  target: EventTarget | null,
): (SheetInput & { itemId?: string }) | null {
  const el = target as InputLike | null;
  // <prose-mirror> is a Foundry form element: its name is an attribute, its value the HTML.
  const name = el?.name || el?.getAttribute?.("name");
  if (!el || !name) return null;
  const itemId = el.dataset?.itemId;
  const tag = el.dataset?.tag;
  const value = el.type === "checkbox" ? el.checked === true : String(el.value ?? "");
  return { name, value, ...(tag ? { tag } : {}), ...(itemId ? { itemId } : {}) };
}

/*
 * Keeping the keyboard focus where the user is when a sheet, the tracker or a chat card is drawn
 * again. Both hosts replace a window's HTML on every change (Foundry's re-render, the
 * playground's patch), which drops the focus to the page: a keyboard user would have to Tab back
 * from the top after every click. So the focused control is remembered on every focusin by keys
 * that survive the re-render (its holders — window id, region, sheet, card, combatant — then its
 * id, name or data-* attributes), and put back once the new HTML is in the page. DOM only: no
 * Foundry, no game rules.
 */

/** Where the focus was, as selectors that find the same control in the HTML drawn again. */
export interface FocusKey {
  /** its holders, outermost first: `[id="…"]`, `[data-message-id="…"]` … */
  readonly holders: readonly string[];
  /** the control itself (by id, name and value, or data-* attributes), or "" */
  readonly control: string;
  /** the control that takes its place once it is gone (Undo for Apply): its data-* but the action */
  readonly fallback: string | null;
  /** it was its window's next move (`data-focus-next`): the focus follows the next move on */
  readonly next?: boolean;
}

/** Attributes that tell a control's holders apart, from the window out to the row. */
const HOLDERS = [
  "id",
  "data-region",
  "data-sheet-actor",
  "data-message-id",
  "data-combatant-id",
] as const;

/** An attribute selector `[name="value"]` (quoted, so only quotes and backslashes are escaped). */
const attribute = (name: string, value: string) =>
  `[${name}="${value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ")}"]`;

const FOCUSABLE =
  ':is(button, select, input, textarea, [tabindex]):not([disabled], [type=hidden], [tabindex="-1"])';

/** data-* attributes that change with the state, not with the control: never part of a key */
const NOT_KEYS = ["data-tooltip", "data-focus-next", "data-confirm"];

/** The holders that are whole windows (a window's id, a page region), not rows or cards in one. */
const WINDOWS = HOLDERS.slice(0, 2);

/** The control a window marks as the next move (the tracker's acting row), enabled. */
const NEXT = "[data-focus-next]:not([disabled])";

/** The button a window marks as the one to press next (a card's, the tracker's). */
const PRIMARY = ":is(.is-primary, .ae-button--primary)";

/** The key that finds `element` again after its window is drawn again. */
export function focusKey(element: HTMLElement): FocusKey | null {
  const holders = HOLDERS.flatMap((name) => {
    const holder = element.parentElement?.closest(`[${name}]`);
    return holder ? [{ holder, name }] : [];
  });
  // outermost first, whatever order the attributes were looked up in
  holders.sort((a, b) => (a.holder.contains(b.holder) ? -1 : b.holder.contains(a.holder) ? 1 : 0));
  const scope = holders.map(({ holder, name }) => attribute(name, holder.getAttribute(name)!));
  const data = [...element.attributes]
    .filter((a) => a.name.startsWith("data-") && !NOT_KEYS.some((n) => a.name.startsWith(n)))
    .map((a) => attribute(a.name, a.value));
  const tag = element.tagName.toLowerCase();
  // by tag, not instanceof: the element may come from another window (a detached one, a test's DOM)
  const input = element.tagName === "INPUT" ? (element as HTMLInputElement) : null;
  let control = "";
  if (element.id) control = attribute("id", element.id);
  else if (element.getAttribute("name")) {
    const value = input?.type === "radio" ? attribute("value", input.value) : "";
    control = `${tag}${attribute("name", element.getAttribute("name")!)}${value}`;
  } else if (data.length) {
    const value = input ? attribute("value", input.value) : "";
    control = `${tag}${data.join("")}${value}`;
  }
  const others = data.filter((d) => !d.startsWith("[data-action="));
  const fallback = others.length && others.length < data.length ? `${tag}${others.join("")}` : null;
  const next = element.hasAttribute("data-focus-next");
  return control || scope.length ? { holders: scope, control, fallback, next } : null;
}

/** The focus is nowhere a user put it: on the page itself, or on an element no longer shown. */
export function focusLost(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/**
 * Puts the focus back on the control `key` names, inside `root` (a window drawn again, or the
 * page), when a render took it away. The next move played, the focus follows the next move its
 * window marks now (`data-focus-next`). A control that is disabled now gives way to that next move,
 * then to its fallback, then to the first control left in its outermost holder. Whether the focus
 * was put back.
 */
export function restoreFocus(root: Element, key: FocusKey | null): boolean {
  if (!key) return false;
  if (!focusLost(root.ownerDocument)) return followNextMove(root, key);
  const find = (selector: string) =>
    root.matches(selector) ? root : (root.querySelector(selector) ?? null);
  // a key whose holders are not in this root belongs to another window: leave it be
  const within = key.holders.length ? find(key.holders.join(" ")) : root;
  if (!within) return false;
  // a control that is gone gives way to the first one left in its outermost holder inside root
  let region: Element = root;
  for (let depth = 1; depth <= key.holders.length; depth++) {
    const holder = find(key.holders.slice(0, depth).join(" "));
    if (holder && holder !== root) {
      region = holder;
      break;
    }
  }
  // a control used up gives way to its window's next move before another control of its row
  // (the acting row's after Start or Act); its window is its outermost holder inside root that is
  // one (a window's id, a page region). Then the primary control of its kind (Apply again after
  // Undo), any of its kind, the region's primary one, and the first control left.
  const depth = key.holders.findIndex(
    (holder, i) =>
      WINDOWS.some((w) => holder.startsWith(`[${w}=`)) &&
      ![null, root].includes(find(key.holders.slice(0, i + 1).join(" "))),
  );
  const window = depth < 0 ? root : find(key.holders.slice(0, depth + 1).join(" "))!;
  const enabled = (selector: string) =>
    within.querySelector<HTMLElement>(`${selector}:not([disabled])`);
  const field =
    (key.next ? window.querySelector<HTMLElement>(NEXT) : null) ??
    (key.control ? enabled(key.control) : null) ??
    window.querySelector<HTMLElement>(NEXT) ??
    (key.fallback ? enabled(`${key.fallback}${PRIMARY}`) : null) ??
    (key.fallback ? enabled(key.fallback) : null) ??
    region.querySelector<HTMLElement>(`${PRIMARY}:not([disabled])`) ??
    region.querySelector<HTMLElement>(FOCUSABLE);
  if (!field) return false;
  field.focus();
  // as Tab leaves it: the field's text selected, ready to be typed over
  if (
    field.tagName === "INPUT" &&
    !["checkbox", "radio"].includes((field as HTMLInputElement).type)
  )
    (field as HTMLInputElement).select();
  return true;
}

/**
 * The focus kept its element, but that element was the next move and is no longer (the move was
 * played by another render in between, or the round ended and began again): the focus follows
 * the next move marked now, as it does when its element is gone.
 */
function followNextMove(root: Element, key: FocusKey): boolean {
  const active = root.ownerDocument.activeElement as HTMLElement | null;
  if (!key.next || !active || !root.contains(active) || active.hasAttribute("data-focus-next"))
    return false;
  const next = root.querySelector<HTMLElement>(NEXT);
  if (!next) return false;
  next.focus();
  return true;
}

/**
 * The page's focus memory: the key of the control focused last, taken on every focusin under
 * `root`, and forgotten when the user moves the focus off to the page on purpose (a click on
 * nothing), which is not a render's doing.
 */
export class FocusMemory {
  #last: FocusKey | null = null;
  readonly #watched = new WeakSet<EventTarget>();

  /** Listens under `root` (once per root, however often it is called). */
  watch(root: Document | HTMLElement): void {
    if (this.#watched.has(root)) return;
    this.#watched.add(root);
    root.addEventListener("focusin", (event) => {
      this.#last = focusKey(event.target as HTMLElement);
    });
    root.addEventListener("focusout", (event) => {
      const left = event.target as HTMLElement;
      setTimeout(() => {
        if (left.isConnected && focusLost(left.ownerDocument)) this.#last = null;
      });
    });
  }

  /** Puts the focus back inside `root` (see restoreFocus). */
  restore(root: Element): boolean {
    return restoreFocus(root, this.#last);
  }
}

/** The one memory of a page (Foundry's window, or the playground's). */
const PAGE_FOCUS = new FocusMemory();

/**
 * After a window of the system is drawn (a sheet, the tracker, a chat card once it is in the log):
 * the page's focus memory listens, and the focus goes back where it was if the render dropped it.
 */
export function keepFocus(root: HTMLElement): boolean {
  PAGE_FOCUS.watch(root.ownerDocument);
  return PAGE_FOCUS.restore(root);
}

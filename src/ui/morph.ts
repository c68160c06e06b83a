/*
 * Drawing a window's part again by changing only what differs, instead of replacing its HTML.
 * Replacing the tracker's HTML rebuilds and lays out every row (hundreds of milliseconds at 300
 * combatants); a click changes one or two. So the part drawn anew is compared with the one shown:
 * a keyed element (a tracker row, by its combatant id) that is equal to the one shown stays the
 * same element, one that changed is replaced as a whole by the new one, and the elements around
 * them are brought up to date in place (a row drawn as last time comes as a placeholder for the
 * row shown: src/ui/kept-rows.ts). Form controls are replaced too rather than updated (a
 * select's or input's shown value is not its attribute). DOM only: no Foundry, no game rules.
 */

import { restoreKeptRows, standsFor, type RowDrawings } from "./kept-rows";

/** The elements matched by key wherever they are in the part: the tracker's rows. */
export const KEYED = "li[data-combatant-id]";

const FORM_CONTROLS = new Set(["INPUT", "SELECT", "TEXTAREA", "OPTION"]);

/** A row drawn as `shown` is: a placeholder for its very drawing, or an equal row. */
const sameRow = (shown: Node, drawn: Node) => standsFor(drawn, shown) || shown.isEqualNode(drawn);

function keyOf(node: Node): string | null {
  return node.nodeType === 1 && (node as Element).matches(KEYED)
    ? (node as Element).getAttribute("data-combatant-id")
    : null;
}

/** An element updated as a whole: equal, it stays; changed, the new one takes its place. */
function atomic(node: Node): boolean {
  return keyOf(node) !== null || FORM_CONTROLS.has(node.nodeName);
}

function syncAttributes(shown: Element, drawn: Element): void {
  for (const { name } of [...shown.attributes])
    if (!drawn.hasAttribute(name)) shown.removeAttribute(name);
  for (const { name, value } of drawn.attributes)
    if (shown.getAttribute(name) !== value) shown.setAttribute(name, value);
}

/** Whether `shown` can be brought up to `drawn` in place (same kind of node, neither keyed). */
function updatable(shown: Node | null, drawn: Node): shown is Node {
  return (
    !!shown &&
    shown.nodeType === drawn.nodeType &&
    shown.nodeName === drawn.nodeName &&
    !atomic(shown) &&
    !atomic(drawn) &&
    sameControl(shown, drawn)
  );
}

/**
 * A control is never turned into another one in place (Next turn into Previous round when the
 * footer gains a button): the keyboard focus on it would move to the other control.
 */
function sameControl(shown: Node, drawn: Node): boolean {
  if (shown.nodeType !== 1) return true;
  return (
    (shown as Element).getAttribute("data-action") ===
    (drawn as Element).getAttribute("data-action")
  );
}

/** The keyed elements shown and not yet matched, by key (a row may move to another group). */
type Unmatched = Map<string, Node>;

/**
 * When the row shown at `at` moved further down and `counterpart` is the next row, the cursor
 * steps over it (it is moved when its turn comes): one row moving down costs one move, not a move
 * of every row after it. The text between them goes (it comes again from the drawing).
 */
function stepOverMovedRow(
  shown: Node,
  at: ChildNode | null,
  counterpart: Node,
  unmatched: Unmatched,
): ChildNode | null {
  if (!at || at === counterpart || counterpart.parentNode !== shown) return at;
  const key = keyOf(at);
  if (key === null || unmatched.get(key) !== at) return at;
  let between = at.nextSibling;
  while (between && between !== counterpart && keyOf(between) === null)
    between = between.nextSibling;
  if (between !== counterpart) return at;
  for (let node = at.nextSibling; node !== counterpart;) {
    const next: ChildNode | null = node!.nextSibling;
    shown.removeChild(node!);
    node = next;
  }
  return counterpart as ChildNode;
}

const sameKind = (a: Node, b: Node) =>
  updatable(a, b) && (a.nodeType !== 1 || (a as Element).className === (b as Element).className);

/**
 * When what is shown at `at` is gone from the drawing (a banner no longer shown) and the element
 * of the drawn node's kind follows it closely, the nodes before that one go: the group after the
 * banner is then updated in place rather than drawn anew.
 */
function skipToSameKind(
  shown: Node,
  at: ChildNode | null,
  drawn: Node,
  unmatched: Unmatched,
): ChildNode | null {
  if (!at || sameKind(at, drawn)) return at;
  let ahead: ChildNode | null = at.nextSibling;
  for (let n = 0; ahead && n < 4 && !sameKind(ahead, drawn); n++) ahead = ahead.nextSibling;
  if (!ahead || !sameKind(ahead, drawn)) return at;
  for (let node: ChildNode = at; node !== ahead;) {
    const next = node.nextSibling!;
    const key = keyOf(node);
    if (key === null || unmatched.get(key) !== node) shown.removeChild(node);
    node = next;
  }
  return ahead;
}

/** A drawn element put in whole: the rows in it that are shown unchanged stay the ones shown. */
function adoptRows(drawn: Node, unmatched: Unmatched, at: Node | null): Node {
  if (drawn.nodeType !== 1) return drawn;
  for (const row of (drawn as Element).querySelectorAll(KEYED)) {
    const key = row.getAttribute("data-combatant-id")!;
    const counterpart = unmatched.get(key);
    // not the node the drawing is put in front of: it must stay where it is until then
    if (
      counterpart &&
      counterpart !== at &&
      !counterpart.contains(at) &&
      sameRow(counterpart, row)
    ) {
      unmatched.delete(key);
      row.replaceWith(counterpart);
    }
  }
  return drawn;
}

/**
 * Makes `shown`'s children those of `drawn`: keyed children matched by key wherever they were,
 * the others by position. Nodes taken from `drawn` move into `shown` (with any listeners on them).
 */
function morphChildren(shown: Node, drawn: Node, unmatched: Unmatched): void {
  let at = shown.firstChild;
  for (const node of [...drawn.childNodes]) {
    const key = keyOf(node);
    const counterpart = key === null ? undefined : unmatched.get(key);
    let placed: Node;
    if (counterpart) {
      unmatched.delete(key!);
      at = stepOverMovedRow(shown, at, counterpart, unmatched);
      placed = sameRow(counterpart, node) ? counterpart : node;
      if (placed !== counterpart) {
        if (at === counterpart) at = at.nextSibling;
        counterpart.parentNode?.removeChild(counterpart);
      }
    } else {
      at = skipToSameKind(shown, at, node, unmatched);
      if (updatable(at, node)) {
        morphNode(at, node, unmatched);
        placed = at;
      } else placed = adoptRows(node, unmatched, at);
    }
    if (placed === at) at = at.nextSibling;
    else shown.insertBefore(placed, at);
  }
  // what is left goes, but a row another group may still take (removed at the end if not)
  while (at) {
    const next: ChildNode | null = at.nextSibling;
    const key = keyOf(at);
    if (key === null || unmatched.get(key) !== at) shown.removeChild(at);
    at = next;
  }
}

function morphNode(shown: Node, drawn: Node, unmatched: Unmatched): void {
  if (shown.nodeType !== 1) {
    if (shown.nodeValue !== drawn.nodeValue) shown.nodeValue = drawn.nodeValue;
    return;
  }
  if (shown.isEqualNode(drawn)) {
    // unchanged, rows and all: its rows are matched where they are
    for (const row of (shown as Element).querySelectorAll(KEYED))
      unmatched.delete(row.getAttribute("data-combatant-id")!);
    return;
  }
  syncAttributes(shown as Element, drawn as Element);
  morphChildren(shown, drawn, unmatched);
}

/**
 * A focused element that the morph kept but moved (a row taken into another group, or stepped
 * over) loses the focus as the browser takes it out of the page: it is given back, without
 * scrolling. A focused element the morph replaced is left to the focus memory (src/ui/focus.ts).
 */
function keepingFocus<T>(shown: Element, change: () => T): T {
  const focused = shown.ownerDocument.activeElement as HTMLElement | null;
  const within = focused !== null && shown.contains(focused);
  const result = change();
  if (within && focused.isConnected && shown.ownerDocument.activeElement !== focused)
    focused.focus({ preventScroll: true });
  return result;
}

/** Whether the morph went through; when it did not, the caller replaces the part instead. */
function morphInto(shown: Element, drawn: Node): boolean {
  return keepingFocus(shown, () => morphKeyed(shown, drawn));
}

function morphKeyed(shown: Element, drawn: Node): boolean {
  const unmatched: Unmatched = new Map();
  for (const row of shown.querySelectorAll(KEYED))
    unmatched.set(row.getAttribute("data-combatant-id")!, row);
  try {
    morphChildren(shown, drawn, unmatched);
  } catch {
    return false;
  }
  for (const row of unmatched.values()) row.parentNode?.removeChild(row);
  return true;
}

/**
 * Brings the element shown up to the one drawn anew (a part's root), changing only what differs.
 * Nodes that come from `drawn` keep the listeners bound to them there. False when it could not
 * (the part shown is then half changed: the caller puts the drawn one in its place).
 */
export function morph(shown: Element, drawn: Element): boolean {
  syncAttributes(shown, drawn);
  return morphInto(shown, drawn);
}

/**
 * Brings `container`'s children up to `html`, as `morph` does (the playground's regions); its
 * placeholders are the rows of `drawings` (src/ui/kept-rows.ts).
 */
export function morphHtml(container: Element, html: string, drawings: RowDrawings): void {
  const template = container.ownerDocument.createElement("template");
  template.innerHTML = html;
  restoreKeptRows(template.content, container, drawings);
  if (morphInto(container, template.content)) return;
  container.innerHTML = html;
  restoreKeptRows(container, null, drawings);
}

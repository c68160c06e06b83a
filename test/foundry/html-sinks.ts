import { document } from "./dom";

/*
 * Where Foundry takes a string as HTML (test/foundry/BEHAVIOURS.md, "Text Foundry renders as
 * HTML"): a chat message's `flavor` and `content`, a DialogV2's `content`, a notification's
 * message, and the text of a `data-tooltip` attribute (its TooltipManager puts it into the tooltip
 * as HTML). `injected(html)` parses a string the way the browser does for these (innerHTML, in an
 * inert template: no script runs, no image loads) and lists every element a payload made.
 */

/** The attribute every payload's elements carry, so they are told from our own markup. */
export const MARK = "data-xss";

/**
 * Markup a player could type as a name: an element with a script handler, one that breaks out of a
 * double- or single-quoted attribute, a script element, and harmless-looking formatting (which
 * must show as text all the same).
 */
export const PAYLOADS: readonly string[] = [
  `<img src=x ${MARK} onerror="globalThis.xss=1">`,
  `"><svg ${MARK} onload="globalThis.xss=1">`,
  `'><img src=x ${MARK} onerror=globalThis.xss=1>`,
  `<script ${MARK}>globalThis.xss=1</script>`,
  `<b ${MARK}>bold</b>`,
];

/** One name holding every payload, for paths that take one name. */
export const PAYLOAD = PAYLOADS.join(" ");

const MADE_BY_PAYLOAD = `[${MARK}], [onerror], [onload], script`;

/**
 * Every element a payload made in `html` (its tag and attributes, for a failure message), and in
 * the text of each tooltip in it.
 */
export function injected(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found = [...template.content.querySelectorAll(MADE_BY_PAYLOAD)].map((element) =>
    element.outerHTML.slice(0, 120),
  );
  for (const holder of template.content.querySelectorAll("[data-tooltip]"))
    for (const inner of injected(holder.getAttribute("data-tooltip") ?? ""))
      found.push(`in a tooltip: ${inner}`);
  return found;
}

/** The text a reader sees where `html` is shown as HTML. */
export function textOf(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content.textContent ?? "";
}

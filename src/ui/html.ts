/*
 * Text that reaches HTML (SECURITY.md). A name, a localised sentence with a name in it, or
 * any other text a player could have written is escaped here before it joins HTML we build: a chat
 * roll's flavour, a dialog's content, a notification. Lang entries are plain text (no markup;
 * test/templates/lang-text.test.ts), so a whole localised sentence is escaped, names and all. The
 * lint rule `action-engine/html-sinks` (eslint/html-sinks.js) refuses an HTML sink fed any other
 * way.
 */

type Escaper = (text: string) => string;

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

function entities(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * Foundry's own escaper (`foundry.utils.escapeHTML`, v13 and v14 API) when the code runs inside
 * Foundry; the same five entities in the playground and in tests of pure code. Read from
 * globalThis because this module is pure (it runs outside Foundry too).
 */
function escaper(): Escaper {
  const utils = (globalThis as { foundry?: { utils?: { escapeHTML?: unknown } } }).foundry?.utils;
  return typeof utils?.escapeHTML === "function" ? (utils.escapeHTML as Escaper) : entities;
}

/** Text (or a number) made safe to put inside HTML, as element text or an attribute's value. */
export function escapeHtml(text: unknown): string {
  return escaper()(String(text ?? ""));
}

import { escapeHtml } from "../html";

/*
 * The one way the system shows a notification. Foundry shows a notification's message as HTML
 * (foundryvtt#12072: since v13 it is cleaned as untrusted input, which still keeps harmless-looking
 * elements), and a message often names a character, an item or a user: the localised text is
 * escaped, so a name shows as the player typed it. The lint rule `action-engine/html-sinks`
 * refuses `ui.notifications` anywhere else.
 */

export type NoticeKind = "info" | "warn" | "error";

/** Shows a text the user reads (already localised). */
export function notifyText(
  kind: NoticeKind,
  text: string,
  options?: { permanent?: boolean },
): void {
  ui.notifications?.[kind](escapeHtml(text), options);
}

/** Shows the lang entry `key`, its placeholders filled with `details`. */
export function notify(
  kind: NoticeKind,
  key: string,
  details?: Readonly<Record<string, unknown>>,
  options?: { permanent?: boolean },
): void {
  const i18n = game.i18n!;
  notifyText(
    kind,
    details ? i18n.format(key, details as Record<string, string>) : i18n.localize(key),
    options,
  );
}

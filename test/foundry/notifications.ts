import { textOf } from "./html-sinks";

/**
 * Test double for `ui.notifications`: `info`, `warn` and `error` show a message (knowledge base
 * "Notifications"; dnd5e and Lancer call them with an already localised string). Foundry shows the
 * message as HTML (foundryvtt#12072: notification messages are cleaned as untrusted HTML unless
 * `clean: false`; v14 API NotificationOptions#clean), so the double keeps both what it was given
 * (`html`) and the text the user reads (`message`). Each one is recorded so a test can check what
 * the user was told.
 */
export interface Notice {
  type: "info" | "warning" | "error";
  /** the text the user reads */
  message: string;
  /** the message as given, which Foundry shows as HTML */
  html: string;
  options?: Record<string, unknown>;
}

export class NotificationsDouble {
  readonly shown: Notice[] = [];

  private show(type: Notice["type"], html: string, options?: Record<string, unknown>): void {
    this.shown.push({ type, message: textOf(html), html, ...(options ? { options } : {}) });
  }

  info(message: string, options?: Record<string, unknown>): void {
    this.show("info", message, options);
  }

  warn(message: string, options?: Record<string, unknown>): void {
    this.show("warning", message, options);
  }

  error(message: string, options?: Record<string, unknown>): void {
    this.show("error", message, options);
  }
}

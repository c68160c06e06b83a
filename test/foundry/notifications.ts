/**
 * Test double for `ui.notifications`: `info`, `warn` and `error` show a message (knowledge base
 * "Notifications"; dnd5e and Lancer call them with an already localised string). The double
 * records each one so a test can check what the user was told.
 */
export interface Notice {
  type: "info" | "warning" | "error";
  message: string;
  options?: Record<string, unknown>;
}

export class NotificationsDouble {
  readonly shown: Notice[] = [];

  info(message: string, options?: Record<string, unknown>): void {
    this.shown.push({ type: "info", message, options });
  }

  warn(message: string, options?: Record<string, unknown>): void {
    this.shown.push({ type: "warning", message, options });
  }

  error(message: string, options?: Record<string, unknown>): void {
    this.shown.push({ type: "error", message, options });
  }
}

/** What the change functions need from a localiser (Foundry's game.i18n, or the playground's). */
export interface I18n {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}

/** A message to show: a lang key and its placeholder values. */
export interface Message {
  readonly key: string;
  readonly details: Readonly<Record<string, string | number>>;
}

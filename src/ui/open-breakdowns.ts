import { escapeHtml } from "./html";

/*
 * A card's breakdowns (the <details> behind a total, templates/chat/parts/breakdown.hbs) stay as
 * the user left them when the card is drawn again. Both hosts draw a changed card anew (Foundry
 * renders the message again, the playground replaces the chat's HTML), which would close every
 * breakdown the user opened to read it. So each opening and closing is remembered by the card and
 * the breakdown's own key (`data-breakdown`: the target's id and the part), and the card's HTML is
 * drawn with those opened. DOM only: no Foundry, no game rules.
 */

const HOLDER = "[data-message-id]";

export class OpenBreakdowns {
  /** the breakdowns the user left open, by card */
  readonly #open = new Map<string, Set<string>>();

  /**
   * Follows the user opening and closing breakdowns under `root` (a details' toggle does not
   * bubble: it is caught on its way down). `card` names the card when `root` holds one; else each
   * breakdown's card is the element around it that carries `data-message-id`.
   */
  follow(root: EventTarget, card?: string): void {
    root.addEventListener("toggle", (event) => this.#note(event.target, card), true);
  }

  #note(target: EventTarget | null, card: string | undefined): void {
    const details = target as HTMLDetailsElement | null;
    const key = details?.dataset?.breakdown;
    const holder = card ?? details?.closest?.(HOLDER)?.getAttribute("data-message-id");
    if (!key || !holder) return;
    const open = this.#open.get(holder) ?? new Set<string>();
    if (details.open) open.add(key);
    else open.delete(key);
    this.#open.set(holder, open);
  }

  /** The card's HTML with the breakdowns its user left open drawn open. */
  withOpenHtml(cardHtml: string, card: string): string {
    let html = cardHtml;
    for (const key of this.#open.get(card) ?? []) {
      const attribute = `data-breakdown="${escapeHtml(key)}"`;
      html = html.replaceAll(attribute, `${attribute} open`);
    }
    return html;
  }
}

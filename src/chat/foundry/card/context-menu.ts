import { cardMenu, type CardMenu } from "../../view-models/menu";
import type { Button } from "../../view-models/types";
import { menuEntry, type FoundryMenuEntry } from "../../../ui/foundry/menu-entry";
import { attackData, type UserLike } from "./execute";
import { attackContext, pressCardButton, selectedTokens, type RenderedMessage } from "./render";

/*
 * The chat message's context menu (right click) on an attack card: the card's Apply and Undo, and
 * Apply to the selected tokens, as dnd5e and pf2e offer theirs through Foundry's own chat context
 * menu (hook `getChatMessageContextOptions`, v13 and v14). Each entry presses the card's own
 * button through the click adapter, so who may press it, the GM's client carrying it out and one
 * click per card at a time all hold as for a click.
 */

export const CHAT_MENU_HOOK = "getChatMessageContextOptions";

/** The attack message a menu was opened on (the chat log's `li[data-message-id]`). */
function messageOf(element: HTMLElement): RenderedMessage | null {
  const id = element.closest<HTMLElement>("[data-message-id]")?.dataset.messageId;
  const message = id ? (game.messages?.get(id) as unknown as RenderedMessage | undefined) : null;
  return message?.type === "attack" ? message : null;
}

const user = () => game.user as unknown as UserLike;

/** The menu's buttons for this user on the card the element shows, or null. */
function menuOf(element: HTMLElement): CardMenu | null {
  const message = messageOf(element);
  const context = message ? attackContext(message, user()) : null;
  return context ? cardMenu(context) : null;
}

/** Presses the card's button the menu picks now, at the card's current revision. */
async function press(message: RenderedMessage, pick: (menu: CardMenu) => Button | null) {
  const context = attackContext(message, user());
  const button = context ? pick(cardMenu(context)) : null;
  if (!button) return null;
  return pressCardButton(message, attackData(message).revision, button.action, button.data);
}

const hasSelection = () => selectedTokens().length > 0;

/** Switches the card to the selected tokens, then presses its Apply. */
async function applyToSelected(message: RenderedMessage): Promise<void> {
  const switched = await press(message, (menu) => menu.selectTokens);
  if (switched?.status === "done") await press(message, (menu) => menu.apply);
}

/** The card's entries, added to the chat log's menu. */
export function cardMenuEntries(): FoundryMenuEntry[] {
  const on = (act: (message: RenderedMessage) => unknown) => (element: HTMLElement) => {
    const message = messageOf(element);
    return message ? act(message) : null;
  };
  return [
    menuEntry(
      "ACTION_ENGINE.Card.Menu.Apply",
      "fa-solid fa-user-minus",
      (li) => !!menuOf(li)?.apply,
      on((message) => press(message, (menu) => menu.apply)),
    ),
    menuEntry(
      "ACTION_ENGINE.Card.Menu.ApplySelected",
      "fa-solid fa-users-viewfinder",
      (li) => hasSelection() && !!menuOf(li)?.selectTokens,
      on(applyToSelected),
    ),
    menuEntry(
      "ACTION_ENGINE.Card.Menu.Undo",
      "fa-solid fa-rotate-left",
      (li) => !!menuOf(li)?.undo,
      on((message) => press(message, (menu) => menu.undo)),
    ),
  ];
}

/** The hook: Foundry passes the chat log and its entries, which handlers extend in place. */
export function addCardMenuEntries(_app: unknown, entries: FoundryMenuEntry[]): void {
  entries.push(...cardMenuEntries());
}

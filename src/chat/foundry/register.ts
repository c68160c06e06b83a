import { attack, attackWithItem, takeCheck } from "./api";
import { CARD_QUERY } from "./card/execute";
import { handleCardQuery } from "./card/query";
import { renderAttackMessage, type RenderedMessage } from "./card/render";
import { addCardMenuEntries, CHAT_MENU_HOOK } from "./card/context-menu";
import { onHotbarDrop } from "./hotbar";
import { ensureTemplates } from "./templates";
import { registerSenderCheck } from "../../documents/user-queries";

// Foundry's hook and query registries typed loosely: the handlers take the card adapter's shapes.
type Listen = (hook: string, fn: (...args: never[]) => unknown) => number;

/**
 * Wires the attack cards on `init`: the GM query that carries players' clicks (and the check that
 * confirms who sent one), the card
 * templates, the per-viewer rendering of attack messages with their buttons (and their entries in
 * the chat message's context menu), hotbar macros for weapons, and the macro API
 * (game.system.api.attack, attackWithItem and takeCheck).
 */
export function registerChat(): void {
  (CONFIG.queries as unknown as Record<string, unknown>)[CARD_QUERY] = handleCardQuery;
  registerSenderCheck();
  const on = Hooks.on.bind(Hooks) as unknown as Listen;
  // loaded now, so the (synchronous) render hook finds the card templates compiled
  void ensureTemplates();
  on("renderChatMessageHTML", (message: RenderedMessage, html: HTMLElement) =>
    renderAttackMessage(message, html),
  );
  on(CHAT_MENU_HOOK, addCardMenuEntries);
  on("hotbarDrop", onHotbarDrop);
  const system = game.system as unknown as { api?: Record<string, unknown> };
  system.api = { ...system.api, attack, attackWithItem, takeCheck };
}

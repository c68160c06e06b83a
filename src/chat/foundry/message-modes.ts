import { foundryModeName, MESSAGE_MODES, messageModeOf, type MessageMode } from "../message-modes";

/*
 * Message modes as the running Foundry generation names them (see src/chat/message-modes.ts for
 * the neutral ids). v13: the `core.rollMode` setting, CONFIG.Dice.rollModes,
 * ChatMessage.applyRollMode and the `rollMode` option. v14: `core.messageMode`,
 * CONFIG.ChatMessage.modes, ChatMessage.applyMode and `messageMode`; the v13 names are deprecated
 * there and `core.rollMode` no longer follows the chat log's selector (dnd5e#6958), so they are
 * never called on v14.
 */

function generation(): number {
  return game.release?.generation ?? 13;
}

/** The mode the chat log's selector shows (the dialog starts on it). */
export function chosenMessageMode(): MessageMode {
  const setting = generation() < 14 ? "rollMode" : "messageMode";
  return messageModeOf(game.settings!.get("core", setting as never)) ?? "public";
}

/** The modes Foundry lists, in the dialog's order (a module's own modes are left out). */
export function offeredMessageModes(): MessageMode[] {
  const listed =
    generation() < 14
      ? CONFIG.Dice.rollModes
      : (CONFIG.ChatMessage as unknown as FoundryV14.ChatMessageConfig).modes;
  const ids = new Set(Object.keys(listed ?? {}).map(messageModeOf));
  return MESSAGE_MODES.filter((mode) => ids.has(mode));
}

/** Sets the message data's whisper and blind for the mode, as Foundry does, and returns it. */
export function applyMessageMode<T extends object>(data: T, mode: MessageMode): T {
  if (generation() < 14)
    ChatMessage.applyRollMode(data as never, foundryModeName(mode, 13) as never);
  else (ChatMessage as unknown as FoundryV14.ChatMessageStatics).applyMode(data, mode);
  return data;
}

/** The option naming the mode for Roll#toMessage and ChatMessage.create. */
export function messageModeOption(mode: MessageMode): Record<string, string> {
  return generation() < 14
    ? { rollMode: foundryModeName(mode, 13) }
    : { messageMode: foundryModeName(mode, 14) };
}

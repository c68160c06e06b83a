import type { AttackMessageData } from "../../../documents/models/chat-attack";
import type { TokenDoc } from "../../attack/read";
import type { MessageMode } from "../../message-modes";
import { applyMessageMode } from "../message-modes";

/*
 * The one ChatMessage an attack or a check posts: the `attack` type carrying the card as JSON
 * and the evaluated rolls (so Dice So Nice and message modes work), spoken by the character.
 */

/** A placeholder content: Foundry shows its own roll HTML for a roll message with no content. */
const PLACEHOLDER = '<div class="action-engine ae-card-placeholder"></div>';

/** A character that acts through a token: its own (unlinked), else one of its tokens on the scene. */
export interface ActingActor {
  readonly token?: TokenDoc | null;
  getActiveTokens?(linked?: boolean, document?: boolean): TokenDoc[];
}

/** The token a character acts through, or null when it has none on the scene. */
export function actingToken(actor: ActingActor): TokenDoc | null {
  return actor.token ?? actor.getActiveTokens?.(true, true)?.[0] ?? null;
}

/** The create data of a card's message; the dice sound plays only when something was rolled. */
export function cardMessageData(o: {
  readonly card: unknown;
  readonly actor: unknown;
  readonly token: TokenDoc | null;
  readonly rolls: readonly Roll[];
  readonly messageMode: MessageMode;
}): Record<string, unknown> {
  const system: AttackMessageData = {
    card: JSON.stringify(o.card),
    revision: 0,
    targetMode: "recorded",
    recorded: "",
    tables: "",
    voided: false,
  };
  const data: Record<string, unknown> = {
    type: "attack",
    author: game.user!.id,
    speaker: ChatMessage.getSpeaker({
      actor: o.actor as never,
      token: (o.token ?? undefined) as never,
    }),
    content: PLACEHOLDER,
    rolls: [...o.rolls],
    system,
    ...(o.rolls.length ? { sound: CONFIG.sounds.dice } : {}),
  };
  applyMessageMode(data, o.messageMode);
  return data;
}

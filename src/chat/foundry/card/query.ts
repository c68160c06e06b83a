import { confirmedSender, type Signed } from "../../../documents/user-queries";
import { LIST_LIMIT } from "../../../rules/errors";
import { notice } from "../notify";
import {
  CARD_QUERY,
  carryOut,
  type CardRequest,
  type CardResult,
  type MessageLike,
} from "./execute";

/*
 * The active GM's side of the card query. Anything may arrive here (any client can send any
 * JSON): a query of the wrong shape is refused; then its sender must be confirmed by their own
 * client (documents/user-queries.ts), and every right is checked for that user as if they had
 * clicked here. The step is recomputed from the card's own state and the documents as they are
 * now, one click per card at a time: nothing the client computed is written. Nothing is thrown.
 */

/** What the card query carries: the request, and who sends it with the proof. */
export type CardQuery = CardRequest & Signed;

interface Lookup<T> {
  get(id: string): T | undefined;
}

const refused = (code: string): CardResult => ({ status: "refused", notice: notice(code) });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 1000;

/** The request a query carries, or null when it is not one a card's button could send. */
export function readCardRequest(query: unknown): CardRequest | null {
  if (!isRecord(query)) return null;
  const { messageId, revision, action, data = {}, selection } = query;
  if (!isText(messageId) || !isText(action)) return null;
  if (typeof revision !== "number" || !Number.isSafeInteger(revision) || revision < 0) return null;
  if (!isRecord(data) || !Object.values(data).every(isText)) return null;
  if (selection !== undefined) {
    if (!Array.isArray(selection) || selection.length > LIST_LIMIT) return null;
    if (!selection.every(isText)) return null;
  }
  return {
    messageId,
    revision,
    action,
    data: data as Record<string, string>,
    ...(selection === undefined ? {} : { selection: selection as string[] }),
  };
}

export async function handleCardQuery(query: unknown): Promise<CardResult> {
  const request = readCardRequest(query);
  if (!request) return refused("Malformed");
  const sender = await confirmedSender(CARD_QUERY, query);
  if ("refusal" in sender) return refused(sender.refusal);
  const message = (game.messages as unknown as Lookup<MessageLike> | undefined)?.get(
    request.messageId,
  );
  if (!message) return refused("MessageGone");
  return carryOut(message, request, sender.user);
}

import { notice } from "../notify";
import { performCardAction, type CardResult, type MessageLike } from "./execute";
import { Serial } from "../../card/lock";
import type { CardQuery } from "./request";

/*
 * The active GM's side of the card query. v13 query handlers are not told who sent a query, so
 * the request names its user; the handler trusts no more than that name: the user must exist, be
 * connected and not be a GM (a GM writes for itself and never asks), and every right is then
 * checked for that user as if they had clicked here. The step is recomputed from the card's own
 * state and the documents as they are now: nothing the client computed is written.
 */

interface UserEntry {
  readonly id: string;
  readonly isGM: boolean;
  readonly active: boolean;
}

interface Lookup<T> {
  get(id: string): T | undefined;
}

/** A query that names a user who is not a connected player is refused as forged. */
function requester(query: CardQuery): UserEntry | null {
  const user = (game.users as unknown as Lookup<UserEntry> | undefined)?.get(query.userId);
  if (!user || user.isGM || !user.active) return null;
  return user;
}

const serial = new Serial();

export async function handleCardQuery(query: CardQuery): Promise<CardResult> {
  const self = game.user as unknown as { isGM: boolean };
  if (!self.isGM) return { status: "refused", notice: notice("NoGM") };
  const user = requester(query);
  if (!user) return { status: "refused", notice: notice("Forged") };
  const message = (game.messages as unknown as Lookup<MessageLike> | undefined)?.get(
    query.messageId,
  );
  if (!message) return { status: "refused", notice: notice("MessageGone") };
  const request = {
    messageId: String(query.messageId),
    revision: Number(query.revision),
    action: String(query.action),
    data: Object.fromEntries(Object.entries(query.data ?? {}).map(([k, v]) => [k, String(v)])),
    ...(Array.isArray(query.selection) ? { selection: query.selection.map(String) } : {}),
  };
  return serial.run(request.messageId, () => performCardAction(message, request, user));
}

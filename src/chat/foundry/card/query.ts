import { claimedSender } from "../../../documents/user-queries";
import { notice } from "../notify";
import { performCardAction, type CardResult, type MessageLike } from "./execute";
import { Serial } from "../../card/lock";
import type { CardQuery } from "./request";

/*
 * The active GM's side of the card query. The query names its sender, which Foundry does not
 * vouch for (documents/user-queries.ts): it is refused unless that name is a connected player, and
 * every right is then checked for that player as if they had clicked here. The step is recomputed
 * from the card's own state and the documents as they are now: nothing the client computed is
 * written.
 */

interface Lookup<T> {
  get(id: string): T | undefined;
}

const serial = new Serial();

export async function handleCardQuery(query: CardQuery): Promise<CardResult> {
  const sender = claimedSender(query?.userId);
  if ("refusal" in sender) return { status: "refused", notice: notice(sender.refusal) };
  const { user } = sender;
  const message = (game.messages as unknown as Lookup<MessageLike> | undefined)?.get(
    String(query.messageId),
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

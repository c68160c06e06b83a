import type { CardTarget } from "../../../rules/cards/shared";
import { warn } from "../notify";
import { notice } from "../notify";
import { actionSpec, clickTargets } from "../../card/actions";
import { resolve, type ActorLike } from "./documents";
import {
  CARD_QUERY,
  attackData,
  mayClick,
  performCardAction,
  workableCard,
  type CardRequest,
  type CardResult,
  type MessageLike,
  type UserLike,
} from "./execute";
import { InFlight } from "../../card/lock";
import type { AttackCard } from "../../view-models";
import { askActiveGM } from "../../../documents/user-queries";
import { characterOf, isCheckCard, type CheckCard } from "../../../rules/checks/card";
import { isCheckAction } from "../../card/check-actions";
import { mayWorkCheck } from "./check";

/*
 * A click on this client. It is refused here when the user may not use the button at all; done
 * here when this user may write everything it changes (the message, and each actor or weapon it
 * writes to); otherwise sent to the active GM through v13 `User#query`, whose handler checks it
 * again. Without a GM online the user is told so. One click per card at a time.
 */

/** What the card query carries: the request and the user asking (the GM re-checks that user). */
export interface CardQuery extends CardRequest {
  readonly userId: string;
}

const inFlight = new InFlight();

interface Ownable {
  isOwner?: boolean;
  canUserModify?(user: never, action: "update"): boolean;
}

function owns(user: UserLike, doc: Ownable | null): boolean {
  if (!doc) return true; // a document that is gone is reported by the step itself
  return doc.canUserModify ? doc.canUserModify(user as never, "update") : (doc.isOwner ?? false);
}

/** Whether this user may write everything the click would change. */
async function writableHere(
  message: MessageLike,
  request: CardRequest,
  user: UserLike,
): Promise<boolean> {
  if (user.isGM) return true;
  if (!message.canUserModify(user as never, "update")) return false;
  const card = attackData(message).attackCard;
  if (isCheckCard(card)) return owns(user, await resolve<Ownable>(characterOf(card).actorUuid));
  const spec = actionSpec(card, request.action);
  if (!spec) return true;
  const attacker = await resolve<ActorLike>(card.attacker.actorUuid);
  const docs: (Ownable | null)[] = [];
  for (const id of clickTargets(card, spec, request)) {
    const target = (card.targets as readonly CardTarget[]).find((t) => t.id === id);
    docs.push(await resolve<Ownable>(target?.actorUuid));
  }
  if (spec.attacker || spec.weapon) docs.push(attacker as Ownable | null);
  return docs.every((doc) => owns(user, doc));
}

/** The local check: may this user use the button at all (no GM is asked otherwise). */
async function mayUse(
  message: MessageLike,
  request: CardRequest,
  user: UserLike,
): Promise<boolean> {
  const card = attackData(message).attackCard;
  if (isCheckCard(card))
    return (
      isCheckAction(request.action) &&
      mayWorkCheck(user, message, await resolve<ActorLike>(characterOf(card).actorUuid))
    );
  const spec = request.action === "targetMode" ? null : actionSpec(card, request.action);
  if (request.action !== "targetMode" && !spec) return false;
  const attacker = await resolve<ActorLike>(card.attacker.actorUuid);
  const targets: (ActorLike | null)[] = [];
  if (spec)
    for (const id of clickTargets(card, spec, request)) {
      const target = (card.targets as readonly CardTarget[]).find((t) => t.id === id);
      targets.push(await resolve<ActorLike>(target?.actorUuid));
    }
  return mayClick(spec?.who ?? "attacker", user, message, attacker, targets);
}

/** The character a card's buttons belong to: the attacker, or the one who took the check. */
function posterName(card: AttackCard | CheckCard): string {
  return isCheckCard(card) ? characterOf(card).name : card.attacker.name;
}

/** Carried out on this client; a write the server still refuses is reported, never thrown on. */
async function performHere(
  message: MessageLike,
  request: CardRequest,
  user: UserLike,
): Promise<CardResult> {
  try {
    return await performCardAction(message, request, user);
  } catch (error) {
    console.warn("action-engine | a card write was refused:", error);
    const text = String((error as Error)?.message ?? error);
    return { status: "refused", notice: notice("ServerRefused", { error: text }) };
  }
}

/** Shows what went wrong, if anything; a stale click is dropped quietly (the card re-renders). */
function report(result: CardResult | null): void {
  if (result?.status === "refused") warn(result.notice);
}

/** A click on an attack card, made by this client's user. */
export async function requestCardAction(
  message: MessageLike,
  request: CardRequest,
): Promise<CardResult | null> {
  const result = await inFlight.run(request.messageId, async (): Promise<CardResult> => {
    const user = game.user as unknown as UserLike;
    // a damaged or void card: its buttons are refused; the GM's Mark void is carried out here
    const workable = workableCard(attackData(message));
    if (request.action === "markVoid" || !workable.ok)
      return user.isGM || workable.ok
        ? performHere(message, request, user)
        : { status: "refused", notice: workable.notice };
    if (!(await mayUse(message, request, user)))
      return {
        status: "refused",
        notice: notice("NotYours", { name: posterName(attackData(message).attackCard) }),
      };
    if (await writableHere(message, request, user)) return performHere(message, request, user);
    const query: CardQuery = { ...request, userId: user.id };
    const answer = await askActiveGM<CardResult>(CARD_QUERY, query);
    return answer.ok ? answer.value : { status: "refused", notice: notice(answer.reason) };
  });
  report(result);
  return result;
}

/** True while a click on this card is being carried out on this client. */
export function cardBusy(messageId: string): boolean {
  return inFlight.isBusy(messageId);
}

/**
 * What the click on this card being carried out on this client came to, once it is over (null
 * when none is): the button's click handler does not wait for it, the self-check does.
 */
export async function cardClickSettled(messageId: string): Promise<CardResult | null> {
  return (await inFlight.settled(messageId)) as CardResult | null;
}

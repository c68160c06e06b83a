import type { CardTarget } from "../../../rules/cards/shared";
import { warn } from "../notify";
import { notice } from "../notify";
import { actionSpec, clickTargets } from "../../card/actions";
import { resolve, type ActorLike } from "./documents";
import {
  CARD_QUERY,
  attackData,
  carryOut,
  mayClick,
  owns,
  targetActor,
  workableCard,
  type CardRequest,
  type CardResult,
  type MessageLike,
  type UserLike,
} from "./execute";
import { InFlight } from "../../card/lock";
import type { AttackCard } from "../../view-models";
import { activeGMUser, askActiveGM, isActiveGM } from "../../../documents/user-queries";
import { characterOf, isCheckCard, type CheckCard } from "../../../rules/checks/card";
import { isCheckAction } from "../../card/check-actions";
import { mayWorkCheck } from "./check";

/*
 * A click on this client. It is refused here when the user may not use the button at all. While a
 * GM is online every click is carried out on the active GM's client, one per card at a time (a
 * player's through v13 `User#query`, whose handler checks it again): two clients writing one card
 * at once would lose a write. With no GM online, the click is done here when this user may write
 * everything it changes (the message, and each actor or weapon it writes to); otherwise the user
 * is told no GM is online. One click per card at a time on this client.
 */

const inFlight = new InFlight();

/** A click's lock key: the card, on this user's client (clients sharing one page keep apart). */
const clickKey = (userId: string, messageId: string) => `${userId} ${messageId}`;

/** A document that is gone is reported by the step itself, so it holds nothing up here. */
const ownsOrGone = (user: UserLike, actor: ActorLike | null) => !actor || owns(user, actor);

/** Whether this user may write everything the click would change. */
async function writableHere(
  message: MessageLike,
  request: CardRequest,
  user: UserLike,
): Promise<boolean> {
  if (user.isGM) return true;
  if (!message.canUserModify(user as never, "update")) return false;
  const card = attackData(message).attackCard;
  if (isCheckCard(card))
    return ownsOrGone(user, await resolve<ActorLike>(characterOf(card).actorUuid));
  const spec = actionSpec(card, request.action);
  if (!spec) return true;
  const attacker = await resolve<ActorLike>(card.attacker.actorUuid);
  const docs: (ActorLike | null)[] = [];
  for (const id of clickTargets(card, spec, request)) {
    const target = (card.targets as readonly CardTarget[]).find((t) => t.id === id);
    const actor = target ? await targetActor(message, target, user) : "gone";
    // an unreachable target is refused by the step itself, wherever it runs
    docs.push(typeof actor === "string" ? null : actor);
  }
  if (spec.attacker || spec.weapon) docs.push(attacker);
  return docs.every((doc) => ownsOrGone(user, doc));
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

/** Whether the button is one only a GM may use (the adjustment of the harm). */
function gmOnly(message: MessageLike, request: CardRequest): boolean {
  const card = attackData(message).attackCard;
  return !isCheckCard(card) && actionSpec(card, request.action)?.who === "gm";
}

/** The character a card's buttons belong to: the attacker, or the one who took the check. */
function posterName(card: AttackCard | CheckCard): string {
  return isCheckCard(card) ? characterOf(card).name : card.attacker.name;
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
  const user = game.user as unknown as UserLike;
  const result = await inFlight.run(
    clickKey(user.id, request.messageId),
    async (): Promise<CardResult> => {
      // a damaged or void card: its buttons are refused, but for the GM's Mark void
      const workable = workableCard(attackData(message));
      if (!workable.ok && !user.isGM) return { status: "refused", notice: workable.notice };
      if (workable.ok && request.action !== "markVoid" && !(await mayUse(message, request, user)))
        return {
          status: "refused",
          notice: gmOnly(message, request)
            ? notice("AdjustGMOnly")
            : notice("NotYours", { name: posterName(attackData(message).attackCard) }),
        };
      if (isActiveGM()) return carryOut(message, request, user);
      if (!activeGMUser() && (await writableHere(message, request, user)))
        return carryOut(message, request, user);
      const answer = await askActiveGM<CardResult>(CARD_QUERY, request);
      return answer.ok ? answer.value : { status: "refused", notice: notice(answer.reason) };
    },
  );
  report(result);
  return result;
}

/** True while a click on this card is being carried out on this client. */
export function cardBusy(messageId: string): boolean {
  return inFlight.isBusy(clickKey((game.user as unknown as UserLike).id, messageId));
}

/**
 * What the click on this card being carried out on this client came to, once it is over (null
 * when none is): the button's click handler does not wait for it, the self-check does.
 */
export async function cardClickSettled(messageId: string): Promise<CardResult | null> {
  const user = game.user as unknown as UserLike;
  return (await inFlight.settled(clickKey(user.id, messageId))) as CardResult | null;
}

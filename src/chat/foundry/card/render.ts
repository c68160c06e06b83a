import { markMissing, type CardTarget, type WithTargets } from "../../../rules/cards/shared";
import { damagedCardView } from "../../view-models/damaged";
import { messageView, type MessageContext } from "../../view-models/message";
import type { Viewer } from "../../view-models/types";
import type { AttackCard } from "../../view-models";
import { ensureTemplates, renderNow } from "../templates";
import { resolveSync, type ActorLike } from "./documents";
import {
  attackData,
  workableCard,
  type CardResult,
  type MessageLike,
  type UserLike,
} from "./execute";
import { requestCardAction } from "./request";
import { dimLinkedToken, lightLinkedToken, panToLinkedToken } from "./token-links";
import { keepFocus } from "../../../ui/focus";
import { clickData } from "../../card/click-data";
import { OpenBreakdowns } from "../../../ui/open-breakdowns";

import { characterOf, isCheckCard } from "../../../rules/checks/card";
import { checkCardView } from "../../view-models/check";

/*
 * The renderChatMessageHTML hook for attack messages (v13: the hook gets the message and its
 * HTMLElement; dnd5e and Draw Steel alter the message there). The card is rendered for the user
 * looking at it — a blind or private roll they may not see shows names only — and its buttons are
 * wired to the click adapter. A character whose actor was deleted is shown as gone.
 */

export interface RenderedMessage extends MessageLike {
  /** Foundry: whether this user may see the roll's result (blind and private rolls) */
  readonly isContentVisible: boolean;
}

const owns = (actor: ActorLike | null, user: UserLike) =>
  actor?.testUserPermission(user as never, "OWNER") ?? false;

/** The card as it stands for rendering: targets whose actor is gone are shown as gone. */
function withMissing<C extends WithTargets>(card: C): C {
  let shown = card;
  for (const t of card.targets as readonly CardTarget[])
    if (!t.missing && t.actorUuid && !resolveSync(t.actorUuid)) shown = markMissing(shown, t.id);
  return shown;
}

/** What this user may see and do on the card. */
export function viewerOf(
  message: RenderedMessage,
  user: UserLike,
  card: AttackCard = attackData(message).attackCard,
): Viewer {
  return {
    isGM: user.isGM,
    isAuthor: message.author?.id === user.id,
    canSeeRoll: message.isContentVisible,
    ownsAttacker: owns(
      resolveSync<ActorLike>(
        isCheckCard(card) ? characterOf(card).actorUuid : card.attacker.actorUuid,
      ),
      user,
    ),
    ownsTargets: Object.fromEntries(
      (card.targets as readonly CardTarget[]).map((t) => [
        t.id,
        owns(resolveSync<ActorLike>(t.actorUuid), user),
      ]),
    ),
  };
}

/** The card's HTML for this user, rendered at once; null while the templates are still loading. */
export function cardHtml(message: RenderedMessage, user: UserLike): string | null {
  const system = attackData(message);
  const workable = workableCard(system);
  if (!workable.ok) {
    const read = system.cardReading;
    const context = damagedCardView(
      { problem: read.ok ? null : read.problem, voided: system.voided },
      user,
    );
    return renderNow(context.template, context);
  }
  if (isCheckCard(workable.card)) {
    const check = checkCardView(
      withMissing(workable.card),
      viewerOf(message, user, workable.card),
      system.revision,
    );
    return renderNow(check.template, check);
  }
  const context = attackContext(message, user)!;
  return renderNow(context.template, context);
}

/** The attack card's context for this user; null for a check card or one its buttons refuse. */
export function attackContext(message: RenderedMessage, user: UserLike): MessageContext | null {
  const system = attackData(message);
  const workable = workableCard(system);
  if (!workable.ok || isCheckCard(workable.card)) return null;
  return messageView(
    {
      card: withMissing(workable.card),
      revision: system.revision,
      targetMode: system.targetMode,
      tables: system.tableDraws,
    },
    viewerOf(message, user, workable.card),
  );
}

/** The uuids of the tokens this user has selected on the canvas. */
export function selectedTokens(): string[] {
  const controlled = (
    canvas as unknown as { tokens?: { controlled?: { document: { uuid: string } }[] } } | null
  )?.tokens?.controlled;
  return (controlled ?? []).map((token) => token.document.uuid);
}

/** Handles a click inside the card: the target list's toggle here, every other button through the adapter. */
export function onCardClick(message: RenderedMessage, revision: number, event: Event): void {
  if (panToLinkedToken(event)) return;
  const button = (event.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-action]");
  if (!button || (button as HTMLButtonElement).disabled) return;
  const action = button.dataset.action!;
  event.preventDefault();
  if (action === "toggleTargets") {
    const card = button.closest(".ae-card");
    const collapsed = card?.classList.toggle("ae-card--collapsed") ?? false;
    button.setAttribute("aria-expanded", String(!collapsed));
    return;
  }
  void pressCardButton(message, revision, action, clickData(button));
}

/**
 * A press of one of the card's buttons (by a click, or through the chat message's context menu):
 * the click adapter checks who may, and carries it out one click per card at a time.
 */
export function pressCardButton(
  message: RenderedMessage,
  revision: number,
  action: string,
  data: Readonly<Record<string, string>>,
): Promise<CardResult | null> {
  return requestCardAction(message, {
    messageId: message.id!,
    revision,
    action,
    data,
    ...(action === "targetMode" && data.mode === "selected" ? { selection: selectedTokens() } : {}),
  });
}

/** A card's text field changed (the limb a hit struck): its action goes with the text as `value`. */
export function onCardChange(message: RenderedMessage, revision: number, event: Event): void {
  const input = (event.target as HTMLElement | null)?.closest?.<HTMLInputElement>(
    "input[data-change-action]",
  );
  if (!input || input.disabled) return;
  void requestCardAction(message, {
    messageId: message.id!,
    revision,
    action: input.dataset.changeAction!,
    data: { value: input.value },
  });
}

/** The breakdowns each card's viewer left open on this client. */
const breakdowns = new OpenBreakdowns();

/**
 * The hook: replaces the message's content with the card for this user and wires its buttons, at
 * once. Foundry does not await the hook and adds the message to the log as soon as it returns, so
 * a card filled later would show empty first and leave the log scrolled short of it. Only a
 * message rendered before the templates (loaded on init) are in waits for them.
 */
export function renderAttackMessage(message: RenderedMessage, html: HTMLElement): void {
  if (message.type !== "attack") return;
  const revision = attackData(message).revision;
  const content = html.querySelector(".message-content") ?? html;
  const user = game.user as unknown as UserLike;
  html.addEventListener("click", (event) => onCardClick(message, revision, event));
  html.addEventListener("change", (event) => onCardChange(message, revision, event));
  html.addEventListener("pointerover", lightLinkedToken);
  html.addEventListener("pointerout", dimLinkedToken);
  // the card's element replaces the old one in the log after this hook: then the focus goes back
  // to the button used (src/ui/focus), if the re-render dropped it
  setTimeout(() => {
    if (html.isConnected) keepFocus(html);
  });
  // the breakdowns this user opened stay open as the card is drawn again (src/ui/open-breakdowns)
  breakdowns.follow(html, message.id!);
  const shownHtml = cardHtml(message, user);
  if (shownHtml !== null) {
    content.innerHTML = breakdowns.withOpenHtml(shownHtml, message.id!);
    return;
  }
  void ensureTemplates().then(() => {
    content.innerHTML = breakdowns.withOpenHtml(cardHtml(message, user) ?? "", message.id!);
  });
}

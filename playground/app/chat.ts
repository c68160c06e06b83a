import { kitFor, type AttackInput } from "../../src/chat/attack/kits";
import { actorView, itemView } from "../../src/chat/attack/read";
import type { RolledDice } from "../../src/chat/attack/dice";
import {
  actionSpec,
  clickTargets,
  type CardClick,
  type DocumentValues,
  type Step,
} from "../../src/chat/card/actions";
import { retarget } from "../../src/chat/card/retarget";
import { newTableDraws, TABLES, type TableKind } from "../../src/chat/card/tables";
import { actorValues, itemValues } from "../../src/chat/card/values";
import type { AttackCard, Viewer } from "../../src/chat/view-models";
import { messageView, type TableDraw } from "../../src/chat/view-models/message";
import { key } from "../../src/chat/view-models/shared";
import type { CardTarget } from "../../src/rules/cards/shared";
import { notAllowed } from "../../src/rules/errors";
import type { EvaluatedRoll } from "../host/roll";
import { packDocuments } from "../host/sources";
import { checkStep, isCheckAction } from "../../src/chat/card/check-actions";
import { recordUpdate, runTrusted, runTrustedCheck } from "../../src/chat/card/trust";
import { checkCardView } from "../../src/chat/view-models/check";
import { characterOf, isCheckCard, type CheckCard } from "../../src/rules/checks/card";
import { escapeHtml } from "../../src/ui/html";
import { defeatView, type DefeatRecord } from "../../src/combat/defeat";
import type { Host } from "./host";

/*
 * The chat column: attack messages as the real card templates render them, and every card button
 * run through the same pure step the Foundry adapter runs (src/chat/card/actions.ts): the dice it
 * asks for, then its new card and document writes, each written to the store once.
 */

export interface Message {
  readonly id: string;
  /** an attack card, or a check card (src/rules/checks/card.ts) */
  card: AttackCard | CheckCard;
  revision: number;
  targetMode: "recorded" | "selected";
  /** the roll-time card, kept while Apply acts on selected characters */
  recorded: AttackCard | null;
  tables: { fumble?: TableDraw; friction?: TableDraw };
  rolls: EvaluatedRoll[];
}

/** A tracker roll (initiative, Tide of Battle, a roll-off) as Foundry's Roll.toMessage posts it. */
export interface RollMessage {
  readonly id: string;
  /** who rolled (the speaker's alias), or "" for a roll nobody owns */
  readonly speaker: string;
  /** the localised flavour text */
  readonly flavor: string;
  readonly formula: string;
  readonly total: number;
}

/** A defeat announced in chat (src/combat/defeat.ts), as Foundry's GM posts one. */
export interface DefeatMessage {
  readonly id: string;
  defeat: DefeatRecord;
}

/** The playground's one user is the GM and posts every card: every choice is theirs. */
const GM_VIEWER = (card: AttackCard | CheckCard): Viewer => ({
  isGM: true,
  isAuthor: true,
  canSeeRoll: true,
  ownsAttacker: true,
  ownsTargets: Object.fromEntries((card.targets as readonly CardTarget[]).map((t) => [t.id, true])),
});

/** A compendium table's result for a face, from the pack sources (Foundry: getResultsForRoll). */
function tableResult(kind: TableKind, face: number): string | null {
  const [, , pack, , id] = TABLES[kind].split(".");
  const table = packDocuments(pack).find((doc) => doc._id === id);
  const results = (table?.results ?? []) as { name: string; range: [number, number] }[];
  return results.find((r) => face >= r.range[0] && face <= r.range[1])?.name ?? null;
}

/** Who a card's message is from: the attacker, or the character who took the check. */
const posterName = (card: AttackCard | CheckCard) =>
  isCheckCard(card) ? characterOf(card).name : card.attacker.name;

const asDice = (rolls: readonly EvaluatedRoll[]) => rolls as unknown as RolledDice[];

export class Chat {
  readonly messages: Message[] = [];
  /** every message in the order it was posted: attack cards and tracker rolls */
  readonly posts: (Message | RollMessage | DefeatMessage)[] = [];
  #next = 1;

  constructor(
    private readonly host: Host,
    /** the tracker hears of actors changed by a card (Down, harm mid-round) */
    private readonly actorsChanged: (actorIds: string[]) => void,
  ) {}

  clear(): void {
    this.messages.length = 0;
    this.posts.length = 0;
  }

  /** Tracker rolls, each its own message (the write is logged by the tracker, once for all). */
  postRolls(rolls: readonly Omit<RollMessage, "id">[]): void {
    for (const roll of rolls) this.posts.push({ id: `msg${this.#next++}`, ...roll });
  }

  /** A combatant gone out, announced (the write is the message's creation, as in Foundry). */
  postDefeat(record: DefeatRecord): void {
    this.posts.push({ id: `msg${this.#next++}`, defeat: record });
    this.host.store.record({
      operation: "ChatMessage.create",
      name: record.name,
      data: { "flags.action-engine.defeat": record },
    });
  }

  /** The defeat message with this id, or undefined. */
  defeat(id: string): DefeatMessage | undefined {
    return this.posts.find((m): m is DefeatMessage => m.id === id && "defeat" in m);
  }

  /** A defeat's Undo carried out: the message says so from now on. */
  markDefeatUndone(id: string): void {
    const message = this.defeat(id);
    if (!message) return;
    message.defeat = { ...message.defeat, undone: true };
    this.host.store.record({
      operation: "ChatMessage.update",
      name: message.defeat.name,
      data: { "flags.action-engine.defeat.undone": true },
    });
  }

  post(card: AttackCard | CheckCard, rolls: EvaluatedRoll[]): Message {
    const message: Message = {
      id: `msg${this.#next++}`,
      card,
      revision: 0,
      targetMode: "recorded",
      recorded: null,
      tables: {},
      rolls,
    };
    this.messages.push(message);
    this.posts.push(message);
    this.host.store.record({
      operation: "ChatMessage.create",
      name: posterName(card),
      data: { type: "attack", "system.card": card, rolls: rolls.map((r) => r.formula) },
    });
    return message;
  }

  /** A message's HTML, rendered again only when the message changed. */
  html(message: Message | RollMessage | DefeatMessage): string {
    if ("defeat" in message) return this.#defeatHtml(message);
    if (!("card" in message)) return this.#rollHtml(message);
    const cached = this.#rendered.get(message);
    if (
      cached &&
      cached.card === message.card &&
      cached.revision === message.revision &&
      cached.targetMode === message.targetMode &&
      cached.tables === message.tables
    )
      return cached.html;
    const html = this.#render(message);
    const { card, revision, targetMode, tables } = message;
    this.#rendered.set(message, { card, revision, targetMode, tables, html });
    return html;
  }

  #rendered = new WeakMap<
    Message,
    Pick<Message, "card" | "revision" | "targetMode" | "tables"> & { html: string }
  >();

  /** A defeat's card, as the GM sees it in Foundry: the same template and context. */
  #defeatHtml(message: DefeatMessage): string {
    const { template, ...context } = defeatView(message.defeat, true);
    return `<li class="chat-message message pg-defeat-message" data-message-id="${message.id}">
      <div class="message-content">${this.host.render(template, context)}</div></li>`;
  }

  /** A roll as Foundry's chat shows one: who rolled, the flavour, the formula and its total. */
  #rollHtml(roll: RollMessage): string {
    const total = this.host.i18n.format("ACTION_ENGINE.Playground.RollTotal", {
      formula: roll.formula,
      total: roll.total,
    });
    const sender = roll.speaker
      ? `<header class="message-header"><h4 class="message-sender">${escapeHtml(roll.speaker)}</h4></header>`
      : "";
    return `<li class="chat-message message pg-roll-message" data-message-id="${roll.id}">${sender}
      <div class="message-content"><span class="flavor-text">${escapeHtml(roll.flavor)}</span>
      <div class="dice-roll" aria-label="${escapeHtml(total)}"><div class="dice-formula">${escapeHtml(roll.formula)}</div>
      <h4 class="dice-total">${roll.total}</h4></div></div></li>`;
  }

  #render(message: Message): string {
    if (isCheckCard(message.card)) {
      const check = checkCardView(message.card, GM_VIEWER(message.card), message.revision);
      return `<li class="chat-message message" data-message-id="${message.id}">
      <div class="message-content">${this.host.render(check.template, check)}</div></li>`;
    }
    const context = messageView(
      {
        card: message.card,
        revision: message.revision,
        targetMode: message.targetMode,
        tables: message.tables,
      },
      GM_VIEWER(message.card),
    );
    return `<li class="chat-message message" data-message-id="${message.id}">
      <div class="message-content">${this.host.render(context.template, context)}</div></li>`;
  }

  /** A click on a card button (the card's own toggle is handled by the page). */
  click(messageId: string, click: CardClick, selection: () => AttackInput["targets"]): void {
    const message = this.messages.find((m) => m.id === messageId);
    if (!message) return;
    try {
      if (isCheckCard(message.card)) this.#runCheck(message, message.card, click);
      else if (click.action === "targetMode") this.#switchTargets(message, click, selection);
      else this.#run(message, click);
    } catch (error) {
      this.host.refuse(error);
    }
  }

  /** Apply or Undo on a check card: the character written once, then the message once. */
  #runCheck(message: Message, card: CheckCard, click: CardClick): void {
    if (!isCheckAction(click.action)) return;
    const actor = this.host.store.byUuid(characterOf(card).actorUuid);
    const step = actor
      ? runTrustedCheck(card, click.action, actorValues(actor, message.id))
      : checkStep(card, click.action, null);
    this.#write(message, step, []);
  }

  #run(message: Message, click: CardClick): void {
    const card = message.card as AttackCard;
    const spec = actionSpec(card, click.action);
    if (!spec) return;
    const store = this.host.store;
    const attacker = store.byUuid(card.attacker.actorUuid);
    const weapon = card.weapon.itemId ? attacker?.items.get(card.weapon.itemId) : undefined;
    const targets: Record<string, DocumentValues | null> = {};
    for (const id of clickTargets(card, spec, click)) {
      const target = (card.targets as readonly CardTarget[]).find((t) => t.id === id);
      const actor = store.byUuid(target?.actorUuid);
      targets[id] = actor ? actorValues(actor, message.id) : null;
    }
    const rolls = (spec.formulas?.(card, click) ?? []).map((f) => this.host.roll(f));
    const documents = {
      targets,
      attacker: attacker ? actorValues(attacker, message.id) : null,
      weapon: weapon ? itemValues(weapon) : null,
    };
    const step = runTrusted(
      spec,
      { card, click, rolls: asDice(rolls), documents },
      clickTargets(card, spec, click),
    );
    this.#write(message, step, rolls);
  }

  /** Each changed document once, then the message once with the new card and revision. */
  #write(
    message: Message,
    step: Step | { readonly card: CheckCard; readonly writes: Step["writes"] },
    rolls: EvaluatedRoll[],
    extra: Partial<Message> = {},
  ) {
    const before = message.card;
    const same = JSON.stringify(step.card) === JSON.stringify(before);
    if (same && !step.writes.length && !Object.keys(extra).length) return;
    const store = this.host.store;
    const changed: string[] = [];
    for (const write of step.writes) {
      if (write.kind === "actor") {
        const actor = store.byUuid(write.uuid);
        if (!actor) continue;
        const items = Object.entries(write.items).map(([_id, changes]) => ({ _id, ...changes }));
        store.updateActor(actor.id, {
          ...(write.patch ?? {}),
          ...(items.length ? { items } : {}),
          ...recordUpdate(message.id, write.records ?? {}),
        });
        changed.push(actor.id);
      } else {
        const found = store.itemByUuid(write.uuid);
        if (found) store.updateItem(found.actor.id, found.item.id, { ...write.patch });
      }
    }
    const drawn =
      isCheckCard(before) || isCheckCard(step.card) ? [] : newTableDraws(before, step.card);
    for (const { kind, face } of drawn) {
      const name = tableResult(kind, face);
      if (name !== null) message.tables = { ...message.tables, [kind]: { name, face } };
    }
    message.card = step.card;
    message.revision += 1;
    message.rolls.push(...rolls);
    Object.assign(message, extra);
    store.record({
      operation: "ChatMessage.update",
      name: posterName(step.card),
      data: {
        "system.card": step.card,
        "system.revision": message.revision,
        ...(rolls.length ? { rolls: rolls.map((r) => r.formula) } : {}),
        ...(extra.targetMode ? { "system.targetMode": extra.targetMode } : {}),
      },
    });
    if (changed.length) this.actorsChanged(changed);
  }

  /**
   * Apply acts on the targets recorded at roll time, or on the characters targeted now: the card
   * is rebuilt from its own dice for them (the roll-time card is kept to switch back).
   */
  #switchTargets(message: Message, click: CardClick, selection: () => AttackInput["targets"]) {
    const card = message.card as AttackCard;
    if ((card.targets as readonly CardTarget[]).some((t) => t.applied))
      throw notAllowed("changing whom Apply acts on", "a result is applied; undo it first");
    if (click.data.mode === "recorded") {
      if (!message.recorded) return;
      this.#write(message, { card: message.recorded, writes: [] }, [], {
        targetMode: "recorded",
        recorded: null,
      });
      return;
    }
    const attacker = this.host.store.byUuid(card.attacker.actorUuid);
    const weapon = card.weapon.itemId ? attacker?.items.get(card.weapon.itemId) : undefined;
    if (!attacker) {
      this.host.notify(
        this.host.i18n.format(key("Notify", "AttackerGone"), { name: card.attacker.name }),
      );
      return;
    }
    if (!weapon) {
      this.host.notify(
        this.host.i18n.format(key("Notify", "WeaponGone"), { name: card.weapon.name }),
      );
      return;
    }
    const ruleset = this.host.ruleset();
    const { plan } = kitFor(ruleset).prepare(
      {
        ruleset,
        attacker: { actor: actorView(attacker), tokenUuid: null, weapon: itemView(weapon) },
        targets: selection(),
        options: this.host.store.ruleOptions(ruleset),
        messageMode: "public",
      } as AttackInput,
      {},
    );
    const rebuilt = retarget(card, plan.input.targets, plan.bands);
    this.#write(message, { card: rebuilt, writes: [] }, [], {
      targetMode: "selected",
      recorded: message.targetMode === "recorded" ? card : message.recorded,
    });
  }
}

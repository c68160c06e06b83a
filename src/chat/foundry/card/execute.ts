import { markGone, markMissing } from "../../../rules/cards/shared";
import type { CardTarget } from "../../../rules/cards/shared";
import { isRulesError } from "../../../rules/errors";
import { parseRuleset } from "../../../rules/rulesets";
import type { AttackMessageModel } from "../../../documents/models/chat-attack";
import { ruleOptions } from "../../../settings";
import { kitFor } from "../../attack/kits";
import { actorView, itemView, targetViews, type ActorDoc, type TokenDoc } from "../../attack/read";
import type { RolledDice } from "../../attack/dice";
import { notice, type Notice } from "../notify";
import type { AttackCard } from "../../view-models";
import {
  actionSpec,
  clickTargets,
  type ActionSpec,
  type CardClick,
  type DocumentValues,
  type Step,
  type Write,
} from "../../card/actions";
import {
  actorUpdate,
  actorValues,
  itemValues,
  resolve,
  type ActorLike,
  type ItemLike,
} from "./documents";
import { retarget } from "../../card/retarget";
import {
  forbiddenWrite,
  holdsRecords,
  recordUpdate,
  runTrusted,
  type TrustDocuments,
} from "../../card/trust";
import { Serial } from "../../card/lock";
import { newTableDraws, TABLES } from "../../card/tables";
import { isCheckCard } from "../../../rules/checks/card";
import { performCheckAction } from "./check";
import { sceneMeasure } from "../attack/measure";

/*
 * Carries out one click on an attack card where the writes are allowed (this client, or the
 * active GM's for a player): checks the click against the card's revision and the clicking
 * user's rights, finds the documents, rolls the dice, runs the pure step, and writes — each
 * changed actor or weapon once, then the message once with the new card and a new revision.
 * A click that changes nothing writes nothing.
 */

/** The v13 query (CONFIG.queries) through which a player asks the active GM to carry out a click. */
export const CARD_QUERY = "action-engine.card";

/** What a click asks for: which card, seen at which revision, which button with which data. */
export interface CardRequest extends CardClick {
  readonly messageId: string;
  readonly revision: number;
  /** targetMode "selected": the uuids of the tokens the clicking user has selected */
  readonly selection?: readonly string[];
}

export type CardResult =
  | { readonly status: "done" }
  | { readonly status: "stale" }
  | { readonly status: "refused"; readonly notice: Notice };

export interface UserLike {
  readonly id: string;
  readonly isGM: boolean;
}

/** The parts of an attack ChatMessage the adapter uses. */
export interface MessageLike {
  readonly id: string | null;
  readonly type: string;
  readonly author: { readonly id: string | null } | null;
  readonly system: unknown;
  readonly rolls: readonly unknown[];
  readonly whisper: readonly string[];
  readonly blind: boolean;
  canUserModify(user: never, action: "update"): boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

export { TABLES } from "../../card/tables";

const refused = (code: string, details: Record<string, string | number> = {}): CardResult => ({
  status: "refused",
  notice: notice(code, details),
});

export function attackData(message: MessageLike): AttackMessageModel {
  return message.system as AttackMessageModel;
}

/** The card to work on, or why its buttons are refused: the GM marked it void, or it is damaged. */
export function workableCard(
  system: AttackMessageModel,
): { ok: true; card: AttackCard } | { ok: false; notice: Notice } {
  if (system.voided) return { ok: false, notice: notice("Void") };
  const read = system.cardReading;
  return read.ok
    ? { ok: true, card: read.card as unknown as AttackCard }
    : { ok: false, notice: notice("Damaged") };
}

/** The GM marks a damaged card void: one write recording it (the card then shows it, no buttons). */
async function markVoid(
  message: MessageLike,
  system: AttackMessageModel,
  user: UserLike,
): Promise<CardResult> {
  if (!user.isGM) return refused("VoidGMOnly");
  if (system.voided) return { status: "done" };
  if (system.cardReading.ok) return refused("NotDamaged");
  await message.update({ "system.voided": true, "system.revision": system.revision + 1 });
  return { status: "done" };
}

/**
 * Who may click: the GM, the poster, the attacker's owner; for Apply/Undo also the targets' owner;
 * for the GM's adjustment, a GM alone.
 */
export function mayClick(
  who: ActionSpec["who"],
  user: UserLike,
  message: MessageLike,
  attacker: ActorLike | null,
  targets: readonly (ActorLike | null)[],
): boolean {
  // the GM's adjustment of the harm: a GM's call, whoever posted the card (rules/cards/adjustment)
  if (who === "gm") return user.isGM;
  if (user.isGM || message.author?.id === user.id) return true;
  if (attacker?.testUserPermission(user as never, "OWNER")) return true;
  return (
    who === "apply" &&
    targets.length > 0 &&
    targets.every((t) => t?.testUserPermission(user as never, "OWNER") ?? false)
  );
}

function targetOf(card: AttackCard, id: string): CardTarget | undefined {
  return (card.targets as readonly CardTarget[]).find((t) => t.id === id);
}

async function rollAll(formulas: readonly string[], message: MessageLike): Promise<Roll[]> {
  const rolls: Roll[] = [];
  for (const formula of formulas) {
    const roll = new Roll(formula);
    await roll.evaluate();
    // Dice So Nice shows a roll that is not in a new message only when asked (its showForRoll),
    // with the message's own roll mode.
    const dice3d = (
      game as unknown as { dice3d?: { showForRoll(...args: unknown[]): Promise<unknown> } }
    ).dice3d;
    await dice3d?.showForRoll(
      roll,
      game.user,
      true,
      message.whisper.length ? message.whisper : null,
      message.blind,
      message.id,
    );
    rolls.push(roll);
  }
  return rolls;
}

/** The name of the compendium table's result for a face, or null when the table is missing. */
async function tableResult(uuid: string, face: number): Promise<string | null> {
  const table = await resolve<{
    getResultsForRoll(value: number): { name?: string; text?: string }[];
  }>(uuid);
  const [result] = table?.getResultsForRoll(face) ?? [];
  return result ? (result.name ?? result.text ?? null) : null;
}

/** The table draws the step made (same face as the card keeps), added to the message's. */
async function drawnTables(before: AttackCard, after: AttackCard, system: AttackMessageModel) {
  const drawn = { ...system.tableDraws };
  let changed = false;
  for (const { kind, face } of newTableDraws(before, after)) {
    const name = await tableResult(TABLES[kind], face);
    if (name !== null) {
      drawn[kind] = { name, face };
      changed = true;
    }
  }
  return changed ? JSON.stringify(drawn) : null;
}

/** One write of a step: an actor's changes with the card's records beside them, or the weapon's. */
export async function writeDocument(message: MessageLike, write: Write): Promise<void> {
  if (write.kind === "actor") {
    const actor = await resolve<ActorLike>(write.uuid);
    await actor?.update({
      ...actorUpdate(write.patch, write.items),
      ...recordUpdate(message.id!, write.records ?? {}),
    });
  } else {
    const item = await resolve<ItemLike>(write.uuid);
    await item?.update({ ...write.patch });
  }
}

async function writeStep(
  message: MessageLike,
  system: AttackMessageModel,
  before: AttackCard,
  step: Step,
  rolls: readonly Roll[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  for (const write of step.writes) await writeDocument(message, write);
  const tables = await drawnTables(before, step.card, system);
  await message.update({
    "system.card": JSON.stringify(step.card),
    "system.revision": system.revision + 1,
    ...(tables === null ? {} : { "system.tables": tables }),
    ...(rolls.length ? { rolls: [...message.rolls, ...rolls] } : {}),
    ...extra,
  });
}

function same(a: AttackCard, b: AttackCard): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The attacker's actor and weapon, found again. */
async function attackerDocs(card: AttackCard) {
  const attacker = await resolve<ActorLike>(card.attacker.actorUuid);
  const itemId = card.weapon.itemId;
  const weapon = attacker && itemId ? (attacker.items.get(itemId) ?? null) : null;
  return { attacker, weapon };
}

/**
 * Apply acts on the targets recorded at roll time, or on tokens selected now: the card is rebuilt
 * from its own dice against the selected tokens (the roll-time card is kept to switch back).
 */
async function switchTargets(
  message: MessageLike,
  system: AttackMessageModel,
  card: AttackCard,
  request: CardRequest,
  user: UserLike,
): Promise<CardResult> {
  const mode = request.data.mode;
  if ((card.targets as readonly CardTarget[]).some((t) => t.applied)) return refused("UndoFirst");
  if (mode === "recorded") {
    const recorded = system.recordedCard;
    if (!recorded) return { status: "done" };
    await writeStep(message, system, card, { card: recorded, writes: [] }, [], {
      "system.targetMode": "recorded",
      "system.recorded": "",
    });
    return { status: "done" };
  }
  if (mode !== "selected") return refused("Unknown");
  const { attacker, weapon } = await attackerDocs(card);
  if (!attacker) return refused("AttackerGone", { name: card.attacker.name });
  if (!weapon) return refused("WeaponGone", { name: card.weapon.name });
  const tokens: TokenDoc[] = [];
  for (const uuid of request.selection ?? []) {
    const token = await resolve<TokenDoc>(uuid);
    // a player selects only tokens they own (Foundry lets them control no others)
    if (token && owns(user, token.actor as unknown as ActorLike | null)) tokens.push(token);
  }
  const attackerToken = await resolve<TokenDoc>(card.attacker.tokenUuid ?? null);
  const ruleset = parseRuleset(card.ruleset);
  const kit = kitFor(ruleset);
  const { plan } = kit.prepare(
    {
      ruleset,
      attacker: {
        actor: actorView(attacker as unknown as ActorDoc),
        tokenUuid: card.attacker.tokenUuid ?? null,
        weapon: itemView(weapon),
      },
      targets: targetViews(tokens, attackerToken, sceneMeasure),
      options: ruleOptions(ruleset),
      messageMode: "public",
    },
    {},
  );
  const rebuilt = retarget(card, plan.input.targets, plan.bands);
  const roll = system.targetMode === "recorded" ? JSON.stringify(card) : system.recorded;
  await writeStep(message, system, card, { card: rebuilt, writes: [] }, [], {
    "system.targetMode": "selected",
    "system.recorded": roll,
  });
  return { status: "done" };
}

/**
 * The card with each target whose actor was deleted while the card's result was applied to it
 * marked gone: that share counts as undone, so it never holds the card (rules: markMissing).
 */
async function withGoneUndone(card: AttackCard): Promise<AttackCard> {
  const gone: string[] = [];
  for (const t of card.targets as readonly CardTarget[])
    if (t.applied && t.actorUuid && !(await resolve(t.actorUuid))) gone.push(t.id);
  return markGone(card, gone);
}

/** Whether `user` owns the actor (a GM owns every one). */
export function owns(user: UserLike | null, actor: ActorLike | null): boolean {
  return !!user && !!actor && (user.isGM || actor.testUserPermission(user as never, "OWNER"));
}

/** The actor the card's poster attacked with, writable on their behalf only if they own it. */
export function posterOwns(message: MessageLike, actor: ActorLike | null): boolean {
  return owns(message.author as UserLike | null, actor);
}

interface TokenOf {
  readonly id: string | null;
  readonly actor: ActorLike | null;
  /** hidden from players: they cannot see or target it (only a GM's roll can reach it) */
  readonly hidden?: boolean;
}

/** A target's actor as the card reaches it; "gone" when there is none; "unreachable" (see below). */
export type TargetActor = ActorLike | "gone" | "unreachable";

/**
 * A target's actor, as the card's roll can reach it: the actor of the target's token on a scene,
 * when the card names that token and its actor, and a player could target it (a token hidden
 * from players only on a GM's card or by a GM's click); or the actor that holds this card's record
 * for the target (what Apply wrote there, for Undo after the token is gone). "gone" when neither
 * exists; "unreachable" when the card names an actor or token its roll cannot reach.
 */
export async function targetActor(
  message: MessageLike,
  t: CardTarget,
  user: UserLike,
): Promise<TargetActor> {
  const named = await resolve<ActorLike>(t.actorUuid);
  if (named && holdsRecords(actorValues(named, message.id), t.id)) return named;
  const token = await resolve<TokenOf>(t.tokenUuid);
  if (!token?.actor) return "gone";
  const itself = token.id === t.id && token.actor.uuid === t.actorUuid;
  const visible = !token.hidden || user.isGM || !!(message.author as UserLike | null)?.isGM;
  return itself && visible ? token.actor : "unreachable";
}

const serial = new Serial();

/**
 * Carries out a click, one after another per card on this client (the active GM's, for every
 * client while a GM is online): each sees the revision the one before wrote, so no two clicks
 * write over each other. A write the server still refuses is reported, never thrown on.
 */
export function carryOut(
  message: MessageLike,
  request: CardRequest,
  user: UserLike,
): Promise<CardResult> {
  return serial.run(request.messageId, async () => {
    try {
      return await performCardAction(message, request, user);
    } catch (error) {
      console.warn("action-engine | a card write was refused:", error);
      const text = String((error as Error)?.message ?? error);
      return refused("ServerRefused", { error: text });
    }
  });
}

/**
 * Carries out a click for `user` (this client's user, or the player who asked the GM). Every
 * right is checked here, wherever it runs; a rules refusal is returned localisable, not thrown.
 * The documents written are the card's targets' actors as its roll reaches them (targetActor) and,
 * when the card's poster owns it, the attacker and its weapon; only their result fields are
 * written (trust.ts), and what a target's Apply recorded is read back from that target.
 */
export async function performCardAction(
  message: MessageLike,
  request: CardRequest,
  user: UserLike,
): Promise<CardResult> {
  if (message.type !== "attack") return refused("Unknown");
  const system = attackData(message);
  if (request.revision !== system.revision) return { status: "stale" };
  if (request.action === "markVoid") return markVoid(message, system, user);
  const workable = workableCard(system);
  if (!workable.ok) return { status: "refused", notice: workable.notice };
  if (isCheckCard(workable.card))
    return performCheckAction(message, system, workable.card, request, user);
  const stored = workable.card;
  const card = await withGoneUndone(stored);
  const spec = request.action === "targetMode" ? null : actionSpec(card, request.action);
  if (request.action !== "targetMode" && !spec) return refused("Unknown");
  const click: CardClick = { action: request.action, data: request.data };
  try {
    const { attacker, weapon } = await attackerDocs(card);
    const ids = spec ? clickTargets(card, spec, click) : [];
    const targetActors = new Map<string, ActorLike | null>();
    for (const id of ids) {
      const t = targetOf(card, id);
      if (!t) return refused("Unknown");
      const actor = await targetActor(message, t, user);
      if (actor === "unreachable") return refused("Unreachable", { name: t.name });
      targetActors.set(id, actor === "gone" ? null : actor);
    }
    if (!mayClick(spec?.who ?? "attacker", user, message, attacker, [...targetActors.values()]))
      return spec?.who === "gm"
        ? refused("AdjustGMOnly")
        : refused("NotYours", { name: card.attacker.name });
    if (!spec) return await switchTargets(message, system, card, request, user);
    // a target whose actor is gone: the card says so from now on, and nothing is applied to it
    const gone = ids.filter((id) => targetActors.get(id) === null);
    if (gone.length && spec.who === "apply") {
      let marked = card;
      for (const id of gone) if (!targetOf(card, id)?.missing) marked = markMissing(marked, id);
      if (!same(marked, stored))
        await writeStep(message, system, stored, { card: marked, writes: [] }, []);
      return refused("TargetGone", { name: targetOf(card, gone[0])?.name ?? "" });
    }
    if (spec.attacker && !attacker) return refused("AttackerGone", { name: card.attacker.name });
    if (spec.weapon && !weapon) return refused("WeaponGone", { name: card.weapon.name });

    const targets: Record<string, DocumentValues | null> = {};
    for (const [id, actor] of targetActors)
      targets[id] = actor ? actorValues(actor, message.id) : null;
    const documents: TrustDocuments = {
      targets,
      attacker: attacker ? actorValues(attacker, message.id) : null,
      weapon: weapon ? itemValues(weapon) : null,
    };
    const rolls = await rollAll(spec.formulas?.(card, click) ?? [], message);
    const step = runTrusted(
      spec,
      { card, click, rolls: rolls as unknown as RolledDice[], documents },
      ids,
    );
    const forbidden = forbiddenWrite(card, step, documents, posterOwns(message, attacker));
    if (forbidden) {
      console.warn(`action-engine | a card asked for a write its roll cannot make: ${forbidden}`);
      return refused("Forbidden");
    }
    if (same(step.card, stored) && !step.writes.length) return { status: "done" };
    // checked again on write: another click may have been written while the dice rolled
    if (attackData(message).revision !== request.revision) return { status: "stale" };
    await writeStep(message, system, card, step, rolls);
    return { status: "done" };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return { status: "refused", notice: { i18nKey: error.i18nKey, details: error.details } };
  }
}

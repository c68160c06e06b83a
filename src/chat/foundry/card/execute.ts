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

/** Who may click: the GM, the poster, the attacker's owner; for Apply/Undo also the targets' owner. */
export function mayClick(
  who: ActionSpec["who"],
  user: UserLike,
  message: MessageLike,
  attacker: ActorLike | null,
  targets: readonly (ActorLike | null)[],
): boolean {
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

async function writeStep(
  message: MessageLike,
  system: AttackMessageModel,
  before: AttackCard,
  step: Step,
  rolls: readonly Roll[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  for (const write of step.writes) {
    if (write.kind === "actor") {
      const actor = await resolve<ActorLike>(write.uuid);
      await actor?.update(actorUpdate(write.patch, write.items));
    } else {
      const item = await resolve<ItemLike>(write.uuid);
      await item?.update({ ...write.patch });
    }
  }
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
    if (token) tokens.push(token);
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

/**
 * Carries out a click for `user` (this client's user, or the player who asked the GM). Every
 * right is checked here, wherever it runs; a rules refusal is returned localisable, not thrown.
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
  const { attacker, weapon } = await attackerDocs(card);
  const ids = spec ? clickTargets(card, spec, click) : [];
  const targetActors = new Map<string, ActorLike | null>();
  for (const id of ids) {
    const t = targetOf(card, id);
    if (!t) return refused("Unknown");
    targetActors.set(id, await resolve<ActorLike>(t.actorUuid));
  }
  if (!mayClick(spec?.who ?? "attacker", user, message, attacker, [...targetActors.values()]))
    return refused("NotYours", { name: card.attacker.name });

  try {
    if (!spec) return await switchTargets(message, system, card, request);
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
    for (const [id, actor] of targetActors) targets[id] = actor ? actorValues(actor) : null;
    const rolls = await rollAll(spec.formulas?.(card, click) ?? [], message);
    const step = spec.run({
      card,
      click,
      rolls: rolls as unknown as RolledDice[],
      documents: {
        targets,
        attacker: attacker ? actorValues(attacker) : null,
        weapon: weapon ? itemValues(weapon) : null,
      },
    });
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

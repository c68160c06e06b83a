import { SYSTEM_ID } from "../../config";
import { DEFEAT_TEMPLATE } from "../../chat/template-paths";
import { ensureTemplates, renderNow } from "../../chat/foundry/templates";
import { notify } from "../../ui/foundry/notify";
import { escapeHtml } from "../../ui/html";

/*
 * A defeat announced in chat: when a combatant goes out (it leaves the sequence because it is
 * defeated, hooks.ts), the active GM's client, the one client that follows defeats, posts one
 * message saying so. Its Undo, for a GM, brings the combatant back: its own defeated flag cleared
 * and the defeated status taken off its actor (as core's Mark Defeated sets both), after which the
 * tracker lets it join again. The record is the message's flag; only a GM's message is undone,
 * so a player cannot post one that makes the GM's click revive someone.
 */

/** What the message records: which combatant of which encounter went out, and its name then. */
export interface DefeatRecord {
  readonly combatId: string;
  readonly combatantId: string;
  readonly name: string;
  readonly undone?: boolean;
}

const FLAG = "defeat";

interface CombatantLike {
  readonly id: string | null;
  readonly name: string;
  readonly defeated?: boolean;
  readonly isDefeated?: boolean;
  readonly actor: {
    readonly statuses?: ReadonlySet<string>;
    toggleStatusEffect(id: string, options: object): Promise<unknown>;
  } | null;
  update(changes: object): Promise<unknown>;
}

interface DefeatMessage {
  readonly author: { readonly isGM: boolean } | null;
  getFlag(scope: string, key: string): unknown;
  update(changes: object): Promise<unknown>;
}

/** The message's defeat record, or null for any other message (or a malformed record). */
export function defeatOf(message: DefeatMessage): DefeatRecord | null {
  const record = message.getFlag(SYSTEM_ID, FLAG) as Partial<DefeatRecord> | undefined;
  if (!record || typeof record !== "object") return null;
  const { combatId, combatantId, name } = record;
  if (typeof combatId !== "string" || typeof combatantId !== "string") return null;
  return { combatId, combatantId, name: String(name ?? ""), undone: record.undone === true };
}

/** Posts the announcement of a combatant gone out (called once per defeat, on the active GM's). */
export async function announceDefeat(
  combat: { readonly id: string | null },
  combatant: CombatantLike,
): Promise<void> {
  const record: DefeatRecord = {
    combatId: combat.id!,
    combatantId: combatant.id!,
    name: combatant.name,
  };
  const text = game.i18n!.format("ACTION_ENGINE.Defeat.Announced", { name: combatant.name });
  await ChatMessage.implementation.create({
    // what a client without the system's rendering shows; the card replaces it (renderDefeat)
    content: `<p>${escapeHtml(text)}</p>`,
    // spoken as the combatant gone out, as core's own messages about a combatant are
    speaker: { alias: combatant.name },
    flags: { [SYSTEM_ID]: { [FLAG]: record } },
  } as never);
}

/** The message's card for this user: the GM sees Undo until it is used. */
export function defeatHtml(record: DefeatRecord, isGM: boolean): string | null {
  return renderNow(DEFEAT_TEMPLATE, {
    name: record.name,
    undone: record.undone === true,
    canUndo: isGM,
  });
}

const DEFEATED = () => CONFIG.specialStatusEffects.DEFEATED;

/**
 * The GM's Undo: the combatant's defeated flag cleared and the defeated status taken off its
 * actor, then the message marked undone. Refused for a player, for a message a GM did not post,
 * and for a combatant no longer in its encounter; a status the rules derive from the actor's data
 * stays (the actor's toggle says so), and the message is then left as it is.
 */
export async function undoDefeat(message: DefeatMessage): Promise<void> {
  const record = defeatOf(message);
  if (!record || record.undone) return;
  if (!game.user?.isGM) return notify("warn", "ACTION_ENGINE.Defeat.GMOnly");
  if (!message.author?.isGM) return notify("warn", "ACTION_ENGINE.Defeat.NotFromGM");
  const combat = game.combats?.get(record.combatId) as unknown as {
    combatants: { get(id: string): CombatantLike | undefined };
  } | null;
  const combatant = combat?.combatants.get(record.combatantId);
  if (!combatant) return notify("warn", "ACTION_ENGINE.Defeat.Gone", { name: record.name });
  if (combatant.defeated) await combatant.update({ defeated: false });
  const actor = combatant.actor;
  if (actor?.statuses?.has(DEFEATED()))
    await actor.toggleStatusEffect(DEFEATED(), { active: false, overlay: true });
  if (combatant.isDefeated) return;
  await message.update({ [`flags.${SYSTEM_ID}.${FLAG}.undone`]: true });
}

/** The renderChatMessageHTML hook: a defeat message shows its card and wires the GM's Undo. */
export function renderDefeat(message: DefeatMessage, html: HTMLElement): void {
  const record = defeatOf(message);
  if (!record) return;
  const content = html.querySelector(".message-content") ?? html;
  const isGM = game.user?.isGM ?? false;
  html.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement | null)?.closest?.("[data-action=aeUndoDefeat]");
    if (!button) return;
    event.preventDefault();
    void undoDefeat(message);
  });
  const cardHtml = defeatHtml(record, isGM);
  if (cardHtml !== null) content.innerHTML = cardHtml;
  else void ensureTemplates().then(() => (content.innerHTML = defeatHtml(record, isGM) ?? ""));
}

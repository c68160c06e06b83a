import { SYSTEM_ID } from "../../config";
import { ensureTemplates, renderNow } from "../../chat/foundry/templates";
import { notify } from "../../ui/foundry/notify";
import { escapeHtml } from "../../ui/html";
import {
  defeatRecord,
  defeatView,
  readDefeat,
  undoDefeat as undoWith,
  type DefeatRecord,
} from "../defeat";

/*
 * A defeat announced in chat in Foundry (src/combat/defeat.ts says what it records and what its
 * Undo does, for every host): when a combatant goes out (it leaves the sequence because it is
 * defeated, hooks.ts), the active GM's client, the one client that follows defeats, posts one
 * message saying so. Its Undo, for a GM, brings the combatant back: its own defeated flag cleared
 * and the defeated status taken off its actor (as core's Mark Defeated sets both), after which the
 * tracker lets it join again. The record is the message's flag; only a GM's message is undone,
 * so a player cannot post one that makes the GM's click revive someone.
 */

export type { DefeatRecord };
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
  return readDefeat(message.getFlag(SYSTEM_ID, FLAG));
}

/** Posts the announcement of a combatant gone out (called once per defeat, on the active GM's). */
export async function announceDefeat(
  combat: { readonly id: string | null },
  combatant: CombatantLike,
): Promise<void> {
  const record = defeatRecord(combat.id!, { id: combatant.id!, name: combatant.name });
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
  const { template, ...context } = defeatView(record, isGM);
  return renderNow(template, context);
}

const DEFEATED = () => CONFIG.specialStatusEffects.DEFEATED;

/**
 * The GM's Undo: the combatant's defeated flag cleared and the defeated status taken off its
 * actor, then the message marked undone. Refused for a player, for a message a GM did not post,
 * and for a combatant no longer in its encounter; a status the rules derive from the actor's data
 * stays (the actor's toggle says so), and the message is then left as it is.
 */
export async function undoDefeat(message: DefeatMessage): Promise<void> {
  await undoWith(defeatOf(message), {
    isGM: game.user?.isGM ?? false,
    authorIsGM: message.author?.isGM ?? false,
    combatant(record) {
      const combat = game.combats?.get(record.combatId) as unknown as {
        combatants: { get(id: string): CombatantLike | undefined };
      } | null;
      return combat?.combatants.get(record.combatantId) ?? null;
    },
    async clearDefeated(found) {
      const combatant = found as CombatantLike;
      if (combatant.defeated) await combatant.update({ defeated: false });
      const actor = combatant.actor;
      if (actor?.statuses?.has(DEFEATED()))
        await actor.toggleStatusEffect(DEFEATED(), { active: false, overlay: true });
    },
    stillDefeated: (found) => (found as CombatantLike).isDefeated === true,
    markUndone: async () => {
      await message.update({ [`flags.${SYSTEM_ID}.${FLAG}.undone`]: true });
    },
    refuse: (key, details = {}) => notify("warn", `ACTION_ENGINE.Defeat.${key}`, details),
  });
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

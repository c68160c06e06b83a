import { DEFEAT_TEMPLATE } from "../chat/template-paths";

/*
 * A defeat announced in chat, whichever host posts it (Foundry: src/combat/foundry/defeat-message.ts;
 * the playground's chat): what the message records, what its card shows, and the GM's Undo, which
 * brings the combatant back (its defeated mark cleared, after which the tracker lets it join again).
 * Only a GM undoes, and only a message a GM posted: a player cannot post one that makes the GM's
 * click revive someone. DOM-free and Foundry-free; each host passes its documents in.
 */

/** What the message records: which combatant of which encounter went out, and its name then. */
export interface DefeatRecord {
  readonly combatId: string;
  readonly combatantId: string;
  readonly name: string;
  readonly undone?: boolean;
}

/** The record of a combatant gone out of an encounter. */
export function defeatRecord(
  combatId: string,
  combatant: { readonly id: string; readonly name: string },
): DefeatRecord {
  return { combatId, combatantId: combatant.id, name: combatant.name };
}

/** A stored record read back, or null for anything that is not one. */
export function readDefeat(value: unknown): DefeatRecord | null {
  if (!value || typeof value !== "object") return null;
  const { combatId, combatantId, name, undone } = value as Partial<DefeatRecord>;
  if (typeof combatId !== "string" || typeof combatantId !== "string") return null;
  return { combatId, combatantId, name: String(name ?? ""), undone: undone === true };
}

/** The card's template and context for a viewer: the GM sees Undo until it is used. */
export function defeatView(record: DefeatRecord, isGM: boolean) {
  return {
    template: DEFEAT_TEMPLATE,
    name: record.name,
    undone: record.undone === true,
    canUndo: isGM,
  };
}

/** What the GM's Undo needs of its host. */
export interface DefeatUndoHost {
  /** the clicking user is a GM; the message's author is a GM */
  readonly isGM: boolean;
  readonly authorIsGM: boolean;
  /** the combatant still in its encounter, or null */
  combatant(record: DefeatRecord): unknown;
  /** takes its defeated mark off: the combatant's flag and the defeated status on its actor */
  clearDefeated(combatant: unknown): Promise<void>;
  /** whether it is still defeated (a status the rules derive from the actor's data stays) */
  stillDefeated(combatant: unknown): boolean;
  /** records the message's Undo as done */
  markUndone(record: DefeatRecord): Promise<void>;
  /** tells the user why nothing was done (a lang key under ACTION_ENGINE.Defeat) */
  refuse(key: "GMOnly" | "NotFromGM" | "Gone", details?: Record<string, string>): void;
}

/**
 * The GM's Undo: refused for a player, for a message a GM did not post, and for a combatant no
 * longer in its encounter; otherwise its defeated mark is cleared, and the message marked undone
 * unless the combatant is still defeated by its data (the message is then left as it is).
 */
export async function undoDefeat(record: DefeatRecord | null, host: DefeatUndoHost): Promise<void> {
  if (!record || record.undone) return;
  if (!host.isGM) return host.refuse("GMOnly");
  if (!host.authorIsGM) return host.refuse("NotFromGM");
  const combatant = host.combatant(record);
  if (!combatant) return host.refuse("Gone", { name: record.name });
  await host.clearDefeated(combatant);
  if (host.stillDefeated(combatant)) return;
  await host.markUndone(record);
}

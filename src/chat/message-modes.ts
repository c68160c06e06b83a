/*
 * Who sees a posted message (Foundry's roll modes, renamed message modes in v14). Inside the
 * system a mode is one of four neutral ids; only src/chat/foundry/message-modes.ts turns them into
 * the names the running Foundry generation uses.
 */

/** The modes the roll dialog offers, by their neutral ids (v14's own names). */
export const MESSAGE_MODES = ["public", "gm", "blind", "self"] as const;
export type MessageMode = (typeof MESSAGE_MODES)[number];

/** v13's names for the same modes (CONFIG.Dice.rollModes, the `core.rollMode` setting). */
const V13_NAMES: Readonly<Record<MessageMode, string>> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/**
 * A mode from any name Foundry or a macro may give: the neutral ids, v13's roll-mode names, and
 * v14's in-character mode `ic`, which shows a message to everyone (public, as dnd5e reads it).
 * Anything else is null.
 */
export function messageModeOf(name: unknown): MessageMode | null {
  if (typeof name !== "string") return null;
  if ((MESSAGE_MODES as readonly string[]).includes(name)) return name as MessageMode;
  if (name === "ic") return "public";
  const legacy = Object.entries(V13_NAMES).find(([, v13]) => v13 === name);
  return legacy ? (legacy[0] as MessageMode) : null;
}

/** The name a Foundry generation uses for a mode: v13's roll-mode names before v14. */
export function foundryModeName(mode: MessageMode, generation: number): string {
  return generation < 14 ? V13_NAMES[mode] : mode;
}

import type { AttackCard } from "../view-models";

/** The compendium roll tables a card draws from, by the same face the card keeps. */
export const TABLES = {
  fumble: "Compendium.action-engine.occult-tables.RollTable.ocTepicFumbles00",
  friction: "Compendium.action-engine.action-tables.RollTable.acTfrictionCheck",
} as const;

export type TableKind = keyof typeof TABLES;

/**
 * The roll-table draws a card step has just made: an Occult Ops epic fumble's d20 or an Action
 * friction check's d6 that the card did not have before.
 */
export function newTableDraws(
  before: AttackCard,
  after: AttackCard,
): { kind: TableKind; face: number }[] {
  const faces = (card: AttackCard) => card as { fumbleD20?: number; friction?: number };
  const pairs: [TableKind, number | undefined, number | undefined][] = [
    ["fumble", faces(before).fumbleD20, faces(after).fumbleD20],
    ["friction", faces(before).friction, faces(after).friction],
  ];
  return pairs
    .filter(([, was, now]) => now !== undefined && was === undefined)
    .map(([kind, , now]) => ({ kind, face: now! }));
}

import { frictionFace, type ActionCard } from "../../rules/cards/action";
import type { AttackCard } from "../view-models";

/** The compendium roll tables a card draws from, by the same face the card keeps. */
export const TABLES = {
  fumble: "Compendium.action-engine.occult-tables.RollTable.ocTepicFumbles00",
  friction: "Compendium.action-engine.action-tables.RollTable.acTfrictionCheck",
} as const;

export type TableKind = keyof typeof TABLES;

/**
 * The roll-table draws a card step has just made: an Occult Ops epic fumble's d20 or an Action
 * friction check's d6 that the card did not have before, or the Fortune reroll's d6 the player
 * kept in place of the first (RULES 3), which replaces its draw.
 */
export function newTableDraws(
  before: AttackCard,
  after: AttackCard,
): { kind: TableKind; face: number }[] {
  const fumble = (card: AttackCard) => (card as { fumbleD20?: number }).fumbleD20;
  const friction = (card: AttackCard) =>
    card.ruleset === "action" ? (frictionFace(card as ActionCard) ?? undefined) : undefined;
  const pairs: [TableKind, number | undefined, number | undefined][] = [
    ["fumble", fumble(before), fumble(after)],
    ["friction", friction(before), friction(after)],
  ];
  return pairs
    .filter(([, was, now]) => now !== undefined && now !== was)
    .map(([kind, , now]) => ({ kind, face: now! }));
}

// The chat-card state machines, one per ruleset (rounds shares mano's). Each card is plain
// JSON kept on its chat message; see shared.ts for apply and undo.
export * as shared from "./shared";
export * as okrpg from "./okrpg";
export * as occult from "./occult";
export * as action from "./action";
export * as mano from "./mano";
export * as rounds from "./rounds";
export { readCard } from "./read-card";
export type { CardReading, StoredCard } from "./read-card";

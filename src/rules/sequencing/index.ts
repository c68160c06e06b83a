// The combat-tracker engines (RULES 1.10, 2, 3, 4, 5): pure state machines over plain JSON states.
export * as ladder from "./ladder";
export * as shots from "./shots";
export * as readyHp from "./ready-hp";
export * as turns from "./turns";
export * as standard from "./standard";
export { rollOff } from "./roll-off";
export { readEngineState, STORED_LIMITS } from "./read-state";
export type { EngineStates, EngineStateReading, ReadStateOptions } from "./read-state";

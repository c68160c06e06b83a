// Occult Ops combat (RULES.md 2, seed 001).
export * from "./range";
export * from "./modifiers";
export * from "./resolve";
export * from "./armor";
export * from "./dice-expression";
export * from "./damage";
export * from "./attributes";
export * from "./burst";
export * from "./grenade";
export * from "./physical";
export * from "./fatigue";
export * from "./movement";
export * from "./positions";
export * from "./turn-end";
export * from "./initiative";
export * from "./fumble";
export * from "./health";

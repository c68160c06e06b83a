// What sheet inputs and buttons change: pure functions, shared by Foundry and the playground.
export * from "./i18n";
export * from "./input";
export * from "./items";
export * from "./rest";
export * from "./covering-fire";

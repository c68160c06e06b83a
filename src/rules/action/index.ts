// Action, heroic action role-play (RULES.md 3, seed 002). The shot counter is in ../sequencing.
export * from "./roll";
export * from "./check";
export * from "./friction";
export * from "./damage";
export * from "./support";
export * from "./fortune";
export * from "./distribution";

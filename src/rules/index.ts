// The public rules API (shared RULES-API.md): published as game.system.api.rules.
export * as dice from "./dice";
export * as ranks from "./ranks";
export * as okrpg from "./okrpg";
export * as occult from "./occult";
export * as action from "./action";
export * as mano from "./mano";
export * as rounds from "./rounds";
// the engines and the cards check each stored state they are handed at entry (api/entry-checks.ts)
export { sequencing } from "./api/sequencing";
export { cards } from "./api/cards";
export * as rulesets from "./rulesets";
export { RulesRangeError, RulesTypeError, isRulesError } from "./errors";
export * as options from "./options";
export * as odds from "./odds";

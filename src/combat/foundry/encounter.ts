/*
 * What the chat cards and the sheets need of the encounter under way, in one place: whether an
 * actor fights in it, the setups its ladder keeps, the active defences its shot counter holds,
 * and an Action Rounds attacker's ready hit points (spent through the tracker's own control).
 * Other features import this module only, never the tracker's internals (eslint.config.js).
 */
export { inEncounter } from "./encounter/in-encounter";
export { keptSetups } from "./encounter/kept-setups";
export { withActiveDefences, withEvasions } from "./encounter/active-defences";
export {
  mayPostSpending,
  readyHpSeat,
  spendReadyHp,
  type ReadyHpSeat,
} from "./encounter/ready-hp-seat";

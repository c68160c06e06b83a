// Action Rounds (RULES 4): hit points, spending and acting order. Attacks, damage, armor and
// health are Mano a Mano's [I-7]; the ready-hit-point tracker lives in ../sequencing.
export { compareActingOrder, compareTieBreak } from "./acting-order";
export type { Contender, TieBreaker } from "./acting-order";
export {
  MAX_HIT_POINTS,
  hitPoints,
  minimumReady,
  nonDamagedHp,
  roundStartSplit,
} from "./hit-points";
export { reachable } from "./reach";
export type { Reachable } from "./reach";
export { resolveAttack } from "./resolve";
export type { RoundsAttackInput, RoundsDefender } from "./resolve";
export {
  HESITATION_HP,
  MINIMUM_ACT_HP,
  checkInterference,
  checkSpend,
  checkWeaponsOncePerTurn,
  extraPower,
  interferes,
  passiveDefence,
  survivesInterference,
} from "./spending";

// Mano a Mano (RULES 5): the pure rules. The turn order lives in ../sequencing.
export { ACTION_IDS, ACTIONS, action, aimKept, isAttack } from "./actions";
export type { ActionId, ActionNeeds, ManoAction } from "./actions";
export { avoidArmor, bestAbsorption, layered, layeredRegions, powerThroughArmor } from "./armor";
export type { ArmorPiece } from "./armor";
export { MAX_TABLE_STRENGTH, carryingCapacity, encumberedMovement, load } from "./carrying";
export type { Load } from "./carrying";
export { LIGHTS, darkness, defenceAgainst, rangeDifficulty, swimmingBonus } from "./difficulty";
export type { Defences, Light } from "./difficulty";
export { flightRate, flightStep } from "./flight";
export type { FlightStep } from "./flight";
export {
  OFF_BALANCE_DIFFICULTY,
  footingModifier,
  gripAfterGrapple,
  keepsFooting,
  opponentGrip,
} from "./grappling";
export type { GripChoice } from "./grappling";
export { FALL_MINIMUM_STUN, fallHarm, harm, swimmingHarm, withMinimumStun } from "./harm";
export type { Harm } from "./harm";
export {
  damageAfterHealing,
  damageHealed,
  healingDifficulty,
  health,
  healthOf,
  severity,
  stunAfterRest,
  stunAfterTurn,
} from "./health";
export type { Condition, HealingWeek } from "./health";
export {
  STAY_MOUNTED_DIFFICULTY,
  collisionCharge,
  handlingDifficulty,
  rammingModifier,
} from "./mounted";
export type { Collision, Ramming } from "./mounted";
export {
  CLIMBS,
  climbDifficulty,
  climbSpeed,
  climbingFall,
  fallDanger,
  jumpCheck,
  jumpLimits,
} from "./movement";
export type { Climb, FallDanger } from "./movement";
export {
  REFUSALS,
  allowedActions,
  checkAction,
  checkCombo,
  postureBeforeCombo,
  quickActions,
  storedCombo,
  refusal,
  refusalReason,
} from "./permission";
export type { ActionSituation, ComboRefusal, ComboStep, Refusal } from "./permission";
export { CHARGE_FREE_METRES, RANDOM_DAMAGE_FACE, attackPower, chargePower } from "./power";
export type { PowerBreakdown, PowerInput } from "./power";
export { POSITION_ACTIONS, positionChange, positionRefusal } from "./position";
export type { PositionAction, PositionChange, PositionState } from "./position";
export { resolveAttack } from "./resolve";
export type { AttackInput, AttackResult, Attacker, Defender, Part, Wound } from "./resolve";
export {
  EVADING_AT_START,
  STANCES,
  STANDING_ONLY,
  defenderRow,
  gripStance,
  stanceAfterAttack,
  stanceModifiers,
} from "./stance";
export type { ByCategory, Stance, StanceModifiers } from "./stance";
export {
  AUTOMATIC_FACE,
  D20,
  isAutomatic,
  successChance,
  successfulFaces,
  succeeds,
} from "./success";
export { mutualStalking, stealthDifficulty } from "./surprise";
export { THROWS, actionRange, canDrawBow, throwRange } from "./throwing";
export {
  RELOAD_REFUSALS,
  RELOAD_STEPS,
  fireShot,
  reloadRefusal,
  reloadStep,
  type Reload,
  type ReloadRefusal,
  type ReloadStep,
  type Shots,
} from "./loading";
export type { RangeSource, ThrowAction } from "./throwing";
export {
  ATTACK_KINDS,
  GRIPS,
  HEALTH_STATES,
  POSTURES,
  ROLL_CATEGORIES,
  SHARPNESSES,
  categoryOf,
} from "./types";
export type { AttackKind, Grip, HealthState, Posture, RollCategory, Sharpness } from "./types";

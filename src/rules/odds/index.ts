// The odds of a fight (issue 30): the encounter played out many times through the rules.
export { simulate, simulation, HISTOGRAM_ROUNDS } from "./simulate";
export type { Simulation } from "./simulate";
export { ROUND_LIMIT } from "./fight";
export {
  DEFAULT_POLICY,
  DEFAULT_RUNS,
  FLEE,
  FOCUS,
  MAX_RUNS,
  MIN_RUNS,
  readPolicy,
  readRuns,
} from "./policy";
export type { Flee, Focus, OddsPolicy } from "./policy";
export { readOddsInput, readSeed } from "./read";
export { ODDS_SIDES } from "./types";
export type {
  OddsAttack,
  OddsDecidingRoll,
  OddsFighter,
  OddsFighterResult,
  OddsInput,
  OddsNote,
  OddsResult,
  OddsSide,
  OddsTurnFacts,
} from "./types";

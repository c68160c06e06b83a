import type { OkrpgRole } from "../rules/okrpg/schema";
import { maxCarryOver, type ReadyHpCombatant } from "../rules/sequencing/ready-hp";
import type { ShotsCombatant } from "../rules/sequencing/shots";
import type { TurnsCombatant } from "../rules/sequencing/turns";
import type { Gumption } from "../rules/okrpg/impairment";
import type { Wounds } from "../rules/okrpg/wounds";
import { AVERAGE } from "../rules/ranks";
import type { RulesetId } from "../rules/rulesets";
import type { CombatantSnapshot } from "./snapshot";
import { MAX_DISTANCE, type Control } from "./moves/controls";

/**
 * What the tracker reads from a combatant's actor, gathered by the Foundry adapter from the actor's
 * data and derived values. Each ruleset fills its own part; a combatant without an actor (or of
 * another ruleset than the mode's) falls back to the defaults below.
 */
export interface ActorFacts {
  ruleset: RulesetId | null;
  okrpg: {
    /** RULES 1.10: the initiative role's rank step (base successes) */
    initiativeStep: number;
    /** RULES 1.6: steps off every roll while impaired (0 or negative) */
    impairment: number;
    /** RULES 1.6: Down (or a fallen mook): no AP */
    down: boolean;
    /** RULES 1.3: the recovery role's step, and the wounds it recovers from */
    recoveryStep: number;
    wounds: Wounds;
    /** the full damage system (mooks do not recover in combat, RULES 1.7) */
    fullSystem: boolean;
    /** RULES 1.7: a mook's points under the mook system (null under any other system) */
    mookPoints?: number | null;
    /** RULES 1.6 optional gumption: impaired, the willpower role's step, this round's result */
    impaired?: boolean;
    willpowerStep?: number;
    gumption?: Gumption;
    /** RULES 1.8: every role's step, for the roll of a hard or general setup */
    roleSteps?: Partial<Record<OkrpgRole, number>>;
  } | null;
  occult: { initiative: number } | null;
  action: {
    reflexes: number;
    named: boolean;
    stanceShots: number;
    /** RULES 3: not a hero, so a limit break costs it a basic action's shots */
    npc: boolean;
    /** RULES 3: Fortune points left, which buy a reroll of the initiative */
    fortune: number;
  } | null;
  /** Mano a Mano and Action Rounds characters [I-7] */
  mano: {
    speed: number;
    /** the longest reach (or a missile weapon's range) among the weapons ready */
    reach: number;
    missile: boolean;
    /** RULES 4 tie-break: the attack modifier of that weapon (its bonus for the action) */
    bonus: number;
    /** RULES 4: hit points − stun − damage */
    nonDamaged: number;
    stun: number;
    damage: number;
    toughness: number;
    stamina: number;
  } | null;
  /** the value of the actor's health track (its first token bar) */
  health: number;
}

export const NO_FACTS: ActorFacts = {
  ruleset: null,
  okrpg: null,
  occult: null,
  action: null,
  mano: null,
  health: 0,
};

/**
 * Interpretation: an actor of another ruleset in a mode it does not own (a GM may run any mode
 * for any fight, RULES.md) uses the everyday values: Average initiative on the ladder, Reflexes 3
 * (the Action sheet's starting attribute) on the shot counter, no d20 modifier, speed 1 and reach
 * 0 for turns, and its health track's value as its non-damaged hit points.
 */
export const DEFAULT_REFLEXES = 3;

/** RULES 1.10 ladder: base successes and the impairment applied to the 4dF roll. */
export function ladderBase(facts: ActorFacts): { base: number; modifier: number; down: boolean } {
  return {
    base: facts.okrpg?.initiativeStep ?? AVERAGE,
    modifier: facts.okrpg?.impairment ?? 0,
    down: facts.okrpg?.down ?? false,
  };
}

export function occultModifier(facts: ActorFacts): number {
  return facts.occult?.initiative ?? 0;
}

export function shotsEntry(
  c: CombatantSnapshot,
  facts: ActorFacts,
  roll: number | undefined,
  surpriseRound: boolean,
): ShotsCombatant {
  const named = facts.action?.named ?? true;
  const entry: ShotsCombatant = {
    id: c.id,
    reflexes: facts.action?.reflexes ?? DEFAULT_REFLEXES,
    named,
    villain: c.side === "hostile",
    npc: facts.action?.npc ?? false,
    stances: newStances(c, facts),
  };
  if (surpriseRound) return { ...entry, stances: 0, surprised: c.system.surprised };
  return named ? { ...entry, roll } : entry;
}

/** RULES 3: a stance costs a shot in the round it is adopted; the ones already paid for are free. */
export function newStances(c: CombatantSnapshot, facts: ActorFacts): number {
  return Math.max(0, (facts.action?.stanceShots ?? 0) - c.system.stancesPaid);
}

/** RULES 4: the hit points not taken by stun or damage, which the ready HP come from. */
export function nonDamagedOf(facts: ActorFacts): number {
  return Math.max(0, Math.floor(facts.mano?.nonDamaged ?? facts.health));
}

export function readyHpEntry(c: CombatantSnapshot, facts: ActorFacts): ReadyHpCombatant {
  const nonDamaged = nonDamagedOf(facts);
  return {
    id: c.id,
    nonDamaged,
    carryOver: Math.min(Math.max(0, c.system.carryOverChoice), maxCarryOver(nonDamaged)),
    reach: facts.mano?.reach ?? 0,
    missile: facts.mano?.missile ?? false,
    bonus: facts.mano?.bonus ?? 0,
    distance: c.system.distance,
  };
}

export function turnsEntry(c: CombatantSnapshot, facts: ActorFacts): TurnsCombatant {
  return {
    id: c.id,
    speed: facts.mano?.speed ?? 1,
    surprised: c.system.surprised,
    opening: c.system.opening,
  };
}

export function reachOf(facts: ActorFacts): number {
  return facts.mano?.reach ?? 0;
}

/**
 * The carry-over dialog's answer as its control: the carry-over kept within 0…max, and the
 * distance (a blank field, NaN, is "not known"). Interpretation: the player gives the distance in
 * whole metres, and it stays until changed (positions rarely jump between two-second rounds).
 */
export function carryOverControl(
  combatantId: string,
  answer: { hp: number; distance: number },
  max: number,
): Control {
  const hp = Math.min(max, Math.max(0, Math.floor(answer.hp)));
  const distance = Number.isFinite(answer.distance)
    ? Math.min(MAX_DISTANCE, Math.max(0, Math.round(answer.distance)))
    : null;
  return { action: "carryOverChoice", combatantId, hp, distance };
}

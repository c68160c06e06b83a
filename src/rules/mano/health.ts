import { requireChoice, requireInteger, requireObject } from "../errors";
import { succeeds } from "./success";
import { HEALTH_STATES, type HealthState } from "./types";

/**
 * RULES 5 health: healthy while stun + damage is below toughness, injured while it is below
 * stamina, incapacitated from stamina on.
 */
export function health(
  stun: number,
  damage: number,
  toughness: number,
  stamina: number,
): HealthState {
  requireInteger("stun", stun, { min: 0 });
  requireInteger("damage", damage, { min: 0 });
  requireInteger("toughness", toughness, { min: 0 });
  requireInteger("stamina", stamina, { min: toughness });
  const harm = stun + damage;
  if (harm < toughness) return "healthy";
  return harm < stamina ? "injured" : "incapacitated";
}

/** A character's wounds and thresholds, as the sheet holds them. */
export interface Condition {
  stun: number;
  damage: number;
  toughness: number;
  stamina: number;
}

/** The health state of a condition. */
export function healthOf(c: Condition): HealthState {
  requireObject("condition", c);
  return health(c.stun, c.damage, c.toughness, c.stamina);
}

/** How much worse one health state is than another (healthy 0, injured 1, incapacitated 2). */
export function severity(state: HealthState): number {
  return HEALTH_STATES.indexOf(requireChoice("health", state, HEALTH_STATES));
}

/**
 * RULES 5: the stun left after the end of a character's own turn. It recovers one stun, or half
 * its stun rounded up while incapacitated.
 */
export function stunAfterTurn(c: Condition): number {
  const state = healthOf(c);
  const recovered = state === "incapacitated" ? Math.ceil(c.stun / 2) : Math.min(1, c.stun);
  return c.stun - recovered;
}

/** RULES 5 rest action: all stun is recovered. */
export function stunAfterRest(stun: number): number {
  requireInteger("stun", stun, { min: 0 });
  return 0;
}

/** What made a week of healing harder. */
export interface HealingWeek {
  /** Days of exertion (travelling, fighting…) that week, 0..7. */
  exertedDays: number;
  /** Times the character took damage or stun. */
  timesHurt: number;
  /** Times damage alone incapacitated it (stun and damage together do not count). */
  timesIncapacitatedByDamage: number;
}

/**
 * RULES 5 weekly healing: the difficulty is 10, +1 per day of exertion, +1 per time hurt, +5 per
 * time incapacitated by damage.
 */
export function healingDifficulty(week: HealingWeek): number {
  requireObject("healing week", week);
  const days = requireInteger("exertedDays", week.exertedDays, { min: 0, max: 7 });
  const hurt = requireInteger("timesHurt", week.timesHurt, { min: 0 });
  const out = requireInteger("timesIncapacitatedByDamage", week.timesIncapacitatedByDamage, {
    min: 0,
  });
  return 10 + days + hurt + 5 * out;
}

/** RULES 5: a successful healing roll heals half the damage, rounded up. */
export function damageHealed(damage: number): number {
  return Math.ceil(requireInteger("damage", damage, { min: 0 }) / 2);
}

/** The damage left after the weekly healing roll (d20 face + modifier vs the difficulty). */
export function damageAfterHealing(
  damage: number,
  natural: number,
  modifier: number,
  difficulty: number,
): number {
  const healed = damageHealed(damage);
  return succeeds(natural, modifier, difficulty) ? damage - healed : damage;
}

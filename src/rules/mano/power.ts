import {
  notAllowed,
  requireBoolean,
  requireFace,
  requireInteger,
  requireObject,
  requireWithin,
} from "../errors";
import { withDefaults, type ManoOptions } from "../options";
import { action } from "./actions";
import { D20, isAutomatic } from "./success";

/** RULES 5 charging: only the metres beyond this many, run in a straight line, add power. */
export const CHARGE_FREE_METRES = 5;

/**
 * RULES 5: running more than 5 m in a straight line before attacking, in the same turn, adds
 * the metres run minus 5 to the power (whole metres).
 */
export function chargePower(power: number, metres: number): number {
  requireInteger("power", power, { min: 0 });
  requireWithin("metres", metres, { min: 0 });
  return power + Math.max(0, Math.floor(metres) - CHARGE_FREE_METRES);
}

/** Optional random damage: a double-power attack only doubles on this natural face or better. */
export const RANDOM_DAMAGE_FACE = 13;

/** What goes into an attack's power. */
export interface PowerInput {
  /** The power the weapon lists on the sheet. */
  weaponPower: number;
  action: string;
  /** The d20 face of the attack roll. */
  natural: number;
  /** Succeeded automatically by some rule other than the natural 20 (a ramming counterattack). */
  automatic?: boolean;
  /** Slam: a standing slammer falls onto the target. */
  fallsOnto?: boolean;
  /** Slam: the target made its roll against 8 to soften the fall. */
  brokeFall?: boolean;
  /** Metres run in a straight line before the attack this turn. */
  chargeMetres?: number;
  /** Further power from elsewhere (Action Rounds: extra hit points spent). */
  extra?: number;
  /** A vehicle's collision with the target: the charge power both movers add (collisionCharge). */
  collision?: number;
}

/** An attack's power and where it came from, for the chat card. */
export interface PowerBreakdown {
  power: number;
  /** 2 for a double-power attack that doubles, else 1. */
  multiplier: number;
  /** Power added by the optional critical-hit rule. */
  critical: number;
  charge: number;
  extra: number;
  /** The collision's charge power; the vehicle takes the same (RULES 5 mounted combat). */
  collision: number;
  /** Power taken off because the slammed target broke its fall. */
  brokenFall: number;
}

/**
 * An attack's power (RULES 5): the weapon's power, doubled for double-power actions (with the
 * optional random-damage rule only on a natural 13+), plus the weapon's power again on an
 * automatic success with the optional critical-hit rule (a natural 20 always counts as one),
 * plus the charge, plus any extra. A slam doubles only when the slammer falls onto the target;
 * a target that breaks its fall takes the weapon's power off again.
 */
export function attackPower(input: PowerInput, options: Partial<ManoOptions> = {}): PowerBreakdown {
  requireObject("attack", input);
  const o = withDefaults("mano", options);
  const a = action(input.action);
  const weapon = requireInteger("weaponPower", input.weaponPower, { min: 0 });
  const natural = requireFace("natural", input.natural, D20);
  const fallsOnto = requireBoolean("fallsOnto", input.fallsOnto, false);
  const brokeFall = requireBoolean("brokeFall", input.brokeFall, false);
  if ((fallsOnto || brokeFall) && !a.doublePowerWhenFallingOnto)
    throw notAllowed(`falling onto the target with ${a.id}`, "only a slam does that");
  const automatic = requireBoolean("automatic", input.automatic, false) || isAutomatic(natural);
  const extra = requireInteger("extra power", input.extra ?? 0, { min: 0 });
  const collision = requireInteger("collision power", input.collision ?? 0, { min: 0 });

  let doubles = a.doublePower || (a.doublePowerWhenFallingOnto && fallsOnto);
  if (doubles && o.randomDamage && natural < RANDOM_DAMAGE_FACE) doubles = false;
  const multiplier = doubles ? 2 : 1;
  const critical = o.criticalHit && automatic ? weapon : 0;
  const charge = chargePower(0, input.chargeMetres ?? 0);
  const raw = weapon * multiplier + critical + charge + extra + collision;
  const brokenFall = brokeFall ? Math.min(raw, weapon) : 0;
  return { power: raw - brokenFall, multiplier, critical, charge, extra, collision, brokenFall };
}

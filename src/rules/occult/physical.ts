import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireFace,
  requireInteger,
  requireObject,
  requireString,
  requireWithin,
} from "../errors";
import type { DamageInput } from "./damage";
import { parseDice } from "./dice-expression";
import type { StrikeModifierId } from "./modifiers";

export type PhysicalGroup = "hand" | "kick" | "special";
/** What a physical attack does besides (or instead of) damage. */
export type PhysicalEffect = "prone" | "bodyBlock" | "held" | "disarmed";

/** One entry of the seed's physical-attack list. */
export interface PhysicalAttack {
  readonly group: PhysicalGroup;
  /** its own damage dice, or null when it deals none or doubles another attack's */
  readonly damage: string | null;
  readonly effect?: PhysicalEffect;
  /** doubles the damage of another attack: a hand attack, or (leap) a hand attack or melee weapon */
  readonly doubles?: "hand" | "handOrWeapon";
  /** it counts as this many attacks */
  readonly attacksUsed?: number;
  /** the attacker skips its next attack or action */
  readonly skipsNextAction?: boolean;
  /** only as the round's first attack, and it takes every action of the round */
  readonly wholeRound?: boolean;
  /** reach beyond an adjacent square, in feet */
  readonly reachFt?: number;
  readonly requiresWrestling?: boolean;
  /** only against a target holding a weapon */
  readonly needsArmedTarget?: boolean;
}

/** Reach of a hand-to-hand attack: the adjacent square. */
export const MELEE_REACH_FT = 5;
/** RULES 2: a body block knocks the target prone 60% of the time. */
export const BODY_BLOCK_PRONE_PERCENT = 60;

/** RULES 2, seed 001 "physical attacks": every hand, kick and special attack. */
export const PHYSICAL_ATTACKS = {
  backhand: { group: "hand", damage: "1d4" },
  punch: { group: "hand", damage: "1d6" },
  karateChop: { group: "hand", damage: "2d4" },
  elbow: { group: "hand", damage: "1d6" },
  bodyFlip: { group: "hand", damage: null, effect: "prone" },
  powerPunch: {
    group: "hand",
    damage: null,
    doubles: "hand",
    attacksUsed: 2,
    skipsNextAction: true,
  },
  snapKick: { group: "kick", damage: "1d6" },
  kick: { group: "kick", damage: "2d4" },
  karateKick: { group: "kick", damage: "2d6" },
  knee: { group: "kick", damage: "1d6" },
  wheelKick: { group: "kick", damage: "2d6" },
  roundhouseKick: { group: "kick", damage: "3d6" },
  crescentKick: { group: "kick", damage: "2d4+2" },
  trip: { group: "kick", damage: null, effect: "prone" },
  jumpKick: { group: "kick", damage: "3d6x2", wholeRound: true, reachFt: 10 },
  bodyBlock: { group: "special", damage: "1d4", effect: "bodyBlock" },
  hold: { group: "special", damage: null, effect: "held", requiresWrestling: true },
  leapAttack: {
    group: "special",
    damage: null,
    doubles: "handOrWeapon",
    wholeRound: true,
    reachFt: 10,
  },
  disarm: { group: "special", damage: null, effect: "disarmed", needsArmedTarget: true },
} as const satisfies Record<string, PhysicalAttack>;

export type PhysicalAttackId = keyof typeof PHYSICAL_ATTACKS;
export const PHYSICAL_ATTACK_IDS = Object.keys(PHYSICAL_ATTACKS) as PhysicalAttackId[];

/** The effect a physical attack's hit has besides damage, if any (the seed's list). */
export function physicalEffect(id: PhysicalAttackId): PhysicalEffect | undefined {
  return entry(id).effect;
}

/**
 * RULES 2: what a power punch (a hand attack) or a leap attack (a hand attack or a melee weapon)
 * may double: the hand attacks of the list that deal damage, and whether a melee weapon may be
 * doubled instead. Empty for the attacks that double nothing.
 */
export function doubleable(id: PhysicalAttackId): {
  hand: PhysicalAttackId[];
  meleeWeapons: boolean;
} {
  const doubles = entry(id).doubles;
  if (!doubles) return { hand: [], meleeWeapons: false };
  const hand = PHYSICAL_ATTACK_IDS.filter((other) => {
    const attack: PhysicalAttack = PHYSICAL_ATTACKS[other];
    return attack.group === "hand" && attack.damage !== null;
  });
  return { hand, meleeWeapons: doubles === "handOrWeapon" };
}

function entry(id: PhysicalAttackId): PhysicalAttack {
  return PHYSICAL_ATTACKS[requireChoice("attack", id, PHYSICAL_ATTACK_IDS)];
}

/** RULES 2: physical attacks without the Weapon: Unarmed skill are at −20% to strike. */
export function physicalStrikeModifiers(unarmedSkill: boolean): StrikeModifierId[] {
  return requireBoolean("unarmedSkill", unarmedSkill) ? [] : ["noUnarmedSkill"];
}

/** Why a physical attack cannot be made right now, as an id a sheet can localise. */
export type PhysicalRefusal =
  "needsWrestling" | "needsArmedTarget" | "notFirstAttack" | "outOfReach";

/** The situation a physical attack is chosen in. */
export interface PhysicalSituation {
  readonly wrestling?: boolean;
  readonly targetArmed?: boolean;
  /** no attack made yet this round */
  readonly firstAttackThisRound?: boolean;
  readonly distanceFt?: number;
}

/** RULES 2: the conditions of the physical-attack list (skill, target, timing, reach). */
export function physicalAttackRefusal(
  id: PhysicalAttackId,
  situation: PhysicalSituation,
): PhysicalRefusal | null {
  const attack = entry(id);
  requireObject("situation", situation);
  const wrestling = requireBoolean("wrestling", situation.wrestling, false);
  const targetArmed = requireBoolean("targetArmed", situation.targetArmed, false);
  const first = requireBoolean("firstAttackThisRound", situation.firstAttackThisRound, true);
  const distance = requireWithin("distanceFt", situation.distanceFt ?? 0, { min: 0 });
  if (attack.requiresWrestling && !wrestling) return "needsWrestling";
  if (attack.needsArmedTarget && !targetArmed) return "needsArmedTarget";
  if (attack.wholeRound && !first) return "notFirstAttack";
  if (distance > (attack.reachFt ?? MELEE_REACH_FT)) return "outOfReach";
  return null;
}

/** A physical attack as a damage roll. */
export interface PhysicalDamage {
  readonly attack: PhysicalAttackId;
  /** the attacker's STR damage bonus (negative for the weak) */
  readonly strBonus?: number;
  /** for a power punch: the hand attack doubled; for a leap attack: a hand attack or the weapon's dice */
  readonly with?: PhysicalAttackId | string;
  readonly critical?: boolean;
}

/**
 * RULES 2: the damage roll of a physical attack with the STR bonus added (after doubling, for a
 * power punch or leap attack); null for the attacks that deal no damage (flip, trip, hold, disarm).
 */
export function physicalDamage(a: PhysicalDamage): DamageInput | null {
  requireObject("physical attack", a);
  const attack = entry(a.attack);
  if (a.with !== undefined) requireString("with", a.with);
  const common = {
    bonus: requireInteger("STR bonus", a.strBonus ?? 0),
    ...(a.critical === undefined ? {} : { critical: requireBoolean("critical", a.critical) }),
  };
  if (!attack.doubles) return attack.damage === null ? null : { dice: attack.damage, ...common };
  if (a.with === undefined)
    throw notAllowed(`A ${a.attack} on its own`, "say which attack it doubles");
  const isAttackId = (PHYSICAL_ATTACK_IDS as readonly string[]).includes(a.with);
  if (isAttackId) {
    const base: PhysicalAttack = PHYSICAL_ATTACKS[a.with as PhysicalAttackId];
    if (base.group !== "hand" || base.damage === null)
      throw notAllowed(
        `A ${a.attack} with ${a.with}`,
        "it doubles a hand attack that deals damage",
      );
    return { dice: base.damage, doubled: true, ...common };
  }
  if (attack.doubles === "hand")
    throw notAllowed(`A ${a.attack} with ${JSON.stringify(a.with)}`, "it doubles a hand attack");
  return { dice: parseDice(a.with), doubled: true, ...common };
}

/**
 * RULES 2: a body block knocks the target prone 60% of the time. Interpretation: a plain percentage
 * roll, d100 of 60 or less, so the chance is exactly 60% ([I-6] is for attack rolls).
 */
export function bodyBlockKnocksProne(d100: number): boolean {
  return requireFace("d100", d100, 100) <= BODY_BLOCK_PRONE_PERCENT;
}

/** RULES 2: a disarming strike sends the weapon 1d4 squares (5–20 ft) away. */
export function disarmDistanceFt(d4: number): number {
  return requireFace("d4", d4, 4) * 5;
}

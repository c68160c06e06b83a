import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireFace,
  requireInteger,
  requireObject,
} from "../errors";
import { type ManoOptions, withDefaults } from "../options";
import { ACTIONS, action, type ManoAction } from "./actions";
import { avoidArmor, bestAbsorption, type ArmorPiece } from "./armor";
import {
  darkness,
  defenceAgainst,
  rangeDifficulty,
  requireDefences,
  swimmingBonus,
  type Defences,
  type Light,
} from "./difficulty";
import { collisionCharge, rammingModifier, type Collision, type Ramming } from "./mounted";
import { harm, swimmingHarm, withMinimumStun, type Harm } from "./harm";
import { health, healthOf, type Condition } from "./health";
import { attackPower, type PowerBreakdown } from "./power";
import { defenderRow, gripStance, stanceModifiers, type Stance } from "./stance";
import { D20, isAutomatic, succeeds } from "./success";
import {
  GRIPS,
  POSTURES,
  SHARPNESSES,
  categoryOf,
  type Grip,
  type HealthState,
  type Posture,
  type RollCategory,
  type Sharpness,
} from "./types";

/** The one rolling the attack. */
export interface Attacker {
  /** The weapon's attack modifier (its throw modifier for throws, grapple attack for grappling). */
  modifier: number;
  posture?: Posture;
  grip?: Grip;
  /** Aimed on its previous action and took no stun or damage since. */
  aimed?: boolean;
  /** Its swimming score (metres a second on the sheet); counts in a fight in water. */
  swimming?: number;
}

/** The one attacked (or covering the one attacked). */
export interface Defender extends Condition {
  defences: Defences;
  posture?: Posture;
  grip?: Grip;
  /** Its row of the stance and position table (resting, cautious, …); default when absent. */
  stance?: Stance;
  /** Defence bonus until its next turn: cautious attack, rest, instant stand, evading, … */
  defenceBonus?: number;
  armor?: readonly ArmorPiece[];
  /** Its swimming score; counts in a fight in water. */
  swimming?: number;
}

/** Everything one attack needs; optional parts default to "does not apply". */
export interface AttackInput {
  action: string;
  /** The d20 face rolled. */
  natural: number;
  attacker: Attacker;
  weapon: { power: number; sharpness: Sharpness };
  target: Defender;
  /** Attacker and target grapple each other (the dominant one's +5 applies between them). */
  grapplingEachOther?: boolean;
  /** Indices of the target's armor pieces the attack aims around (chosen before the roll). */
  avoid?: readonly number[];
  /** Thrown and shot attacks: distance to the target and the weapon's maximum range. */
  range?: { distance: number; maxRange: number };
  light?: Light;
  /** The attack comes from above (a character on the ground loses its cover from missiles). */
  fromAbove?: boolean;
  /** Metres run in a straight line before attacking. */
  chargeMetres?: number;
  /** Slam only: the slammer falls onto the target / the target softened its fall. */
  fallsOnto?: boolean;
  brokeFall?: boolean;
  /** Succeeds automatically by a rule other than the natural 20. */
  automatic?: boolean;
  /**
   * Fighting in water: each side adds its swimming to striking and grappling (attacker's roll,
   * defender's defence) and striking attacks do half the stun (inWater).
   */
  swimming?: boolean;
  /** Power from elsewhere (Action Rounds: extra hit points spent on the attack). */
  extraPower?: number;
  /** Situational modifiers the GM adds to the roll / to the difficulty. */
  modifier?: number;
  difficulty?: number;
  /** A character using the cover action for the target. */
  coveredBy?: Defender;
  /** RULES 5 mounted combat: a ram with a vehicle or mount; the roll takes rammingModifier. */
  ramming?: Ramming;
  /** RULES 5 mounted combat: the ram's collision, adding collisionCharge to the power. */
  collision?: Collision;
}

/** One line of a roll's breakdown, for the chat card. */
export interface Part {
  source: string;
  value: number;
}

/** What happened to the character the attack hit. */
export interface Wound {
  absorption: number;
  harm: Harm;
  before: HealthState;
  stun: number;
  damage: number;
  after: HealthState;
}

/** The whole attack, as plain data for the chat card. */
export interface AttackResult {
  action: string;
  natural: number;
  /** d20 + every attack modifier. */
  total: number;
  difficulty: number;
  success: boolean;
  automatic: boolean;
  attackParts: Part[];
  difficultyParts: Part[];
  /** Who the attack lands on: the target on a success, the coverer on a failure, or nobody. */
  hits: "target" | "coverer" | null;
  /** Present when the action does harm and lands on someone. */
  power: PowerBreakdown | null;
  wound: Wound | null;
  /** Push or trip succeeded on a standing target: it rolls against 8 or falls. */
  offBalance: boolean;
  /** Slam succeeded: the target is on the ground. */
  floored: boolean;
  /**
   * Grappling actions: who now decides the hold (see gripAfterGrapple). On a success the
   * attacker (take the dominant position or let go); on a failure the target (release or not).
   */
  gripChooser: "attacker" | "target" | null;
  /**
   * A ram succeeded: the target's counterattack on the part of the vehicle that rammed it
   * succeeds automatically (RULES 5 mounted combat).
   */
  rammed: boolean;
}

function sum(parts: readonly Part[]): number {
  return parts.reduce((total, p) => total + p.value, 0);
}

function placeOf(
  d: { posture?: Posture; grip?: Grip },
  who: string,
): { posture: Posture; grip: Grip } {
  return {
    posture: requireChoice(`${who} posture`, d.posture ?? "standing", POSTURES),
    grip: requireChoice(`${who} grip`, d.grip ?? "none", GRIPS),
  };
}

function wound(
  a: ManoAction,
  d: Defender,
  power: number,
  absorption: number,
  input: AttackInput,
): Wound {
  const sharpness = a.sharpness ?? input.weapon.sharpness;
  let h = withMinimumStun(harm(power, absorption, sharpness), a.minimumStun);
  if (input.swimming === true && a.roll === "handToHand") h = swimmingHarm(h);
  const stun = d.stun + h.stun;
  const damage = d.damage + h.damage;
  return {
    absorption,
    harm: h,
    before: health(d.stun, d.damage, d.toughness, d.stamina),
    stun,
    damage,
    after: health(stun, damage, d.toughness, d.stamina),
  };
}

// seed: Movement, Swimming
/**
 * RULES 5 swimming (seed 004 "Movement", Swimming): in a fight in water the attacker adds its
 * swimming to a striking or grappling roll and whoever defends adds its own to the defence against
 * it; missiles get nothing (swimmingBonus). Interpretations, where the text is silent: the switch
 * is the fight's, so both sides are in the water (a swimmer attacking someone on a boat is the
 * GM's modifier); the one defending is the one whose swimming counts (a coverer's own, not the
 * covered target's); a character with no swimming score adds 0.
 */
function inWater(
  input: AttackInput,
  category: RollCategory,
  defender: Defender,
): { attack: number; defence: number } {
  if (!requireBoolean("swimming", input.swimming, false)) return { attack: 0, defence: 0 };
  return {
    attack: swimmingBonus(category, input.attacker.swimming ?? 0),
    defence: swimmingBonus(category, defender.swimming ?? 0),
  };
}

/**
 * Resolves one Mano a Mano attack end to end (RULES 5): the d20 roll and its modifiers against
 * the defence the attack kind calls for and every difficulty modifier, then on a success the
 * power (double power, charge, the optional rules), the armor, the stun and damage, and the
 * target's new health state. A failed attack on a covered target lands on the coverer.
 */
export function resolveAttack(
  input: AttackInput,
  options: Partial<ManoOptions> = {},
): AttackResult {
  requireObject("attack", input);
  requireObject("attacker", input.attacker);
  requireObject("weapon", input.weapon);
  requireObject("target", input.target);
  requireDefences(input.target.defences);
  // Stryker disable next-line ConditionalExpression: defenceAgainst checks the coverer's defences again before any use; this only refuses them first
  if (input.coveredBy !== undefined)
    requireDefences(requireObject("covering character", input.coveredBy).defences as Defences);
  withDefaults("mano", options);
  const a = action(input.action);
  if (a.roll === null) throw notAllowed(`resolving ${a.id} as an attack`, "it makes no roll");
  const kind = a.roll;
  const category = categoryOf(kind);
  const natural = requireFace("natural", input.natural, D20);
  requireInteger("weapon power", input.weapon.power, { min: 0 });
  requireChoice("weapon sharpness", input.weapon.sharpness, SHARPNESSES);
  healthOf(input.target); // reject a bad condition even when the attack misses
  if (input.coveredBy) healthOf(input.coveredBy);
  const againstOpponent = requireBoolean("grapplingEachOther", input.grapplingEachOther, false);
  const fromAbove = requireBoolean("fromAbove", input.fromAbove, false);
  const ramming =
    input.ramming === undefined
      ? null
      : (requireObject("ramming", input.ramming) as unknown as Ramming);
  const collision = input.collision === undefined ? 0 : collisionCharge(input.collision);
  if ((ramming || input.collision !== undefined) && kind !== "handToHand")
    throw notAllowed(`ramming with ${a.id}`, "a ram is a hand-to-hand attack");
  if (input.collision !== undefined && (input.chargeMetres ?? 0) > 0)
    throw notAllowed("a charge with a collision", "the collision already counts the run");

  const covered = input.coveredBy !== undefined;
  const defender = input.coveredBy ?? input.target;
  const water = inWater(input, category, defender);

  // The roll: d20 + weapon modifier + action + aim + the attacker's position.
  const attacker = input.attacker;
  const attackerAt = placeOf(attacker, "attacker");
  const attackerStance = stanceModifiers(attackerAt.posture, gripStance(attackerAt.grip));
  const aimed = requireBoolean("aimed", attacker.aimed, false);
  if (aimed && kind !== "shot") throw notAllowed(`aiming for ${a.id}`, "aim is for bows and guns");
  const attackParts: Part[] = [
    { source: "roll", value: natural },
    ramming
      ? { source: "ramming", value: rammingModifier(ramming.driving, ramming.agility) }
      : { source: "weapon", value: requireInteger("attack modifier", attacker.modifier) },
    { source: "action", value: a.attackModifier },
    { source: "aim", value: aimed ? ACTIONS.aim.nextAttackBonus : 0 },
    {
      source: "position",
      value: (againstOpponent ? attackerStance.versusOpponent : attackerStance).attack[category],
    },
    { source: "swimming", value: water.attack },
    { source: "situation", value: requireInteger("modifier", input.modifier ?? 0) },
  ].filter((p) => p.value !== 0); // a d20 roll is never 0: the roll always stays

  // The difficulty: the defence of whoever defends, its position and bonuses, then the attack's
  // own difficulty modifiers.
  const who = covered ? "coverer" : "target";
  const at = placeOf(defender, who);
  const stance = stanceModifiers(at.posture, defenderRow(defender.stance, at.grip), { fromAbove });
  const armor = input.target.armor ?? [];
  const avoided = avoidArmor(armor, input.avoid ?? []);
  if (input.range && category !== "missile")
    throw notAllowed(`range for ${a.id}`, "only thrown and shot attacks have a range");
  const difficultyParts: Part[] = [
    { source: "defence", value: defenceAgainst(kind, defender.defences) },
    {
      source: "position",
      value: (againstOpponent && !covered ? stance.versusOpponent : stance).defence[category],
    },
    {
      source: "defenceBonus",
      value: requireInteger(`${who} defense bonus`, defender.defenceBonus ?? 0),
    },
    { source: "swimming", value: water.defence },
    { source: "cover", value: covered ? ACTIONS.cover.coverBonus : 0 },
    { source: "action", value: a.difficultyModifier },
    { source: "avoidArmor", value: avoided.difficulty },
    {
      source: "range",
      value: input.range ? rangeDifficulty(input.range.distance, input.range.maxRange) : 0,
    },
    { source: "darkness", value: darkness(input.light ?? "lit", kind) },
    { source: "situation", value: requireInteger("difficulty", input.difficulty ?? 0) },
  ].filter((p) => p.value !== 0 || p.source === "defence");

  const total = sum(attackParts);
  const difficulty = sum(difficultyParts);
  const automatic = requireBoolean("automatic", input.automatic, false) || isAutomatic(natural);
  const success = succeeds(natural, total - natural, difficulty) || automatic;

  const hits = success ? "target" : covered ? "coverer" : null;
  let power: PowerBreakdown | null = null;
  let hurt: Wound | null = null;
  if (hits !== null && a.harms) {
    power = attackPower(
      {
        weaponPower: input.weapon.power,
        action: a.id,
        natural,
        automatic,
        fallsOnto: input.fallsOnto,
        brokeFall: input.brokeFall,
        chargeMetres: input.chargeMetres,
        extra: input.extraPower,
        collision,
      },
      options,
    );
    // Armor avoidance was aimed at the target; a miss that lands on the coverer meets the
    // coverer's best absorption (our reading: the seed only says the miss hits the coverer).
    const victim = hits === "target" ? input.target : (input.coveredBy as Defender);
    const absorption = hits === "target" ? avoided.absorption : bestAbsorption(victim.armor ?? []);
    hurt = wound(a, victim, power.power, absorption, input);
  }
  const targetStanding = (input.target.posture ?? "standing") === "standing";
  return {
    action: a.id,
    natural,
    total,
    difficulty,
    success,
    automatic,
    attackParts,
    difficultyParts,
    hits,
    power,
    wound: hurt,
    offBalance: hits === "target" && a.unbalances && targetStanding,
    floored: hits === "target" && a.floors,
    gripChooser: a.grapplingAction ? (success ? "attacker" : "target") : null,
    rammed: ramming !== null && success,
  };
}

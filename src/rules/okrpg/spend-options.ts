import { type Armor } from "./armor";
import { type SpecialEffect, type Stability, knockdownCost, throwCost } from "./effects";
import { LEAST_LETHAL, MOST_LETHAL } from "./damage";
import { FULL_RANK } from "../ranks";

/**
 * RULES 1.4: everything extra successes can buy, one unit at a time. A chat card shows one row
 * per option with + and − buttons; the counts it keeps are a `SpendChoices` object.
 */
export const SPEND_OPTIONS = [
  "fullDamage",
  "moreDamage",
  "bypassArmor",
  "lethalityUp",
  "lethalityDown",
  "reach",
  "calledShot",
  "grab",
  "grabPower",
  "disarm",
  "disarmPower",
  "disarmDistance",
  "disarmAim",
  "takeAway",
  "takeAwayPower",
  "knockdown",
  "knockdownPower",
  "throw",
  "throwPower",
  "multipleTargets",
  "style",
  "avoidMarginalDamage",
] as const;
export type SpendOption = (typeof SPEND_OPTIONS)[number];

/** Units bought of each option; missing means none. Plain data kept on the chat message. */
export type SpendChoices = Readonly<Partial<Record<SpendOption, number>>>;

/** The attack whose extra successes are being spent. */
export interface SpendAttack {
  /** extra successes to spend: rolled − required (or rolled − basic hit for multiple targets) */
  readonly extra: number;
  /** base damage step (the weapon's damage; the hand-to-hand damage when unarmed) */
  readonly damage: number;
  /** the attacker's base hand-to-hand damage: the base power of special effects [I-2] */
  readonly handToHand: number;
  /** optional penetration rule: a penetration step separate from damage */
  readonly penetration?: number | null;
  /** lethality row: 0 deep puncture … −6 really nonlethal */
  readonly lethality: number;
  /** damage type, for armor that protects differently by type (armor-variation rule) */
  readonly damageType?: string | null;
  /** melee reach in metres; leave empty for ranged attacks, which cannot buy reach */
  readonly reach?: number | null;
  /** special effects the weapon suits: their base power is the weapon's damage [I-2] */
  readonly weaponSuits?: readonly SpecialEffect[];
  /** how many full steps of targets cost one success (0–3) */
  readonly multiTargetDiscount?: number;
  /** the attacker's strength step: how far a throw flings the victim (RULES 1.4) */
  readonly strength?: number | null;
}

/** The target as spending sees it. */
export interface SpendTarget {
  readonly armor?: Armor | null;
  readonly stability?: Stability;
  /** the target's base hand-to-hand damage: what grabs, disarms and take-aways contend with */
  readonly handToHand: number;
  /** the target's weapon needs both hands (harder to disarm) */
  readonly twoHandedWeapon?: boolean;
  /** the target's size step: what lifting it for a throw takes (RULES 1.4) */
  readonly size?: number | null;
}

/** Why an option cannot be added or removed right now. */
export type SpendReason =
  | { readonly code: "notEnoughSuccesses"; readonly cost: number; readonly remaining: number }
  | { readonly code: "limitReached"; readonly limit: number }
  | { readonly code: "needs"; readonly option: SpendOption }
  | { readonly code: "needsSpecialEffect" }
  | { readonly code: "conflicts"; readonly option: SpendOption }
  | { readonly code: "noArmor" }
  | { readonly code: "armorWorthless" }
  | { readonly code: "rangedAttack" }
  | { readonly code: "lethalityAtLimit" }
  | { readonly code: "notTaken" }
  | { readonly code: "requiredBy"; readonly option: SpendOption };

/** What an option needs to know about the attack, worked out once per menu. */
export interface SpendContext {
  readonly attack: SpendAttack;
  readonly target: SpendTarget;
  /** the armor counts for this attack and has not become worthless */
  readonly armorApplies: boolean;
  readonly armorWorthless: boolean;
}

interface OptionRule {
  /** successes for one unit */
  cost(ctx: SpendContext): number;
  /** most units that make sense (Infinity: only the successes limit them) */
  limit(ctx: SpendContext): number;
  /** needs one of these taken first */
  needs?: readonly SpendOption[];
  /** why the option is off the menu for this attack, given the units of it already taken */
  unavailable?(ctx: SpendContext, taken: number): SpendReason | null;
}

const one = (): number => 1;
const once = (): number => 1;
const unlimited = (): number => Infinity;
const EFFECT_OPTIONS: readonly SpendOption[] = ["grab", "disarm", "takeAway", "knockdown", "throw"];

/** Full-rank shifts that still move lethality (RULES 1.6: max 1, min 1/10). */
function lethalityRoom(ctx: SpendContext, direction: 1 | -1): number {
  const row = ctx.attack.lethality;
  const room = direction === 1 ? MOST_LETHAL - row : row - LEAST_LETHAL;
  return Math.ceil(room / FULL_RANK);
}

function lethalityUnavailable(direction: 1 | -1) {
  return (ctx: SpendContext, taken: number): SpendReason | null =>
    taken >= lethalityRoom(ctx, direction) ? { code: "lethalityAtLimit" } : null;
}

// RULES 1.4, the spending table; [I-2] for the power rows.
export const OPTION_RULES: Readonly<Record<SpendOption, OptionRule>> = {
  fullDamage: { cost: one, limit: once },
  moreDamage: { cost: one, limit: unlimited, needs: ["fullDamage"] },
  bypassArmor: {
    cost: (ctx) => ctx.target.armor?.coverage ?? 1,
    limit: once,
    unavailable: (ctx) =>
      ctx.armorWorthless
        ? { code: "armorWorthless" }
        : ctx.armorApplies
          ? null
          : { code: "noArmor" },
  },
  lethalityUp: {
    cost: one,
    limit: (ctx) => lethalityRoom(ctx, 1),
    unavailable: lethalityUnavailable(1),
  },
  lethalityDown: {
    cost: one,
    limit: (ctx) => lethalityRoom(ctx, -1),
    unavailable: lethalityUnavailable(-1),
  },
  reach: {
    cost: one,
    limit: unlimited,
    unavailable: (ctx) => (ctx.attack.reach == null ? { code: "rangedAttack" } : null),
  },
  // one success per level: large part, small part, very small part, trick shot
  calledShot: { cost: one, limit: () => 4 },
  grab: { cost: one, limit: once },
  grabPower: { cost: one, limit: unlimited, needs: ["grab"] },
  disarm: { cost: () => 2, limit: once },
  disarmPower: { cost: one, limit: unlimited, needs: ["disarm"] },
  disarmDistance: { cost: one, limit: unlimited, needs: ["disarm"] },
  disarmAim: { cost: one, limit: once, needs: ["disarm"] },
  takeAway: { cost: () => 3, limit: once },
  takeAwayPower: { cost: one, limit: unlimited, needs: ["takeAway"] },
  knockdown: { cost: (ctx) => knockdownCost(ctx.target.stability), limit: once },
  knockdownPower: { cost: one, limit: unlimited, needs: ["knockdown"] },
  throw: { cost: (ctx) => throwCost(ctx.target.stability), limit: once },
  throwPower: { cost: one, limit: unlimited, needs: ["throw"] },
  multipleTargets: { cost: one, limit: unlimited },
  // 1: style, 2: something outrageous
  style: { cost: one, limit: () => 2 },
  avoidMarginalDamage: { cost: one, limit: once, needs: EFFECT_OPTIONS },
};

/**
 * Options that cannot be bought together: avoiding damage rules out buying damage, armor bypass
 * or lethality; lethality moves one way; a take-away already grabs and disarms; a throw already
 * knocks down; a disarm or take-away is already a called shot at the weapon.
 */
export const CONFLICTS: readonly (readonly [SpendOption, SpendOption])[] = [
  ["avoidMarginalDamage", "fullDamage"],
  ["avoidMarginalDamage", "moreDamage"],
  ["avoidMarginalDamage", "bypassArmor"],
  ["avoidMarginalDamage", "lethalityUp"],
  ["avoidMarginalDamage", "lethalityDown"],
  ["lethalityUp", "lethalityDown"],
  ["takeAway", "grab"],
  ["takeAway", "disarm"],
  ["throw", "knockdown"],
  ["calledShot", "disarm"],
  ["calledShot", "takeAway"],
];

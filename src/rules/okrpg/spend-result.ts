import { requireInteger, requireObject } from "../errors";
import { type OkrpgOptions, withDefaults } from "../options";
import { FULL_RANK } from "../ranks";
import { type ArmorAgainst, armorAgainst } from "./armor";
import { shiftLethality } from "./damage";
import { KNOCKED_DOWN_DEFENCE } from "./defence";
import { type SpecialEffect, disarmSucceeds, grabHolds, takeAwayOutcome } from "./effects";
import { throwDistance } from "./movement";
import { SPEND_OPTIONS, type SpendContext, type SpendOption } from "./spend-options";
import { requireSpendContext } from "./spend-inputs";
import { type MultiTargetDiscount, multiTargetCount } from "./targets";

/** RULES 1.4: how precise a called shot is, by successes spent on it. */
export type CalledShot = "none" | "largePart" | "smallPart" | "verySmallPart" | "trickShot";
export const CALLED_SHOTS: readonly CalledShot[] = [
  "none",
  "largePart",
  "smallPart",
  "verySmallPart",
  "trickShot",
];

/** What the special effects bought achieve ([I-2]: power = base power + 1 step per extra success). */
export interface SpentEffects {
  readonly grab?: { readonly power: number; readonly holds: boolean };
  readonly disarm?: {
    readonly power: number;
    readonly succeeds: boolean;
    /** successes that fling the weapon further than a drop at the victim's feet */
    readonly flung: number;
    /** the attacker chose where it flies */
    readonly aimed: boolean;
  };
  readonly takeAway?: { readonly power: number; readonly outcome: "taken" | "struggle" | "failed" };
  readonly knockdown?: { readonly power: number; readonly defencePenalty: number };
  readonly throw?: {
    readonly power: number;
    readonly defencePenalty: number;
    /** metres the victim flies; null when the attacker's strength or its size is not known */
    readonly distance: number | null;
  };
}

/** The outcome of a set of spending choices (RULES 1.4–1.5). */
export interface SpendResult {
  readonly spent: number;
  readonly remaining: number;
  /** damage step before armor; null when the attack avoids doing damage */
  readonly damage: number | null;
  /** the damage is still the marginal hit's: base − 1 FR */
  readonly marginal: boolean;
  /** armor in play, or null when the target has none or no damage is done */
  readonly armor: ArmorAgainst | null;
  /** damage step that gets through armor; null when none does */
  readonly damageAfterArmor: number | null;
  /** lethality row after spent successes */
  readonly lethality: number;
  /** targets the attack's results reach */
  readonly targets: number;
  readonly calledShot: CalledShot;
  /** moves added to the melee reach */
  readonly reachMoves: number;
  /** melee reach in metres before the added moves; null for ranged attacks */
  readonly reach: number | null;
  readonly style: "none" | "style" | "outrageous";
  readonly effects: SpentEffects;
}

const STYLES = ["none", "style", "outrageous"] as const;

/** [I-2] An effect's base power: the weapon's damage when the weapon suits it, else hand-to-hand damage. */
function effectPower(ctx: SpendContext, effect: SpecialEffect, extra: number): number {
  const base = ctx.attack.weaponSuits?.includes(effect) ? ctx.attack.damage : ctx.attack.handToHand;
  return base + extra;
}

/**
 * RULES 1.4 throw: 2 m, and a rank further for each rank of strength beyond what lifting the
 * victim takes. Interpretation: lifting a victim takes a strength rank equal to its size rank (as
 * net strength sets strength against size for movement, RULES 1.1); a victim as strong as that or
 * heavier still lands the basic 2 m away.
 */
function thrownMetres(ctx: SpendContext): number | null {
  const { strength } = ctx.attack;
  const { size } = ctx.target;
  if (strength == null || size == null) return null;
  return throwDistance(Math.max(0, strength - size));
}

function spentEffects(ctx: SpendContext, c: Readonly<Record<SpendOption, number>>): SpentEffects {
  const victim = ctx.target.handToHand;
  const effects: { -readonly [K in keyof SpentEffects]: SpentEffects[K] } = {};
  if (c.grab) {
    const power = effectPower(ctx, "grab", c.grabPower);
    effects.grab = { power, holds: grabHolds(power, victim) };
  }
  if (c.disarm) {
    const power = effectPower(ctx, "disarm", c.disarmPower);
    effects.disarm = {
      power,
      succeeds: disarmSucceeds(power, victim, ctx.target.twoHandedWeapon ?? false),
      flung: c.disarmDistance,
      aimed: c.disarmAim > 0,
    };
  }
  if (c.takeAway) {
    const power = effectPower(ctx, "takeAway", c.takeAwayPower);
    effects.takeAway = { power, outcome: takeAwayOutcome(power, victim) };
  }
  // The seed sets no power contest for knockdowns or throws: their power is shown for the GM.
  if (c.knockdown)
    effects.knockdown = {
      power: effectPower(ctx, "knockdown", c.knockdownPower),
      defencePenalty: KNOCKED_DOWN_DEFENCE,
    };
  if (c.throw)
    effects.throw = {
      power: effectPower(ctx, "throw", c.throwPower),
      defencePenalty: KNOCKED_DOWN_DEFENCE,
      distance: thrownMetres(ctx),
    };
  return effects;
}

/** Works out a checked set of choices; `spendResult` is the public entry. */
export function spendEffects(
  ctx: SpendContext,
  c: Readonly<Record<SpendOption, number>>,
  spent: number,
  options: Partial<OkrpgOptions>,
): SpendResult {
  requireSpendContext(ctx);
  requireObject("spend counts", c);
  for (const id of SPEND_OPTIONS) requireInteger(`${id} units`, c[id], { min: 0 });
  requireInteger("spent successes", spent, { min: 0 });
  withDefaults("okrpg", options);
  // RULES 1.4: a marginal hit does base − 1 FR; full damage buys the FR back, more damage +1 step each.
  const avoided = c.avoidMarginalDamage > 0;
  const damage = avoided
    ? null
    : ctx.attack.damage - FULL_RANK + FULL_RANK * c.fullDamage + c.moreDamage;
  const armor = avoided
    ? null
    : armorAgainst(ctx.target.armor, ctx.attack, c.bypassArmor > 0, options);
  const damageAfterArmor =
    damage === null || armor?.stopped ? null : damage - (armor?.reduction ?? 0);
  return {
    spent,
    remaining: ctx.attack.extra - spent,
    damage,
    marginal: !avoided && c.fullDamage === 0,
    armor,
    damageAfterArmor,
    lethality: shiftLethality(ctx.attack.lethality, c.lethalityUp - c.lethalityDown),
    targets: multiTargetCount(
      c.multipleTargets,
      (ctx.attack.multiTargetDiscount ?? 0) as MultiTargetDiscount,
    ),
    calledShot: CALLED_SHOTS[c.calledShot],
    reachMoves: c.reach,
    reach: ctx.attack.reach ?? null,
    style: STYLES[c.style],
    effects: spentEffects(ctx, c),
  };
}

import { requireBoolean, requireChoice, requireInteger, requireObject } from "../errors";
import { requireArmor } from "./armor";
import { requireLethality } from "./damage";
import { SPECIAL_EFFECTS, STABILITIES } from "./effects";
import type { SpendAttack, SpendContext, SpendTarget } from "./spend-options";
import { requireDiscount } from "./targets";

/* The inputs of the spending menu (RULES 1.4–1.5), checked before anything is worked out. */

export function requireAttack(attack: SpendAttack): SpendAttack {
  requireObject("attack", attack);
  requireInteger("extra successes", attack.extra, { min: 0 });
  requireInteger("damage step", attack.damage);
  requireInteger("attacker's hand-to-hand damage", attack.handToHand);
  if (attack.penetration != null) requireInteger("penetration", attack.penetration);
  requireLethality(attack.lethality);
  if (attack.reach != null) requireInteger("reach", attack.reach, { min: 0 });
  (attack.weaponSuits ?? []).forEach((e, i) =>
    requireChoice(`weapon suits #${i + 1}`, e, SPECIAL_EFFECTS),
  );
  requireDiscount(attack.multiTargetDiscount ?? 0);
  if (attack.strength != null) requireInteger("attacker's strength", attack.strength);
  return attack;
}

export function requireTarget(target: SpendTarget): SpendTarget {
  requireObject("target", target);
  if (target.armor) requireArmor(target.armor);
  requireChoice("stability", target.stability ?? "normal", STABILITIES);
  requireInteger("target's hand-to-hand damage", target.handToHand);
  if (target.twoHandedWeapon !== undefined)
    requireBoolean("twoHandedWeapon", target.twoHandedWeapon);
  if (target.size != null) requireInteger("target's size", target.size);
  return target;
}

/**
 * A spend context as spendContext builds it: its attack and target checked again, so a context
 * made by hand (a macro) is refused with a rules error rather than answered with NaN.
 */
export function requireSpendContext(ctx: SpendContext): SpendContext {
  requireObject("spend context", ctx);
  requireAttack(ctx.attack);
  requireTarget(ctx.target);
  requireBoolean("armorApplies", ctx.armorApplies);
  requireBoolean("armorWorthless", ctx.armorWorthless);
  return ctx;
}

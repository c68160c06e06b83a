import { requireInteger, requireObject, requireWithin } from "../errors";

/** RULES 2: armor's DR is usually 10% of its remaining hit points. */
export const DEFAULT_DR_PERCENT = 10;
/** RULES 2: armor below 10 hit points has no DR left. */
export const DR_LOST_BELOW_HP = 10;

/** Occult Ops body armor: its remaining hit points and the percentage of them that is DR. */
export interface OccultArmor {
  readonly hp: number;
  readonly drPercent?: number;
}

function drPercentOf(armor: OccultArmor): number {
  return requireWithin("drPercent", armor.drPercent ?? DEFAULT_DR_PERCENT, { min: 0, max: 100 });
}

function drFor(hp: number, drPercent: number): number {
  if (hp < DR_LOST_BELOW_HP) return 0;
  // The tiny allowance keeps e.g. 7% × 100 from landing just under 7 in floating point.
  return Math.floor((drPercent * hp) / 100 + 1e-9);
}

/** RULES 2: DR = floor(DR% × current armor HP), and 0 once the armor is below 10 HP. */
export function armorDr(armor: OccultArmor): number {
  requireObject("armor", armor);
  const hp = requireInteger("armor hp", armor.hp, { min: 0 });
  return drFor(hp, drPercentOf(armor));
}

export interface ArmorHitResult {
  /** the armor's hit points after the hit */
  readonly hp: number;
  /** the DR recomputed for the new hit points */
  readonly dr: number;
  /** damage the DR soaked up */
  readonly absorbed: number;
  /** hit points the armor lost */
  readonly armorDamage: number;
  /**
   * damage beyond what the armor had left. Interpretation: it is lost, since a hit that does not
   * bypass the armor only ever damages the armor (RULES 2).
   */
  readonly excess: number;
  readonly destroyed: boolean;
}

/**
 * RULES 2: a hit that does not bypass the armor damages the armor. Damage up to its DR is
 * absorbed, the rest lowers its HP, and DR is recomputed (flak jacket 50 HP takes 10 → 45 HP, DR 4).
 */
export function armorHit(armor: OccultArmor, damage: number): ArmorHitResult {
  requireObject("armor", armor);
  const hp = requireInteger("armor hp", armor.hp, { min: 0 });
  const drPercent = drPercentOf(armor);
  const incoming = requireInteger("damage", damage, { min: 0 });
  const absorbed = Math.min(incoming, drFor(hp, drPercent));
  const armorDamage = Math.min(hp, incoming - absorbed);
  const left = hp - armorDamage;
  return {
    hp: left,
    dr: drFor(left, drPercent),
    absorbed,
    armorDamage,
    excess: incoming - absorbed - armorDamage,
    destroyed: left === 0,
  };
}

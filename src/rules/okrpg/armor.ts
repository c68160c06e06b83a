import { requireBoolean, requireInteger, requireObject, requireString } from "../errors";
import { type OkrpgOptions, withDefaults } from "../options";
import { FULL_RANK } from "../ranks";

/** Armor as the rules see it (RULES 1.5). */
export interface Armor {
  /** rank on the damage scale */
  readonly protection: number;
  /** successes needed to bypass it: 1, 2 or 3 */
  readonly coverage: number;
  /** optional armor-variation rule: protection against particular damage types */
  readonly protectionByType?: Readonly<Record<string, number>>;
}

/** What armor does to one attack. */
export interface ArmorEffect {
  /** the armor stops the attack: no damage */
  readonly stopped: boolean;
  /** steps taken off the damage */
  readonly reduction: number;
  /** penetration two full ranks above protection: the armor does nothing and needs no bypass */
  readonly worthless: boolean;
}

/** RULES 1.5: penetration this many steps above protection makes armor worthless. */
export const WORTHLESS_MARGIN = 2 * FULL_RANK;

/** Checks armor: whole-step protection and a coverage of 1 to 3. */
export function requireArmor(armor: Armor): Armor {
  requireObject("armor", armor);
  if (armor.protectionByType !== undefined)
    requireObject("armor protection by type", armor.protectionByType);
  requireInteger("armor protection", armor.protection);
  requireInteger("armor coverage", armor.coverage, { min: 1, max: 3 });
  for (const [type, step] of Object.entries(armor.protectionByType ?? {}))
    requireInteger(`armor protection against ${type}`, step);
  return armor;
}

/**
 * RULES 1.5 and [I-3]: bypassed or worthless armor does nothing; otherwise penetration no higher
 * than protection is stopped, and in between damage drops by (protection + 4 − penetration) steps.
 */
export function armorEffect(a: {
  penetration: number;
  protection: number;
  bypassed: boolean;
}): ArmorEffect {
  requireObject("armor effect", a);
  const penetration = requireInteger("penetration", a.penetration);
  const protection = requireInteger("armor protection", a.protection);
  const bypassed = requireBoolean("bypassed", a.bypassed);
  const worthless = penetration >= protection + WORTHLESS_MARGIN;
  if (bypassed || worthless) return { stopped: false, reduction: 0, worthless };
  // [I-3]
  if (penetration <= protection) return { stopped: true, reduction: 0, worthless };
  return { stopped: false, reduction: protection + WORTHLESS_MARGIN - penetration, worthless };
}

/**
 * RULES 1.5: the protection that counts against a damage type; per-type protection applies only
 * under the optional armor-variation rule.
 */
export function armorProtection(
  armor: Armor,
  damageType?: string,
  options: Partial<OkrpgOptions> = {},
): number {
  requireArmor(armor);
  if (damageType !== undefined) requireString("damage type", damageType);
  const rules = withDefaults("okrpg", options);
  const byType = armor.protectionByType;
  if (rules.armorVariation && damageType && byType && damageType in byType)
    return byType[damageType];
  return armor.protection;
}

/**
 * RULES 1.5: the rank compared with armor: the attack's penetration under the optional
 * penetration rule, else its base damage. Interpretation: spent successes never raise it (the
 * seed says so of penetration; bypassing is what successes buy against armor).
 */
export function attackPenetration(
  attack: { damage: number; penetration?: number | null },
  options: Partial<OkrpgOptions> = {},
): number {
  requireObject("attack", attack);
  const damage = requireInteger("damage step", attack.damage);
  const rules = withDefaults("okrpg", options);
  if (attack.penetration == null) return damage;
  const penetration = requireInteger("penetration", attack.penetration);
  return rules.penetration ? penetration : damage;
}

/** Armor as it bears on one attack: the numbers compared and what came of it. */
export interface ArmorAgainst extends ArmorEffect {
  readonly protection: number;
  readonly penetration: number;
  readonly bypassed: boolean;
}

/** RULES 1.5: how a target's armor (if any) bears on an attack, bypassed or not. */
export function armorAgainst(
  armor: Armor | null | undefined,
  attack: { damage: number; penetration?: number | null; damageType?: string | null },
  bypassed: boolean,
  options: Partial<OkrpgOptions> = {},
): ArmorAgainst | null {
  requireObject("attack", attack);
  requireBoolean("bypassed", bypassed);
  withDefaults("okrpg", options);
  if (armor == null) return null;
  const protection = armorProtection(armor, attack.damageType ?? undefined, options);
  const penetration = attackPenetration(attack, options);
  const { stopped, reduction, worthless } = armorEffect({ penetration, protection, bypassed });
  return { stopped, reduction, worthless, protection, penetration, bypassed };
}

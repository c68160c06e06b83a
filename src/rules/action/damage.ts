import { requireChoice, requireInteger, requireList, requireObject } from "../errors";

/** RULES 3: a final damage this far above soak also causes a Damage Setback. */
export const DAMAGE_SETBACK_MARGIN = 10;

export interface DamageResult {
  readonly hit: boolean;
  /** a Damage Setback on top of the Hit */
  readonly setback: boolean;
  /** outcome + weapon damage */
  readonly finalDamage: number;
}

/**
 * RULES 3: final damage = outcome + weapon damage; at least the soak (Toughness) is a Hit, at least
 * soak + 10 also a Damage Setback. Interpretation: a failed attack (negative outcome) deals nothing.
 */
export function damage(a: { outcome: number; weaponDamage: number; soak: number }): DamageResult {
  requireObject("damage", a);
  const outcome = requireInteger("outcome", a.outcome);
  const finalDamage = outcome + requireInteger("weaponDamage", a.weaponDamage, { min: 0 });
  const soak = requireInteger("soak", a.soak, { min: 0 });
  const landed = outcome >= 0;
  return {
    hit: landed && finalDamage >= soak,
    setback: landed && finalDamage >= soak + DAMAGE_SETBACK_MARGIN,
    finalDamage,
  };
}

/** Seed 002 "Schtick Modifier": resistance powers add another attribute to the Toughness soak. */
export function soak(toughness: number, resistances: readonly number[] = []): number {
  return requireList<number>("resistances", resistances).reduce(
    (total, value, i) => total + requireInteger(`resistance #${i + 1}`, value),
    requireInteger("toughness", toughness, { min: 0 }),
  );
}

export type Role = "hero" | "villain" | "henchman" | "mook";
export const ROLES: readonly Role[] = ["hero", "villain", "henchman", "mook"];

/** The minimum Hits and Fortune of a hero or villain. */
export const NAMED_MINIMUM = 3;

function byRole(role: Role, attribute: number, name: string, henchman: number, mook: number) {
  const checked = requireChoice("role", role, ROLES);
  const value = requireInteger(name, attribute, { min: 0 });
  if (checked === "henchman") return henchman;
  if (checked === "mook") return mook;
  return Math.max(NAMED_MINIMUM, value);
}

/** RULES 3: Hits by role: hero or villain = Body (at least 3), henchman 3, mook 1. */
export function hits(role: Role, body: number): number {
  return byRole(role, body, "body", 3, 1);
}

/** RULES 3: Fortune by role: hero or villain = Mind (at least 3), henchman 3, mook 0. */
export function fortune(role: Role, mind: number): number {
  return byRole(role, mind, "mind", 3, 0);
}

/** RULES 3: a character at zero Hits is out of the action. */
export function takeHits(current: number, lost = 1): { hits: number; out: boolean } {
  const left = Math.max(
    0,
    requireInteger("hits", current, { min: 0 }) - requireInteger("lost", lost, { min: 0 }),
  );
  return { hits: left, out: left === 0 };
}

import { requireInteger } from "./errors";
import { DYING_AT, OUT_AT } from "./okrpg/condition";
import { MOOK_OUT_AT, type SimplifiedState, type TagStatus } from "./okrpg/mooks";

/*
 * Token bars whose value is worked out from other data (what is left before Out, a harm track),
 * set to a new value by hand: which stored data the rules change to show it. Lowering a bar is
 * damage, raising it is recovery, each by the ruleset's own bookkeeping; a value the rules cannot
 * reach that way is refused with the reason, and the stored data is not touched.
 */

/** Why a bar cannot show the value asked for. */
export type BarRefusal =
  /** OK RPG: the health bar recovers nonlethal points only; lethal ones heal on the lethal bar */
  | "lethalHeals"
  /** Mano a Mano, Action Rounds: a track recovers stun only; damage heals over weeks */
  | "damageHeals"
  /** Occult Ops: no armor is worn, so the armor bar has nothing to change */
  | "noArmor"
  /** Occult Ops: several armors are worn; which one took the change is the GM's to say */
  | "severalArmors";

/** A bar edit's outcome: the new stored values, nothing to do, or a refusal with the most allowed. */
export type BarChange<T> =
  | { readonly kind: "change"; readonly to: T }
  | { readonly kind: "unchanged" }
  | { readonly kind: "refused"; readonly reason: BarRefusal; readonly most: number };

const unchanged = { kind: "unchanged" } as const;
const change = <T>(to: T): BarChange<T> => ({ kind: "change", to });
const refuse = (reason: BarRefusal, most: number): BarChange<never> => ({
  kind: "refused",
  reason,
  most: Math.max(0, most),
});

/** What a bar of `max` shows once `used` is taken off it (never below 0). */
function shown(max: number, used: number): number {
  return Math.max(0, max - used);
}

function requireShown(value: number, max: number): number {
  return requireInteger("bar value", value, { min: 0, max });
}

/**
 * RULES 1.6, OK RPG health bar (points left before Out at 10): lowering it adds nonlethal points,
 * raising it takes nonlethal points off; a raise past the nonlethal points would heal lethal ones,
 * which recover on their own bar.
 */
export function okrpgHealth(
  wounds: { readonly lethal: number; readonly nonlethal: number },
  value: number,
): BarChange<{ nonlethal: number }> {
  const target = requireShown(value, OUT_AT);
  const now = shown(OUT_AT, wounds.lethal + wounds.nonlethal);
  if (target === now) return unchanged;
  // lowering or raising, the bar shows OUT_AT less every point taken
  const nonlethal = OUT_AT - target - wounds.lethal;
  if (nonlethal < 0) return refuse("lethalHeals", OUT_AT - wounds.lethal);
  return change({ nonlethal });
}

/** RULES 1.6, OK RPG lethal bar (lethal points left before dying at 10): lowering it adds lethal points, raising it heals them. */
export function okrpgLethal(lethal: number, value: number): BarChange<{ lethal: number }> {
  const target = requireShown(value, DYING_AT);
  const now = shown(DYING_AT, lethal);
  if (target === now) return unchanged;
  return change({ lethal: DYING_AT - target });
}

const TAG_ORDER: readonly TagStatus[] = ["up", "tagged", "down", "out"];

/**
 * RULES 1.7, a mook's health bar under a simplified system: mook points left before out at 7,
 * the tag steps left before out, or up (1) and down (0).
 */
export function mookHealth(state: SimplifiedState, value: number): BarChange<SimplifiedState> {
  switch (state.system) {
    case "mook": {
      const target = requireShown(value, MOOK_OUT_AT);
      const now = shown(MOOK_OUT_AT, state.points);
      if (target === now) return unchanged;
      return change({ system: "mook", points: MOOK_OUT_AT - target });
    }
    case "evenSimpler": {
      const last = TAG_ORDER.length - 1;
      const target = requireShown(value, last);
      if (target === last - TAG_ORDER.indexOf(state.status)) return unchanged;
      return change({ system: "evenSimpler", status: TAG_ORDER[last - target] });
    }
    case "simplest": {
      const target = requireShown(value, 1);
      if (target === (state.down ? 0 : 1)) return unchanged;
      return change({ system: "simplest", down: target === 0 });
    }
  }
}

/**
 * RULES 5 (and 4 for Action Rounds hit points): a track of `max` shows what stun and damage leave
 * of it. Lowering it adds stun, the short-term harm; raising it takes stun off. Damage heals over
 * weeks (RULES 5), so a raise past the stun taken is refused.
 */
export function stunTrack(
  harm: { readonly stun: number; readonly damage: number },
  max: number,
  value: number,
): BarChange<{ stun: number }> {
  const target = requireShown(value, max);
  const now = shown(max, harm.stun + harm.damage);
  if (target === now) return unchanged;
  // lowering or raising, the track shows its max less the stun and damage taken
  const stun = max - target - harm.damage;
  if (stun < 0) return refuse("damageHeals", max - harm.damage);
  return change({ stun });
}

/**
 * RULES 2, Occult Ops armor bar (the hit points of the armor worn): the value is that armor's hit
 * points, whose DR follows them. With no armor, or several, the bar cannot say which armor changed.
 */
export function occultArmor(
  worn: readonly { readonly id: string; readonly hp: number; readonly max: number }[],
  value: number,
): BarChange<{ id: string; hp: number }> {
  if (worn.length === 0) return refuse("noArmor", 0);
  if (worn.length > 1) {
    const total = (key: "hp" | "max") => worn.reduce((sum, armor) => sum + armor[key], 0);
    return value === total("hp") ? unchanged : refuse("severalArmors", total("max"));
  }
  const [armor] = worn;
  const target = requireShown(value, armor.max);
  return target === armor.hp ? unchanged : change({ id: armor.id, hp: target });
}

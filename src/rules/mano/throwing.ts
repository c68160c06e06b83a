import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireObject,
} from "../errors";
import { action } from "./actions";

export const THROWS = ["quickThrow", "powerfulThrow", "heave"] as const;
export type ThrowAction = (typeof THROWS)[number];

/**
 * RULES 5 throwing ranges (metres): a quick throw reaches the throwing modifier plus the
 * strength above the weapon's heft; a powerful throw twice that; a heave as far as a quick
 * throw. Unwieldy weapons can only be heaved. Never below 0.
 */
export function throwRange(
  kind: ThrowAction,
  t: { throwModifier: number; strength: number; heft: number; unwieldy?: boolean },
): number {
  requireChoice("throw", kind, THROWS);
  requireObject("thrower", t);
  const quick = Math.max(
    0,
    requireInteger("throwModifier", t.throwModifier) +
      requireInteger("strength", t.strength, { min: 0 }) -
      requireInteger("heft", t.heft, { min: 0 }),
  );
  if (requireBoolean("unwieldy", t.unwieldy, false) && kind !== "heave")
    throw notAllowed(kind, "an unwieldy object can only be heaved");
  return kind === "powerfulThrow" ? 2 * quick : quick;
}

/** RULES 5: a bow whose heft is at least twice the archer's strength cannot be drawn. */
export function canDrawBow(heft: number, strength: number): boolean {
  return (
    requireInteger("heft", heft, { min: 0 }) < 2 * requireInteger("strength", strength, { min: 0 })
  );
}

/** What an attack's maximum range is read from: the thrower for a throw, the weapon for a shot. */
export interface RangeSource {
  /** the weapon's own maximum range in metres (bows and guns); null or 0 when it has none */
  readonly weaponRange: number | null;
  /** the thrower's throwing ability modifier */
  readonly throwing: number;
  readonly strength: number;
  readonly heft: number;
  readonly unwieldy?: boolean;
}

/**
 * RULES 5: the maximum range in metres of an attack action, or null when it has none: a throw
 * reaches as far as throwRange says for that throw (a powerful throw twice a quick one, a heave as
 * far as a quick one), whatever the item's own range; a shot reaches the weapon's range.
 */
export function actionRange(actionId: string, from: RangeSource): number | null {
  const roll = action(actionId).roll;
  requireObject("range source", from);
  const weaponRange =
    from.weaponRange === null ? null : requireInteger("weapon range", from.weaponRange, { min: 0 });
  // every field is checked whichever one the action reads
  const thrower = {
    throwModifier: requireInteger("throwing", from.throwing),
    strength: requireInteger("strength", from.strength, { min: 0 }),
    heft: requireInteger("heft", from.heft, { min: 0 }),
    unwieldy: requireBoolean("unwieldy", from.unwieldy, false),
  };
  if (roll === "thrown") return throwRange(actionId as ThrowAction, thrower);
  if (roll !== "shot" || !weaponRange) return null;
  return weaponRange;
}

import {
  requireBoolean,
  requireChoice,
  requireInteger,
  requireList,
  requireObject,
} from "../errors";
import { DEFICIENT, FULL_RANK } from "../ranks";

/** RULES 1.8: whom an active defence covers: one opponent, a group you can point at, everyone. */
export type ActiveDefence = "one" | "group" | "everyone";
export const ACTIVE_DEFENCES: readonly ActiveDefence[] = ["one", "group", "everyone"];
export const ACTIVE_DEFENCE_BONUS: Readonly<Record<ActiveDefence, number>> = {
  one: 3,
  group: 2,
  everyone: 1,
};

/** RULES 1.4: a knocked-down target defends one full rank worse until it stands. */
export const KNOCKED_DOWN_DEFENCE = -FULL_RANK;
/** Seed 000 "Special Effects" (knockdown): standing up takes one action rolled against Deficient. */
export const STAND_UP_DIFFICULTY = DEFICIENT;
/** RULES 1.8: a character holding gets this bonus against anyone trying to interrupt. */
export const HOLD_BONUS = 2;

/**
 * RULES 1.8: the bonus of the active defences that apply against one attacker: they never add
 * up, the best one counts (0 when none applies).
 */
export function activeDefenceBonus(applicable: readonly ActiveDefence[]): number {
  return requireList<ActiveDefence>("active defenses", applicable).reduce(
    (best, kind, i) =>
      Math.max(
        best,
        ACTIVE_DEFENCE_BONUS[requireChoice(`active defense #${i + 1}`, kind, ACTIVE_DEFENCES)],
      ),
    0,
  );
}

/** What an attack must roll against one target. */
export interface DefenceInput {
  /** base successes of the target's defensive attribute */
  readonly defence: number;
  /** active defences the target declared that cover this attacker */
  readonly activeDefences?: readonly ActiveDefence[];
  /** other bonuses (+) or penalties (−) to the defence, in steps */
  readonly bonus?: number;
  /** the target is knocked down */
  readonly knockedDown?: boolean;
}

/** RULES 1.2 and 1.8: required successes = defence + best active defence + other bonuses. */
export function requiredSuccesses(target: DefenceInput): number {
  requireObject("defence", target);
  const defence = requireInteger("defense", target.defence);
  const bonus = requireInteger("defense bonus", target.bonus ?? 0);
  const down = requireBoolean("knockedDown", target.knockedDown, false);
  return (
    defence +
    activeDefenceBonus(target.activeDefences ?? []) +
    bonus +
    (down ? KNOCKED_DOWN_DEFENCE : 0)
  );
}

/** RULES 1.8: to interrupt a hold, the quickness roll must reach the holder's base + 2. */
export function interruptRequired(holderBase: number): number {
  return requireInteger("holder's base successes", holderBase) + HOLD_BONUS;
}

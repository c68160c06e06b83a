import { recoverRound } from "../../rules/okrpg/recovery";
import type { Wounds } from "../../rules/okrpg/wounds";
import type { CombatantSnapshot, TideState } from "../snapshot";
import { factsOf, type FactsById } from "./participants";

/** One OK RPG actor's wounds after its start-of-round recovery. */
export interface ActorRecovery {
  combatantId: string;
  before: Wounds;
  wounds: Wounds;
  /** recoveries this round: 2 on a Tide of Battle 6, none on a 1, else 1 (RULES 1.9) */
  recoveries: number;
}

function sameWounds(a: Wounds, b: Wounds): boolean {
  const ratio = (r: Wounds["recoveryCarry"]) => `${r?.num ?? 0}/${r?.den ?? 1}`;
  return a.nonlethal === b.nonlethal && ratio(a.recoveryCarry) === ratio(b.recoveryCarry);
}

/**
 * RULES 1.3 and 1.9: at the start of each round every OK RPG combatant under the full damage
 * system recovers nonlethal points at its rate, twice on its side's Tide of Battle 6 and not at
 * all on a 1 (a round without a tide roll recovers once). Mooks do not recover in combat
 * (RULES 1.7). Only combatants whose wounds change are listed.
 */
export function okrpgRecovery(
  combatants: readonly CombatantSnapshot[],
  facts: FactsById,
  tide: TideState,
  round: number,
): ActorRecovery[] {
  const result: ActorRecovery[] = [];
  for (const one of combatants) {
    const okrpg = factsOf(facts, one.id).okrpg;
    if (!okrpg?.fullSystem) continue;
    const side = tide[one.side];
    const recoveries = side.round === round ? side.recoveries : 1;
    const wounds = recoverRound(okrpg.wounds, okrpg.recoveryStep, recoveries);
    if (!sameWounds(okrpg.wounds, wounds))
      result.push({ combatantId: one.id, before: okrpg.wounds, wounds, recoveries });
  }
  return result;
}

/** The actor update a recovery writes (RULES 1.3): its nonlethal points and the carried fraction. */
export function recoveryUpdate(recovery: ActorRecovery): Record<string, unknown> {
  const carry = recovery.wounds.recoveryCarry ?? { num: 0, den: 1 };
  return {
    "system.wounds.nonlethal": recovery.wounds.nonlethal,
    "system.wounds.recoveryCarry": { num: carry.num, den: carry.den },
  };
}

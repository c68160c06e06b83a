import { requireInteger } from "../errors";
import { IMPAIRED_AT } from "./condition";
import { addTimes, splitWhole, ZERO } from "./ratio";
import { healingRate, recoveryRate } from "./resistance";
import { type Wounds, requireWounds } from "./wounds";

/**
 * RULES 1.3, 1.6 and 1.9: the start-of-round recovery of nonlethal points. `recoveries` is the
 * side's Tide of Battle (2 on a 6, none on a 1, else 1). Fractions accumulate in the wounds'
 * counter; a character with no nonlethal damage left banks nothing (interpretation).
 */
export function recoverRound(
  wounds: Wounds,
  recoveryAttributeStep: number,
  recoveries = 1,
): Wounds {
  requireWounds(wounds);
  const times = requireInteger("recoveries", recoveries, { min: 0, max: 2 });
  const gained = addTimes(
    wounds.recoveryCarry ?? ZERO, // requireWounds checked it
    recoveryRate(recoveryAttributeStep),
    times,
  );
  const { whole, rest } = splitWhole(gained);
  const nonlethal = Math.max(0, wounds.nonlethal - whole);
  return settle({ ...wounds, nonlethal, recoveryCarry: nonlethal === 0 ? ZERO : rest });
}

/** RULES 1.3: weeks of healing lethal points; fractions accumulate in the healing counter. */
export function healWeeks(wounds: Wounds, healingAttributeStep: number, weeks = 1): Wounds {
  requireWounds(wounds);
  const count = requireInteger("weeks", weeks, { min: 0 });
  const gained = addTimes(
    wounds.healingCarry ?? ZERO, // requireWounds checked it
    healingRate(healingAttributeStep),
    count,
  );
  const { whole, rest } = splitWhole(gained);
  const lethal = Math.max(0, wounds.lethal - whole);
  return settle({ ...wounds, lethal, healingCarry: lethal === 0 ? ZERO : rest });
}

/** Interpretation: limb-mangling lasts only while the character is impaired. */
function settle(wounds: Wounds): Wounds {
  if (wounds.mangledLimb && wounds.lethal + wounds.nonlethal < IMPAIRED_AT)
    return { ...wounds, mangledLimb: null };
  return wounds;
}

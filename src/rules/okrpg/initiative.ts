import { requireInteger } from "../errors";

/**
 * RULES 1.10: a combatant starts the round with AP = max(0, carry, roll + carry), where `roll`
 * is the initiative successes rolled (impairment already applied) and `carry` last round's
 * leftover (at most 3, negative when it is a penalty).
 */
export function initiativeAp(roll: number, carry: number): number {
  requireInteger("roll", roll);
  requireInteger("carry", carry, { max: 3 });
  return Math.max(0, carry, roll + carry);
}

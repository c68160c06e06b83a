import { bodyBlockKnocksProne, disarmDistanceFt, type PhysicalEffect } from "../occult";

/*
 * What an Occult Ops hit does besides damage (RULES 2, seed 001 "physical attacks"): a body flip
 * or trip knocks the target prone, a body block does so 60% of the time (d100), a hold leaves it
 * held, a disarming strike sends its weapon 1d4 squares away. The die is rolled on the card, per
 * target hit; prone is written to the target's conditions by Apply, the rest the GM narrates.
 */

/** One target's effect, once hit. */
export interface OccultEffectResult {
  readonly id: PhysicalEffect;
  /** the effect's own die (body block d100, disarm d4), null until rolled or when it has none */
  readonly roll: number | null;
  /** the target goes prone (a body block only once its d100 is in) */
  readonly prone: boolean;
  /** how far the weapon flies, in feet, once the d4 is in */
  readonly distanceFt: number | null;
}

/** The die an effect rolls on the card: a body block's d100, a disarm's d4; none for the rest. */
export const EFFECT_DIE: Readonly<Record<PhysicalEffect, number | null>> = {
  prone: null,
  held: null,
  bodyBlock: 100,
  disarmed: 4,
};

/** RULES 2: the effect of a hit, read with its die when rolled. */
export function effectResult(id: PhysicalEffect, roll: number | null): OccultEffectResult {
  switch (id) {
    case "prone":
      return { id, roll: null, prone: true, distanceFt: null };
    case "bodyBlock":
      return { id, roll, prone: roll !== null && bodyBlockKnocksProne(roll), distanceFt: null };
    case "disarmed":
      return { id, roll, prone: false, distanceFt: roll === null ? null : disarmDistanceFt(roll) };
    default:
      return { id, roll: null, prone: false, distanceFt: null };
  }
}

import { notAllowed, requireFace, requireInteger } from "../errors";
import { D20, bestAbsorption, fallHarm, keepsFooting, type ArmorPiece, type Harm } from "../mano";

/*
 * RULES 5 push and trip on the attack card (seed 004, grappling actions): a standing target the
 * push or trip lands on is off balance and rolls its footing against 8 on the card; failing, it
 * falls, and a fall hurts like a quick attack with at least 2 stun whatever the armor (seed 004,
 * Grappling). The Off-balance check on the sheet takes the same roll outside an attack.
 */

/** What a target's footing roll decided. */
export interface FootingOutcome {
  readonly natural: number;
  readonly modifier: number;
  readonly kept: boolean;
  /** the fall's stun and damage, null when the target kept its feet */
  readonly fall: Harm | null;
}

/** The parts of a card target the footing roll reads. */
export interface FootingTarget {
  /** the target's d20 for its footing, once rolled */
  readonly footing?: number;
  /** its better of grappling and acrobatics (footingModifier), from its sheet */
  readonly footingModifier?: number;
  readonly armor?: readonly ArmorPiece[];
}

/**
 * The footing roll read against 8, or null until it is rolled. Interpretation: the quick attack a
 * fall counts as has the weapon's own power (single, as a quick attack) and lands on blunt ground,
 * and the target's best absorption still counts (the 2 stun do not); the sheet's Off-balance check
 * is there for softer or sharper ground.
 */
export function footingOutcome(target: FootingTarget, weaponPower: number): FootingOutcome | null {
  if (target.footing === undefined) return null;
  const natural = requireFace("footing roll", target.footing, D20);
  const modifier = requireInteger("footing modifier", target.footingModifier ?? 0);
  const kept = keepsFooting(natural, modifier);
  return {
    natural,
    modifier,
    kept,
    fall: kept
      ? null
      : fallHarm({
          power: requireInteger("weapon power", weaponPower, { min: 0 }),
          absorption: bestAbsorption(target.armor ?? []),
          surface: "blunt",
        }),
  };
}

/** Refuses a footing roll on a target the attack did not put off balance. */
export function requireOffBalance(offBalance: boolean, name: string): void {
  if (!offBalance)
    throw notAllowed(
      `a footing roll for ${name}`,
      "only a standing target a push or trip lands on is off balance",
    );
}

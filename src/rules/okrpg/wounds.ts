import { requireBoolean, requireInteger, requireObject } from "../errors";
import { type OkrpgOptions, withDefaults } from "../options";
import type { Ratio } from "../ranks";
import { type Condition, DOWN_AT, IMPAIRED_AT, OUT_AT, condition } from "./condition";
import { MOST_LETHAL, lethalSplit, requireLethality } from "./damage";
import { requireRatio } from "./ratio";

/** A character's damage under the full system (RULES 1.6); plain data kept on the actor. */
export interface Wounds {
  readonly lethal: number;
  readonly nonlethal: number;
  /** part of a nonlethal point recovered so far (RULES 1.3: fractions accumulate) */
  readonly recoveryCarry?: Ratio;
  /** part of a lethal point healed so far */
  readonly healingCarry?: Ratio;
  /** limb-mangling rule: the limb hit when the impairment point was reached */
  readonly mangledLimb?: string | null;
}

/** One hit's points as it lands. */
export interface Hit {
  readonly points: number;
  readonly roundedUp: boolean;
  /** lethality row of the attack after spent successes (0 … −6) */
  readonly lethality: number;
  /** the limb a called shot struck; leave empty for head, torso or no called shot */
  readonly limb?: string | null;
}

/** What one hit did. */
export interface HitResult {
  readonly wounds: Wounds;
  readonly lethal: number;
  readonly nonlethal: number;
  /** lethality row finally used (head-cracking may raise it) */
  readonly lethality: number;
  readonly before: Condition;
  readonly after: Condition;
}

/** Checks wound data: whole lethal and nonlethal points ≥ 0 and well-formed counters. */
export function requireWounds(wounds: Wounds): Wounds {
  requireObject("wounds", wounds);
  requireInteger("lethal points", wounds.lethal, { min: 0 });
  requireInteger("nonlethal points", wounds.nonlethal, { min: 0 });
  requireRatio("recovery counter", wounds.recoveryCarry);
  requireRatio("healing counter", wounds.healingCarry);
  return wounds;
}

/** A character's condition from its wounds (RULES 1.6). */
export function woundsCondition(wounds: Wounds): Condition {
  requireWounds(wounds);
  return condition(wounds.lethal + wounds.nonlethal, wounds.lethal);
}

function crossed(before: number, after: number, threshold: number): boolean {
  return before < threshold && after >= threshold;
}

/**
 * RULES 1.6: adds a hit to the wounds, split by [I-4]. Optional head-cracking raises the
 * lethality of the hit that reaches 7 by one row, of the hit that reaches 10 by two; optional
 * limb-mangling records the limb of the hit that reaches the impairment point.
 */
export function applyHit(wounds: Wounds, hit: Hit, options: Partial<OkrpgOptions> = {}): HitResult {
  requireWounds(wounds);
  requireObject("hit", hit);
  // Stryker disable next-line ObjectLiteral: lethalSplit refuses negative points in the same words
  const points = requireInteger("points", hit.points, { min: 0 });
  const roundedUp = requireBoolean("roundedUp", hit.roundedUp);
  const rules = withDefaults("okrpg", options);
  const totalBefore = wounds.lethal + wounds.nonlethal;
  const totalAfter = totalBefore + points;
  let lethality = requireLethality(hit.lethality);
  if (rules.headCracking) {
    // Interpretation: a hit that passes both 7 and 10 is raised two rows, not three.
    const rows = crossed(totalBefore, totalAfter, OUT_AT)
      ? 2
      : crossed(totalBefore, totalAfter, DOWN_AT)
        ? 1
        : 0;
    lethality = Math.min(MOST_LETHAL, lethality + rows);
  }
  const split = lethalSplit(points, lethality, roundedUp);
  const mangles = rules.limbMangling && !!hit.limb && crossed(totalBefore, totalAfter, IMPAIRED_AT);
  const next: Wounds = {
    ...wounds,
    lethal: wounds.lethal + split.lethal,
    nonlethal: wounds.nonlethal + split.nonlethal,
    ...(mangles ? { mangledLimb: hit.limb } : {}),
  };
  return {
    wounds: next,
    ...split,
    lethality,
    before: condition(totalBefore, wounds.lethal),
    after: condition(totalAfter, next.lethal),
  };
}

import { notAllowed, requireInteger, requireObject } from "../errors";
import { type OkrpgOptions } from "../options";
import { type Condition } from "./condition";
import { damagePoints } from "./damage";
import { type DefenceInput, requiredSuccesses } from "./defence";
import { type SimplifiedState, simplifiedHit } from "./mooks";
import { successes } from "./rolling";
import type { SpendAttack, SpendChoices, SpendTarget } from "./spend-options";
import { type SpendResult } from "./spend-result";
import { spendResult } from "./spending";
import { type Wounds, applyHit, woundsCondition } from "./wounds";

/** Everything one attack on one target needs, from the dice to the target's damage so far. */
export interface AttackRequest {
  /** the attacker's base successes with the attacking attribute */
  readonly base: number;
  /** the four Fudge faces rolled [I-1] */
  readonly fudge: readonly number[];
  /** the attacker's modifier in steps: setups, impairment, … */
  readonly modifier?: number;
  /** multiple targets: rolled successes put into the basic hit (RULES 1.4); the rest are extra */
  readonly basicHit?: number;
  /** the target's defence: required successes come from it */
  readonly defence: DefenceInput;
  /** the attack; its extra successes come from the roll */
  readonly attack: Omit<SpendAttack, "extra">;
  readonly target: SpendTarget & {
    /** damage resistance step */
    readonly dr: number;
    /** damage so far under the full system */
    readonly wounds?: Wounds;
    /** damage so far under a simplified mook system; takes the place of wounds */
    readonly mook?: SimplifiedState;
  };
  /** what the extra successes buy */
  readonly choices?: SpendChoices;
  /** the limb a called shot struck (limb-mangling rule) */
  readonly limb?: string | null;
}

/** The whole of one attack, ready for a chat card. */
export interface AttackResolution {
  readonly rolled: number;
  readonly required: number;
  readonly hit: boolean;
  /** a hit with no successes to spend */
  readonly marginal: boolean;
  /** successes to spend (negative: by how much the attack missed) */
  readonly extra: number;
  /** null on a miss */
  readonly spend: SpendResult | null;
  /** damage step that reached the target; null when none did */
  readonly damage: number | null;
  readonly points: number;
  readonly roundedUp: boolean;
  readonly lethal: number;
  readonly nonlethal: number;
  /** lethality row used (after spending and head-cracking) */
  readonly lethality: number;
  /** the target's wounds after the attack (full system) */
  readonly wounds: Wounds | null;
  readonly condition: Condition | null;
  /** the target's mook state after the attack (simplified systems) */
  readonly mook: SimplifiedState | null;
}

const NO_WOUNDS: Wounds = { lethal: 0, nonlethal: 0 };

/**
 * RULES 1.2–1.7: resolves one attack on one target: roll → required successes → hit and extra
 * successes → spending → armor → damage points → lethal split → the target's new condition.
 */
export function resolveAttack(
  request: AttackRequest,
  options: Partial<OkrpgOptions> = {},
): AttackResolution {
  requireObject("attack request", request);
  requireObject("target", request.target);
  requireObject("attack", request.attack);
  const { target, choices = {} } = request;
  const dr = requireInteger("DR step", target.dr);
  const rolled = successes(request.base, request.fudge, request.modifier ?? 0);
  const required = requiredSuccesses(request.defence);
  let basicHit = required;
  if (request.basicHit !== undefined) {
    basicHit = requireInteger("successes for the basic hit", request.basicHit, { min: 0 });
    if (basicHit > rolled)
      throw notAllowed(
        `putting ${basicHit} successes into the basic hit`,
        `only ${rolled} were rolled`,
      );
  }
  // RULES 1.2: success when the successes put into the hit reach the requirement
  const hit = (request.basicHit === undefined ? rolled : basicHit) >= required;
  const extra = rolled - basicHit;
  let wounds = target.mook ? null : (target.wounds ?? NO_WOUNDS);
  let mook = target.mook ?? null;
  let spend: SpendResult | null = null;
  let damage: number | null = null;
  let lethality = request.attack.lethality;
  let points = 0;
  let roundedUp = false;
  let lethal = 0;
  let nonlethal = 0;
  let after: Condition | null = null;
  if (!hit && Object.values(choices).some((units) => units))
    throw notAllowed("spending successes", "the attack missed");
  if (hit) {
    spend = spendResult({ ...request.attack, extra }, target, choices, options);
    damage = spend.damageAfterArmor;
    lethality = spend.lethality;
  }
  if (damage !== null) {
    ({ points, roundedUp } = damagePoints(damage, dr));
    // RULES 1.7: mooks ignore the lethal/nonlethal split.
    if (mook) mook = simplifiedHit(mook, damage, dr);
    else {
      const applied = applyHit(
        wounds ?? NO_WOUNDS,
        { points, roundedUp, lethality, limb: request.limb ?? null },
        options,
      );
      ({ lethal, nonlethal, lethality, wounds } = applied);
      after = applied.after;
    }
  }
  return {
    rolled,
    required,
    hit,
    marginal: hit && extra === 0,
    extra: hit ? extra : rolled - required,
    spend,
    damage,
    points,
    roundedUp,
    lethal,
    nonlethal,
    lethality,
    wounds,
    condition: wounds && (after ?? woundsCondition(wounds)),
    mook,
  };
}

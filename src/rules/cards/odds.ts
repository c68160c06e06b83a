import { checkChances } from "../action/distribution";
import type { RollOptions } from "../action/roll";
import { attackChances } from "../occult/resolve";
import { D20, successChance as manoSuccess } from "../mano/success";
import { successChance as okrpgSuccess } from "../okrpg";
import { requireInteger } from "../errors";
import type { CheckTone } from "../checks/types";

/*
 * The odds of an attack roll as bands that add up, the way pf2e shows degrees of success: each
 * possible roll falls in exactly one band, so a "marginal hit" is not counted again inside "hit".
 * The roll dialog lists them, best first; the chances of one list always sum to 1.
 */

/** One exclusive outcome of a roll and its exact chance. */
export interface OddsBand {
  /** the outcome's name; the dialog's lang key is ACTION_ENGINE.Dialog.Band.<id> */
  readonly id: string;
  readonly chance: number;
  readonly tone: CheckTone;
}

const band = (id: string, chance: number, tone: CheckTone): OddsBand => ({ id, chance, tone });

/**
 * RULES 1.2 and 1.4 [I-1]: OK RPG on 4dF. A hit with no successes to spare is marginal; with a
 * plan costing `planCost` extra successes, the hits that leave enough for it are their own band.
 */
export function okrpgBands(a: {
  base: number;
  modifier: number;
  required: number;
  planCost?: number;
}): OddsBand[] {
  const plan = requireInteger("plan cost", a.planCost ?? 0, { min: 0 });
  const atLeast = (extra: number) => okrpgSuccess(a.base, a.required + extra, a.modifier);
  const hit = atLeast(0);
  const spare = atLeast(1);
  if (plan === 0)
    return [
      band("extraSuccesses", spare, "success"),
      band("marginalHit", hit - spare, "warning"),
      band("miss", 1 - hit, "failure"),
    ];
  const planned = atLeast(plan);
  return [
    band("planned", planned, "critical"),
    // a plan of one success leaves no hit between marginal and planned
    ...(plan > 1 ? [band("shortOfPlan", spare - planned, "success")] : []),
    band("marginalHit", hit - spare, "warning"),
    band("miss", 1 - hit, "failure"),
  ];
}

/** RULES 1.4: whether the roll reaches every target of a multiple attack (`needed` successes). */
export function okrpgAllTargetsBands(a: {
  base: number;
  modifier: number;
  needed: number;
}): OddsBand[] {
  const all = okrpgSuccess(a.base, a.needed, a.modifier);
  return [band("everyTarget", all, "success"), band("notEveryTarget", 1 - all, "failure")];
}

/**
 * RULES 2 [I-6]: Occult Ops d100 under the target number. A critical strikes past the armor too;
 * a roll above 90 is an epic fumble whatever the target.
 */
export function occultBands(target: number): OddsBand[] {
  const c = attackChances(target);
  return [
    band("critical", c.critical, "critical"),
    band("pastArmor", c.bypassArmor - c.critical, "success"),
    band("armorHit", c.armorHit, "warning"),
    band("miss", c.miss - c.fumble, "failure"),
    band("epicFumble", c.fumble, "fumble"),
  ];
}

/**
 * RULES 3: Action's open 2d6. Boxcars decides first (a windfall on a success, a fumble on a
 * failure); otherwise the check succeeds clearly, marginally (exactly the difficulty) or fails.
 */
export function actionBands(a: RollOptions & { skill: number; difficulty: number }): OddsBand[] {
  const c = checkChances(a);
  const marginal = c.marginal - c.boxcarsMarginal;
  return [
    band("windfall", c.windfall, "critical"),
    band("success", c.success - c.windfall - marginal, "success"),
    band("marginalSuccess", marginal, "warning"),
    band("failure", 1 - c.success - c.fumble, "failure"),
    band("boxcarsFumble", c.fumble, "fumble"),
  ];
}

/** RULES 5 (and 4, which rolls the same way): d20 + modifier over the difficulty; a natural 20 always succeeds. */
export function manoBands(a: { modifier: number; difficulty: number }): OddsBand[] {
  const success = manoSuccess(a.modifier, a.difficulty);
  const natural20 = 1 / D20;
  return [
    band("natural20", natural20, "critical"),
    band("success", success - natural20, "success"),
    band("failure", 1 - success, "failure"),
  ];
}

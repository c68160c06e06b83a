import { type DiceSource, rollDice as rollFaces } from "../dice";
import {
  requireBoolean,
  requireChoice,
  requireFace,
  requireInteger,
  requireList,
  requireObject,
} from "../errors";
import { BURST_KINDS, burst as burstShare, type BurstKind } from "./burst";
import {
  diceFormula,
  dieSizes,
  maxDice,
  toDice,
  totalFromFaces,
  type DiceExpression,
} from "./dice-expression";

/** RULES 2: a critical adds one d6 to the weapon's maximum damage. */
export const CRITICAL_DIE = 6;

/** What one damage roll needs to know. */
export interface DamageInput {
  /** the weapon's or physical attack's damage, e.g. "2d6+1" or "3d6x2" */
  readonly dice: string | DiceExpression;
  readonly critical?: boolean;
  /** a burst multiplies the damage (short ×1.5 rounded up, medium ×2, long ×4) */
  readonly burst?: BurstKind;
  /** a power punch or leap attack doubles the damage */
  readonly doubled?: boolean;
  /** the STR damage bonus and any other flat bonus, added after every multiplier */
  readonly bonus?: number;
  /** the Epic Fumble "pulled muscle": damage halved, rounded down */
  readonly halved?: boolean;
}

/** A damage roll line by line. */
export interface DamageResult {
  /** the faces of the weapon's dice (none on a critical) */
  readonly faces: readonly number[];
  /** the critical's extra d6, or null */
  readonly criticalDie: number | null;
  /** the weapon dice's total, or their maximum on a critical */
  readonly dice: number;
  readonly multiplier: number;
  /** dice × multiplier, rounded up */
  readonly multiplied: number;
  readonly bonus: number;
  /** what the hit deals, never below 0 */
  readonly total: number;
}

interface Checked {
  expression: DiceExpression;
  critical: boolean;
  multiplier: number;
  bonus: number;
  halved: boolean;
}

function check(input: DamageInput): Checked {
  requireObject("damage", input);
  const burstKind =
    input.burst === undefined ? undefined : requireChoice("burst", input.burst, BURST_KINDS);
  const burstMultiplier = burstKind ? burstShare(burstKind, 1).multiplier : 1;
  return {
    expression: toDice(input.dice),
    critical: requireBoolean("critical", input.critical, false),
    multiplier: burstMultiplier * (requireBoolean("doubled", input.doubled, false) ? 2 : 1),
    bonus: requireInteger("bonus", input.bonus ?? 0),
    halved: requireBoolean("halved", input.halved, false),
  };
}

/** The sizes of the dice a damage roll needs: the weapon's dice, or a single d6 on a critical. */
export function damageDice(input: DamageInput): number[] {
  const { expression, critical } = check(input);
  return critical ? [CRITICAL_DIE] : dieSizes(expression);
}

/** The Foundry Roll formula for the dice a damage roll needs ("2d6+1", or "1d6" on a critical). */
export function damageFormula(input: DamageInput): string {
  const { expression, critical } = check(input);
  return critical ? `1d${CRITICAL_DIE}` : diceFormula(expression);
}

/**
 * RULES 2: the damage of a hit from the faces rolled (in `damageDice` order). A critical deals the
 * weapon's maximum + 1d6 + bonuses. Interpretation: multipliers (burst, power punch) apply to the
 * weapon's damage only; the critical d6 and the bonuses are added after, as the seed adds the STR
 * bonus "after doubled".
 */
export function damageFromFaces(input: DamageInput, faces: readonly number[]): DamageResult {
  const { expression, critical, multiplier, bonus, halved } = check(input);
  requireList("dice faces", faces);
  let criticalDie: number | null = null;
  let dice: number;
  if (critical) {
    requireInteger("number of dice faces", faces.length, { min: 1, max: 1 });
    criticalDie = requireFace("critical die", faces[0], CRITICAL_DIE);
    dice = maxDice(expression);
  } else {
    dice = totalFromFaces(expression, faces);
  }
  const multiplied = Math.ceil(dice * multiplier);
  const sum = Math.max(0, multiplied + (criticalDie ?? 0) + bonus);
  return {
    faces: critical ? [] : [...faces],
    criticalDie,
    dice,
    multiplier,
    multiplied,
    bonus,
    total: halved ? Math.floor(sum / 2) : sum,
  };
}

/** Rolls a hit's damage from a DiceSource. */
export function rollDamage(input: DamageInput, source: DiceSource): DamageResult {
  return damageFromFaces(
    input,
    damageDice(input).map((size) => rollFaces(source, 1, size)[0]),
  );
}

import { FULL_RANK, HALF_RANK, type Ratio, halvedRank, rankRatio } from "../ranks";

/** RULES 1.3: damage resistance is the halved rank of the toughness attribute. */
export function damageResistance(toughnessStep: number): number {
  return halvedRank(toughnessStep);
}

/** RULES 1.3: nonlethal points recovered per round, exactly: Number(halved − 1 FR). */
export function recoveryRate(attributeStep: number): Ratio {
  return rankRatio(halvedRank(attributeStep) - FULL_RANK);
}

/** RULES 1.3: lethal points healed per week, exactly: Number(halved − 1 HR). */
export function healingRate(attributeStep: number): Ratio {
  return rankRatio(halvedRank(attributeStep) - HALF_RANK);
}

/** RULES 1.3: nonlethal points recovered per round (Def → 1/3, Gd → 2/3, Grt → 1). */
export function recoveryPerRound(attributeStep: number): number {
  const { num, den } = recoveryRate(attributeStep);
  return num / den;
}

/** RULES 1.3: lethal points healed per week (Def → 1/2, Gd → 1, Mth → 7, one a day). */
export function healingPerWeek(attributeStep: number): number {
  const { num, den } = healingRate(attributeStep);
  return num / den;
}

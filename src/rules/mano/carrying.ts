import { requireBoolean, requireInteger, requireObject, requireWithin } from "../errors";

// RULES 5: the seed's strength table, carrying capacity in kg for strength 0..50.
// prettier-ignore
const CAPACITY_KG: readonly number[] = [
  0, 1, 2, 5, 10, 15, 20, 30, 50, 65, // 0-9
  80, 100, 120, 150, 200, 250, 300, 400, 500, 600, // 10-19
  800, 1000, 1200, 1500, 1800, 2100, 2500, 3000, 4000, 5000, // 20-29
  6000, 7500, 9000, 10000, 12000, 15000, 20000, 25000, 30000, 35000, // 30-39
  40000, 45000, 50000, 55000, 60000, 65000, 70000, 75000, 80000, 90000, // 40-49
  100000, // 50
];

/** The highest strength the seed's table lists. */
export const MAX_TABLE_STRENGTH = CAPACITY_KG.length - 1;

/** RULES 5: carrying capacity in kg for a strength of 0..50 (the seed's table). */
export function carryingCapacity(strength: number): number {
  return CAPACITY_KG[requireInteger("strength", strength, { min: 0, max: MAX_TABLE_STRENGTH })];
}

export type Load = "unencumbered" | "encumbered" | "overloaded";

/**
 * RULES 5 encumbrance: up to the carrying capacity a character is unencumbered; above it,
 * encumbered; above twice it, the load cannot be carried at all.
 */
export function load(kg: number, strength: number): Load {
  requireWithin("load", kg, { min: 0 });
  const capacity = carryingCapacity(strength);
  if (kg <= capacity) return "unencumbered";
  return kg <= 2 * capacity ? "encumbered" : "overloaded";
}

/**
 * RULES 5: an encumbered character runs and swims at half speed (and can neither fly nor do
 * strenuous actions); returns the running and swimming speeds that apply.
 */
export function encumberedMovement(
  m: { running: number; swimming: number },
  encumbered: boolean,
): { running: number; swimming: number } {
  requireObject("movement", m);
  const running = requireWithin("running", m.running, { min: 0 });
  const swimming = requireWithin("swimming", m.swimming, { min: 0 });
  return requireBoolean("encumbered", encumbered)
    ? { running: running / 2, swimming: swimming / 2 }
    : { running, swimming };
}

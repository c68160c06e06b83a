import { notAllowed, requireInteger, requireObject } from "../errors";

/** One of two actions combined into one (RULES 1.8): "simple" needs no roll. */
export type CombinedPart = "simple" | { readonly required: number };

/** How one part of a combined action came out; `extra` is null for a simple part. */
export interface CombinedOutcome {
  readonly success: boolean;
  readonly extra: number | null;
}

/** RULES 1.8: each rolled part pays 1 success beside a simple part, 2 beside another rolled part. */
export function combinedCost(parts: readonly [CombinedPart, CombinedPart]): number {
  requireParts(parts);
  const rolledParts = parts.filter((p) => p !== "simple").length;
  return rolledParts === 2 ? 2 : rolledParts === 1 ? 1 : 0;
}

/**
 * RULES 1.8: one roll serves both parts of a combined action; each rolled part pays the combined
 * cost from it. The player may drop one part (index 0 or 1): it fails, and the other keeps all
 * its successes.
 */
export function combinedActions(
  rolled: number,
  parts: readonly [CombinedPart, CombinedPart],
  drop?: 0 | 1,
): [CombinedOutcome, CombinedOutcome] {
  requireInteger("rolled successes", rolled);
  requireParts(parts);
  if (drop !== undefined) requireInteger("dropped part", drop, { min: 0, max: 1 });
  const cost = drop === undefined ? combinedCost(parts) : 0;
  return parts.map((part, i): CombinedOutcome => {
    if (i === drop) return { success: false, extra: null };
    if (part === "simple") return { success: true, extra: null };
    const extra = rolled - cost - part.required;
    return { success: extra >= 0, extra };
  }) as [CombinedOutcome, CombinedOutcome];
}

/** Two parts, each "simple" or a whole number of required successes. */
function requireParts(parts: readonly CombinedPart[]): void {
  if (!Array.isArray(parts) || parts.length !== 2)
    throw notAllowed(
      `combining ${Array.isArray(parts) ? parts.length : 0} actions`,
      "a combined action has two parts",
    );
  parts.forEach((part, i) => {
    if (part === "simple") return;
    requireObject(`part #${i + 1}`, part);
    requireInteger(`part #${i + 1} required successes`, part.required);
  });
}

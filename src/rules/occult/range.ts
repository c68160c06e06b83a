import { notAllowed, requireChoice, requireInteger, requireWithin } from "../errors";

/** The range bands of a ranged attack (RULES 2). */
export type Band = "pointBlank" | "short" | "medium" | "long" | "extreme";
/** Everything a base to-hit can be read for: a band, hand-to-hand, or a thrown grenade. */
export type AttackRange = Band | "melee" | "grenade";

export const BANDS: readonly Band[] = ["pointBlank", "short", "medium", "long", "extreme"];
export const ATTACK_RANGES: readonly AttackRange[] = [...BANDS, "melee", "grenade"];

/** RULES 2: point blank is anything within one square. */
export const POINT_BLANK_FT = 5;

// RULES 2: the base to-hit of each band.
export const BASE_TO_HIT: Readonly<Record<AttackRange, number>> = {
  melee: 50,
  grenade: 40,
  pointBlank: 80,
  short: 60,
  medium: 40,
  long: 20,
  extreme: 10,
};

function requireMaxRange(maxRangeFt: number): number {
  return requireInteger("maxRangeFt", maxRangeFt, { min: 1 });
}

/**
 * The band a target at `distanceFt` falls in for a weapon of maximum range `maxRangeFt` (RULES 2):
 * short below a quarter of R, medium below half, long below R, extreme at R, beyond R no shot.
 * Point blank (≤ 5 ft) wins over every band that reaches that far.
 */
export function rangeBand(distanceFt: number, maxRangeFt: number): Band | "outOfRange" {
  const distance = requireWithin("distanceFt", distanceFt, { min: 0 });
  const max = requireMaxRange(maxRangeFt);
  if (distance > max) return "outOfRange";
  if (distance <= POINT_BLANK_FT) return "pointBlank";
  if (distance < Math.floor(max / 4)) return "short";
  if (distance < Math.floor(max / 2)) return "medium";
  if (distance < max) return "long";
  return "extreme";
}

/** Whole feet from..to (inclusive) covered by a band, or null when the band is empty. */
export type BandSpan = { readonly from: number; readonly to: number } | null;

function span(from: number, to: number): BandSpan {
  return from <= to ? { from, to } : null;
}

/**
 * The whole-foot span of each band for a weapon, for a sheet or dialog to show
 * (Desert Eagle, R 65: short 6–15, medium 16–31, long 32–64, extreme 65).
 */
export function bandSpans(maxRangeFt: number): Readonly<Record<Band, BandSpan>> {
  const max = requireMaxRange(maxRangeFt);
  const firstBeyondPointBlank = POINT_BLANK_FT + 1;
  const quarter = Math.floor(max / 4);
  const half = Math.floor(max / 2);
  return {
    pointBlank: span(0, Math.min(POINT_BLANK_FT, max)),
    short: span(firstBeyondPointBlank, quarter - 1),
    medium: span(Math.max(firstBeyondPointBlank, quarter), half - 1),
    long: span(Math.max(firstBeyondPointBlank, half), max - 1),
    extreme: span(Math.max(firstBeyondPointBlank, max), max),
  };
}

/** RULES 2: the base to-hit of a band, of hand-to-hand (50) or of a thrown grenade (40). */
export function baseToHit(band: AttackRange): number {
  if ((band as string) === "outOfRange")
    throw notAllowed("A shot at outOfRange", "the target is beyond the weapon's maximum range");
  return BASE_TO_HIT[requireChoice("band", band, ATTACK_RANGES)];
}

/** Hand-to-hand attacks are melee; every band and a thrown grenade are ranged. */
export function attackKind(range: AttackRange): "melee" | "ranged" {
  return requireChoice("range", range, ATTACK_RANGES) === "melee" ? "melee" : "ranged";
}

/**
 * RULES 2: firing at point blank or throwing a grenade lets an adjacent enemy make a free
 * interrupt attack (seed 001, "Interrupt Attack"; disengaging from a standing foe does too).
 */
export function opensInterrupt(range: AttackRange): boolean {
  const checked = requireChoice("range", range, ATTACK_RANGES);
  return checked === "pointBlank" || checked === "grenade";
}

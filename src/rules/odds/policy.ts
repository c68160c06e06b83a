import { requireBoolean, requireChoice, requireInteger, requireObject } from "../errors";

/*
 * How the sides play when the odds of a fight are worked out: a few switches a GM understands.
 * Everything else a fighter does is the default policy of its ruleset, named in the panel's notes
 * (src/rules/odds/notes.ts).
 */

/** Whom each fighter attacks: the enemy closest to going down, or the one attacked least so far. */
export const FOCUS = ["weakest", "spread"] as const;
export type Focus = (typeof FOCUS)[number];

/**
 * When NPCs flee: never, or once this share of their side's fighters is down. An NPC is a
 * combatant no player owns.
 */
export const FLEE = ["never", "quarter", "half", "threeQuarters"] as const;
export type Flee = (typeof FLEE)[number];
const FLEE_SHARE: Readonly<Record<Flee, number>> = {
  never: Infinity,
  quarter: 0.25,
  half: 0.5,
  threeQuarters: 0.75,
};

export interface OddsPolicy {
  readonly focus: Focus;
  /** each fighter uses its ruleset's defensive option (active defence, dodging, a cautious strike) */
  readonly defensive: boolean;
  readonly flee: Flee;
}

export const DEFAULT_POLICY: OddsPolicy = { focus: "weakest", defensive: false, flee: "never" };

/** The fewest and most fights one run of the odds plays, and how many it plays unless told. */
export const MIN_RUNS = 100;
export const MAX_RUNS = 100_000;
export const DEFAULT_RUNS = 2_000;

/** A policy from a macro's or the panel's values: defaults for what is left out, errors for the rest. */
export function readPolicy(value: unknown = {}): OddsPolicy {
  const o = requireObject("policy", value ?? {});
  return {
    focus: requireChoice("focus", o.focus ?? DEFAULT_POLICY.focus, FOCUS),
    defensive: requireBoolean("defensive", o.defensive, DEFAULT_POLICY.defensive),
    flee: requireChoice("flee", o.flee ?? DEFAULT_POLICY.flee, FLEE),
  };
}

/** How many fights to play: a whole number within MIN_RUNS … MAX_RUNS. */
export function readRuns(value: unknown = DEFAULT_RUNS): number {
  return requireInteger("runs", value ?? DEFAULT_RUNS, { min: MIN_RUNS, max: MAX_RUNS });
}

/** The share of a side's fighters down at which its NPCs flee (Infinity: never). */
export function fleeShare(flee: Flee): number {
  return FLEE_SHARE[requireChoice("flee", flee, FLEE)];
}

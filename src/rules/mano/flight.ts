import { notAllowed, requireInteger, requireWithin } from "../errors";

/**
 * RULES 5 flying (seed 004, Movement): a flier may climb, and may descend safely, at most half
 * its airspeed in a turn. Interpretation: half of the airspeed it has as the move starts, earlier
 * climbs and dives included, since those change the airspeed it flies with.
 */
export function flightRate(airspeed: number): number {
  return requireWithin("airspeed", airspeed, { min: 0 }) / 2;
}

/** What a turn's change of height leaves a flier with. */
export interface FlightStep {
  /** the airspeed it flies with now */
  readonly airspeed: number;
  /** false when it dropped faster than it can descend safely */
  readonly safe: boolean;
}

/**
 * RULES 5 flying: each metre climbed under its own power costs 1 airspeed, each metre descended
 * gives 1 back, never above twice the normal airspeed; with no airspeed left it cannot climb.
 * `normal` is the sheet's airspeed, `current` the one it flies with after earlier climbs and
 * dives (0 to twice normal), `metres` the height gained this turn (negative when descending).
 * Landing puts the normal airspeed back.
 */
export function flightStep(normal: number, current: number, metres: number): FlightStep {
  const base = requireInteger("airspeed", normal, { min: 0 });
  const now = requireWithin("current airspeed", current, { min: 0, max: 2 * base });
  const change = requireWithin("metres", metres, {});
  const rate = flightRate(now);
  if (change > 0 && now === 0) throw notAllowed(`climbing ${change} m`, "no airspeed is left");
  if (change > rate)
    throw notAllowed(
      `climbing ${change} m`,
      `a flier climbs at most half its airspeed (${rate} m)`,
    );
  return { airspeed: Math.min(2 * base, now - change), safe: -change <= rate };
}

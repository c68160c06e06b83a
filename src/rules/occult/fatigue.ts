import { requireChoice, requireInteger } from "../errors";
import type { StrikeModifierId } from "./modifiers";

export type FatigueState = "fresh" | "fatigued" | "exhausted";
export const FATIGUE_STATES: readonly FatigueState[] = ["fresh", "fatigued", "exhausted"];

/**
 * RULES 2: fatigued once the rounds fought reach the fatigue points, exhausted at twice that
 * (exhausted replaces fatigued). Running costs a fatigue point: interpretation, each run counts
 * like one more round fought.
 */
export function fatigue(roundsFought: number, fatiguePoints: number, runs = 0): FatigueState {
  const spent =
    requireInteger("roundsFought", roundsFought, { min: 0 }) +
    requireInteger("runs", runs, { min: 0 });
  const points = requireInteger("fatiguePoints", fatiguePoints, { min: 1 });
  if (spent >= 2 * points) return "exhausted";
  if (spent >= points) return "fatigued";
  return "fresh";
}

/** The strike modifier a fatigue state brings (fatigued −10%, exhausted −20%), if any. */
export function fatigueModifier(state: FatigueState): StrikeModifierId | null {
  const checked = requireChoice("fatigue", state, FATIGUE_STATES);
  return checked === "fresh" ? null : checked;
}

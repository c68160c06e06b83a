import { REFUSED, Refusal } from "../refusal";
import type { EngineState } from "../snapshot";
import type { Control } from "./controls";

/**
 * Something the Foundry side does to a combatant's actor after a step is written: RULES 5 stun
 * recovery when a turn ends, RULES 3 the Focused box ticked by a focus on the shot counter.
 */
export type Effect =
  | { kind: "turnEnded"; combatantId: string }
  | { kind: "focused"; combatantId: string }
  /** the combatant's turn comes up (RULES 2: an Occult Ops dodge ends) */
  | { kind: "turnStarted"; combatantId: string };

/** One engine move: the new state, the lang key naming it (for Undo), and its after-effects. */
export interface Step<S extends EngineState = EngineState> {
  state: S;
  label: string;
  effects: Effect[];
}

export const CONTROL_LABEL = "ACTION_ENGINE.Tracker.Control";

export function step<S extends EngineState>(
  state: S,
  name: string,
  effects: Effect[] = [],
): Step<S> {
  return { state, label: `${CONTROL_LABEL}.${name}`, effects };
}

/** A control the current mode has no use for (a ladder button in a shots encounter). */
export function notInMode(control: Control): Refusal {
  return new Refusal(`${REFUSED}.NotInMode`, { action: control.action });
}

/** The combatant acting now, which a control naming another combatant must match. */
export function requireActing(acting: readonly string[], combatantId: string): string {
  if (!acting.includes(combatantId)) throw new Refusal(`${REFUSED}.NotActing`, { id: combatantId });
  return combatantId;
}

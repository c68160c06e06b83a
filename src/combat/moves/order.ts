import type { SequencingMode } from "../../rules/rulesets";
import { engineOf } from "../engines";
import type { EngineState } from "../snapshot";

/**
 * The order the tracker (and Foundry's `combat.turns`) lists combatants in: the engine's order,
 * then those outside the engine (not started yet, defeated, or waiting to join) as given.
 */
export function turnOrder(
  mode: SequencingMode,
  state: EngineState | null,
  combatantIds: readonly string[],
): string[] {
  if (state === null) return [...combatantIds];
  const present = new Set(combatantIds);
  const engine = engineOf(mode);
  const ordered = engine.order(state).filter((id) => present.has(id));
  const inState = new Set(ordered);
  return [...ordered, ...combatantIds.filter((id) => !inState.has(id))];
}

/** The index in `order` of the combatant acting now (the first of a tie), or null when nobody is. */
export function turnIndex(
  mode: SequencingMode,
  state: EngineState | null,
  order: readonly string[],
): number | null {
  if (state === null) return null;
  const [first] = engineOf(mode).acting(state);
  const index = first === undefined ? -1 : order.indexOf(first);
  return index < 0 ? null : index;
}

import type { SequencingMode } from "../../rules/rulesets";
import { REFUSED, Refusal } from "../refusal";
import type { CombatSnapshot, EngineState, HistoryEntry } from "../snapshot";

/**
 * The GM can undo this many steps (each entry holds one engine state). Interpretation: Undo puts
 * the tracker back; what a step did to actors (recovered points, stun) stays, as a chat card's
 * own Undo is the way back for those.
 */
export const HISTORY_LIMIT = 10;

export function stateJson(state: EngineState | null): string {
  return state === null ? "" : JSON.stringify(state);
}

export function parseState(json: string): EngineState | null {
  return json === "" ? null : (JSON.parse(json) as EngineState);
}

/** The history with the snapshot's current state added as the step to go back to. */
export function pushed(snapshot: CombatSnapshot, label: string): HistoryEntry[] {
  const entry: HistoryEntry = {
    state: stateJson(snapshot.state),
    round: snapshot.round,
    mode: snapshot.mode,
    label,
  };
  return [...snapshot.history, entry].slice(-HISTORY_LIMIT);
}

/** The last step to restore and the history without it. */
export function popped(snapshot: CombatSnapshot): {
  entry: { state: EngineState | null; round: number; mode: SequencingMode; label: string };
  history: HistoryEntry[];
} {
  const last = snapshot.history.at(-1);
  if (!last) throw new Refusal(`${REFUSED}.NothingToUndo`);
  return {
    entry: { ...last, state: parseState(last.state) },
    history: snapshot.history.slice(0, -1),
  };
}

import type { SequencingMode } from "../../rules/rulesets";
import { readEngineState } from "../../rules/sequencing";
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

/**
 * The step at `index` to restore, and the history before it: every later step is taken back at
 * once (Previous turn and Previous round go back several steps in one write).
 */
export function poppedTo(
  snapshot: CombatSnapshot,
  index: number,
): {
  entry: { state: EngineState | null; round: number; mode: SequencingMode; label: string };
  history: HistoryEntry[];
} {
  const target = snapshot.history[index];
  if (!target) throw new Refusal(`${REFUSED}.NothingToUndo`);
  return {
    entry: { ...target, state: restoredState(target) },
    history: snapshot.history.slice(0, index),
  };
}

/**
 * The state a history entry holds, read back like the encounter's own (stored data is never
 * trusted): a step that is not a state its engine can play is refused, and nothing is written.
 */
function restoredState(entry: HistoryEntry): EngineState | null {
  if (entry.state === "") return null;
  let stored: unknown;
  try {
    stored = JSON.parse(entry.state);
  } catch {
    throw new Refusal(`${REFUSED}.HistoryDamaged`, { problem: "not JSON" });
  }
  const read = readEngineState(entry.mode, stored);
  if (!read.ok) throw new Refusal(`${REFUSED}.HistoryDamaged`, { problem: read.problem.message });
  return stored as EngineState; // as it was written: Undo gives back exactly the step before
}

import { engineOf } from "../engines";
import type {
  CombatantData,
  CombatantSnapshot,
  CombatSnapshot,
  HistoryEntry,
  Phase,
  TideState,
} from "../snapshot";
import type { MoveOutcome } from "./apply";
import { stateJson } from "./history";
import { turnIndex, turnOrder } from "./order";

/** One combatant's changes, embedded in the Combat's update. */
export interface CombatantDiff {
  _id: string;
  initiative?: number | null;
  system?: Partial<CombatantData>;
}

/** The Combat data model's fields as written. */
export interface CombatSystemWrite {
  mode: string;
  revision: number;
  state: string;
  history: HistoryEntry[];
  phase: Phase;
  shot: number;
  tide: TideState;
}

/**
 * The single database operation a control makes: one update of the Combat carrying the new
 * engine state (system), the round and the turn of the acting combatant, and — embedded in the
 * same update — the combatants whose mirrored figures changed (Foundry applies an embedded
 * collection given in a parent's update to the listed documents, by `_id`).
 */
export interface CombatWrite {
  system: CombatSystemWrite;
  round: number;
  turn: number | null;
  combatants: CombatantDiff[];
}

export function phaseOf(snapshotStarted: boolean, outcome: MoveOutcome): Phase {
  if (outcome.state === null) return snapshotStarted || outcome.round > 0 ? "over" : "setup";
  return engineOf(outcome.mode).phase(outcome.state);
}

function changedFields<T extends object>(current: T, wanted: Partial<T>): Partial<T> | null {
  const changed: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (wanted[key] !== undefined && wanted[key] !== current[key]) {
      changed[key] = wanted[key];
      any = true;
    }
  }
  return any ? changed : null;
}

/** The combatants whose initiative mirror, mirrored figures or inputs change. */
function combatantDiffs(
  combatants: readonly CombatantSnapshot[],
  outcome: MoveOutcome,
): CombatantDiff[] {
  const engine = outcome.state === null ? null : engineOf(outcome.mode);
  const initiatives = engine ? engine.initiatives(outcome.state!) : {};
  const mirrors = engine ? engine.mirrors(outcome.state!) : {};
  const diffs: CombatantDiff[] = [];
  for (const one of combatants) {
    const diff: CombatantDiff = { _id: one.id };
    const initiative = initiatives[one.id] ?? null;
    if (initiative !== one.initiative) diff.initiative = initiative;
    const system = changedFields(one.system, { ...mirrors[one.id], ...outcome.inputs[one.id] });
    if (system) diff.system = system;
    if (diff.initiative !== undefined || diff.system) diffs.push(diff);
  }
  return diffs;
}

/** The update a control's outcome writes (a new revision, so a repeated click is stale). */
export function combatWrite(snapshot: CombatSnapshot, outcome: MoveOutcome): CombatWrite {
  const ids = snapshot.combatants.map((one) => one.id);
  const order = turnOrder(outcome.mode, outcome.state, ids);
  return {
    system: {
      mode: outcome.mode,
      revision: snapshot.revision + 1,
      state: stateJson(outcome.state),
      history: [...outcome.history],
      phase: phaseOf(snapshot.started, outcome),
      shot: outcome.state === null ? 0 : engineOf(outcome.mode).shot(outcome.state),
      tide: outcome.tide,
    },
    round: outcome.round,
    turn: turnIndex(outcome.mode, outcome.state, order),
    combatants: combatantDiffs(snapshot.combatants, outcome),
  };
}

/** A control that only changes combatants' own inputs (the carry-over choice): their updates. */
export function combatantWrite(snapshot: CombatSnapshot, outcome: MoveOutcome): CombatantDiff[] {
  return Object.entries(outcome.inputs).flatMap(([id, wanted]) => {
    const one = snapshot.combatants.find((c) => c.id === id);
    const system = one ? changedFields(one.system, wanted) : null;
    return system ? [{ _id: id, system }] : [];
  });
}

import type { SequencingMode } from "../../rules/rulesets";
import type { CombatSnapshot } from "../snapshot";
import { parseState } from "./history";
import type { CombatantDiff, CombatWrite } from "./write";

/**
 * A snapshot with a write applied, as the database would apply it: for an in-memory combat (the
 * playground, tests) that runs the same moves without Foundry.
 */
export function snapshotAfter(snapshot: CombatSnapshot, write: CombatWrite): CombatSnapshot {
  const diffs = new Map(write.combatants.map((diff) => [diff._id, diff]));
  return {
    ...snapshot,
    mode: write.system.mode as SequencingMode,
    round: write.round,
    started: write.round > 0,
    phase: write.system.phase,
    revision: write.system.revision,
    state: parseState(write.system.state),
    history: write.system.history,
    tide: write.system.tide,
    combatants: snapshot.combatants.map((one) => withDiff(one, diffs.get(one.id))),
  };
}

/** A snapshot with combatant-only writes (a carry-over choice) applied. */
export function snapshotWithCombatants(
  snapshot: CombatSnapshot,
  diffs: readonly CombatantDiff[],
): CombatSnapshot {
  const byId = new Map(diffs.map((diff) => [diff._id, diff]));
  return {
    ...snapshot,
    combatants: snapshot.combatants.map((one) => withDiff(one, byId.get(one.id))),
  };
}

function withDiff<T extends CombatSnapshot["combatants"][number]>(one: T, diff?: CombatantDiff): T {
  if (!diff) return one;
  const system = { ...one.system, ...diff.system };
  return {
    ...one,
    initiative: diff.initiative === undefined ? one.initiative : diff.initiative,
    system,
    side: system.side,
  };
}

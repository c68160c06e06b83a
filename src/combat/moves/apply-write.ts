import type { SequencingMode } from "../../rules/rulesets";
import type { CombatantData, CombatSnapshot } from "../snapshot";
import { readEncounter } from "./read-stored";
import { withChange } from "./stored";
import type { UndoRing } from "./undo";
import { storedEncounterOf, type CombatantDiff, type CombatWrite } from "./write";

/**
 * A snapshot with a write applied, as the database would apply it (a merge, key by key), then
 * read back as Foundry's combat is: for an in-memory combat (the playground, tests) that runs the
 * same moves without Foundry.
 */
export function snapshotAfter(snapshot: CombatSnapshot, write: CombatWrite): CombatSnapshot {
  const diffs = new Map(write.combatants.map((diff) => [diff._id, diff]));
  const stored = storedEncounterOf(snapshot);
  const { engine, entries, undo, mode = snapshot.mode } = write.system;
  const state = withChange(stored.fresh ? { engine: null, entries: {} } : stored.state, {
    ...(engine !== undefined ? { engine } : {}),
    ...(entries ? { entries } : {}),
  });
  const ring: UndoRing = undo
    ? {
        count: undo.count,
        next: undo.next,
        steps: { ...(stored.fresh ? {} : stored.undo.steps), ...undo.steps },
      }
    : stored.undo;
  const paid = write.system.stancesPaid ?? {};
  const combatants = snapshot.combatants.map((one) =>
    withDiff(
      one,
      diffs.get(one.id),
      paid[one.id] === undefined ? undefined : { stancesPaid: paid[one.id] },
    ),
  );
  const read = readEncounter(
    {
      mode,
      revision: write.system.revision,
      engine: state.engine,
      entries: state.entries,
      undo: ring,
    },
    combatants.map((one) => one.id),
  );
  return {
    ...snapshot,
    mode: mode as SequencingMode,
    round: write.round,
    started: write.round > 0,
    phase: write.system.phase ?? snapshot.phase,
    revision: write.system.revision,
    state: read.state,
    damage: read.damage ?? undefined,
    history: read.history,
    tide: write.system.tide ?? snapshot.tide,
    combatants,
    stored: read.stored,
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

function withDiff<T extends CombatSnapshot["combatants"][number]>(
  one: T,
  diff?: CombatantDiff,
  kept?: Partial<CombatantData>,
): T {
  if (!diff && !kept) return one;
  const system = { ...one.system, ...diff?.system, ...kept };
  return {
    ...one,
    system,
    side: system.side,
  };
}

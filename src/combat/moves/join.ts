import { inEngine } from "../engines";
import type { CombatSnapshot } from "../snapshot";
import { unchanged, type MoveOutcome } from "./apply";
import type { Rolled, RollRequest } from "./dice";
import { initiativeRoll, joinEngine, shotsModeOf } from "./entries";
import { pushed } from "./history";
import { factsOf, type FactsById } from "./participants";
import { CONTROL_LABEL } from "./step";
import { REFUSED, Refusal } from "../refusal";

function joiner(snapshot: CombatSnapshot, id: string) {
  const one = snapshot.combatants.find((c) => c.id === id);
  if (!one) throw new Refusal(`${REFUSED}.Unknown`);
  return one;
}

/** Whether the combatant joins the engine now: the round is under way and it is not in it yet. */
function joinsNow(snapshot: CombatSnapshot, id: string): boolean {
  const one = joiner(snapshot, id);
  return snapshot.state !== null && !one.defeated && !inEngine(snapshot.mode, snapshot.state, id);
}

/** The roll a combatant joining mid-round makes (none before the encounter starts). */
export function joinRolls(snapshot: CombatSnapshot, id: string, facts: FactsById): RollRequest[] {
  if (!joinsNow(snapshot, id)) return [];
  const request = initiativeRoll(
    snapshot.mode,
    joiner(snapshot, id),
    factsOf(facts, id),
    shotsModeOf(snapshot.state),
  );
  return request ? [request] : [];
}

/**
 * A combatant added to (or back in) a fight under way takes its place at once (each engine's
 * join); before the encounter starts, or between modes, it simply waits for the round start.
 */
export function joined(
  snapshot: CombatSnapshot,
  id: string,
  facts: FactsById,
  rolled: Rolled,
): MoveOutcome {
  if (!joinsNow(snapshot, id)) return unchanged(snapshot);
  const state = joinEngine(
    snapshot.mode,
    snapshot.state!,
    joiner(snapshot, id),
    factsOf(facts, id),
    rolled,
  );
  return { ...unchanged(snapshot), state, history: pushed(snapshot, `${CONTROL_LABEL}.Join`) };
}

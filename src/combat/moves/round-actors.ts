import { mookStatus, rallyMook } from "../../rules/okrpg/mooks";
import type { CombatantSnapshot, TideState } from "../snapshot";
import { factsOf, type FactsById } from "./participants";
import { recoveryUpdate, type ActorRecovery } from "./recovery";

/** One actor write a round start brings, for the actor of one combatant. */
export interface ActorUpdate {
  combatantId: string;
  update: Record<string, unknown>;
}

/** A downed mook back on its feet at the round's start (RULES 1.7, 1.9). */
export interface MookRally {
  combatantId: string;
  before: number;
  points: number;
}

/**
 * RULES 1.7 and 1.9: when a side's Tide of Battle shows 6 this round, its downed mooks (mook
 * system; not those out) get up two points lighter. They are out of the sequence while down, so
 * every combatant is looked at, defeated or not; back up, each joins the round with its own roll.
 * Interpretation: the text lets some or all of them rise; the tracker raises all of them, and the
 * GM may put one back down on its sheet.
 */
export function mookRallies(
  combatants: readonly CombatantSnapshot[],
  facts: FactsById,
  tide: TideState,
  round: number,
): MookRally[] {
  const rallies: MookRally[] = [];
  for (const one of combatants) {
    const points = factsOf(facts, one.id).okrpg?.mookPoints;
    const side = tide[one.side];
    if (points == null || side.round !== round || !side.advantage) continue;
    if (mookStatus(points) !== "down") continue;
    const rallied = rallyMook({ system: "mook", points });
    rallies.push({ combatantId: one.id, before: points, points: rallied.points });
  }
  return rallies;
}

/**
 * RULES 1.6 optional gumption: a result lasts to the end of its round and still helps the next
 * round's initiative roll, so the round start clears it once that roll is made (the start reads
 * the actors before it writes them). Combatants with a result are listed.
 */
export function gumptionResets(
  combatants: readonly CombatantSnapshot[],
  facts: FactsById,
): string[] {
  return combatants
    .filter((one) => (factsOf(facts, one.id).okrpg?.gumption ?? "none") !== "none")
    .map((one) => one.id);
}

/** The actor writes of a round start, one per actor: recoveries, rallies and gumption cleared. */
export function roundActorUpdates(
  recoveries: readonly ActorRecovery[],
  rallies: readonly MookRally[],
  gumptionCleared: readonly string[] = [],
): ActorUpdate[] {
  const byId = new Map<string, Record<string, unknown>>();
  const add = (id: string, update: Record<string, unknown>) =>
    byId.set(id, { ...(byId.get(id) ?? {}), ...update });
  for (const recovery of recoveries) add(recovery.combatantId, recoveryUpdate(recovery));
  for (const rally of rallies) add(rally.combatantId, { "system.mook.points": rally.points });
  for (const id of gumptionCleared) add(id, { "system.gumption": "none" });
  return [...byId].map(([combatantId, update]) => ({ combatantId, update }));
}

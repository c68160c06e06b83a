import { gumptionResult, type Gumption } from "../../rules/okrpg/impairment";
import { successes } from "../../rules/okrpg/rolling";
import { AVERAGE } from "../../rules/ranks";
import { ladder } from "../../rules/sequencing";
import type { LadderState } from "../../rules/sequencing/ladder";
import type { ActorFacts } from "../inputs";
import { REFUSED, Refusal } from "../refusal";
import type { CombatSnapshot } from "../snapshot";
import { unchanged, type MoveOutcome } from "./apply";
import { facesFor, signedTerm, type Rolled, type RollRequest } from "./dice";
import { pushed } from "./history";
import { factsOf, type FactsById } from "./participants";
import { CONTROL_LABEL } from "./step";

/*
 * RULES 1.6 optional gumption on the action-point ladder: an impaired combatant spends an action
 * (3 AP, as any action) rolling willpower; a Good result ignores half the impairment and a Great
 * one all of it until the round ends, and it still counts for the next round's initiative roll
 * (the round start resets it after that roll: see round-actors.ts).
 */

const RANK: Readonly<Record<Gumption, number>> = { none: 0, good: 1, great: 2 };

/** Whether a combatant may roll gumption now: the world's rule, impaired, not already Great. */
export function mayRollGumption(facts: ActorFacts, rule: boolean): boolean {
  const okrpg = facts.okrpg;
  return rule && (okrpg?.impaired ?? false) && (okrpg?.gumption ?? "none") !== "great";
}

/** The snapshot with each ladder combatant's gumption offer (RULES 1.6), for the tracker's view. */
export function withGumption(
  snapshot: CombatSnapshot,
  facts: FactsById,
  rule: boolean,
): CombatSnapshot {
  if (snapshot.mode !== "ladder" || !rule) return snapshot;
  return {
    ...snapshot,
    combatants: snapshot.combatants.map((one) => ({
      ...one,
      mayGumption: mayRollGumption(factsOf(facts, one.id), rule),
    })),
  };
}

/**
 * The willpower roll, checked first so no die is rolled for a refused click: the rule must be on,
 * the encounter on the ladder, the combatant impaired and free to act (the ladder's act).
 * Interpretation: the impairment penalty applies to the gumption roll itself, as to any action.
 */
export function gumptionRoll(
  snapshot: CombatSnapshot,
  combatantId: string,
  facts: FactsById,
  rule: boolean,
): RollRequest {
  if (!rule) throw new Refusal(`${REFUSED}.GumptionOff`);
  if (snapshot.mode !== "ladder" || snapshot.state === null)
    throw new Refusal(`${REFUSED}.NotInMode`, { action: "gumption" });
  const own = factsOf(facts, combatantId);
  if (!mayRollGumption(own, rule)) throw new Refusal(`${REFUSED}.GumptionNotNeeded`);
  ladder.act(snapshot.state as LadderState, combatantId); // throws when it may not act now
  const one = snapshot.combatants.find((c) => c.id === combatantId);
  const base = own.okrpg?.willpowerStep ?? AVERAGE;
  const penalty = own.okrpg?.impairment ?? 0;
  return {
    key: `gumption.${combatantId}`,
    formula: `4dF${signedTerm(base)}${signedTerm(penalty)}`,
    combatantId,
    flavorKey: "ACTION_ENGINE.Tracker.Roll.Gumption",
    hidden: one?.hidden ?? false,
    blind: false,
  };
}

/** What the gumption roll did: the action spent on the ladder, and the actor's new result. */
export interface GumptionDone {
  outcome: MoveOutcome;
  result: Gumption;
  /** the actor's write, or null when the roll did no better than the result it has */
  update: Record<string, unknown> | null;
}

export function gumptionDone(
  snapshot: CombatSnapshot,
  combatantId: string,
  facts: FactsById,
  rolled: Rolled,
): GumptionDone {
  const own = factsOf(facts, combatantId).okrpg;
  const base = own?.willpowerStep ?? AVERAGE;
  const rolledSuccesses = successes(
    base,
    facesFor(rolled, `gumption.${combatantId}`),
    own?.impairment ?? 0,
  );
  const result = gumptionResult(rolledSuccesses);
  const state = ladder.act(snapshot.state as LadderState, combatantId);
  const better = RANK[result] > RANK[own?.gumption ?? "none"];
  return {
    outcome: {
      ...unchanged(snapshot),
      state,
      history: pushed(snapshot, `${CONTROL_LABEL}.Gumption`),
    },
    result,
    update: better ? { "system.gumption": result } : null,
  };
}

import { NO_FACTS, type ActorFacts } from "../inputs";
import type { CombatantSnapshot, CombatSnapshot } from "../snapshot";

/** Facts by combatant id; a combatant without an entry (no actor) has none. */
export type FactsById = Readonly<Record<string, ActorFacts>>;

export function factsOf(facts: FactsById, id: string): ActorFacts {
  return facts[id] ?? NO_FACTS;
}

/** Combatants who fight: everyone not defeated (RULES: defeated ones drop out of the sequence). */
export function fighters(snapshot: CombatSnapshot): CombatantSnapshot[] {
  return snapshot.combatants.filter((one) => !one.defeated);
}

/** The world's optional rules that change how rounds start. */
export interface RoundOptions {
  /** RULES 1.9: roll Tide of Battle every round, not only at the start of the fight */
  tideEveryRound: boolean;
  /** RULES 3: the simplified shot initiative (one action each, by Reflexes) */
  simplified: boolean;
}

import type { SequencingMode } from "../../src/rules/rulesets";
import { storedOf, type StoredSystem } from "../../src/combat/moves/read-stored";
import { joinedState } from "../../src/combat/moves/stored";

/**
 * The engine state a Combat stores, as its round fields and entries by combatant put together
 * (src/combat/moves/stored.ts; an older world's shape converted), for tests that look into it.
 */
export function storedState(combat: { system: unknown }): never {
  const system = combat.system as StoredSystem;
  return joinedState(system.mode as SequencingMode, storedOf(system).stored.state) as never;
}

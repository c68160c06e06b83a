import { engineOf } from "../combat/engines";
import { cachedEncounter, type StoredSystem } from "../combat/moves/read-stored";

/*
 * A combatant's `initiative` is the engine's figure for it (its AP on the ladder, its shot, its
 * ready HP, its initiative total …), derived as the encounter's data is prepared instead of
 * written: a round start changes every combatant's entry on the Combat, and writing each one's
 * initiative as well was half of its bytes (issue 28). Core's order and modules read it as ever.
 * A Combatant's owner may write its initiative (SECURITY.md): what they write is not what anyone
 * sees, since the engine's figure takes its place whenever the data is prepared. Foundry lets data
 * preparation set a document's own field: foundryvtt/crucible's Combatant sets `this.initiative`
 * in prepareBaseData (module/documents/combatant.mjs).
 */

interface CombatLike {
  system: unknown;
  combatants: { contents: CombatantLike[] };
}

interface CombatantLike {
  id: string | null;
  initiative: number | null;
  parent?: unknown;
}

/** Each encounter's figures by combatant id, as last prepared. */
const prepared = new WeakMap<object, Readonly<Record<string, number>>>();

function show(combatant: CombatantLike, initiatives: Readonly<Record<string, number>>): void {
  const value = initiatives[combatant.id!] ?? null;
  if (combatant.initiative === value) return;
  try {
    combatant.initiative = value;
  } catch {
    // a Foundry that does not let it be set shows the stored value: the tracker shows the engine's
  }
}

/** The Combat's data prepared: each of its combatants shows the engine's figure. */
export function prepareInitiatives(combat: CombatLike): void {
  const system = combat.system as StoredSystem;
  const combatants = combat.combatants.contents;
  const { state } = cachedEncounter(
    system,
    combatants.map((one) => one.id!),
  );
  const initiatives = state === null ? {} : engineOf(system.mode as never).initiatives(state);
  prepared.set(combat, initiatives);
  for (const combatant of combatants) show(combatant, initiatives);
}

/**
 * A Combatant's data prepared on its own (its owner's update): it shows the engine's figure its
 * encounter was last prepared with (the engine's figures are the Combat's, so they are unchanged).
 */
export function prepareInitiative(combatant: CombatantLike): void {
  const initiatives = combatant.parent ? prepared.get(combatant.parent) : undefined;
  if (initiatives) show(combatant, initiatives);
}

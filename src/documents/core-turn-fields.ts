/*
 * The fields core's Combat#setupTurns fills, which the system's Combat sets again in the engine's
 * order: `turns`, `turn` and `current` (v13 API, Combat). No public source says v14 keeps them
 * assignable (issue 32): each is set only when Foundry has it and lets it be set. Otherwise core's
 * value stays (its own order and current combatant; the tracker still shows the engine's), and the
 * self-check's "Foundry calls" step reports it.
 */

export const CORE_TURN_FIELDS = ["turns", "turn", "current"] as const;
export type CoreTurnField = (typeof CORE_TURN_FIELDS)[number];

/** Sets one field core's setupTurns fills; false when the running Foundry has none or refuses. */
export function setCoreTurnField(combat: object, field: CoreTurnField, value: unknown): boolean {
  if (!(field in combat)) return false;
  try {
    return Reflect.set(combat, field, value);
  } catch {
    return false;
  }
}

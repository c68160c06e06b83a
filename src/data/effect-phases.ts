/*
 * Foundry v14's Active Effect phases (ActiveEffectChangeData#phase): `initial` changes apply before
 * the data model's prepareDerivedData, `final` changes after it. Every field an effect may change
 * here (effectPaths) is a base field the derived values are worked out from, so a `final` change
 * to one of them would leave those derived values stale.
 */

/** A change as v14 stores it in `effect.system.changes`. */
export interface PhasedChange {
  readonly key?: string;
  readonly phase?: string;
}

/** Whether some `final` change touches a listed field, so the derived values must be worked out again. */
export function finalChangeOnListedField(
  changes: Iterable<PhasedChange>,
  effectPaths: readonly string[],
): boolean {
  for (const change of changes)
    if (change.phase === "final" && change.key && effectPaths.includes(change.key)) return true;
  return false;
}

/*
 * Whether an attacker fights in the encounter under way (Foundry's active combat, started, with a
 * combatant for its actor): a Mano a Mano attack then continues the turn's combo by default.
 */

interface CombatLike {
  readonly started: boolean;
  readonly combatants: {
    readonly contents: readonly { readonly actor?: { uuid: string } | null }[];
  };
}

export function inEncounter(actorUuid: string): boolean {
  const combat = (game as unknown as { combat?: CombatLike | null }).combat;
  if (!combat?.started) return false;
  return combat.combatants.contents.some((one) => one.actor?.uuid === actorUuid);
}

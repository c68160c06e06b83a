/**
 * Who starts a fight on the hostile side: RULES 1.9 rolls Tide of Battle per side, and RULES 3
 * has villains act before heroes on each shot. An Action character whose sheet ticks Villain is
 * hostile whatever its token says; anyone else is hostile when the table marked them so (in
 * Foundry, a token hostile to the players).
 */
export function startsHostile(
  actor: { readonly type?: string; readonly system?: unknown } | null | undefined,
  markedHostile: boolean,
): boolean {
  if (
    actor?.type === "action" &&
    (actor.system as { villain?: unknown } | undefined)?.villain === true
  )
    return true;
  return markedHostile;
}

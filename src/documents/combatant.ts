import type { Side } from "../combat/snapshot";

/** Foundry's token dispositions (CONST.TOKEN_DISPOSITIONS): hostile is −1. */
const HOSTILE_DISPOSITION = -1;

interface SideSource {
  actor?: { type?: string; system?: unknown } | null;
  token?: { disposition?: number } | null;
}

/**
 * The side a new combatant fights on (RULES 1.9 Tide of Battle per side; RULES 3 villains act
 * first): an Action villain, or a token hostile to the players, is on the hostile side.
 */
export function initialSide({ actor, token }: SideSource): Side {
  if (actor?.type === "action" && (actor.system as { villain?: boolean }).villain) return "hostile";
  return token?.disposition === HOSTILE_DISPOSITION ? "hostile" : "friendly";
}

/** The system's Combatant: its side is set once, when it is added to an encounter. */
export class ActionEngineCombatant extends Combatant {
  protected override async _preCreate(
    ...[data, options, user]: Parameters<Combatant["_preCreate"]>
  ): ReturnType<Combatant["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const given = (data as { system?: { side?: Side } }).system?.side;
    if (!given) this.updateSource({ system: { side: initialSide(this as SideSource) } } as never);
  }
}

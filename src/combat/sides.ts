import { startsHostile } from "../rules/sides";
import type { Side } from "./snapshot";

/** Foundry's token dispositions (CONST.TOKEN_DISPOSITIONS): hostile is −1. */
export const HOSTILE_DISPOSITION = -1;

export interface SideSource {
  actor?: { type?: string; system?: unknown } | null;
  token?: { disposition?: number } | null;
}

/**
 * The side a new combatant fights on, from its actor (an Action villain) and its token's
 * disposition: Foundry's combatants and the playground's alike.
 */
export function initialSide({ actor, token }: SideSource): Side {
  return startsHostile(actor, token?.disposition === HOSTILE_DISPOSITION) ? "hostile" : "friendly";
}

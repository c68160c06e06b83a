import { requestControl } from "../queries";
import { REFUSED } from "../../refusal";
import { activeGMUser } from "../../../documents/user-queries";
import type { TrackedCombat } from "../executor";
import { snapshotOf } from "../snapshot-of";
import { readyHp } from "../../../rules/sequencing";
import type { ReadyHpState } from "../../../rules/sequencing/ready-hp";
import { notify } from "../../../ui/foundry/notify";

/*
 * Action Rounds (RULES 4): the ready hit points an attack spends live on the active combat's
 * ready-HP engine. The attack dialog offers up to the attacker's ready HP; once the card is made
 * the same HP are spent through the tracker's own control (spendHp), which runs where the combat
 * may be written (the GM's client for a player) and is refused there if the engine says no.
 */

interface CombatantLike {
  readonly id: string | null;
  readonly actor: { readonly uuid: string } | null;
}

export interface ReadyHpSeat {
  readonly combat: TrackedCombat;
  readonly combatantId: string;
  readonly ready: number;
  /** RULES 4 multiple weapons: the weapons its latest act struck with, when it may add to it */
  readonly weaponsStruck: readonly string[];
  readonly revision: number;
}

/** The attacker's place in the active combat's ready-HP round, or null when it has none. */
export function readyHpSeat(actorUuid: string): ReadyHpSeat | null {
  const combat = (game as unknown as { combat?: TrackedCombat | null }).combat;
  if (!combat) return null;
  const snapshot = snapshotOf(combat);
  if (snapshot.mode !== "readyHp" || !snapshot.state) return null;
  const combatant = (combat.combatants.contents as unknown as CombatantLike[]).find(
    (one) => one.actor?.uuid === actorUuid,
  );
  if (!combatant?.id) return null;
  try {
    const state = snapshot.state as ReadyHpState;
    const ready = readyHp.ready(state, combatant.id);
    const weaponsStruck = readyHp.weaponsStruck(state, combatant.id);
    return { combat, combatantId: combatant.id, ready, weaponsStruck, revision: snapshot.revision };
  } catch {
    return null; // not in this round's engine (joined late, or down)
  }
}

/**
 * RULES 4: spends the HP the attack used on the tracker (one Combat update there), naming the
 * weapon so that it strikes once per turn, with the card's roll total for an interference.
 */
export async function spendReadyHp(
  seat: ReadyHpSeat,
  hp: number,
  weapon: string,
  total: number | null,
): Promise<void> {
  await requestControl(
    seat.combat,
    { action: "spendHp", combatantId: seat.combatantId, hp, passive: false, weapon, total },
    seat.revision,
  );
}

/**
 * Whether the HP can be spent now: only a GM's client writes the combat, so a player needs a GM
 * online. When not, the user is told (the tracker's No-GM notice) and the attack is not posted: a
 * card claiming HP the tracker never spent would be half written.
 */
export function mayPostSpending(seat: ReadyHpSeat | null, hp: number | undefined): boolean {
  if (!seat || !hp) return true;
  if ((game.user as unknown as { isGM?: boolean } | null)?.isGM || activeGMUser()) return true;
  notify("warn", `${REFUSED}.NoGM`);
  return false;
}

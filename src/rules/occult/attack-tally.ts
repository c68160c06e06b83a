import { requireChoice, requireInteger, requireObject } from "../errors";
import {
  PHYSICAL_ATTACKS,
  PHYSICAL_ATTACK_IDS,
  type PhysicalAttack,
  type PhysicalAttackId,
} from "./physical";

/*
 * RULES 2 (seed 001, physical attacks): the attacks a character has made this round, which the
 * jump kick, the leap attack and the power punch depend on. Kept on the character; the tracker
 * clears it when the character's turn ends (occultTurnEnd).
 */

/** What the last attack left the character unable to do: nothing, any attack, the next attack. */
export const TURN_BLOCKS = ["none", "allActions", "skipNext"] as const;
export type TurnBlock = (typeof TURN_BLOCKS)[number];

export interface AttackTally {
  /** attacks made this round (a power punch counts two) */
  readonly attacks: number;
  readonly blocked: TurnBlock;
}

/** Why an attack cannot be made now, as an id a dialog or notice localises. */
export type TallyRefusal = "usedAllActions" | "skipsThisAttack" | "notFirstAttack";

function requireTally(tally: AttackTally): AttackTally {
  requireObject("tally", tally);
  return {
    attacks: requireInteger("attacks", tally.attacks, { min: 0 }),
    blocked: requireChoice("blocked", tally.blocked, TURN_BLOCKS),
  };
}

function entry(attack: PhysicalAttackId | null): PhysicalAttack | null {
  return attack === null
    ? null
    : PHYSICAL_ATTACKS[requireChoice("attack", attack, PHYSICAL_ATTACK_IDS)];
}

/**
 * RULES 2: after a jump kick or leap attack (every action of the round) no other attack; after a
 * power punch the next attack is skipped; a jump kick or leap attack only as the round's first.
 * Interpretation: the skipped attack is the next one the same turn; a new turn starts clean.
 */
export function tallyRefusal(
  attack: PhysicalAttackId | null,
  tally: AttackTally,
): TallyRefusal | null {
  const now = requireTally(tally);
  if (now.blocked === "allActions") return "usedAllActions";
  if (now.blocked === "skipNext") return "skipsThisAttack";
  if (entry(attack)?.wholeRound && now.attacks > 0) return "notFirstAttack";
  return null;
}

/** RULES 2: the tally after an attack: a power punch counts as two and blocks the next. */
export function afterAttack(attack: PhysicalAttackId | null, tally: AttackTally): AttackTally {
  const now = requireTally(tally);
  const made = entry(attack);
  return {
    attacks: now.attacks + (made?.attacksUsed ?? 1),
    blocked: made?.wholeRound ? "allActions" : made?.skipsNextAction ? "skipNext" : "none",
  };
}

import { requireChoice, requireInteger, requireObject } from "../errors";
import { stunAfterRest } from "./health";
import { checkAction, refusal, type ActionSituation, type Refusal } from "./permission";
import { STANCES, STANDING_ONLY, type Stance } from "./stance";
import { POSTURES, type Posture } from "./types";

/*
 * RULES 5 "other actions" that change where and how a character stands: drop to the ground, stand
 * up, instant stand (+5 defence until its next turn) and rest (all stun back, +5 defence). Each
 * is the change a sheet button writes in one update.
 */

export const POSITION_ACTIONS = ["drop", "stand", "instantStand", "rest"] as const;
export type PositionAction = (typeof POSITION_ACTIONS)[number];

/** What the position actions read from a character: the permission check's situation and more. */
export interface PositionState extends ActionSituation {
  stance: Stance;
  stun: number;
}

/** The fields a position action writes. */
export interface PositionChange {
  posture: Posture;
  stance: Stance;
  stun: number;
}

function read(s: PositionState): PositionState {
  requireObject("character", s);
  return {
    ...s,
    posture: requireChoice("posture", s.posture, POSTURES),
    stance: requireChoice("stance", s.stance, STANCES),
    stun: requireInteger("stun", s.stun, { min: 0 }),
  };
}

/** Why the action cannot be done now (RULES 5 health, posture, grappling…), or null. */
export function positionRefusal(id: PositionAction, s: PositionState): Refusal | null {
  requireChoice("position action", id, POSITION_ACTIONS);
  return refusal(id, read(s));
}

/**
 * The character after the action; throws a NotAllowed naming the reason when it may not do it.
 * Interpretation: dropping leaves a stance row the table has no ground cell for (strategic,
 * cautious, instant stand) for the default row; standing keeps the row (aiming, resting);
 * instant stand and rest put the character in their own rows, whose +5 defence lasts until the
 * player sets the stance again at its next turn.
 */
export function positionChange(id: PositionAction, s: PositionState): PositionChange {
  requireChoice("position action", id, POSITION_ACTIONS);
  const now = read(s);
  checkAction(id, now);
  switch (id) {
    case "drop":
      return {
        posture: "ground",
        stance: STANDING_ONLY.has(now.stance) ? "default" : now.stance,
        stun: now.stun,
      };
    case "stand":
      return { posture: "standing", stance: now.stance, stun: now.stun };
    case "instantStand":
      return { posture: "standing", stance: "instantStand", stun: now.stun };
    case "rest":
      return { posture: now.posture, stance: "resting", stun: stunAfterRest(now.stun) };
  }
}

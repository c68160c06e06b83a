import { manoCharacterSchema } from "../mano/schema";
import type { TypeSchema } from "../schema";

/*
 * Action Rounds actors (RULES 4). [I-7]: their attacks, damage, armor and health are Mano a
 * Mano's, so they have the same characteristics and carry the mano-* items; hit points are
 * derived (twice strength) and ready / carry-over hit points live on the combatant.
 */
export const roundsActor = {
  type: "rounds",
  documentName: "Actor",
  ruleset: "rounds",
  schema: manoCharacterSchema,
} as const satisfies TypeSchema;

export const ROUNDS_TYPES = [roundsActor] as const;

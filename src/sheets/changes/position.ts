import {
  POSITION_ACTIONS,
  positionChange,
  positionRefusal,
  type Grip,
  type HealthState,
  type PositionAction,
  type PositionState,
  type Posture,
  type Stance,
} from "../../rules/mano";

/*
 * RULES 5 position actions on a Mano a Mano or Action Rounds sheet (drop, stand, instant stand,
 * rest): the rules decide whether the character may and what changes; the sheet writes it once.
 */

/** The prepared character data the position actions read (its stored fields and derived health). */
interface ManoSystem {
  posture: Posture;
  stance: Stance;
  grip: Grip;
  stun: number;
  health: HealthState;
  load?: string;
}

export const POSITION_ACTION_LABEL = "ACTION_ENGINE.Sheet.Position";
export const POSITION_REFUSAL = "ACTION_ENGINE.Sheet.Refusal";

function stateOf(system: unknown): PositionState {
  const s = system as ManoSystem;
  return {
    health: s.health,
    posture: s.posture,
    grip: s.grip,
    encumbered: (s.load ?? "unencumbered") !== "unencumbered",
    stance: s.stance,
    stun: s.stun,
  };
}

export function isPositionAction(id: string): id is PositionAction {
  return (POSITION_ACTIONS as readonly string[]).includes(id);
}

/** The lang key saying why the character may not do it now, or null when it may. */
export function positionBlock(id: PositionAction, system: unknown): string | null {
  const why = positionRefusal(id, stateOf(system));
  return why === null ? null : `${POSITION_REFUSAL}.${why}`;
}

/**
 * The one update a position button writes (`system.posture`, `system.stance`, `system.stun`, only
 * those that change), or the lang key of the reason it is refused.
 */
export function positionUpdate(
  id: PositionAction,
  system: unknown,
): { update: Record<string, unknown> } | { refused: string } {
  const blocked = positionBlock(id, system);
  if (blocked) return { refused: blocked };
  const s = system as ManoSystem;
  const next = positionChange(id, stateOf(system));
  const update: Record<string, unknown> = {};
  if (next.posture !== s.posture) update["system.posture"] = next.posture;
  if (next.stance !== s.stance) update["system.stance"] = next.stance;
  if (next.stun !== s.stun) update["system.stun"] = next.stun;
  return { update };
}

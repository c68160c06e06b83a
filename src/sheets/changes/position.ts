import { isRulesError } from "../../rules/errors";
import {
  POSITION_ACTIONS,
  checkCombo,
  positionChange,
  positionRefusal,
  postureBeforeCombo,
  storedCombo,
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
 * In an encounter a Mano a Mano character's action is also a step of its turn's combo.
 */

/** The prepared character data the position actions read (its stored fields and derived health). */
interface ManoSystem {
  posture: Posture;
  stance: Stance;
  grip: Grip;
  stun: number;
  health: HealthState;
  load?: string;
  speed?: number;
  /** RULES 5 combos: the turn's steps so far (Mano a Mano only) */
  combo?: { action: string; weapon: string }[];
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

/**
 * RULES 5 combos: in a fight, a drop or a stand after other actions this turn is one more step of
 * the turn's combo, checked with the rest (quick actions only, as many as the speed allows).
 * Interpretation: outside an encounter there is no turn, so a position action stands alone.
 */
function comboBlock(id: PositionAction, system: unknown): string | null {
  const s = system as ManoSystem;
  const before = storedCombo(s.combo ?? []);
  if (!before.length) return null;
  try {
    const start = postureBeforeCombo(before, s.posture);
    checkCombo(s.speed ?? 1, [...before, { action: id }], { ...stateOf(system), posture: start });
    return null;
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return `${POSITION_REFUSAL}.${String(error.details.refusal ?? "comboTooLong")}`;
  }
}

/**
 * The lang key saying why the character may not do it now, or null when it may. In an encounter
 * the action also joins the turn's combo (RULES 5).
 */
export function positionBlock(
  id: PositionAction,
  system: unknown,
  inEncounter = false,
): string | null {
  const why = positionRefusal(id, stateOf(system));
  if (why !== null) return `${POSITION_REFUSAL}.${why}`;
  return inEncounter ? comboBlock(id, system) : null;
}

/**
 * The one update a position button writes (`system.posture`, `system.stance`, `system.stun`, only
 * those that change), or the lang key of the reason it is refused.
 */
export function positionUpdate(
  id: PositionAction,
  system: unknown,
  inEncounter = false,
): { update: Record<string, unknown> } | { refused: string } {
  const blocked = positionBlock(id, system, inEncounter);
  if (blocked) return { refused: blocked };
  const s = system as ManoSystem;
  const next = positionChange(id, stateOf(system));
  const update: Record<string, unknown> = {};
  if (next.posture !== s.posture) update["system.posture"] = next.posture;
  if (next.stance !== s.stance) update["system.stance"] = next.stance;
  if (next.stun !== s.stun) update["system.stun"] = next.stun;
  // RULES 5 combos: in a fight the action is a step of the turn, which the tracker ends
  if (inEncounter && Array.isArray(s.combo))
    update["system.combo"] = [...s.combo, { action: id, weapon: "" }];
  return { update };
}

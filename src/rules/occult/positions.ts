import { requireBoolean, requireChoice, requireInteger, requireObject } from "../errors";
import { STRIKE_MODIFIER_IDS, type StrikeModifierId } from "./modifiers";
import { mayKneel } from "./movement";

/*
 * RULES 2 (seed 001, strike modifiers and move actions): when an aimed, kneeling or prone shot
 * may be taken. Each refusal is an id a dialog localises.
 */

/** What the shooter did this turn and how it stands. */
export interface Shooter {
  /** squares moved this turn */
  readonly movedSquares: number;
  readonly speed: number;
  /** lying prone (getting down took a whole action earlier) */
  readonly prone: boolean;
}

export type ShotRefusal =
  "aimedAfterMove" | "kneelingAfterMove" | "kneelingWhileProne" | "notProne";

/** The strike rows that depend on the shooter's position and movement. */
export const POSITION_ROWS: readonly StrikeModifierId[] = ["aimed", "kneeling", "prone"];

/**
 * Why a strike row cannot be taken now, or null when it can: an aimed shot allows no move this
 * action; a kneeling shot a move of at most half the Speed (rounded down); a prone shot needs the
 * shooter already down. Interpretation: one cannot kneel while lying prone.
 */
export function shotRefusal(row: StrikeModifierId, shooter: Shooter): ShotRefusal | null {
  requireChoice("strike modifier", row, STRIKE_MODIFIER_IDS);
  requireObject("shooter", shooter);
  requireInteger("speed", shooter.speed, { min: 0 });
  const moved = requireInteger("movedSquares", shooter.movedSquares, { min: 0 });
  const prone = requireBoolean("prone", shooter.prone);
  switch (row) {
    case "aimed":
      return moved > 0 ? "aimedAfterMove" : null;
    case "kneeling":
      if (prone) return "kneelingWhileProne";
      return mayKneel(moved, shooter.speed) ? null : "kneelingAfterMove";
    case "prone":
      return prone ? null : "notProne";
    default:
      return null;
  }
}

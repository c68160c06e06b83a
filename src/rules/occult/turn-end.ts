import { requireBoolean, requireInteger, requireObject } from "../errors";
import { SQUARE_FT, movingTarget } from "./movement";

/** The parts of an Occult Ops character a turn's end reads. */
export interface OccultTurn {
  readonly turn: { readonly moved: number; readonly attacks?: number; readonly blocked?: string };
  readonly conditions: Readonly<Record<string, boolean>>;
}

/**
 * RULES 2 moving target: a character ending its turn 3 squares (15 ft) or more from where it
 * began defends at +5% until its next turn. At the turn's end the moving-target condition follows
 * the squares moved, and the count starts again at 0, as does the tally of attacks. Interpretation: the squares moved this turn
 * stand for the distance from where it began (the GM enters less for a path that turned back).
 * Returns the actor's update, or null when nothing changes.
 */
export function occultTurnEnd(actor: OccultTurn): Record<string, unknown> | null {
  requireObject("actor", actor);
  const turn = requireObject("turn", actor.turn);
  const conditions = requireObject("conditions", actor.conditions);
  const moved = requireInteger("turn.moved", turn.moved, { min: 0 });
  const moving = movingTarget(moved * SQUARE_FT);
  const update: Record<string, unknown> = {};
  if (moved !== 0) update["system.turn.moved"] = 0;
  // the round's attacks are counted from the character's own turn (see attack-tally)
  if ((turn.attacks ?? 0) !== 0) update["system.turn.attacks"] = 0;
  if ((turn.blocked ?? "none") !== "none") update["system.turn.blocked"] = "none";
  if (requireBoolean("conditions.movingTarget", conditions.movingTarget, false) !== moving)
    update["system.conditions.movingTarget"] = moving;
  return Object.keys(update).length ? update : null;
}

/**
 * RULES 2 dodge (a defence modifier): it holds until the dodger's next turn, so it ends as that
 * turn comes up. Returns the actor's update, or null when it is not dodging.
 */
export function occultTurnStart(
  actor: Pick<OccultTurn, "conditions">,
): Record<string, unknown> | null {
  const conditions = requireObject("conditions", requireObject("actor", actor).conditions);
  return requireBoolean("conditions.dodge", conditions.dodge, false)
    ? { "system.conditions.dodge": false }
    : null;
}

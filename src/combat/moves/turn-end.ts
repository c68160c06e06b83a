import { stunAfterTurn } from "../../rules/mano/health";
import { occultTurnEnd, occultTurnStart } from "../../rules/occult/turn-end";
import { actorFacts } from "../facts";
import type { Effect } from "./step";

/** The parts of an actor a step's effect reads (a Foundry Actor, or the playground's). */
export interface ActorLike {
  type: string;
  system: unknown;
  items: { contents: { type: string; system: unknown }[] };
}

/**
 * What a character's data changes at the end of its own turn: a Mano a Mano character recovers
 * stun and its combo's list of actions empties (RULES 5); an Occult Ops character becomes a moving target or stops being one, and its
 * turn's tally starts again (RULES 2). Interpretation: in any mode with turns of its own (turns
 * with speed, standard initiative); the ladder, shots and ready-HP modes have no "end of turn"
 * for one character. Returns the actor's update, or null when nothing changes.
 */
export function turnEndUpdate(
  effect: Effect,
  actor: ActorLike | null | undefined,
): Record<string, unknown> | null {
  if (effect.kind !== "turnEnded" || !actor) return null;
  if (actor.type === "occult") return occultTurnEnd(actor.system as never);
  if (actor.type !== "mano") return null;
  const mano = actorFacts(actor).mano;
  if (!mano) return null;
  const stun = stunAfterTurn(mano);
  const update: Record<string, unknown> = {};
  if (stun !== mano.stun) update["system.stun"] = stun;
  // RULES 5 combos: a new turn starts a new combo
  if (((actor.system as { combo?: unknown[] }).combo ?? []).length) update["system.combo"] = [];
  return Object.keys(update).length ? update : null;
}

/** RULES 3: an Action character that focuses is Focused (its sheet's box); null when it is already. */
export function focusUpdate(
  effect: Effect,
  actor: ActorLike | null | undefined,
): Record<string, unknown> | null {
  if (effect.kind !== "focused" || !actor || actor.type !== "action") return null;
  return (actor.system as { focused?: boolean }).focused === true
    ? null
    : { "system.focused": true };
}

/**
 * What a character's data changes as its own turn comes up: an Occult Ops dodge, taken until the
 * dodger's next turn, ends (RULES 2). Null when nothing changes.
 */
export function turnStartUpdate(
  effect: Effect,
  actor: ActorLike | null | undefined,
): Record<string, unknown> | null {
  if (effect.kind !== "turnStarted" || !actor || actor.type !== "occult") return null;
  return occultTurnStart(actor.system as never);
}

/** The actor's update a step's effect makes (one write), or null when nothing changes. */
export function effectUpdate(
  effect: Effect,
  actor: ActorLike | null | undefined,
): Record<string, unknown> | null {
  if (effect.kind === "focused") return focusUpdate(effect, actor);
  if (effect.kind === "turnStarted") return turnStartUpdate(effect, actor);
  return turnEndUpdate(effect, actor);
}

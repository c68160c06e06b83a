import type { Setup } from "../../rules/okrpg/setups";
import type { MeasuredBy } from "./distance";
/*
 * Plain views of the documents an attack reads: the attacker, its weapon and each target, as
 * the adapter copies them out of Foundry. The ruleset kits build card inputs from these alone,
 * so they run the same in Foundry, in tests and in the playground.
 */

/** An item as an attack reads it: its prepared system data. */
export interface ItemView<S = Record<string, unknown>> {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: S;
}

/** An actor as an attack reads it: prepared (derived) system data and its items. */
export interface ActorView<S = Record<string, unknown>> {
  readonly name: string;
  readonly uuid: string;
  readonly type: string;
  readonly system: S;
  readonly items: readonly ItemView[];
}

/** The attacker: its actor, the token it acts through (if any) and the weapon used. */
export interface AttackerView {
  readonly actor: ActorView;
  readonly tokenUuid: string | null;
  readonly weapon: ItemView;
  /** the attacker's ready hit points in the active combat (Action Rounds), when it is in one */
  readonly readyHp?: number | null;
  /** Action Rounds: the weapons (item ids) already struck with in the act the attack adds to */
  readonly weaponsStruck?: readonly string[];
  /**
   * a combatant of an encounter under way: a Mano a Mano attack then continues the turn's combo
   * unless the player says otherwise (outside a fight each attack starts afresh)
   */
  readonly inEncounter?: boolean;
  /** OK RPG: the setups kept on the active combat's ladder, when the attacker fights there */
  readonly setups?: KeptSetups | null;
}

/**
 * RULES 1.8: the setups the ladder keeps, with the combatant ids they are written in: the
 * attacker's own, and each target's by its target id (a target not in the fight is absent).
 */
export interface KeptSetups {
  readonly kept: readonly Setup[];
  readonly attacker: string;
  readonly targets: Readonly<Record<string, string>>;
}

/** A target: its key on the card (the token id), its documents, and how far away it stands. */
export interface TargetView {
  readonly id: string;
  readonly name: string;
  readonly tokenUuid: string | null;
  readonly actor: ActorView;
  /** distance in feet, when both tokens stand on one scene with a length unit */
  readonly feet: number | null;
  /** the same in metres */
  readonly metres: number | null;
  /** how `feet` and `metres` were measured (absent when they were not) */
  readonly measuredBy?: MeasuredBy;
  /** feet from each other target's token (by target id), where both are measured on one scene */
  readonly feetFrom?: Readonly<Record<string, number | null>>;
  /**
   * feet to the nearest ally on the scene laying down covering fire (RULES 2), null when none is
   * measured there; absent where there is no scene to look at
   */
  readonly coverFeet?: number | null;
  /** Action (RULES 3): the target's active defense holds on the shot the counter is calling */
  readonly activeDefence?: boolean;
  /** RULES 5: its defence bonus while it evades on the turns tracker (+4 opening, +5 evade) */
  readonly evading?: number;
}

/** The items of a type, in sheet order. */
export function itemsOfType<S>(actor: ActorView, type: string): ItemView<S>[] {
  return actor.items.filter((item) => item.type === type) as ItemView<S>[];
}

/** The names and document ids a card keeps for a character. */
export function cardActor(actor: ActorView, tokenUuid: string | null, name = actor.name) {
  return { name, actorUuid: actor.uuid, tokenUuid };
}

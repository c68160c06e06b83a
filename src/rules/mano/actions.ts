import { requireChoice, requireInteger } from "../errors";
import type { AttackKind, Sharpness } from "./types";

/** Every action of the Mano a Mano action list (RULES 5), plus evading from the seed's example. */
export const ACTION_IDS = [
  // hand-to-hand attacks
  "quickStrike",
  "strategicStrike",
  "cautiousStrike",
  "powerfulStrike",
  // thrown weapon attacks
  "quickThrow",
  "powerfulThrow",
  "heave",
  // archery and marksmanship
  "aim",
  "quickShot",
  "strategicShot",
  "cautiousShot",
  "drawAndFire",
  "draw",
  "unload",
  "load",
  // grappling
  "push",
  "trip",
  "slam",
  "hold",
  "wrench",
  "choke",
  "disarm",
  // other actions
  "drop",
  "stand",
  "instantStand",
  "rest",
  "cover",
  "evade",
  "readyWeapon",
  "stowAmmunition",
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

/** What a piece of equipment an action needs in hand. */
export type ActionNeeds = "gunOrBow" | "bow" | "gun" | null;

/** One action of the list, as data the sheets, the permission check and the resolver read. */
export interface ManoAction {
  readonly id: ActionId;
  /** The success roll it makes, or null when it needs none. */
  readonly roll: AttackKind | null;
  /** A success harms the target: power goes through armor and becomes stun and damage. */
  readonly harms: boolean;
  /** Only quick actions can be part of a combo. */
  readonly quick: boolean;
  /** Only a healthy, unencumbered character may do a strenuous action. */
  readonly strenuous: boolean;
  /** Cannot be done from the ground. */
  readonly standing: boolean;
  /** Can only be done from the ground (getting up). */
  readonly fromGroundOnly: boolean;
  /** Has twice the power the weapon lists. */
  readonly doublePower: boolean;
  /** Slam: double power only when a standing slammer falls onto the target. */
  readonly doublePowerWhenFallingOnto: boolean;
  /** Cannot be done while grappling. */
  readonly notWhileGrappling: boolean;
  /** Weapon the action needs; the sheet offers it only with such a weapon. */
  readonly needs: ActionNeeds;
  /** Cannot be done with an unwieldy weapon. */
  readonly notUnwieldy: boolean;
  /** Needs both hands. */
  readonly twoHands: boolean;
  /** Added to this action's own attack roll. */
  readonly attackModifier: number;
  /** Added to the difficulty of this action's roll. */
  readonly difficultyModifier: number;
  /** Added to the character's defence until its next turn. */
  readonly defenceBonus: number;
  /** Added to the character's next attack (lost if stun or damage is taken before it). */
  readonly nextAttackBonus: number;
  /** Cover: the attacker rolls against the covering character's defence plus this. */
  readonly coverBonus: number;
  /** Replaces the weapon's sharpness for this action's harm. */
  readonly sharpness: Sharpness | null;
  /** On a success the target takes at least this much stun, whatever its armor. */
  readonly minimumStun: number;
  /** Recovers all of the character's stun. */
  readonly recoversAllStun: boolean;
  /** A standing target is put off balance: it rolls against 8 or falls down. */
  readonly unbalances: boolean;
  /** The target always ends up on the ground. */
  readonly floors: boolean;
  /** A success lets the actor take the dominant position or let go (RULES 5 grappling). */
  readonly grapplingAction: boolean;
}

const PLAIN: Omit<ManoAction, "id"> = {
  roll: null,
  harms: false,
  quick: false,
  strenuous: false,
  standing: false,
  fromGroundOnly: false,
  doublePower: false,
  doublePowerWhenFallingOnto: false,
  notWhileGrappling: false,
  needs: null,
  notUnwieldy: false,
  twoHands: false,
  attackModifier: 0,
  difficultyModifier: 0,
  defenceBonus: 0,
  nextAttackBonus: 0,
  coverBonus: 0,
  sharpness: null,
  minimumStun: 0,
  recoversAllStun: false,
  unbalances: false,
  floors: false,
  grapplingAction: false,
};

/** The +5 shared by the strategic, cautious, aim, rest, instant stand and cover entries. */
const FIVE = 5;

const strike = { roll: "handToHand", harms: true } as const;
const throwing = { roll: "thrown", harms: true } as const;
const shooting = { roll: "shot", harms: true, needs: "gunOrBow" } as const;
const grappling = { roll: "grapple", grapplingAction: true } as const;
const strenuous = { strenuous: true } as const;
const quick = { quick: true } as const;

// RULES 5 / the stance section of the seed: strategic, cautious and powerful attacks cannot be
// done from the ground, and a strategic or cautious attack is its own stance, so none of the
// four can be done while grappling; the seed's action list only says so for the strikes.
const standingSpecial = { standing: true, notWhileGrappling: true } as const;

function define(entries: { [K in ActionId]: Partial<Omit<ManoAction, "id">> }): Readonly<
  Record<ActionId, ManoAction>
> {
  const table = {} as Record<ActionId, ManoAction>;
  for (const id of ACTION_IDS) table[id] = Object.freeze({ ...PLAIN, ...entries[id], id });
  return Object.freeze(table);
}

/** The action list as data (RULES 5), keyed by id. */
export const ACTIONS = define({
  quickStrike: { ...strike, ...quick },
  strategicStrike: { ...strike, ...strenuous, ...standingSpecial, attackModifier: FIVE },
  cautiousStrike: { ...strike, ...strenuous, ...standingSpecial, defenceBonus: FIVE },
  powerfulStrike: { ...strike, ...strenuous, standing: true, doublePower: true },

  quickThrow: { ...throwing, ...quick, notUnwieldy: true },
  powerfulThrow: {
    ...throwing,
    ...strenuous,
    standing: true, // a powerful attack (stance section)
    doublePower: true,
    notUnwieldy: true,
  },
  heave: { ...throwing, ...strenuous, doublePower: true, attackModifier: -FIVE },

  aim: { ...quick, needs: "gunOrBow", notWhileGrappling: true, nextAttackBonus: FIVE },
  quickShot: { ...shooting, ...quick },
  strategicShot: { ...shooting, ...strenuous, ...standingSpecial, attackModifier: FIVE },
  cautiousShot: { ...shooting, ...strenuous, ...standingSpecial, defenceBonus: FIVE },
  drawAndFire: { ...shooting, ...strenuous, needs: "bow", twoHands: true },
  draw: { ...quick, needs: "bow", twoHands: true },
  unload: { ...quick, needs: "gun" },
  load: { ...quick, needs: "gun" },

  push: { ...grappling, ...quick, unbalances: true },
  trip: { ...grappling, ...strenuous, harms: true, doublePower: true, unbalances: true },
  slam: { ...grappling, ...strenuous, harms: true, doublePowerWhenFallingOnto: true, floors: true },
  hold: { ...grappling, ...quick },
  wrench: { ...grappling, ...strenuous, harms: true, doublePower: true, sharpness: "blunt" },
  choke: {
    ...grappling,
    ...strenuous,
    harms: true,
    doublePower: true,
    sharpness: "padded", // stun only
    minimumStun: 2,
  },
  disarm: {
    ...grappling,
    ...strenuous,
    harms: true,
    doublePower: true,
    difficultyModifier: FIVE,
  },

  // Dropping to the ground only makes sense from a standing position.
  drop: { ...quick, standing: true },
  stand: { ...quick, fromGroundOnly: true },
  instantStand: { ...strenuous, fromGroundOnly: true, defenceBonus: FIVE },
  rest: { recoversAllStun: true, defenceBonus: FIVE },
  cover: { coverBonus: FIVE },
  // The seed's combat example: an injured character evades for +5 defence until its next turn,
  // so evading is neither strenuous nor part of a combo.
  evade: { defenceBonus: FIVE },
  readyWeapon: { ...quick },
  stowAmmunition: { ...quick },
});

/** The action with this id; an unknown id is rejected naming it. */
export function action(id: string): ManoAction {
  return ACTIONS[requireChoice("action", id, ACTION_IDS)];
}

/** Whether the action's roll is an attack that can hurt (as opposed to push, hold, aim…). */
export function isAttack(id: string): boolean {
  return action(id).harms;
}

/** RULES 5 aim: the +5 holds for the next attack only if no stun or damage was taken meanwhile. */
export function aimKept(stunTaken: number, damageTaken: number): boolean {
  requireInteger("stun taken", stunTaken, { min: 0 });
  return requireInteger("damage taken", damageTaken, { min: 0 }) + stunTaken === 0;
}

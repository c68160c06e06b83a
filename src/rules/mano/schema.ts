import {
  choice,
  decimal,
  flag,
  html,
  integer,
  list,
  object,
  text,
  type TypeSchema,
} from "../schema";
import { requireChoice } from "../errors";
import { ACTION_IDS } from "./actions";
import { MAX_TABLE_STRENGTH } from "./carrying";
import { STANCES } from "./stance";
import { GRIPS, POSTURES, SHARPNESSES } from "./types";

/*
 * The data of Mano a Mano actors and items (RULES 5, seed 004). Action Rounds actors share the
 * characteristics and the items [I-7].
 */

/** Abilities the rules roll by name (surprise, falls, jumps, mounts); weapon skills live on weapons. */
export const MANO_ABILITIES = [
  "stealth",
  "detection",
  "acrobatics",
  "climbing",
  "throwing",
  "riding",
  "animalHandling",
  "driving",
] as const;

/** What a weapon does: hand-to-hand, thrown, a bow (drawn) or a gun (loaded) (RULES 5). */
export const MANO_WEAPON_KINDS = ["handToHand", "thrown", "bow", "gun"] as const;

/**
 * Where an armor piece sits. Pieces worn at the same location overlap and layer (RULES 5:
 * smaller cover, summed absorption); "none" never layers.
 */
export const ARMOR_LOCATIONS = [
  "none",
  "head",
  "torso",
  "arms",
  "hands",
  "legs",
  "feet",
  "body",
] as const;

/** The characteristics both Mano a Mano and Action Rounds characters have (seed 004 sheet). */
export const manoCharacterSchema = {
  /** RULES 5: ¼ and ½ skip turns; a whole speed gives that many quick actions in a combo */
  speed: decimal({ min: 0.25, max: 10, initial: 1 }),
  agility: integer({ min: -10, max: 30 }),
  /** RULES 5: carrying capacity by the seed's strength table */
  strength: integer({ min: 0, max: MAX_TABLE_STRENGTH, initial: 3 }),
  /** RULES 5 health: injured from toughness, incapacitated from stamina */
  toughness: integer({ min: 0, max: 200, initial: 7 }),
  stamina: integer({ min: 0, max: 400, initial: 14 }),
  /** metres per second */
  running: integer({ min: 0, max: 200, initial: 5 }),
  swimming: integer({ min: 0, max: 200, initial: 1 }),
  airspeed: integer({ min: 0, max: 1000 }),
  /** the defences the sheet lists: melee (its best), missile and grapple */
  defences: object({
    melee: integer({ min: -20, max: 100, initial: 12 }),
    missile: integer({ min: -20, max: 100, initial: 10 }),
    grapple: integer({ min: -20, max: 100, initial: 12 }),
  }),
  grappleAttack: integer({ min: -20, max: 100 }),
  abilities: object(
    Object.fromEntries(
      MANO_ABILITIES.map((a) => [
        a,
        integer({ min: -10, max: 50, label: `ACTION_ENGINE.Choice.manoAbility.${a}` }),
      ]),
    ) as Record<(typeof MANO_ABILITIES)[number], ReturnType<typeof integer>>,
  ),
  otherAbilities: list({ name: text(), level: integer({ min: -10, max: 50 }) }),
  stun: integer({ min: 0, max: 1000, state: true }),
  damage: integer({ min: 0, max: 1000, state: true }),
  /** RULES 5 position table: posture, stance row, and grip when grappling */
  posture: choice(POSTURES, { labelPrefix: "ACTION_ENGINE.Choice.posture" }),
  stance: choice(STANCES, { labelPrefix: "ACTION_ENGINE.Choice.stance" }),
  grip: choice(GRIPS, { labelPrefix: "ACTION_ENGINE.Choice.grip" }),
  /**
   * RULES 5 combos: the actions (and the weapon item each used) taken so far in the character's
   * turn, checked as a whole with the next one; the tracker empties it when the turn ends
   */
  combo: list({
    action: text({ check: (id) => requireChoice("action", id, ACTION_IDS) }),
    weapon: text(),
  }),
  notes: html(),
} as const;

export const manoActor = {
  type: "mano",
  documentName: "Actor",
  ruleset: "mano",
  schema: manoCharacterSchema,
} as const satisfies TypeSchema;

export const manoWeapon = {
  type: "mano-weapon",
  documentName: "Item",
  ruleset: "mano",
  schema: {
    kind: choice(MANO_WEAPON_KINDS, { labelPrefix: "ACTION_ENGINE.Choice.manoWeaponKind" }),
    /** a hand, foot or other body part rather than an object */
    natural: flag(),
    power: integer({ min: 0, max: 200, initial: 3 }),
    sharpness: choice(SHARPNESSES, {
      labelPrefix: "ACTION_ENGINE.Choice.sharpness",
      initial: "blunt",
    }),
    /** modifiers written next to the weapon on the sheet (seed 004) */
    attack: integer({ min: -20, max: 100 }),
    defense: integer({ min: -20, max: 100, initial: 12 }),
    throw: integer({ min: -20, max: 100 }),
    /** metres */
    reach: decimal({ min: 0, max: 50, initial: 1 }),
    /** maximum range in metres for shots; a throw's range comes from the thrower (RULES 5) */
    range: integer({ min: 0, max: 100000 }),
    /** strength it takes; for a bow, its draw */
    heft: integer({ min: 0, max: 200 }),
    weight: decimal({ min: 0, max: 100000 }),
    hands: integer({ min: 1, max: 2, initial: 1 }),
    /** cannot be quick- or powerfully thrown */
    unwieldy: flag(),
    /** actions one reload takes (a musket's nine) */
    reloadActions: integer({ min: 0, max: 100, initial: 1 }),
    shots: object({
      capacity: integer({ min: 0, max: 1000 }),
      loaded: integer({ min: 0, max: 1000, state: true }),
      /** RULES 5 load: actions of the reload under way already taken (0: none under way) */
      reloading: integer({ min: 0, max: 100, state: true }),
    }),
    /** a bow held drawn */
    drawn: flag(),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const manoArmor = {
  type: "mano-armor",
  documentName: "Item",
  ruleset: "mano",
  schema: {
    cover: integer({ min: 0, max: 100, initial: 5 }),
    absorption: integer({ min: 0, max: 100, initial: 2 }),
    /** RULES 5: complete cover cannot be avoided */
    complete: flag(),
    location: choice(ARMOR_LOCATIONS, { labelPrefix: "ACTION_ENGINE.Choice.armorLocation" }),
    weight: decimal({ min: 0, max: 100000 }),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const manoGear = {
  type: "mano-gear",
  documentName: "Item",
  ruleset: "mano",
  schema: {
    quantity: integer({ min: 0, initial: 1 }),
    weight: decimal({ min: 0, max: 100000 }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const MANO_TYPES = [manoActor, manoWeapon, manoArmor, manoGear] as const;

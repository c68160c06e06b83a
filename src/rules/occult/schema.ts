import {
  choice,
  flag,
  html,
  integer,
  list,
  object,
  optionalInteger,
  tags,
  text,
  track,
  type TypeSchema,
} from "../schema";
import { DEFAULT_DR_PERCENT } from "./armor";
import { parseDice } from "./dice-expression";
import type { DefenceModifierId, StrikeModifierId } from "./modifiers";
import { PHYSICAL_ATTACK_IDS } from "./physical";
import { TURN_BLOCKS } from "./attack-tally";

/* The data of Occult Ops actors and items (RULES 2, seed 001). Percentages are whole numbers. */

/** What a weapon is, which decides its base to-hit and what it can do (RULES 2). */
export const OCCULT_WEAPON_KINDS = ["firearm", "melee", "thrown", "grenade", "physical"] as const;
export type OccultWeaponKind = (typeof OCCULT_WEAPON_KINDS)[number];

/** Sights on a gun; a scope and a laser sight are not cumulative (RULES 2). */
export const OCCULT_SIGHTS = ["scope", "laserSight"] as const;

/**
 * Lasting conditions that bring a row of the strike or defence modifier tables (RULES 2), named
 * as the rows are in src/rules/occult/modifiers.ts; the attack dialog ticks them for the actor.
 */
export const OCCULT_CONDITIONS = [
  "prone",
  "kneeling",
  "intimidated",
  "emboldened",
  "blinded",
  "frazzled",
  "awkwardPosition",
  "dodge",
  "movingTarget",
  // RULES 2: laying down covering fire (set from a gun's row). Interpretation: the rule text
  // gives it no duration, so the mark stays until the GM clears it
  "coveringFire",
] as const satisfies readonly (StrikeModifierId | DefenceModifierId)[];

const conditionLabel = (c: string) => `ACTION_ENGINE.Choice.occultCondition.${c}`;

export const occultActor = {
  type: "occult",
  documentName: "Actor",
  ruleset: "occult",
  schema: {
    /** STR gives the melee damage bonus, DEX the strike and defence modifiers (seed 001) */
    str: integer({ min: 0, max: 30, initial: 6 }),
    dex: integer({ min: 0, max: 30, initial: 6 }),
    /** Strike and Defense modifiers in percent (seed 001: DEX 8 gives +10%) */
    strike: integer({ min: -100, max: 100 }),
    defence: integer({ min: -100, max: 100 }),
    /** squares per turn */
    speed: integer({ min: 0, max: 100, initial: 6 }),
    /** RULES 2: added to the d20 initiative roll */
    initiative: integer({ min: -20, max: 20 }),
    hp: track({ initial: 10 }),
    /** RULES 2 fatigue: the points, the rounds fought this fight, and the runs made (a point each) */
    fatigue: object({
      points: integer({ min: 1, max: 100, initial: 5 }),
      roundsFought: integer({ min: 0, state: true }),
      runs: integer({ min: 0, state: true }),
    }),
    /** RULES 2: what this turn has used so far; cleared when the character's turn ends */
    turn: object({
      /** squares moved: kneeling and aimed shots depend on it, and a moving target on 3 or more */
      moved: integer({ min: 0, max: 1000, state: true }),
      /** attacks made this round (a power punch counts two), and what the last one rules out */
      attacks: integer({ min: 0, max: 100, state: true }),
      blocked: choice(TURN_BLOCKS, { labelPrefix: "ACTION_ENGINE.Choice.turnBlock" }),
    }),
    /** Weapon: Unarmed (physical attacks at −20% without it) and Wrestling (holds) */
    unarmed: flag(),
    wrestling: flag(),
    /** Weapon skills: a name a weapon refers to, and its bonus to strike in percent */
    weaponSkills: list({ name: text(), bonus: integer({ min: -100, max: 100 }) }),
    conditions: object(
      Object.fromEntries(
        OCCULT_CONDITIONS.map((c) => [c, flag({ label: conditionLabel(c) })]),
      ) as Record<(typeof OCCULT_CONDITIONS)[number], ReturnType<typeof flag>>,
    ),
    notes: html(),
  },
} as const satisfies TypeSchema;

export const occultWeapon = {
  type: "occult-weapon",
  documentName: "Item",
  ruleset: "occult",
  schema: {
    kind: choice(OCCULT_WEAPON_KINDS, { labelPrefix: "ACTION_ENGINE.Choice.occultWeaponKind" }),
    /** RULES 2 physical attacks: which entry of the seed's list this is ("none" for weapons) */
    physicalAttack: choice(["none", ...PHYSICAL_ATTACK_IDS], {
      labelPrefix: "ACTION_ENGINE.Choice.physicalAttack",
    }),
    /** damage dice such as 2d6+1 or 3d6x2; blank for none */
    damage: text({ initial: "1d6", check: parseDice }),
    /** RULES 2: bands are fractions of the maximum range, in feet; 0 for melee */
    maxRange: integer({ min: 0, max: 100000 }),
    /** RULES 2 bursts and covering fire need loaded rounds */
    magazine: object({
      capacity: integer({ min: 0, max: 1000 }),
      // RULES 2: a magazine never holds more than its capacity
      loaded: integer({ min: 0, max: 1000, state: true, atMost: "capacity" }),
    }),
    burst: flag(),
    /** RULES 2 grenades: S full, M half, L quarter; an empty M or L equals the one before */
    radius: object({
      short: integer({ min: 0, max: 1000 }),
      medium: optionalInteger({ min: 0, max: 1000 }),
      long: optionalInteger({ min: 0, max: 1000 }),
    }),
    /** name of the weapon skill used; blank = untrained (a wild attack) */
    skill: text(),
    sights: tags(OCCULT_SIGHTS, { labelPrefix: "ACTION_ENGINE.Choice.sight" }),
    /** adds the STR damage bonus, as physical attacks do */
    addsStrength: flag(),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const occultArmor = {
  type: "occult-armor",
  documentName: "Item",
  ruleset: "occult",
  schema: {
    hp: track({ initial: 50 }),
    /** RULES 2: DR is this percentage of the armor's current hit points */
    drPercent: integer({ min: 0, max: 100, initial: DEFAULT_DR_PERCENT }),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const occultGear = {
  type: "occult-gear",
  documentName: "Item",
  ruleset: "occult",
  schema: {
    quantity: integer({ min: 0, initial: 1 }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const OCCULT_TYPES = [occultActor, occultWeapon, occultArmor, occultGear] as const;

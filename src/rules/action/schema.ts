import {
  choice,
  flag,
  html,
  integer,
  list,
  object,
  optionalInteger,
  text,
  type TypeSchema,
} from "../schema";
import { ROLES } from "./damage";

/* The data of Action (heroic action role-play) actors and items (RULES 3, seed 002). */

/** RULES 3: hits and fortune depend on the role. */
export const ACTION_ROLES = ROLES;

/** The attributes the rules use: Body (hits), Mind (fortune), Reflexes (shots), Toughness (soak), Move. */
export const ACTION_ATTRIBUTES = ["body", "mind", "reflexes", "toughness", "move"] as const;

/** The skills seed 002 names; others go in `otherSkills`. */
export const ACTION_SKILLS = ["dodge", "maneuver", "shoot", "know", "create", "impress"] as const;

/** How a schtick is used (seed 002 action types); the shot cost follows from it. */
export const SCHTICK_ACTIONS = [
  "basic",
  "trigger",
  "limitBreak",
  "focus",
  "finisher",
  "inherent",
  "special",
] as const;

/** Seed 002 trigger-action kinds. */
export const TRIGGER_KINDS = ["none", "combo", "defense", "result"] as const;

export const ACTION_WEAPON_KINDS = ["melee", "ranged", "thrown"] as const;

const numbers = <const K extends string>(
  keys: readonly K[],
  o: { initial: number; labelPrefix: string },
) =>
  object(
    Object.fromEntries(
      keys.map((k) => [
        k,
        integer({ min: 0, max: 30, initial: o.initial, label: `${o.labelPrefix}.${k}` }),
      ]),
    ) as Record<K, ReturnType<typeof integer>>,
  );

/** A current value that starts full: null means "at its maximum" (the maximum is derived). */
const resource = () => object({ value: optionalInteger({ min: 0, state: true }) });

export const actionActor = {
  type: "action",
  documentName: "Actor",
  ruleset: "action",
  schema: {
    role: choice(ACTION_ROLES, { labelPrefix: "ACTION_ENGINE.Choice.actionRole" }),
    /** RULES 3: named creatures roll initiative; unnamed groups use Reflexes */
    named: flag({ initial: true }),
    /** RULES 3: villains act before heroes on each shot */
    villain: flag(),
    attributes: numbers(ACTION_ATTRIBUTES, {
      initial: 3,
      labelPrefix: "ACTION_ENGINE.Choice.actionAttribute",
    }),
    skills: numbers(ACTION_SKILLS, { initial: 0, labelPrefix: "ACTION_ENGINE.Choice.actionSkill" }),
    otherSkills: list({ name: text(), rating: integer({ min: 0, max: 30 }) }),
    /** RULES 3: hits and fortune left; the maxima come from role, Body and Mind */
    hits: resource(),
    fortune: resource(),
    /** seed 002: a pool of Advantage from stunts, spent once */
    advantage: integer({ min: 0, max: 30, state: true }),
    /** seed 002: focused, ready for a limit break */
    focused: flag(),
    /** RULES 3 Friction Check: the table's conditions the character works under (a 4, a 5) */
    friction: object({
      heavy: flag({ label: "ACTION_ENGINE.Field.frictionHeavy" }),
      light: flag({ label: "ACTION_ENGINE.Field.frictionLight" }),
    }),
    /** seed 002 limitations that use the Friction Check, each answering to one face from 1 to 3 */
    limitations: list({
      name: text(),
      number: integer({ min: 1, max: 3, initial: 1, label: "ACTION_ENGINE.Field.frictionFace" }),
    }),
    notes: html(),
  },
} as const satisfies TypeSchema;

export const actionWeapon = {
  type: "action-weapon",
  documentName: "Item",
  ruleset: "action",
  schema: {
    kind: choice(ACTION_WEAPON_KINDS, { labelPrefix: "ACTION_ENGINE.Choice.actionWeaponKind" }),
    /** RULES 3: added to the outcome to get the final damage */
    damage: integer({ min: 0, max: 30, initial: 3 }),
    /** the skill it attacks with: one of the actor's skill keys or other skills' names */
    skill: text({ initial: "shoot" }),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const actionSchtick = {
  type: "action-schtick",
  documentName: "Item",
  ruleset: "action",
  schema: {
    action: choice(SCHTICK_ACTIONS, { labelPrefix: "ACTION_ENGINE.Choice.schtickAction" }),
    trigger: choice(TRIGGER_KINDS, { labelPrefix: "ACTION_ENGINE.Choice.triggerKind" }),
    /** the skill it rolls, if any */
    skill: text(),
    /** a bonus it gives to that skill */
    bonus: integer({ min: -10, max: 10 }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const actionStance = {
  type: "action-stance",
  documentName: "Item",
  ruleset: "action",
  schema: {
    /** RULES 3: each stance costs one shot from the first shot */
    shotCost: integer({ min: 0, max: 10, initial: 1 }),
    /** seed 002: only one stance of each type (e.g. Damage Boost) benefits at a time */
    stanceType: text(),
    active: flag(),
    description: html(),
  },
} as const satisfies TypeSchema;

export const actionGear = {
  type: "action-gear",
  documentName: "Item",
  ruleset: "action",
  schema: {
    quantity: integer({ min: 0, initial: 1 }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const ACTION_TYPES = [
  actionActor,
  actionWeapon,
  actionSchtick,
  actionStance,
  actionGear,
] as const;

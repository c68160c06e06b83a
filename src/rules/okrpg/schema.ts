import { MOOK_SYSTEMS } from "../options";
import { AVERAGE } from "../ranks";
import {
  choice,
  flag,
  html,
  integer,
  numberChoice,
  object,
  optionalRank,
  rank,
  tags,
  text,
  type TypeSchema,
} from "../schema";
import { LETHALITY } from "./damage";
import { GUMPTION_RESULTS } from "./impairment";
import type { TagStatus } from "./mooks";

/*
 * The data of OK RPG actors and items (RULES 1, seed 000). Attributes are free-form in the seed:
 * the player decides which attribute plays which role, so each attribute is an item carrying a
 * rank and the roles it may fill.
 */

/**
 * The roles an attribute can fill (seed 000 "ahead of time" values and the combat text):
 * initiative, defence, toughness (DR), recovery (nonlethal) and healing (lethal), strength and
 * size (movement, throws), movement (replaces strength for movement when a campaign has it),
 * quickness (interrupting a hold), hand-to-hand damage (special effects' base power), attack
 * (the default attack attribute), willpower (gumption) and tactics (reading the Tide of Battle).
 */
export const OKRPG_ROLES = [
  "initiative",
  "defence",
  "toughness",
  "recovery",
  "healing",
  "strength",
  "size",
  "movement",
  "quickness",
  "handToHand",
  "attack",
  "willpower",
  "tactics",
] as const;
export type OkrpgRole = (typeof OKRPG_ROLES)[number];

/** Damage types for the optional armor-variation rule (RULES 1.5). */
export const OKRPG_DAMAGE_TYPES = [
  "bashing",
  "cutting",
  "piercing",
  "ballistic",
  "energy",
  "other",
] as const;
export type OkrpgDamageType = (typeof OKRPG_DAMAGE_TYPES)[number];

/** "default" follows the world's setting; the others are RULES 1.7's damage systems. */
export const ACTOR_MOOK_SYSTEMS = ["default", ...MOOK_SYSTEMS] as const;

/** Even-simpler mook states (RULES 1.7, [I-5]), mildest first. */
export const TAG_STATUSES = ["up", "tagged", "down", "out"] as const satisfies readonly TagStatus[];

const LETHALITY_LABELS = Object.fromEntries(
  Object.entries(LETHALITY).map(([name, steps]) => [
    steps,
    `ACTION_ENGINE.Choice.lethality.${name}`,
  ]),
);

const carry = (label: string) =>
  object(
    { num: integer({ min: 0, state: true }), den: integer({ min: 1, initial: 1, state: true }) },
    { label },
  );

const roleModifiers = object(
  Object.fromEntries(
    OKRPG_ROLES.map((role) => [
      role,
      integer({ min: -20, max: 20, label: `ACTION_ENGINE.Choice.role.${role}` }),
    ]),
  ) as Record<OkrpgRole, ReturnType<typeof integer>>,
  { hint: "ACTION_ENGINE.Hint.roleModifiers" },
);

export const okrpgActor = {
  type: "okrpg",
  documentName: "Actor",
  ruleset: "okrpg",
  schema: {
    /** RULES 1.6/1.3: points taken, and the exact fractions recovered or healed so far */
    wounds: object({
      nonlethal: integer({ min: 0, state: true }),
      lethal: integer({ min: 0, state: true }),
      recoveryCarry: carry("ACTION_ENGINE.Field.recoveryCarry"),
      healingCarry: carry("ACTION_ENGINE.Field.healingCarry"),
      mangledLimb: text(),
    }),
    /** RULES 1.7: the damage system for this actor ("default" = the world's) */
    mookSystem: choice(ACTOR_MOOK_SYSTEMS, { labelPrefix: "ACTION_ENGINE.Choice.mookSystem" }),
    /** RULES 1.7: a mook's damage under each simplified system */
    mook: object({
      points: integer({ min: 0, state: true }),
      status: choice(TAG_STATUSES, { labelPrefix: "ACTION_ENGINE.Choice.tagStatus" }),
      down: flag(),
    }),
    /** RULES 1.4: knocked down, defending a full rank worse until the getting-up check succeeds */
    knockedDown: flag(),
    /** RULES 1.4: the power (a rank step) of the grab holding this character; null while free */
    grabbed: optionalRank({ state: true }),
    /** RULES 1.6 optional gumption: this round's result */
    gumption: choice(GUMPTION_RESULTS, { labelPrefix: "ACTION_ENGINE.Choice.gumption" }),
    /** steps added to the best attribute for each role (for Active Effects and situations) */
    roleModifiers,
    notes: html(),
  },
} as const satisfies TypeSchema;

export const okrpgAttribute = {
  type: "okrpg-attribute",
  documentName: "Item",
  ruleset: "okrpg",
  schema: {
    rank: rank({ initial: AVERAGE }),
    roles: tags(OKRPG_ROLES, { labelPrefix: "ACTION_ENGINE.Choice.role" }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const okrpgWeapon = {
  type: "okrpg-weapon",
  documentName: "Item",
  ruleset: "okrpg",
  schema: {
    damage: rank({ initial: AVERAGE }),
    /** RULES 1.5 optional penetration rule; null = the damage rank */
    penetration: optionalRank(),
    /** RULES 1.6: lethality row in steps, 0 (deep puncture) … −6 (really nonlethal) */
    lethality: numberChoice(LETHALITY_LABELS, { initial: LETHALITY.regularBashing }),
    damageType: choice(OKRPG_DAMAGE_TYPES, {
      labelPrefix: "ACTION_ENGINE.Choice.damageType",
      initial: "bashing",
    }),
    /** RULES 1.4: metres of melee reach; 0 for a ranged weapon */
    reach: integer({ min: 0, max: 100, initial: 1 }),
    ranged: flag(),
    twoHanded: flag(),
    /** RULES 1.4: the first `discount` full steps of extra targets cost one success each */
    multiTarget: integer({ min: 0, max: 3 }),
    /** [I-2]: the weapon's damage is the base power of special effects it suits */
    suitsEffects: flag(),
    /** name of the attribute item used to attack; blank = the best "attack" attribute */
    attribute: text(),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const okrpgArmor = {
  type: "okrpg-armor",
  documentName: "Item",
  ruleset: "okrpg",
  schema: {
    protection: rank({ initial: AVERAGE }),
    /** RULES 1.5: successes needed to bypass it */
    coverage: integer({ min: 1, max: 3, initial: 1 }),
    /** RULES 1.5 optional armor variation: protection per damage type; null = `protection` */
    protectionByType: object(
      Object.fromEntries(
        OKRPG_DAMAGE_TYPES.map((t) => [
          t,
          optionalRank({ label: `ACTION_ENGINE.Choice.damageType.${t}` }),
        ]),
      ) as Record<OkrpgDamageType, ReturnType<typeof optionalRank>>,
    ),
    equipped: flag({ initial: true }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const okrpgGear = {
  type: "okrpg-gear",
  documentName: "Item",
  ruleset: "okrpg",
  schema: {
    quantity: integer({ min: 0, initial: 1 }),
    description: html(),
  },
} as const satisfies TypeSchema;

export const OKRPG_TYPES = [
  okrpgActor,
  okrpgAttribute,
  okrpgWeapon,
  okrpgArmor,
  okrpgGear,
] as const;

// ------------------------------------------------------------------------------------------

/** An attribute as the role lookup needs it. */
export interface RoleSource {
  readonly name: string;
  readonly rank: number;
  readonly roles: Iterable<string>;
}

export interface RoleRank {
  /** the rank step that counts for the role, modifier included */
  readonly step: number;
  /** name of the attribute that fills the role, or null when none is tagged with it */
  readonly attribute: string | null;
}

/**
 * Interpretation (not in RULES.md): a role no attribute is tagged with counts as Average, the
 * seed's everyday rank ("a random bystander, with Average initiative").
 */
export const UNASSIGNED_ROLE_STEP = AVERAGE;

/**
 * The attribute a weapon attacks with: the one it names, case and surrounding spaces aside, or
 * null (the best "attack" role then). Of two with that name the higher ranked, as seed 000 has a
 * character use the highest where more than one fits.
 */
export function namedAttribute<A extends { name: string; rank: number }>(
  attributes: readonly A[],
  wanted: string,
): A | null {
  const key = wanted.trim().toLowerCase();
  let best: A | null = null;
  for (const attribute of attributes)
    if (attribute.name.trim().toLowerCase() === key && (!best || attribute.rank > best.rank))
      best = attribute;
  return best;
}

/**
 * What a weapon attacks with: the attribute it names (namedAttribute), else the character's
 * "attack" role, modifier included.
 */
export function weaponAttack(
  attributes: readonly { name: string; rank: number }[],
  wanted: string,
  attackRole: RoleRank,
): RoleRank {
  const named = namedAttribute(attributes, wanted);
  return named ? { step: named.rank, attribute: named.name } : attackRole;
}

/**
 * Each role's rank: the best attribute tagged with it (seed 000, opening section: where more than
 * one fits, the character uses the highest), plus the actor's modifier for that role. Movement
 * falls back to strength (seed 000: movement attributes replace strength when a campaign has
 * them); any other unfilled role counts as UNASSIGNED_ROLE_STEP.
 */
export function roleRanks(
  attributes: readonly RoleSource[],
  modifiers: Partial<Record<OkrpgRole, number>> = {},
): Record<OkrpgRole, RoleRank> {
  const best = new Map<OkrpgRole, { step: number; name: string }>();
  for (const attribute of attributes)
    for (const role of attribute.roles) {
      const current = best.get(role as OkrpgRole);
      if (
        (OKRPG_ROLES as readonly string[]).includes(role) &&
        (!current || attribute.rank > current.step)
      )
        best.set(role as OkrpgRole, { step: attribute.rank, name: attribute.name });
    }
  if (!best.has("movement") && best.has("strength")) best.set("movement", best.get("strength")!);
  return Object.fromEntries(
    OKRPG_ROLES.map((role) => {
      const found = best.get(role);
      return [
        role,
        {
          step: (found?.step ?? UNASSIGNED_ROLE_STEP) + (modifiers[role] ?? 0),
          attribute: found?.name ?? null,
        },
      ];
    }),
  ) as Record<OkrpgRole, RoleRank>;
}

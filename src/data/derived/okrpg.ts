import type { MookSystem, OkrpgOptions } from "../../rules/options";
import {
  DYING_AT,
  MOOK_OUT_AT,
  OUT_AT,
  damageResistance,
  damageSystemFor,
  freshMook,
  healingPerWeek,
  mookChart,
  healingRate,
  impairmentPenalty,
  mookFallen,
  movement,
  recoveryPerRound,
  recoveryRate,
  woundsCondition,
  type Condition,
  type Movement,
  type SimplifiedState,
} from "../../rules/okrpg";
import {
  TAG_STATUSES,
  weaponAttack,
  roleRanks,
  type OkrpgDamageType,
  type OkrpgRole,
  type RoleRank,
  type okrpgActor,
  type okrpgArmor,
  type okrpgAttribute,
  type okrpgWeapon,
} from "../../rules/okrpg/schema";
import type { Ratio } from "../../rules/ranks";
import type { SchemaData } from "../../rules/schema";
import { derive, remaining, type Bar, type DerivationProblem, type ItemView } from "./derivation";

type ActorData = SchemaData<typeof okrpgActor.schema>;
type AttributeData = SchemaData<typeof okrpgAttribute.schema>;
type WeaponData = SchemaData<typeof okrpgWeapon.schema>;
type ArmorData = SchemaData<typeof okrpgArmor.schema>;

export interface OkrpgArmorView {
  readonly id: string;
  readonly name: string;
  readonly protection: number;
  readonly coverage: number;
  /** per damage type, only the types the armor sets (RULES 1.5 armor variation) */
  readonly protectionByType: Partial<Record<OkrpgDamageType, number>>;
}

export interface OkrpgWeaponView {
  readonly id: string;
  readonly name: string;
  /** the rank step the attack is rolled with: the named attribute, else the best "attack" role */
  readonly attackStep: number;
  readonly attribute: string | null;
}

/** What an OK RPG actor's sheet shows besides its stored data (RULES 1.3, 1.1, 1.6, 1.7). */
export interface OkrpgDerived {
  readonly roles: Record<OkrpgRole, RoleRank>;
  /** RULES 1.3: damage resistance, a rank step */
  readonly dr: number;
  readonly recovery: { readonly rate: Ratio; readonly perRound: number };
  readonly healing: { readonly rate: Ratio; readonly perWeek: number };
  /** RULES 1.1: strength (or movement) minus size, in steps */
  readonly netStrength: number;
  readonly movement: Movement | null;
  readonly condition: Condition | null;
  /** RULES 1.6: steps taken off every roll while impaired (0 or negative) */
  readonly impairment: number;
  /** RULES 1.7: the damage system in force (the actor's own, or the world's default) */
  readonly damageSystem: MookSystem;
  /** the mook's state under a simplified system; null under the full system */
  readonly mookState: SimplifiedState | null;
  /** RULES 1.7 mook system: the least damage rank doing each number of points, from the DR */
  readonly mookChart: readonly { readonly damage: number; readonly points: number }[];
  /** no longer fighting: out (full system) or fallen (simplified systems) */
  readonly fallen: boolean;
  /** token bars: what is left before Out, and before dying */
  readonly health: Bar;
  readonly lethalHealth: Bar;
  readonly armor: readonly OkrpgArmorView[];
  readonly weapons: readonly OkrpgWeaponView[];
  readonly problems: readonly DerivationProblem[];
}

function simplifiedState(system: MookSystem, mook: ActorData["mook"]): SimplifiedState | null {
  if (system === "full") return null;
  const fresh = freshMook(system);
  switch (fresh.system) {
    case "mook":
      return { system: "mook", points: mook.points };
    case "evenSimpler":
      return { system: "evenSimpler", status: mook.status };
    case "simplest":
      return { system: "simplest", down: mook.down };
  }
}

/** The health bar under each damage system: points left before the system's "out". */
function healthBar(total: number, state: SimplifiedState | null): Bar {
  if (!state) return remaining(OUT_AT, total);
  switch (state.system) {
    case "mook":
      return remaining(MOOK_OUT_AT, state.points);
    case "evenSimpler":
      return remaining(TAG_STATUSES.length - 1, TAG_STATUSES.indexOf(state.status));
    case "simplest":
      return remaining(1, state.down ? 1 : 0);
  }
}

function armorView(item: ItemView<ArmorData>): OkrpgArmorView {
  const byType = Object.entries(item.system.protectionByType).filter(
    (entry): entry is [OkrpgDamageType, number] => entry[1] !== null,
  );
  return {
    id: item.id,
    name: item.name,
    protection: item.system.protection,
    coverage: item.system.coverage,
    protectionByType: Object.fromEntries(byType),
  };
}

/**
 * The derived values of an OK RPG actor, from its data, its items and the world's OK RPG
 * options. Every rule comes from src/rules/okrpg; this only gathers the inputs.
 */
export function deriveOkrpgActor(
  system: ActorData,
  items: readonly ItemView[],
  options: OkrpgOptions,
): OkrpgDerived {
  const problems: DerivationProblem[] = [];
  const attributes = items.filter(
    (i): i is ItemView<AttributeData> => i.type === "okrpg-attribute",
  );
  const roles = roleRanks(
    attributes.map((a) => ({ name: a.name, rank: a.system.rank, roles: a.system.roles })),
    system.roleModifiers,
  );
  const { wounds } = system;
  const total = wounds.nonlethal + wounds.lethal;
  const condition = derive(problems, null, () => woundsCondition(wounds));
  const impairment = derive(problems, 0, () =>
    impairmentPenalty(
      { total, mangledLimb: wounds.mangledLimb || null, gumption: system.gumption },
      options,
    ),
  );
  const netStrength = roles.movement.step - roles.size.step;
  // RULES 1.7: the actor's own damage system, or the world's default for "default"
  const damageSystem = damageSystemFor(
    system.mookSystem === "default" ? null : system.mookSystem,
    options,
  );
  const mookState = derive(problems, null, () => simplifiedState(damageSystem, system.mook));
  const dr = damageResistance(roles.toughness.step);
  const ranked = attributes.map((a) => ({ name: a.name, rank: a.system.rank }));
  const equipped = <S extends { equipped: boolean }>(type: string) =>
    items.filter((i): i is ItemView<S> => i.type === type && (i.system as S).equipped);

  return {
    roles,
    dr,
    recovery: {
      rate: recoveryRate(roles.recovery.step),
      perRound: recoveryPerRound(roles.recovery.step),
    },
    healing: { rate: healingRate(roles.healing.step), perWeek: healingPerWeek(roles.healing.step) },
    netStrength,
    movement: derive(problems, null, () => movement(netStrength, condition?.impaired ?? false)),
    condition,
    impairment,
    damageSystem,
    mookState,
    mookChart: damageSystem === "mook" ? mookChart(dr) : [],
    fallen: mookState ? mookFallen(mookState) : (condition?.out ?? false),
    health: healthBar(total, mookState),
    lethalHealth: remaining(DYING_AT, wounds.lethal),
    armor: equipped<ArmorData>("okrpg-armor").map(armorView),
    weapons: equipped<WeaponData>("okrpg-weapon").map((weapon) => {
      const attack = weaponAttack(ranked, weapon.system.attribute, roles.attack);
      return {
        id: weapon.id,
        name: weapon.name,
        attackStep: attack.step,
        attribute: attack.attribute,
      };
    }),
    problems,
  };
}

import {
  avoidArmor,
  bestAbsorption,
  carryingCapacity,
  encumberedMovement,
  health,
  layeredRegions,
  load,
  quickActions,
  type ArmorPiece,
  type HealthState,
  type Load,
} from "../../rules/mano";
import type { manoArmor, manoCharacterSchema } from "../../rules/mano/schema";
import type { SchemaData } from "../../rules/schema";
import { derive, remaining, type Bar, type DerivationProblem, type ItemView } from "./derivation";

type CharacterData = SchemaData<typeof manoCharacterSchema>;
type ArmorData = SchemaData<typeof manoArmor.schema>;
type Carried = { weight?: number; quantity?: number; equipped?: boolean };

/** What a Mano a Mano (or Action Rounds) character's sheet shows besides its stored data (RULES 5). */
export interface ManoDerived {
  readonly health: HealthState;
  /**
   * The armor worn as non-overlapping regions: pieces at the same location are layered (RULES 5:
   * the overlap has the smaller cover and the summed absorption), the others stay as they are.
   */
  readonly armor: readonly Required<ArmorPiece>[];
  /** RULES 5: subtracted from the power of attacks that do not avoid the armor */
  readonly bestAbsorption: number;
  /** the difficulty added by avoiding every piece that can be avoided */
  readonly totalCover: number;
  readonly carryingCapacity: number;
  /** kg carried (every item's weight times its quantity) */
  readonly carried: number;
  readonly load: Load;
  /** running and swimming after encumbrance */
  readonly movement: { readonly running: number; readonly swimming: number };
  /** RULES 5: quick actions in a combo */
  readonly quickActions: number;
  /** token bars: harm left before incapacitated (stamina) and before injured (toughness) */
  readonly harmTrack: Bar;
  readonly healthyTrack: Bar;
  readonly problems: readonly DerivationProblem[];
}

function wornRegions(
  items: readonly ItemView[],
  problems: DerivationProblem[],
): Required<ArmorPiece>[] {
  const worn = items.filter(
    (i): i is ItemView<ArmorData> => i.type === "mano-armor" && (i.system as ArmorData).equipped,
  );
  const piece = (a: ArmorData) => ({
    cover: a.cover,
    absorption: a.absorption,
    complete: a.complete,
  });
  const groups = new Map<string, ArmorData[]>();
  const regions: Required<ArmorPiece>[] = [];
  for (const { system } of worn) {
    if (system.location === "none") regions.push(piece(system));
    else groups.set(system.location, [...(groups.get(system.location) ?? []), system]);
  }
  for (const layers of groups.values())
    regions.push(...derive(problems, layers.map(piece), () => layeredRegions(layers.map(piece))));
  return regions;
}

export function deriveManoCharacter(
  system: CharacterData,
  items: readonly ItemView[],
): ManoDerived {
  const problems: DerivationProblem[] = [];
  const { stun, damage, toughness, stamina, strength } = system;
  const armor = wornRegions(items, problems);
  const avoidable = armor.flatMap((region, i) => (region.complete ? [] : [i]));
  const carried = items.reduce((kg, item) => {
    const { weight = 0, quantity = 1 } = item.system as Carried;
    return kg + weight * quantity;
  }, 0);
  const loadState = derive(problems, "unencumbered" as Load, () => load(carried, strength));
  const weaponsReady = items.filter(
    (i) => i.type === "mano-weapon" && (i.system as Carried).equipped,
  ).length;
  return {
    health: derive(problems, "healthy" as HealthState, () =>
      health(stun, damage, toughness, stamina),
    ),
    armor,
    bestAbsorption: derive(problems, 0, () => bestAbsorption(armor)),
    totalCover: derive(problems, 0, () => avoidArmor(armor, avoidable).difficulty),
    carryingCapacity: derive(problems, 0, () => carryingCapacity(strength)),
    carried,
    load: loadState,
    movement: derive(problems, { running: system.running, swimming: system.swimming }, () =>
      encumberedMovement(system, loadState !== "unencumbered"),
    ),
    quickActions: derive(problems, 1, () => quickActions(system.speed, weaponsReady > 1)),
    harmTrack: remaining(stamina, stun + damage),
    healthyTrack: remaining(toughness, stun + damage),
    problems,
  };
}

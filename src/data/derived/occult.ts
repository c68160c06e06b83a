import {
  DEFENCE_MODIFIER_IDS,
  STRIKE_MODIFIER_IDS,
  armorDr,
  fatigue,
  fatigueModifier,
  runSquares,
  strDamageBonus,
  type DefenceModifierId,
  type FatigueState,
  type StrikeModifierId,
} from "../../rules/occult";
import type { occultActor, occultArmor } from "../../rules/occult/schema";
import type { SchemaData } from "../../rules/schema";
import { derive, type Bar, type DerivationProblem, type ItemView } from "./derivation";

type ActorData = SchemaData<typeof occultActor.schema>;
type ArmorData = SchemaData<typeof occultArmor.schema>;

export interface OccultArmorView {
  readonly id: string;
  readonly name: string;
  readonly hp: number;
  readonly max: number;
  /** RULES 2: DR from the armor's current hit points */
  readonly dr: number;
}

/** What an Occult Ops actor's sheet shows besides its stored data (RULES 2). */
export interface OccultDerived {
  /** the STR damage bonus added to physical attacks */
  readonly strBonus: number;
  readonly fatigueState: FatigueState;
  /** squares moved when running */
  readonly runSquares: number;
  /** the strike-table rows the actor's conditions and fatigue bring to its attacks */
  readonly strikeModifiers: readonly StrikeModifierId[];
  /** the defence-table rows its conditions bring against attacks on it */
  readonly defenceModifiers: readonly DefenceModifierId[];
  readonly armor: readonly OccultArmorView[];
  /** token bar: the hit points left in the armor worn */
  readonly armorHp: Bar;
  readonly problems: readonly DerivationProblem[];
}

/** The DR of one Occult Ops armor item (RULES 2), or 0 when its data breaks the rules. */
export function occultArmorDr(armor: ArmorData, problems: DerivationProblem[] = []): number {
  return derive(problems, 0, () => armorDr({ hp: armor.hp.value, drPercent: armor.drPercent }));
}

export function deriveOccultActor(system: ActorData, items: readonly ItemView[]): OccultDerived {
  const problems: DerivationProblem[] = [];
  const { fatigue: fatigueData, conditions } = system;
  const fatigueState = derive(problems, "fresh" as FatigueState, () =>
    fatigue(fatigueData.roundsFought, fatigueData.points, fatigueData.runs),
  );
  const active = Object.entries(conditions)
    .filter(([, on]) => on)
    .map(([id]) => id);
  const fatigueRow = fatigueModifier(fatigueState);
  const armor = items
    .filter(
      (i): i is ItemView<ArmorData> =>
        i.type === "occult-armor" && (i.system as ArmorData).equipped,
    )
    .map((item) => ({
      id: item.id,
      name: item.name,
      hp: item.system.hp.value,
      max: item.system.hp.max,
      dr: occultArmorDr(item.system, problems),
    }));
  return {
    strBonus: derive(problems, 0, () => strDamageBonus(system.str)),
    fatigueState,
    runSquares: runSquares(system.speed),
    strikeModifiers: [
      ...STRIKE_MODIFIER_IDS.filter((id) => active.includes(id)),
      ...(fatigueRow ? [fatigueRow] : []),
    ],
    defenceModifiers: DEFENCE_MODIFIER_IDS.filter((id) => active.includes(id)),
    armor,
    armorHp: {
      value: armor.reduce((sum, a) => sum + a.hp, 0),
      max: armor.reduce((sum, a) => sum + a.max, 0),
    },
    problems,
  };
}

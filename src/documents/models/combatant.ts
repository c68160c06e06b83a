import { SIDES } from "../../combat/snapshot";
import { OPENINGS } from "../../rules/sequencing/turns";
import { MAX_DISTANCE } from "../../combat/moves/controls";
import { choice, flag, integer, optionalInteger, type SchemaData } from "../../rules/schema";
import { foundrySchema } from "./fields";
import { prepareInitiative } from "../initiative";

type DataSchema = foundry.data.fields.DataSchema;

const T = "ACTION_ENGINE.Tracker";
const label = (name: string) => ({ label: `${T}.Field.${name}` });
const figure = (name: string, o: { min?: number; max?: number; initial?: number } = {}) =>
  integer({ min: 0, state: true, ...o, ...label(name) });

/**
 * A combatant's tracker data: its side and the inputs its controls set (the carry-over choice for
 * the next round and the distance to its opponent, surprise, the opening of a turns fight). The
 * engine's figures (AP, shots, ready HP …) and the stances already paid for are the Combat's,
 * which only the GM writes: a player may update her own Combatant, so nothing on it is read as
 * engine state. Modules read the order through `combatant.initiative` (derived from the Combat's
 * entries: ../initiative.ts) / `combat.turns`, and a
 * combatant's figures in the Combat's `system.entries[combatant.id]` (README "What a tracker
 * click writes").
 */
export const combatantSchema = {
  side: choice(SIDES, { labelPrefix: `${T}.Side`, ...label("side") }),
  carryOverChoice: figure("carryOverChoice"),
  distance: optionalInteger({ min: 0, max: MAX_DISTANCE, ...label("distance") }),
  surprised: flag(label("surprised")),
  opening: choice(OPENINGS, { labelPrefix: `${T}.Opening`, ...label("opening") }),
} as const;

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   The fields are defined at run time by defineSchema(); the interface of the same name types them
   from the same descriptor. */
type CombatantFields = SchemaData<typeof combatantSchema>;
export interface CombatantModel extends CombatantFields {}
export class CombatantModel extends foundry.abstract.TypeDataModel<
  DataSchema,
  Combatant.Implementation
> {
  static override defineSchema(): DataSchema {
    return foundrySchema(combatantSchema);
  }

  /** Its initiative is the engine's figure, whatever its owner wrote there (../initiative.ts). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareInitiative(this.parent as never);
  }
}

import { COMBATANT_STATUSES, SIDES } from "../../combat/snapshot";
import { OPENINGS } from "../../rules/sequencing/turns";
import { MAX_DISTANCE } from "../../combat/moves/controls";
import { choice, flag, integer, optionalInteger, type SchemaData } from "../../rules/schema";
import { foundrySchema } from "./fields";

type DataSchema = foundry.data.fields.DataSchema;

const T = "ACTION_ENGINE.Tracker";
const label = (name: string) => ({ label: `${T}.Field.${name}` });
const figure = (name: string, o: { min?: number; max?: number; initial?: number } = {}) =>
  integer({ min: 0, state: true, ...o, ...label(name) });

/**
 * A combatant's tracker data: its side, the figures mirrored from the engine (AP and carry on the
 * ladder, shots, ready/carry-over/used/passive HP, a ready counter and the speed's spacing) so
 * modules and sheets can read them, and the inputs its controls set (the carry-over choice for the
 * next round and the distance to its opponent, surprise, the opening of a turns fight). The stances
 * already paid for are the Combat's (its `stancesPaid`), which only the GM writes.
 */
export const combatantSchema = {
  side: choice(SIDES, { labelPrefix: `${T}.Side`, ...label("side") }),
  ap: figure("ap", { min: -1000, max: 1000 }),
  carry: figure("carry", { min: -1000, max: 3 }),
  status: choice(COMBATANT_STATUSES, { labelPrefix: `${T}.Status`, ...label("status") }),
  shot: figure("shot"),
  ready: figure("ready"),
  carryOver: figure("carryOver"),
  used: figure("used"),
  passive: figure("passive"),
  carryOverChoice: figure("carryOverChoice"),
  distance: optionalInteger({ min: 0, max: MAX_DISTANCE, ...label("distance") }),
  counter: flag(label("counter")),
  every: figure("every", { min: 1, initial: 1 }),
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
}

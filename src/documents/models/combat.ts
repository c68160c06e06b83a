import { TIDE_LUCK } from "../../rules/okrpg/tide";
import { SEQUENCING_MODES } from "../../rules/rulesets";
import {
  choice,
  flag,
  integer,
  json,
  list,
  object,
  text,
  type SchemaData,
} from "../../rules/schema";
import { PHASES } from "../../combat/snapshot";
import { foundrySchema } from "./fields";
import { prepareInitiatives } from "../initiative";

type DataSchema = foundry.data.fields.DataSchema;

const T = "ACTION_ENGINE.Tracker";
const label = (name: string) => ({ label: `${T}.Field.${name}` });

const sideTide = object(
  {
    luck: choice(TIDE_LUCK, { labelPrefix: `${T}.Luck`, ...label("luck") }),
    die: integer({ min: 0, max: 6, state: true, ...label("die") }),
    round: integer({ min: 0, state: true, ...label("round") }),
    recoveries: integer({ min: 0, max: 2, initial: 1, state: true, ...label("recoveries") }),
    advantage: flag(label("advantage")),
    mishap: flag(label("mishap")),
  },
  label("tide"),
);

/**
 * An encounter's tracker data (DESIGN.md "Combat state"): its sequencing mode, where the round
 * stands, the engine's round fields and its entries by combatant id (src/combat/moves/stored.ts),
 * the steps the GM can undo as reverse patches (moves/undo.ts), and each side's Tide of Battle.
 * A control writes only what it changed. `revision` grows with every write, so a stale or
 * repeated click is recognised and ignored. `state` and `history` hold an encounter in the shape
 * of versions before 0.x (one JSON string, whole copies for Undo) until the migration or the
 * encounter's next write converts it.
 */
export const combatSchema = {
  mode: choice(SEQUENCING_MODES, { labelPrefix: `${T}.Mode`, ...label("mode") }),
  revision: integer({ min: 0, state: true, ...label("revision") }),
  phase: choice(PHASES, { labelPrefix: `${T}.PhaseName`, ...label("phase") }),
  /** the shot being called (shots mode), mirrored from the engine */
  shot: integer({ min: 0, state: true, ...label("shot") }),
  engine: json(label("engine")),
  entries: json({ initial: {}, ...label("entries") }),
  undo: json({ initial: { count: 0, next: 0, steps: {} }, ...label("undo") }),
  /**
   * RULES 3: the stance shots each combatant has paid for, by id: kept here, where only the GM
   * writes, and not on the Combatant, whose owner could claim a new stance as already paid
   */
  stancesPaid: json({ initial: {}, ...label("stancesPaid") }),
  state: text(label("state")),
  history: list(
    {
      state: text(label("state")),
      round: integer({ min: 0, ...label("round") }),
      mode: choice(SEQUENCING_MODES, { labelPrefix: `${T}.Mode`, ...label("mode") }),
      label: text(label("step")),
    },
    label("history"),
  ),
  tide: object({ friendly: sideTide, hostile: sideTide }, label("tide")),
} as const;

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   The fields are defined at run time by defineSchema(); the interface of the same name types them
   from the same descriptor. */
type CombatFields = SchemaData<typeof combatSchema>;
export interface CombatModel extends CombatFields {}
export class CombatModel extends foundry.abstract.TypeDataModel<DataSchema, Combat.Implementation> {
  static override defineSchema(): DataSchema {
    return foundrySchema(combatSchema);
  }

  /** Each combatant's initiative is the engine's figure (../initiative.ts). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareInitiatives(this.parent as never);
  }
}

import { roundsActor } from "../../rules/rounds/schema";
import type { SchemaData } from "../../rules/schema";
import { itemViews } from "../../data/item-views";
import { deriveRoundsCharacter, type RoundsDerived } from "../../data/derived/rounds";
import { ActorSystemModel } from "./system-model";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging --
   The model's fields are defined at run time by defineSchema(); an interface of the same name
   tells TypeScript their types, read from the same descriptor. */

type ActorFields = SchemaData<typeof roundsActor.schema>;
export interface RoundsActorModel extends ActorFields, RoundsDerived {}
/** Action Rounds characters: Mano a Mano's data and items [I-7], plus hit points (RULES 4). */
export class RoundsActorModel extends ActorSystemModel {
  static override descriptor = roundsActor;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    Object.assign(this, deriveRoundsCharacter(this, itemViews(this.parent)));
  }
}

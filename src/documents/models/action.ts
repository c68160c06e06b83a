import {
  actionActor,
  actionGear,
  actionSchtick,
  actionStance,
  actionWeapon,
} from "../../rules/action/schema";
import type { SchemaData } from "../../rules/schema";
import { deriveActionActor, type ActionDerived } from "../../data/derived/action";
import { itemViews } from "../../data/item-views";
import { ActorSystemModel, ItemSystemModel } from "./system-model";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   Each model's fields are defined at run time by defineSchema(); an interface of the same name
   tells TypeScript their types, read from the same descriptor. */

// Hits and Fortune are stored as a current value (null = full); after preparation they are
// value/max pairs for the sheet and the token bars.
type ActorFields = Omit<SchemaData<typeof actionActor.schema>, "hits" | "fortune">;
export interface ActionActorModel extends ActorFields, ActionDerived {}
export class ActionActorModel extends ActorSystemModel {
  static override descriptor = actionActor;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    // The stored current values (null = full), read from the source: the prepared fields become bars.
    const source = this._source as unknown as SchemaData<typeof actionActor.schema>;
    const stored = { hits: source.hits.value, fortune: source.fortune.value };
    Object.assign(this, deriveActionActor(this, stored, itemViews(this.parent)));
  }
}

type WeaponFields = SchemaData<typeof actionWeapon.schema>;
export interface ActionWeaponModel extends WeaponFields {}
export class ActionWeaponModel extends ItemSystemModel {
  static override descriptor = actionWeapon;
}

type SchtickFields = SchemaData<typeof actionSchtick.schema>;
export interface ActionSchtickModel extends SchtickFields {}
export class ActionSchtickModel extends ItemSystemModel {
  static override descriptor = actionSchtick;
}

type StanceFields = SchemaData<typeof actionStance.schema>;
export interface ActionStanceModel extends StanceFields {}
export class ActionStanceModel extends ItemSystemModel {
  static override descriptor = actionStance;
}

type GearFields = SchemaData<typeof actionGear.schema>;
export interface ActionGearModel extends GearFields {}
export class ActionGearModel extends ItemSystemModel {
  static override descriptor = actionGear;
}

import { manoActor, manoArmor, manoGear, manoWeapon } from "../../rules/mano/schema";
import type { SchemaData } from "../../rules/schema";
import { itemViews } from "../../data/item-views";
import { deriveManoCharacter, type ManoDerived } from "../../data/derived/mano";
import { ActorSystemModel, ItemSystemModel } from "./system-model";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   Each model's fields are defined at run time by defineSchema(); an interface of the same name
   tells TypeScript their types, read from the same descriptor. */

type ActorFields = SchemaData<typeof manoActor.schema>;
export interface ManoActorModel extends ActorFields, ManoDerived {}
export class ManoActorModel extends ActorSystemModel {
  static override descriptor = manoActor;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    Object.assign(this, deriveManoCharacter(this, itemViews(this.parent)));
  }
}

type WeaponFields = SchemaData<typeof manoWeapon.schema>;
export interface ManoWeaponModel extends WeaponFields {}
export class ManoWeaponModel extends ItemSystemModel {
  static override descriptor = manoWeapon;
}

type ArmorFields = SchemaData<typeof manoArmor.schema>;
export interface ManoArmorModel extends ArmorFields {}
export class ManoArmorModel extends ItemSystemModel {
  static override descriptor = manoArmor;
}

type GearFields = SchemaData<typeof manoGear.schema>;
export interface ManoGearModel extends GearFields {}
export class ManoGearModel extends ItemSystemModel {
  static override descriptor = manoGear;
}

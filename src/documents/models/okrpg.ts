import {
  okrpgActor,
  okrpgArmor,
  okrpgAttribute,
  okrpgGear,
  okrpgWeapon,
} from "../../rules/okrpg/schema";
import type { SchemaData } from "../../rules/schema";
import { ruleOptions } from "../../settings";
import { deriveOkrpgActor, type OkrpgDerived } from "../../data/derived/okrpg";
import { itemViews } from "../../data/item-views";
import { ActorSystemModel, ItemSystemModel } from "./system-model";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   Each model's fields are defined at run time by defineSchema(); an interface of the same name
   tells TypeScript their types, read from the same descriptor. */

type ActorFields = SchemaData<typeof okrpgActor.schema>;
export interface OkrpgActorModel extends ActorFields, OkrpgDerived {}
export class OkrpgActorModel extends ActorSystemModel {
  static override descriptor = okrpgActor;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    Object.assign(this, deriveOkrpgActor(this, itemViews(this.parent), ruleOptions("okrpg")));
  }
}

type AttributeFields = SchemaData<typeof okrpgAttribute.schema>;
export interface OkrpgAttributeModel extends AttributeFields {}
export class OkrpgAttributeModel extends ItemSystemModel {
  static override descriptor = okrpgAttribute;
}

type WeaponFields = SchemaData<typeof okrpgWeapon.schema>;
export interface OkrpgWeaponModel extends WeaponFields {}
export class OkrpgWeaponModel extends ItemSystemModel {
  static override descriptor = okrpgWeapon;
}

type ArmorFields = SchemaData<typeof okrpgArmor.schema>;
export interface OkrpgArmorModel extends ArmorFields {}
export class OkrpgArmorModel extends ItemSystemModel {
  static override descriptor = okrpgArmor;
}

type GearFields = SchemaData<typeof okrpgGear.schema>;
export interface OkrpgGearModel extends GearFields {}
export class OkrpgGearModel extends ItemSystemModel {
  static override descriptor = okrpgGear;
}

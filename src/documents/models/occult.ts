import { occultActor, occultArmor, occultGear, occultWeapon } from "../../rules/occult/schema";
import type { SchemaData } from "../../rules/schema";
import { itemViews } from "../../data/item-views";
import { deriveOccultActor, occultArmorDr, type OccultDerived } from "../../data/derived/occult";
import { ActorSystemModel, ItemSystemModel } from "./system-model";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   Each model's fields are defined at run time by defineSchema(); an interface of the same name
   tells TypeScript their types, read from the same descriptor. */

type ActorFields = SchemaData<typeof occultActor.schema>;
export interface OccultActorModel extends ActorFields, OccultDerived {}
export class OccultActorModel extends ActorSystemModel {
  static override descriptor = occultActor;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    Object.assign(this, deriveOccultActor(this, itemViews(this.parent)));
  }
}

type WeaponFields = SchemaData<typeof occultWeapon.schema>;
export interface OccultWeaponModel extends WeaponFields {}
export class OccultWeaponModel extends ItemSystemModel {
  static override descriptor = occultWeapon;
}

type ArmorFields = SchemaData<typeof occultArmor.schema>;
export interface OccultArmorModel extends ArmorFields {
  /** RULES 2: the armor's DR at its current hit points */
  dr: number;
}
export class OccultArmorModel extends ItemSystemModel {
  static override descriptor = occultArmor;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.dr = occultArmorDr(this);
  }
}

type GearFields = SchemaData<typeof occultGear.schema>;
export interface OccultGearModel extends GearFields {}
export class OccultGearModel extends ItemSystemModel {
  static override descriptor = occultGear;
}

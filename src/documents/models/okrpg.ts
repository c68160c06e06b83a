import { DYING_AT, MOOK_OUT_AT, OUT_AT } from "../../rules/okrpg";
import {
  TAG_STATUSES,
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

  /**
   * Token bar edits on the derived bars: the health bar moves the track of the damage system in
   * force (nonlethal points under the full system), the lethal bar moves lethal points.
   */
  barUpdate(attribute: string, value: number): Record<string, unknown> | null {
    const lethal = this.wounds.lethal;
    if (attribute === "lethalHealth") return { "system.wounds.lethal": DYING_AT - value };
    if (attribute !== "health") return null;
    switch (this.mookState?.system) {
      case "mook":
        return { "system.mook.points": MOOK_OUT_AT - value };
      case "evenSimpler":
        return { "system.mook.status": TAG_STATUSES[TAG_STATUSES.length - 1 - value] };
      case "simplest":
        return { "system.mook.down": value === 0 };
      default:
        return { "system.wounds.nonlethal": Math.max(0, OUT_AT - value - lethal) };
    }
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

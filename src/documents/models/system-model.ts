import { effectPaths, type TypeSchema } from "../../rules/schema";
import type { RulesetId } from "../../rules/rulesets";
import { ON_LOAD_MIGRATIONS } from "../../data/migrations/list";
import { migrateSystem } from "../../data/migrations/migrate-source";
import { ignoreBadEffectResults, type IgnoredEffect } from "../../data/effect-results";
import { foundrySchema } from "./fields";

type DataSchema = foundry.data.fields.DataSchema;
type MigrateData = typeof foundry.abstract.TypeDataModel.migrateData;

/**
 * Shape changes old data needs before it can load (Foundry calls the model's migrateData on
 * every source it constructs, see the knowledge base article "System Data Models"). The source
 * is changed in place, as Foundry expects.
 */
function migrateOnLoad(type: string, source: Parameters<MigrateData>[0]): void {
  Object.assign(source, migrateSystem(type, source, ON_LOAD_MIGRATIONS));
}

/**
 * The base class of every actor and item type's data model. A subclass sets `descriptor`; its
 * `defineSchema()` comes from that descriptor, and `ruleset` says which ruleset it belongs to
 * (for an item, from the type's prefix: `mano-weapon` → mano). Each subclass declares its fields'
 * types with an interface of the same name.
 */
function describedModel<Parent extends Actor.Implementation | Item.Implementation>() {
  class DescribedModel extends foundry.abstract.TypeDataModel<DataSchema, Parent> {
    static descriptor: TypeSchema;

    static override defineSchema(): DataSchema {
      return foundrySchema(this.descriptor.schema);
    }

    static override migrateData(source: Parameters<MigrateData>[0]): ReturnType<MigrateData> {
      migrateOnLoad(this.descriptor.type, source);
      return super.migrateData(source);
    }

    /** the `system.*` paths Active Effects may change on this type */
    static get effectPaths(): string[] {
      return effectPaths(this.descriptor.schema);
    }

    /** Active Effects whose result was invalid and is ignored (the sheet names them). */
    declare ignoredEffects: IgnoredEffect[];

    /** First thing after Active Effects: a bad effect result is ignored, before anything derives. */
    override prepareDerivedData(): void {
      super.prepareDerivedData();
      const { schema } = (this.constructor as typeof DescribedModel).descriptor;
      this.ignoredEffects = ignoreBadEffectResults(this, schema);
    }

    /** The ruleset this type belongs to. */
    get ruleset(): RulesetId {
      return (this.constructor as typeof DescribedModel).descriptor.ruleset;
    }
  }
  return DescribedModel;
}

export class ActorSystemModel extends describedModel<Actor.Implementation>() {}

export class ItemSystemModel extends describedModel<Item.Implementation>() {}

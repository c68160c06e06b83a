import { DataModelValidationError, SchemaField, type DataField } from "./fields";
import { deepClone, mergeInto } from "./utils";

const schemas = new WeakMap<object, SchemaField>();

/**
 * Test double for `foundry.abstract.DataModel` / `TypeDataModel`, as the knowledge base article
 * "System Data Models" describes them: a subclass defines its fields in `defineSchema()`; a new
 * instance runs `migrateData` on its source, cleans it (missing fields take their initial
 * values), validates it (throwing a DataModelValidationError) and exposes the fields as its own
 * properties; `updateSource` merges changes, cleans and validates again before committing;
 * `prepareBaseData` / `prepareDerivedData` are the hooks the owning document calls.
 */
export class DataModel {
  declare _source: Record<string, unknown>;
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    if (!schemas.has(this)) schemas.set(this, new SchemaField(this.defineSchema()));
    return schemas.get(this)!;
  }

  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  /** Cleans and validates candidate source data without keeping it. */
  static cleanAndValidate(data: unknown): Record<string, unknown> {
    const migrated = this.migrateData(deepClone((data ?? {}) as Record<string, unknown>));
    const source = this.schema.clean(migrated) as Record<string, unknown>;
    const failures = this.schema.validate(source, "");
    if (failures.length) throw new DataModelValidationError(failures);
    return source;
  }

  constructor(data: unknown = {}, { parent = null }: { parent?: unknown } = {}) {
    const model = this.constructor as typeof DataModel;
    // The source and the parent are not enumerable own data, so spreading or serialising a
    // model shows its fields only.
    Object.defineProperty(this, "parent", { value: parent, writable: false, enumerable: false });
    Object.defineProperty(this, "_source", {
      value: model.cleanAndValidate(data),
      writable: true,
      enumerable: false,
    });
    this.initialize();
  }

  protected initialize(): void {
    const model = this.constructor as typeof DataModel;
    Object.assign(this, model.schema.initialize(deepClone(this._source)));
  }

  toObject(): Record<string, unknown> {
    return deepClone(this._source);
  }

  updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    const model = this.constructor as typeof DataModel;
    this._source = model.cleanAndValidate(mergeInto(deepClone(this._source), changes));
    this.initialize();
    return changes;
  }

  prepareBaseData(): void {}

  prepareDerivedData(): void {}
}

export class TypeDataModel extends DataModel {}

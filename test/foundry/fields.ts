/**
 * Test double for `foundry.data.fields`: the field classes the system's data models are built
 * from, with the options they use. The behaviour follows Foundry's public API documentation
 * (foundryvtt.com/api, "DataFieldOptions", "NumberFieldOptions", "StringFieldOptions") and the
 * knowledge base article "System Data Models":
 * - `clean` coerces a value to the field's type and fills a missing value with `initial`
 *   (a value or a function returning it);
 * - `validate` reports what breaks the options: `nullable`, `blank`, `choices` (an array or an
 *   object whose keys are the allowed values), `min`/`max` ("a minimum/maximum allowed value"),
 *   `integer` ("must the number be an integer?") and a custom `validate` function returning false.
 * The double does not clamp or round numbers: out-of-range values are validation failures.
 */
export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  choices?: readonly unknown[] | Record<string, string>;
  validate?: (value: unknown) => boolean | void;
  min?: number;
  max?: number;
  integer?: boolean;
  blank?: boolean;
}

/** One thing wrong with some data: the dotted path and a message. */
export interface Failure {
  path: string;
  message: string;
}

export class DataModelValidationError extends Error {
  constructor(readonly failures: Failure[]) {
    super(failures.map((f) => `${f.path}: ${f.message}`).join("; "));
    this.name = "DataModelValidationError";
  }
}

const at = (path: string, message: string): Failure[] => [{ path, message }];

export class DataField {
  constructor(readonly options: FieldOptions = {}) {}

  get label(): string | undefined {
    return this.options.label;
  }

  get initial(): unknown {
    return this.options.initial;
  }

  getInitialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  }

  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return null;
    return this.cast(value);
  }

  validate(value: unknown, path: string): Failure[] {
    if (value === undefined) return this.options.required ? at(path, "is required") : [];
    if (value === null) return this.options.nullable ? [] : at(path, "may not be null");
    const own = this.validateType(value, path);
    if (own.length) return own;
    const choices = this.options.choices;
    if (choices) {
      const allowed = Array.isArray(choices) ? choices : Object.keys(choices);
      if (!allowed.some((choice) => String(choice) === String(value)))
        return at(path, `${JSON.stringify(value)} is not a valid choice`);
    }
    if (this.options.validate?.(value) === false) return at(path, "fails its validation");
    return [];
  }

  /** The value as the model exposes it (a SetField's array becomes a Set). */
  initialize(value: unknown): unknown {
    return value;
  }

  protected cast(value: unknown): unknown {
    return value;
  }

  protected validateType(_value: unknown, _path: string): Failure[] {
    return [];
  }
}

export class NumberField extends DataField {
  protected override cast(value: unknown): unknown {
    // Form input arrives as text; a numeric string is read as a number.
    return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  }

  protected override validateType(value: unknown, path: string): Failure[] {
    if (typeof value !== "number" || !Number.isFinite(value)) return at(path, "must be a number");
    const { integer, min, max } = this.options;
    if (integer && !Number.isInteger(value)) return at(path, "must be an integer");
    if (min !== undefined && value < min) return at(path, `must be at least ${min}`);
    if (max !== undefined && value > max) return at(path, `must be at most ${max}`);
    return [];
  }
}

export class StringField extends DataField {
  protected override cast(value: unknown): unknown {
    // StringField trims by default and casts other primitives to text.
    return typeof value === "string" ? value.trim() : String(value);
  }

  protected override validateType(value: unknown, path: string): Failure[] {
    if (typeof value !== "string") return at(path, "must be a string");
    if (value === "" && this.options.blank === false) return at(path, "may not be blank");
    return [];
  }
}

/** HTMLField is a StringField holding rich text. */
export class HTMLField extends StringField {}

export class BooleanField extends DataField {
  protected override validateType(value: unknown, path: string): Failure[] {
    return typeof value === "boolean" ? [] : at(path, "must be a boolean");
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super({ required: true, nullable: false, ...options });
  }

  override getInitialValue(): unknown {
    return Object.fromEntries(
      Object.entries(this.fields).map(([name, field]) => [name, field.getInitialValue()]),
    );
  }

  /** Cleans each field; keys the schema does not define are dropped. */
  override clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(this.fields).map(([name, field]) => [name, field.clean(value[name])]),
    );
  }

  protected override validateType(value: unknown, path: string): Failure[] {
    if (!isObject(value)) return at(path, "must be an object");
    return Object.entries(this.fields).flatMap(([name, field]) =>
      field.validate(value[name], path ? `${path}.${name}` : name),
    );
  }

  override initialize(value: unknown): unknown {
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(this.fields).map(([name, field]) => [name, field.initialize(value[name])]),
    );
  }
}

/**
 * ObjectField holds any plain object (API docs, ObjectField: "a generic object" whose inner keys
 * are not validated; flags are one). An update merges into it key by key like any object, arrays
 * inside replaced whole (foundry.utils.mergeObject, which DataModel#updateSource applies).
 */
export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, nullable: false, initial: () => ({}), ...options });
  }

  protected override validateType(value: unknown, path: string): Failure[] {
    return isObject(value) ? [] : at(path, "must be an object");
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ required: true, nullable: false, initial: () => [], ...options });
  }

  override clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    return Array.isArray(value) ? value.map((entry) => this.element.clean(entry)) : value;
  }

  protected override validateType(value: unknown, path: string): Failure[] {
    if (!Array.isArray(value)) return at(path, "must be an array");
    return value.flatMap((entry, i) => this.element.validate(entry, `${path}.${i}`));
  }

  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? value.map((entry) => this.element.initialize(entry)) : value;
  }
}

/** SetField stores an array of distinct values and exposes it as a Set. */
export class SetField extends ArrayField {
  override clean(value: unknown): unknown {
    const cleaned = super.clean(value);
    return Array.isArray(cleaned) ? [...new Set(cleaned)] : cleaned;
  }

  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? new Set(value) : value;
  }
}

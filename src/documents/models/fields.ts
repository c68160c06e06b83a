import type { Field, Schema } from "../../rules/schema";
import { labelOf } from "../../rules/schema";

type DataSchema = foundry.data.fields.DataSchema;
// Each field below is returned `as AnyField`: foundry-vtt-types types every field class by its
// exact options, which a descriptor only knows at run time; the schema is consumed untyped by
// defineSchema(), and the models type their fields from the descriptor instead.
type AnyField = foundry.data.fields.DataField.Any;

/** Turns a rules-layer check (which throws on bad text) into a Foundry `validate` option. */
function validator(check: (text: string) => unknown) {
  return (value: unknown): boolean => {
    if (typeof value !== "string" || value.trim() === "") return true;
    try {
      check(value);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * The Foundry field for one descriptor field (foundry.data.fields, see the Foundry knowledge
 * base article "System Data Models"). Every field is required and carries its initial value,
 * bounds, choices (with their lang labels) and lang label, so Foundry validates and cleans
 * exactly what the pure validator in src/rules/schema.ts checks.
 */
export function foundryField(name: string, field: Field): AnyField {
  const { fields } = foundry.data;
  const label = labelOf(name, field);
  const common = { required: true, label, hint: field.hint };
  switch (field.kind) {
    case "number":
    case "rank":
      return new fields.NumberField({
        ...common,
        nullable: field.nullable,
        initial: field.initial ?? null,
        integer: field.kind === "rank" || field.integer,
        min: field.min,
        max: field.max,
        ...(field.kind === "number" && field.choiceLabels
          ? { choices: { ...field.choiceLabels } }
          : {}),
      }) as AnyField;
    case "string":
      return new fields.StringField({
        ...common,
        nullable: false,
        blank: !field.choices,
        initial: field.initial,
        ...(field.choiceLabels ? { choices: { ...field.choiceLabels } } : {}),
        ...(field.check ? { validate: validator(field.check) } : {}),
      }) as AnyField;
    case "html":
      return new fields.HTMLField({
        ...common,
        nullable: false,
        blank: true,
        initial: "",
      }) as AnyField;
    case "boolean":
      return new fields.BooleanField({ ...common, initial: field.initial }) as AnyField;
    case "object":
      return new fields.SchemaField(foundrySchema(field.fields), common) as AnyField;
    case "array":
      return new fields.ArrayField(new fields.SchemaField(foundrySchema(field.element)), {
        ...common,
        initial: () => structuredClone(field.initial) as never,
      }) as AnyField;
    case "json":
      return new fields.ObjectField({
        ...common,
        nullable: true,
        initial: () => structuredClone(field.initial) as never,
      }) as AnyField;
    case "set":
      return new fields.SetField(
        new fields.StringField({
          required: true,
          blank: false,
          choices: { ...field.choiceLabels },
        }),
        { ...common, initial: () => [...field.initial] as never },
      ) as AnyField;
  }
}

/** The `defineSchema()` result for a descriptor. */
export function foundrySchema(schema: Schema): DataSchema {
  return Object.fromEntries(
    Object.entries(schema).map(([name, field]) => [name, foundryField(name, field)]),
  );
}

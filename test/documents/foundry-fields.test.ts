import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry";
import { DataModelValidationError, type DataField, type SchemaField } from "../foundry/fields";
import { foundryField, foundrySchema } from "../../src/documents/models/fields";
import { DATA_MODELS } from "../../src/documents/registry";
import { TYPE_SCHEMAS } from "../../src/data/type-schemas";
import { parseDice } from "../../src/rules/occult/dice-expression";
import {
  choice,
  defaults,
  fieldEntries,
  flag,
  html,
  integer,
  list,
  numberChoice,
  object,
  optionalRank,
  rank,
  tags,
  text,
  validate,
  type TypeSchema,
} from "../../src/rules/schema";

installFoundry();

const asField = (field: unknown) => field as DataField & { fields?: Record<string, DataField> };
const model = (t: TypeSchema) =>
  (DATA_MODELS as unknown as Record<string, Record<string, { schema: SchemaField }>>)[
    t.documentName
  ][t.type];

describe("each descriptor field becomes the matching foundry.data.fields field", () => {
  it("a number: NumberField with its bounds, integer flag, initial value and label key", () => {
    const field = asField(foundryField("coverage", integer({ min: 1, max: 3, initial: 1 })));
    expect(field.constructor.name).toBe("NumberField");
    expect(field.options).toMatchObject({
      required: true,
      nullable: false,
      integer: true,
      min: 1,
      max: 3,
      initial: 1,
      label: "ACTION_ENGINE.Field.coverage",
    });
  });

  it("a rank: an integer NumberField; an optional rank is nullable and starts empty", () => {
    expect(asField(foundryField("damage", rank())).options).toMatchObject({
      integer: true,
      initial: 2,
    });
    expect(asField(foundryField("penetration", optionalRank())).options).toMatchObject({
      nullable: true,
      initial: null,
    });
  });

  it("a labelled number choice: NumberField whose choices carry their lang labels", () => {
    const field = asField(
      foundryField("lethality", numberChoice({ 0: "A", [-1]: "B" }, { initial: 0 })),
    );
    expect(field.options.choices).toEqual({ "0": "A", "-1": "B" });
  });

  it("a choice: StringField that may not be blank, choices labelled", () => {
    const field = asField(foundryField("kind", choice(["gun", "bow"], { labelPrefix: "K" })));
    expect(field.constructor.name).toBe("StringField");
    expect(field.options).toMatchObject({
      blank: false,
      initial: "gun",
      choices: { gun: "K.gun", bow: "K.bow" },
    });
  });

  it("free text: a StringField that may be blank; a parsed text validates with its parser", () => {
    expect(asField(foundryField("skill", text())).options).toMatchObject({
      blank: true,
      initial: "",
    });
    const dice = asField(foundryField("damage", text({ check: parseDice })));
    expect(dice.validate("2d6", "damage")).toEqual([]);
    expect(dice.validate("two dice", "damage")).not.toEqual([]);
  });

  it("a flag, rich text, a group, a list and a set: BooleanField, HTMLField, SchemaField, ArrayField, SetField", () => {
    const kinds = {
      on: flag(),
      notes: html(),
      group: object({ n: integer() }),
      rows: list({ name: text() }),
      roles: tags(["a"], { labelPrefix: "R" }),
    };
    const schema = foundrySchema(kinds) as unknown as Record<string, DataField>;
    expect(
      Object.fromEntries(Object.entries(schema).map(([k, f]) => [k, f.constructor.name])),
    ).toEqual({
      on: "BooleanField",
      notes: "HTMLField",
      group: "SchemaField",
      rows: "ArrayField",
      roles: "SetField",
    });
  });
});

describe("every type's data model is built from its descriptor", () => {
  it.each(TYPE_SCHEMAS.map((t) => [t.type, t] as const))(
    "%s: the Foundry schema's initial data equals the descriptor's defaults",
    (_type, t) => {
      expect(model(t).schema.getInitialValue()).toEqual(defaults(t.schema));
    },
  );

  it.each(TYPE_SCHEMAS.map((t) => [t.type, t] as const))(
    "%s: the Foundry schema labels each field with the descriptor's lang key",
    (_type, t) => {
      for (const entry of fieldEntries(t.schema).filter((e) => !e.path.includes("*"))) {
        const field = entry.path
          .split(".")
          .reduce<DataField | undefined>(
            (f, part) => (f ? asField(f).fields?.[part] : asField(model(t).schema).fields![part]),
            undefined as never,
          );
        expect(field?.label, entry.path).toBe(entry.label);
      }
    },
  );
});

/** Values every kind of field must refuse, with the field they are tried on. */
function badValues(t: TypeSchema): { path: string; value: unknown }[] {
  return fieldEntries(t.schema)
    .filter((e) => !e.path.includes("*"))
    .flatMap(({ path, field }) => {
      switch (field.kind) {
        case "number":
        case "rank": {
          const bad: unknown[] = ["abc"];
          if (!field.nullable) bad.push(null);
          if (field.kind === "rank" || field.integer) bad.push(1.5);
          if (field.min !== undefined) bad.push(field.min - 1);
          if (field.max !== undefined) bad.push(field.max + 1);
          return bad.map((value) => ({ path, value }));
        }
        case "string":
          return field.choices || field.check ? [{ path, value: "not a choice!" }] : [];
        case "boolean":
          return [{ path, value: "yes" }];
        case "set":
          return [{ path, value: ["not a choice"] }];
        case "array":
          return [{ path, value: "not a list" }];
        default:
          return [];
      }
    });
}

function nest(path: string, value: unknown): Record<string, unknown> {
  return path.split(".").reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<
    string,
    unknown
  >;
}

describe("the Foundry schema refuses what the pure validator refuses", () => {
  it.each(TYPE_SCHEMAS.map((t) => [t.type, t] as const))("%s", (_type, t) => {
    const Model = model(t) as unknown as { cleanAndValidate(data: unknown): unknown };
    for (const { path, value } of badValues(t)) {
      const data = nest(path, value);
      expect(validate(t.schema, data).length, `${path} = ${JSON.stringify(value)}`).toBeGreaterThan(
        0,
      );
      expect(() => Model.cleanAndValidate(data), `${path} = ${JSON.stringify(value)}`).toThrow(
        DataModelValidationError,
      );
    }
    expect(() => Model.cleanAndValidate(defaults(t.schema))).not.toThrow();
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry";
import { DataModelValidationError } from "../foundry/fields";
import { registerDocuments } from "../../src/documents/registry";
import { TYPE_SCHEMAS } from "../../src/data/type-schemas";
import { TABLE_LIMIT } from "../../src/rules/errors";
import { fieldEntries, limitedBy, type Schema } from "../../src/rules/schema";
import { rulesetOfType } from "../../src/rules/schema";
import { registerSettings } from "../../src/settings";

/*
 * Issue 26, finding 6: an Occult Ops actor with `hp.value` 1e9 passed the data model and then threw
 * while it was prepared, because the schema bounded the field by nothing while the rules read it up
 * to their own limit. A document's bounds are the rules' bounds: every number field of every actor
 * and item type is bounded (its own bounds, else ±TABLE_LIMIT, the rules' limit for any number), and
 * a document holding any field at either bound prepares without an error.
 */

beforeEach(() => {
  installFoundry();
  registerSettings();
  registerDocuments();
});

type Sys = Record<string, unknown>;

function setAt(data: Sys, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = data;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Sys;
  node[parts.at(-1)!] = value;
}

/** The number fields of a schema outside lists, with their bounds. */
function numberFields(schema: Schema) {
  return fieldEntries(schema).flatMap((entry) =>
    (entry.field.kind === "number" || entry.field.kind === "rank") && !entry.path.includes("*")
      ? [{ path: entry.path, name: entry.name, min: entry.field.min, max: entry.field.max }]
      : [],
  );
}

/** The data with `path` at `value`, and a maximum it must stay under (or a value under it) too. */
function atBound(schema: Schema, path: string, name: string, value: number): Sys {
  const data: Sys = {};
  setAt(data, path, value);
  const parent = path.split(".").slice(0, -1);
  const siblings = parent.reduce<Schema | undefined>((s, key) => {
    const field = s?.[key];
    return field?.kind === "object" ? field.fields : undefined;
  }, schema);
  const own = siblings?.[name];
  const related = [
    ...(own?.kind === "number" && own.atMost ? [own.atMost] : []),
    ...(siblings ? limitedBy(siblings, name) : []),
  ];
  for (const other of related) setAt(data, [...parent, other].join("."), value);
  return data;
}

const CASES = TYPE_SCHEMAS.flatMap((type) =>
  numberFields(type.schema as Schema).flatMap(({ path, name, min, max }) =>
    // an unbounded side is tried far out: what the data model keeps, preparation must read
    [min ?? -1e9, max ?? 1e9].map((bound) => ({ type, path, name, bound })),
  ),
);

describe("a document's number fields are bounded as the rules read them", () => {
  it("every number field of every type has finite bounds within the rules' limit", () => {
    const unbounded = TYPE_SCHEMAS.flatMap((type) =>
      numberFields(type.schema as Schema)
        .filter(
          ({ min, max }) =>
            !(Number.isFinite(min) && Number.isFinite(max)) ||
            min! < -TABLE_LIMIT ||
            max! > TABLE_LIMIT,
        )
        .map(({ path }) => `${type.type}.${path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it("an Occult Ops actor with 1e9 hit points is refused by the data model, and nothing is written", async () => {
    await expect(
      Actor.create({
        name: "Huge",
        type: "occult",
        system: { hp: { value: 1e9, max: 1e9 } },
      } as never),
    ).rejects.toBeInstanceOf(DataModelValidationError);
    expect(game.actors!.size).toBe(0);
  });

  it.each(CASES.map((c) => [`${c.type.type} ${c.path} = ${c.bound}`, c] as const))(
    "%s prepares without an error",
    async (_name, { type, path, name, bound }) => {
      const system = atBound(type.schema as Schema, path, name, bound);
      if (type.documentName === "Actor") {
        await Actor.create({ name: "At a bound", type: type.type, system } as never);
      } else {
        await Actor.create({
          name: "Holder",
          type: rulesetOfType(type.type),
          items: [{ name: "At a bound", type: type.type, system }],
        } as never);
      }
      expect(game.actors!.size).toBe(1);
    },
  );
});

import { beforeEach, describe, expect, it } from "vitest";
// The Foundry test double must load before the data models, which extend its classes.
import { installFoundry } from "../foundry";
import { preparedActorSystem, preparedItemSystem } from "../../src/data/prepared";
import { registerDocuments } from "../../src/documents/registry";
import { registerSettings } from "../../src/settings";
import { sourcesOf, type SourceDoc } from "../packs/sources";

/*
 * The playground prepares its in-memory characters with src/data/prepared.ts; a
 * Foundry data model prepares the same pack actor through its own prepareDerivedData. Every value
 * must agree, so the playground's sheets, cards and tracker read what Foundry's would.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- prepared data is read freely
type Sys = Record<string, any>;

beforeEach(() => {
  installFoundry();
  registerSettings();
  registerDocuments();
});

/**
 * Plain JSON of a value (a data model's fields, or the plain preparation). Foundry's SetField
 * holds a Set where the stored data, and the plain preparation, hold an array.
 */
const plain = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (v instanceof Set ? [...v] : v)));

describe("the playground prepares characters as Foundry's data models do", () => {
  it.each(sourcesOf("Actor").map((s) => [s.doc.name as string, s.doc] as const))(
    "%s",
    async (_, doc: SourceDoc) => {
      const actor = (await Actor.create(structuredClone(doc) as never)) as unknown as {
        system: Sys;
        items: { contents: { id: string; name: string; type: string; system: Sys }[] };
      };
      const items = (doc.items as SourceDoc[]).map((item) => ({
        id: item._id as string,
        name: item.name as string,
        type: item.type as string,
        system: preparedItemSystem(item.type, item.system),
      }));
      for (const item of items) {
        const model = actor.items.contents.find((i) => i.id === item.id)!;
        for (const [key, value] of Object.entries(item.system))
          expect(plain(model.system[key]), `${item.name} ${key}`).toEqual(plain(value));
      }
      const prepared = preparedActorSystem(doc.type, doc.system, items);
      expect(Object.keys(prepared).sort()).toEqual(
        Object.keys(plain(actor.system))
          .filter((key) => !key.startsWith("_"))
          .sort(),
      );
      for (const [key, value] of Object.entries(prepared))
        expect(plain(actor.system[key]), key).toEqual(plain(value));
    },
  );
});

import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { PACKS, SOURCES, sourceDir, type SourceDoc } from "./sources";

/**
 * Fields the Foundry CLI writes that the sources leave out. Its compiler stores every embedded
 * collection it knows for a document (HIERARCHY in @foundryvtt/foundryvtt-cli lib/package.mjs),
 * as an empty list when the source has none, and the extractor writes them back:
 * - `effects: []` on actors, on their embedded items and on items (Active Effects; none here),
 * - `items: []` on an actor without items, `results: []` on a table without results.
 * Foundry would fill the same empty collections when it loads the document, so dropping them is
 * lossless.
 */
const ADDED_EMPTY_COLLECTIONS: Record<string, string[]> = {
  actors: ["items", "effects"],
  "actors.items": ["effects"],
  items: ["effects"],
  tables: ["results"],
};

/** The extracted document without the empty collections the CLI added; `dropped` records them. */
function withoutAddedCollections(
  doc: SourceDoc,
  source: SourceDoc,
  collection: string,
  dropped: Set<string>,
): SourceDoc {
  const copy: SourceDoc = { ...doc };
  for (const field of ADDED_EMPTY_COLLECTIONS[collection] ?? [])
    if (!(field in source) && Array.isArray(copy[field]) && copy[field].length === 0) {
      delete copy[field];
      dropped.add(`${collection}.${field}`);
    }
  if (Array.isArray(copy.items))
    copy.items = copy.items.map((item: SourceDoc, i: number) =>
      withoutAddedCollections(item, source.items[i], `${collection}.items`, dropped),
    );
  return copy;
}

function readAll(dir: string): SourceDoc[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".yml"))
    .map((name) => YAML.parse(readFileSync(join(dir, name), "utf8")) as SourceDoc);
}

describe("a build → extract round trip through the Foundry CLI is lossless", () => {
  const work = mkdtempSync(join(tmpdir(), "ae-packs-"));

  it.each(PACKS.map((p) => [p.name, p] as const))("%s", async (name, pack) => {
    const db = join(work, "db", name);
    const out = join(work, "out", name);
    await compilePack(sourceDir(pack), db, { yaml: true, recursive: true });
    await extractPack(db, out, { yaml: true });

    const sources = SOURCES.filter((s) => s.pack === pack).map((s) => s.doc);
    const extracted = new Map(readAll(out).map((doc) => [String(doc._key), doc]));
    expect([...extracted.keys()].sort()).toEqual(sources.map((s) => String(s._key)).sort());
    const dropped = new Set<string>();
    for (const source of sources) {
      const back = extracted.get(String(source._key))!;
      const collection = String(source._key).split("!")[1];
      expect(
        withoutAddedCollections(back, source, collection, dropped),
        String(source.name),
      ).toEqual(source);
    }
    // The list above is what the CLI really adds: Active Effects on actors and items.
    const expected = {
      Item: ["items.effects"],
      Actor: ["actors.effects", "actors.items.effects"],
      RollTable: [],
      JournalEntry: [],
    }[pack.type];
    expect([...dropped].sort()).toEqual(expected);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readPackSources } from "../../scripts/packs.mjs";
import { parseRuleset, type RulesetId } from "../../src/rules/rulesets";

/** The compendium packs as system.json lists them and their YAML sources, read as the build reads them. */

export const ROOT = join(import.meta.dirname, "..", "..");

export type PackType = "Actor" | "Item" | "RollTable" | "JournalEntry";

export interface PackEntry {
  name: string;
  label: string;
  path: string;
  type: PackType;
  system: string;
  ownership?: Record<string, string>;
}

export interface PackFolder {
  name: string;
  sorting?: string;
  color?: string;
  packs: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pack documents are free-form YAML
export type SourceDoc = Record<string, any>;

export interface Source {
  pack: PackEntry;
  file: string;
  doc: SourceDoc;
}

export const MANIFEST = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: PackEntry[];
  packFolders: PackFolder[];
};

export const PACKS: readonly PackEntry[] = MANIFEST.packs;

/** A pack's ruleset: its name starts with it (`occult-tables` → occult). */
export function packRuleset(pack: PackEntry): RulesetId {
  return parseRuleset(pack.name.split("-")[0]);
}

/** The folder holding a pack's YAML sources. */
export function sourceDir(pack: PackEntry): string {
  return join(ROOT, "packs", pack.name);
}

/** Every source document of every pack (readPackSources throws on a missing _id or _key). */
export const SOURCES: readonly Source[] = PACKS.flatMap((pack) =>
  readPackSources(sourceDir(pack)).map(({ file, doc }) => ({ pack, file, doc: doc as SourceDoc })),
);

export const sourcesOf = (type: PackType): Source[] => SOURCES.filter((s) => s.pack.type === type);

/** The one document of a pack with this name. */
export function sourceNamed(packName: string, name: string): SourceDoc {
  const found = SOURCES.filter((s) => s.pack.name === packName && s.doc.name === name);
  if (found.length !== 1) throw new Error(`${packName} has ${found.length} documents named ${name}`);
  return found[0].doc;
}

/** The collection a source document's key names: "!actors.items!a.b" → "actors.items". */
export function keyCollection(key: string): string {
  return key.split("!")[1];
}

/** The collection of a pack's primary documents, as the Foundry CLI keys them. */
export const COLLECTION_OF: Record<PackType, string> = {
  Actor: "actors",
  Item: "items",
  RollTable: "tables",
  JournalEntry: "journal",
};

/** Every embedded document of a source, with the collection it belongs to and its parent. */
export function embedded(
  doc: SourceDoc,
): { collection: string; parentId: string; child: SourceDoc }[] {
  const children = [
    ...((doc.items as SourceDoc[] | undefined) ?? []).map((child) => ({ field: "items", child })),
    ...((doc.effects as SourceDoc[] | undefined) ?? []).map((child) => ({ field: "effects", child })),
    ...((doc.results as SourceDoc[] | undefined) ?? []).map((child) => ({ field: "results", child })),
    ...((doc.pages as SourceDoc[] | undefined) ?? []).map((child) => ({ field: "pages", child })),
  ];
  const parent = keyCollection(String(doc._key));
  return children.map(({ field, child }) => ({
    collection: `${parent}.${field}`,
    parentId: String(doc._id),
    child,
  }));
}

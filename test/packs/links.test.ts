import { describe, expect, it } from "vitest";
import { ACTION_SKILLS } from "../../src/rules/action/schema";
import {
  COLLECTION_OF,
  PACKS,
  SOURCES,
  embedded,
  keyCollection,
  sourcesOf,
  type SourceDoc,
} from "./sources";

const ID = /^[A-Za-z0-9]{16}$/;

/** Every document of every pack with its key's expected collection and parent, embedded ones included. */
const ALL = SOURCES.flatMap(({ pack, doc }) => [
  { where: `${pack.name}: ${doc.name}`, doc, key: `!${COLLECTION_OF[pack.type]}!${doc._id}` },
  ...embedded(doc).map(({ collection, parentId, child }) => ({
    where: `${pack.name}: ${doc.name} > ${child.name}`,
    doc: child,
    key: `!${collection}!${parentId}.${child._id}`,
  })),
]);

/** Every string anywhere in a document, with its path. */
function strings(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** A compendium document UUID, as `_stats.compendiumSource` and `@UUID[…]` links write it. */
const COMPENDIUM_UUID = /Compendium\.([\w-]+)\.([\w-]+)\.(\w+)\.([A-Za-z0-9]+)/g;

const primaryIds = new Map(
  PACKS.map((pack) => [
    pack.name,
    new Set(SOURCES.filter((s) => s.pack === pack).map((s) => String(s.doc._id))),
  ]),
);

describe("ids and keys (the Foundry CLI packs a document under its _key)", () => {
  it("every _id is 16 letters or digits, unique across all packs, embedded documents included", () => {
    const ids = ALL.map((d) => d.doc._id);
    for (const { where, doc } of ALL) expect(doc._id, where).toMatch(ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every _key names its collection, its parent and its own _id", () => {
    for (const { where, doc, key } of ALL) expect(doc._key, where).toBe(key);
    const keys = ALL.map((d) => d.doc._key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("embedded collections are the ones the CLI packs for the document", () => {
    for (const { pack, doc } of SOURCES)
      for (const { collection } of embedded(doc))
        expect(["actors.items", "tables.results", "journal.pages"], pack.name).toContain(collection);
    expect(keyCollection("!actors.items!a.b")).toBe("actors.items");
  });
});

describe("no dangling links", () => {
  const links = ALL.flatMap(({ where, doc }) =>
    strings(doc).flatMap(({ path, text }) =>
      [...text.matchAll(COMPENDIUM_UUID)].map((m) => ({ where: `${where} (${path})`, m })),
    ),
  );

  it("there are links to check: embedded items name their arsenal source, notes link the tables", () => {
    expect(links.filter((l) => l.where.includes("_stats.compendiumSource")).length).toBeGreaterThan(
      50,
    );
    expect(links.some((l) => l.m[0].includes(".RollTable."))).toBe(true);
  });

  it("every compendium UUID points at a document of this system's pack of that document type", () => {
    for (const { where, m } of links) {
      const [, system, packName, documentName, id] = m;
      expect(system, where).toBe("action-engine");
      const pack = PACKS.find((p) => p.name === packName);
      expect(pack, `${where}: no pack ${packName}`).toBeDefined();
      expect(documentName, where).toBe(pack!.type);
      expect(primaryIds.get(packName)!.has(id), `${where}: no document ${id} in ${packName}`).toBe(
        true,
      );
    }
  });

  it("an embedded item copied from an arsenal has its source's type", () => {
    const byId = new Map(SOURCES.map((s) => [String(s.doc._id), s.doc]));
    for (const { doc } of sourcesOf("Actor"))
      for (const item of doc.items as SourceDoc[]) {
        const source = item._stats?.compendiumSource as string | undefined;
        if (!source) continue;
        expect(byId.get(source.split(".").at(-1)!)?.type, `${doc.name} > ${item.name}`).toBe(
          item.type,
        );
      }
  });

  it("nothing mentions a compendium without a well-formed UUID", () => {
    for (const { where, doc } of ALL)
      for (const { path, text } of strings(doc)) {
        const mentions = text.split("Compendium.").length - 1;
        expect([...text.matchAll(COMPENDIUM_UUID)].length, `${where} (${path})`).toBe(mentions);
      }
  });

  it("an OK RPG weapon's attack attribute names one of its actor's attributes", () => {
    for (const { doc } of sourcesOf("Actor").filter((s) => s.doc.type === "okrpg")) {
      const attributes = (doc.items as SourceDoc[])
        .filter((i) => i.type === "okrpg-attribute")
        .map((i) => i.name);
      for (const weapon of (doc.items as SourceDoc[]).filter((i) => i.type === "okrpg-weapon"))
        if (weapon.system.attribute !== "")
          expect(attributes, `${doc.name} > ${weapon.name}`).toContain(weapon.system.attribute);
    }
  });

  it("an Action weapon's or schtick's skill is one of its actor's skills", () => {
    for (const { doc } of sourcesOf("Actor").filter((s) => s.doc.type === "action")) {
      const skills = [
        ...ACTION_SKILLS,
        ...(doc.system.otherSkills as SourceDoc[]).map((s) => s.name),
      ];
      for (const item of doc.items as SourceDoc[])
        if (["action-weapon", "action-schtick"].includes(item.type) && item.system.skill !== "")
          expect(skills, `${doc.name} > ${item.name}`).toContain(item.system.skill);
    }
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
// The Foundry test double must load before the data models, which extend its classes.
import { installFoundry, type FoundryDouble } from "../foundry";
import { registerDocuments } from "../../src/documents/registry";
import { TOKEN_BARS } from "../../src/data/token-bars";
import { typeSchema } from "../../src/data/type-schemas";
import { itemRuleset } from "../../src/rules/rulesets";
import { itemFitsActor, rulesetOfType, validate } from "../../src/rules/schema";
import { registerSettings } from "../../src/settings";
import { MANIFEST, PACKS, SOURCES, packRuleset, sourcesOf, type SourceDoc } from "./sources";

const actors = sourcesOf("Actor");
const items = sourcesOf("Item");
const tables = sourcesOf("RollTable");
const named = (list: typeof SOURCES) => list.map((s) => [`${s.pack.name}: ${s.doc.name}`, s] as const);

/**
 * Icons every Foundry install ships in public/icons/svg: the defaults for actors, items and table
 * results, and the icons of the core status effects.
 */
const CORE_ICONS = new Set(
  [
    "mystery-man",
    "item-bag",
    "sword",
    "shield",
    "explosion",
    "target",
    "combat",
    "book",
    "aura",
    "upgrade",
    "downgrade",
    "d20-black",
    "d20-grey",
    "d6-grey",
    "blind",
    "unconscious",
    "sleep",
    "angel",
    "falling",
    "hazard",
    "terror",
    "eye",
    "daze",
    "wingfoot",
    "degen",
    "paralysis",
    "net",
    "blood",
    "skull",
  ].map((name) => `icons/svg/${name}.svg`),
);

/** The top-level fields a pack document may have, per document (v13 source data as packs store it). */
const DOCUMENT_FIELDS: Record<string, string[]> = {
  Item: ["_id", "_key", "name", "type", "img", "system", "flags", "effects", "_stats"],
  Actor: ["_id", "_key", "name", "type", "img", "system", "items", "prototypeToken", "_stats"],
  RollTable: [
    ...["_id", "_key", "name", "img", "description", "formula", "replacement", "displayRoll"],
    ...["results", "flags"],
  ],
  // the generated quick references (src/reference/journal.ts)
  JournalEntry: ["_id", "_key", "name", "pages", "categories", "flags"],
};

/** v13 TableResult source fields (dnd5e's v13 table sources carry the same). */
const RESULT_FIELDS = [
  ...["_id", "_key", "type", "name", "description", "img", "range", "weight", "drawn"],
  "flags",
];

function images(doc: SourceDoc): string[] {
  return [
    doc.img,
    doc.prototypeToken?.texture?.src,
    ...((doc.items as SourceDoc[] | undefined) ?? []).map((i) => i.img),
    ...((doc.results as SourceDoc[] | undefined) ?? []).map((r) => r.img),
  ].filter((src) => src !== undefined);
}

describe("system.json lists the packs, each in its ruleset's folder", () => {
  it("has the sixteen packs with the manifest fields Foundry reads", () => {
    expect(PACKS.map((p) => p.name)).toEqual([
      ...["okrpg-arsenal", "okrpg-characters", "occult-arsenal", "occult-tables"],
      ...["occult-characters", "action-arsenal", "action-tables", "action-characters"],
      ...["mano-arsenal", "mano-characters", "rounds-characters"],
      // the GM quick references (issue 18), generated from the rules at build time
      ...["okrpg-reference", "occult-reference", "action-reference", "rounds-reference"],
      "mano-reference",
    ]);
    for (const pack of PACKS) {
      expect(pack).toMatchObject({
        label: `ACTION_ENGINE.Pack.Label.${pack.name}`,
        path: `packs/${pack.name}`,
        system: "action-engine",
        ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
      });
      expect(["Actor", "Item", "RollTable", "JournalEntry"]).toContain(pack.type);
    }
  });

  // Foundry creates pack folders on the server, which has no localisation: a folder's name is
  // shown as written (foundryvtt/foundryvtt#9561), so the manifest names them in English.
  const FOLDER_NAMES = {
    okrpg: "OK RPG Rules",
    occult: "Occult Ops",
    action: "Action",
    rounds: "Action Rounds",
    mano: "Mano a Mano",
  };

  it("puts every pack in exactly one folder, the folder of its ruleset, named in plain English", () => {
    expect(MANIFEST.packFolders.map((f) => f.name)).toEqual(Object.values(FOLDER_NAMES));
    const seen = MANIFEST.packFolders.flatMap((folder, i) => {
      const ruleset = Object.keys(FOLDER_NAMES)[i];
      for (const name of folder.packs) expect(name.split("-")[0], folder.name).toBe(ruleset);
      return folder.packs;
    });
    expect([...seen].sort()).toEqual(PACKS.map((p) => p.name).sort());
    for (const folder of MANIFEST.packFolders) expect(folder.name).not.toMatch(/ACTION_ENGINE|\./);
  });

  it("labels every pack with a key lang/en.json defines (Foundry localises pack labels)", () => {
    for (const key of PACKS.map((p) => p.label)) {
      const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
      expect(typeof text, key).toBe("string");
    }
  });

  it("has no empty pack", () => {
    for (const pack of PACKS)
      expect(SOURCES.filter((s) => s.pack === pack).length, pack.name).toBeGreaterThan(0);
  });
});

describe("every pack document has the fields of its document and nothing else", () => {
  it.each(named(SOURCES))("%s", (_, { pack, doc }) => {
    expect(
      Object.keys(doc).filter((k) => !DOCUMENT_FIELDS[pack.type].includes(k)),
      "unknown top-level fields",
    ).toEqual([]);
    expect(typeof doc.name === "string" && doc.name.trim() !== "").toBe(true);
    for (const src of images(doc)) expect(CORE_ICONS, `${src} is not a core icon`).toContain(src);
    for (const result of doc.results ?? []) {
      expect(Object.keys(result).sort()).toEqual([...RESULT_FIELDS].sort());
      expect(result.type).toBe("text");
      expect(result.drawn).toBe(false);
    }
  });
});

describe("every actor and item validates against its type's schema and fits its pack's ruleset", () => {
  it.each(named([...actors, ...items]))("%s", (_, { pack, doc }) => {
    const type = typeSchema(doc.type);
    expect(type, `unknown type ${doc.type}`).toBeDefined();
    expect(type!.documentName).toBe(pack.type);
    expect(validate(type!.schema, doc.system)).toEqual([]);
    // Action Rounds characters carry Mano a Mano items [I-7], so a pack's items are its item ruleset's.
    const ruleset = pack.type === "Item" ? itemRuleset(packRuleset(pack)) : packRuleset(pack);
    expect(rulesetOfType(doc.type)).toBe(ruleset);
    for (const item of doc.items ?? []) {
      expect(validate(typeSchema(item.type)!.schema, item.system), item.name).toEqual([]);
      expect(itemFitsActor(item.type, doc.type), `${item.name} on a ${doc.type}`).toBe(true);
    }
  });
});

describe("every actor and item constructs as a real data model", () => {
  let foundry: FoundryDouble;
  beforeEach(() => {
    foundry = installFoundry();
    registerSettings();
    registerDocuments();
  });

  it.each(named(items))("item %s", async (_, { doc }) => {
    const created = (await Item.create(doc as never)) as unknown as { id: string; type: string };
    expect(created.id).toBe(doc._id);
    expect(created.type).toBe(doc.type);
    expect(foundry.operations).toHaveLength(1);
  });

  it.each(named(actors))("actor %s, with all its items", async (_, { doc }) => {
    const created = (await Actor.create(doc as never)) as unknown as {
      id: string;
      items: Map<string, { type: string }>;
      system: { problems?: readonly unknown[] };
    };
    expect(created.id).toBe(doc._id);
    expect([...created.items.keys()]).toEqual(doc.items.map((i: SourceDoc) => i._id));
    expect(created.system.problems ?? [], "rules errors while deriving").toEqual([]);
    expect(foundry.notifications.shown).toEqual([]);
  });
});

describe("sample actors are ready to drop into a scene and fight", () => {
  /** Characters who stand for a crowd: unlinked tokens that number themselves. */
  const UNNAMED = ["Bystander", "Hired goon", "Bandit", "Triad thugs", "Man-at-arms", "Tactical officer"];

  it.each(named(actors))("%s", (_, { doc }) => {
    const token = doc.prototypeToken;
    const bars = TOKEN_BARS[rulesetOfType(doc.type)];
    expect(token.bar1.attribute).toBe(bars.primary);
    expect(token.bar2.attribute).toBe(bars.secondary);
    expect(token.actorLink).toBe(!UNNAMED.includes(doc.name));
    expect(token.appendNumber).toBe(!token.actorLink);
    expect([-1, 0, 1]).toContain(token.disposition);
    if (doc.type === "action") expect(token.actorLink).toBe(doc.system.named);

    const gear = (kind: string) =>
      (doc.items as SourceDoc[]).filter((i) => i.type.endsWith(`-${kind}`));
    expect(
      gear("weapon").some((w) => w.system.equipped),
      "an equipped weapon",
    ).toBe(true);
    for (const armor of gear("armor")) expect(armor.system.equipped, armor.name).toBe(true);
  });
});

describe("roll tables", () => {
  it("are the Occult Ops Epic Fumbles and the Action Friction Check", () => {
    expect(tables.map((t) => [t.pack.name, t.doc.name, t.doc.formula])).toEqual([
      ["occult-tables", "Epic Fumbles", "1d20"],
      ["action-tables", "Friction Check", "1d6"],
    ]);
  });
});

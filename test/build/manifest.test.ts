import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// The Foundry test double must load before the data models, which extend its classes.
import "../foundry";
import { TYPE_SCHEMAS } from "../../src/data/type-schemas";
import { DATA_MODELS } from "../../src/documents/registry";
import { htmlPaths } from "../../src/rules/schema";
import en from "../../lang/en.json";

// Runs after `npm run build` (npm test builds first): dist/ must be the installable folder.
const root = join(import.meta.dirname, "..", "..");
const dist = join(root, "dist");
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

describe("the built system folder (dist/)", () => {
  it("exists: run `npm run build` before the tests", () => {
    expect(
      existsSync(join(dist, "system.json")),
      "dist/system.json missing — run npm run build",
    ).toBe(true);
  });

  const manifest = existsSync(join(dist, "system.json")) ? readJson(join(dist, "system.json")) : {};
  const source = readJson(join(root, "system.json"));
  const pkg = readJson(join(root, "package.json"));

  it("has the id action-engine, Foundry 13 compatibility and one version everywhere", () => {
    expect(manifest.id).toBe("action-engine");
    expect(manifest.compatibility).toMatchObject({ minimum: "13.341" });
    // nothing was checked in a real Foundry: no version is claimed as verified (README, Installing)
    expect(manifest.compatibility).not.toHaveProperty("verified");
    expect(manifest.version).toBe(pkg.version);
    expect(source.version).toBe(pkg.version);
    expect(manifest).toEqual(source);
  });

  // v13's first stable build: earlier v13 builds (prototype, testing) refused a player's own
  // combatant update (foundryvtt/foundryvtt#12386, reported on 13.338); nix-foundryvtt's list of
  // builds marks 13.341 as the first "stable" one.
  it("asks for v13's first stable build, 13.341, at least", () => {
    expect(source.compatibility.minimum).toBe("13.341");
  });

  it("contains every esmodule and stylesheet the manifest names", () => {
    const files: string[] = [...manifest.esmodules, ...manifest.styles];
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(existsSync(join(dist, file)), file).toBe(true);
      expect(statSync(join(dist, file)).size, `${file} is empty`).toBeGreaterThan(0);
    }
  });

  it("has every language file, and each parses", () => {
    expect(manifest.languages.length).toBeGreaterThan(0);
    for (const language of manifest.languages) {
      const path = join(dist, language.path);
      expect(existsSync(path), language.path).toBe(true);
      expect(() => readJson(path), language.path).not.toThrow();
    }
  });

  it("has every pack compiled to LevelDB at its path, in a declared folder", () => {
    const folderPacks = new Set<string>(
      (manifest.packFolders ?? []).flatMap((folder: { packs: string[] }) => folder.packs),
    );
    for (const pack of manifest.packs) {
      expect(
        existsSync(join(dist, pack.path, "CURRENT")),
        `${pack.path} is not a LevelDB folder`,
      ).toBe(true);
      expect(pack.system).toBe("action-engine");
      if (folderPacks.size)
        expect(folderPacks.has(pack.name), `${pack.name} in no pack folder`).toBe(true);
    }
  });

  it("ships the templates and the bundle mentions no missing template", () => {
    const bundle = readFileSync(join(dist, manifest.esmodules[0]), "utf8");
    const referenced = [
      ...bundle.matchAll(/systems\/action-engine\/(templates\/[\w/-]+\.hbs)/g),
    ].map((match) => match[1]);
    for (const template of referenced)
      expect(existsSync(join(dist, template)), template).toBe(true);
  });
});

describe("system.json's documentTypes and the registered data models", () => {
  const source = readJson(join(root, "system.json"));
  const declared = source.documentTypes as Record<
    string,
    Record<string, { htmlFields?: string[] }>
  >;

  it.each(["Actor", "Item"] as const)(
    "every %s type in system.json has a registered data model, and every model a type",
    (documentName) => {
      expect(Object.keys(declared[documentName]).sort()).toEqual(
        Object.keys(DATA_MODELS[documentName]).sort(),
      );
    },
  );

  // The manifest declares the subtypes a system adds; "base" is Foundry's own default type, which
  // no reference system declares (Draw Steel registers CONFIG.Combat.dataModels.base without it).
  it("declares every registered data model's type except Foundry's base type, and nothing more", () => {
    for (const [documentName, models] of Object.entries(DATA_MODELS)) {
      const added = Object.keys(models).filter((type) => type !== "base");
      expect(Object.keys(declared[documentName] ?? {}).sort(), documentName).toEqual(added.sort());
    }
    expect(Object.keys(declared).sort()).toEqual(
      Object.entries(DATA_MODELS)
        .filter(([, models]) => Object.keys(models).some((type) => type !== "base"))
        .map(([documentName]) => documentName)
        .sort(),
    );
  });

  // Foundry names a subtype by the lang key TYPES.<document>.<type> (its Create dialogs, the
  // sheet titles, the chat log's message types).
  it("names every type it registers in lang/en.json's TYPES", () => {
    const types = (en as { TYPES: Record<string, Record<string, unknown>> }).TYPES;
    for (const [documentName, models] of Object.entries(DATA_MODELS))
      for (const type of Object.keys(models).filter((t) => t !== "base"))
        expect(typeof types[documentName]?.[type], `TYPES.${documentName}.${type}`).toBe("string");
  });

  it("lists each type's rich-text fields as its htmlFields", () => {
    for (const t of TYPE_SCHEMAS)
      expect(declared[t.documentName][t.type].htmlFields, t.type).toEqual(htmlPaths(t.schema));
  });

  // A package's `socket: true` opens its own `game.socket` channel (pf2e-leveler#87: the console
  // complains when a package emits on a channel its manifest did not ask for); the system sends
  // nothing there: player requests go to the GM as queries (CONFIG.queries, User#query).
  it("asks for no socket channel, and nothing in src/ uses one", () => {
    expect(source).not.toHaveProperty("socket");
    const sources = readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .filter((file) =>
        /game\.socket|\bsocket\.(emit|on)\(/.test(readFileSync(join(root, "src", file), "utf8")),
      );
    expect(sources).toEqual([]);
  });

  it("names token attributes the default ruleset's actors offer", () => {
    expect([source.primaryTokenAttribute, source.secondaryTokenAttribute]).toEqual([
      "health",
      "lethalHealth",
    ]);
  });
});

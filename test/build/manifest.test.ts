import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// The Foundry test double must load before the data models, which extend its classes.
import "../foundry";
import { TYPE_SCHEMAS } from "../../src/data/type-schemas";
import { DATA_MODELS } from "../../src/documents/registry";
import { htmlPaths } from "../../src/rules/schema";

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
    expect(manifest.compatibility).toMatchObject({ minimum: "13" });
    // nothing was checked in a real Foundry: no version is claimed as verified (README, Installing)
    expect(manifest.compatibility).not.toHaveProperty("verified");
    expect(manifest.version).toBe(pkg.version);
    expect(source.version).toBe(pkg.version);
    expect(manifest).toEqual(source);
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

  it("lists each type's rich-text fields as its htmlFields", () => {
    for (const t of TYPE_SCHEMAS)
      expect(declared[t.documentName][t.type].htmlFields, t.type).toEqual(htmlPaths(t.schema));
  });

  it("names token attributes the default ruleset's actors offer", () => {
    expect([source.primaryTokenAttribute, source.secondaryTokenAttribute]).toEqual([
      "health",
      "lethalHealth",
    ]);
  });
});

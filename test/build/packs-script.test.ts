import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compilePacks, documentProblems, readPackSources } from "../../scripts/packs.mjs";

function packFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "ae-pack-"));
  const source = join(root, "packs", "demo");
  mkdirSync(source, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(source, name), text);
  return root;
}

const good = `_id: abcdefghijklmnop\n_key: "!items!abcdefghijklmnop"\nname: Knife\ntype: okrpg-weapon\n`;

describe("pack compilation fails loudly instead of skipping documents", () => {
  it("accepts a document with _id and _key", () => {
    expect(
      documentProblems({ _id: "abcdefghijklmnop", _key: "!items!abcdefghijklmnop" }, "x"),
    ).toEqual([]);
  });

  it("names a document without _id or _key", () => {
    const root = packFolder({ "a.yml": good, "b.yml": "name: Lost\ntype: okrpg-weapon\n" });
    expect(() => readPackSources(join(root, "packs", "demo"))).toThrow(/b\.yml: _id must be/);
    expect(() => readPackSources(join(root, "packs", "demo"))).toThrow(/b\.yml: _key must/);
  });

  it("checks embedded documents and duplicate ids", () => {
    const actor = `_id: qrstuvwxyzabcdef\n_key: "!actors!qrstuvwxyzabcdef"\nname: A\nitems:\n  - name: no key\n`;
    const root = packFolder({
      "a.yml": good,
      "c.yml": good.replace("Knife", "Copy"),
      "d.yml": actor,
    });
    const run = () => readPackSources(join(root, "packs", "demo"));
    expect(run).toThrow(/also used by/);
    expect(run).toThrow(/items\[0\]: _id must be/);
  });

  it("rejects YAML that does not parse", () => {
    const root = packFolder({ "a.yml": "_id: [unclosed\n" });
    expect(() => readPackSources(join(root, "packs", "demo"))).toThrow(/does not parse/);
  });

  it("compiles a valid pack to LevelDB and refuses a missing source folder", async () => {
    const root = packFolder({ "a.yml": good });
    const out = join(root, "dist");
    await compilePacks({ packs: [{ name: "demo", path: "packs/demo" }] }, root, out);
    const { existsSync } = await import("node:fs");
    expect(existsSync(join(out, "packs", "demo", "CURRENT"))).toBe(true);
    await expect(
      compilePacks({ packs: [{ name: "absent", path: "packs/absent" }] }, root, out),
    ).rejects.toThrow(/source folder .* is missing/);
  });
});

import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Issue 28: Foundry loads the lang file itself (system.json `languages`), so the system's bundle
 * does not carry a copy: no module under src/ imports lang/en.json but for its types (the rules'
 * error messages take their words from whoever hosts them: src/rules/errors.ts).
 */

const root = resolve(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

describe("the system's bundle", () => {
  it("imports the lang file nowhere but for its types", () => {
    const importing = sources(join(root, "src")).filter((file) =>
      /^import (?!type )[^;]*from "[./]*lang\/en\.json"/m.test(readFileSync(file, "utf8")),
    );
    expect(importing.map((file) => relative(root, file))).toEqual([]);
  });
});

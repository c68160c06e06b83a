import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The playground is a second host beside the Foundry adapter: it may import the shared pure code
 * (rules, view models, moves, change functions, kits, card steps) but never a module that needs
 * Foundry at run time. This fails if a playground file reaches one through its imports.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const PLAYGROUND = join(ROOT, "playground");

/**
 * Modules bound to Foundry, by place (README, "Folder map"): the hook wiring, the settings,
 * src/documents and every foundry/ folder. ESLint keeps Foundry's globals out of everything else.
 */
function isFoundryBound(module: string): boolean {
  return (
    module === "src/index.ts" ||
    module === "src/settings.ts" ||
    module.startsWith("src/documents/") ||
    /^src\/(.+\/)?foundry\//.test(module)
  );
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/**
 * The repository-relative files a source file loads at run time (relative specifiers only;
 * `import type` and `export type` are erased by the compiler and load nothing).
 */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const statements =
    /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s*)?["'](\.[^"']+)["']/g;
  return [...text.matchAll(statements)]
    .filter((m) => !m[1])
    .map((m) => {
      const target = relative(ROOT, resolve(dirname(file), m[2])).replaceAll("\\", "/");
      if (/\.\w+$/.test(target)) return target;
      return existsSync(join(ROOT, `${target}.ts`)) ? `${target}.ts` : `${target}/index.ts`;
    });
}

/** Every module reachable from a file through relative imports. */
function reachable(start: string, seen = new Set<string>()): Set<string> {
  for (const target of importsOf(join(ROOT, start))) {
    if (seen.has(target) || !target.endsWith(".ts")) continue;
    seen.add(target);
    if (existsSync(join(ROOT, target))) reachable(target, seen);
  }
  return seen;
}

describe("the playground is a host of its own", () => {
  const sources = files(PLAYGROUND).map((file) => relative(ROOT, file).replaceAll("\\", "/"));

  it("has source files to check", () => {
    expect(sources).toContain("playground/main.ts");
  });

  it.each(sources)("%s reaches no Foundry-bound module", (file) => {
    const bound = [...reachable(file)].filter(isFoundryBound);
    expect(bound).toEqual([]);
  });

  it("follows the imports into the shared code it runs", () => {
    const used = reachable("playground/main.ts");
    for (const shared of [
      "src/chat/card/actions.ts",
      "src/combat/moves/apply.ts",
      "src/sheets/view-models/index.ts",
      "src/rules/dice.ts",
    ])
      expect(used).toContain(shared);
  });

  it("finds the Foundry adapter's modules Foundry-bound", () => {
    const adapter = reachable("src/index.ts");
    for (const module of [
      "src/combat/foundry/tracker.ts",
      "src/chat/foundry/card/execute.ts",
      "src/sheets/foundry/actor-sheet.ts",
      "src/documents/registry.ts",
    ]) {
      expect(adapter).toContain(module);
      expect(isFoundryBound(module)).toBe(true);
    }
    expect(isFoundryBound("src/combat/moves/apply.ts")).toBe(false);
  });
});

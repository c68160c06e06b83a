import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The playground is a second host beside the Foundry adapter: it may import the shared pure code
 * (rules, view models, moves, change functions, kits, card steps) but never a module that needs
 * Foundry at run time. This lists those modules and fails if a playground file imports one.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const PLAYGROUND = join(ROOT, "playground");

/** Modules bound to Foundry: document classes, sheet classes, chat and tracker adapters. */
const FOUNDRY_BOUND = [
  "src/index.ts",
  "src/settings.ts",
  "src/documents/actor.ts",
  "src/documents/item.ts",
  "src/documents/combat.ts",
  "src/documents/combatant.ts",
  "src/documents/registry.ts",
  "src/documents/migrations/run.ts",
  "src/documents/models/system-model.ts",
  "src/documents/models/fields.ts",
  "src/documents/models/chat-attack.ts",
  "src/documents/models/combat.ts",
  "src/documents/models/combatant.ts",
  "src/sheets/actor-sheet.ts",
  "src/sheets/item-sheet.ts",
  "src/sheets/sheet-base.ts",
  "src/sheets/register.ts",
  "src/sheets/actions.ts",
  "src/sheets/foundry-io.ts",
  "src/chat/api.ts",
  "src/chat/hotbar.ts",
  "src/chat/notify.ts",
  "src/chat/register.ts",
  "src/chat/templates.ts",
  "src/chat/attack/flow.ts",
  "src/chat/attack/ready-hp.ts",
  "src/chat/card/documents.ts",
  "src/chat/card/execute.ts",
  "src/chat/card/query.ts",
  "src/chat/card/render.ts",
  "src/chat/card/request.ts",
  "src/chat/dialog/roll-dialog.ts",
  "src/combat/tracker.ts",
  "src/combat/executor.ts",
  "src/combat/hooks.ts",
  "src/combat/queries.ts",
  "src/combat/register.ts",
  "src/combat/rolls.ts",
  "src/combat/snapshot-of.ts",
  "src/combat/carry-over-dialog.ts",
];

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
    const bound = [...reachable(file)].filter((target) => FOUNDRY_BOUND.includes(target));
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

  it("names Foundry-bound modules that exist", () => {
    for (const module of FOUNDRY_BOUND) expect(statSync(join(ROOT, module)).isFile()).toBe(true);
  });
});

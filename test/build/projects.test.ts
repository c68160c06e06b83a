import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { createVitest } from "vitest/node";

/*
 * `npm test` runs every test file once in one of the projects `pure`, `v13` or `browser`
 * (test/projects.ts), and the `v14` project runs a Foundry-facing subset of them again: a file
 * that no project matched would silently never run.
 */
const ROOT = join(import.meta.dirname, "..", "..");

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

describe("the test projects", () => {
  it("run every test file once (pure, v13 or browser), and again as v14 only Foundry-facing ones", async () => {
    const vitest = await createVitest("test", {
      watch: false,
      config: join(ROOT, "vite.config.ts"),
    });
    try {
      const runs = (await vitest.globTestSpecifications()).map((spec) => ({
        project: spec.project.name,
        file: relative(ROOT, spec.moduleId),
      }));
      const once = runs.filter((run) => run.project !== "v14").map((run) => run.file);
      expect(once.sort()).toEqual(testFiles(join(ROOT, "test")));
      const v13 = new Set(runs.filter((run) => run.project === "v13").map((run) => run.file));
      const again = runs.filter((run) => run.project === "v14").map((run) => run.file);
      expect(again.filter((file) => !v13.has(file))).toEqual([]);
      expect(again.length).toBeGreaterThan(10);
    } finally {
      await vitest.close();
    }
  });
});

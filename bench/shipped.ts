import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = resolve(import.meta.dirname, "..");
const outDir = resolve(root, "test-results/bench-bundles");

/**
 * Imports `entry` (a path from the project root) the way the system ships it: bundled into one
 * ES module by Vite, unminified, names kept, as `npm run build` does. Under vitest each module is
 * transformed and every call into another module goes through a namespace getter, which the
 * shipped bundle does not pay; code whose cost is many small cross-module calls (the sequencing
 * engines' moves) is measured here as players run it.
 */
export async function shipped<T>(entry: string): Promise<T> {
  mkdirSync(outDir, { recursive: true });
  // named by its path: two entries called index.ts are two bundles
  const name = entry.replace(/\.ts$/, "").replace(/[\\/]/g, "-");
  await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      lib: { entry: resolve(root, entry), formats: ["es"], fileName: () => `${name}.mjs` },
      rolldownOptions: { output: { keepNames: true } },
    },
  });
  return (await import(/* @vite-ignore */ pathToFileURL(resolve(outDir, `${name}.mjs`)).href)) as T;
}

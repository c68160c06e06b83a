import { readFile } from "node:fs/promises";
import Handlebars from "handlebars";
import type { Plugin } from "vite";
import YAML from "yaml";

/*
 * The playground's templates and pack sources, read once when it is built (or served) instead of
 * in every page load: a template imported with `?precompiled` is Handlebars' precompiled form of
 * it (as `Handlebars.precompile` writes it for a runtime, the same code `Handlebars.compile` makes
 * in the page), and a pack source imported with `?pack-json` is its YAML parsed by the library the
 * pack compiler uses, as JSON text. Compiling the templates and parsing the packs were a quarter
 * of the browser's work in a page load of the browser tests (issue 25). Every config that loads
 * the playground's modules has the plugin: the playground's, the tests' (vite.config.ts), the
 * benchmarks' and the mutation runs'.
 */

/** What each query turns its file's text into: the module's code. */
const MODULES: { extension: string; query: string; module(source: string): string }[] = [
  {
    extension: ".hbs",
    query: "precompiled",
    module: (source) => `export default ${Handlebars.precompile(source, { strict: false })};`,
  },
  {
    extension: ".yml",
    query: "pack-json",
    module: (source) => `export default ${JSON.stringify(JSON.stringify(YAML.parse(source)))};`,
  },
];

export function precompiled(): Plugin {
  return {
    name: "action-engine:playground-precompiled",
    enforce: "pre",
    async load(id) {
      // the dev server adds `import` to the query
      const [file, query = ""] = id.split("?");
      const queries = new URLSearchParams(query);
      const made = MODULES.find((m) => file.endsWith(m.extension) && queries.has(m.query));
      if (!made) return null;
      this.addWatchFile(file);
      return made.module(await readFile(file, "utf8"));
    },
  };
}

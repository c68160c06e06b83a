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

/** The file and the query of a module id (the dev server adds `import` to the query). */
function parts(id: string): { file: string; query: URLSearchParams } {
  const [file, query = ""] = id.split("?");
  return { file, query: new URLSearchParams(query) };
}

export function precompiled(): Plugin {
  return {
    name: "action-engine:playground-precompiled",
    enforce: "pre",
    async load(id) {
      const { file, query } = parts(id);
      if (file.endsWith(".hbs") && query.has("precompiled")) {
        this.addWatchFile(file);
        const source = await readFile(file, "utf8");
        return `export default ${Handlebars.precompile(source, { strict: false })};`;
      }
      if (file.endsWith(".yml") && query.has("pack-json")) {
        this.addWatchFile(file);
        const source = await readFile(file, "utf8");
        return `export default ${JSON.stringify(JSON.stringify(YAML.parse(source)))};`;
      }
      return null;
    },
  };
}

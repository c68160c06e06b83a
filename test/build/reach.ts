import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin } from "vite";

/*
 * Issue 17's audit, repeated by a test: which rules functions does play reach? The system's entry
 * (src/index.ts) and the build-time quick reference are bundled with tree shaking, with the public
 * rules API (game.system.api.rules) left out; an exported rules function that is not in that bundle
 * is reached only by calling it from a macro or a test.
 */

const root = resolve(import.meta.dirname, "..", "..");

/** The rules API export, stylesheets and templates are left out of the bundle. */
function withoutApi(): Plugin {
  const empty = "\0action-engine:empty";
  return {
    name: "action-engine:without-api",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer?.endsWith(join("src", "index.ts")) && source === "./rules") return empty;
      if (/\.(s?css|hbs)$/.test(source)) return empty;
      return null;
    },
    load(id) {
      return id === empty ? "export {};" : null;
    },
  };
}

async function bundledCode(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root,
    plugins: [withoutApi()],
    build: {
      write: false,
      minify: false,
      lib: {
        entry: [resolve(root, "src/index.ts"), resolve(root, "scripts/quick-reference.ts")],
        formats: ["es"],
      },
      rollupOptions: { external: [/^node:/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: { code?: string }[];
  }[];
  return outputs.flatMap((r) => r.output.map((o) => o.code ?? "")).join("\n");
}

function rulesFiles(dir = join(root, "src", "rules")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return rulesFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** Every exported rules function, as "src/rules/<file>: <name>". */
export function exportedRulesFunctions(): string[] {
  const found: string[] = [];
  const exported =
    /^export (?:async )?function (\w+)|^export const (\w+)\s*=\s*(?:\([^)]*\)|\w+)\s*=>/gm;
  for (const file of rulesFiles()) {
    for (const match of readFileSync(file, "utf8").matchAll(exported))
      found.push(`${file.slice(root.length + 1)}: ${match[1] ?? match[2]}`);
  }
  return found;
}

/** The exported rules functions play does not reach. */
export async function unreachedRulesFunctions(): Promise<string[]> {
  const code = await bundledCode();
  return exportedRulesFunctions().filter((entry) => {
    const name = entry.split(": ")[1];
    // the bundler renames a clashing name with a $n suffix
    const defined = new RegExp(
      `\\b(?:function ${name}(?:\\$\\d+)?\\s*\\(|(?:const|let|var) ${name}(?:\\$\\d+)?\\s*=)`,
    );
    return !defined.test(code);
  });
}

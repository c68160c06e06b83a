import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import en from "../../lang/en.json";
import { createLocalizer } from "../../playground/host/i18n";
import { PRECOMPILED_TEMPLATES } from "../../playground/host/sources";
import { createTemplateEnvironment } from "../../playground/host/templates";

const TEMPLATES = join(import.meta.dirname, "..", "..", "templates");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith(".hbs") ? [path] : [];
  });
}

let sources: Readonly<Record<string, string>> | undefined;

/**
 * Every template under templates/, keyed by its path relative to templates/ (read once per test
 * file: a renderer is made for nearly every test).
 */
export function templateSources(): Record<string, string> {
  sources ??= Object.fromEntries(
    walk(TEMPLATES).map((file) => [relative(TEMPLATES, file), readFileSync(file, "utf8")]),
  );
  return { ...sources };
}

/**
 * Renders templates with real Handlebars exactly as in Foundry (see
 * playground/host/templates.ts), precompiled as the playground has them, so the template tests
 * check the very code the playground runs; a lang key missing from lang/en.json throws. `usedKeys`
 * collects every key looked up, so a test can check what a template asked for.
 */
export function templateRenderer() {
  const usedKeys = new Set<string>();
  const i18n = createLocalizer(en, { onMissing: "throw", used: usedKeys });
  return { ...createTemplateEnvironment(PRECOMPILED_TEMPLATES, i18n), i18n, usedKeys };
}

/** Parses rendered HTML into a DOM for assertions (node has no DOM: a tiny wrapper). */
export function actionsIn(html: string): string[] {
  return [...html.matchAll(/data-action="([^"]+)"/g)].map((match) => match[1]);
}

// The GM quick reference packs' sources (packs/<ruleset>-reference/quick-reference.yml), generated from the
// rules layer on every build before the packs compile (vite.config.ts), so the compiled journal
// always shows the tables the code uses. The sources are committed too: the playground reads them,
// and test/packs/quick-reference.test.ts fails when they differ from a fresh generation.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import YAML from "yaml";
import en from "../lang/en.json";
import { createLocalizer } from "../playground/host/i18n";
import { referenceJournals } from "../src/reference/journal";
import type { PackIndex } from "../src/reference/tables";
import { sourceFiles } from "./packs.mjs";

/** The packs the quick reference links into. */
const LINKED_PACKS = ["occult-tables", "occult-arsenal", "action-tables", "mano-arsenal"];

/** The linked packs' documents, in path order (as the playground reads them). */
export function linkedPacks(root: string): PackIndex {
  return Object.fromEntries(
    LINKED_PACKS.map((pack) => {
      const dir = join(root, "packs", pack);
      const files = sourceFiles(dir).sort((a, b) =>
        relative(root, a).localeCompare(relative(root, b)),
      );
      return [pack, files.map((file) => YAML.parse(readFileSync(file, "utf8")))];
    }),
  );
}

/** Path under packs/ → YAML text of every quick reference source, generated afresh. */
export function referenceSources(root: string): Map<string, string> {
  const t = createLocalizer(en, { onMissing: "throw" });
  return new Map(
    referenceJournals(linkedPacks(root), t).map(({ path, journal }) => [
      path,
      YAML.stringify(journal, { lineWidth: 0 }),
    ]),
  );
}

/** Writes every quick reference source afresh; returns the paths written under packs/. */
export function writeReferencePacks(root: string): string[] {
  const sources = referenceSources(root);
  for (const [path, text] of sources) {
    const file = join(root, "packs", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return [...sources.keys()];
}

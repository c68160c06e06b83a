import YAML from "yaml";
import en from "../../lang/en.json";
import { useErrorWords } from "../../src/rules/errors";

/*
 * What the playground reads at build time, as the Foundry build does: every template under
 * templates/ (by its path relative to templates/), the English language file, and the pack
 * sources (packs/<pack>/**.yml), parsed with the same YAML library the pack compiler uses.
 */

const templateFiles = import.meta.glob<string>("../../templates/**/*.hbs", {
  query: "?raw",
  import: "default",
  eager: true,
});

const packFiles = import.meta.glob<string>("../../packs/**/*.yml", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Template sources keyed by their path relative to templates/ ("actor/header.hbs"). */
export const TEMPLATE_SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(templateFiles).map(([path, text]) => [
    path.replace(/^.*?\/templates\//, ""),
    text,
  ]),
);

export const LANG: unknown = en;

// the rules' error messages in the same words (in Foundry they come from its localisation)
useErrorWords(en.ACTION_ENGINE.Error);

/** A pack source document as its YAML holds it. */
export type PackDocument = Record<string, unknown> & {
  _id: string;
  name: string;
  type?: string;
};

/** Each pack's YAML texts, in path order, by pack folder name ("okrpg-characters"). */
const packTexts = new Map<string, string[]>();
for (const [path, text] of Object.entries(packFiles).sort(([a], [b]) => a.localeCompare(b))) {
  const pack = path.replace(/^.*?\/packs\//, "").split("/")[0];
  packTexts.set(pack, [...(packTexts.get(pack) ?? []), text]);
}

const parsed = new Map<string, PackDocument[]>();

/**
 * A pack's documents (none for an unknown pack), parsed when first asked for: a page shows one
 * ruleset, and parsing every pack's YAML took most of the playground's start-up.
 */
export function packDocuments(pack: string): PackDocument[] {
  let documents = parsed.get(pack);
  if (!documents) {
    documents = (packTexts.get(pack) ?? []).map((text) => YAML.parse(text) as PackDocument);
    parsed.set(pack, documents);
  }
  return documents;
}

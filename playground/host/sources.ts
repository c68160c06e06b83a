import en from "../../lang/en.json";
import { useErrorWords } from "../../src/rules/errors";

/*
 * What the playground reads at build time, as the Foundry build does: every template under
 * templates/ (by its path relative to templates/), the English language file, and the pack
 * sources (packs/<pack>/**.yml), parsed with the same YAML library the pack compiler uses. Both
 * come precompiled and parsed by the build (playground/build/precompiled.ts).
 */

const templateFiles = import.meta.glob<TemplateSpecification>("../../templates/**/*.hbs", {
  query: "?precompiled",
  import: "default",
  eager: true,
});

/** each pack source as JSON text */
const packFiles = import.meta.glob<string>("../../packs/**/*.yml", {
  query: "?pack-json",
  import: "default",
  eager: true,
});

/** Templates, precompiled, keyed by their path relative to templates/ ("actor/header.hbs"). */
export const PRECOMPILED_TEMPLATES: Record<string, TemplateSpecification> = Object.fromEntries(
  Object.entries(templateFiles).map(([path, template]) => [
    path.replace(/^.*?\/templates\//, ""),
    template,
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

/** Each pack's documents as JSON texts, in path order, by pack folder name ("okrpg-characters"). */
const packTexts = new Map<string, string[]>();
for (const [path, text] of Object.entries(packFiles).sort(([a], [b]) => a.localeCompare(b))) {
  const pack = path.replace(/^.*?\/packs\//, "").split("/")[0];
  packTexts.set(pack, [...(packTexts.get(pack) ?? []), text]);
}

const parsed = new Map<string, PackDocument[]>();

/**
 * A pack's documents (none for an unknown pack), read when first asked for: a page shows one
 * ruleset.
 */
export function packDocuments(pack: string): PackDocument[] {
  let documents = parsed.get(pack);
  if (!documents) {
    documents = (packTexts.get(pack) ?? []).map((text) => JSON.parse(text) as PackDocument);
    parsed.set(pack, documents);
  }
  return documents;
}

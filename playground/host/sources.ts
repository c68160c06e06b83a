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

/** Every pack's documents, by pack folder name ("okrpg-characters"). */
export const PACKS: Record<string, PackDocument[]> = {};
for (const [path, text] of Object.entries(packFiles).sort(([a], [b]) => a.localeCompare(b))) {
  const pack = path.replace(/^.*?\/packs\//, "").split("/")[0];
  (PACKS[pack] ??= []).push(YAML.parse(text) as PackDocument);
}

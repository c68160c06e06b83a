import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SHINGLE_WORDS, shinglesOf } from "../../scripts/shingles.mjs";

/*
 * Our own words (DESIGN.md "Content and licensing"): the rulesets' numbers carry over, their
 * authors' prose does not. No shipped file — code and comments, lang strings, templates, pack
 * entries, the README — may repeat a run of nine consecutive words of a rule text. The seeds
 * themselves are not needed: seed-shingles.txt holds only a hash of each of their nine-word runs
 * (scripts/shingles.mjs). When the seeds change, regenerate it with
 *   node scripts/seed-fingerprint.mjs <folder of the seed .txt files>
 */
const ROOT = join(import.meta.dirname, "..", "..");
const SHIPPED = ["src", "lang", "templates", "packs", "README.md"];

const seedHashes = new Set(
  readFileSync(join(import.meta.dirname, "seed-shingles.txt"), "utf8")
    .split("\n")
    .filter(Boolean),
);

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** Each run shared with a seed, merged into the longest stretches, as "file: words …". */
function sharedRuns(path: string): string[] {
  const runs: { from: number; to: number; words: string[] }[] = [];
  for (const { at, words, hash } of shinglesOf(readFileSync(path, "utf8"))) {
    if (!seedHashes.has(hash)) continue;
    const last = runs.at(-1);
    if (last && at <= last.to) {
      last.words.push(...words.slice(last.to - at));
      last.to = at + SHINGLE_WORDS;
    } else runs.push({ from: at, to: at + SHINGLE_WORDS, words: [...words] });
  }
  return runs.map((run) => `${relative(ROOT, path)}: "${run.words.join(" ")}"`);
}

describe("our own words: no shipped file repeats nine words in a row of a rule text", () => {
  it("the fingerprint of the seeds is there (some twenty thousand runs)", () => {
    expect(seedHashes.size).toBeGreaterThan(10000);
  });

  it("a run is found whatever its case, punctuation and line breaks; eight words are not a run", () => {
    // a stand-in fingerprint made from our own sentence, so no seed text sits in this file
    const ours = "A low roll goes past the armor to the person; any other hit strikes the armor.";
    const fingerprint = new Set([...shinglesOf(ours)].map(({ hash }) => hash));
    const has = (text: string) => [...shinglesOf(text)].some(({ hash }) => fingerprint.has(hash));
    expect(has("// A LOW roll goes\n//   past the Armor, to the PERSON")).toBe(true);
    expect(has("low roll goes past the armor to the")).toBe(false);
    expect(has("a low roll goes past the armour to the person")).toBe(false);
  });

  it.each(SHIPPED)("%s", (top) => {
    const found = filesUnder(join(ROOT, top)).flatMap(sharedRuns);
    expect(found).toEqual([]);
  });
});

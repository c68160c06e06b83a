// Writes test/content/seed-shingles.txt: the hashes of every nine-word run of the rule texts
// (scripts/shingles.mjs), sorted, one per line, so test/content/own-words.test.ts can find our
// files repeating the seeds' prose without shipping that prose. Regenerate when the seeds change:
//   node scripts/seed-fingerprint.mjs [folder of the seed .txt files, default ../shared/seeds]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { shinglesOf } from "./shingles.mjs";

const root = resolve(import.meta.dirname, "..");
const seeds = resolve(root, process.argv[2] ?? join("..", "shared", "seeds"));
const out = join(root, "test", "content", "seed-shingles.txt");

const files = readdirSync(seeds)
  .filter((name) => name.endsWith(".txt"))
  .sort();
if (files.length === 0) throw new Error(`no seed .txt files in ${seeds}`);
const hashes = new Set();
for (const name of files)
  for (const { hash } of shinglesOf(readFileSync(join(seeds, name), "utf8"))) hashes.add(hash);
writeFileSync(out, `${[...hashes].sort().join("\n")}\n`);
console.log(`${hashes.size} shingles of ${files.length} seed texts → ${out}`);

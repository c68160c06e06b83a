// `npm run mutate`: StrykerJS over the rules and the attack dialogs' kits (stryker.config.mjs),
// then the score of every file in the record, printed and written to
// test-results/mutation/scores.md. Arguments go to Stryker: `npm run mutate -- --mutate
// src/rules/mano/resolve.ts,src/rules/okrpg/spending.ts` mutates those files only.
// `npm run mutate -- --scores` prints the record's table without running anything.
//
// Stryker writes its incremental file with the mutants of this run only; the record
// (test/mutation/incremental.json) keeps every file's last run, so a subset run here replaces
// that subset's entries and leaves the rest. Files that no longer exist leave the record.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const RECORD = join(root, "test/mutation/incremental.json");
const OUT = join(root, "test-results/mutation/scores.md");

/** @typedef {{ id: string, mutatorName: string, replacement?: string, status: string, statusReason?: string, location: { start: { line: number } } }} Mutant */
/** @typedef {{ files: Record<string, { mutants: Mutant[] } & Record<string, unknown>>, testFiles?: Record<string, unknown> } & Record<string, unknown>} Report */

/** @returns {Report | undefined} */
const readRecord = () => (existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, "utf8")) : undefined);

/**
 * @template T
 * @param {Record<string, T>} entries
 * @returns {Record<string, T>} the entries of files still in the project, by name
 */
const existing = (entries) =>
  Object.fromEntries(
    Object.entries(entries)
      .filter(([file]) => existsSync(join(root, file)))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * @param {Report | undefined} before
 * @param {Report} latest
 * @returns {Report}
 */
function merge(before, latest) {
  return {
    ...latest,
    files: existing({ ...before?.files, ...latest.files }),
    testFiles: existing({ ...before?.testFiles, ...latest.testFiles }),
  };
}

const DETECTED = ["Killed", "Timeout"];
const UNDETECTED = ["Survived", "NoCoverage"];
const count = (/** @type {Mutant[]} */ mutants, /** @type {string[]} */ statuses) =>
  mutants.filter((mutant) => statuses.includes(mutant.status)).length;

/**
 * @param {Report} record
 * @param {Set<string>} ranNow
 */
function scores(record, ranNow) {
  const rows = [];
  const survivors = [];
  const ignored = [];
  let detectedAll = 0;
  let validAll = 0;
  for (const [file, { mutants }] of Object.entries(record.files)) {
    const detected = count(mutants, DETECTED);
    const undetected = count(mutants, UNDETECTED);
    const valid = detected + undetected;
    detectedAll += detected;
    validAll += valid;
    const score = valid ? ((100 * detected) / valid).toFixed(1) : "n/a";
    rows.push(
      `| ${file}${ranNow.has(file) ? " *" : ""} | ${score} | ${detected} | ${count(mutants, ["Survived"])} | ${count(mutants, ["NoCoverage"])} | ${count(mutants, ["Ignored"])} |`,
    );
    for (const mutant of mutants) {
      const where = `${file}:${mutant.location.start.line} ${mutant.mutatorName}`;
      if (UNDETECTED.includes(mutant.status))
        survivors.push(`- ${where} (${mutant.status}): \`${(mutant.replacement ?? "").replace(/\s+/g, " ").slice(0, 100)}\``);
      if (mutant.status === "Ignored") ignored.push(`- ${where}: ${mutant.statusReason ?? ""}`);
    }
  }
  const total = validAll ? ((100 * detectedAll) / validAll).toFixed(1) : "n/a";
  return [
    "# Mutation score per file",
    "",
    "Score: killed (or timed out) mutants over killed + survived + not covered; ignored",
    "(equivalent) mutants are left out. `*`: mutated in this run, the rest from the record.",
    "",
    "| file | score % | killed | survived | no coverage | equivalent |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    `| all ${rows.length} files | ${total} | ${detectedAll} | | | |`,
    "",
    `## Surviving mutants (${survivors.length})`,
    "",
    ...survivors,
    "",
    `## Equivalent mutants (${ignored.length})`,
    "",
    ...ignored,
    "",
  ].join("\n");
}

const args = process.argv.slice(2);
const before = readRecord();
let record = before;
let ranNow = new Set();
if (!args.includes("--scores")) {
  const stryker = join(root, "node_modules/.bin/stryker");
  const run = spawnSync(stryker, ["run", "stryker.config.mjs", ...args], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const latest = readRecord();
  if (!latest) throw new Error(`Stryker wrote no ${RECORD}`);
  ranNow = new Set(Object.keys(latest.files));
  record = merge(before, latest);
  writeFileSync(RECORD, `${JSON.stringify(record, null, 1)}\n`);
}
if (!record) {
  process.stdout.write("No mutation record yet: run `npm run mutate`.\n");
  process.exit(0);
}
const table = scores(record, ranNow);
mkdirSync(join(root, "test-results/mutation"), { recursive: true });
writeFileSync(OUT, table);
process.stdout.write(`${table}\nWritten to ${OUT}\n`);

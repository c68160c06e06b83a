// `npm run mutate`: StrykerJS over the rules and the attack dialogs' kits (stryker.config.mjs),
// one scope after the other (rules against test/rules, kits against test/chat), then the score of
// every file in the records, printed and written to test-results/mutation/scores.md. Arguments go
// to Stryker: `npm run mutate -- --mutate src/rules/mano/resolve.ts,src/rules/okrpg/spending.ts`
// mutates those files only (each in its scope). `npm run mutate -- --scores` prints the records'
// table without running anything.
//
// Stryker writes its incremental file with the mutants of this run only; the record
// (.cache/mutation/<scope>.json) keeps every file's last run, so a subset run here replaces that
// subset's entries and leaves the rest. Files that no longer exist leave the record.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const OUT = join(root, "test-results/mutation/scores.md");
/** Each scope's folder; the order they run in. */
const SCOPES = { rules: "src/rules/", kits: "src/chat/attack/kits/" };
/** @param {string} scope */
const recordOf = (scope) => join(root, `.cache/mutation/${scope}.json`);

/** @typedef {{ id: string, mutatorName: string, replacement?: string, status: string, statusReason?: string, location: { start: { line: number } } }} Mutant */
/** @typedef {{ files: Record<string, { mutants: Mutant[] } & Record<string, unknown>>, testFiles?: Record<string, unknown> } & Record<string, unknown>} Report */

/**
 * @param {string} scope
 * @returns {Report | undefined}
 */
const readRecord = (scope) =>
  existsSync(recordOf(scope)) ? JSON.parse(readFileSync(recordOf(scope), "utf8")) : undefined;

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
 * @param {Report["files"]} files
 * @param {Set<string>} ranNow
 */
function scores(files, ranNow) {
  const rows = [];
  const survivors = [];
  const ignored = [];
  let detectedAll = 0;
  let validAll = 0;
  for (const [file, { mutants }] of Object.entries(files)) {
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
        survivors.push(
          `- ${where} (${mutant.status}): \`${(mutant.replacement ?? "").replace(/\s+/g, " ").slice(0, 100)}\``,
        );
      if (mutant.status === "Ignored") ignored.push(`- ${where}: ${mutant.statusReason ?? ""}`);
    }
  }
  const total = validAll ? ((100 * detectedAll) / validAll).toFixed(1) : "n/a";
  return [
    "# Mutation score per file",
    "",
    "Score: killed (or timed out) mutants over killed + survived + not covered; ignored mutants",
    "(equivalent, or static) are left out. `*`: mutated in this run, the rest from the record.",
    "",
    "| file | score % | killed | survived | no coverage | ignored |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    `| all ${rows.length} files | ${total} | ${detectedAll} | | | |`,
    "",
    `## Surviving mutants (${survivors.length})`,
    "",
    ...survivors,
    "",
    `## Ignored mutants: marked equivalent, or static (${ignored.length})`,
    "",
    ...ignored,
    "",
  ].join("\n");
}

/**
 * The Stryker arguments for each scope: `--mutate` (or `-m`) patterns go to the scope whose folder
 * holds them; without them every scope runs whole.
 * @param {string[]} args
 * @returns {Map<string, string[]>}
 */
function runsOf(args) {
  const at = args.findIndex((arg) => arg === "--mutate" || arg === "-m");
  if (at < 0) return new Map(Object.keys(SCOPES).map((scope) => [scope, args]));
  const rest = [...args.slice(0, at), ...args.slice(at + 2)];
  const patterns = (args[at + 1] ?? "").split(",").filter(Boolean);
  const runs = new Map();
  for (const pattern of patterns) {
    const scope = Object.keys(SCOPES).find((id) =>
      pattern.startsWith(SCOPES[/** @type {keyof typeof SCOPES} */ (id)]),
    );
    if (!scope) {
      process.stderr.write(`${pattern} is outside ${Object.values(SCOPES).join(" and ")}\n`);
      process.exit(2);
    }
    runs.set(scope, [...(runs.get(scope) ?? []), pattern]);
  }
  return new Map([...runs].map(([scope, mine]) => [scope, ["--mutate", mine.join(","), ...rest]]));
}

const args = process.argv.slice(2);
/** @type {Set<string>} */
const ranNow = new Set();
if (!args.includes("--scores")) {
  const stryker = join(root, "node_modules/.bin/stryker");
  for (const [scope, scopeArgs] of runsOf(args)) {
    const before = readRecord(scope);
    const run = spawnSync(stryker, ["run", "stryker.config.mjs", ...scopeArgs], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, MUTATE_SCOPE: scope },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    const latest = readRecord(scope);
    if (!latest) throw new Error(`Stryker wrote no ${recordOf(scope)}`);
    for (const file of Object.keys(latest.files)) ranNow.add(file);
    writeFileSync(recordOf(scope), `${JSON.stringify(merge(before, latest), null, 1)}\n`);
  }
}
const files = Object.assign({}, ...Object.keys(SCOPES).map((scope) => readRecord(scope)?.files));
if (Object.keys(files).length === 0) {
  process.stdout.write("No mutation record yet: run `npm run mutate`.\n");
  process.exit(0);
}
const table = scores(files, ranNow);
mkdirSync(join(root, "test-results/mutation"), { recursive: true });
writeFileSync(OUT, table);
process.stdout.write(`${table}\nWritten to ${OUT}\n`);

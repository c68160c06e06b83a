// @ts-check
/*
 * `npm run mutate` (scripts/mutate.mjs runs StrykerJS with this file once per scope, then prints
 * the score per file). `npm run mutate -- --mutate src/rules/mano/resolve.ts` mutates a subset;
 * the record keeps every other file's last result.
 *
 * Two scopes, each with its own tests (vitest.mutate.config.ts) and record: `rules` (src/rules,
 * against test/rules) and `kits` (src/chat/attack/kits, against test/chat). MUTATE_SCOPE picks one.
 *
 * Incremental: the record of every mutant's result (.cache/mutation/<scope>.json, git-ignored)
 * stays in the checkout, so a re-run tests only the mutants whose code or covering tests changed
 * since. Not committed: it holds each file's source and each test's name (about 250 kB per file
 * mutated, some 40 MB for both scopes) and is rewritten by every run; the README keeps the scores.
 *
 * Two cores are shared by everyone: one test runner, the tests that cover each mutant only
 * (coverageAnalysis "perTest").
 *
 * An equivalent mutant (no test can tell it from the code) is marked where it is, with
 * `// Stryker disable next-line <mutator>: <why>`; the report counts it as ignored and lists
 * the reason (test-results/mutation/scores.md).
 */
const SCOPES = {
  rules: "src/rules/**/*.ts",
  kits: "src/chat/attack/kits/**/*.ts",
};
const scope = /** @type {keyof typeof SCOPES} */ (process.env.MUTATE_SCOPE ?? "rules");
if (!(scope in SCOPES)) throw new Error(`MUTATE_SCOPE: one of ${Object.keys(SCOPES).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutate.config.ts", related: true },
  coverageAnalysis: "perTest",
  mutate: [SCOPES[scope], "!src/**/*.d.ts"],
  concurrency: 1,
  incremental: true,
  incrementalFile: `.cache/mutation/${scope}.json`,
  reporters: ["json", "html", "progress"],
  jsonReporter: { fileName: `test-results/mutation/${scope}.json` },
  htmlReporter: { fileName: `test-results/mutation/${scope}.html` },
  // the sandbox Stryker copies the project into (git-ignored); the build and reports stay out
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["/dist", "/release", "/test-results", "/bench", "/coverage", "/.cache"],
  cleanTempDir: "always",
  timeoutMS: 10_000,
  // the first run of every covering test, measuring which test reaches which mutant
  dryRunTimeoutMinutes: 30,
  ignoreStatic: true,
  plugins: ["@stryker-mutator/vitest-runner"],
};

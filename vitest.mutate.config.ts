import { defineConfig } from "vitest/config";
import { BROWSER } from "./test/projects";

/*
 * The tests `npm run mutate` (stryker.config.mjs) runs against each mutant: only the folders that
 * test the mutated code, so a mutant's run loads no browser, build or content test.
 * - `rules`: the rule tests (test/rules), Foundry-free, one module cache for every file.
 * - `kits`: the attack dialogs' kits (src/chat/attack/kits) are tested through the chat tests,
 *   against the Foundry double as v13.
 * Left out: the sweeps that call every rules function (test/rules/api: thousands of bad calls) and
 * the odds simulations (test/rules/odds): each covers nearly every mutant and takes seconds, and
 * neither states a rule, so a mutant they alone kill shows a missing rule test.
 * A file that imports neither folder's tests is still mutated: its mutants show as "no coverage".
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    setupFiles: ["test/foundry/compatibility.ts"],
    env: { FOUNDRY_GENERATION: "13" },
    projects: [
      {
        extends: true,
        test: {
          name: "rules",
          include: ["test/rules/**/*.test.ts"],
          exclude: ["test/rules/api/**", "test/rules/odds/**"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "kits",
          include: ["test/chat/**/*.test.ts"],
          exclude: BROWSER,
          pool: "threads",
        },
      },
    ],
  },
});

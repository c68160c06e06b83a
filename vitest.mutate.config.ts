import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { precompiled } from "./playground/build/precompiled";
import { BROWSER } from "./test/projects";

/*
 * The tests `npm run mutate` (stryker.config.mjs) runs against each mutant: only the folder that
 * tests the mutated code, so a mutant's run loads no browser, build or content test. The scope
 * (MUTATE_SCOPE, set by scripts/mutate.mjs) picks one project:
 * - `rules`: a rule is pinned by the rule tests (test/rules), Foundry-free, one module cache for
 *   every file. Left out: the sweeps that call every rules function (test/rules/api: thousands
 *   of bad calls) and the odds simulations (test/rules/odds): each covers nearly every mutant and
 *   takes seconds, and neither states a rule, so a mutant only they kill shows a rule untested.
 * - `kits`: the attack dialogs' kits (src/chat/attack/kits), tested through the chat tests
 *   against the Foundry double as v13.
 */
const PROJECTS: Record<string, TestProjectInlineConfiguration> = {
  rules: {
    extends: true,
    test: {
      name: "rules",
      include: ["test/rules/**/*.test.ts"],
      exclude: ["test/rules/api/**", "test/rules/odds/**"],
      isolate: false,
    },
  },
  kits: {
    extends: true,
    test: { name: "kits", include: ["test/chat/**/*.test.ts"], exclude: BROWSER, pool: "threads" },
  },
};

const scope = process.env.MUTATE_SCOPE;

export default defineConfig({
  // the playground's modules, as the playground's build gives them
  plugins: [precompiled()],
  test: {
    environment: "node",
    // instrumented code on two shared cores: the random-play sweeps need more than the usual 20 s
    testTimeout: 60_000,
    // as vite.config.ts: a toThrow given words asks for an error with them (test/strict-throw.ts)
    setupFiles: [
      "test/foundry/compatibility.ts",
      "test/fast-check-seed.ts",
      "test/error-words.ts",
      "test/strict-throw.ts",
    ],
    env: { FOUNDRY_GENERATION: "13" },
    projects: scope ? [PROJECTS[scope]] : Object.values(PROJECTS),
  },
});

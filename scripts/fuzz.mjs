// `npm run fuzz`: every property test with fresh random seeds (`npm test` keeps one fixed seed so
// CI repeats what passed; test/fast-check-seed.ts). Arguments go to vitest.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const vitest = join(root, "node_modules", ".bin", "vitest");
const args = ["run", "--project", "pure", "--project", "v13", "--project", "v14"];
const { status } = spawnSync(vitest, [...args, ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, FC_SEED: "random" },
});
process.exit(status ?? 1);

// Runs before `npm run build`, `npm start` and `npm test` so the README's two commands work on
// a fresh clone: installs the locked dependencies when node_modules is missing or older than
// package-lock.json. Uses Node built-ins only, since nothing else is installed yet.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const installed = join(root, "node_modules", ".package-lock.json");
const lock = join(root, "package-lock.json");

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log("Installing dependencies (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { cwd: root, stdio: "inherit" });
}

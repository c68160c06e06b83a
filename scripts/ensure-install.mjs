// Runs before `npm run build`, `npm start` and `npm test` so the README's two commands work on
// a fresh clone: installs the locked dependencies when node_modules is missing or was installed
// from another package-lock.json. Uses Node built-ins only, since nothing else is installed yet.
// The lock is compared by content, not by date: a second checkout (a git worktree) sharing one
// node_modules has a newer lock file with the same content, and must not reinstall.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const installed = join(root, "node_modules", ".package-lock.json");
const stamp = join(root, "node_modules", ".action-engine-lock");
const lock = join(root, "package-lock.json");
const lockHash = createHash("sha256").update(readFileSync(lock)).digest("hex");

function current() {
  if (!existsSync(installed)) return false;
  if (existsSync(stamp)) return readFileSync(stamp, "utf8") === lockHash;
  // installed by a plain `npm ci`, before the stamp: trust it if it is newer than the lock
  return statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

/** node_modules is another checkout's (a symlink): installing here would replace theirs. */
function shared() {
  return (
    existsSync(join(root, "node_modules")) && lstatSync(join(root, "node_modules")).isSymbolicLink()
  );
}

if (shared()) {
  if (!current())
    console.warn(
      "node_modules is shared with another checkout and installed from another lock: not reinstalling here.",
    );
} else {
  if (!current()) {
    console.log("Installing dependencies (npm ci)…");
    execSync("npm ci --no-audit --no-fund", { cwd: root, stdio: "inherit" });
  }
  writeFileSync(stamp, lockHash);
}

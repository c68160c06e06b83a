import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * scripts/ensure-install.mjs runs before build, start and test. A second checkout (a git worktree)
 * that shares another checkout's node_modules through a symlink must never reinstall: `npm ci`
 * would empty the other checkout's install while it is in use.
 */

const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "ensure-install.mjs");

/** A checkout whose lock differs from the one the shared install was made from. */
function checkoutSharingAnInstall(): { root: string; shared: string } {
  const base = mkdtempSync(join(tmpdir(), "ae-install-"));
  const shared = join(base, "shared-node_modules");
  mkdirSync(shared);
  writeFileSync(join(shared, ".package-lock.json"), "{}");
  writeFileSync(join(shared, ".action-engine-lock"), "the hash of another lock");
  const root = join(base, "checkout");
  mkdirSync(join(root, "scripts"), { recursive: true });
  copyFileSync(SCRIPT, join(root, "scripts", "ensure-install.mjs"));
  writeFileSync(join(root, "package-lock.json"), '{"lockfileVersion":3}');
  symlinkSync(shared, join(root, "node_modules"));
  return { root, shared };
}

describe("installing before build, start and test", () => {
  it("leaves a node_modules shared through a symlink alone, its stamp unchanged", () => {
    const { root, shared } = checkoutSharingAnInstall();
    const output = execFileSync(process.execPath, [join(root, "scripts", "ensure-install.mjs")], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(output).not.toContain("npm ci");
    expect(readFileSync(join(shared, ".action-engine-lock"), "utf8")).toBe(
      "the hash of another lock",
    );
  });
});

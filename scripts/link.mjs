// npm run link -- <Foundry user data path>: symlink dist/ as Data/systems/action-engine.
import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync, unlinkSync } from "node:fs";
import { join, resolve } from "node:path";

const SYSTEM_ID = "action-engine";

/**
 * The Data folder of a Foundry user data path: either the user data folder itself (it holds
 * Data/ and Config/) or its Data folder (it holds systems/, modules/ or worlds/).
 * @param {string} path
 * @returns {string}
 */
export function foundryDataFolder(path) {
  const full = resolve(path);
  if (!existsSync(full)) throw new Error(`${full} does not exist.`);
  if (existsSync(join(full, "Data")) && existsSync(join(full, "Config"))) return join(full, "Data");
  if (["systems", "modules", "worlds"].some((name) => existsSync(join(full, name)))) return full;
  throw new Error(
    `${full} is not a Foundry user data folder: expected it to contain Data/ and Config/ ` +
      `(or, for the Data folder itself, systems/, modules/ or worlds/).`,
  );
}

/**
 * @param {string} root project root
 * @param {string} userData
 * @returns {string} the link created
 */
export function linkSystem(root, userData) {
  const dist = join(root, "dist");
  if (!existsSync(join(dist, "system.json")))
    throw new Error(`No build in ${dist}: run npm run build first.`);
  const systems = join(foundryDataFolder(userData), "systems");
  mkdirSync(systems, { recursive: true });
  const link = join(systems, SYSTEM_ID);
  if (existsSync(link) || isLink(link)) {
    if (!isLink(link)) throw new Error(`${link} exists and is not a link; move it away first.`);
    if (readlinkSync(link) === dist) return link;
    unlinkSync(link);
  }
  symlinkSync(dist, link, "dir");
  return link;
}

/** @param {string} path */
function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  try {
    if (!target) throw new Error("Usage: npm run link -- <path to your Foundry user data folder>");
    const link = linkSystem(resolve(import.meta.dirname, ".."), target);
    console.log(
      `Linked ${link} → dist/. Restart Foundry to see Action Engine in the systems list.`,
    );
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

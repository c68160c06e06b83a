// Pack sources live in packs/<name>/**/*.yml; the build compiles each pack system.json lists
// to LevelDB in dist/packs/<name> with the official Foundry CLI. The CLI silently skips a
// document without `_id`/`_key`, so every file is checked first and the build fails loudly.
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";

/** Embedded collections the CLI descends into (document type → field holding children). */
const EMBEDDED = {
  actors: ["items", "effects"],
  items: ["effects"],
  tables: ["results"],
  journal: ["pages"],
  scenes: ["tokens"],
};
const ID_PATTERN = /^[A-Za-z0-9]{16}$/;

/** @param {string} dir @returns {string[]} every .yml file below dir */
export function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".yml") ? [path] : [];
  });
}

/**
 * Problems with one source document: missing/malformed `_id` or `_key`, also in embedded
 * documents. An empty list means the CLI will pack it.
 * @param {any} doc
 * @param {string} where
 * @returns {string[]}
 */
export function documentProblems(doc, where) {
  /** @type {string[]} */
  const problems = [];
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) {
    return [`${where}: not a document (expected a YAML mapping)`];
  }
  if (typeof doc._id !== "string" || !ID_PATTERN.test(doc._id))
    problems.push(`${where}: _id must be 16 letters/digits, got ${JSON.stringify(doc._id)}`);
  if (typeof doc._key !== "string" || !doc._key.startsWith("!"))
    problems.push(`${where}: _key must look like "!items!<_id>", got ${JSON.stringify(doc._key)}`);
  else if (typeof doc._id === "string" && !doc._key.endsWith(doc._id))
    problems.push(`${where}: _key ${doc._key} does not end with its _id ${doc._id}`);
  const collection = typeof doc._key === "string" ? doc._key.split("!")[1]?.split(".").at(-1) : "";
  for (const field of EMBEDDED[/** @type {keyof typeof EMBEDDED} */ (collection)] ?? []) {
    const children = doc[field];
    if (children === undefined) continue;
    if (!Array.isArray(children)) {
      problems.push(`${where}: ${field} must be a list`);
      continue;
    }
    children.forEach((child, index) =>
      problems.push(...documentProblems(child, `${where} ${field}[${index}]`)),
    );
  }
  return problems;
}

/**
 * Reads and checks every source file of one pack; throws listing every problem.
 * @param {string} sourceDir
 * @returns {{ file: string; doc: any }[]}
 */
export function readPackSources(sourceDir) {
  /** @type {string[]} */
  const problems = [];
  const ids = new Map();
  const docs = sourceFiles(sourceDir).map((file) => {
    const where = relative(process.cwd(), file);
    let doc;
    try {
      doc = YAML.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${where}: YAML does not parse (${/** @type {Error} */ (error).message})`);
      return { file, doc: null };
    }
    problems.push(...documentProblems(doc, where));
    if (doc && typeof doc === "object" && typeof doc._id === "string") {
      if (ids.has(doc._id))
        problems.push(`${where}: _id ${doc._id} also used by ${ids.get(doc._id)}`);
      ids.set(doc._id, where);
    }
    return { file, doc };
  });
  if (problems.length) {
    throw new Error(
      `Pack source ${sourceDir} has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`,
    );
  }
  return docs;
}

/**
 * Compiles every pack named in the manifest from packs/<name> into outDir/packs/<name>.
 * @param {{ packs?: { name: string; path: string }[] }} manifest
 * @param {string} root project root
 * @param {string} outDir dist folder
 */
export async function compilePacks(manifest, root, outDir) {
  for (const pack of manifest.packs ?? []) {
    const source = join(root, "packs", pack.name);
    if (!existsSync(source))
      throw new Error(`Pack ${pack.name}: source folder ${source} is missing`);
    const docs = readPackSources(source);
    if (docs.length === 0)
      throw new Error(`Pack ${pack.name}: source folder ${source} holds no .yml documents`);
    const destination = join(outDir, pack.path);
    rmSync(destination, { recursive: true, force: true });
    await compilePack(source, destination, { yaml: true, recursive: true });
  }
}

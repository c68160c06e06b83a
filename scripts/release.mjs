// npm run release: build, stamp the version's manifest/download URLs, then write the two files a
// GitHub release carries into release/: action-engine-<version>.zip (dist/ with system.json at
// the root) and system.json (the asset the manifest URL names). It reads the zip back and stops
// if the manifest, the file names and the zip's contents disagree.
import { ZipArchive } from "archiver";
import { execSync } from "node:child_process";
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { readZip } from "./read-zip.mjs";

/**
 * @param {{ url: string }} manifest
 * @param {string} version
 */
export function releaseUrls(manifest, version) {
  const releases = `${manifest.url.replace(/\/$/, "")}/releases`;
  return {
    // Foundry checks the installed manifest URL for updates, so it names the latest release;
    // the download is pinned to this version's zip.
    manifest: `${releases}/latest/download/system.json`,
    download: `${releases}/download/v${version}/${zipName(version)}`,
  };
}

/** @param {string} version */
export const zipName = (version) => `action-engine-${version}.zip`;

/** @param {string} path @param {string} version */
function stamp(path, version) {
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  Object.assign(manifest, releaseUrls(manifest, version));
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Every way a release's files can disagree: the version, the URLs, the zip's name and contents.
 * @param {string} zipPath
 * @param {string} manifestPath the system.json published beside the zip
 * @param {string} version package.json's version
 * @returns {string[]} the problems found, none for a consistent release
 */
export function releaseProblems(zipPath, manifestPath, version) {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const entries = readZip(zipPath);
  const problems = [];
  if (manifest.version !== version)
    problems.push(`system.json says version ${manifest.version}, package.json ${version}.`);
  const expected = releaseUrls(manifest, version);
  if (manifest.manifest !== expected.manifest)
    problems.push(`manifest URL ${manifest.manifest} should be ${expected.manifest}.`);
  if (manifest.download !== expected.download)
    problems.push(`download URL ${manifest.download} should be ${expected.download}.`);
  if (basename(zipPath) !== zipName(version))
    problems.push(`the zip is named ${basename(zipPath)}, the download names ${zipName(version)}.`);
  if (basename(manifestPath) !== basename(expected.manifest))
    problems.push(`the manifest asset is ${basename(manifestPath)}, its URL names system.json.`);
  const zipped = entries.get("system.json");
  if (!zipped) problems.push("the zip has no system.json at its root.");
  else if (zipped().toString("utf8") !== readFileSync(manifestPath, "utf8"))
    problems.push("the zip's system.json differs from the one published beside it.");
  const named = [
    ...(manifest.esmodules ?? []),
    ...(manifest.styles ?? []),
    ...(manifest.languages ?? []).map((/** @type {{ path: string }} */ { path }) => path),
  ];
  for (const file of named)
    if (!entries.has(file)) problems.push(`the zip lacks ${file}, which system.json names.`);
  const names = [...entries.keys()];
  for (const { path } of manifest.packs ?? [])
    if (!names.some((name) => name.startsWith(`${path}/`) && !name.endsWith("/")))
      problems.push(`the zip lacks the compendium pack ${path}.`);
  return problems;
}

/**
 * @param {string} dist the built system folder
 * @param {string} zipPath
 */
async function zipFolder(dist, zipPath) {
  await new Promise((done, fail) => {
    const output = createWriteStream(zipPath);
    const zip = new ZipArchive({ zlib: { level: 9 } });
    output.on("close", () => done(undefined));
    zip.on("error", fail);
    zip.pipe(output);
    zip.directory(dist, false);
    zip.finalize();
  });
}

/**
 * @param {string} root
 * @param {{ build?: boolean, outDir?: string }} [options] build: false zips dist/ as it is
 * @returns {Promise<{ zip: string, manifest: string }>} the two release assets written
 */
export async function release(root, { build = true, outDir = join(root, "release") } = {}) {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  if (build) {
    stamp(join(root, "system.json"), version);
    execSync("npm run build", { cwd: root, stdio: "inherit" });
  }
  mkdirSync(outDir, { recursive: true });
  const zip = join(outDir, zipName(version));
  const manifest = join(outDir, "system.json");
  await zipFolder(join(root, "dist"), zip);
  copyFileSync(join(root, "dist", "system.json"), manifest);
  const problems = releaseProblems(zip, manifest, version);
  if (problems.length > 0)
    throw new Error(`The release is inconsistent:\n- ${problems.join("\n- ")}`);
  return { zip, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  release(resolve(import.meta.dirname, "..")).then(
    ({ zip, manifest }) => console.log(`Wrote ${zip} and ${manifest}: attach both to the release.`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

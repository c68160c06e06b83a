// npm run release: build, stamp the version's manifest/download URLs, zip dist/ with
// system.json at the root as action-engine-<version>.zip.
import { ZipArchive } from "archiver";
import { execSync } from "node:child_process";
import { createWriteStream, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

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
    download: `${releases}/download/v${version}/action-engine-${version}.zip`,
  };
}

/** @param {string} path @param {string} version */
function stamp(path, version) {
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  Object.assign(manifest, releaseUrls(manifest, version));
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * @param {string} root
 * @returns {Promise<string>} the zip written
 */
export async function release(root) {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  stamp(join(root, "system.json"), version);
  execSync("npm run build", { cwd: root, stdio: "inherit" });
  const zipPath = join(root, `action-engine-${version}.zip`);
  await new Promise((done, fail) => {
    const output = createWriteStream(zipPath);
    const zip = new ZipArchive({ zlib: { level: 9 } });
    output.on("close", () => done(undefined));
    zip.on("error", fail);
    zip.pipe(output);
    zip.directory(join(root, "dist"), false);
    zip.finalize();
  });
  return zipPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  release(resolve(import.meta.dirname, "..")).then(
    (zip) => console.log(`Wrote ${zip}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
